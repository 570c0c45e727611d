"""Magi's keyword help (scenes.kit.keywords): the card kinds and the words its card
texts use, each in a sentence or two of our own (true to the rulebook's sections on the
cards, the phases of a turn and the special abilities), and its cards by name for the
log."""
from __future__ import annotations

from functools import lru_cache

from engines.magi.cards import CARDS
from scenes.kit.keywords import CardBook

TERMS = {
    "Guild card": "A plain coloured card with a picture and no ability: it goes on a card "
                  "of the same colour or the same picture.",
    "Magical item": "A coloured card with an ability that works as soon as it is played; "
                    "it goes on a card of the same colour or picture.",
    "Magi card": "A grey card: it goes on any card, at any time but the magic phase "
                 "(unless it has the through symbol), and all its abilities work.",
    "magic phase": "The first phase of your turn: only cards with the through symbol may "
                   "be played, to get out of drawing the DRAWCOUNT.",
    "DRAWCOUNT": "Markers that Draw cards put on the table; the next player who cannot "
                 "play a through card draws their whole sum, and they are cleared.",
    "minus points": "What the card adds to your total if it is still in your hand when "
                    "someone empties theirs. Once a total reaches the target the game "
                    "ends, and the lowest total wins.",
    "picture": "The object on the card (broom, cup, amulet...): a card may be played on "
               "one with the same picture, whatever its colour.",
}

# what counts as a term in the card texts: the tests check each one found has an entry
PATTERNS = (r"^(Guild card|Magical item|Magi card) ", r"\b(DRAWCOUNT)\b",
            r"\b(magic phase)\b", r"\b(minus points)\b")


@lru_cache(maxsize=1)
def _faces():
    from app.ui.cards import CardFaceCache
    from scenes.magi.card_art import draw_face
    return CardFaceCache(lambda cid, size: draw_face(CARDS[cid], size))


def card_info(name: str, size) -> tuple | None:
    """(face, name, text) of the first card called ``name`` (cards of one name differ
    only in their points)."""
    from scenes.magi.card_art import card_text
    low = name.lower()
    for cid, c in enumerate(CARDS):
        if c.name.lower() == low:
            return _faces().get(cid, size), c.name, card_text(c).split("\n", 1)[1]
    return None


def book() -> CardBook:
    return CardBook([c.name for c in CARDS], card_info)
