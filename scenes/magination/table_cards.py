"""What lies under the mouse on the Magi-Nation table and what its zoom says (the
``cards`` part, scenes.kit.parts.CardInfo): a card of your hand, a card in play (the
last drawn on top), the top of a discard pile. The kit's zoom (scenes.kit.zoom) draws it
large with its whole text near where it lies. Reads: the drawn view, the places, the
drag (a held card is not under the mouse)."""
from __future__ import annotations

import pygame

from engines.magination.read import Board
from scenes.kit.parts import Part, TableFace
from scenes.magination.card_art import card_text
from scenes.magination.table_faces import Faces
from scenes.magination.table_places import Places

ELSEWHERE = pygame.Rect(500, 300, 10, 10)


class MagiNationCards(Part):
    def __init__(self, table: TableFace, places: Places, faces: Faces) -> None:
        self.table, self.places, self.faces = table, places, faces

    def card_under(self, pos):
        """The visible card under ``pos`` (topmost), or None."""
        places = self.places
        for iid, r in reversed(list(places.hand_rects().items())):
            if r.collidepoint(pos) and iid not in self.table.drag.hidden_keys:
                return iid
        b = Board(self.table.shown)
        for p in range(self.table.seats.players):
            if p not in places.layout.zones:
                continue
            # the last drawn lies on top (fanned cards): look at them first
            magi = b.magi(p)
            for iid in b.creatures(p)[::-1] + b.relics(p)[::-1] + (
                    [magi] if magi is not None else []):
                r = places.card_rect(iid)
                if r and r.collidepoint(pos):
                    return iid
            if b.discard(p) and places.zone(p).discard.collidepoint(pos):
                return b.discard(p)[-1]
        return None

    def area(self, key) -> pygame.Rect:
        r = self.places.card_rect(key) or ELSEWHERE
        return r.inflate(40, 40)

    def info(self, key, size) -> tuple | None:
        """(face, title, text) of card ``key`` when its face is known."""
        c = Board(self.table.shown).card(key)
        if c is None:
            return None
        return self.faces.get(c.id, size), c.name, card_text(c)
