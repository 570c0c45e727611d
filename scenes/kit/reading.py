"""What a table's parts share in reading their table: the game's read model over the
live state and over the drawn one (``ReadingPart``)."""
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

