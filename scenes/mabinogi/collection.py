"""Mabinogi Duel decks on disk: the plug-in's collection (``DECKS``, kind "deck").

The prebuilt decks of engines/mabinogi/decks.json are built in (read-only, copied when
chosen); the player's decks are JSON files read through the one guarded reader
(app.storage via app.collection_store.Store), checked by :class:`DeckFields` (a msgspec
schema: a hero key and a list of card names, bounded lengths) right after parsing, then by
the engine's ``deck_problems`` (empty: playable). A file that fails is moved aside
(``*.bad-<time>``), never deleted, and the player is told where. A deck's own fields:

    {"version": 1, "game": "mabinogi", "name": "My Grove",
     "hero": "brigid", "cards": ["Hyena", "Hyena", "Rhino", ...]}

The files live in ``data_dir()/mabinogi-decks/``, not in the ``decks/`` folder Magi-Nation
uses: both stores name a file after its deck's name, so in one folder a Mabinogi deck
called "Fire" and a Magi-Nation deck called "Fire" would be the same file (saving one
would replace the other, deleting one would delete the other).

The plug-in names it: ``collection=DECKS``.
"""
from __future__ import annotations

from typing import Annotated

import msgspec

from app.collection_store import Store
from app.plugin import Collection, lazy
from app.storage import SHOWABLE

GAME = "mabinogi"
FOLDER = "mabinogi-decks"
MAX_FILE_CARDS = 40          # the schema's bound; the engine says "at most 12" in words
MAX_CARD_NAME = 60
MAX_HERO_KEY = 40

CardName = Annotated[str, msgspec.Meta(max_length=MAX_CARD_NAME, pattern=SHOWABLE)]
HeroKey = Annotated[str, msgspec.Meta(max_length=MAX_HERO_KEY, pattern=SHOWABLE)]


class DeckFields(msgspec.Struct):
    """A deck's own fields, as the file must hold them (other keys are ignored)."""
    hero: HeroKey
    cards: Annotated[list[CardName], msgspec.Meta(max_length=MAX_FILE_CARDS)]


def _prebuilt() -> list[dict]:
    from engines.mabinogi.content import DECKS as PREBUILT
    return [{"name": d.name, "builtin": d.key, "hero": d.hero, "cards": list(d.cards)}
            for d in PREBUILT]


def _problems(deck: dict) -> list[str]:
    from engines.mabinogi.deck_model import deck_problems
    return [p.sentence for p in deck_problems({"hero": deck.get("hero"),
                                               "cards": list(deck.get("cards") or [])})]


STORE = Store(GAME, "deck", ("hero", "cards"), _prebuilt, DeckFields, _problems,
              folder=FOLDER)

DECKS = Collection(kind="deck", noun="deck", game=GAME, store=STORE,
                   open_builder=lazy("scenes.mabinogi.builder", "open_builder"))


# -- for the setup screen and the table -------------------------------------------------
def engine_deck(name: str, fields: dict) -> dict:
    """A playable entry as the engine's deck form ({"name", "hero", "cards"})."""
    return {"name": name, "hero": fields["hero"], "cards": list(fields["cards"])}


def config_deck(name: str):
    """The engine's deck for a deck chosen by name in the setup screen: a prebuilt deck's
    key, a valid saved deck as {"name", "hero", "cards"}, else "random" (a prebuilt deck
    drawn by the game's seed)."""
    for built in STORE.builtin():
        if built["name"] == name:
            return built["builtin"]
    try:
        playable = dict(STORE.playable())
    except Exception:  # noqa: BLE001 - an unreadable folder: the prebuilt decks only
        playable = {}
    if name in playable:
        return engine_deck(name, playable[name])
    return "random"


def deck_choices(app=None, players: int = 2) -> list[tuple[str, str, str]]:
    """(value, label, note) for every deck that may be played: prebuilt, then saved ones
    (a SetupOption's ``choices``)."""
    from engines.mabinogi.content import hero
    try:
        decks = STORE.playable()
    except Exception:  # noqa: BLE001 - an unreadable folder: the prebuilt decks only
        decks = [(d["name"], d) for d in STORE.builtin()]
    out = []
    for name, d in decks:
        try:
            who = hero(d["hero"]).name
        except KeyError:
            who = "?"
        out.append((name, name, f"Hero: {who}"))
    return out
