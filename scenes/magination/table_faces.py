"""The Magi-Nation table's card faces (a part): a card's face as the viewer sees it in
the drawn view (its back when face down to them; a landscape tile in a compact row),
the still faces and the backs
kept by size in the shared cache (under this part's owner token). Reads: the drawn view."""
from __future__ import annotations

from typing import Callable

import pygame

from app.ui.cards import CardFaceCache
from app.ui.surface_cache import SHARED, owner_token
from engines.magination.read import Board
from scenes.kit.parts import Part
from scenes.magination.card_art import draw_back, draw_face, draw_tile


def _still(card_id, size) -> pygame.Surface:
    """A card's face; wider than tall, the landscape tile of an opponent's compact row
    (its name readable across the top)."""
    if size[0] > size[1]:
        return draw_tile(Board.card_def(card_id), size)
    return draw_face(Board.card_def(card_id), size)


class Faces(Part):
    def __init__(self, shown: Callable[[], Board]) -> None:
        self.shown = shown
        self.stills = CardFaceCache(_still)

    def get(self, card_id: int, size) -> pygame.Surface:
        """The still face of card ``card_id``."""
        return self.stills.get(card_id, size)

    def face(self, iid, size) -> pygame.Surface:
        """Card ``iid``'s face as the viewer sees it (its back when hidden from them)."""
        d = self.shown().card_id(iid)
        return self.back(size) if d is None else self.stills.get(d, size)

    def back(self, size) -> pygame.Surface:
        size = (int(size[0]), int(size[1]))
        token = owner_token(self)
        kept = ("magination.back", token, size)
        b = SHARED.get(kept)
        if b is None:
            b = SHARED.put(kept, draw_back(size), owner=token)
        return b
