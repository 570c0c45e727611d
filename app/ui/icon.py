"""Magetable's icon, drawn in code in the app's colours: a gold playing card with a dark
faceted gem set in it, on a dark blue-black rounded tile with a gold rim; from 32 pixels
up a second card fans out behind it and a spark shines in the corner.

* ``icon_surface(size)`` - the icon at ``size`` x ``size`` pixels (any size, 16 to 1024);
  small sizes drop the fine details so that the card and its gem still read at 16x16.
* ``window_icon()`` - gives the window its icon; called before the window opens
  (app/runtime.py), since some systems keep the first icon they are shown.

The same drawing makes the executable's icons at build time (app/package.py writes the
PNGs, the Windows .ico and the macOS .icns from it) and the desktop entry's icon.
"""
from __future__ import annotations

import math

import pygame

from app.ui import palette

WINDOW_ICON_SIZE = 64
# the sizes of the freedesktop "hicolor" theme a Linux install gets, one PNG each
HICOLOR_SIZES = (16, 24, 32, 48, 64, 128, 256)

TILE_TOP = (44, 52, 76)          # the tile's gradient, lighter at the top
TILE_BOTTOM = palette.BG
CARD_BACK = palette.PANEL_LIGHT
CARD_GOLD = palette.ACCENT
CARD_EDGE = (112, 78, 26)
GEM_FACETS = ((22, 28, 44), (40, 52, 88), (70, 88, 146), (30, 38, 64), (54, 68, 116))
SPARK = palette.LEGAL_GLOW

Point = tuple[float, float]


def _rotate(points: list[Point], centre: Point, degrees: float) -> list[Point]:
    a = math.radians(degrees)
    ca, sa = math.cos(a), math.sin(a)
    cx, cy = centre
    return [(cx + (x - cx) * ca - (y - cy) * sa, cy + (x - cx) * sa + (y - cy) * ca)
            for x, y in points]


def _rounded_rect(centre: Point, w: float, h: float, r: float, degrees: float) -> list[Point]:
    """The outline of a rounded rectangle (unit coordinates), turned by ``degrees``."""
    cx, cy = centre
    corners = ((cx + w / 2 - r, cy - h / 2 + r, -90), (cx + w / 2 - r, cy + h / 2 - r, 0),
               (cx - w / 2 + r, cy + h / 2 - r, 90), (cx - w / 2 + r, cy - h / 2 + r, 180))
    pts: list[Point] = []
    for x, y, start in corners:
        for i in range(7):
            a = math.radians(start + 15 * i)
            pts.append((x + r * math.cos(a), y + r * math.sin(a)))
    return _rotate(pts, centre, degrees)


def _gem(centre: Point, width: float, degrees: float) -> list[tuple[list[Point], tuple]]:
    """A cut gem seen from the side (crown over a pointed pavilion), as coloured facets."""
    cx, cy = centre
    s = width

    def at(x: float, y: float) -> Point:
        return (cx + x * s, cy + y * s)

    table_l, table_r = at(-0.26, -0.36), at(0.26, -0.36)
    girdle_l, girdle_r = at(-0.5, -0.1), at(0.5, -0.1)
    mid_l, mid_r = at(-0.14, -0.1), at(0.14, -0.1)
    culet = at(0, 0.52)
    facets = [
        ([girdle_l, table_l, mid_l], GEM_FACETS[2]),
        ([table_l, table_r, mid_r, mid_l], GEM_FACETS[4]),
        ([table_r, girdle_r, mid_r], GEM_FACETS[1]),
        ([girdle_l, mid_l, culet], GEM_FACETS[3]),
        ([mid_l, mid_r, culet], GEM_FACETS[1]),
        ([mid_r, girdle_r, culet], GEM_FACETS[0]),
    ]
    return [(_rotate(pts, centre, degrees), colour) for pts, colour in facets]


def _star(centre: Point, r_out: float, r_in: float) -> list[Point]:
    cx, cy = centre
    pts = []
    for i in range(8):
        a = math.pi * i / 4
        r = r_out if i % 2 == 0 else r_in
        pts.append((cx + r * math.sin(a), cy - r * math.cos(a)))
    return pts


def _tile(canvas: pygame.Surface, inset: float, radius: float, rim: float) -> None:
    size = canvas.get_width()
    gradient = pygame.Surface((size, size), pygame.SRCALPHA)
    for y in range(size):
        t = y / max(1, size - 1)
        colour = tuple(round(a + (b - a) * t) for a, b in zip(TILE_TOP, TILE_BOTTOM))
        pygame.draw.line(gradient, colour + (255,), (0, y), (size - 1, y))
    mask = pygame.Surface((size, size), pygame.SRCALPHA)
    box = pygame.Rect(0, 0, size, size).inflate(-2 * round(inset * size),
                                                -2 * round(inset * size))
    pygame.draw.rect(mask, (255, 255, 255, 255), box, border_radius=round(radius * size))
    gradient.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    canvas.blit(gradient, (0, 0))
    pygame.draw.rect(canvas, palette.ACCENT_DARK, box, max(1, round(rim * size)),
                     border_radius=round(radius * size))


def _draw(canvas: pygame.Surface, detailed: bool) -> None:
    size = canvas.get_width()

    def px(points: list[Point]) -> list[Point]:
        return [(x * size, y * size) for x, y in points]

    def edge(points: list[Point], colour, width: float) -> None:
        pygame.draw.polygon(canvas, colour, px(points), max(1, round(width * size)))

    if detailed:
        _tile(canvas, inset=0.02, radius=0.2, rim=0.022)
        back = _rounded_rect((0.40, 0.52), 0.40, 0.58, 0.05, -17)
        pygame.draw.polygon(canvas, CARD_BACK, px(back))
        edge(back, palette.ACCENT_DARK, 0.022)
        centre, angle, (w, h) = (0.56, 0.52), 9.0, (0.44, 0.62)
    else:
        _tile(canvas, inset=0.0, radius=0.18, rim=0.05)
        centre, angle, (w, h) = (0.5, 0.5), 8.0, (0.54, 0.74)
    card = _rounded_rect(centre, w, h, 0.05, angle)
    pygame.draw.polygon(canvas, CARD_GOLD, px(card))
    if detailed:             # a lighter frame inside the card's edge
        inner = _rounded_rect(centre, w - 0.07, h - 0.07, 0.03, angle)
        edge(inner, (250, 222, 150), 0.012)
    edge(card, CARD_EDGE, 0.02 if detailed else 0.04)
    gem_centre = _rotate([(centre[0], centre[1] + 0.02)], centre, angle)[0]
    for facet, colour in _gem(gem_centre, w * (0.62 if detailed else 0.72), angle):
        pygame.draw.polygon(canvas, colour, px(facet))
    if detailed:
        glow = pygame.Surface((size, size), pygame.SRCALPHA)
        spark_at = (0.79, 0.21)
        for i in range(6, 0, -1):
            pygame.draw.circle(glow, SPARK + (10 * (7 - i),), px([spark_at])[0],
                               0.03 * i * size)
        canvas.blit(glow, (0, 0))
        pygame.draw.polygon(canvas, SPARK, px(_star(spark_at, 0.12, 0.028)))
        pygame.draw.polygon(canvas, (255, 250, 230), px(_star(spark_at, 0.05, 0.014)))


def icon_surface(size: int) -> pygame.Surface:
    """The icon at ``size`` x ``size`` (with alpha), drawn two to eight times larger
    and smoothly scaled down for clean edges."""
    if not 8 <= size <= 1024:
        raise ValueError(f"icon size {size} out of 8..1024")
    detailed = size >= 32
    scale = 8 if size <= 32 else 4 if size <= 256 else 2
    canvas = pygame.Surface((size * scale, size * scale), pygame.SRCALPHA)
    canvas.fill((0, 0, 0, 0))
    _draw(canvas, detailed)
    return pygame.transform.smoothscale(canvas, (size, size))


def window_icon() -> None:
    """Give the window Magetable's icon (call before ``pygame.display.set_mode``)."""
    pygame.display.set_icon(icon_surface(WINDOW_ICON_SIZE))
