"""What the battle phase will do (rule 5.2-5.5), told before the turn ends: a pure
prediction for a table's preview of the End turn button.

``battle_preview(state)`` lists the attacks of the battle of the player whose turn it is,
in the order the battle makes them: every creature with an attack ticket (neither
summoning sickness nor paralysis) and some attack, left to right, hits the creature in
front of it, or the enemy hero when that cell is empty; a creature with a battle skill
hits the skill's targets instead. The damage is the attack before the target's defence
(and its die). It reads the state as it is now: the enemy effects that work when their
front creature attacks (a creature that leaves its cell) are run on a copy, so a cell
they empty shows its hero hit; what the battle's own dice change on the way (a creature
killed by an earlier attack) is not foreseen. Uses the state or a player's view (nothing
in it is hidden: the battlefield is public)."""
from __future__ import annotations

from typing import NamedTuple

from engines.mabinogi.content import CARDS
from engines.mabinogi.copies import clone
from engines.mabinogi.effects import Ctx, GameEnded, fire_all, targets
from engines.mabinogi.state import HERO, MabinogiState


class Hit(NamedTuple):
    """One attack the battle will make: the attacker's ``lane`` (of ``seat``'s side),
    the target (``target_seat``, ``target_lane``; lane HERO for the hero) and the
    ``damage`` before the defence die."""
    seat: int
    lane: int
    target_seat: int
    target_lane: int
    damage: int


def battle_preview(state: MabinogiState) -> list[Hit]:
    """The battle's attacks if the turn ended now (see the module's docstring); empty
    when the duel is over."""
    if state.to_move is None and state.winners is not None:
        return []
    s = clone(state)
    p = s.current
    q = 1 - p
    out: list[Hit] = []
    tickets = [(lane, u) for lane, u in enumerate(s.board[p]) if u is not None and u.can_attack]
    for lane, u in tickets:
        if s.board[p][lane] is not u or u.attack <= 0:
            continue
        if s.board[q][lane] is not None:
            try:
                fire_all(s, q, lane, "front_attacks", [])
            except GameEnded:           # pragma: no cover - no such effect ends a duel
                break
            if s.board[p][lane] is not u:
                continue
        skill = next((e for e in CARDS[u.d].fx if e.on == "battle"), None)
        if skill is not None:
            ctx = Ctx(p, lane, u, u.lvl, ["cell", p, lane, u.d])
            for seat, ln, _t in targets(s, skill.to, ctx):
                out.append(Hit(p, lane, seat, ln, u.attack))
        elif s.board[q][lane] is not None:
            out.append(Hit(p, lane, q, lane, u.attack))
        else:
            out.append(Hit(p, lane, q, HERO, u.attack))
    return out
