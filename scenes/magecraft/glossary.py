"""Magecraft's keyword help (scenes.kit.keywords): the words its spell cards use, each
in a sentence or two of our own (true to the rulebook's sections on the turn's phases,
the effect icons and mastered spells), and its spells by name for the log."""
from __future__ import annotations

from functools import lru_cache

from engines.magecraft.content import SPELLS
from scenes.kit.keywords import CardBook

TERMS = {
    "Learn cost": "The gems you discard from your hand to take this spell from the "
                  "Academy into one of your spellbooks (on its left).",
    "Cast cost": "The gems you put on the spell from your hand to cast it. Each turn you "
                 "cast the spells of one spellbook, left to right, until one cannot be "
                 "paid.",
    "any": "A wild place in a cost: a gem of any colour pays it.",
    "mastered": "A spell flipped in a revision: the first gem of its cast cost turns "
                "golden, is paid again by the golden gem that moves along your spells, "
                "and so costs one gem less.",
    "Academy": "The spells on offer in the middle of the table, and the pool of gems "
               "that heals and shields come from.",
    "score area": "Gems won: 20 of them there wins the game.",
    "shield": "Gems standing before your HP: an attack knocks one of them away before "
              "it can reach your HP.",
    "HP": "Your life: the gems across the top of your board. With none left you are "
          "out; a full HP area (12) sends healing to your score area.",
    "bag": "Your gems to draw from; when it is empty the discard area is poured back "
           "in.",
    "discard area": "Where spent gems go, to be put back in your bag when it runs out.",
}

# what counts as a term in the card texts: the tests check each one found has an entry
PATTERNS = (r"^(Learn cost|Cast cost):", r"\b(mastered)\b", r"\b(Academy)\b",
            r"\b(score area)\b", r"\b(discard area)\b", r"\b(HP)\b", r"\b(any)\b")


@lru_cache(maxsize=1)
def _faces():
    from app.ui.cards import CardFaceCache
    from scenes.magecraft.card_art import draw_book_card
    return CardFaceCache(draw_book_card)


def card_info(name: str, size) -> tuple | None:
    """(face, name, text) of the spell called ``name`` (as it is learnt: not mastered;
    a spellbook card's face has its own shape, (236, 172))."""
    from scenes.magecraft.card_art import spell_body
    low = name.lower()
    for sid, s in enumerate(SPELLS):
        if s.name.lower() == low:
            return _faces().get((sid, False), (236, 172)), s.name, spell_body(sid)
    return None


def book() -> CardBook:
    return CardBook([s.name for s in SPELLS], card_info)
