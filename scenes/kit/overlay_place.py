"""Where a native overlay stands over a legacy table: a point of the table's design
(1280x720, or the window's room for a table that fills it) in the window's pixels, and a
panel kept whole inside the window."""
from __future__ import annotations

import pygame

from app.ui import canvas
from app.ui.display import Display


def on_canvas(scene, pos) -> tuple[int, int]:
    """The window pixel over the canvas point ``pos`` of the legacy table below (the
    point itself at 1280x720, or for a scene without the App's display)."""
    app = getattr(scene, "app", None)
    display = getattr(app, "display", None)
    if not getattr(scene, "native", False) or not isinstance(display, Display) \
            or display.is_logical:
        return (int(pos[0]), int(pos[1]))
    r, k, _ = display.frame(table_fills_room(app))
    return (r.x + round(pos[0] * k), r.y + round(pos[1] * k))


def table_fills_room(app) -> bool:
    """Whether the legacy scene highest in the stack (the table an overlay stands over)
    is laid out for the window's room."""
    for below in reversed(getattr(getattr(app, "stack", None), "scenes", [])):
        if not below.native:
            return bool(below.fills_room)
    return False


def place(rect: pygame.Rect, centre, window: pygame.Rect, margin: int = 0) -> pygame.Rect:
    """``rect`` centred on ``centre``, moved (never shrunk) to lie whole inside the
    window less ``margin``."""
    rect.center = (int(centre[0]), int(centre[1]))
    return rect.clamp(window.inflate(-2 * margin, -2 * margin)) if rect.w <= window.w \
        and rect.h <= window.h else rect


def shade(alpha: int, size) -> pygame.Surface:
    """A black veil of ``size`` at ``alpha`` (shared, keyed by its size: a resize makes
    one more, not one a frame)."""
    from app.ui.surface_cache import SHARED
    size = (int(size[0]), int(size[1]))

    def make() -> pygame.Surface:
        surf = canvas.new(size, pygame.SRCALPHA)
        surf.fill((0, 0, 0, alpha))
        return surf
    return SHARED.get_or_make(("overlay.shade", alpha, size), make)
