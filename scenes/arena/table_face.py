"""What the Arena table's parts may read and ask of their table, beyond the kit's faces
(scenes.kit.parts.TableFace, DrawFace, TableActions): the record (its length keys the
caches of a position), the demo flag, the zoom's card (an input part pins one), the log
line of an event, where its parts stand (``layout``: the table's room) and the reason a
whole gesture would be refused."""
from __future__ import annotations

from typing import Any, Protocol

from scenes.arena.layout import Layout
from scenes.kit.parts import DrawFace, TableActions


class ArenaFace(DrawFace, Protocol):
    zoom_key: Any                  # the zoomed card (a click pins one)
    zoom_pinned: bool
    hover_hold: Any                # the zoom's hover timer (app.ui.cards.HoverHold)
    layout: Layout                 # where the parts stand in the table's room

    @property
    def record(self) -> Any: ...

    @property
    def demo(self) -> bool: ...

    def narrate(self, event) -> str | None: ...


class ArenaActions(TableActions, Protocol):
    def _sequence_reason(self, actions) -> str | None: ...
