"""The kit's card zoom: the card a hover (or a right click) chose, drawn large with its
whole text next to where it lies; and the inspector, the same in the log's column while
the log is hidden (the last card looked at stays). A table gives what a card is through
its ``cards`` part (scenes.kit.parts.CardInfo: ``card_under``, ``area``, ``info``).

The zoom's text panel has a "Keywords" box under it (app.ui.cards.ZoomView, given the
game's glossary: scenes.kit.keywords); a log line that names a card zooms that card
while the mouse rests on it (:class:`LogCardZoom`)."""
from __future__ import annotations

import pygame

from app.ui import palette, text
from app.ui.cards import HoverHold, keywords_panel
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
        y += img.get_height() + 8
        keywords = self.zoomer.keywords
        terms = tuple(keywords(body, title)) if keywords is not None else ()
        for size in (13, 12, 11):          # the keywords when they fit whole below
            if not terms:
                break
            box = keywords_panel(terms, area.w - 16, size)
            if box.get_height() <= area.bottom - 8 - y:
                surface.blit(box, (area.x + 8, y))
                break


class LogCardZoom:
    """The card a log line names, zoomed while the mouse rests on that line (the kit's,
    on every table): the table's ``card_named(line, at)`` hook says which card the line
    names (its default: a name of the game's card book, the one under the mouse first),
    the book draws it. Nothing shows while the log is hidden, a card is held, a card of
    the table is zoomed or a message shows (an open question's pop-up lets it show
    beside it: the log may tell what the question is about)."""

    def __init__(self, table, book, zoomer, delay: float = 0.4) -> None:
        self.table, self.book, self.zoomer = table, book, zoomer
        self.hold = HoverHold(delay)
        self.name: str | None = None          # the card zoomed, by name
        self.row: pygame.Rect | None = None   # the log row it came from

    def _under(self) -> tuple[str, pygame.Rect] | None:
        """(the card named by the log line under the mouse, that line's row)."""
        t = self.table
        if not self.book.names or t.drag.dragging is not None or t.drag.message \
                or t.zoom_key is not None:
            return None
        rect = getattr(t.popup, "rect", None) if t.popup is not None else None
        if rect is not None and pygame.Rect(rect).collidepoint(t.mouse):
            return None
        hit = t.log.line_at(t.mouse)
        if hit is None:
            return None
        line, at, row = hit
        name = t.card_named(line, at)
        return (name, row) if name is not None else None

    def update(self, dt: float) -> None:
        """Each frame: the card named where the mouse rests, once it has rested there."""
        under = self._under()
        held = self.hold.update(dt, (under[0], under[1].y) if under is not None else None)
        if held is None or under is None:
            self.name, self.row = None, None
            return
        self.name, self.row = under

    def reset(self) -> None:
        self.hold.reset()
        self.name, self.row = None, None

    def draw(self, surface) -> None:
        if self.name is None or self.row is None:
            return
        info = self.book.info(self.name, ZOOM_CARD)
        if info is None:
            return
        face, title, body = info
        self.zoomer.draw_zoom(surface, face, title, body, (self.row.x, self.row.centery))
