"""Every game: each number a card's rules text shows is a number the engine uses for that
card (a damage, a cost, a heal, a draw count, a range...). The text is read as a player
reads it (digits, and the number words two to ten); each number must be among the
numeric parameters of the card's own data (its effects' parameters, per level for
Mabinogi Duel's levelled cards). A number that is not a parameter is listed below, with
the reason, as an exception of that card's text.

This keeps the promise of the card texts: no card says 3 where the engine deals 2."""
from __future__ import annotations

import json
import os
import re

import pytest

_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
          "nine": 9, "ten": 10}


def _numbers(text: str) -> list[int]:
    """The numbers a text shows: digits ("-2" reads 2: the sign is the verb's) and the
    number words two to ten ("one" is too often "any one" to count)."""
    out = [int(x) for x in re.findall(r"\d+", text)]
    out += [_WORDS[w.lower()] for w in re.findall(r"[A-Za-z]+", text) if w.lower() in _WORDS]
    return out


def _data_numbers(obj, acc: set | None = None) -> set:
    """Every number in a card's data (nested dicts, lists, tuples), by its size."""
    acc = set() if acc is None else acc
    if isinstance(obj, bool) or obj is None:
        return acc
    if isinstance(obj, (int, float)):
        acc.add(abs(obj))
    elif isinstance(obj, dict):
        for v in obj.values():
            _data_numbers(v, acc)
    elif isinstance(obj, (list, tuple)):
        for v in obj:
            _data_numbers(v, acc)
    return acc


def _strip(text: str, exceptions) -> str:
    for pattern in exceptions:
        text = re.sub(pattern, " ", text)
    return text


def _stray(text: str, allowed: set, exceptions=()) -> list[int]:
    return [n for n in _numbers(_strip(text, exceptions)) if n not in allowed]


def _json(*path) -> dict:
    root = os.path.join(os.path.dirname(__file__), "..", "..", "engines")
    with open(os.path.join(root, *path), encoding="utf-8") as fh:
        return json.load(fh)


# ---------------------------------------------------------------------------------------
# Mabinogi Duel: the text of each level against that level's numbers

# the words of the rules, not a card's parameter
_MABINOGI_EXCEPTIONS = (
    r"levels? [123](?:/[123])*",             # "at level 3, the top level", "levels 1/2"
    r"never below 1",                         # rule 7.3: a debuff leaves at least 1 HP
)


def _mabinogi_allowed(c, level):
    """The numbers card ``c`` uses at ``level`` (None: at every level)."""
    allowed = set()
    for e in c.fx:
        if e.cond and e.cond[0] == "team_res":
            allowed.add(e.cond[2])
        if e.do == "xp" and level == 3:
            continue        # the engine gives no XP at the top level (effects.gain_xp)
        if e.do == "xp" and level is None:
            allowed.update(e.n[:2])
            continue
        allowed.update(e.n if level is None else (e.n[level - 1],))
    return allowed


def test_mabinogi_every_number_of_a_card_text_is_the_engines_at_that_level():
    from engines.mabinogi import CARDS
    from engines.mabinogi.card_text import card_text, stat_line
    bad = []
    for c in CARDS:
        for level in (None, 1, 2, 3):
            stray = _stray(card_text(c, level), _mabinogi_allowed(c, level),
                           _MABINOGI_EXCEPTIONS)
            if stray:
                bad.append((c.name, level, stray, card_text(c, level)))
            if level is not None:
                stats = {c.cost[level - 1], c.atk[level - 1], c.df[level - 1],
                         c.hp[level - 1]}
                stray = _stray(stat_line(c, level), stats)
                if stray:
                    bad.append((c.name, level, stray, stat_line(c, level)))
    assert not bad, bad


# ---------------------------------------------------------------------------------------
# Arena of the Planeswalkers: spell texts and army abilities against their data

_ARENA_EXCEPTIONS = (
    r"\bd20\b",                               # the twenty-sided die's name
    r"or at two\b",                           # Twin Blast: two figures, not a parameter
)


def test_arena_every_number_of_a_spell_text_is_in_its_data():
    bad = []
    for s in _json("arena", "spells.json")["spells"]:
        data = {k: v for k, v in s.items() if k != "text"}
        stray = _stray(s["text"], _data_numbers(data), _ARENA_EXCEPTIONS)
        if stray:
            bad.append((s["name"], stray, s["text"]))
    assert not bad, bad


def test_arena_every_number_of_an_ability_text_is_in_its_card_data():
    bad = []
    for c in _json("arena", "army.json")["cards"]:
        card = {k: v for k, v in c.items() if k != "abilities"}
        for a in c.get("abilities", []):
            allowed = _data_numbers({k: v for k, v in a.items() if k != "text"})
            allowed |= _data_numbers(card)
            stray = _stray(a["text"], allowed, _ARENA_EXCEPTIONS)
            if stray:
                bad.append((c["name"], a["name"], stray, a["text"]))
    assert not bad, bad


def test_arena_the_shown_spell_and_card_texts_carry_the_engines_numbers():
    from engines.arena.content import ARMY, SPELLS, card_text, spell_text
    for s in SPELLS:
        assert f"cost {s.cost}" in spell_text(s.id)
    for c in ARMY:
        text = card_text(c.id)
        for k in ("life", "move", "range", "power", "toughness", "height"):
            assert f"{k} {getattr(c, k)}" in text.lower(), (c.name, k)


# ---------------------------------------------------------------------------------------
# Magi-Nation Duel: powers and effects against their rules steps

# numbers in a printed text that are no parameter of its steps (the card list's own
# words), by card and power/effect name
_MAGINATION_EXCEPTIONS = {
    ("Eye of the Storm", "Storm Seeker"): (r"\b2, 3, 4 or 5\b",),   # the die faces that
    # do nothing: the steps name only the faces that do something (1 and 6)
    ("Fossik", "Strengthen"): (r"one of your two cards",),         # the rules' draw of 2
    ("Nimbulo", "Energy Drain"): (r"any two Creatures",),          # two choices, no count
    ("Burrow", ""): (r"more than two energy per turn",),   # the burrowed cap of 2 is the
    # engine's rule for every burrowed creature (state.py), not this spell's parameter
}


def _magination_parts():
    for c in _json("magination", "cards.json")["cards"]:
        if c.get("text") and c.get("steps"):
            yield c["name"], "", c["text"], c["steps"], c
        for part in c.get("powers", []) + c.get("effects", []):
            yield c["name"], part["name"], part["text"], part.get("steps"), part


def test_magination_every_number_of_a_power_or_effect_text_is_in_its_steps():
    """Only the texts the engine reads as data (``steps``): a power or effect written in
    Python (``code``, ``static`` or ``modifier``: engines/magination/card_code.py and
    effects.py) keeps its numbers in its code and its own tests."""
    bad = []
    checked = 0
    for name, part, text, steps, data in _magination_parts():
        if not steps or any(st.get("op") == "code" for st in steps):
            continue
        checked += 1
        allowed = _data_numbers({k: v for k, v in data.items() if k != "text"})
        # "less than five energy" is the steps' max_energy 4
        allowed |= {st["max_energy"] + 1 for st in steps if "max_energy" in st}
        stray = _stray(text, allowed, _MAGINATION_EXCEPTIONS.get((name, part), ()))
        if stray:
            bad.append((name, part, stray, text))
    assert checked > 100
    assert not bad, bad


# ---------------------------------------------------------------------------------------
# Magecraft: spell and cantrip texts against their icons and gem costs


def _counts(icons, *costs) -> set:
    out = {icons.count(i) for i in set(icons)} | {len(icons)}
    return out | {len(c) for c in costs}


def test_magecraft_every_number_of_a_spell_or_cantrip_text_is_its_icons_or_cost():
    bad = []
    for s in _json("magecraft", "spells.json")["spells"]:
        stray = _stray(s["text"], _counts(s["icons"], s["learn"], s["cast"]))
        if stray:
            bad.append((s["name"], stray, s["text"]))
    for c in _json("magecraft", "characters.json")["characters"]:
        t = c["cantrip"]
        stray = _stray(t["text"], _counts(t["icons"], t["cost"]))
        if stray:
            bad.append((t["name"], stray, t["text"]))
    assert not bad, bad


# ---------------------------------------------------------------------------------------
# Magi: a card's name shows its Draw amount (the sceptres)

def test_magi_a_cards_shown_numbers_are_its_abilities_amounts():
    from engines.magi.cards import CARDS
    bad = []
    for c in CARDS:
        allowed = _data_numbers(c.abilities)
        stray = _stray(c.name, allowed)
        if stray:
            bad.append((c.name, stray))
    assert not bad, bad


@pytest.mark.parametrize("text, allowed, stray", [
    ("Deals 3 to it.", {2}, [3]),
    ("Gets -2 attack; draw two cards.", {2}, []),
    ("At level 3, deals 4.", {4}, []),
])
def test_the_reader_finds_a_number_the_data_does_not_have(text, allowed, stray):
    """The check itself can fail: a number that is no parameter is reported."""
    assert _stray(text, allowed, _MABINOGI_EXCEPTIONS) == stray
