"""The deck builder's hero picker: every hero with its portrait, HP and story; click one
to make it the deck's hero (Esc or a click outside keeps the hero as it was)."""
from __future__ import annotations

from typing import Callable

import pygame

from app.ui import palette, text
from app.ui.text import fit
from app.ui.widgets import Button
from engines.mabinogi.content import HEROES
from scenes.kit.builder.load import ChooserOverlay
from scenes.kit.builder.grid import cell
from scenes.mabinogi.builder_cards import portrait
from scenes.mabinogi.builder_layout import H, W

ROW_H, GAP = 66, 6


class HeroPicker(ChooserOverlay):
    def __init__(self, app, current: str, on_choose: Callable[[str], None]) -> None:
        super().__init__(app, on_choose)
        self.current = current
        h = 84 + len(HEROES) * (ROW_H + GAP) + 70
        self.rect = pygame.Rect(0, 0, 640, h)
        self.rect.center = (W // 2, H // 2)
        self.cancel = Button((self.rect.right - 24 - 140, self.rect.bottom - 20 - 44, 140, 44),
                             "Cancel", self.close, size=18)

    def rows(self) -> list[tuple[pygame.Rect, str]]:
        size = (self.rect.w - 48, ROW_H)
        return [(cell(self.rect.x + 24, self.rect.y + 76, i, 1, size, (0, GAP)), h.key)
                for i, h in enumerate(HEROES)]

    def draw(self, surface) -> None:
        self.draw_frame(surface, "Choose the hero",
                        "The hero plays the deck and levels up with it", 24, 20, 26)
        for (r, key), h in zip(self.rows(), HEROES):
            hot = r.collidepoint(self.mouse)
            mine = key == self.current
            self.draw_row_frame(surface, r, hot, hot or mine)
            surface.blit(portrait(key, 54), (r.x + 6, r.y + 6))
            x = r.x + 72
            tag = text.render("✓ This deck's hero" if mine else f"{h.hp} HP", 13,
                              palette.GOOD if mine else palette.TEXT_DIM, text.BOLD)
            surface.blit(tag, tag.get_rect(topright=(r.right - 12, r.y + 10)))
            surface.blit(fit(h.name, 17, r.right - 24 - tag.get_width() - x, palette.TEXT,
                             text.BOLD), (x, r.y + 8))
            surface.blit(fit(h.text, 13, r.right - 12 - x, palette.TEXT_DIM), (x, r.y + 38))
        self.cancel.draw(surface)
