"""The window's real pixels and the scale the screens are laid out at.

The App owns one :class:`Display`: the window's size in real pixels, the player's UI
scale (80-150 %) and ``scale`` = fit x UI scale, where fit = min(w / 1280, h / 720), so a
1280x720 window at 100 % is 1.0 and draws exactly what the 1280x720 design drew.

Two kinds of scene draw on it (app/scene.py):

* a *native* scene draws straight onto the window in real pixels and lays itself out
  from the Display: ``px(n)`` turns a design length into real pixels, ``pt(n)`` a font
  size in points into the pixel size text is rendered at (app.ui.text.real_size), and
  :meth:`Metrics.bounded` gives a screen that needs a certain room the largest scale at
  which it still fits (the UI scale gives way before anything is cut off);
* a *legacy* scene lays itself out on the 1280x720 design grid as it always did; it
  draws on a canvas (app.ui.canvas) over the window's letterbox (``canvas_rect``, aspect
  kept) that renders the design at the window's real pixels, and mouse positions are
  mapped from window pixels to design pixels (:meth:`Display.to_canvas`,
  :func:`mouse_pos`).
"""
from __future__ import annotations

import pygame

from app import config
from app.settings import UI_SCALE_RANGE, WINDOW_MAX, WINDOW_MIN, clamp_ui_scale
from app.ui import text

UI_SCALE_MIN, UI_SCALE_MAX = UI_SCALE_RANGE
UI_SCALE_DEFAULT = 1.0
ROOM_WIDEST = 21 / 9        # a scene that fills the window grows up to this aspect...
ROOM_TALLEST = 3 / 4        # ...and as tall as 4:3 (height / width); beyond: letterboxed
MIN_WINDOW, MAX_WINDOW = WINDOW_MIN, WINDOW_MAX


class Metrics:
    """Lengths of a screen laid out at ``scale`` in a ``w`` x ``h`` window."""

    def __init__(self, w: int, h: int, scale: float) -> None:
        self.w, self.h = int(w), int(h)
        self.scale = float(scale)

    @property
    def size(self) -> tuple[int, int]:
        return (self.w, self.h)

    def rect(self) -> pygame.Rect:
        """The whole window."""
        return pygame.Rect(0, 0, self.w, self.h)

    @property
    def room(self) -> tuple[float, float]:
        """The window's size in design units (1280 x 720 at scale 1)."""
        return (self.w / self.scale, self.h / self.scale)

    def px(self, n: float) -> int:
        """A design length in real pixels (never 0 for a length that is not)."""
        v = round(n * self.scale)
        return v if v or not n else (1 if n > 0 else -1)

    def pt(self, size: float) -> int:
        """A font size in points as the pixel size text is rendered at."""
        return text.real_size(size, self.scale)

    def prect(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        """A rectangle of design lengths in real pixels."""
        return pygame.Rect(self.px(x), self.px(y), self.px(w), self.px(h))

    def bounded(self, need_w: float, need_h: float) -> "Metrics":
        """The same window at the largest scale (no more than this one's) at which a
        screen needing ``need_w`` x ``need_h`` design units still fits whole."""
        s = min(self.scale, self.w / need_w, self.h / need_h)
        return Metrics(self.w, self.h, max(0.1, s))


class Display(Metrics):
    """The window: its real size, the UI scale and the legacy canvas's place in it."""

    def __init__(self, size=config.LOGICAL_SIZE, ui_scale: float = UI_SCALE_DEFAULT) -> None:
        self.ui_scale = clamp_ui_scale(ui_scale)
        super().__init__(*config.LOGICAL_SIZE, 1.0)
        self.generation = 0           # counts changes (a resize, a new UI scale)
        self.native_context = False   # the scene being handled/drawn is native
        self.room_context = False     # ... and fills the window's room
        self.resize(size)

    # changes -----------------------------------------------------------------------
    def resize(self, size) -> bool:
        """Take a new window size; True when something changed."""
        w = min(MAX_WINDOW[0], max(1, int(size[0])))
        h = min(MAX_WINDOW[1], max(1, int(size[1])))
        changed = (w, h) != (self.w, self.h)
        self.w, self.h = w, h
        self._update()
        if changed:
            self.generation += 1
        return changed

    def set_ui_scale(self, value) -> None:
        v = clamp_ui_scale(value)
        if v != self.ui_scale:
            self.ui_scale = v
            self._update()
            self.generation += 1

    def _update(self) -> None:
        lw, lh = config.LOGICAL_SIZE
        self.fit = min(self.w / lw, self.h / lh)
        self.scale = self.fit * self.ui_scale
        cw, ch = max(1, round(lw * self.fit)), max(1, round(lh * self.fit))
        self.canvas_rect = pygame.Rect((self.w - cw) // 2, (self.h - ch) // 2, cw, ch)
        # the room of a scene that fills the window: the design grid grown to the
        # window's aspect (up to 21:9 wide, 4:3 tall), at the same scale
        rw = min(self.w / self.fit, lh * ROOM_WIDEST)
        rh = min(self.h / self.fit, lw * ROOM_TALLEST)
        self.design_room = (max(lw, int(rw)), max(lh, int(rh)))
        self.design_k = cw / lw         # one scale for both kinds of legacy scene
        real_w = min(self.w, round(self.design_room[0] * self.design_k))
        real_h = min(self.h, round(self.design_room[1] * self.design_k))
        self.room_rect = pygame.Rect((self.w - real_w) // 2, (self.h - real_h) // 2,
                                     real_w, real_h)

    def frame(self, room: bool | None = None) -> tuple[pygame.Rect, float, tuple[int, int]]:
        """Where a legacy scene's design stands in the window: (real rectangle, scale,
        design size). ``room``: the scene fills the window's room (else the 1280x720
        design, letterboxed); default: the scene being handled or drawn."""
        room = self.room_context if room is None else room
        if room:
            return self.room_rect, self.design_k, self.design_room
        return self.canvas_rect, self.design_k, config.LOGICAL_SIZE

    # the legacy canvas -------------------------------------------------------------
    @property
    def is_logical(self) -> bool:
        """The window is exactly 1280x720: the canvas is the window (no scaling)."""
        return (self.w, self.h) == config.LOGICAL_SIZE

    def to_canvas(self, pos, room: bool | None = None) -> tuple[int, int]:
        """A window position in a legacy scene's design pixels (``room``: of a scene
        that fills the room; default: the scene being handled or drawn)."""
        if self.is_logical:
            return (int(pos[0]), int(pos[1]))
        r, _, (dw, dh) = self.frame(room)
        return (int((pos[0] - r.x) * dw / r.w), int((pos[1] - r.y) * dh / r.h))

    def from_canvas(self, pos, room: bool | None = None) -> tuple[int, int]:
        """A design position in window pixels (where a legacy button shows)."""
        if self.is_logical:
            return (int(pos[0]), int(pos[1]))
        r, _, (dw, dh) = self.frame(room)
        return (round(r.x + (pos[0] + 0.5) * r.w / dw), round(r.y + (pos[1] + 0.5) * r.h / dh))

    def mouse_pos(self, native: bool | None = None) -> tuple[int, int]:
        """The pointer in the pixels of the scene asking (``native`` defaults to the
        scene being handled or drawn)."""
        try:
            pos = pygame.mouse.get_pos()
        except pygame.error:
            return (-1, -1)
        native = self.native_context if native is None else native
        return (int(pos[0]), int(pos[1])) if native else self.to_canvas(pos)


# the App's display, for the few places that read the pointer outside an event
_ACTIVE: Display | None = None


def install(display: Display | None) -> None:
    global _ACTIVE
    _ACTIVE = display


def active() -> Display | None:
    return _ACTIVE


def mouse_pos() -> tuple[int, int]:
    """The pointer in the pixels of the scene being handled or drawn (window pixels for
    a native scene, canvas pixels for a legacy one): the one way scenes read it."""
    if _ACTIVE is not None:
        return _ACTIVE.mouse_pos()
    try:
        return pygame.mouse.get_pos()
    except pygame.error:
        return (-1, -1)


def metrics_of(scene) -> Metrics:
    """The metrics a scene lays out with: the App's display for a native scene, the
    fixed 1280x720 design (scale 1) for a legacy one or an App without a display."""
    display = getattr(getattr(scene, "app", None), "display", None)
    if getattr(scene, "native", False) and isinstance(display, Display):
        return display
    return Metrics(*config.LOGICAL_SIZE, 1.0)
