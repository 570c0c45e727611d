"""The layers every table draws over its own drawing, in the same order: the queued
animations, the running overlays (floating numbers), then the open pop-up once nothing
animates."""
from __future__ import annotations

from scenes.kit.parts import TableFace


def draw_animations(surface, table: TableFace, overlays=()) -> None:
    """The queue's animations, ``overlays`` and (the table settled) its pop-up."""
    table.queue.draw(surface)
    for o in overlays:
        o.draw(surface)
    if table.popup is not None and not table.queue.busy:
        table.popup.draw(surface)
