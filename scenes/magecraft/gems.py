"""Gem looks: every colour has its own polygon SHAPE as well as its colour (Fire
triangle, Water circle, Earth square, Light diamond, Darkness hexagon), a label and a
letter. Sprites are drawn supersampled once and cached per (colour, size, rotation
bucket); the physics bodies use the same outlines."""
from __future__ import annotations

import math

import pygame

from app.ui import art, canvas, draw, palette, text
from app.ui.surface_cache import cached

FIRE, WATER, EARTH, LIGHT, DARK = range(5)
WILD = 5
NAMES = ("Fire", "Water", "Earth", "Light", "Darkness")
SHAPE_NAMES = ("triangle", "circle", "square", "diamond", "hexagon")
FILL = ((222, 72, 52), (58, 128, 226), (104, 168, 72), (244, 214, 92), (128, 78, 176))
GOLD = (238, 196, 80)
UNKNOWN = (120, 122, 134)
ROT_BUCKETS = 24                   # 15 degrees each


def outline(colour: int, r: float, angle: float = 0.0) -> list[tuple[float, float]]:
    """The gem's convex outline around (0, 0), radius ``r`` (y down)."""
    if colour == FIRE:
        n, start, scale = 3, -math.pi / 2, 1.12
    elif colour == WATER:
        n, start, scale = 10, 0.0, 0.98
    elif colour == EARTH:
        n, start, scale = 4, math.pi / 4, 1.0
    elif colour == LIGHT:
        n, start, scale = 4, 0.0, 1.1
    elif colour == DARK:
        n, start, scale = 6, 0.0, 1.02
    else:
        n, start, scale = 8, math.pi / 8, 1.0
    pts = []
    for i in range(n):
        a = start + angle + 2 * math.pi * i / n
        pts.append((r * scale * math.cos(a), r * scale * math.sin(a)))
    if colour == FIRE:                       # sit the triangle's centroid on the centre
        cy = sum(p[1] for p in pts) / 3
        cx = sum(p[0] for p in pts) / 3
        pts = [(x - cx, y - cy) for x, y in pts]
    return pts


def fill_of(colour: int):
    if 0 <= colour < 5:
        return FILL[colour]
    return GOLD if colour == WILD else UNKNOWN


@cached
def sprite(colour: int, size: int, bucket: int = 0, golden: bool = False) -> pygame.Surface:
    """A ``size`` square gem picture (``colour`` 0-4, WILD 5 = any, -1 = hidden),
    rotated by ``bucket`` * 15 degrees."""
    ss = 4
    S = size * ss
    big = canvas.new((S, S), pygame.SRCALPHA)
    r = S * 0.40
    c = (S / 2, S / 2)
    ang = bucket * 2 * math.pi / ROT_BUCKETS
    base = fill_of(colour)
    pts = [(c[0] + x, c[1] + y) for x, y in outline(colour if colour != -1 else 7, r, ang)]
    dark = art.shade(base, -0.5)
    if colour == WILD:
        draw.polygon(big, (60, 56, 50), pts)
        draw.polygon(big, (210, 200, 180), pts, max(2, S // 14))
    else:
        draw.polygon(big, dark, pts)
        inner = [(c[0] + x * 0.78, c[1] + y * 0.78) for x, y in
                 outline(colour if colour != -1 else 7, r, ang)]
        draw.polygon(big, base, inner)
        # facet: a light sliver toward the upper left
        hi = [(c[0] + x * 0.45 - r * 0.12, c[1] + y * 0.45 - r * 0.16) for x, y in
              outline(colour if colour != -1 else 7, r, ang)]
        draw.polygon(big, art.shade(base, 0.45), hi)
        draw.polygon(big, art.shade(base, -0.65), pts, max(1, S // 28))
    if golden:
        draw.circle(big, GOLD, c, S * 0.48, max(2, S // 12))
    img = canvas.smoothscale(big, (size, size))
    if colour == WILD and size >= 14:
        q = text.render("*", max(9, int(size * 0.62)), (236, 228, 210), text.BOLD)
        img.blit(q, q.get_rect(center=(size / 2, size / 2 + size * 0.08)))
    if colour == -1 and size >= 14:
        q = text.render("?", max(9, int(size * 0.55)), (236, 236, 240), text.BOLD)
        img.blit(q, q.get_rect(center=(size / 2, size / 2)))
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        img = img.convert_alpha()
    return img


def bucket_of(angle_rad: float) -> int:
    return int(round(angle_rad / (2 * math.pi) * ROT_BUCKETS)) % ROT_BUCKETS


@cached
def slot(size: int, colour: int | None = None) -> pygame.Surface:
    """An empty gem slot (a dark socket; ``colour`` shows the shape it takes, faint)."""
    surf = canvas.new((size, size), pygame.SRCALPHA)
    draw.circle(surf, (0, 0, 0, 70), (size / 2, size / 2), size * 0.47)
    draw.circle(surf, (255, 255, 255, 40), (size / 2, size / 2), size * 0.47, 1)
    if colour is not None:
        ghost = sprite(colour, size).copy()
        ghost.set_alpha(90)
        surf.blit(ghost, (0, 0))
    return surf


@cached
def count_chip(colour: int, n: int, size: int = 18, colour_text=palette.TEXT) -> pygame.Surface:
    """A gem with its count beside it: "<shape> 3"."""
    g = sprite(colour, size)
    label = text.render(str(n), max(11, size - 4), colour_text, text.BOLD)
    surf = canvas.new((size + 3 + label.get_width(), max(size, label.get_height())),
                          pygame.SRCALPHA)
    surf.blit(g, (0, (surf.get_height() - size) // 2))
    surf.blit(label, (size + 3, (surf.get_height() - label.get_height()) // 2))
    return surf


@cached
def legend(size: int = 16) -> pygame.Surface:
    """Shape = colour legend: one chip per colour with its name."""
    parts = []
    for c in range(5):
        g = sprite(c, size)
        lab = text.render(NAMES[c], 12, palette.TEXT_DIM)
        parts.append((g, lab))
    w = sum(g.get_width() + 3 + lab.get_width() + 10 for g, lab in parts)
    surf = canvas.new((w, size), pygame.SRCALPHA)
    x = 0
    for g, lab in parts:
        surf.blit(g, (x, 0))
        surf.blit(lab, (x + size + 3, (size - lab.get_height()) // 2))
        x += size + 3 + lab.get_width() + 10
    return surf
