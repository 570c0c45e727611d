"""Checking one Mabinogi Duel action: ``why_illegal`` decides from the state whether the
action is exactly one of the legal actions (the same conditions as
``rules.legal_actions``, computed rather than listed) and, when it is not, says why in a
sentence a player can read."""
from __future__ import annotations

from engines.core.actions import shape_problem
from engines.mabinogi.content import AIM_WORDS, CARDS, RESOURCES, SUMMON
from engines.mabinogi.state import (COUNTER, HERO, LANES, MAX_LEVEL, MabinogiState,
                                    affordable, can_level, counter_cost, target_ok)

_AIM = AIM_WORDS

_KINDS = ("summon", "cast", "charge", "discard", "revive", "level_up", "end", "counter",
          "pass")


def why_illegal(s: MabinogiState, action, player=None):
    """None when ``action`` is exactly legal now (for ``player`` when given), else a
    reason a player can read. Checks the one action; never lists the legal actions."""
    bad = shape_problem(action)
    if bad is not None:
        return bad
    if s.to_move is None:
        return "The game is over"
    p = s.to_move
    if player is not None and (type(player) is not int or player != p):
        if s.phase == COUNTER:
            return f"Wait: {s.names[p]} is deciding whether to counter"
        return f"It is not your turn: {s.names[p]} is to move"
    if _allowed(s, p, action):
        return None
    return _reason(s, p, action) or "That move is not possible now"


def _in_hand(s: MabinogiState, p: int, iid) -> bool:
    return type(iid) is int and iid in s.hand[p]


def _counter_ok(s: MabinogiState, p: int, iid) -> bool:
    if type(iid) is not int or iid not in s.grave[p]:
        return False
    c = CARDS[s.cdef[iid]]
    what = "summon" if s.chain[-1][2] == "summon" else "spell"
    for e in c.fx:
        if e.on == "counter":
            return e.what == what and s.res[p][c.res] >= counter_cost(s, p, iid)
    return False


def _allowed(s: MabinogiState, p: int, a: tuple) -> bool:
    """True when the well-shaped action ``a`` is one of ``legal_actions(s)``."""
    k = a[0]
    n = len(a)
    if s.phase == COUNTER:
        if k == "pass":
            return n == 1
        return k == "counter" and n == 2 and _counter_ok(s, p, a[1])
    if k == "end" or k == "charge":
        return n == 1
    if k == "revive":
        return n == 1 and bool(s.grave[p])
    if k == "level_up":
        return n == 1 and can_level(s, p)
    if k == "discard":
        return n == 2 and _in_hand(s, p, a[1])
    if k == "summon":
        if n != 3 or not _in_hand(s, p, a[1]):
            return False
        c = CARDS[s.cdef[a[1]]]
        lane = a[2]
        return (c.kind == SUMMON and c.usable and type(lane) is int and 0 <= lane < LANES
                and s.board[p][lane] is None and affordable(s, p, a[1]))
    if k == "cast":
        if n not in (2, 4) or not _in_hand(s, p, a[1]):
            return False
        d = s.cdef[a[1]]
        c = CARDS[d]
        return (c.kind != SUMMON and c.usable and affordable(s, p, a[1])
                and target_ok(s, p, d, a[2:]))
    return False


def _cost_text(s: MabinogiState, p: int, iid: int) -> str:
    """What card ``iid`` (in the hand, or a counterspell in the grave) costs, with the
    grave upkeep in it (rule 8.6), against what ``p`` has."""
    c = CARDS[s.cdef[iid]]
    base = c.cost[s.level[p] - 1]
    up = len(s.grave[p])
    res = RESOURCES[c.res]
    extra = f" ({base} + {up} grave upkeep)" if up else ""
    return (f"{c.name} costs {base + up} {res}{extra}; you have {s.res[p][c.res]} {res}")


def _reason(s: MabinogiState, p: int, a: tuple) -> str:
    """Why the well-shaped action ``a`` is not legal now."""
    k = a[0]
    if k not in _KINDS:
        return "That is not a Mabinogi Duel move"
    if s.phase == COUNTER:
        top = s.chain[-1]
        what = CARDS[s.cdef[top[1]]].name
        if k != "counter":
            return (f"Answer {what} first: counter it with a counterspell from your grave, "
                    "or let it resolve")
        if len(a) != 2 or type(a[1]) is not int or a[1] not in s.grave[p]:
            return "Counter with a counterspell that lies in your grave"
        c = CARDS[s.cdef[a[1]]]
        if not c.is_counter:
            return f"{c.name} is not a counterspell"
        kind = "summoning" if top[2] == "summon" else "spell"
        if not any(e.on == "counter" and e.what == ("summon" if kind == "summoning"
                                                     else "spell") for e in c.fx):
            return f"{c.name} cannot counter a {kind} card like {what}"
        return f"You cannot pay to counter: {_cost_text(s, p, a[1])}"
    if k in ("counter", "pass"):
        return "There is nothing to counter now"
    if k in ("end", "charge", "revive", "level_up") and len(a) != 1:
        return "That is not a Mabinogi Duel move"
    if k == "revive":
        return "Your grave is empty: there is nothing to revive"
    if k == "level_up":
        if s.level[p] >= MAX_LEVEL:
            return "Your hero is already at the top level"
        return (f"Your level-up gauge is not full: {s.xp_needed(p)} more XP needed")
    if len(a) < 2 or not _in_hand(s, p, a[1]):
        return "That card is not in your hand"
    iid = a[1]
    c = CARDS[s.cdef[iid]]
    if k == "discard":
        return "Discard names one card of your hand"
    if not c.usable:
        return f"{c.name} works from the grave only: discard it to arm it"
    if k == "summon":
        if c.kind != SUMMON:
            return f"{c.name} is a spell: cast it"
        if len(a) != 3 or type(a[2]) is not int or not 0 <= a[2] < LANES:
            return "Choose one of your five cells"
        if s.board[p][a[2]] is not None:
            return "That cell is taken: summon onto an empty cell of your side"
        return _cost_text(s, p, iid)
    # cast
    if c.kind == SUMMON:
        return f"{c.name} is a creature: summon it onto an empty cell"
    if not affordable(s, p, iid):
        return _cost_text(s, p, iid)
    if c.aim is None:
        return f"{c.name} needs no target"
    if len(a) == 4 and a[3] == HERO and c.aim in ("enemy_creature", "ally_creature"):
        return f"{c.name} must target {_AIM[c.aim]}, not a hero"
    if any(e.do == "control" for e in c.fx) and None not in s.board[p]:
        return f"{c.name} needs an empty cell of yours for the creature it takes"
    return f"{c.name} must target {_AIM[c.aim]}"
