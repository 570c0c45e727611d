"""The read model of Last Counter: what the scenes read, with readable names, instead of
raw state fields and engine constants (a real game's ``engines/<game>/read.py``)."""
from __future__ import annotations

from tests.sixth.engine.rules import HIDDEN, MOST, SixthState


class Pile:
    def __init__(self, state: SixthState) -> None:
        self._s = state

    @property
    def counters(self) -> int:
        return self._s.pile

    @property
    def to_move(self) -> int | None:
        return self._s.to_move

    @property
    def most_per_take(self) -> int:
        return MOST

    def card(self, seat: int) -> int | None:
        """The card in ``seat``'s hand as this state shows it (None: hidden or none)."""
        c = self._s.hand[seat]
        return None if c in (None, HIDDEN) else c

    def holds_card(self, seat: int) -> bool:
        return self._s.hand[seat] is not None

    def deck_left(self) -> int:
        return len(self._s.deck)
