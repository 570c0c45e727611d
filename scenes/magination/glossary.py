"""Magi-Nation Duel's keyword help (scenes.kit.keywords): the card kinds, the words of
its powers and effects, each in a sentence or two of our own (true to the rulebook's
sections on the cards, the steps of a turn and its glossary of terms), and its cards
by name for the log."""
from __future__ import annotations

from functools import lru_cache

from engines.magination.cards import CARDS
from scenes.kit.keywords import CardBook

TERMS = {
    "Magi": "Your champion. Its energy pays for your creatures, relics and spells; when "
            "it has no energy and no creatures it is defeated and your next Magi comes in.",
    "Creature": "Played from your hand after the attacks, with energy moved onto it from "
                "your Magi. Its energy is its strength in an attack.",
    "Relic": "An object your Magi keeps in play. Its powers are paid from your Magi's "
             "energy; you may not have two of the same name in play.",
    "Spell": "Cast from your hand, paid from your Magi's energy, then discarded. A spell "
             "from another region costs 1 more.",
    "Powers": "Abilities you choose to use in a Powers, Relics and Spells step, each once "
              "a turn, paying the cost in brackets first (a creature from its own energy).",
    "Effects": "Abilities that work on their own when what they name happens; you never "
               "choose to use them.",
    "Starting energy": "The energy a Magi comes in with.",
    "Energize": "The energy added to the card at the start of its owner's turn (the first "
                "player skips it on the very first turn).",
    "Starting cards": "Cards you may take into your hand when this Magi comes in, from "
                      "your deck or discard pile.",
    "Cost": "Energy your Magi pays to play the card; a creature receives that much "
            "energy. X means you choose how much.",
    "burrowed": "A burrowed creature loses at most two energy a turn from attacks and "
                "opposing cards.",
    "Attack Step": "The step of your turn after the first Powers, Relics and Spells step, "
                   "when each of your creatures may attack once.",
    "Draw Step": "The last step of your turn: you draw two cards.",
    "defeated": "A creature at no energy is discarded; a Magi at no energy with no "
                "creatures is put under your Magi pile and the next one comes in.",
    "in play": "On the table: your Magi, creatures and relics, not the cards in hands, "
               "decks or discard piles.",
    "discard pile": "Where used spells and defeated or discarded cards go, face up.",
    "Universal": "A card of no region: any Magi may play it at its printed cost.",
}

# what counts as a term in the card texts: the tests check each one found has an entry
PATTERNS = (r"^(Creature|Magi|Relic|Spell) —", r"^(Powers|Effects):",
            r"\b(burrowed)\b", r"\b(Attack Step|Draw Step)\b", r"(Starting energy)",
            r"· (Energize)")


@lru_cache(maxsize=1)
def _faces():
    from app.ui.cards import CardFaceCache
    from scenes.magination.card_art import draw_face
    return CardFaceCache(lambda cid, size: draw_face(CARDS[cid], size))


def card_info(name: str, size) -> tuple | None:
    """(face, name, text) of the card called ``name``."""
    from scenes.magination.card_art import card_text
    low = name.lower()
    for c in CARDS:
        if c.name.lower() == low:
            return _faces().get(c.id, size), c.name, card_text(c)
    return None


def book() -> CardBook:
    return CardBook([c.name for c in CARDS], card_info)
