"""Magi's pending decision as the shared record (engines.core.decision.Decision).

* the magic phase, the main phase, the main phase after drawing and the closing phase held
  open for a "Magi!" call (``calling``: call, or end the turn) are the player's free turn
  (kind ``turn``); ``hints["phase"]`` says which;
* the colour for Select, the player for Shot and the Original card's three choices are
  ``choose`` decisions with a label per option; Shot's options point at seats
  (``targets``). ``hints["choice"]`` names the choice ("colour", "shoot", "original")
  and, for the Original card, ``hints["step"]`` is 1, 2 or 3 (declared: ``HINTS``).

"Magi!" calls and catches may be made at any decision, so they are options of every
decision too (labelled, and a catch points at its victim's seat).
"""
from __future__ import annotations

from typing import TypedDict

from engines.core.decision import Decision
from engines.magi.rules import (CALLING, CHOICE, DRAWN, MAGIC, ORIG_GROUPS, P_COLOUR,
                                P_SHOOT, MagiState, legal_actions)

ORIGINAL_WORDS = {"select": "Select", "free": "Free", "again": "Again", "reverse": "Reverse",
                  "shot": "Shot", "through": "Through", "draw0": "Draw 0", "draw1": "Draw 1",
                  "draw2": "Draw 2", "draw3": "Draw 3"}
COLOUR_WORDS = {"red": "Red", "blue": "Blue", "green": "Green", "yellow": "Yellow"}

TURN_PROMPTS = {
    MAGIC: "Magic phase: play a card with the through symbol, or let the phase go by",
    DRAWN: "You drew: play a matching card or pass",
    CALLING: "One card left: call \"Magi!\" or end your turn",
}
MAIN_PROMPT = "Your turn: play a matching card or draw"
COLOUR_PROMPT = "Select: choose the colour the next player must play"
SHOOT_PROMPT = "Shot: choose the player who moves next"
_STEP = {k: i + 1 for i, k in enumerate(ORIG_GROUPS)}


# --- the hints, declared (engines.core.hints; the conformance suite checks them) ----------
class TurnHints(TypedDict, total=False):
    phase: str                      # the phase of the free turn (rules: MAGIC, MAIN...)


class ChooseHints(TypedDict, total=False):
    choice: str                     # "colour" (Select), "shoot" (Shot) or "original"
    step: int                       # the Original card: its choice 1, 2 or 3


HINTS = {"turn": TurnHints, "choose": ChooseHints}


def decision(s: MagiState) -> Decision | None:
    """Who decides now and what (None once the game is over)."""
    p = s.to_move
    if p is None:
        return None
    options = tuple(legal_actions(s))
    phase = s.phase
    if phase != CHOICE:
        return Decision(p, "turn", options, TURN_PROMPTS.get(phase, MAIN_PROMPT),
                        hints={"phase": phase})
    pend = s.pending[0]
    names = s.names
    labels = []
    targets: list[int | None] = []
    for a in options:
        kind = a[0]
        if kind == "colour":
            labels.append(COLOUR_WORDS[a[1]])
            targets.append(None)
        elif kind == "shoot":
            labels.append(str(names[a[1]]))
            targets.append(a[1])
        elif kind == "original":
            labels.append(ORIGINAL_WORDS[a[1]])
            targets.append(None)
        elif kind == "catch":
            labels.append(f"Catch {names[a[1]]}")
            targets.append(a[1])
        else:
            labels.append("Magi!")
            targets.append(None)
    hints: dict[str, object]
    if pend == P_COLOUR:
        prompt, hints = COLOUR_PROMPT, {"choice": "colour"}
    elif pend == P_SHOOT:
        prompt, hints = SHOOT_PROMPT, {"choice": "shoot"}
    else:
        step = _STEP[pend]
        prompt, hints = f"Original card, step {step} of 3: choose one", \
            {"choice": "original", "step": step}
    return Decision(p, "choose", options, prompt, labels=tuple(labels), source=s.pile[-1],
                    targets=tuple(targets) if any(t is not None for t in targets) else (),
                    hints=hints)
