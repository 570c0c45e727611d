"""What lies under the mouse on the Magecraft table and what its zoom says (the
``cards`` part, scenes.kit.parts.CardInfo): an Academy card, or a spell of the viewer's
spellbooks. The kit's zoom (scenes.kit.zoom) draws it large near where it lies. Reads:
the seats, the drawn state, the Academy's layout (the log shown or hidden), the faces."""
from __future__ import annotations

import pygame

from engines.magecraft.read import Mages
from scenes.kit.parts import TableFace
from scenes.kit.reading import ReadingPart
from scenes.magecraft import card_art as CA
from scenes.magecraft.table_faces import Faces
from scenes.magecraft.table_places import Places

NOWHERE = pygame.Rect(0, 0, 0, 0)


class MagecraftCards(ReadingPart[Mages]):
    read = Mages

    def __init__(self, table: TableFace, places: Places, faces: Faces) -> None:
        self.table, self.places, self.faces = table, places, faces

    def card_under(self, pos):
        s = self.shown()
        academy = self.places.academy()
        if academy.rect.collidepoint(pos):
            for k, sid in enumerate(s.academy()):
                if academy.card(k).collidepoint(pos):
                    return ("acad", sid)
            return None
        lay = self.places.lay
        if lay.BOOKS.collidepoint(pos):
            me = self.table.seats.me
            for b in range(3):
                book = s.book(me, b)
                n = len(book)
                for i in range(n - 1, -1, -1):
                    if lay.card_rect(b, i, n).collidepoint(pos):
                        return ("book", book[i].sid, book[i].mastered, b, i)
        return None

    def area(self, key) -> pygame.Rect:
        """Where the zoomed card lies (moving off it unpins the zoom)."""
        if key is None:
            return NOWHERE
        s = self.shown()
        if key[0] == "acad":
            k = s.academy().index(key[1])
            return self.places.academy().card(k).inflate(30, 30)
        _, sid, m, b, i = key
        n = s.book_size(self.table.seats.me, b)
        return self.places.lay.card_rect(b, min(i, max(0, n - 1)), max(1, n)).inflate(30, 30)

    def info(self, key, size) -> tuple | None:
        """(face, title, text) of the card ``key`` (the zoom's own size: a spellbook
        card's face is drawn at (236, 172))."""
        if key[0] == "acad":
            sid, mastered = key[1], False
        else:
            sid, mastered = key[1], key[2]
        face = self.faces.book_card((sid, mastered), (236, 172))
        title = Mages.spell_name(sid) + (" (mastered)" if mastered else "")
        body = CA.spell_body(sid)
        if key[0] == "acad":          # spell_body says the learn cost once, when there is one
            s = self.shown()
            k = s.academy().index(sid)
            free = "" if Mages.learn_cost(sid) else "Learn cost: nothing. "
            body = f"{free}{s.academy_left(k)} left in the Academy.\n" + body
        return face, title, body
