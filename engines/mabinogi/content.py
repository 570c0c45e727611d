"""Mabinogi Duel content: the card pool, the tokens, the heroes and the prebuilt decks,
loaded once from cards.json and decks.json and checked on the way in.

A card is a :class:`Card` (index ``CARDS[id]``; names are unique, ``CARD_INDEX[name]``).
Per-level values are 3-tuples for hero levels 1, 2, 3 (``card.cost[level - 1]``). A card's
effects are :class:`Effect` records:

``on``   the trigger: ``cast`` (a spell used from the hand), ``start`` (a creature's
         starting effect: when it is summoned and in each of its side's starting effect
         phases), ``close`` (its side's closing effects phase), ``attacked`` (after it is
         attacked and survives; ``melee`` limits it to melee attacks), ``death``,
         ``battle`` (its battle-phase attack is this ranged attack instead of the melee
         one), ``front_attacks`` (the enemy in front is about to make its battle attack),
         ``hero_attacked`` (its side's hero is attacked), ``ally_dies`` (another creature
         of its side dies), ``grave_start`` / ``grave_ally_dies`` (the same, working from
         its owner's grave), ``counter`` (a grave counterspell; ``what`` is ``spell`` or
         ``summon``: the kind of card it counters).
``do``   damage (a ranged attack), heal (restoration), lose_hp (a debuff of HP), buff /
         debuff (``stat``: atk, def or max_hp; ``turn``: for this turn only), paralyse,
         control (one turn), bounce (back to its owner's hand), gain (``res``), xp, token
         (summons ``token``), discard_random, reclaim.
``to``   self, chosen (the spell's target), attacker, front, front_or_hero, enemy_hero,
         own_hero, enemies, others, team, adjacent, random_enemy, weakest_enemy_or_hero,
         front_three_or_hero, here, dead_cell, empty.
``n``    the number per level.

A spell's ``aim`` says what its player chooses: enemy_creature, ally_creature, enemy
(an enemy creature or the enemy hero), ally_or_hero, or nothing (None).
"""
from __future__ import annotations

import json
import os
from typing import NamedTuple

RESOURCES = ("Gold", "Mana", "Light", "Nature", "Dark")
RES_INDEX = {r: i for i, r in enumerate(RESOURCES)}
GOLD, MANA, LIGHT, NATURE, DARK = range(5)

SUMMON, SPELL = "summon", "spell"

TRIGGERS = ("cast", "start", "close", "attacked", "death", "battle", "front_attacks",
            "hero_attacked", "ally_dies", "grave_start", "grave_ally_dies", "counter")
DOS = ("damage", "heal", "lose_hp", "buff", "debuff", "paralyse", "control", "bounce", "gain",
       "xp", "token", "discard_random", "reclaim")
TARGETS = ("self", "chosen", "attacker", "front", "front_or_hero", "enemy_hero", "own_hero",
           "enemies", "others", "team", "adjacent", "random_enemy", "weakest_enemy_or_hero",
           "front_three_or_hero", "here", "dead_cell", "empty")
AIMS = (None, "enemy_creature", "ally_creature", "enemy", "ally_or_hero")
# what an aim lets its player choose, in the words of the card text and of the refusal
AIM_WORDS = {
    "enemy_creature": "an enemy creature",
    "ally_creature": "one of your creatures",
    "enemy": "an enemy creature or the enemy hero",
    "ally_or_hero": "one of your creatures or your hero",
}
STATS = ("atk", "def", "max_hp")


class Effect(NamedTuple):
    on: str
    do: str | None
    to: str | None
    n: tuple
    stat: str | None = None
    turn: bool = False
    res: int = -1
    token: int = -1
    melee: bool = False
    what: str | None = None
    cond: tuple | None = None      # ("team_res", res, min) or ("dead_card",)


class Card(NamedTuple):
    id: int
    name: str
    res: int
    kind: str                 # SUMMON or SPELL
    cost: tuple
    atk: tuple
    df: tuple
    hp: tuple
    fx: tuple                 # Effect records
    aim: str | None
    grave: bool               # a grave-activation card (shown with a grave icon)
    usable: bool              # can be used from the hand (counters cannot: discard them)
    token: bool               # a creature summoned by an effect, never in a deck
    design: str               # "reference" or "original"

    def effects(self, on: str) -> tuple:
        return tuple(e for e in self.fx if e.on == on)

    def has(self, on: str) -> bool:
        return any(e.on == on for e in self.fx)

    @property
    def is_counter(self) -> bool:
        return any(e.on == "counter" for e in self.fx)


class Hero(NamedTuple):
    id: int
    key: str
    name: str
    hp: int
    palette: tuple            # colour hints for the portrait (main, accent, skin)
    text: str


class Deck(NamedTuple):
    key: str
    name: str
    hero: str                 # a hero key
    cards: tuple              # card names, once per copy
    text: str


def _read(name: str) -> dict:
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), name)
    with open(path, encoding="utf-8") as fh:
        return json.load(fh)


def _three(v, what: str) -> tuple:
    if not (isinstance(v, list) and len(v) == 3 and all(type(x) is int for x in v)):
        raise ValueError(f"{what} needs three whole numbers (levels 1/2/3)")
    return tuple(v)


def _effect(e: dict, name: str, names: dict) -> Effect:
    on, do, to = e["on"], e.get("do"), e.get("to")
    if on not in TRIGGERS or (do is not None and do not in DOS) or \
            (to is not None and to not in TARGETS):
        raise ValueError(f"{name}: unknown effect {e}")
    stat = e.get("stat")
    if stat is not None and stat not in STATS:
        raise ValueError(f"{name}: unknown stat {stat}")
    cond = None
    c = e.get("if")
    if c:
        cond = ("team_res", RES_INDEX[c["team_res"]], int(c["min"])) if "team_res" in c \
            else ("dead_card",)
    n = _three(e["n"], f"{name}'s effect") if "n" in e else (0, 0, 0)
    return Effect(on, do, to, n, stat, bool(e.get("turn", False)),
                  RES_INDEX[e["res"]] if "res" in e else -1,
                  names[e["token"]] if "token" in e else -1,
                  bool(e.get("melee", False)), e.get("what"), cond)


def _load_cards() -> tuple[tuple[Card, ...], dict[str, int]]:
    data = _read("cards.json")
    if tuple(data["resources"]) != RESOURCES:
        raise ValueError("cards.json lists other resources")
    raw = list(data["cards"]) + list(data["tokens"])
    names = {c["name"]: i for i, c in enumerate(raw)}
    if len(names) != len(raw):
        raise ValueError("two cards share a name")
    out = []
    for i, c in enumerate(raw):
        kind = c["type"]
        if kind not in (SUMMON, SPELL) or c.get("aim") not in AIMS:
            raise ValueError(f"{c['name']}: bad type or aim")
        zero = [0, 0, 0]
        out.append(Card(i, c["name"], RES_INDEX[c["res"]], kind,
                        _three(c["cost"], c["name"]),
                        _three(c.get("atk", zero), c["name"]),
                        _three(c.get("def", zero), c["name"]),
                        _three(c.get("hp", zero), c["name"]),
                        tuple(_effect(e, c["name"], names) for e in c["fx"]),
                        c.get("aim"), bool(c.get("grave", False)), bool(c.get("use", True)),
                        bool(c.get("token", False)), c["design"]))
    return tuple(out), names


CARDS, CARD_INDEX = _load_cards()
POOL = tuple(c.id for c in CARDS if not c.token)          # the cards a deck may hold
POOL_BY_RES = tuple(tuple(i for i in POOL if CARDS[i].res == r) for r in range(5))
N_CARDS = len(CARDS)


def _load_decks():
    data = _read("decks.json")
    heroes = tuple(Hero(i, h["key"], h["name"], int(h["hp"]), tuple(h["palette"]), h["text"])
                   for i, h in enumerate(data["heroes"]))
    decks = tuple(Deck(d["key"], d["name"], d["hero"], tuple(d["cards"]), d["text"])
                  for d in data["decks"])
    return heroes, decks


HEROES, DECKS = _load_decks()
HERO_INDEX = {h.key: h.id for h in HEROES}
DECK_INDEX = {d.key: i for i, d in enumerate(DECKS)}


def card(ref) -> Card:
    """A card by id or name (KeyError for neither)."""
    if type(ref) is int and 0 <= ref < N_CARDS:
        return CARDS[ref]
    if isinstance(ref, str) and ref in CARD_INDEX:
        return CARDS[CARD_INDEX[ref]]
    raise KeyError(ref)


def hero(ref) -> Hero:
    """A hero by id or key (KeyError for neither)."""
    if type(ref) is int and 0 <= ref < len(HEROES):
        return HEROES[ref]
    if isinstance(ref, str) and ref in HERO_INDEX:
        return HEROES[HERO_INDEX[ref]]
    raise KeyError(ref)


def prebuilt(key: str) -> Deck:
    """A prebuilt deck by key (KeyError when there is none)."""
    return DECKS[DECK_INDEX[key]]
