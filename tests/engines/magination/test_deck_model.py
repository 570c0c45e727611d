"""The Magi-Nation deck model: limits shared with the rules, additions refused with a
reason, and structured problems that agree with ``deck_problems``."""
from __future__ import annotations

import random

from engines.magination import CARDS, MAGI, RULES, deck_model as dm
from engines.magination.deck_model import DeckModel


def _names(kind: str) -> list[str]:
    return [c.name for c in CARDS if (c.type == MAGI) == (kind == "magi") and c.implemented]


def _full_deck() -> DeckModel:
    return DeckModel(**RULES.starter_deck("naroom"))


def test_limits_are_the_rules_limits():
    assert (dm.MAGI_IN_STACK, dm.MIN_CARDS, dm.MAX_COPIES) == (3, 40, 3)
    deck = RULES.starter_deck("naroom")
    assert RULES.deck_problems(deck) == [] and dm.problems(deck) == []
    short = {"magi": deck["magi"], "cards": deck["cards"][:dm.MIN_CARDS - 1]}
    assert [p.code for p in dm.problems(short)] == [dm.TOO_FEW_CARDS]


def test_starter_round_trip():
    for key in ("naroom", "cald"):
        d = RULES.starter_deck(key)
        m = DeckModel(**d)
        assert m.magi == d["magi"] and sorted(m.cards()) == sorted(d["cards"])
        assert m.card_count() == 40 and m.valid and m.problems() == []


def test_add_refused_with_a_readable_reason():
    m = DeckModel()
    for _ in range(3):
        assert m.add("Furok") is None
    assert m.add("Furok") == "At most 3 copies of Furok in a deck."
    assert m.counts == {"Furok": 3} and m.is_full("Furok") and m.in_deck("Furok") == 3
    assert m.add("Evu") is None
    assert m.add("evu") == "Evu is already in the Magi stack: the three Magi must differ."
    assert m.add("Tryn") is None and m.add("Yaki") is None
    assert m.add("Pruitt") == "The Magi stack is full (3 Magi): remove one first."
    assert m.add("No Such Card") == "Unknown card: No Such Card"
    assert m.magi == ["Evu", "Tryn", "Yaki"]


def test_alternates_count_together(monkeypatch):
    # the Base Set has no alternates: make one card another's alternate for this test
    base, alt = [c for c in CARDS if c.type == "Creature" and c.implemented][:2]
    monkeypatch.setattr(alt, "alternate", base.name)
    m = DeckModel()
    for _ in range(2):
        assert m.add(base.name) is None
    assert m.add(alt.name) is None
    assert m.copies(base) == 3 and m.is_full(alt)
    assert m.add(alt.name) == f"At most 3 copies of {base.name} in a deck."


def test_not_implemented_card_refused(monkeypatch):
    c = next(c for c in CARDS if c.type != MAGI and c.powers)
    monkeypatch.setattr(c, "implemented", False)
    m = DeckModel()
    assert m.add(c.name) == dm.NOT_PLAYABLE and not m.counts
    assert dm.not_playable_reason(c) == dm.NOT_PLAYABLE


def test_remove_and_move_magi():
    m = DeckModel(["Evu", "Tryn", "Yaki"], ["Grow", "Grow"])
    assert m.remove("Grow") and m.counts == {"Grow": 1}
    assert m.remove("Grow") and m.counts == {}
    assert not m.remove("Grow") and not m.remove("No Such Card")
    assert m.move_magi(0, 2) and m.magi == ["Tryn", "Yaki", "Evu"]
    assert not m.move_magi(1, 1) and not m.move_magi(0, 5)
    assert m.remove("Evu") and m.magi == ["Tryn", "Yaki"]


def test_load_keeps_order_and_skips_unknown_names():
    m = DeckModel()
    m.load({"magi": ["yaki", "Nobody", "Evu"], "cards": ["grow", "Grow", "Nothing"]})
    assert m.magi == ["Yaki", "Evu"] and m.counts == {"Grow": 2}
    m.clear()
    assert m.magi == [] and m.counts == {}


def test_structured_problems_say_what_is_missing():
    m = DeckModel()
    m.add("Evu")
    m.add("Furok")
    probs = m.problems()
    assert [p.code for p in probs] == [dm.MAGI_COUNT, dm.TOO_FEW_CARDS]
    assert [p.missing for p in probs] == [2, 39]
    assert probs[0].hint == "Choose 2 more Magi for the stack."
    assert probs[1].hint == "Add 39 more cards (at least 40 besides the Magi)."
    assert probs[0].sentence == "A Magi stack needs exactly 3 Magi (this one has 1)."
    assert DeckModel().problems()[0].hint == "Choose 3 Magi for the stack."
    d = _full_deck()
    d.remove(d.sorted_names()[0])
    (p,) = d.problems()
    assert p.code == dm.TOO_FEW_CARDS and p.hint.startswith("Add 1 more card (")


def test_problems_of_malformed_decks():
    assert [p.code for p in dm.problems("nowhere")] == [dm.UNKNOWN_DECK]
    assert [p.code for p in dm.problems({"magi": []})] == [dm.UNKNOWN_DECK]
    deck = RULES.starter_deck("cald")
    bad = {"magi": deck["magi"] + ["Furok", "Ghost"],
           "cards": deck["cards"] + ["Evu", deck["cards"][0], deck["cards"][0],
                                     deck["cards"][0]]}
    codes = [p.code for p in dm.problems(bad)]
    for code in (dm.UNKNOWN_CARD, dm.NOT_MAGI, dm.MAGI_COUNT, dm.MAGI_IN_DECK,
                 dm.TOO_MANY_COPIES):
        assert code in codes
    too_many = next(p for p in dm.problems(bad) if p.code == dm.TOO_MANY_COPIES)
    assert too_many.card == RULES.card(deck["cards"][0]).identity
    assert next(p for p in dm.problems(bad) if p.code == dm.MAGI_COUNT).missing == 0


def test_random_decks_never_crash_the_checks_and_every_problem_is_a_sentence(monkeypatch):
    """Malformed and random decks: every problem has a code, a sentence and a hint."""
    monkeypatch.setattr(next(c for c in CARDS if c.type != MAGI), "implemented", False)
    rng = random.Random(7)
    names = [c.name for c in CARDS] + ["Nobody"]
    magi = _names("magi")
    decks: list = ["naroom", "cald", "nowhere", {"magi": []}, {"cards": []}]
    for _ in range(300):
        stack = rng.sample(magi, rng.randint(0, 4))
        if stack and rng.random() < 0.2:
            stack.append(stack[0])
        cards = [rng.choice(names) for _ in range(rng.randint(0, 45))]
        if cards and rng.random() < 0.5:
            cards += [cards[0]] * rng.randint(1, 4)
        decks.append({"magi": stack, "cards": cards})
    codes = set()
    for d in decks:
        found = dm.problems(d)
        assert RULES.deck_problems(d) == [p.sentence for p in found]
        for p in found:
            assert p.code and p.sentence.endswith(".") or p.sentence.startswith("Unknown")
            assert p.hint
            codes.add(p.code)
    assert {dm.MAGI_COUNT, dm.TOO_FEW_CARDS, dm.TOO_MANY_COPIES, dm.UNKNOWN_CARD,
            dm.NOT_AVAILABLE} <= codes


def test_warnings_for_relics_no_magi_can_play():
    relic = next(c for c in CARDS if c.type == "Relic" and c.implemented and c.regions
                 and "Universal" not in c.regions)
    magi = [c.name for c in CARDS if c.type == MAGI and c.implemented
            and not set(c.regions) & set(relic.regions)][:3]
    m = DeckModel(magi, [relic.name])
    assert m.warnings() and m.warnings()[0].startswith(f"{relic.name}: only ")
    m.remove(magi[0])
    assert m.warnings() == []
