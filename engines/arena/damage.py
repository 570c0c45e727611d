"""Dice, damage, destruction and leaving the battlefield: the rules every other module
shares (attacks, spells, moves and falls all end here).

Dice are events the table animates (``DiceRolled`` with ``die`` "combat" or "d20"). A
combat die's face is 1-6: faces 1, 2, 3 show crossed weapons (hits), 4 and 5 shields,
6 is blank.
"""
from __future__ import annotations

from engines.core import events as E
from engines.arena.content import ARMY, SCENARIOS, SPELLS
from engines.arena.state import FIELD, GRAVE, RESERVE, ArenaState, is_out, place

HIT_FACES = (1, 2, 3)
SHIELD_FACES = (4, 5)


def roll_combat(s: ArenaState, n: int, player, why: str, ev: list, **extra) -> list:
    faces = [1 + s.rng.randrange(6) for _ in range(max(0, n))]
    ev.append(E.dice_rolled(player, "combat", faces, why, **extra))
    return faces


def roll_d20(s: ArenaState, player, why: str, ev: list, **extra) -> int:
    v = 1 + s.rng.randrange(20)
    ev.append(E.dice_rolled(player, "d20", [v], why, **extra))
    return v


def hits(faces) -> int:
    return sum(1 for x in faces if x <= 3)


def shields(faces) -> int:
    return sum(1 for x in faces if x == 4 or x == 5)


def hurt(s: ArenaState, f: int, n: int, ev: list, why: str, by: int = -1,
         rolled: bool = False) -> bool:
    """Deal n damage to figure f (on the battlefield). True when it is destroyed.
    ``rolled``: the damage of an attack roll (its AttackResolved event tells it)."""
    if n <= 0 or s.f_zone[f] != FIELD or s.winners is not None:
        return False
    s.f_dmg[f] += n
    card = ARMY[s.c_key[s.f_card[f]]]
    ev.append({"type": "Damaged", "figure": f, "player": s.c_owner[s.f_card[f]],
               "amount": n, "damage": s.f_dmg[f], "life": card.life, "why": why,
               "on_card": card.is_planeswalker or (card.type == "hero" and card.unique),
               "rolled": rolled})
    if s.f_dmg[f] >= card.life:
        destroy(s, f, ev, by)
        return True
    return False


def heal(s: ArenaState, f: int, n: int, ev: list, why: str) -> int:
    n = min(n, s.f_dmg[f])
    if n > 0:
        s.f_dmg[f] -= n
        ev.append({"type": "Healed", "figure": f, "player": s.c_owner[s.f_card[f]],
                   "amount": n, "damage": s.f_dmg[f], "why": why})
    return n


def destroy(s: ArenaState, f: int, ev: list, by: int = -1) -> None:
    """Figure f goes to its owner's figure graveyard; hidden enchants of its card that
    trigger on a destroyed figure are queued (top-most first) before a card left with no
    figure goes to the army-card graveyard; a destroyed Planeswalker may end the game."""
    if s.f_zone[f] != FIELD:
        return
    c = s.f_card[f]
    owner = s.c_owner[c]
    where = s.hexes_of(f)
    place(s, f, -1)
    s.f_zone[f] = GRAVE
    s.buffs = [b for b in s.buffs if b[0] != f]
    card = ARMY[s.c_key[c]]
    ev.append({"type": "Destroyed", "figure": f, "card": c, "player": owner, "by": by,
               "hexes": list(where)})
    s.memo.clear()
    if card.is_planeswalker:
        s.dead[owner] = True
        ev.append({"type": "PlaneswalkerDestroyed", "player": owner, "figure": f})
        if check_victory(s, ev):
            return
    elif s.dead[owner] and _last_standing(s) and check_victory(s, ev):
        return
    steps = []
    for sp, caster, tag in s.c_hidden[c]:
        trig = SPELLS[sp].trigger or {}
        if trig.get("on") == "destroyed":
            steps.append({"q": "trigger", "player": caster, "card": c, "tag": tag,
                          "on": "destroyed", "figure": f, "where": list(where), "by": by})
    if not any(s.f_zone[g] != GRAVE for g in s.c_figs[c]):
        steps.append({"do": "card_gone", "card": c})
    if steps:
        s.agenda[0:0] = steps


def card_gone(s: ArenaState, item: dict, ev: list) -> None:
    """An army card whose figures are all destroyed goes to the army-card graveyard,
    with its enchantments to their players' spell graveyards."""
    c = item["card"]
    if s.c_zone[c] == GRAVE or any(s.f_zone[g] != GRAVE for g in s.c_figs[c]):
        return                            # already gone, or a figure came back
    s.c_zone[c] = GRAVE
    _discard_enchantments(s, c, ev)
    s.memo.clear()                          # its auras are gone (``stats.stat``)
    ev.append({"type": "CardDestroyed", "card": c, "player": s.c_owner[c]})


def _discard_enchantments(s: ArenaState, c: int, ev: list) -> None:
    for e in s.c_auras[c] + s.c_hidden[c]:
        sp, caster = e[0], e[1]
        s.grave[caster].append(sp)
        ev.append({"type": "SpellDiscarded", "spell": sp, "player": caster, "card": c})
    s.c_auras[c] = []
    s.c_hidden[c] = []


def to_reserve(s: ArenaState, c: int, ev: list) -> None:
    """A squad returns to its owner's reserve: its figures on the battlefield leave it
    without damage (destroyed ones stay in the graveyard), its enchantments go to their
    players' graveyards, control returns to its owner."""
    moved = []
    for f in s.c_figs[c]:
        if s.f_zone[f] == FIELD:
            moved.append(f)
            place(s, f, -1)
            s.f_zone[f] = RESERVE
            s.f_dmg[f] = 0
    s.buffs = [b for b in s.buffs if b[0] not in moved]
    _discard_enchantments(s, c, ev)
    s.c_zone[c] = RESERVE
    s.c_ctrl[c] = s.c_owner[c]
    if s.chosen == c:
        s.chosen = -2          # chosen, but gone: nothing more to move or attack with
    s.memo.clear()
    ev.append({"type": "ReturnedToReserve", "card": c, "player": s.c_owner[c],
               "figures": moved})
    if s.dead[s.c_owner[c]] and _last_standing(s):
        check_victory(s, ev)


def _last_standing(s: ArenaState) -> bool:
    """The scenario ends when one player is left with figures (the Melee; a player's own
    scenario of points on the track or on marked spaces: engines/arena/scenario.py)."""
    return SCENARIOS[s.scenario].get("goal") in ("power_glyphs", "track")


def check_victory(s: ArenaState, ev: list) -> bool:
    """The Duel's and the Skirmish's goal: when every Planeswalker of all teams but one is
    destroyed, that team wins at once. The Melee's goal is the purple spaces at the end of
    the turn track: only when a single player is left with figures on the battlefield (the
    others' Planeswalkers destroyed and none of their figures left) does it end early, and
    that player wins."""
    if _last_standing(s):
        left = [p for p in range(s.players) if not is_out(s, p)]
        if len(left) > 1:
            return False
        game_over(s, left or list(range(s.players)), "last standing", ev)
        return True
    teams_alive = {s.team[p] for p in range(s.players) if not s.dead[p]}
    if len(teams_alive) > 1:
        return False
    winners = [p for p in range(s.players) if s.team[p] in teams_alive]
    game_over(s, winners, "planeswalker", ev)
    return True


def game_over(s: ArenaState, winners: list, reason: str, ev: list) -> None:
    s.winners = list(winners)
    s.end_reason = reason
    s.to_move = None
    s.agenda = []
    s.casting = None
    s.fight = None
    extra = {}
    if SCENARIOS[s.scenario].get("score") == "purple":
        extra["scores"] = [s.score(p) for p in range(s.players)]
    ev.append(E.game_over(winners, reason,
                          points=[s.points(p) for p in range(s.players)], **extra))
