"""Turn phases: discard-shield phase, casting one spellbook left to right, payment
(colour slots, wild slots, refusals with reasons), the cantrip, refresh and bag refill."""
import pytest

from engines.core.protocol import IllegalAction
from engines.magecraft import BOOK, CAST_P, LEARN_P, PAYING, RESOLVE, RULES, SHIELD
from engines.magecraft.testing import at_turn, gems, started


def game(chars=("lumi", "lumi"), seed=0):
    s = started(2, seed, characters=list(chars))
    p = s.start
    return s, p, 1 - p


def test_discard_shield_phase_moves_gems_one_at_a_time_then_done():
    s, p, _ = game()
    at_turn(s, p, hand="F", shield="FD", discard="")
    assert s.phase == SHIELD
    assert set(RULES.legal_actions(s)) == {("unshield", 0), ("unshield", 4), ("done",)}
    RULES.apply(s, ("unshield", 4))
    assert s.shield[p] == gems("F") and s.discard[p] == gems("D")
    RULES.apply(s, ("done",))
    assert s.phase == CAST_P and s.shield[p] == gems("F")


def test_discard_shield_phase_is_skipped_with_an_empty_shield_area():
    s, p, _ = game()
    at_turn(s, p, hand="F", shield="")
    assert s.phase == CAST_P


def test_casting_phase_is_optional():
    s, p, _ = game()
    at_turn(s, p, hand="FW")
    assert ("stop",) in RULES.legal_actions(s)
    RULES.apply(s, ("stop",))
    assert s.phase == LEARN_P


def test_spells_of_a_book_are_cast_left_to_right_and_casting_stops_when_unpaid():
    s, p, o = game()
    at_turn(s, p, hand="FFW", books=[["fireball", "magic_missile"], ["meditation"],
                                     ["mana_tricks"]])
    legal = RULES.legal_actions(s)
    assert ("book", 0) in legal and ("book", 1) not in legal and ("book", 2) not in legal
    RULES.apply(s, ("book", 0))
    assert s.phase == BOOK
    RULES.apply(s, ("pay", 0, 0))
    assert s.phase == PAYING and ("stop",) not in RULES.legal_actions(s)
    RULES.apply(s, ("pay", 1, 0))
    assert s.phase == RESOLVE and RULES.decision(s).hints["icons"] == {"attack": 3}
    for _ in range(3):
        RULES.apply(s, ("attack", o))
    assert sum(s.hp[o]) == 9 and sum(s.score[p]) == 3
    # Magic Missile needs Fire; only Water is left: it cannot be skipped, casting ends
    assert s.phase == LEARN_P
    assert s.spent[p] == gems("FF") and s.hand[p] == gems("W")


def test_a_spell_that_cannot_be_paid_cannot_be_skipped():
    s, p, _ = game()
    at_turn(s, p, hand="LL", books=[["magic_missile", "meditation"], [], ["mana_tricks"]])
    assert ("book", 0) not in RULES.legal_actions(s)
    reason = RULES.why_illegal(s, ("book", 0))
    assert "cannot afford Magic Missile" in reason
    with pytest.raises(IllegalAction):
        RULES.apply(s, ("book", 1))      # empty book


def test_only_one_spellbook_is_cast_per_turn():
    s, p, o = game()
    at_turn(s, p, hand="FFFL", books=[["magic_missile"], ["meditation"], ["magic_missile"]])
    RULES.apply(s, ("book", 0))
    RULES.apply(s, ("pay", 0, 0))
    RULES.apply(s, ("attack", o))
    assert s.phase == BOOK
    assert not any(a[0] == "book" for a in RULES.legal_actions(s))
    assert "only one spellbook" in RULES.why_illegal(s, ("book", 1))


def test_wild_slot_takes_any_colour():
    s, p, o = game()
    at_turn(s, p, hand="FWD", books=[["flame_lance"], [], []])
    RULES.apply(s, ("book", 0))
    RULES.apply(s, ("pay", 0, 0))
    assert set(RULES.legal_actions(s)) == {("pay", 1, 1), ("pay", 1, 4)}
    RULES.apply(s, ("pay", 1, 4))
    assert s.phase == RESOLVE and s.spent[p] == gems("FD")


def test_wrong_colour_payment_is_refused_with_a_reason_and_no_change():
    s, p, _ = game()
    at_turn(s, p, hand="FFW", books=[["fireball"], [], []])
    RULES.apply(s, ("book", 0))
    before = RULES.to_json(s)
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, ("pay", 0, 1))
    assert "Fire" in err.value.reason and "not Water" in err.value.reason
    assert RULES.to_json(s) == before
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, ("pay", 1, 0))
    assert "left to right" in err.value.reason
    assert RULES.to_json(s) == before


def test_cantrip_costs_one_gem_and_is_used_once_before_or_after_casting():
    s, p, o = game(chars=("lumi", "lumi"))
    at_turn(s, p, hand="LLF", books=[["magic_missile"], [], []], hp="FFWWEELL")
    assert ("cantrip", 3) in RULES.legal_actions(s)
    RULES.apply(s, ("cantrip", 3))           # Glow: heal, draw
    assert s.phase == RESOLVE
    RULES.apply(s, ("heal",))
    RULES.apply(s, ("draw",))
    assert s.phase == CAST_P and s.cantrip_used
    assert ("cantrip", 3) not in RULES.legal_actions(s)
    assert sum(s.hp[p]) == 9 and s.spent[p] == gems("L")
    # after the book, no second cantrip
    RULES.apply(s, ("book", 0))
    RULES.apply(s, ("pay", 0, 0))
    RULES.apply(s, ("attack", o))
    assert not any(a[0] == "cantrip" for a in RULES.legal_actions(s))


def test_cantrip_can_follow_the_last_spell_of_the_book():
    s, p, o = game(chars=("pyra", "pyra"))
    at_turn(s, p, hand="FF", books=[["magic_missile"], [], []])
    RULES.apply(s, ("book", 0))
    RULES.apply(s, ("pay", 0, 0))
    RULES.apply(s, ("attack", o))
    assert s.phase == BOOK
    assert set(RULES.legal_actions(s)) == {("cantrip", 0), ("stop",)}
    RULES.apply(s, ("cantrip", 0))           # Spark: attack, draw
    assert RULES.decision(s).hints["icons"] == {"draw": 1, "attack": 1}
    reason = RULES.why_illegal(s, ("cantrip", 0))
    assert reason


def test_refresh_discards_hand_and_spell_gems_then_draws_four():
    s, p, o = game()
    at_turn(s, p, hand="FFW", bag="EEEELL", discard="",
            books=[["magic_missile"], [], []])
    RULES.apply(s, ("book", 0))
    RULES.apply(s, ("pay", 0, 0))
    RULES.apply(s, ("attack", o))
    assert s.phase == LEARN_P
    RULES.apply(s, ("end_turn",))
    assert s.discard[p] == gems("FFW")
    assert sum(s.hand[p]) == 4 and sum(s.bag[p]) == 2 and s.spent[p] == [0] * 5
    assert s.current == o and s.to_move == o


def test_an_empty_bag_is_refilled_from_the_discard_area_mid_draw():
    s, p, o = game()
    # nothing to cast, learn or revise with an empty hand: the turn refreshes at once
    ev = at_turn(s, p, hand="", bag="EL", discard="DDW", books=[[], [], []])
    assert [e["type"] for e in ev].count("BagRefilled") == 1
    assert s.current == o
    # the bag's 2 gems were drawn, then the discard area (D, D, W) refilled it
    assert sum(s.hand[p]) == 4
    assert sum(s.bag[p]) == 1 and sum(s.discard[p]) == 0
    assert [a + b for a, b in zip(s.hand[p], s.bag[p], strict=False)] == gems("ELDDW")
    assert s.hand[p][2] == 1 and s.hand[p][3] == 1     # E and L came first


def test_a_spell_can_be_paid_only_in_its_turn_one_book_left_to_right():
    """The reason a table shows when a gem is dropped on the wrong spell: one spellbook
    per turn, cast from its first spell, left to right."""
    from engines.magecraft.checks import spell_to_pay_problem
    s = started(2, 0, characters=["lumi", "lumi"])
    p = s.start
    at_turn(s, p, hand="FFWEL", books=[["meditation", "magic_missile"], ["magic_missile"],
                                        []])
    assert spell_to_pay_problem(s, 0, 0) is None
    assert "first spell: pay Meditation before Magic Missile" in spell_to_pay_problem(s, 0, 1)
    RULES.apply(s, ("book", 0))
    assert spell_to_pay_problem(s, 1, 0) == "You can cast from only one spellbook per turn"
    assert "Meditation comes before Magic Missile" in spell_to_pay_problem(s, 0, 1)
    RULES.apply(s, ("pay", 0, 3))          # Meditation paid: its icons, then Magic Missile
    while s.phase == "resolve":
        RULES.apply(s, RULES.legal_actions(s)[0])
    assert spell_to_pay_problem(s, 0, 0) == "Meditation has already been cast this turn"
    assert spell_to_pay_problem(s, 0, 1) is None
    assert spell_to_pay_problem(s, 2, 0) == "There is no such spell"
