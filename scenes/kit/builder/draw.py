"""What builders draw the same way: the last notice in a box at the foot of the pool."""
from __future__ import annotations

import pygame

from app.ui import palette, text
from app.ui.widgets import draw_panel


def notice_at_foot(surface, status, pool: pygame.Rect, wrap: bool = False) -> pygame.Rect | None:
    """``status`` (message, colour, seconds left) in a box centred at the foot of
    ``pool``: one fitted line, or (``wrap``) up to three wrapped lines. Returns the box."""
    if not status:
        return None
    msg, col, _ = status
    if not wrap:
        img = text.fit(msg, 15, pool.w - 60, palette.TEXT)
        box = pygame.Rect(0, 0, img.get_width() + 28, 32)
        box.midbottom = (pool.centerx, pool.bottom - 10)
        draw_panel(surface, box, fill=(20, 22, 30), border=col, radius=10, alpha=240)
        surface.blit(img, img.get_rect(center=box.center))
        return box
    lines = text.wrap_lines(msg, 15, pool.w - 80)[:3]
    lh = text.font(15).get_linesize()
    used = max(text.font(15).size(ln)[0] for ln in lines)
    box = pygame.Rect(0, 0, used + 28, lh * len(lines) + 14)
    box.midbottom = (pool.centerx, pool.bottom - 8)
    draw_panel(surface, box, fill=(20, 22, 30), border=col, radius=10, alpha=245)
    for i, ln in enumerate(lines):
        img = text.render(ln, 15, palette.TEXT)
        surface.blit(img, img.get_rect(midtop=(box.centerx, box.y + 7 + i * lh)))
    return box
