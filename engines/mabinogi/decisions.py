"""What Mabinogi Duel asks now: ``decision(state)`` (engines.core.decision.Decision), and
``drops(state, iid)``: where a card of the hand may be dropped on the table.

* ``turn`` - the action phase: every action open now. ``targets`` name what each option
  points at, for a table that works by drag and drop: ("cell", seat, lane) for a summon
  or a spell aimed at a creature, ("hero", seat) for a spell aimed at a hero, ("table",)
  for a spell without a target, ("grave", seat) for a discard, ("charge",), ("revive",),
  ("level",) and ("end",) for the buttons. ``hints``: ``flames`` (actions left) and
  ``cards`` (the iid each option uses, or None).
* ``yes_no`` / ``choose`` - the counter question, on the other player's turn: counter
  the card on top of the chain with a counterspell from your grave (targets
  ("grave", iid)), or let it resolve (("pass",), target None). ``hints["chain"]`` is
  the chain so far, bottom first: [seat, card, iid, how]. (Declared: ``HINTS``.)
"""
from __future__ import annotations

from typing import TypedDict

from engines.core.decision import Decision
from engines.mabinogi.content import CARDS, RESOURCES
from engines.mabinogi.rules import legal_actions
from engines.mabinogi.state import COUNTER, HERO, MabinogiState


# --- the hints, declared (engines.core.hints; the conformance suite checks them) ----------
class TurnHints(TypedDict, total=False):
    flames: int                     # actions left this turn
    cards: list[int | None]         # the iid each option uses (None: a button's option)


class CounterHints(TypedDict, total=False):
    # the counter chain so far, bottom first: [seat, card, iid, how ("summon", "cast",
    # "counter")]
    chain: list[list[int | str]]


HINTS = {"turn": TurnHints, "yes_no": CounterHints, "choose": CounterHints}


def _target(s: MabinogiState, p: int, a: tuple):
    k = a[0]
    if k == "summon":
        return ("cell", p, a[2])
    if k == "cast":
        if len(a) == 2:
            return ("table",)
        return ("hero", a[2]) if a[3] == HERO else ("cell", a[2], a[3])
    if k == "discard":
        return ("grave", p)
    return ({"charge": ("charge",), "revive": ("revive",), "level_up": ("level",),
             "end": ("end",)}).get(k)


def _label(s: MabinogiState, p: int, a: tuple) -> str:
    k = a[0]
    if k == "summon":
        return f"Summon {CARDS[s.cdef[a[1]]].name} in lane {a[2] + 1}"
    if k == "cast":
        name = CARDS[s.cdef[a[1]]].name
        if len(a) == 2:
            return f"Cast {name}"
        seat, lane = a[2], a[3]
        if lane == HERO:
            return f"Cast {name} at {'your hero' if seat == p else s.names[seat]}"
        u = s.board[seat][lane]
        whose = "your" if seat == p else f"{s.names[seat]}'s"
        return f"Cast {name} at {whose} {CARDS[u.d].name}"
    if k == "discard":
        c = CARDS[s.cdef[a[1]]]
        return f"Discard {c.name} for 1 {RESOURCES[c.res]}"
    if k == "charge":
        return "Charge"
    if k == "revive":
        return f"Revive ({len(s.grave[p])} cards)"
    if k == "level_up":
        return "Level up"
    if k == "end":
        return "End the action phase"
    if k == "counter":
        return f"Counter with {CARDS[s.cdef[a[1]]].name}"
    return "Let it resolve"


def decision(s: MabinogiState) -> Decision | None:
    p = s.to_move
    if p is None:
        return None
    options = tuple(legal_actions(s))
    labels = tuple(_label(s, p, a) for a in options)
    if s.phase == COUNTER:
        top = s.chain[-1]
        name = CARDS[s.cdef[top[1]]].name
        who = s.names[top[0]]
        if top[2] == "counter":
            prompt = f"{who} counters with {name}. Counter it back from your grave?"
        elif top[2] == "summon":
            prompt = f"{who} summons {name}. Counter it from your grave?"
        else:
            prompt = f"{who} casts {name}. Counter it from your grave?"
        targets = tuple(("grave", a[1]) if a[0] == "counter" else None for a in options)
        chain = [[e[0], s.cdef[e[1]], e[1], e[2]] for e in s.chain]
        kind = "yes_no" if len(options) == 2 else "choose"
        return Decision(p, kind, options, prompt, labels=labels, source=top[1],
                        targets=targets, hints={"chain": chain})
    n = s.actions
    prompt = f"Your action phase: {n} flame{'s' if n != 1 else ''} left"
    return Decision(p, "turn", options, prompt, labels=labels,
                    targets=tuple(_target(s, p, a) for a in options), done=("end",),
                    hints={"flames": n,
                           "cards": [a[1] if a[0] in ("summon", "cast", "discard") else None
                                     for a in options]})


def drops(s: MabinogiState, iid: int) -> dict:
    """{target: action} for the card ``iid`` of the player to move, as
    ``decision(state).targets`` names them: the legal cells, heroes or table of its use,
    and ("grave", seat) for its discard. Empty when it is not that player's card in hand
    or not their action phase."""
    p = s.to_move
    if p is None or s.phase == COUNTER or iid not in s.hand[p]:
        return {}
    out = {}
    for a in legal_actions(s):
        if a[0] in ("summon", "cast", "discard") and a[1] == iid:
            out[_target(s, p, a)] = a
    return out
