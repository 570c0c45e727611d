"""Last Counter's pending decision, and what its decisions carry in ``hints``: declared
per kind (engines.core.hints) and checked by the conformance suite."""
from __future__ import annotations

from typing import TypedDict

from engines.core.decision import Decision
from tests.sixth.engine.rules import SixthState, legal_actions


class TurnHints(TypedDict, total=False):
    most: int          # the most counters the player may take now (the lit take buttons)


HINTS: dict[str, type] = {"turn": TurnHints}


def decision(s: SixthState) -> Decision | None:
    if s.to_move is None:
        return None
    options = tuple(legal_actions(s))
    labels = tuple("Play your card" if a == ("card",) else f"Take {a[1]}" for a in options)
    hints: TurnHints = {"most": sum(1 for a in options if a[0] == "take")}
    return Decision(player=s.to_move, kind="turn", options=options, labels=labels,
                    prompt=f"{s.pile} counters left: take some", hints=dict(hints))
