"""A look into a Magecraft gem area: a click on anyone's discard area (or score, or
shield row) opens this over the table. Gems there have no order, so the view lists
them by colour: the gem, its name and how many. Esc, Close or a click beside it closes
it. It is one of the kit's pop-ups (scenes.kit.popup_base): it answers nothing."""
from __future__ import annotations

import pygame

from app.ui import palette, text
from scenes.kit.popup_base import PAD, Popup
from scenes.magecraft import gems as G

ROW = 30
GEM = 24


class GemPilePopup(Popup):
    width = 300
    closes_outside = True

    def __init__(self, title: str, counts, on_close, *, centre, bounds) -> None:
        total = sum(counts)
        super().__init__(text.shorten(title, self.title_size, 460, text.BOLD), None,
                         body=f"{total} gem{'s' if total != 1 else ''}",
                         on_cancel=on_close, centre=centre, bounds=bounds)
        self.counts = list(counts)
        y = self.top
        self.rows = [(c, self.part((PAD, y + k * ROW, self.inner_w, ROW)))
                     for k, c in enumerate(c for c in range(5) if counts[c])]
        y += max(1, len(self.rows)) * ROW + 8
        self.add_button((self.rect.w // 2 - 60, y, 120, 34), "Close", on_close, size=15)
        self.place(y + 34 + PAD)

    def draw_content(self, surface) -> None:
        if not self.rows:
            text.blit_text(surface, "No gem here", (self.rect.centerx, self.rect.y + self.top
                                                    + 6), 14, palette.TEXT_DIM,
                           anchor="midtop")
        for c, r in self.rows:
            surface.blit(G.sprite(c, GEM), (r.x, r.y + (ROW - GEM) // 2))
            text.blit_text(surface, G.NAMES[c], (r.x + GEM + 10, r.centery), 15,
                           palette.TEXT, anchor="midleft")
            text.blit_text(surface, f"×{self.counts[c]}", (r.right, r.centery), 15,
                           palette.TEXT, text.BOLD, anchor="midright")

    def handle_content(self, event) -> bool:
        return event.type == pygame.MOUSEWHEEL
