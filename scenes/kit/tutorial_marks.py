"""What a tutorial draws over its table to show where to look: the gold ring round a
place, the pointer arrow and its places around a rect, the dotted path of a drag, and
the sizes of the step's panel (``CalloutStyle``). Used by scenes.kit.tutorial and the
games' tutorials."""
from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from app.ui import canvas, draw, palette
from app.ui.surface_cache import cached

RING = (255, 214, 92)


@dataclass(frozen=True)
class CalloutStyle:
    """Sizes of the step panel (``area``: where it stands, over the log)."""
    area: pygame.Rect
    pad: int = 16                 # left / right margin
    top: int = 16                 # above the counter
    counter_size: int = 13
    title_size: int = 20
    body_size: int = 15
    counter_gap: int = 8          # between the counter and the title
    next_size: tuple = (132, 40)  # the Next button
    next_font: int = 19
    next_margin: tuple = (16, 12)  # Next from the panel's bottom right
    foot_plain: int = 34          # room under the text without a Next button
    hint_up: int = 26             # "Your move" line above the panel's bottom


def log_column_style(area) -> CalloutStyle:
    """The step panel's sizes where it stands in a table's log column (the Magi-Nation,
    Arena, Mabinogi and Magecraft tutorials)."""
    return CalloutStyle(area=pygame.Rect(area), pad=14, top=12, counter_size=12,
                        title_size=19, body_size=14, counter_gap=6, next_size=(112, 36),
                        next_font=18, next_margin=(14, 10), foot_plain=30, hint_up=24)


def draw_ring(surface, rect: pygame.Rect, pulse: float) -> None:
    grow = 6 + int(5 * pulse)
    r = rect.inflate(grow * 2, grow * 2)
    glow = canvas.new(r.inflate(12, 12).size, pygame.SRCALPHA)
    inner = glow.get_rect().inflate(-12, -12)
    draw.rect(glow, (*RING, int(70 + 60 * pulse)), inner.inflate(8, 8), width=6,
                     border_radius=16)
    draw.rect(glow, (*RING, 255), inner, width=3, border_radius=12)
    surface.blit(glow, (r.x - 6, r.y - 6))


@cached
def _arrow_surface(length: int = 46) -> pygame.Surface:
    """A downward arrow (cached)."""
    w = 34
    surf = canvas.new((w + 6, length + 6), pygame.SRCALPHA)
    pts = [(w / 2 - 7, 0), (w / 2 + 7, 0), (w / 2 + 7, length - 18), (w, length - 18),
           (w / 2, length), (0, length - 18), (w / 2 - 7, length - 18)]
    shadow = [(x + 3, y + 4) for x, y in pts]
    draw.polygon(surf, (0, 0, 0, 110), shadow)
    draw.polygon(surf, RING, pts)
    draw.polygon(surf, palette.CARD_EDGE, pts, width=2)
    return surf


ARROW_GAP, ARROW_BOB = 12, 6       # the arrow's gap to what it points at, its bob


def arrow_rect(rect: pygame.Rect, side: str, bob: float = 0.0,
               along: int = 0) -> pygame.Rect:
    """Where the arrow pointing at ``rect`` from ``side`` ("above", "below", "left",
    "right") stands, ``bob`` pixels further out, ``along`` pixels from the middle of
    that side (towards its right or bottom end)."""
    img = _arrow_surface()
    w, h = img.get_size()
    gap = ARROW_GAP + bob
    if side == "above":
        return pygame.Rect(0, 0, w, h).move(rect.centerx - w // 2 + along, rect.top - gap - h)
    if side == "below":
        return pygame.Rect(0, 0, w, h).move(rect.centerx - w // 2 + along, rect.bottom + gap)
    if side == "left":
        return pygame.Rect(0, 0, h, w).move(rect.left - gap - h, rect.centery - w // 2 + along)
    return pygame.Rect(0, 0, h, w).move(rect.right + gap, rect.centery - w // 2 + along)


def arrow_places(rect: pygame.Rect, sides) -> list[tuple[str, int]]:
    """The places an arrow may point at ``rect`` from, in order: each of ``sides``, at
    its middle, then near either end of it."""
    w = _arrow_surface().get_width()
    out = []
    for side in sides:
        span = rect.w if side in ("above", "below") else rect.h
        slide = max(0, span // 2 - w // 2)
        out += [(side, 0)] + ([(side, -slide), (side, slide)] if slide else [])
    return out


_TURN = {"above": 0, "below": 180, "left": 90, "right": -90}


def draw_arrow(surface, rect: pygame.Rect, t: float, below: bool = False,
               side: str | None = None, along: int = 0) -> None:
    """A bobbing arrow pointing at ``rect``: from ``side`` (``along`` it, see
    :func:`arrow_rect`) when given, else from above, or from below (when asked, or near
    the top edge, where there is no room above)."""
    bob = ARROW_BOB * math.sin(t * 6.0)
    if side is None:
        side = "above" if rect.top > 150 and not below else "below"
    img = _arrow_surface()
    if _TURN[side]:
        img = canvas.rotate(img, _TURN[side])
    surface.blit(img, arrow_rect(rect, side, bob, along))


def draw_path(surface, start, end, t: float) -> None:
    """Dots flowing along a gentle curve from ``start`` (what to drag) to ``end``."""
    sx, sy = start
    ex, ey = end
    cx, cy = (sx + ex) / 2, min(sy, ey) - 60
    n = 14
    for i in range(n):
        u = ((i + (t * 1.6) % 1.0) / n)
        a = (1 - u) ** 2
        b = 2 * (1 - u) * u
        c = u ** 2
        x = a * sx + b * cx + c * ex
        y = a * sy + b * cy + c * ey
        rad = 3 + 3 * u
        draw.circle(surface, (0, 0, 0), (round(x) + 1, round(y) + 2), round(rad))
        draw.circle(surface, RING, (round(x), round(y)), round(rad))
