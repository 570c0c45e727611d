"""Where everything is on the Magi table (a part): the layout (scenes.magi.layout) for
the seats as the kit gives them (the human at the bottom) in the table's room (the
window's aspect, scenes.kit.room), narrow beside the game log or wide when the log is
hidden. The parts that keep pieces of the layout (the seat
plates, the centre, the hand row, the buttons, the background) hear of a new one
through ``changed``."""
from __future__ import annotations

from typing import Callable

from scenes.kit.parts import Part
from scenes.kit.seats import Seats
from scenes.magi import layout as L


class Places(Part):
    def __init__(self, seats: Seats, room: tuple[int, int] = L.SCREEN.size) -> None:
        self.seats = seats
        self.layout = L.Layout(seats.players, seats.human, room=room)
        self.changed: list[Callable[[L.Layout], None]] = []

    def widen(self, wide: bool) -> None:
        """The log was hidden (``wide``: the table takes its column) or shown again."""
        if wide != self.layout.wide:
            self._relay(wide, self.layout.room.size)

    def resize(self, room: tuple[int, int]) -> None:
        """The table's room changed (the window was resized)."""
        if tuple(room) != self.layout.room.size:
            self._relay(self.layout.wide, room)

    def _relay(self, wide: bool, room: tuple[int, int]) -> None:
        self.layout = L.Layout(self.seats.players, self.seats.human, wide, room)
        for fn in self.changed:
            fn(self.layout)

    def seat_point(self, seat: int) -> tuple[int, int]:
        """Where a card flying to or from ``seat`` starts or lands."""
        return self.layout.seat_card_point(seat)
