"""What lies under the mouse on the Magi table and what its zoom says (the ``cards``
part, scenes.kit.parts.CardInfo): a card of your hand or the top of the discard pile.
The kit's zoom (scenes.kit.zoom) draws it large beside where it lies.

The zoom comes only when asked for: never on the card a click was on (the pile after a
drop), nor on a card that came under a resting mouse (a card played onto the pile under
it), until the mouse leaves it (``hover``). Reads: the drawn board, the hand's rects,
the places, the card faces."""
from __future__ import annotations

from typing import Callable

import pygame

from engines.magi import RULES
from scenes.kit.parts import Part
from scenes.magi.board import Board
from scenes.magi.card_art import card_text
from scenes.magi.hand import HandView
from scenes.magi.open_hands import OpenHands
from scenes.magi.table_places import Places

ZOOM_FACE = (250, 350)
NOWHERE = pygame.Rect(0, 0, 0, 0)


class MagiCards(Part):
    def __init__(self, shown: Callable[[], Board], places: Places, hand: HandView,
                 faces, opened: OpenHands | None = None) -> None:
        self.shown, self.places, self.hand, self.faces = shown, places, hand, faces
        self.opened = opened            # the others' hands, face up when all are seen
        self._block = None              # the card under the mouse at the last click
        self._seen = None               # the card under the mouse last frame
        self._mouse = (0, 0)            # and where the mouse was

    def card_under(self, pos):
        cid = self.hand.card_at(pos)
        if cid is not None:
            return cid
        cid = self.opened.card_at(pos) if self.opened is not None else None
        if cid is not None:
            return cid
        pile = self.shown().pile
        if pile and self.places.layout.pile.collidepoint(pos):
            return pile[-1]
        return None

    def area(self, key) -> pygame.Rect:
        """Where the zoomed card lies (moving off it unpins the zoom)."""
        if key is None:
            return NOWHERE
        rect = self.hand.hit.get(key)
        if rect is None and self.opened is not None:
            rect = self.opened.rect_of(key)
        if rect is None:
            rect = self.places.layout.pile
        return rect.inflate(40, 40)

    def info(self, key, size=ZOOM_FACE):
        """(face, name, text) of card ``key``."""
        card = RULES.card(key)
        return self.faces.get(key, size), card.name, card_text(card).split("\n", 1)[1]

    # when the zoom may come ----------------------------------------------------------------
    def clicked(self, pos) -> None:
        """A click: the card it was on does not zoom until the mouse leaves it."""
        self._block = self.card_under(pos)

    def hover(self, hovered, mouse):
        """The card the hover may zoom, given the one under the mouse (``hovered``)."""
        if hovered != self._seen and mouse == self._mouse:
            self._block = hovered            # a card came under a resting mouse (a play)
        self._seen, self._mouse = hovered, mouse
        if hovered is not None and hovered == self._block:
            return None
        if hovered != self._block:
            self._block = None
        return hovered
