"""Arena content: army cards (army.json), spell cards (spells.json), default armies and
scenarios (scenarios.json), loaded once and checked, with small read-outs for the view.

Ids are positions in the data files: ``ARMY[i]`` is an :class:`ArmyCard`, ``SPELLS[i]``
a :class:`Spell`; ``ARMY_INDEX[key]`` / ``SPELL_INDEX[key]`` turn keys into ids.
"""
from __future__ import annotations

import json
import os
from typing import NamedTuple

COLOURS = ("white", "blue", "black", "red", "green")
ENCHANT_KINDS = ("planeswalker", "unique squad", "common squad", "unique hero", "common hero")
STATS = ("power", "toughness", "move", "range")
BUILD = 500                 # every scenario of this set builds 500-point armies (the default)
BUILD_CHOICES = (500, 750, 1000)    # the setup's cycler; any whole number in the bounds too
MIN_BUILD = 500             # every default army fits 500: a smaller build leaves some
MAX_BUILD = 2000            # Planeswalkers no army; 2,000 is four sets' worth of figures
DECK_SIZE = 12
DECK_BUDGET = 200
MAX_TRACK = 90              # the rulebook's longest is 60 (Skirmish, 5-player Melee); own scenarios 90


class ArmyCard(NamedTuple):
    id: int
    key: str
    name: str
    colour: str
    type: str            # "planeswalker" | "squad" | "hero"
    creature: str        # "Zombie", "Elf"... (a Planeswalker's kind too)
    unique: bool
    figures: int
    life: int
    move: int
    range: int
    power: int
    toughness: int
    height: int          # in levels
    size: int            # 1 single-space, 2 double-space
    base: str            # "small" | "large" (ruins: rubble fits small bases only)
    target: float        # target point, as a fraction of the height
    hit_lo: float        # hit zone band, fractions of the height
    hit_hi: float
    cost: int
    ppf: int             # points per figure on the battlefield (scoring)
    abilities: tuple     # ability dicts from the data file
    does: dict           # ability "does" -> its dict (fast look-ups)
    design: str
    one: str             # one figure's name ("Flamewing Phoenix"; a Planeswalker's own)

    @property
    def kind(self) -> str:
        """The enchant kind: "planeswalker", "unique squad", "common squad"..."""
        if self.type == "planeswalker":
            return "planeswalker"
        return ("unique " if self.unique else "common ") + self.type

    @property
    def is_planeswalker(self) -> bool:
        return self.type == "planeswalker"


class Spell(NamedTuple):
    id: int
    key: str
    name: str
    colour: str
    type: str            # "sorcery" | "aura" | "hidden"
    enchant: str         # the kind an enchantment goes on ("" for sorceries)
    side: str            # auras: "own" | "enemy" | "any"
    cost: int
    target: dict | None  # sorceries: what is chosen
    effects: tuple       # sorceries and hidden enchants: effect dicts
    trigger: dict | None # hidden enchants: when they may flip
    mods: dict           # auras: stat changes and bans
    when: str            # "" | "before_card"
    text: str
    design: str

    @property
    def is_enchantment(self) -> bool:
        return self.type != "sorcery"

    @property
    def type_line(self) -> str:
        if self.type == "sorcery":
            return "Sorcery"
        if self.type == "aura":
            return f"Enchantment - Aura (enchant {self.enchant})"
        return f"Enchantment (hidden enchant {self.enchant})"


def _read(name: str) -> dict:
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), name)
    with open(path, encoding="utf-8") as fh:
        return json.load(fh)


def _load():
    ad = _read("army.json")
    army = []
    for i, d in enumerate(ad["cards"]):
        abil = tuple(d["abilities"])
        army.append(ArmyCard(
            i, d["key"], d["name"], d["colour"], d["type"], d["creature"], bool(d["unique"]),
            int(d["figures"]), d["life"], d["move"], d["range"], d["power"], d["toughness"],
            d["height"], d["size"], d["base"], float(d["target"]), float(d["hit_zone"][0]),
            float(d["hit_zone"][1]), d["cost"], d["ppf"], abil,
            {a["does"]: a for a in abil}, d["design"], d.get("one", d["name"])))
    sd = _read("spells.json")
    spells = []
    for i, d in enumerate(sd["spells"]):
        spells.append(Spell(
            i, d["key"], d["name"], d["colour"], d["type"], d.get("enchant", ""),
            d.get("side", "own"), d["cost"], d.get("target"), tuple(d.get("effects", ())),
            d.get("trigger"), dict(d.get("mods", {})), d.get("when", ""), d["text"],
            d["design"]))
    sc = _read("scenarios.json")
    return army, spells, sc["armies"], sc["scenarios"], ad["_note"], sd["_note"]


ARMY, SPELLS, DEFAULT_ARMIES, SCENARIOS, ARMY_NOTE, SPELL_NOTE = _load()
ARMY_INDEX = {c.key: c.id for c in ARMY}
SPELL_INDEX = {s.key: s.id for s in SPELLS}
PLANESWALKERS = tuple(c.key for c in ARMY if c.is_planeswalker)


# ---------------------------------------------------------------------------------------
# Armies and decks

def check_build(build) -> int:
    """The build total (the points an army may cost, its Planeswalker included), or
    ValueError with a sentence: a whole number from MIN_BUILD to MAX_BUILD."""
    if type(build) is not int or not MIN_BUILD <= build <= MAX_BUILD:
        raise ValueError(f"The build total is a whole number of points from {MIN_BUILD} "
                         f"to {MAX_BUILD:,}, not {str(build)[:12]}")
    return build


def army_problems(army: dict, build: int = BUILD) -> list[str]:
    """Sentences saying why ``army`` ({"planeswalker", "squads", "spells"}) is not a legal
    army for a build total of ``build`` points (empty when it is). Whatever the total,
    the army building rules of the multiple-sets section hold: a common army card may come
    any number of times, a unique one once per army."""
    out = []
    pw = army.get("planeswalker")
    if pw not in ARMY_INDEX or not ARMY[ARMY_INDEX[pw]].is_planeswalker:
        return [f"{str(pw)[:30]!r} is not a Planeswalker"]
    walker = ARMY[ARMY_INDEX[pw]]
    squads = list(army.get("squads", []))
    total = walker.cost
    seen = set()
    for k in squads:
        if k not in ARMY_INDEX or ARMY[ARMY_INDEX[k]].is_planeswalker:
            out.append(f"{str(k)[:30]!r} is not a squad or hero")
            continue
        card = ARMY[ARMY_INDEX[k]]
        if card.colour != walker.colour:
            out.append(f"{card.name} is not {walker.colour} like {walker.name}")
        if card.unique and k in seen:
            out.append(f"{card.name} is unique: an army holds it once")
        seen.add(k)
        total += card.cost
    if total > build:
        out.append(f"The army costs {total} points; the build is {build}")
    spells = list(army.get("spells", []))
    if len(spells) != DECK_SIZE:
        out.append(f"A spell deck has {DECK_SIZE} cards, not {len(spells)}")
    cost = 0
    for k in spells:
        if k not in SPELL_INDEX:
            out.append(f"{str(k)[:30]!r} is not a spell card")
            continue
        sp = SPELLS[SPELL_INDEX[k]]
        cost += sp.cost
        if sp.colour != walker.colour:
            out.append(f"{sp.name} is not {walker.colour} like {walker.name}")
    if cost > DECK_BUDGET:
        out.append(f"The spell deck costs {cost} points; at most {DECK_BUDGET} are allowed")
    return out


def default_army(planeswalker: str) -> dict:
    return {k: list(v) if isinstance(v, list) else v
            for k, v in DEFAULT_ARMIES[planeswalker].items()}


def fill_army(army: dict, build: int = BUILD) -> dict:
    """``army`` with common army cards of its colour added, cheapest first, while they fit
    the build total: how an army made for 500 points grows to a bigger build (the AI's
    armies, a Planeswalker named by key). At 500 points every default army is already
    full, so it comes back unchanged."""
    out = {k: list(v) if isinstance(v, list) else v for k, v in army.items()}
    colour = ARMY[ARMY_INDEX[out["planeswalker"]]].colour
    commons = sorted((c for c in ARMY if c.colour == colour and not c.unique
                      and not c.is_planeswalker), key=lambda c: (c.cost, c.key))
    total = army_cost(out)
    for card in commons:
        while total + card.cost <= build:
            out["squads"].append(card.key)
            total += card.cost
    return out


def army_cost(army: dict) -> int:
    return ARMY[ARMY_INDEX[army["planeswalker"]]].cost + \
        sum(ARMY[ARMY_INDEX[k]].cost for k in army.get("squads", []))


def deck_cost(army: dict) -> int:
    return sum(SPELLS[SPELL_INDEX[k]].cost for k in army.get("spells", []))


# ---------------------------------------------------------------------------------------
# Read-outs for the view and the rules screen

def card_text(card_id: int) -> str:
    c = ARMY[card_id]
    head = (f"{c.name} - {c.kind} ({c.creature}), {c.colour}. Life {c.life}, move {c.move}, "
            f"range {c.range}, power {c.power}, toughness {c.toughness}, height {c.height}"
            f"{', double-space' if c.size == 2 else ''}. Cost {c.cost}, {c.ppf} per figure.")
    return " ".join([head] + [f"{a['name']}: {a['text']}" for a in c.abilities])


def spell_text(spell_id: int) -> str:
    s = SPELLS[spell_id]
    return f"{s.name} ({s.type_line}, {s.colour}, cost {s.cost}): {s.text}"


def _check() -> None:
    per_colour: dict = {}
    for s in SPELLS:
        per_colour.setdefault(s.colour, []).append(s)
        if s.type != "sorcery" and s.enchant not in ENCHANT_KINDS:
            raise ValueError(f"{s.key}: unknown enchant kind {s.enchant!r}")
    for colour, lst in per_colour.items():
        if len(lst) != DECK_SIZE:
            raise ValueError(f"{colour} has {len(lst)} spells")
    if sum(c.figures for c in ARMY if not c.is_planeswalker) != 30:
        raise ValueError("the squads must hold 30 figures")
    for key, sc in SCENARIOS.items():
        choices = sc.get("turn_choices")
        if not choices or any(type(k) is not int or not 1 <= k <= MAX_TRACK for k in choices):
            raise ValueError(f"scenario {key}: turn_choices must list track lengths "
                             f"from 1 to {MAX_TRACK}")
        turns = sc["turns"]
        for k in (turns.values() if isinstance(turns, dict) else [turns]):
            if k not in choices:
                raise ValueError(f"scenario {key}: its track of {k} is not a turn choice")
    for pw in PLANESWALKERS:
        bad = army_problems(DEFAULT_ARMIES[pw])
        if bad:
            raise ValueError(f"default army of {pw}: {bad}")


_check()
