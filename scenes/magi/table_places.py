"""Where everything is on the Magi table (a part): the layout (scenes.magi.layout) for
the seats as the kit gives them (the human at the bottom), narrow beside the game log
or wide when the log is hidden. The parts that keep pieces of the layout (the seat
plates, the centre, the hand row, the buttons, the background) hear of a new one
through ``changed``."""
from __future__ import annotations

from typing import Callable

from scenes.kit.parts import Part
from scenes.kit.seats import Seats
from scenes.magi import layout as L


class Places(Part):
    def __init__(self, seats: Seats) -> None:
        self.seats = seats
        self.layout = L.Layout(seats.players, seats.human)
        self.changed: list[Callable[[L.Layout], None]] = []

    def widen(self, wide: bool) -> None:
        """The log was hidden (``wide``: the table takes its column) or shown again."""
        if wide == self.layout.wide:
            return
        self.layout = L.Layout(self.seats.players, self.seats.human, wide)
        for fn in self.changed:
            fn(self.layout)

    def seat_point(self, seat: int) -> tuple[int, int]:
        """Where a card flying to or from ``seat`` starts or lands."""
        return self.layout.seat_card_point(seat)
