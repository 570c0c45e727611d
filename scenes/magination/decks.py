"""Magi-Nation decks on disk (app.collection_store): the two starters built in, saved decks
checked by the engine's ``deck_problems``. A deck's own fields:

    "magi": [three Magi names, in play order], "cards": [every other card, once per copy]
"""
from __future__ import annotations

from app.collection_store import Store

STARTERS = (("naroom", "Naroom starter"), ("cald", "Cald starter"))
MAX_MAGI, MAX_CARDS = 10, 500


def _starters() -> list[dict]:
    from engines.magination import RULES
    out = []
    for key, label in STARTERS:
        d = RULES.starter_deck(key)
        out.append({"name": label, "builtin": key, "magi": d["magi"], "cards": d["cards"]})
    return out


def _shape(data: dict) -> str | None:
    """Why the deck's fields cannot be a deck at all (None: they can)."""
    magi, cards = data.get("magi"), data.get("cards")
    if (not isinstance(magi, list) or not isinstance(cards, list)
            or not all(isinstance(n, str) for n in magi + cards)
            or len(magi) > MAX_MAGI or len(cards) > MAX_CARDS):
        return "its card lists are malformed"
    return None


def _problems(deck: dict) -> list[str]:
    from engines.magination import RULES
    return list(RULES.deck_problems({"magi": deck.get("magi", []),
                                     "cards": deck.get("cards", [])}))


DECKS = Store("magination", "deck", ("magi", "cards"), _starters, _shape, _problems)
