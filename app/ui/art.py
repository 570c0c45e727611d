"""Procedural art every table shares, drawn in code once and cached.

* ``table_surface(size)`` - an oval table: wooden rim, felt with a soft vignette and grain.
* ``direction_marker(size, clockwise)`` - a round token with a curved arrow.
* ``turn_light(radius)`` - a soft glowing disc (blit under the active seat).
* ``emblem(name, size, colour)`` - small vector pictures: the four colour symbols
  ("flame", "drop", "leaf", "sun"), the guild kinds ("balance", "broom", "coin",
  "sword", "crystal", "shield", "cup"), the items ("amulet", "hourglass", "sceptre",
  "coat", "parchment"), "magi" and "through". ``EMBLEMS`` lists them all.

Everything is drawn supersampled and smooth-scaled down (clean edges without numpy)
and cached by its arguments: the same call returns the same surface object.
"""
from __future__ import annotations

import math
import random
from typing import Callable

import pygame

from app.ui import canvas, draw, palette, text
from app.ui.surface_cache import cached


# helpers ------------------------------------------------------------------------------
def shade(c, k: float) -> tuple[int, int, int]:
    """Lighten (k > 0, towards white) or darken (k < 0) an RGB colour."""
    if k >= 0:
        r, g, b = (int(v + (255 - v) * k) for v in c[:3])
    else:
        r, g, b = (max(0, int(v * (1 + k))) for v in c[:3])
    return (r, g, b)


def smooth(points, closed: bool = True, n: int = 8) -> list[tuple[float, float]]:
    """A Catmull-Rom curve through ``points`` (n samples per segment)."""
    pts = list(points)
    count = len(pts)
    out = []
    segs = count if closed else count - 1
    for i in range(segs):
        p0 = pts[(i - 1) % count] if closed or i > 0 else pts[0]
        p1 = pts[i]
        p2 = pts[(i + 1) % count]
        p3 = pts[(i + 2) % count] if closed or i + 2 < count else pts[-1]
        for s in range(n):
            t = s / n
            t2, t3 = t * t, t * t * t
            out.append(tuple(0.5 * (2 * p1[k] + (-p0[k] + p2[k]) * t
                                    + (2 * p0[k] - 5 * p1[k] + 4 * p2[k] - p3[k]) * t2
                                    + (-p0[k] + 3 * p1[k] - 3 * p2[k] + p3[k]) * t3)
                             for k in (0, 1)))
    if not closed:
        out.append(pts[-1])
    return out


def _star_points(c, r_out, r_in, n, turn=0.0):
    pts = []
    for i in range(2 * n):
        a = turn + math.pi * i / n
        r = r_out if i % 2 == 0 else r_in
        pts.append((c[0] + r * math.sin(a), c[1] - r * math.cos(a)))
    return pts


def _arc_points(c, rx, ry, a0, a1, n=32):
    """Points on an ellipse from angle a0 to a1 (radians, 0 = right, clockwise on screen)."""
    return [(c[0] + rx * math.cos(a0 + (a1 - a0) * i / n),
             c[1] + ry * math.sin(a0 + (a1 - a0) * i / n)) for i in range(n + 1)]


class _Pen:
    """Draws in unit coordinates (0..1) on a square supersampled canvas."""

    def __init__(self, surf: pygame.Surface, colour) -> None:
        self.surf = surf
        self.S = surf.get_width()
        self.col = tuple(colour[:3])
        self.dark = shade(self.col, -0.6)
        self.light = shade(self.col, 0.5)
        self.lw = max(1, round(self.S * 0.035))

    def p(self, pt):
        return (pt[0] * self.S, pt[1] * self.S)

    def poly(self, pts, fill=None, outline=True):
        sp = [self.p(q) for q in pts]
        if fill is not False:
            draw.polygon(self.surf, fill or self.col, sp)
        if outline:
            self.lines(pts, self.dark if outline is True else outline, closed=True)

    def lines(self, pts, colour, width=None, closed=False):
        w = self.lw if width is None else max(1, round(width * self.S))
        sp = [self.p(q) for q in pts]
        if closed:
            sp = sp + [sp[0]]
        for a, b in zip(sp, sp[1:]):
            draw.line(self.surf, colour, a, b, w)
        for q in sp:
            draw.circle(self.surf, colour, q, w / 2)

    def line(self, a, b, width, colour=None):
        self.lines([a, b], colour or self.dark, width)

    def circle(self, c, r, fill=None, outline=True, width=None):
        if fill is not False:
            draw.circle(self.surf, fill or self.col, self.p(c), r * self.S)
        if outline:
            w = self.lw if width is None else max(1, round(width * self.S))
            draw.circle(self.surf, self.dark if outline is True else outline,
                               self.p(c), r * self.S, w)

    def ellipse(self, c, rx, ry, fill=None, outline=True):
        rect = pygame.Rect(0, 0, 2 * rx * self.S, 2 * ry * self.S)
        rect.center = self.p(c)
        if fill is not False:
            draw.ellipse(self.surf, fill or self.col, rect)
        if outline:
            draw.ellipse(self.surf, self.dark if outline is True else outline, rect, self.lw)


# the emblems -----------------------------------------------------------------------------
def _flame(pen: _Pen) -> None:
    outer = smooth([(0.52, 0.04), (0.66, 0.24), (0.80, 0.42), (0.83, 0.62), (0.74, 0.83),
                    (0.52, 0.95), (0.29, 0.86), (0.18, 0.66), (0.22, 0.44), (0.32, 0.30),
                    (0.36, 0.46), (0.44, 0.28)])
    pen.poly(outer)
    inner = smooth([(0.52, 0.38), (0.64, 0.56), (0.66, 0.72), (0.58, 0.86), (0.46, 0.87),
                    (0.37, 0.76), (0.39, 0.60), (0.46, 0.64)])
    pen.poly(inner, fill=shade(pen.col, 0.55), outline=False)
    pen.poly(smooth([(0.52, 0.62), (0.58, 0.74), (0.54, 0.84), (0.47, 0.82), (0.47, 0.72)]),
             fill=shade(pen.col, 0.85), outline=False)


def _drop(pen: _Pen) -> None:
    c, r = (0.5, 0.63), 0.29
    tip = (0.5, 0.05)
    d = c[1] - tip[1]
    a = math.acos(r / d)                      # tangent angle from the circle's centre
    start = -math.pi / 2 + a
    end = 3 * math.pi / 2 - a
    pts = [tip] + _arc_points(c, r, r, start, end, 40)
    pen.poly(pts)
    pen.lines(_arc_points((0.5, 0.63), 0.18, 0.18, math.pi * 0.95, math.pi * 1.35, 10),
              shade(pen.col, 0.8), 0.05)
    pen.circle((0.4, 0.48), 0.03, fill=shade(pen.col, 0.85), outline=False)


def _leaf(pen: _Pen) -> None:
    base, tip = (0.22, 0.80), (0.84, 0.14)
    mid = ((base[0] + tip[0]) / 2, (base[1] + tip[1]) / 2)
    nx, ny = 0.707, 0.707                     # normal to the leaf's axis
    w = 0.24
    pts = smooth([base, (mid[0] - nx * w, mid[1] - ny * w + 0.0), tip,
                  (mid[0] + nx * w, mid[1] + ny * w)], n=12)
    pen.poly(pts)
    pen.line((0.10, 0.92), (0.74, 0.26), 0.035, pen.dark)
    for t in (0.3, 0.5, 0.7):
        x, y = base[0] + (tip[0] - base[0]) * t, base[1] + (tip[1] - base[1]) * t
        for side in (-1, 1):
            ex = x + side * nx * w * 0.45 + 0.05
            ey = y + side * ny * w * 0.45 - 0.05
            pen.line((x, y), (ex, ey), 0.022, shade(pen.col, -0.35))


def _sun(pen: _Pen) -> None:
    c = (0.5, 0.5)
    rays = []
    for i in range(12):
        a = math.tau * i / 12
        long = 0.46 if i % 2 == 0 else 0.38
        half = 0.11
        rays.append([(c[0] + 0.24 * math.cos(a - half), c[1] + 0.24 * math.sin(a - half)),
                     (c[0] + long * math.cos(a), c[1] + long * math.sin(a)),
                     (c[0] + 0.24 * math.cos(a + half), c[1] + 0.24 * math.sin(a + half))])
    for ray in rays:
        pen.poly(ray)
    pen.circle(c, 0.26)
    pen.circle(c, 0.17, fill=shade(pen.col, 0.45), outline=False)


def _balance(pen: _Pen) -> None:
    pen.poly([(0.30, 0.92), (0.70, 0.92), (0.60, 0.84), (0.40, 0.84)])
    pen.poly([(0.47, 0.20), (0.53, 0.20), (0.54, 0.85), (0.46, 0.85)])
    pen.poly([(0.12, 0.22), (0.88, 0.22), (0.88, 0.28), (0.12, 0.28)])
    pen.circle((0.5, 0.17), 0.06)
    for x in (0.20, 0.80):
        pen.line((x, 0.27), (x - 0.12, 0.56), 0.018)
        pen.line((x, 0.27), (x + 0.12, 0.56), 0.018)
        pen.poly([(x - 0.17, 0.56)] + _arc_points((x, 0.56), 0.17, 0.10, 0, math.pi, 16)[::-1]
                 + [(x + 0.17, 0.56)])


def _broom(pen: _Pen) -> None:
    pen.line((0.80, 0.06), (0.45, 0.55), 0.07, pen.dark)
    pen.line((0.80, 0.06), (0.45, 0.55), 0.04, shade(pen.col, 0.3))
    bristles = smooth([(0.40, 0.50), (0.52, 0.60), (0.46, 0.78), (0.34, 0.96), (0.14, 0.90),
                       (0.06, 0.80), (0.26, 0.64)], n=6)
    pen.poly(bristles)
    for end in ((0.12, 0.86), (0.20, 0.92), (0.28, 0.94), (0.36, 0.90)):
        pen.line((0.42, 0.60), end, 0.02, pen.dark)
    pen.poly([(0.37, 0.50), (0.47, 0.47), (0.55, 0.58), (0.46, 0.63)], fill=pen.light)


def _coin(pen: _Pen) -> None:
    pen.ellipse((0.56, 0.60), 0.36, 0.32, fill=shade(pen.col, -0.3))
    pen.circle((0.45, 0.46), 0.38)
    pen.circle((0.45, 0.46), 0.29, fill=shade(pen.col, 0.25), outline=pen.dark, width=0.02)
    pen.poly(_star_points((0.45, 0.47), 0.20, 0.08, 5), fill=pen.col)


def _sword(pen: _Pen) -> None:
    pen.poly([(0.5, 0.03), (0.58, 0.14), (0.57, 0.64), (0.43, 0.64), (0.42, 0.14)],
             fill=shade(pen.col, 0.55))
    pen.line((0.5, 0.12), (0.5, 0.60), 0.02, shade(pen.col, -0.2))
    pen.poly([(0.22, 0.63), (0.78, 0.63), (0.80, 0.71), (0.20, 0.71)])
    pen.poly([(0.45, 0.71), (0.55, 0.71), (0.55, 0.88), (0.45, 0.88)], fill=shade(pen.col, -0.3))
    pen.circle((0.5, 0.92), 0.06)


def _crystal(pen: _Pen) -> None:
    top, bot = (0.5, 0.03), (0.5, 0.97)
    l1, r1, l2, r2 = (0.22, 0.30), (0.78, 0.30), (0.24, 0.72), (0.76, 0.72)
    pen.poly([top, r1, r2, bot, l2, l1])
    pen.poly([top, (0.5, 0.34), l1], fill=shade(pen.col, 0.55), outline=False)
    pen.poly([l1, (0.5, 0.34), (0.5, 0.70), l2], fill=shade(pen.col, 0.25), outline=False)
    pen.poly([r1, (0.5, 0.34), (0.5, 0.70), r2], fill=shade(pen.col, -0.25), outline=False)
    pen.poly([top, r1, r2, bot, l2, l1], fill=False)
    for a, b in ((top, (0.5, 0.34)), ((0.5, 0.34), l1), ((0.5, 0.34), r1),
                 ((0.5, 0.34), (0.5, 0.70)), ((0.5, 0.70), l2), ((0.5, 0.70), r2),
                 ((0.5, 0.70), bot)):
        pen.line(a, b, 0.018)


def _shield(pen: _Pen) -> None:
    outline = [(0.14, 0.10), (0.86, 0.10)] + smooth(
        [(0.86, 0.10), (0.84, 0.50), (0.70, 0.78), (0.50, 0.95), (0.30, 0.78), (0.16, 0.50),
         (0.14, 0.10)], closed=False, n=8)[1:-1]
    pen.poly(outline)
    inner = [(0.5 + (x - 0.5) * 0.76, 0.10 + (y - 0.10) * 0.80 + 0.06) for x, y in outline]
    pen.poly(inner, fill=shade(pen.col, 0.3), outline=False)
    pen.poly([(0.45, 0.18), (0.55, 0.18), (0.55, 0.80), (0.45, 0.80)], fill=pen.col, outline=False)
    pen.poly([(0.24, 0.36), (0.76, 0.36), (0.74, 0.46), (0.26, 0.46)], fill=pen.col, outline=False)


def _cup(pen: _Pen) -> None:
    bowl = [(0.16, 0.10), (0.84, 0.10)] + _arc_points((0.5, 0.10), 0.34, 0.44, 0, math.pi, 24)
    pen.poly(bowl)
    pen.ellipse((0.5, 0.11), 0.34, 0.06, fill=shade(pen.col, -0.3))
    pen.poly([(0.45, 0.52), (0.55, 0.52), (0.54, 0.80), (0.46, 0.80)])
    pen.ellipse((0.5, 0.86), 0.22, 0.07)
    pen.lines(_arc_points((0.5, 0.14), 0.25, 0.30, math.pi * 0.62, math.pi * 0.85, 8),
              shade(pen.col, 0.6), 0.035)


def _amulet(pen: _Pen) -> None:
    chain = _arc_points((0.5, 0.10), 0.30, 0.40, math.pi * 0.10, math.pi * 0.90, 12)
    for i, q in enumerate(chain):
        pen.circle(q, 0.028, fill=shade(pen.col, 0.3), width=0.012)
    pen.poly([(0.5, 0.42), (0.76, 0.66), (0.5, 0.96), (0.24, 0.66)])
    pen.poly([(0.5, 0.52), (0.64, 0.66), (0.5, 0.84), (0.36, 0.66)], fill=shade(pen.col, 0.5),
             outline=False)
    pen.circle((0.5, 0.66), 0.06, fill=pen.dark, outline=False)


def _hourglass(pen: _Pen) -> None:
    pen.poly([(0.22, 0.16), (0.78, 0.16), (0.54, 0.50), (0.78, 0.84), (0.22, 0.84), (0.46, 0.50)],
             fill=shade(pen.col, 0.6))
    pen.poly([(0.36, 0.36), (0.64, 0.36), (0.5, 0.50)], fill=pen.col, outline=False)
    pen.poly([(0.5, 0.62), (0.72, 0.82), (0.28, 0.82)], fill=pen.col, outline=False)
    pen.line((0.5, 0.5), (0.5, 0.66), 0.02, pen.col)
    for y in (0.06, 0.86):
        pen.poly([(0.14, y), (0.86, y), (0.86, y + 0.08), (0.14, y + 0.08)], fill=shade(pen.col, -0.35))


def _sceptre(pen: _Pen) -> None:
    pen.line((0.24, 0.94), (0.60, 0.38), 0.08, pen.dark)
    pen.line((0.24, 0.94), (0.60, 0.38), 0.045, shade(pen.col, 0.2))
    for t in (0.25, 0.6):
        x, y = 0.24 + 0.36 * t, 0.94 - 0.56 * t
        pen.circle((x, y), 0.05, fill=shade(pen.col, -0.2), width=0.015)
    pen.circle((0.66, 0.30), 0.15)
    pen.circle((0.62, 0.26), 0.05, fill=shade(pen.col, 0.7), outline=False)
    pen.poly(_star_points((0.80, 0.13), 0.11, 0.045, 4), fill=shade(pen.col, 0.5))


def _coat(pen: _Pen) -> None:
    body = [(0.36, 0.10), (0.5, 0.22), (0.64, 0.10), (0.86, 0.22), (0.96, 0.56), (0.82, 0.60),
            (0.76, 0.40), (0.80, 0.94), (0.20, 0.94), (0.24, 0.40), (0.18, 0.60), (0.04, 0.56),
            (0.14, 0.22)]
    pen.poly(body)
    pen.poly([(0.36, 0.10), (0.5, 0.22), (0.64, 0.10), (0.58, 0.06), (0.5, 0.14), (0.42, 0.06)],
             fill=shade(pen.col, -0.3))
    pen.line((0.5, 0.22), (0.5, 0.94), 0.02)
    for y in (0.36, 0.52, 0.68):
        pen.circle((0.56, y), 0.025, fill=shade(pen.col, 0.6), width=0.01)


def _parchment(pen: _Pen) -> None:
    paper = shade(pen.col, 0.7)
    pen.poly([(0.22, 0.14), (0.78, 0.14), (0.78, 0.86), (0.22, 0.86)], fill=paper)
    for y in (0.30, 0.40, 0.50, 0.60, 0.70):
        pen.line((0.30, y), (0.70 if y != 0.70 else 0.55, y), 0.018, shade(pen.col, -0.2))
    for y in (0.10, 0.86):
        pen.poly([(0.14, y), (0.86, y), (0.86, y + 0.08), (0.14, y + 0.08)], fill=pen.col)
        pen.circle((0.14, y + 0.04), 0.045, fill=shade(pen.col, -0.3), width=0.012)
        pen.circle((0.86, y + 0.04), 0.045, fill=shade(pen.col, -0.3), width=0.012)


def _magi(pen: _Pen) -> None:
    robe = smooth([(0.5, 0.06), (0.70, 0.24), (0.74, 0.46), (0.86, 0.94), (0.14, 0.94),
                   (0.26, 0.46), (0.30, 0.24)], n=8)
    pen.poly(robe)
    face = smooth([(0.5, 0.22), (0.62, 0.34), (0.58, 0.48), (0.42, 0.48), (0.38, 0.34)], n=8)
    pen.poly(face, fill=shade(pen.col, -0.75), outline=False)
    pen.circle((0.45, 0.37), 0.022, fill=shade(pen.col, 0.8), outline=False)
    pen.circle((0.55, 0.37), 0.022, fill=shade(pen.col, 0.8), outline=False)
    pen.line((0.5, 0.52), (0.5, 0.94), 0.018, shade(pen.col, -0.35))
    pen.poly(_star_points((0.5, 0.70), 0.13, 0.05, 5), fill=shade(pen.col, 0.65))


def _through(pen: _Pen) -> None:
    c, rx, ry = (0.52, 0.5), 0.14, 0.36
    back = _arc_points(c, rx, ry, math.pi / 2, 3 * math.pi / 2, 24)   # left half, behind
    front = _arc_points(c, rx, ry, -math.pi / 2, math.pi / 2, 24)
    pen.lines(back, pen.dark, 0.13)
    pen.lines(back, shade(pen.col, -0.25), 0.08)
    pen.poly([(0.04, 0.45), (0.70, 0.45), (0.70, 0.34), (0.96, 0.5), (0.70, 0.66),
              (0.70, 0.55), (0.04, 0.55)], fill=shade(pen.col, 0.45))
    pen.lines(front, pen.dark, 0.13)
    pen.lines(front, pen.col, 0.08)


def _unknown(pen: _Pen) -> None:
    pen.circle((0.5, 0.5), 0.42)
    pen.circle((0.5, 0.5), 0.2, fill=pen.light, outline=False)


EMBLEMS: dict[str, Callable[[_Pen], None]] = {
    "flame": _flame, "drop": _drop, "leaf": _leaf, "sun": _sun,
    "balance": _balance, "broom": _broom, "coin": _coin, "sword": _sword,
    "crystal": _crystal, "shield": _shield, "cup": _cup,
    "amulet": _amulet, "hourglass": _hourglass, "sceptre": _sceptre, "coat": _coat,
    "parchment": _parchment, "magi": _magi, "through": _through,
}


def _supersample(size: int) -> int:
    return 4 if size <= 64 else 3 if size <= 160 else 2


@cached
def _emblem(name: str, size: int, colour: tuple) -> pygame.Surface:
    ss = _supersample(size)
    big = canvas.new((size * ss, size * ss), pygame.SRCALPHA)
    EMBLEMS.get(name, _unknown)(_Pen(big, colour))
    return canvas.smoothscale(big, (size, size))


def emblem(name: str, size: int, colour=palette.TEXT) -> pygame.Surface:
    """A ``size`` x ``size`` transparent picture ``name`` in ``colour`` (cached).
    Unknown names draw a plain disc rather than failing."""
    return _emblem(name, int(size), tuple(colour)[:3])


# tokens and lights -------------------------------------------------------------------------
@cached
def direction_marker(size: int, clockwise: bool = True) -> pygame.Surface:
    """A round brass token with a curved arrow showing the direction of play."""
    ss = _supersample(size)
    S = size * ss
    big = canvas.new((S, S), pygame.SRCALPHA)
    c = (S / 2, S / 2)
    gold, dark = palette.ACCENT, palette.ACCENT_DARK
    draw.circle(big, (0, 0, 0, 90), (c[0] + S * 0.02, c[1] + S * 0.03), S * 0.47)
    draw.circle(big, dark, c, S * 0.47)
    draw.circle(big, gold, c, S * 0.44)
    draw.circle(big, (44, 36, 30), c, S * 0.37)
    draw.circle(big, shade(gold, 0.3), c, S * 0.37, max(1, round(S * 0.015)))
    r = S * 0.22
    w = max(2, round(S * 0.065))
    span = math.pi * 0.62
    for k in range(2):                        # two arcs, each ending in an arrowhead
        base = -math.pi * 0.45 + k * math.pi
        a0, a1 = (base, base + span) if clockwise else (base + span, base)
        pts = _arc_points(c, r, r, a0, a1, 24)
        for a, b in zip(pts, pts[1:]):
            draw.line(big, gold, a, b, w)
        for q in pts[:-2]:
            draw.circle(big, gold, q, w / 2)
        end = pts[-1]
        tx, ty = end[0] - pts[-2][0], end[1] - pts[-2][1]
        ln = math.hypot(tx, ty) or 1
        tx, ty = tx / ln, ty / ln
        nx, ny = -ty, tx
        h = S * 0.12
        head = [(end[0] + tx * h * 1.2, end[1] + ty * h * 1.2),
                (end[0] + nx * h, end[1] + ny * h), (end[0] - nx * h, end[1] - ny * h)]
        draw.polygon(big, gold, head)
    return canvas.smoothscale(big, (size, size))


@cached
def turn_light(radius: int, colour=palette.ACCENT) -> pygame.Surface:
    """A soft glowing disc ``2*radius`` wide: bright centre fading to transparent."""
    size = 2 * radius
    surf = canvas.new((size, size), pygame.SRCALPHA)
    steps = max(8, radius // 2)
    for i in range(steps, 0, -1):
        t = i / steps                       # 1 at the edge, 0 at the centre
        alpha = int(200 * (1 - t) ** 1.8)
        col = shade(colour, 0.6 * (1 - t))
        draw.circle(surf, (*col, alpha), (radius, radius), max(1, radius * t))
    return surf


# the table ------------------------------------------------------------------------------
def _noise_tile(size: int, base, spread: int, seed: int) -> pygame.Surface:
    rng = random.Random(seed)
    tile = canvas.new((size, size), pygame.SRCALPHA)
    for y in range(size):
        for x in range(size):
            d = rng.randint(-spread, spread)
            a = abs(d) * 3
            tile.set_at((x, y), (255, 255, 255, a) if d > 0 else (0, 0, 0, a))
    return tile


def table_surface(size=(1280, 720), felt=palette.TABLE_FELT, rim=palette.TABLE_RIM,
                  background=palette.BG) -> pygame.Surface:
    """The whole table scene background at ``size``: dark room, an oval wooden rim and
    felt with a soft vignette and grain (opaque). Drawn once (about 70 ms), then cached:
    the same arguments return the same surface. ``table_felt_rect(size)`` is the felt's
    bounding box."""
    has_display = pygame.display.get_init() and pygame.display.get_surface() is not None
    return _table((int(size[0]), int(size[1])), tuple(felt), tuple(rim), tuple(background),
                  has_display)


@cached
def _table(size, felt, rim, background, has_display) -> pygame.Surface:
    w, h = size
    surf = canvas.new((w, h))
    # room: dark with a faint radial lift behind the table
    surf.fill(background)
    room = canvas.new((64, 36))
    room.fill(background)            # opaque: blurring must not pull in dark edges
    for i in range(18, 0, -1):
        t = i / 18
        draw.ellipse(room, (*shade(background, 0.12 * (1 - t)), 255),
                            pygame.Rect(0, 0, 64 * t, 36 * t).move(32 - 32 * t, 18 - 18 * t))
    room = canvas.gaussian_blur(room, 3)
    surf.blit(canvas.smoothscale(room, (w, h)), (0, 0))
    mx, my = w * 0.035, h * 0.06
    outer = pygame.Rect(mx, my, w - 2 * mx, h - 2 * my)
    rim_w = max(14, int(min(w, h) * 0.045))
    felt_rect = outer.inflate(-2 * rim_w, -2 * rim_w)
    # shadow under the table
    shadow = canvas.new((w // 4, h // 4), pygame.SRCALPHA)
    # (kept small enough to fade out before the surface's edges: scenes may blit this
    # surface over a plain background, where a clipped shadow would show as a line)
    draw.ellipse(shadow, (0, 0, 0, 140), pygame.Rect(outer.x / 4 + 1, outer.y / 4 + 2,
                                                             outer.w / 4, outer.h / 4))
    shadow = canvas.gaussian_blur(shadow, 2)
    surf.blit(canvas.smoothscale(shadow, (w, h)), (0, 0))
    # wooden rim: layered ellipses, then grain
    ss = 2
    big = canvas.new((outer.w * ss, outer.h * ss), pygame.SRCALPHA)
    R = big.get_rect()
    draw.ellipse(big, shade(rim, -0.45), R)
    draw.ellipse(big, shade(rim, -0.15), R.inflate(-4 * ss, -4 * ss))
    draw.ellipse(big, rim, R.inflate(-10 * ss, -10 * ss))
    grain = random.Random(7)
    for _ in range(90):
        k = grain.uniform(-12, -1) * ss
        col = (*shade(rim, grain.uniform(-0.25, 0.15)), grain.randint(40, 110))
        draw.ellipse(big, col, R.inflate(k * 2, k * 2), max(1, ss))
    draw.ellipse(big, shade(rim, 0.25), R.inflate(-6 * ss, -6 * ss), ss)
    draw.ellipse(big, shade(rim, -0.55), R.inflate(-(rim_w * 2 - 6) * ss,
                                                          -(rim_w * 2 - 6) * ss))
    surf.blit(canvas.smoothscale(big, outer.size), outer)
    # felt with vignette (drawn small and smooth-scaled: a free gradient)
    small = canvas.new((160, 90), pygame.SRCALPHA)
    steps = 30
    for i in range(steps, 0, -1):
        t = i / steps
        lo, hi = shade(felt, 0.08), shade(felt, -0.45)
        fill = [int(a + (b - a) * (t ** 2.2)) for a, b in zip(lo, hi)] + [255]
        r = pygame.Rect(0, 0, 160 * t, 90 * t)
        r.center = (80, 45)
        draw.ellipse(small, fill, r)
    felt_big = canvas.smoothscale(small, felt_rect.size)
    tile = _noise_tile(64, felt, 5, 3)
    for ty in range(0, felt_rect.h, 64):
        for tx in range(0, felt_rect.w, 64):
            felt_big.blit(tile, (tx, ty))
    mask = canvas.new(felt_rect.size, pygame.SRCALPHA)
    mbig = canvas.new((felt_rect.w * ss, felt_rect.h * ss), pygame.SRCALPHA)
    draw.ellipse(mbig, (255, 255, 255, 255), mbig.get_rect())
    mask = canvas.smoothscale(mbig, felt_rect.size)
    felt_big.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(felt_big, felt_rect)
    # inner lip: a thin darker line just inside the rim
    lip = canvas.new((felt_rect.w * ss, felt_rect.h * ss), pygame.SRCALPHA)
    draw.ellipse(lip, (0, 0, 0, 90), lip.get_rect(), 5 * ss)
    surf.blit(canvas.smoothscale(lip, felt_rect.size), felt_rect)
    return surf.convert() if has_display else surf


def table_felt_rect(size=(1280, 720)) -> pygame.Rect:
    """The felt ellipse's bounding box inside ``table_surface(size)``."""
    w, h = int(size[0]), int(size[1])
    mx, my = w * 0.035, h * 0.06
    outer = pygame.Rect(mx, my, w - 2 * mx, h - 2 * my)
    rim_w = max(14, int(min(w, h) * 0.045))
    return outer.inflate(-2 * rim_w, -2 * rim_w)


def emblem_label(name: str, size: int = 14, colour=palette.TEXT) -> pygame.Surface:
    """The emblem's name as cached text (for legends and colour-blind labels)."""
    return text.render(name.capitalize(), size, colour)
