"""The turn's phases (rule 2) and the four actions that use no card (rule 3): Charge,
discard, Revive and level-up. Card uses and the counter chain are in chain.py.

Events: ``TurnBegan`` (common), ``PhaseBegan`` {player, phase} for each phase in order
("start", "resource", "clearing", "starting_effects", "action", "battle",
"closing_effects", "effect_retrieval", "finishing"; the resource phase's also carries
``resources``: what it gives, per resource, told before its ``ValueChanged`` events),
``AttackTickets`` {player, lanes},
``Revived`` {player, cards, damage}, ``LevelUp`` {player, level, hp_gain, resources},
``ReturnDelayed`` {player, card, lane} (a controlled creature's cell is taken), and
the events of effects.py.
"""
from __future__ import annotations

from engines.core import events as E
from engines.mabinogi.content import CARDS
from engines.mabinogi.effects import (Ctx, attack, fire_all, gain_res, gain_xp, game_over,
                                      hero_attacked, run_card, targets, to_grave, to_hand,
                                      value)
from engines.mabinogi.state import (ACTION, HERO, LANES, LEVEL_HP_PERCENT, STALL_TURNS,
                                    XP_ACTION, XP_HERO_HIT, XP_TO_LEVEL, MabinogiState,
                                    turns_without_new_low)


def _phase(ev: list, p: int, name: str) -> None:
    ev.append({"type": "PhaseBegan", "player": p, "phase": name})


# ---------------------------------------------------------------------------------------
# From the starting phase to the action phase

def begin_turn(s: MabinogiState, p: int, ev: list) -> None:
    """The starting phase to the action phase. The duel may end here: by the stall rule
    (STALL_TURNS turn starts in a row without either hero's HP at a new low: a draw) or,
    when the house rule is on, after ``turn_limit`` turns (more HP wins; a draw when
    equal)."""
    s.turn += 1
    s.current = p
    if s.turn_limit is not None and s.turn > s.turn_limit:
        best = max(s.hp)
        game_over(s, [q for q in (0, 1) if s.hp[q] == best], "turn_limit", ev)
    s.hp_log.append([s.hp[0], s.hp[1]])
    if turns_without_new_low(s.hp_log) >= STALL_TURNS:
        game_over(s, [0, 1], "stall", ev)
    ev.append(E.turn_began(p, s.turn))
    _phase(ev, p, "start")
    income = [0] * 5
    if s.turn > 1:                      # the first player's first turn gives nothing
        for r in s.kinds[p]:
            income[r] += 1
    ev.append({"type": "PhaseBegan", "player": p, "phase": "resource", "resources": income})
    for r in range(5):
        gain_res(s, p, r, income[r], "turn", ev)
    _phase(ev, p, "clearing")
    for lane, u in enumerate(s.board[p]):
        if u is None:
            continue
        if u.sick > 1:
            u.sick -= 1
            ev.append({"type": "UnitChanged", "player": p, "lane": lane, "card": u.d,
                       "what": "sick", "delta": -1, "value": u.sick, "why": "clearing"})
        if u.para > 1:
            u.para -= 1
            ev.append({"type": "UnitChanged", "player": p, "lane": lane, "card": u.d,
                       "what": "para", "delta": -1, "value": u.para, "why": "clearing"})
    _phase(ev, p, "starting_effects")
    for lane in range(LANES):
        fire_all(s, p, lane, "start", ev)
    for iid in list(s.grave[p]):
        d = s.cdef[iid]
        if CARDS[d].has("grave_start") and iid in s.grave[p]:
            run_card(s, p, d, "grave_start", s.level[p], ev)
    _phase(ev, p, "action")
    s.actions = s.level[p]
    value(ev, p, "actions", s.actions, s.actions, "turn")
    s.phase = ACTION
    s.to_move = p


# ---------------------------------------------------------------------------------------
# After the action phase

def after_action(s: MabinogiState, ev: list) -> None:
    """An action is done: the turn goes on to the battle when no flame is left."""
    if s.actions <= 0:
        finish_turn(s, ev)


def finish_turn(s: MabinogiState, ev: list) -> None:
    """Battle, closing effects, effect retrieval, finishing, then the other's turn."""
    p = s.current
    s.to_move = None                    # nobody decides while the phases run
    _phase(ev, p, "battle")
    battle(s, p, ev)
    _phase(ev, p, "closing_effects")
    for lane in range(LANES):
        fire_all(s, p, lane, "close", ev)
    _phase(ev, p, "effect_retrieval")
    retrieval(s, p, ev)
    _phase(ev, p, "finishing")
    begin_turn(s, 1 - p, ev)


def battle(s: MabinogiState, p: int, ev: list) -> None:
    """Rule 5.2-5.5: tickets left to right to the creatures with neither summoning
    sickness nor paralysis; each attacks in turn (not with 0 attack)."""
    q = 1 - p
    tickets = [(lane, u) for lane, u in enumerate(s.board[p]) if u is not None and u.can_attack]
    ev.append({"type": "AttackTickets", "player": p, "lanes": [t[0] for t in tickets]})
    for lane, u in tickets:
        if s.board[p][lane] is not u or not u.can_attack or u.attack <= 0:
            continue
        if s.board[q][lane] is not None:
            fire_all(s, q, lane, "front_attacks", ev)
            if s.board[p][lane] is not u:
                continue
        src = ["cell", p, lane, u.d]
        skill = None
        for e in CARDS[u.d].fx:
            if e.on == "battle":
                skill = e
                break
        if skill is not None:
            ctx = Ctx(p, lane, u, u.lvl, src)
            for seat, ln, t in targets(s, skill.to, ctx):
                if ln == HERO or s.board[seat][ln] is t:
                    attack(s, p, src, seat, ln, u.attack, False, ev, from_lane=lane)
        elif s.board[q][lane] is not None:
            attack(s, p, src, q, lane, u.attack, True, ev, from_lane=lane)
        else:
            attack(s, p, src, q, HERO, u.attack, True, ev, from_lane=lane)


def retrieval(s: MabinogiState, p: int, ev: list) -> None:
    """One-turn effects end (this turn's attack, counts of 1); controlled creatures go
    home, or stay and try again at the end of the next turn when their cell is taken."""
    for seat in (p, 1 - p):
        for lane, u in enumerate(s.board[seat]):
            if u is None:
                continue
            if u.tatk:
                old = u.attack
                u.tatk = 0
                if u.attack != old:
                    ev.append({"type": "UnitChanged", "player": seat, "lane": lane,
                               "card": u.d, "what": "atk", "delta": u.attack - old,
                               "value": u.attack, "why": "turn_end"})
            for what in ("sick", "para"):
                if getattr(u, what) == 1:
                    setattr(u, what, 0)
                    ev.append({"type": "UnitChanged", "player": seat, "lane": lane,
                               "card": u.d, "what": what, "delta": -1, "value": 0,
                               "why": "turn_end"})
    for seat in (p, 1 - p):
        for lane in range(LANES):
            u = s.board[seat][lane]
            if u is None or u.home < 0:
                continue
            home, own = u.home, u.owner
            if s.board[own][home] is None:
                s.board[seat][lane] = None
                s.board[own][home] = u
                u.home = -1
                ev.append({"type": "Returned", "player": own, "card": u.d,
                           "src": [seat, lane], "dst": [own, home]})
            else:
                ev.append({"type": "ReturnDelayed", "player": own, "card": u.d,
                           "lane": lane})


# ---------------------------------------------------------------------------------------
# The actions that use no card

def spend_action(s: MabinogiState, p: int, ev: list) -> None:
    s.actions -= 1
    value(ev, p, "actions", -1, s.actions, "action")


def charge(s: MabinogiState, p: int, ev: list) -> None:
    kinds = s.kinds[p]
    spend_action(s, p, ev)
    r = kinds[s.rng.randrange(len(kinds))]
    ev.append(E.dice_rolled(p, "resource", [r], "charge"))
    gain_res(s, p, r, 1, "charge", ev)
    gain_xp(s, p, XP_ACTION, "action", ev)


def discard(s: MabinogiState, p: int, iid: int, ev: list) -> None:
    spend_action(s, p, ev)
    s.hand[p].remove(iid)
    to_grave(s, p, iid, "hand", ev)
    gain_res(s, p, CARDS[s.cdef[iid]].res, 1, "discard", ev)
    gain_xp(s, p, XP_ACTION, "action", ev)


def revive(s: MabinogiState, p: int, ev: list) -> None:
    """Rule 8.4-8.5: every grave card back to the hand; the hero takes that much damage
    (never below 1 HP, defence does not help) and counts as attacked."""
    spend_action(s, p, ev)
    cards = s.grave[p]
    n = len(cards)
    s.grave[p] = []
    for iid in cards:
        to_hand(s, p, iid, "grave", ev)
    dmg = min(n, s.hp[p] - 1)
    ev.append({"type": "Revived", "player": p, "cards": n, "damage": dmg})
    if dmg > 0:
        s.hp[p] -= dmg
        value(ev, p, "hp", -dmg, s.hp[p], "revive")
    gain_xp(s, 1 - p, XP_HERO_HIT, "revive", ev)
    hero_attacked(s, p, ev)
    gain_xp(s, p, XP_ACTION, "action", ev)


def level_up(s: MabinogiState, p: int, ev: list) -> None:
    """Rule 4, 1.7 and 3.2: one level up, an action that uses a flame like any other;
    +25% of the current HP (max HP with it), resources by the deck's kinds. The new level's
    extra flame comes with the next action phase (rule 3.1 counts flames when it
    begins), not at once."""
    spend_action(s, p, ev)
    lv = s.level[p]
    s.xp[p] -= XP_TO_LEVEL[lv - 1]
    s.level[p] = lv + 1
    gain = max(1, (s.hp[p] * LEVEL_HP_PERCENT + 50) // 100)
    s.hp[p] += gain
    s.mhp[p] += gain
    kinds = s.kinds[p]
    got = [0] * 5
    if len(kinds) == 1:
        got[kinds[0]] = 3
    else:
        r = kinds[s.rng.randrange(len(kinds))]
        ev.append(E.dice_rolled(p, "resource", [r], "level_up"))
        got[r] = 2
        if len(kinds) == 2:
            got[kinds[0] if r == kinds[1] else kinds[1]] = 1
    ev.append({"type": "LevelUp", "player": p, "level": lv + 1, "hp_gain": gain,
               "resources": got})
    value(ev, p, "level", 1, lv + 1, "level_up")
    value(ev, p, "hp", gain, s.hp[p], "level_up")
    value(ev, p, "max_hp", gain, s.mhp[p], "level_up")
    for r in range(5):
        gain_res(s, p, r, got[r], "level_up", ev)
    value(ev, p, "xp", -XP_TO_LEVEL[lv - 1], s.xp[p], "level_up")
    gain_xp(s, p, XP_ACTION, "action", ev)
