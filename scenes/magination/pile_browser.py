"""Browse a discard pile: click a pile on the Magi-Nation table and its cards are listed,
top card first; hovering a row (or clicking it) shows the card in full beside the list.
Esc, Close or a click beside the list closes it. Read only: it never plays anything.

A small stand-in until the kit has its generic pile browser: the kit's ListPopup for the
list, the table's ZoomView for the card."""
from __future__ import annotations

import pygame

from scenes.kit.popups import ListPopup

__all__ = ["PileBrowser"]


class PileBrowser:
    """``cards``: (instance id, engine Card) top card first; ``zoom(surface, iid,
    anchor)`` draws one card in full; ``on_close()`` when it closes."""

    def __init__(self, title: str, cards, zoom, on_close, centre=(230, 330)) -> None:
        self.cards = list(cards)
        self.zoom = zoom
        self.on_close = on_close
        self.shown = self.cards[0][0] if self.cards else None
        self.pinned = False
        items = [(iid, c.name, f"{c.type} · cost {c.cost}") for iid, c in self.cards]
        self.list = ListPopup(title, items, self._pick, extra=(("Close", None),),
                              on_hover=self._hover, on_cancel=self.close, centre=centre)
        self.list.modal = True                 # the table waits while a pile is read
        self.list.closes_outside = True

    @property
    def rect(self) -> pygame.Rect:
        return self.list.rect

    def _hover(self, iid, pos) -> None:
        if iid is not None and not self.pinned:
            self.shown = iid

    def _pick(self, iid) -> None:
        if iid is None:
            self.close()
            return
        self.shown, self.pinned = iid, True

    def close(self) -> None:
        self.on_close()

    def handle(self, event) -> bool:
        self.list.handle(event)
        return True                            # nothing reaches the table meanwhile

    def draw(self, surface) -> None:
        self.list.draw(surface)
        if self.shown is not None:                 # the card beside the list, right of it
            r = self.list.rect                     # (ZoomView puts it 40 px past the anchor)
            self.zoom(surface, self.shown, (r.right - 30, r.centery))
