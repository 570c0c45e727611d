"""Painting only what changed since the last frame (the *damage*), for the legacy scenes
drawn at a window's real pixels.

Every frame a table draws everything: its background, its panels, its cards. In a
1280x720 window that is cheap; in a 1920x1080 or 2560x1440 one most of a frame's time
is pixels copied, and most of them are the same as the frame before. So in such a
window the scenes' drawing is *recorded* instead of painted: a :class:`Recorder` is a
canvas (app.ui.canvas) that keeps each blit, fill, clip and shape (app.ui.draw) as an
operation with what it reads (the very picture, and how often it was drawn on: a
canvas's ``version``) and the rectangle it paints. :class:`Frame` compares the frame's
operations with the last frame's, in order (what the two share at the start and at the
end, then a longest-matching alignment of the middle): the rectangles of the operations
that are not matched are the damage. It then plays the operations again, all of them
in order, each clipped to the damage, onto the window. Outside the damage every
operation that paints a pixel is the same as the frame before and in the same order, so
the pixel is what it was: the result is the picture a full redraw gives, for the cost of
the changed area.

What cannot be recorded makes the frame a plain one: reading the window's pixels
(``real``, ``copy``, ``subsurface``, ``get_at``...) plays what was recorded so far in full
and draws the rest of the frame directly (:meth:`Recorder.go_direct`). A frame after a
direct one, after a resize, and every :data:`FULL_EVERY` frames is painted in full.
``MAGETABLE_CHECK_DAMAGE`` (set by the tests) paints every partial frame a second time
in full on a copy and fails when a pixel differs.
"""
from __future__ import annotations

import os
from difflib import SequenceMatcher

import pygame

from app.ui.canvas import Canvas

FULL_EVERY = 120          # a full repaint this often (frames), whatever the damage says
FULL_SHARE = 0.6          # damage over this share of the window: paint it all
MAX_RECTS = 16            # more separate damage rectangles than this: their union
_CHECK = bool(os.environ.get("MAGETABLE_CHECK_DAMAGE"))
STATS = {"frames": 0, "partial": 0, "direct": 0, "painted_px": 0, "window_px": 0}


_NO_KW: dict = {}


class DamageMismatch(AssertionError):
    """A partly painted frame differs from the same frame painted in full."""


def _freeze(v):
    """An argument as a hashable value compared by what it says (rects, colours and
    point lists copied: the caller may change them after drawing)."""
    if isinstance(v, (int, float, str, bool)) or v is None:
        return v
    if isinstance(v, pygame.Rect):
        return ("R", v.x, v.y, v.w, v.h)
    if isinstance(v, pygame.Color):
        return ("C", v.r, v.g, v.b, v.a)
    if isinstance(v, (tuple, list)):
        return tuple(_freeze(x) for x in v)
    if isinstance(v, pygame.math.Vector2):
        return (v.x, v.y)
    return v                  # a surface: compared by identity (kept alive by the list)


def _bounds(points, pad: float) -> pygame.Rect:
    xs = [float(p[0]) for p in points]
    ys = [float(p[1]) for p in points]
    x0, y0 = int(min(xs) - pad) - 1, int(min(ys) - pad) - 1
    return pygame.Rect(x0, y0, int(max(xs) + pad) + 2 - x0, int(max(ys) + pad) + 2 - y0)


def shape_bounds(name: str, args: tuple, kw: dict) -> pygame.Rect:
    """The design rectangle an app.ui.draw shape may paint (generously: line ends,
    widths and anti-aliasing included)."""
    if name in ("rect", "ellipse", "arc"):
        width = kw.get("width", args[4] if name == "arc" and len(args) > 4
                       else args[2] if name != "arc" and len(args) > 2 else 1)
        pad = max(2, abs(int(width or 0))) + 2
        return pygame.Rect(args[1]).inflate(2 * pad, 2 * pad)
    if name in ("line", "aaline"):
        width = kw.get("width", args[3] if name == "line" and len(args) > 3 else 1)
        return _bounds((args[1], args[2]), abs(width or 1) + 2)
    if name in ("lines", "aalines"):
        width = kw.get("width", args[3] if name == "lines" and len(args) > 3 else 1)
        return _bounds(args[2], abs(width or 1) + 2)
    if name == "polygon":
        width = kw.get("width", args[2] if len(args) > 2 else 0)
        return _bounds(args[1], abs(width or 0) + 2)
    if name in ("circle", "aacircle"):
        r = float(args[2]) + 3
        cx, cy = float(args[1][0]), float(args[1][1])
        return pygame.Rect(int(cx - r) - 1, int(cy - r) - 1, int(2 * r) + 3, int(2 * r) + 3)
    raise ValueError(name)


def _radii(args: tuple, kw: dict) -> list:
    """A rectangle's corner radii as app.ui.draw.rect takes them (args after the surface)."""
    radii = [kw.get("border_radius", args[3] if len(args) > 3 else 0)]
    radii += [v for v in args[4:8] if isinstance(v, (int, float))]
    radii += [v for n, v in kw.items() if n.startswith("border_") and isinstance(v, (int, float))]
    return radii


def _width(args: tuple, kw: dict):
    return kw.get("width", args[2] if len(args) > 2 else 0)


def square_outline(c: Canvas, color, rect, width=0, *_corners, **_kw) -> None:
    """A square-cornered rectangle's outline as four fills: the pixels pygame.draw.rect
    paints for it, but whatever the clip. (pygame fills the whole clipped part of such
    an outline when the clip leaves it no wider than twice the width, so a frame painted
    within a damage rectangle that cut a corner showed a solid block.)"""
    c.version += 1
    r = c.rect_to_real(rect)
    w = c.length(width)
    real = c.real
    if 2 * w >= min(r.w, r.h):
        real.fill(color, r)
        return
    for p in (pygame.Rect(r.x, r.y, r.w, w), pygame.Rect(r.x, r.bottom - w, r.w, w),
              pygame.Rect(r.x, r.y + w, w, r.h - 2 * w),
              pygame.Rect(r.right - w, r.y + w, w, r.h - 2 * w)):
        real.fill(color, p)


def outline_parts(c: Canvas, args: tuple, kw: dict,
                  bounds: pygame.Rect) -> list[pygame.Rect] | None:
    """The four strips (``c``'s real pixels) a rectangle's outline (a width, rounded
    corners or not) may paint, or None when it is filled or too thin for strips to be
    worth it. Each strip reaches from ``bounds`` (the shape's design bounds, padded
    outwards) to past the outline's inner edge: the rectangle drawn (its real pixels,
    as app.ui.draw rounds them) less its width or its largest corner, whichever is
    more, and a pixel or two more for the rounding."""
    width = _width(args, kw)
    if not width or width < 0:
        return None
    radii = _radii(args, kw)
    drawn = c.rect_to_real(args[1])
    inner = max(c.length(width), *(c.length(r) for r in radii)) + 2
    out = c.rect_to_real(bounds)
    top, bottom = drawn.y + inner, drawn.bottom - inner
    left, right = drawn.x + inner, drawn.right - inner
    if top >= bottom or left >= right:
        return None
    return [pygame.Rect(out.x, out.y, out.w, top - out.y),
            pygame.Rect(out.x, bottom, out.w, out.bottom - bottom),
            pygame.Rect(out.x, out.y, left - out.x, out.h),
            pygame.Rect(right, out.y, out.right - right, out.h)]


class Frame:
    """One frame's recorded operations over the window, and their painting."""

    def __init__(self, window: pygame.Surface) -> None:
        self.window = window
        self.keys: list = []
        self.rects: list[pygame.Rect] = []       # window pixels each operation may paint
        self.calls: list = []                    # (target, function, args, kw)
        self.direct = False                      # drawn directly from some point on
        self.through = False                     # direct or painted: recorders draw directly
        self.recorders: list[Recorder] = []
        self.parts: dict[int, list[pygame.Rect]] = {}   # an outline's strips (window pixels)

    def view(self, target: Canvas) -> "Recorder":
        """A recording canvas over ``target`` (a canvas over part of the window)."""
        rec = Recorder(self, target)
        self.recorders.append(rec)
        return rec

    # comparing -------------------------------------------------------------------------
    def damage(self, last: "Frame | None") -> list[pygame.Rect] | None:
        """The window rectangles to paint again (disjoint), or None: all of it."""
        if last is None or last.direct or last.window is not self.window \
                or last.window.get_size() != self.window.get_size():
            return None
        a, b = last.keys, self.keys
        n0, n1 = len(a), len(b)
        i = 0
        m = min(n0, n1)
        while i < m and a[i] == b[i]:
            i += 1
        j = 0
        while j < m - i and a[n0 - 1 - j] == b[n1 - 1 - j]:
            j += 1
        changed: list[pygame.Rect] = []
        if i < n0 - j or i < n1 - j:
            try:
                ops = SequenceMatcher(None, a[i:n0 - j], b[i:n1 - j], autojunk=False).get_opcodes()
            except TypeError:                    # something unhashable: paint it all
                return None
            for tag, a0, a1, b0, b1 in ops:
                if tag != "equal":
                    for frame, lo, hi in ((last, i + a0, i + a1), (self, i + b0, i + b1)):
                        parts = frame.parts
                        for n in range(lo, hi):
                            got = parts.get(n)
                            if got is None:
                                changed.append(frame.rects[n])
                            else:
                                changed.extend(got)
        return _merge(changed, self.window.get_rect())

    # painting --------------------------------------------------------------------------
    def paint(self, last: "Frame | None", full: bool = False,
              check: bool | None = None) -> None:
        """Paint this frame onto the window: in full, or within the damage since
        ``last`` (``check``: and compare with the frame painted in full; by default
        when MAGETABLE_CHECK_DAMAGE is set)."""
        STATS["frames"] += 1
        self.through = True
        self.recorders = []       # no cycle (frame, recorder) left to the collector
        w, h = self.window.get_size()
        STATS["window_px"] += w * h
        if self.direct:
            STATS["direct"] += 1
            STATS["painted_px"] += w * h
            return
        areas = None if full else self.damage(last)
        if areas is None:
            self._play(None)
            STATS["painted_px"] += w * h
            return
        STATS["partial"] += 1
        if not areas:
            return
        before = self.window.copy() if (_CHECK if check is None else check) else None
        for area in areas:
            self._play(area)
            STATS["painted_px"] += area.w * area.h
        if before is not None:
            self._check(before)

    def _play(self, area: pygame.Rect | None, onto: pygame.Surface | None = None) -> None:
        """Play every operation in order, each clipped to ``area`` (window pixels)."""
        targets: dict = {}
        for (target, offset, clip, fn, args, kw), rect in zip(self.calls, self.rects):
            if area is not None and not rect.colliderect(area):
                continue
            t = target if onto is None else targets.get(id(target))
            if t is None:
                real = onto.subsurface(pygame.Rect(offset, target.real.get_size()))  # type: ignore[union-attr]
                t = targets[id(target)] = Canvas(real, target.k, target.get_size())
            window_clip = area
            if clip is not None:
                moved = clip.move(offset)
                window_clip = moved if window_clip is None else window_clip.clip(moved)
            if window_clip is None:
                t.real.set_clip(None)
            else:
                t.real.set_clip(window_clip.move(-offset[0], -offset[1]))
            fn(t, *args, **kw)
        for t in (list(targets.values()) if onto is not None
                  else {id(c[0]): c[0] for c in self.calls}.values()):
            t.real.set_clip(None)

    def _check(self, before: pygame.Surface) -> None:
        """The partly painted window against the same frame painted in full."""
        self._play(None, onto=before)
        if pygame.image.tobytes(before, "RGB") != pygame.image.tobytes(self.window, "RGB"):
            diff = _first_difference(before, self.window)
            raise DamageMismatch(f"a partly painted frame differs from the full one at {diff}")

    def play_direct(self) -> None:
        """What was recorded so far painted in full (the rest of the frame is drawn
        directly, each view clipped as its scene asked)."""
        if self.through:
            return
        self._play(None)
        self.direct = self.through = True
        for rec in self.recorders:
            rec._real.set_clip(rec._clip)


def _first_difference(a: pygame.Surface, b: pygame.Surface):
    w, h = a.get_size()
    for y in range(h):
        for x in range(w):
            if a.get_at((x, y))[:3] != b.get_at((x, y))[:3]:
                return (x, y)
    return None


def _merge(rects: list[pygame.Rect], window: pygame.Rect) -> list[pygame.Rect] | None:
    """Disjoint rectangles covering ``rects`` within the window (None: the whole).
    Rectangles are joined where their union costs little more than the two (a thin
    outline's strips stay strips), and then cut so that no pixel is painted twice."""
    out = []
    for r in rects:
        r = r.clip(window)
        if r.w > 0 and r.h > 0:
            out.append(r)
    joined = True
    while joined and len(out) > 1:
        joined = False
        out.sort(key=lambda r: -r.w * r.h)
        kept: list[pygame.Rect] = []
        for r in out:
            for k in kept:
                u = k.union(r)
                if u.w * u.h <= 1.3 * (k.w * k.h + r.w * r.h):
                    k.update(u)
                    joined = True
                    break
            else:
                kept.append(pygame.Rect(r))
        out = kept
    pieces: list[pygame.Rect] = []
    for r in out:
        mine = [r]
        for k in pieces:
            mine = [q for p in mine for q in (_cut(p, k) if p.colliderect(k) else (p,))]
        pieces.extend(mine)
    if len(pieces) > MAX_RECTS:
        pieces = [pieces[0].unionall(pieces[1:])]
    area = sum(r.w * r.h for r in pieces)
    if area > FULL_SHARE * window.w * window.h:
        return None
    return pieces


def _cut(p: pygame.Rect, k: pygame.Rect) -> list[pygame.Rect]:
    """``p`` without ``k``: up to four rectangles."""
    i = p.clip(k)
    parts = [pygame.Rect(p.x, p.y, p.w, i.y - p.y),
             pygame.Rect(p.x, i.bottom, p.w, p.bottom - i.bottom),
             pygame.Rect(p.x, i.y, i.x - p.x, i.h),
             pygame.Rect(i.right, i.y, p.right - i.right, i.h)]
    return [q for q in parts if q.w > 0 and q.h > 0]


class Recorder(Canvas):
    """A canvas that records what is drawn on it (see the module's note) over
    ``target``, a canvas over part of the window."""

    __slots__ = ("frame", "target", "offset", "_clip", "_window_clip", "_where", "_real")

    def __init__(self, frame: Frame, target: Canvas) -> None:
        self._real = target.real
        super().__init__(target.real, target.k, target.get_size())
        self.frame, self.target = frame, target
        self.offset = target.real.get_abs_offset()
        self._clip: pygame.Rect | None = None     # in the target's real pixels
        self._window_clip: pygame.Rect | None = None      # ... in the window's
        self._where: tuple = (None, self.offset)  # what places an operation, for its key

    # the window's pixels are read: the frame is drawn directly from here on ------------
    @property
    def real(self) -> pygame.Surface:
        self.frame.play_direct()
        return self._real

    @real.setter
    def real(self, value: pygame.Surface) -> None:
        self._real = value

    def go_direct(self) -> None:
        self.frame.play_direct()

    # recorded ---------------------------------------------------------------------------
    def _keep(self, key, rect: pygame.Rect, fn, args, kw=_NO_KW) -> None:
        f = self.frame
        clip = self._clip
        if clip is not None:
            rect = rect.clip(clip)
        f.keys.append((key, self._where))
        f.rects.append(rect.move(self.offset))
        f.calls.append((self.target, self.offset, clip, fn, args, kw))

    def blit(self, source, dest=(0, 0), area=None, special_flags: int = 0) -> pygame.Rect:
        f = self.frame
        if f.through:
            return Canvas.blit(self, source, dest, area, special_flags)
        k = self.k
        dx, dy = dest[0], dest[1]
        if isinstance(source, Canvas):
            w, h = source._w, source._h
            if source.k == k:
                rw, rh = source.real.get_size()
            else:
                rw, rh = round(w * k), round(h * k)
            seen = source.version
        else:
            w, h = source.get_size()
            rw, rh = round(w * k), round(h * k)
            seen = source.get_alpha()
        ox, oy = self.offset
        if area is None:
            rect = pygame.Rect(round(dx * k) + ox, round(dy * k) + oy, rw, rh)
            out = pygame.Rect(dx, dy, w, h)
            shown = None
        else:
            a = pygame.Rect(area)
            ra = self.rect_to_real(a)
            rect = pygame.Rect(round(dx * k) + ox, round(dy * k) + oy, ra.w, ra.h)
            out = pygame.Rect(dx, dy, a.w, a.h)
            shown = (a.x, a.y, a.w, a.h)
            area = a
        clip = self._clip
        window_clip = self._window_clip
        if window_clip is not None:
            rect = rect.clip(window_clip)
        f.keys.append((source, seen, dx, dy, shown, special_flags, self._where))
        f.rects.append(rect)
        f.calls.append((self.target, self.offset, clip, Canvas.blit,
                        (source, (dx, dy), area, special_flags), _NO_KW))
        return out

    def fill(self, color, rect=None, special_flags: int = 0) -> pygame.Rect:
        if self.frame.through:
            return Canvas.fill(self, color, rect, special_flags)
        real = self._real.get_rect() if rect is None else self.rect_to_real(rect)
        self._keep((2, _freeze(color), _freeze(rect), special_flags), real, Canvas.fill,
                   (color, None if rect is None else pygame.Rect(rect), special_flags))
        return self.get_rect() if rect is None else pygame.Rect(rect).clip(self.get_rect())

    def shape(self, name: str, fn, args: tuple, kw: dict) -> pygame.Rect:
        """An app.ui.draw shape (``fn`` its drawing function, ``args`` after the
        surface)."""
        design = shape_bounds(name, args, kw)
        frozen = tuple(_freeze(a) for a in args)
        strips = outline_parts(self, args, kw, design) if name == "rect" else None
        if strips is not None:
            clip = self._window_clip
            moved = [p.move(self.offset) for p in strips]
            self.frame.parts[len(self.frame.rects)] = (
                moved if clip is None else [p.clip(clip) for p in moved])
        if name == "rect" and (_width(args, kw) or 0) > 0 and max(_radii(args, kw)) <= 0:
            fn = square_outline                 # (pygame's own is not the same clipped)
        self._keep((3, name, frozen, _freeze(sorted(kw.items()))), self.rect_to_real(design),
                   fn, _copy_args(args), dict(kw))
        return design

    def set_clip(self, rect=None) -> None:
        if self.frame.through:
            Canvas.set_clip(self, rect)
            return
        clip = None if rect is None else self.rect_to_real(rect).clip(self._real.get_rect())
        self._clip = clip
        self._window_clip = None if clip is None else clip.move(self.offset)
        self._where = (None if clip is None else (clip.x, clip.y, clip.w, clip.h), self.offset)

    def get_clip(self) -> pygame.Rect:
        if self.frame.through:
            return Canvas.get_clip(self)
        return self.rect_from_real(self._clip if self._clip is not None
                                   else self._real.get_rect())

    def set_at(self, pos, color) -> None:
        self.fill(color, (int(pos[0]), int(pos[1]), 1, 1))

    def __repr__(self) -> str:
        return f"<Recorder {self._w}x{self._h} at x{self.k:.3f}>"


def _copy_args(args: tuple) -> tuple:
    """Arguments kept for painting later: rects and point lists copied."""
    out = []
    for a in args:
        if isinstance(a, pygame.Rect):
            a = pygame.Rect(a)
        elif isinstance(a, list):
            a = [tuple(p) if isinstance(p, (list, pygame.math.Vector2)) else p for p in a]
        out.append(a)
    return tuple(out)
