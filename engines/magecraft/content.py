"""Magecraft content: the spells and characters, loaded once from spells.json and
characters.json and flattened into per-spell tuples for the hot path.

Gem colours are small ints (Fire 0, Water 1, Earth 2, Light 3, Darkness 4); a cost slot
is a colour or WILD (5). Icons are counted per kind (draw, attack, heal, shield, vanish).
"""
from __future__ import annotations

import json
import os
from typing import NamedTuple

FIRE, WATER, EARTH, LIGHT, DARK = range(5)
WILD = 5
COLOURS = ("Fire", "Water", "Earth", "Light", "Darkness")
LETTERS = "FWELD*"
COLOUR_INDEX = {c.lower(): i for i, c in enumerate(COLOURS)}

I_DRAW, I_ATTACK, I_HEAL, I_SHIELD, I_VANISH = range(5)
ICONS = ("draw", "attack", "heal", "shield", "vanish")
ICON_INDEX = {n: i for i, n in enumerate(ICONS)}


class Spell(NamedTuple):
    id: int
    key: str
    name: str
    kind: str          # "starting" | "basic" | "academy"
    learn: tuple       # slot codes (colour ints, WILD)
    cast: tuple        # slot codes; cast[0] turns golden when mastered
    icons: tuple       # counts per icon kind, in ICONS order
    text: str


class Character(NamedTuple):
    id: int
    key: str
    name: str
    cantrip: str       # the cantrip's name
    cost: int          # one slot code
    icons: tuple       # counts per icon kind
    text: str


def _slots(letters) -> tuple:
    return tuple(LETTERS.index(x) for x in letters)


def _icons(names) -> tuple:
    counts = [0] * 5
    for n in names:
        counts[ICON_INDEX[n]] += 1
    return tuple(counts)


def _read(name: str) -> dict:
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), name)
    with open(path, encoding="utf-8") as fh:
        return json.load(fh)


def _load():
    sd = _read("spells.json")
    spells = [Spell(i, d["key"], d["name"], d["kind"], _slots(d["learn"]), _slots(d["cast"]),
                    _icons(d["icons"]), d["text"]) for i, d in enumerate(sd["spells"])]
    cd = _read("characters.json")
    chars = [Character(i, d["key"], d["name"], d["cantrip"]["name"],
                       LETTERS.index(d["cantrip"]["cost"]), _icons(d["cantrip"]["icons"]),
                       d["cantrip"]["text"]) for i, d in enumerate(cd["characters"])]
    return spells, chars, sd["_note"], cd["_note"]


SPELLS, CHARACTERS, SPELL_NOTE, CHARACTER_NOTE = _load()
N_SPELLS = len(SPELLS)
SPELL_INDEX = {s.key: s.id for s in SPELLS}
CHARACTER_INDEX = {c.key: c.id for c in CHARACTERS}
STARTING = tuple(s.id for s in SPELLS if s.kind == "starting")      # books 1-3, in order
BASIC = tuple(s.id for s in SPELLS if s.kind == "basic")
RANDOM_POOL = tuple(s.id for s in SPELLS if s.kind == "academy")
CAST = tuple(s.cast for s in SPELLS)
LEARN = tuple(s.learn for s in SPELLS)
ICON = tuple(s.icons for s in SPELLS)
NAME = tuple(s.name for s in SPELLS)


def cost_text(slots) -> str:
    """"Fire, Fire, any" - a cost in words."""
    return ", ".join("any" if c == WILD else COLOURS[c] for c in slots) or "nothing"


def icon_text(counts) -> str:
    parts = []
    for i, n in enumerate(counts):
        if n:
            parts.append(ICONS[i].capitalize() + (f" x{n}" if n > 1 else ""))
    return ", ".join(parts) or "no effect"


def spell_text(sid: int) -> str:
    """A one-line rules text for tooltips and the rules summary."""
    s = SPELLS[sid]
    learn = f"learn {cost_text(s.learn)}; " if s.learn else ""
    return f"{s.name}: {learn}cast {cost_text(s.cast)} -> {icon_text(s.icons)}"
