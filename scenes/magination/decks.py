"""Magi-Nation decks on disk (app.collection_store): the two starters built in, saved decks
checked by :class:`DeckFields` when read (a msgspec schema: lists of card names, bounded
lengths) and then by the engine's ``deck_problems``. A deck's own fields:

    "magi": [three Magi names, in play order], "cards": [every other card, once per copy]
"""
from __future__ import annotations

from typing import Annotated

import msgspec

from app.collection_store import Store
from app.storage import SHOWABLE

STARTERS = (("naroom", "Naroom starter"), ("cald", "Cald starter"))
MAX_MAGI, MAX_CARDS = 10, 500
MAX_CARD_NAME = 80

CardName = Annotated[str, msgspec.Meta(max_length=MAX_CARD_NAME, pattern=SHOWABLE)]


class DeckFields(msgspec.Struct):
    """A deck's own fields, as the file must hold them (other keys are ignored)."""
    magi: Annotated[list[CardName], msgspec.Meta(max_length=MAX_MAGI)]
    cards: Annotated[list[CardName], msgspec.Meta(max_length=MAX_CARDS)]


def _starters() -> list[dict]:
    from engines.magination import RULES
    out = []
    for key, label in STARTERS:
        d = RULES.starter_deck(key)
        out.append({"name": label, "builtin": key, "magi": d["magi"], "cards": d["cards"]})
    return out


def _problems(deck: dict) -> list[str]:
    from engines.magination import RULES
    return list(RULES.deck_problems({"magi": deck.get("magi", []),
                                     "cards": deck.get("cards", [])}))


DECKS = Store("magination", "deck", ("magi", "cards"), _starters, DeckFields, _problems,
              folder="decks")
