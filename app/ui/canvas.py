"""Design-unit drawing at the window's real pixels: the real-pixel renderer of the
1280x720 logical grid.

A *legacy* scene (app/scene.py) lays itself out on the 1280x720 design grid. In a
window that is not 1280x720 it no longer draws on a 1280x720 bitmap that is then
stretched: it draws on a :class:`Canvas`, a view of real pixels that takes design units.
Every length handed to it (a blit's place, a fill's rectangle, a line's width, a
circle's radius, a clip) is multiplied by the drawing scale ``k`` on the way in, and
every size it reports (``get_size``, ``get_rect``) is in design units, so the scenes'
layout code is unchanged.

What keeps the picture crisp is that the surfaces a scene makes while it draws at scale
``k`` are Canvases too: :func:`new` makes one with a real buffer ``k`` times the size
asked for, app.ui.text renders text at its real pixel size into one, and the drawing
functions of :mod:`app.ui.draw` and the transforms here take them. A plain pygame
surface blitted onto a Canvas (one made outside a scene's drawing) is still drawn at the right place
and size, scaled on the way (``STATS["rescaled"]`` counts those: a screen drawn at a
real size should have none).

The scale in force is set by the scene stack around each scene it handles, updates or
draws (:func:`scaled`): ``k`` for a legacy scene, none for a native scene (those lay out in real pixels
themselves, on plain surfaces) and in a 1280x720 window (a design pixel is a real one:
plain surfaces, exactly as drawn before canvases). Outside any scene's turn (a scene
being built) surfaces are made at the window's design scale (:func:`set_default`).
"""
from __future__ import annotations

import math
from contextlib import contextmanager

import pygame

_SCALE: float | None = None     # None: plain pygame surfaces (scale 1, a native scene)
_DEFAULT: float | None = None   # outside any scene: the window's design scale
_DEPTH = 0                      # how many scaled() blocks are open
STATS = {"rescaled": 0}
_SURFACE = pygame.Surface


def scale() -> float:
    """The drawing scale in force (1.0: design units are pixels)."""
    return 1.0 if _SCALE is None else _SCALE


def in_design() -> bool:
    """Whether a design-unit scene is being drawn (surfaces made now are canvases)."""
    return _SCALE is not None


def _norm(k: float | None) -> float | None:
    return None if k is None or k <= 0 or abs(k - 1.0) < 1e-9 else float(k)


def set_default(k: float | None) -> None:
    """The scale surfaces are made at outside any scene's turn (a scene being built):
    the window's design scale, so that what a table makes before it is shown is
    already at its real pixels. Set by the App when the window changes."""
    global _DEFAULT, _SCALE
    _DEFAULT = _norm(k)
    if not _DEPTH:
        _SCALE = _DEFAULT


@contextmanager
def scaled(k: float | None):
    """Draw (and make surfaces) at scale ``k`` inside the block; ``None`` or 1: plain
    surfaces, a design pixel being a real one (a native scene, a 1280x720 window)."""
    global _SCALE, _DEPTH
    previous = _SCALE
    _SCALE = _norm(k)
    _DEPTH += 1
    try:
        yield
    finally:
        _DEPTH -= 1
        _SCALE = previous if _DEPTH else _DEFAULT


def _rect(rect) -> pygame.Rect:
    return rect if isinstance(rect, pygame.Rect) else pygame.Rect(rect)


class Canvas:
    """Real pixels (``real``, a pygame surface) seen in design units at scale ``k``."""

    __slots__ = ("real", "k", "_w", "_h", "version", "_rescaled", "__weakref__")

    def __init__(self, real: pygame.Surface, k: float, size=None) -> None:
        self.real = real
        self.k = float(k)
        if size is None:
            rw, rh = real.get_size()
            size = (max(1, round(rw / self.k)), max(1, round(rh / self.k)))
        self._w, self._h = int(size[0]), int(size[1])
        self.version = 0            # counts writes (a cached rescale knows it is stale)
        self._rescaled: tuple | None = None

    # sizes -----------------------------------------------------------------------------
    def get_size(self) -> tuple[int, int]:
        return (self._w, self._h)

    def get_width(self) -> int:
        return self._w

    def get_height(self) -> int:
        return self._h

    def get_rect(self, **kw) -> pygame.Rect:
        r = pygame.Rect(0, 0, self._w, self._h)
        for name, value in kw.items():
            setattr(r, name, value)
        return r

    @property
    def size(self) -> tuple[int, int]:
        return (self._w, self._h)

    @property
    def width(self) -> int:
        return self._w

    @property
    def height(self) -> int:
        return self._h

    # design units -> real pixels -------------------------------------------------------
    def to_real(self, x, y) -> tuple[int, int]:
        k = self.k
        return (round(float(x) * k), round(float(y) * k))

    def rect_to_real(self, rect) -> pygame.Rect:
        """A design rectangle as the real one whose edges are the scaled edges (so
        rectangles that touch in design units touch in pixels)."""
        r = _rect(rect)
        k = self.k
        x0, y0 = round(r.x * k), round(r.y * k)
        return pygame.Rect(x0, y0, round(r.right * k) - x0, round(r.bottom * k) - y0)

    def rect_from_real(self, rect) -> pygame.Rect:
        r = _rect(rect)
        k = self.k
        x0, y0 = math.floor(r.x / k), math.floor(r.y / k)
        return pygame.Rect(x0, y0, math.ceil(r.right / k) - x0, math.ceil(r.bottom / k) - y0)

    def length(self, n) -> int:
        """A line width or radius in real pixels (never 0 for one that is not)."""
        if not n:
            return 0
        v = round(float(n) * self.k)
        return v if v else (1 if n > 0 else -1)

    # drawing ----------------------------------------------------------------------------
    def fill(self, color, rect=None, special_flags: int = 0) -> pygame.Rect:
        self.version += 1
        if rect is None:
            self.real.fill(color, None, special_flags)
            return self.get_rect()
        self.real.fill(color, self.rect_to_real(rect), special_flags)
        return _rect(rect).clip(self.get_rect())

    def blit(self, source, dest=(0, 0), area=None, special_flags: int = 0) -> pygame.Rect:
        """``source`` at ``dest`` (design units). Returns the design rectangle it was
        given (not clipped to the canvas, unlike pygame: nothing here reads that)."""
        self.version += 1
        k = self.k
        if isinstance(source, Canvas):
            src = source.real if source.k == k else source.rescaled(k)
            w, h = source._w, source._h
        else:
            src = rescale(source, k) if k != 1.0 else source
            w, h = source.get_size()
        if isinstance(dest, pygame.Rect):
            dx, dy = dest.x, dest.y
        else:
            dx, dy = dest[0], dest[1]
        if area is None:
            self.real.blit(src, (round(dx * k), round(dy * k)), None, special_flags)
            return pygame.Rect(dx, dy, w, h)
        a = _rect(area)
        self.real.blit(src, (round(dx * k), round(dy * k)), self.rect_to_real(a), special_flags)
        return pygame.Rect(dx, dy, a.w, a.h)

    def blits(self, blit_sequence, doreturn=1):
        out = []
        for item in blit_sequence:
            out.append(self.blit(*item))
        return out if doreturn else None

    def fblits(self, blit_sequence, special_flags: int = 0) -> None:
        for source, dest in blit_sequence:
            self.blit(source, dest, None, special_flags)

    def rescaled(self, k: float) -> pygame.Surface:
        """These pixels at scale ``k`` (kept until the canvas is drawn on again)."""
        kept = self._rescaled
        if kept is not None and kept[0] == k and kept[1] == self.version:
            return kept[2]
        STATS["rescaled"] += 1
        w, h = max(1, round(self._w * k)), max(1, round(self._h * k))
        out = pygame.transform.smoothscale(_smoothable(self.real), (w, h))
        self._rescaled = (k, self.version, out)
        return out

    # views and copies ---------------------------------------------------------------------
    def subsurface(self, *rect) -> "Canvas":
        r = _rect(rect[0] if len(rect) == 1 else rect)
        real = self.rect_to_real(r).clip(self.real.get_rect())
        return Canvas(self.real.subsurface(real), self.k, r.size)

    def copy(self) -> "Canvas":
        return Canvas(self.real.copy(), self.k, (self._w, self._h))

    def convert(self, *a) -> "Canvas":
        return Canvas(self.real.convert(*a), self.k, (self._w, self._h))

    def convert_alpha(self, *a) -> "Canvas":
        return Canvas(self.real.convert_alpha(*a), self.k, (self._w, self._h))

    def set_clip(self, rect=None) -> None:
        self.real.set_clip(None if rect is None else self.rect_to_real(rect))

    def get_clip(self) -> pygame.Rect:
        return self.rect_from_real(self.real.get_clip())

    def get_at(self, pos):
        x, y = self.to_real(pos[0], pos[1])
        w, h = self.real.get_size()
        return self.real.get_at((min(max(0, x), w - 1), min(max(0, y), h - 1)))

    def set_at(self, pos, color) -> None:
        self.version += 1
        self.real.fill(color, self.rect_to_real((int(pos[0]), int(pos[1]), 1, 1)))

    def get_bounding_rect(self, *a) -> pygame.Rect:
        return self.rect_from_real(self.real.get_bounding_rect(*a))

    def get_abs_offset(self) -> tuple[int, int]:
        x, y = self.real.get_abs_offset()
        return (round(x / self.k), round(y / self.k))

    # the rest is the real surface's ------------------------------------------------------
    def set_alpha(self, *a) -> None:
        self.version += 1
        self.real.set_alpha(*a)

    def get_alpha(self):
        return self.real.get_alpha()

    def set_colorkey(self, *a) -> None:
        self.real.set_colorkey(*a)

    def get_colorkey(self):
        return self.real.get_colorkey()

    def get_flags(self) -> int:
        return self.real.get_flags()

    def get_bitsize(self) -> int:
        return self.real.get_bitsize()

    def get_bytesize(self) -> int:
        return self.real.get_bytesize()

    def lock(self) -> None:
        self.real.lock()

    def unlock(self) -> None:
        self.real.unlock()

    def premul_alpha(self) -> "Canvas":
        return Canvas(self.real.premul_alpha(), self.k, (self._w, self._h))

    def __repr__(self) -> str:
        return f"<Canvas {self._w}x{self._h} at x{self.k:.3f}>"


def _smoothable(surface: pygame.Surface) -> pygame.Surface:
    if surface.get_bitsize() in (24, 32):
        return surface
    return surface.convert_alpha() if pygame.display.get_surface() else surface.convert(32)


def rescale(surface: pygame.Surface, k: float) -> pygame.Surface:
    """A plain (scale 1) surface's pixels at scale ``k``: drawn right, but soft."""
    if k == 1.0:
        return surface
    STATS["rescaled"] += 1
    w, h = surface.get_size()
    return pygame.transform.smoothscale(_smoothable(surface),
                                        (max(1, round(w * k)), max(1, round(h * k))))


# making surfaces ------------------------------------------------------------------------
def new(size, flags: int = 0, *rest):
    """A surface of ``size`` design units at the scale in force: a plain pygame surface at
    scale 1, a :class:`Canvas` over real pixels otherwise."""
    k = _SCALE
    w, h = int(size[0]), int(size[1])
    if k is None:
        return pygame.Surface((w, h), flags, *rest)
    real = pygame.Surface((max(1, math.ceil(w * k - 1e-6)), max(1, math.ceil(h * k - 1e-6))), flags, *rest)
    return Canvas(real, k, (w, h))


def wrap(real: pygame.Surface, k: float, size=None):
    """Real pixels drawn at scale ``k`` (``size`` design units), plain at scale 1."""
    if k == 1.0 and size is None:
        return real
    return Canvas(real, k, size)


def stale(surface) -> bool:
    """Whether a picture kept by a scene was made at another scale than the one drawn at
    now (the window changed size since): make it again."""
    k = getattr(surface, "k", None) if isinstance(surface, Canvas) else None
    return k != _SCALE


def real_of(surface) -> pygame.Surface:
    """The pygame surface behind ``surface`` (itself when it is plain)."""
    return surface.real if isinstance(surface, Canvas) else surface




# transforms that keep a canvas a canvas ---------------------------------------------------
def _same(surface, out: pygame.Surface, size=None):
    if isinstance(surface, Canvas):
        return Canvas(out, surface.k, size)
    return out


def smoothscale(surface, size, dest=None):
    if isinstance(surface, Canvas):
        k = surface.k
        w, h = max(1, round(size[0] * k)), max(1, round(size[1] * k))
        return Canvas(pygame.transform.smoothscale(_smoothable(surface.real), (w, h)), k,
                      (int(size[0]), int(size[1])))
    if dest is not None:
        return pygame.transform.smoothscale(surface, size, dest)
    return pygame.transform.smoothscale(surface, size)




def rotate(surface, angle: float):
    return _same(surface, pygame.transform.rotate(real_of(surface), angle))


def rotozoom(surface, angle: float, zoom: float):
    return _same(surface, pygame.transform.rotozoom(real_of(surface), angle, zoom))




def gaussian_blur(surface, radius: int, *a):
    """A blur of ``radius`` design units. On a canvas drawn larger than the design (a
    big window) it is blurred at the design's size and scaled up: a blur has no detail
    to lose, and blurring k times the pixels with a k times wider kernel cost a shadow
    10 ms at 2560x1440."""
    if not isinstance(surface, Canvas):
        return pygame.transform.gaussian_blur(surface, radius, *a)
    k = surface.k
    if k <= 1.25:
        r = max(1, round(radius * k))
        return Canvas(pygame.transform.gaussian_blur(surface.real, r, *a), k, surface.get_size())
    w, h = surface.get_size()
    small = pygame.transform.smoothscale(_smoothable(surface.real), (max(1, w), max(1, h)))
    blurred = pygame.transform.gaussian_blur(small, max(1, int(radius)), *a)
    return Canvas(pygame.transform.smoothscale(blurred, surface.real.get_size()), k, (w, h))


def grayscale(surface):
    size = surface.get_size() if isinstance(surface, Canvas) else None
    return _same(surface, pygame.transform.grayscale(real_of(surface)), size)


def mask_silhouette(surface, threshold: int = 8, color=(0, 0, 0, 255)):
    """The opaque part of ``surface`` in ``color`` (transparent elsewhere), same size."""
    real = real_of(surface)
    sil = pygame.mask.from_surface(real, threshold).to_surface(setcolor=color,
                                                               unsetcolor=(0, 0, 0, 0))
    size = surface.get_size() if isinstance(surface, Canvas) else None
    return _same(surface, sil, size)
