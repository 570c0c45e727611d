"""What a table's parts share in reading their table: the game's read model over the
live state and over the drawn one (``ReadingPart``), and why the human may not pick
anything up now (``pick_refusal``), the same words at every table."""
from __future__ import annotations

from typing import Any, Callable, Generic, TypeVar

from scenes.kit.parts import Part, TableFace

M = TypeVar("M")


class ReadingPart(Part, Generic[M]):
    """A part that reads its ``table`` through the game's read model ``read`` (a class
    wrapping a state, e.g. ``engines.mabinogi.read.Duel``), given as a class attribute."""
    table: TableFace
    read: Callable[[Any], M]

    def live(self) -> M:
        """The state now (what the engine decides on), through the read model."""
        return self.read(self.table.state)

    def shown(self) -> M:
        """What is drawn (the pipeline's snapshot), through the read model."""
        return self.read(self.table.shown)

    @property
    def me(self) -> int:
        """The viewer's seat (the kit's seats)."""
        return self.table.seats.me


def pick_refusal(table: TableFace, things: str) -> str | None:
    """Why the human may not pick up anything now (None: they may): the animations of
    the ``things`` still playing, the game over, another's turn, an open pop-up."""
    if table.queue.busy:
        return f"Wait for the {things} to settle (click or Space skips)"
    to_move = table.state.to_move
    if table.human is None or to_move != table.human:
        if to_move is None:
            return "The game is over"
        return f"It is not your turn: {table.names[to_move]} is to move"
    if table.popup is not None:
        return "First make your choice"
    return None
