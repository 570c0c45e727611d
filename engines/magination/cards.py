"""Card data for Magi-Nation Duel: loaded once from cards.json (the engine's own copy of
the Base Set facts plus its rules vocabulary). Cards are read-only ``Card`` objects."""
from __future__ import annotations

import json
import os

_PATH = os.path.join(os.path.dirname(__file__), "cards.json")

MAGI, CREATURE, RELIC, SPELL = "Magi", "Creature", "Relic", "Spell"
UNIVERSAL, CORE = "Universal", "Core"
_SYNONYMS = {"Orothe Deep": "Orothe"}


class Power:
    __slots__ = ("name", "cost", "text", "steps", "self_discard", "condition", "index",
                 "reconstruction")

    def __init__(self, d: dict, index: int) -> None:
        self.name = d["name"]
        self.cost = d.get("cost", 0)          # int or "X"
        self.text = d["text"]
        self.steps = d.get("steps")
        self.self_discard = bool(d.get("self_discard", False))
        self.condition = d.get("condition")
        self.reconstruction = bool(d.get("reconstruction", False))
        self.index = index

    @property
    def x_cost(self) -> bool:
        return isinstance(self.cost, str)


class Effect:
    __slots__ = ("name", "text", "when", "cond", "steps", "code", "modifier", "static")

    def __init__(self, d: dict) -> None:
        self.name = d["name"]
        self.text = d["text"]
        self.when = d.get("when")
        self.cond = d.get("if") or {}
        self.steps = d.get("steps")
        self.code = d.get("code")
        self.modifier = d.get("modifier")
        self.static = d.get("static")


class Card:
    __slots__ = ("id", "name", "type", "regions", "cost", "energize", "starting", "text",
                 "powers", "effects", "steps", "rarity", "implemented", "x_max", "alternate",
                 "names", "shadow_of", "base_cost", "x_cost")

    def __init__(self, d: dict) -> None:
        self.id = d["id"]
        self.name = d["name"]
        self.type = d["type"]
        self.regions = tuple(_SYNONYMS.get(r, r) for r in d["regions"])
        self.cost = d["cost"]
        c = d["cost"]
        self.x_cost = isinstance(c, str)
        # "X" -> 0, "X+4" -> 4 (the fixed part of a variable cost)
        self.base_cost = (int(c.split("+")[1]) if "+" in c else 0) if self.x_cost else int(c)
        self.energize = d.get("energize", 0)
        self.starting = tuple(d.get("starting", ()))
        self.text = d.get("text", "")
        self.powers = tuple(Power(p, i) for i, p in enumerate(d.get("powers", ())))
        self.effects = tuple(Effect(e) for e in d.get("effects", ()))
        self.steps = d.get("steps")
        self.rarity = d.get("rarity", "")
        self.implemented = bool(d.get("implemented", False))
        self.x_max = d.get("x_max")
        self.alternate = d.get("alternate")      # "Alternate Furok" -> "Furok"
        self.shadow_of = d.get("shadow_of")      # Shadow Magi: their original region
        # Names this card counts as (itself and the card it is an alternate of).
        self.names = (self.name,) if not self.alternate else (self.name, self.alternate)

    @property
    def identity(self) -> str:
        """The name under which alternates count together (deck limits, relic rule)."""
        return self.alternate or self.name

    def has_word(self, word: str) -> bool:
        """The name rule: a card 'is a Quor' when 'Quor' is a word of its name."""
        w = word.lower()
        for n in self.names:
            for part in n.lower().replace("'", " ").split():
                if part == w or part == w + "s":
                    return True
        return False

    def to_dict(self) -> dict:
        return dict(_RAW[self.id])

    def __repr__(self) -> str:
        return f"<{self.type} {self.name}>"


with open(_PATH, encoding="utf-8") as _f:
    _DATA = json.load(_f)

_RAW = {c["id"]: c for c in _DATA["cards"]}
CARDS: list[Card] = [Card(c) for c in _DATA["cards"]]
BY_NAME: dict[str, Card] = {c.name.lower(): c for c in CARDS}
STARTER_DECKS: dict = _DATA["decks"]
ABOUT: str = _DATA["about"]
N_CARDS = len(CARDS)


def card(name_or_id) -> Card:
    """A card by id or by (case-insensitive) name; 'Fireball' finds Fire Ball."""
    if isinstance(name_or_id, Card):
        return name_or_id
    if isinstance(name_or_id, int):
        return CARDS[name_or_id]
    key = str(name_or_id).lower()
    c = BY_NAME.get(key)
    if c is None:
        c = BY_NAME.get(key.replace("fireball", "fire ball"))
    if c is None:
        raise KeyError(f"no Magi-Nation card named {name_or_id!r}")
    return c


def starter_deck(key: str) -> dict:
    """{"magi": [3 names in listed order], "cards": [names, one per copy]}"""
    lst = STARTER_DECKS[key]
    magi, cards = [], []
    for e in lst:
        c = card(e["name"])
        if c.type == MAGI:
            magi.append(c.name)
        else:
            cards.extend([c.name] * e["count"])
    return {"magi": magi, "cards": cards}
