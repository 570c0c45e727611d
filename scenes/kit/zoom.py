"""The kit's card zoom: the card a hover (or a right click) chose, drawn large with its
whole text next to where it lies; and the inspector, the same in the log's column while
the log is hidden (the last card looked at stays). A table gives what a card is through
its ``cards`` part (scenes.kit.parts.CardInfo: ``card_under``, ``area``, ``info``)."""
from __future__ import annotations

import pygame

from app.ui import palette, text
from app.ui.widgets import draw_panel

ZOOM_CARD = (236, 350)
INSPECT_CARD = (200, 296)
INSPECT_HINT = ("Rest the mouse on a card: it shows here, large, with its text.",
                "Press L or click the header below to bring the log back.")


class CardZoom:
    def __init__(self, zoomer, cards, top_limit: int = 360) -> None:
        self.zoomer = zoomer              # app.ui.cards.ZoomView
        self.cards = cards                # the table's CardInfo part
        self.top_limit = top_limit        # the zoom's anchor stays above this y
        self.inspected = None             # the inspector's card

    def draw(self, surface, key, size=ZOOM_CARD) -> None:
        """The zoom of ``key`` (the kit's ``zoom_key``) near where the card lies."""
        info = self.cards.info(key, size) if key is not None else None
        if info is None:
            return
        face, title, body = info
        anchor = self.cards.area(key).center
        self.zoomer.draw_zoom(surface, face, title, body,
                              (anchor[0], min(anchor[1], self.top_limit)))

    def draw_inspector(self, surface, area: pygame.Rect, under, cut: str = "") -> None:
        """The log's column (``area``) showing the card ``under`` the mouse (None: the
        last one looked at); a long text drops what follows ``cut`` when it must."""
        draw_panel(surface, area, fill=(30, 34, 46), border=palette.PANEL_BORDER, radius=12,
                   alpha=240)
        if under is not None:
            self.inspected = under
        key = self.inspected
        info = self.cards.info(key, INSPECT_CARD) if key is not None else None
        if info is None:
            self.inspected = None
            y = area.y + 16
            for line in INSPECT_HINT:
                img = text.render_wrapped(line, 14, area.w - 28, palette.TEXT_DIM)
                surface.blit(img, (area.x + 14, y))
                y += img.get_height() + 10
            return
        face, title, body = info
        surface.blit(face, face.get_rect(midtop=(area.centerx, area.y + 10)))
        y = area.y + 16 + face.get_height()
        t = text.fit(title, 18, area.w - 28, palette.ACCENT, text.BOLD)
        surface.blit(t, (area.x + 14, y))
        y += t.get_height() + 4
        room = area.bottom - 8 - y
        short = body.split(cut)[0] if cut else body
        for words, size in ((body, 13), (body, 12), (short, 13), (short, 12), (short, 11)):
            img = text.render_wrapped(words, size, area.w - 28, palette.TEXT)
            if img.get_height() <= room:
                break
        surface.blit(img, (area.x + 14, y))
