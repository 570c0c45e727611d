"""A builder's leader: the one card an entry is built round (Arena's Planeswalker, a
Magi, a hero), chosen in a row of every leader across the builder. Each leader has its
box in its own colour; the chosen one is brighter, rimmed in the accent and says so in
words, the others say a click chooses them (the scene asks the model to switch)."""
from __future__ import annotations

from typing import Callable, Sequence

import pygame

from app.ui import art, draw, palette, text
from scenes.kit.builder.draw import key_at
from scenes.kit.builder.grid import cell, share


class LeaderRow:
    """``keys`` side by side in ``area``, ``gap`` apart. ``tags``: what the chosen one
    and the others say ("✓ Leads your army", "Click to lead"); ``picture_w``: the room
    of a leader's picture."""

    def __init__(self, area: pygame.Rect, keys: Sequence[str], gap: int,
                 tags: tuple[str, str] = ("✓ Chosen", "Click to choose"),
                 picture_w: int = 60) -> None:
        size = (share(area.w, len(keys), gap), area.h)
        self.rects = [(cell(area.x, area.y, i, len(keys), size, (gap, 0)), key)
                      for i, key in enumerate(keys)]
        self.tags, self.picture_w = tags, picture_w

    def at(self, pos) -> str | None:
        return key_at(self.rects, pos)

    def rect_of(self, key: str) -> pygame.Rect:
        return next(r for r, k in self.rects if k == key)

    def draw(self, surface, chosen: str, mouse, face: Callable[[str], tuple]) -> None:
        """Each leader as ``face(key)`` gives it: (its colour, its picture, its name, an
        icon and a note: "Red · 365 points" after its colour's emblem). Its box (the
        colour, dark), the picture standing at its left, the words, the tag and the rim
        (lit under the mouse)."""
        for r, key in self.rects:
            colour, picture, name, icon, note = face(key)
            on = key == chosen
            draw.rect(surface, art.shade(colour, -0.62 if on else -0.8), r,
                             border_radius=12)
            surface.blit(picture, picture.get_rect(midbottom=(r.x + 4 + self.picture_w // 2,
                                                              r.bottom - 4)))
            x = r.x + 6 + self.picture_w
            room = r.right - 10 - x
            surface.blit(text.fit(name, 16, room, palette.TEXT if on else (196, 196, 204),
                                  text.BOLD), (x, r.y + 8))
            surface.blit(icon, (x, r.y + 31))
            surface.blit(text.fit(note, 13, room - 18, palette.TEXT_DIM), (x + 18, r.y + 30))
            tag, col = (self.tags[0], palette.ACCENT) if on else (self.tags[1], (140, 142, 156))
            surface.blit(text.fit(tag, 13, room, col, text.BOLD), (x, r.bottom - 30))
            rim = palette.ACCENT if on else (palette.LEGAL_GLOW if r.collidepoint(mouse)
                                             else art.shade(colour, -0.3))
            draw.rect(surface, rim, r, width=3 if on else 2, border_radius=12)
