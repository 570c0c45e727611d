"""The duel's log (engines/mabinogi/wording.py): every change of HP, attack, resource or
level is told by a line that names its cause and the amount, and a counter is one line.
(Rules 2, 4.4, 5.7, 6 and 7: what the log must let a player follow.)"""
import re

import pytest

from engines.core.rng import Rng
from engines.mabinogi import CARDS, RESOURCES, RULES
from engines.mabinogi.testing import (CONFORMANCE_CONFIGS, answer, game, iid, set_turn,
                                      summon, to_grave)

_EFFECT_WHYS = ("restore", "debuff", "buff", "effect")


def _has_number(line: str, n: int) -> bool:
    return re.search(rf"(?<![\d+-]){n}(?!\d)", line.replace("+", " ").replace("-", " "))\
        is not None


def _card_named(d) -> str:
    return CARDS[d].name


def _last_effect_card(events, i):
    for e in reversed(events[:i]):
        if e["type"] == "EffectFired":
            return _card_named(e["card"])
    return None


def _next_used_card(events, i):
    for e in events[i:]:
        if e["type"] in ("CardUsed", "CounterUsed"):
            return _card_named(e["card"])
    return None


def _discarded_card(events, i):
    for e in reversed(events[:i]):
        if e["type"] == "CardMoved" and e["src"] == "hand" and e["dst"] == "grave":
            return _card_named(e["card"])
    return None


def _expected(s, events, i):
    """(cause, amount, target or None) that a line must name for change ``events[i]``,
    or None when the event is no change of HP, attack, resource or level."""
    e = events[i]
    k = e["type"]
    if k == "Hit":
        if e["hp_loss"] <= 0:
            return None
        src = e["source"]
        cause = "Revive" if src[0] == "revive" else _card_named(
            src[3] if src[0] == "cell" else src[2])
        return cause, e["hp_loss"], None
    if k == "UnitChanged" and e["what"] in ("hp", "atk"):
        target = _card_named(e["card"])
        if e["why"] == "turn_end":
            return "turn", abs(e["delta"]), target
        if e["why"] in _EFFECT_WHYS:
            return _last_effect_card(events, i), abs(e["delta"]), target
        return None
    if k != "ValueChanged" or not (e["what"] in RESOURCES or e["what"] in ("hp", "level")):
        return None
    why, n = e["why"], abs(e["delta"])
    if why == "cost":
        return _next_used_card(events, i), n, e["what"]
    if why == "turn":
        return "Resource phase", n, e["what"]
    if why == "charge":
        return "Charge", n, e["what"]
    if why == "discard":
        return _discarded_card(events, i), n, e["what"]
    if why == "level_up":
        return "level", (e["value"] if e["what"] == "level" else n), None
    if why == "revive":
        return "Revive", n, None
    if why in _EFFECT_WHYS:
        return _last_effect_card(events, i), n, None
    return None


def _told(lines, cause, n, target) -> bool:
    return any(cause is not None and cause.lower() in line.lower() and _has_number(line, n)
               and (target is None or target in line) for line in lines)


def _untold_changes(config, seed, actions=400):
    """Play a seeded random game; the changes no line of their action tells."""
    s, ev = RULES.start(dict(config, names=["Ann", "Bram"]), seed)
    rng = Rng(seed)
    missing = []
    batches = [(None, ev)]
    while not RULES.is_over(s) and len(batches) < actions:
        legal = RULES.legal_actions(s)
        a = legal[rng.randrange(len(legal))]
        line = RULES.describe(s, a, 0)
        evs = RULES.apply(s, a)
        batches.append((line, evs))
        lines = [line] + [RULES.narrate(s, e, 0) for e in evs]
        lines = [x for x in lines if x]
        for i in range(len(evs)):
            want = _expected(s, evs, i)
            if want is not None and not _told(lines, *want):
                missing.append((evs[i], want, lines))
    return missing


@pytest.mark.parametrize("config", CONFORMANCE_CONFIGS)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_change_of_hp_attack_resource_or_level_has_a_line_naming_its_cause(config,
                                                                                  seed):
    missing = _untold_changes(config, seed)
    assert not missing, missing[:3]


def _lines(s, action, viewer=0):
    line = RULES.describe(s, action, viewer)
    out = [line] + [RULES.narrate(s, e, viewer) for e in RULES.apply(s, action)]
    return [x for x in out if x]


def test_plague_rats_debuff_at_the_end_of_the_turn_is_one_line_with_its_cause():
    """Rule 2 (closing effects) and 7.2: Plague Rat's -1 HP to every enemy creature is a
    debuff; the log says Plague Rat did it and the HP it leaves (12 -> 11)."""
    s = game(["Plague Rat"], ["Rhino"], names=["Ann", "Bram"])
    summon(s, 0, "Plague Rat", 0, ready=False)
    rhino = summon(s, 1, "Rhino", 2, level=2)
    rhino.hp = 12
    set_turn(s, 0)
    lines = _lines(s, ("end",))
    about = [x for x in lines if "Rhino" in x]
    assert about == ["Plague Rat: Bram's Rhino loses 1 HP (now 11)."], lines


def test_treasure_hunters_gold_when_summoned_is_one_line_with_its_cause():
    """Rule 3.2: a summoned creature's starting effect happens at once; the Gold it
    gives is in the log, named after the card."""
    s = game(["Treasure Hunter"], ["Rhino"], names=["Ann", "Bram"])
    set_turn(s, 0, actions=2, res={"Gold": 1})
    lines = _lines(s, ("summon", iid(s, 0, "Treasure Hunter"), 1))
    gains = [x for x in lines if "gain" in x]
    assert gains == ["Treasure Hunter: you gain 1 Gold."], lines
    assert lines[0] == "You summon Treasure Hunter into lane 2, paying 1 Gold"


def test_curse_of_weakness_tells_the_attack_it_takes_and_not_a_defence_it_cannot():
    """Rule 7.1: Curse of Weakness is a debuff of attack and defence; the log says the
    -2 attack with the card's name, and nothing for a defence already at 0."""
    s = game(["Curse of Weakness"], ["Rhino"], names=["Ann", "Bram"])
    summon(s, 1, "Rhino", 2)
    set_turn(s, 0, actions=2, res={"Dark": 1})
    lines = _lines(s, ("cast", iid(s, 0, "Curse of Weakness"), 1, 2))
    about = [x for x in lines if x.startswith("Curse of Weakness:")]
    assert about == ["Curse of Weakness: Bram's Rhino gets -2 attack (now 0)."], lines


def test_a_debuff_of_a_hero_names_its_cause():
    """Rule 7.2: Vampire's HP loss at the end of the turn is told with its cause, not as
    a bare "Your hero loses 2 HP."."""
    s = game(["Vampire"], ["Rhino"], names=["Ann", "Bram"])
    summon(s, 0, "Vampire", 0, ready=False, level=2)
    set_turn(s, 0)
    lines = _lines(s, ("end",), viewer=1)
    assert any(x.startswith("Vampire: your hero loses 2 HP") for x in lines), lines
    assert any(x.startswith("Vampire: Ann's hero regains") for x in lines) or \
        s.hp[0] == s.mhp[0]


def test_a_counter_writes_one_line():
    """Rule 6.1: a counter prevents the opponent's card; the log tells it in one line
    (who counters whose card with what, at what cost), not three."""
    s = game(["Fireball", "Hyena"], ["Counter Magic", "Hyena"], names=["Ann", "Bram"])
    cm = to_grave(s, 1, "Counter Magic")
    s.res[1][1] = 3                              # Mana: 2 printed + 1 grave upkeep
    set_turn(s, 0, actions=2, res={"Mana": 5})
    cast = _lines(s, ("cast", iid(s, 0, "Fireball"), 1, -1), viewer=1)
    assert cast == ["Ann casts Fireball at you, paying 3 Mana"]
    lines = _lines(s, ("counter", cm), viewer=1)
    assert lines == ["You counter Ann's Fireball with Counter Magic, paying 3 Mana"]


def test_a_counter_chain_tells_each_counter_once():
    """Rule 6.2: a counterspell can itself be countered: one line per counter."""
    s = game(["Fireball", "Counter Magic", "Hyena"], ["Counter Magic", "Hyena"],
             names=["Ann", "Bram"])
    theirs = to_grave(s, 1, "Counter Magic")
    mine = to_grave(s, 0, "Counter Magic")
    s.res[1][1] = 3
    set_turn(s, 0, actions=2, res={"Mana": 8})
    answer(s, ("cast", iid(s, 0, "Fireball"), 1, -1))
    first = _lines(s, ("counter", theirs))
    second = _lines(s, ("counter", mine))
    told = [x for x in first + second if "ounter" in x]
    assert told == ["Bram counters your Fireball with Counter Magic, paying 3 Mana",
                    "You counter Bram's Counter Magic with Counter Magic, paying 3 Mana"]
    assert any(x.startswith("Fireball hits Bram") for x in second), second
