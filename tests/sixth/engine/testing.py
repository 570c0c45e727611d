"""The conformance suite's hooks for Last Counter (tests/engines/test_conformance.py)."""
from __future__ import annotations

from tests.sixth.engine import rules as _r
from tests.sixth.engine.rules import SixthState

CONFORMANCE_CONFIGS = [{"players": 2}, {"players": 2, "pile": 31},
                       {"players": 2, "deck": ["One", "Three", "Three", "Three", "Two", "One"]}]


def reshuffle_hidden(state: SixthState, player: int, rng) -> SixthState:
    """A copy that differs only in what ``player`` cannot see: the other hand's card and
    the deck's order, dealt again from the same unseen cards."""
    t = _r.clone(state)
    q = 1 - player
    unseen = list(t.deck) + ([t.hand[q]] if t.hand[q] is not None else [])
    rng.shuffle(unseen)
    if t.hand[q] is not None:
        t.hand[q] = unseen.pop()
    t.deck = unseen
    return t
