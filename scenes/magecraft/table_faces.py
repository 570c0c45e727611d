"""The Magecraft table's card faces (a part): the spellbook cards (by spell and
mastered) and the Academy cards (by spell), each drawn once per size (the shared
surface cache, app.ui.cards)."""
from __future__ import annotations

from app.ui.cards import CardFaceCache
from scenes.kit.parts import Part
from scenes.magecraft import card_art as CA


class Faces(Part):
    def __init__(self) -> None:
        self.book = CardFaceCache(CA.draw_book_card)
        self.academy = CardFaceCache(lambda sid, size: CA.draw_academy_card(sid, size))

    def book_card(self, spell, size=CA.BOOK_CARD):
        """A spellbook card's face: ``spell`` a read-model Spell (sid, mastered)."""
        return self.book.get((spell[0], bool(spell[1])), size)

    def table_card(self, spell, lay):
        """A spellbook card's face as the table's layout ``lay`` shows it (larger in a
        taller room)."""
        if lay.book_scale == 1.0:
            return self.book_card(spell)
        return self.book.get((spell[0], bool(spell[1]), lay.book_scale), lay.BOOK_CARD)
