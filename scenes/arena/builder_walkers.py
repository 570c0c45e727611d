"""The row of the five Planeswalkers across the top of the army builder: each with its
standee, name, colour (emblem and word) and cost; the one leading the army is marked.
Clicking another switches the army's Planeswalker."""
from __future__ import annotations

import pygame

from app.ui import art, palette, text
from engines.arena.content import ARMY, ARMY_INDEX, PLANESWALKERS
from scenes.arena.builder_art import colour_emblem, fill_of, label_of, standee
from scenes.arena.builder_layout import WALKER_GAP, WALKER_W, WALKERS
from scenes.kit.builder.draw import key_at
from scenes.kit.builder.grid import cell


class WalkerRow:
    def __init__(self) -> None:
        self.rects: list[tuple[pygame.Rect, str]] = [
            (cell(WALKERS.x, WALKERS.y, i, len(PLANESWALKERS), (WALKER_W, WALKERS.h),
                  (WALKER_GAP, 0)), key) for i, key in enumerate(PLANESWALKERS)]

    def at(self, pos) -> str | None:
        return key_at(self.rects, pos)

    def rect_of(self, key: str) -> pygame.Rect:
        return next(r for r, k in self.rects if k == key)

    def draw(self, surface, chosen: str, mouse) -> None:
        for r, key in self.rects:
            card = ARMY[ARMY_INDEX[key]]
            fill = fill_of(card.colour)
            on = key == chosen
            hot = r.collidepoint(mouse)
            pygame.draw.rect(surface, art.shade(fill, -0.62 if on else -0.8), r,
                             border_radius=12)
            fig = standee(key, 12, not on)
            surface.blit(fig, fig.get_rect(midbottom=(r.x + 34, r.bottom - 4)))
            x = r.x + 66
            room = r.right - 10 - x
            name_col = palette.TEXT if on else (196, 196, 204)
            surface.blit(text.fit(card.name, 16, room, name_col, text.BOLD), (x, r.y + 8))
            em = colour_emblem(card.colour, 14)
            surface.blit(em, (x, r.y + 31))
            surface.blit(text.fit(f"{label_of(card.colour)} · {card.cost} points", 13, room - 18,
                             palette.TEXT_DIM), (x + 18, r.y + 30))
            if on:
                tag, col = "✓ Leads your army", palette.ACCENT
            else:
                tag, col = "Click to lead", (140, 142, 156)
            surface.blit(text.fit(tag, 13, room, col, text.BOLD), (x, r.y + 54))
            border = palette.ACCENT if on else (palette.LEGAL_GLOW if hot else
                                                art.shade(fill, -0.3))
            pygame.draw.rect(surface, border, r, width=3 if on else 2, border_radius=12)
