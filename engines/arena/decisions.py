"""What Arena asks now: ``decision(state)`` (engines.core.decision.Decision).

The options are ``legal_actions(state)``; the kind says how a table offers them:

* ``turn`` - the free turn: choose a card, play spells, summon, use abilities, move,
  attack, end (the table's gestures: drag figures, click targets); ``hints`` carry
  ``step`` (the turn step's name), ``chosen`` (the card, -1) and ``spells_left``
  (declared below with the other kinds' hints: ``HINTS``).
* ``choose`` - one of the options, with ``targets`` naming what each points at:
  ``("seat", p)``, ``("hex", h)``, ``("hexes", h, k)``, ``("figure", f)``, ``("card", c)``,
  ``("spell", id)``, or None for "stop" options.
* ``yes_no`` - counters, optional hidden enchants, Focused Thoughts (labels say which).
* ``order`` - simultaneous damage: which figure is dealt it next.
"""
from __future__ import annotations

from typing import TypedDict

from engines.core.decision import Decision
from engines.arena.content import ARMY, SPELLS
from engines.arena.rules import legal_actions
from engines.arena.state import STEP_NAMES, ArenaState
from engines.arena.wording import figure_name, spell_name


# --- the hints, declared (engines.core.hints; the conformance suite checks them) ----------
class TurnHints(TypedDict, total=False):
    step: str                       # the turn step's name (state.STEP_NAMES)
    chosen: int                     # the card chosen for this turn (-1: none yet)
    spells_left: int                # spells that may still be cast this turn


class YesNoHints(TypedDict, total=False):
    tag: int                        # which hidden enchant the question is about


HINTS = {"turn": TurnHints, "yes_no": YesNoHints}

_STEP_PROMPT = (
    "Choose the army card you use this turn (spells may come first)",
    "Summon, move, attack, use an ability or play a spell; end the turn when done",
    "Move the other figures of your card, or attack",
    "Attack with the figures that have not attacked yet, or end the turn",
    "Play spells or end your turn",
)


# a hidden enchant not flipped when its moment comes goes out of play untriggered (the
# rulebook's forgotten card): the question says so, and so does the "no" button
_FORGO = "Not flipped now, it goes out of play unused."
_FORGO_LABEL = "Put it out of play"


def decision(s: ArenaState) -> Decision | None:
    p = s.to_move
    if p is None:
        return None
    options = tuple(legal_actions(s))
    item = s.question()
    if item is None:
        return Decision(p, "turn", options, _STEP_PROMPT[s.step],
                        hints={"step": STEP_NAMES[s.step], "chosen": s.chosen,
                               "spells_left": 3 - s.casts})
    q = item["q"]
    if q == "first":
        return Decision(p, "choose", options, "You won the roll-off: who goes (and places) first?",
                        labels=tuple(f"{s.names[a[1]]} first" for a in options),
                        targets=tuple(("seat", a[1]) for a in options))
    if q == "place":
        pw = ARMY[s.c_key[s.pw[p]]].name
        return Decision(p, "choose", options, f"Place {pw} in a free starting zone",
                        labels=tuple(s.board.hex_name(a[1]) for a in options),
                        targets=tuple(("hex", a[1]) for a in options))
    if q in ("counter", "trigger"):
        card = ARMY[s.c_key[item["card"]]].name
        if q == "counter":
            what = "that spell"
            if s.casting:
                what = "a face-down card" if s.casting[2] else spell_name(s.casting[0])
            prompt = (f"Flip your hidden enchant on {card} to counter {what}? "
                      f"{_FORGO}")
            labels = ("Counter it", _FORGO_LABEL)
        else:
            why = {"attacked": "a figure of that card is attacked",
                   "attacking": "a figure of that card attacks",
                   "destroyed": "a figure of that card is destroyed"}[item["on"]]
            prompt = f"Flip your hidden enchant on {card}? ({why}) {_FORGO}"
            labels = ("Flip it", _FORGO_LABEL)
        return Decision(p, "yes_no", options, prompt, labels=labels,
                        source=("card", item["card"]), hints={"tag": item["tag"]})
    if q == "peek":
        top = s.library[p][-1] if s.library[p] else -1
        return Decision(p, "yes_no", options,
                        f"Focused Thoughts: your top card is {spell_name(top)}",
                        labels=("Keep it on top", "Put it on the bottom"))
    if q == "order":
        return Decision(p, "order", options,
                        f"{item['why']}: choose who takes {item['amount']} damage next",
                        labels=tuple(figure_name(s, a[1]) for a in options),
                        targets=tuple(("figure", a[1]) for a in options))
    if q == "discard":
        n = len(s.hand[p]) - 7
        return Decision(p, "choose", options,
                        f"Hand limit: discard {n} more spell card{'s' if n != 1 else ''}",
                        labels=tuple(SPELLS[a[1]].name for a in options),
                        targets=tuple(("spell", a[1]) for a in options))
    if q == "put":
        name = figure_name(s, item["fig"])
        whys = {"summon": f"Summon {name}: choose an empty space within 5 clear-sight spaces",
                "raise": f"Return {name} to an empty space",
                "return": f"Grave Return: put {name} next to your Planeswalker",
                "rebirth": f"Rebirth: return {name} near your Planeswalker, or stop"}
        return Decision(p, "choose", options, whys.get(item["why"], f"Place {name}"),
                        labels=tuple("Stop" if a[0] == "done" else s.board.hex_name(a[1])
                                     for a in options),
                        targets=tuple(None if a[0] == "done" else ("hexes",) + a[1:]
                                      if len(a) == 3 else ("hex", a[1]) for a in options),
                        source=("figure", item["fig"]))
    if q == "redirect":
        return Decision(p, "choose", options, "Misdirection: choose the figure the attack hits",
                        labels=tuple(figure_name(s, a[1]) for a in options),
                        targets=tuple(("figure", a[1]) for a in options))
    if q == "attach":
        sp = s.casting[0] if s.casting else -1
        return Decision(p, "choose", options,
                        f"Choose the army card {spell_name(sp)} goes on",
                        labels=tuple("Cancel" if a[0] == "cancel" else ARMY[s.c_key[a[1]]].name
                                     for a in options),
                        targets=tuple(None if a[0] == "cancel" else ("card", a[1])
                                      for a in options),
                        source=("spell", sp))
    return _target(s, p, item, options)


def _target(s: ArenaState, p: int, item: dict, options: tuple) -> Decision:
    why = item["why"]
    targets: list[tuple | None]
    labels, targets = [], []
    kind = "figure"
    if why == "spell" and s.casting is not None:
        spec = SPELLS[s.casting[0]].target or {}
        kind = {"card": "card", "graveyard": "spell", "opponent": "seat"}.get(
            spec.get("what", ""), "figure")
        prompt = f"Choose a target for {SPELLS[s.casting[0]].name}"
    elif why == "raise":
        prompt = "Rise of the Dark Realms: choose a destroyed Zombie to return, or stop"
    elif why == "steal":
        prompt = "Mind Stealer: choose the Planeswalker to reach for"
    elif why == "snuff_out":
        prompt = "Snuff Out: choose a damaged squad figure to destroy"
    else:
        prompt = "Renewal: choose a figure to heal"
    for a in options:
        if a[0] == "done":
            labels.append("Stop")
            targets.append(None)
            continue
        x = a[1]
        targets.append((kind, x))
        if kind == "card":
            labels.append(ARMY[s.c_key[x]].name)
        elif kind == "spell":
            labels.append(SPELLS[x].name)
        elif kind == "seat":
            labels.append(s.names[x])
        else:
            labels.append(figure_name(s, x))
    return Decision(p, "choose", options, prompt, labels=tuple(labels),
                    targets=tuple(targets))
