"""What every table draws over itself, last and in this order: the open pop-up (once
the animations are done), the draw hooks (a tutorial's call-out and pointer, over a
pop-up too), the held card and the refusals, then the zoomed card while nothing is
held. A drawer calls :func:`draw_top_layers` after its own layers and the queue's."""
from __future__ import annotations

from typing import Callable

from scenes.kit.parts import DrawFace


def draw_top_layers(table: DrawFace, surface,
                    draw_zoom: Callable[[object], None] | None = None) -> None:
    """The top layers of ``table`` (see the module's docstring); ``draw_zoom(surface)``
    draws the zoomed card."""
    if table.popup is not None and not table.queue.busy:
        table.popup.draw(surface)
    for fn in list(table.draw_hooks):
        fn(surface)
    table.drag.draw_overlay(surface)
    if draw_zoom is not None and table.zoom_key is not None and table.drag.dragging is None:
        draw_zoom(surface)
