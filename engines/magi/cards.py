"""Magi card data: loaded once from cards.json and flattened into per-card lists.

The hot path (legal_actions / apply) indexes the module-level lists below by card id;
the friendly :class:`Card` named tuples are for the UI, the log and the tests.
"""
from __future__ import annotations

import json
import os
from typing import NamedTuple

COLOURS = ("red", "blue", "green", "yellow")
COLOUR_INDEX = {c: i for i, c in enumerate(COLOURS)}
GUILD_PICTURES = ("balance", "broom", "coin", "sword", "crystal", "shield", "cup")
ITEM_PICTURES = ("amulet", "hourglass", "sceptre", "coat", "parchment")

# Ability codes, numbered in the fixed order in which a card's abilities resolve.
RESET, DRAW, REVERSE, SELECT, FREE, SHOT, AGAIN, THROUGH, ORIGINAL = range(9)
ABILITY_NAMES = ("reset", "draw", "reverse", "select", "free", "shot", "again", "through",
                 "original")
ABILITY_CODE = {n: i for i, n in enumerate(ABILITY_NAMES)}
ABILITY_TITLES = {"reset": "Reset", "draw": "Draw", "reverse": "Reverse", "select": "Select",
                  "free": "Free", "shot": "Shot", "again": "Again", "through": "Through",
                  "original": "Original"}


class Card(NamedTuple):
    id: int
    kind: str            # "guild" | "item" | "magi"
    picture: str
    colour: str | None   # None for magi
    points: int
    through: bool
    abilities: tuple     # e.g. (("select",), ("draw", 2))
    name: str


def _load() -> tuple[list[Card], str]:
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "cards.json")
    with open(path, encoding="utf-8") as fh:
        data = json.load(fh)
    cards = []
    for i, raw in enumerate(data["cards"]):
        if raw["id"] != i:
            raise ValueError(f"cards.json: card {i} has id {raw['id']}")
        abilities = tuple(tuple(a) for a in raw["abilities"])
        if raw["kind"] == "magi":
            name = raw["name"]
        else:
            name = f"{raw['colour'].capitalize()} {raw['picture'].capitalize()}"
            if raw["picture"] == "sceptre":
                name += f" (Draw {abilities[0][1]})"
        cards.append(Card(i, raw["kind"], raw["picture"], raw["colour"], int(raw["points"]),
                          bool(raw["through"]), abilities, name))
    return cards, data.get("_note", "")


CARDS, DESIGN_NOTE = _load()
N_CARDS = len(CARDS)
ALL_IDS = tuple(range(N_CARDS))

_pictures = list(GUILD_PICTURES) + list(ITEM_PICTURES)
for _c in CARDS:
    if _c.picture not in _pictures:
        _pictures.append(_c.picture)
PICTURES = tuple(_pictures)
PICTURE_INDEX = {p: i for i, p in enumerate(PICTURES)}

# Flat per-card lists for the hot path.
COL = [COLOUR_INDEX[c.colour] if c.colour else -1 for c in CARDS]
PIC = [PICTURE_INDEX[c.picture] for c in CARDS]
PTS = [c.points for c in CARDS]
IS_MAGI = [c.kind == "magi" for c in CARDS]
THR = [c.through for c in CARDS]
IS_SCEPTRE = [c.picture == "sceptre" for c in CARDS]
MAGIC_OK = [c.through for c in CARDS]                       # basic rules
MAGIC_OK_VARIATION = [c.through or c.picture == "sceptre" for c in CARDS]


def _codes(card: Card) -> tuple:
    out = []
    for ab in card.abilities:
        code = ABILITY_CODE[ab[0]]
        if code == THROUGH:
            continue
        out.append((code, int(ab[1]) if len(ab) > 1 else 0))
    out.sort()
    return tuple(out)


# Resolvable abilities of each card as (code, amount) sorted by resolution order. The
# through symbol is a card flag (THR), also accepted as an ability entry in the data.
ABIL = [_codes(c) for c in CARDS]
