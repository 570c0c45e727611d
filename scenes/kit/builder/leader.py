"""A builder's leader: the one card an entry is built round (Arena's Planeswalker, a
Magi, a hero), chosen in a row of every leader across the builder. Each leader has its
box in its own colour; the chosen one is brighter, rimmed in the accent and says so in
words, the others say a click chooses them (the scene asks the model to switch)."""
from __future__ import annotations

from typing import Callable, Sequence

import pygame

from app.ui import art, palette, text
from scenes.kit.builder.draw import key_at
from scenes.kit.builder.grid import cell, share


class LeaderRow:
    """``keys`` side by side in ``area``, ``gap`` apart. ``tags``: what the chosen one
    and the others say ("✓ Leads your army", "Click to lead")."""

    def __init__(self, area: pygame.Rect, keys: Sequence[str], gap: int,
                 tags: tuple[str, str] = ("✓ Chosen", "Click to choose")) -> None:
        size = (share(area.w, len(keys), gap), area.h)
        self.rects = [(cell(area.x, area.y, i, len(keys), size, (gap, 0)), key)
                      for i, key in enumerate(keys)]
        self.tags = tags

    def at(self, pos) -> str | None:
        return key_at(self.rects, pos)

    def rect_of(self, key: str) -> pygame.Rect:
        return next(r for r, k in self.rects if k == key)

    def draw(self, surface, chosen: str, mouse, colour_of: Callable[[str], tuple],
             draw_face: Callable[..., int]) -> None:
        """Each leader: its box (``colour_of(key)`` darkened), ``draw_face(surface,
        rect, key, chosen?)`` (its picture and words; returns the x its tag starts at),
        the tag at the foot and the rim (lit under the mouse)."""
        for r, key in self.rects:
            fill, on = colour_of(key), key == chosen
            pygame.draw.rect(surface, art.shade(fill, -0.62 if on else -0.8), r,
                             border_radius=12)
            x = draw_face(surface, r, key, on)
            tag, col = (self.tags[0], palette.ACCENT) if on else (self.tags[1], (140, 142, 156))
            surface.blit(text.fit(tag, 13, r.right - 10 - x, col, text.BOLD), (x, r.bottom - 30))
            rim = palette.ACCENT if on else (palette.LEGAL_GLOW if r.collidepoint(mouse)
                                             else art.shade(fill, -0.3))
            pygame.draw.rect(surface, rim, r, width=3 if on else 2, border_radius=12)
