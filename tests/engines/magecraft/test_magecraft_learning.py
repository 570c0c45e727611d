"""Learning (learn cost discarded, spell placed on the LEFT of a spellbook), revision
(4 gems, free rearranging, mastering one spell) and the golden gem of mastered spells."""
import pytest

from engines.core.protocol import IllegalAction
from engines.magecraft import (BOOK, LEARN_P, MASTER, PAY_LEARN, PLACE, REARRANGE, RESOLVE,
                               REVISE, RULES)
from engines.magecraft.content import SPELL_INDEX
from engines.magecraft.testing import at_turn, card, gems, started

FIREBALL = SPELL_INDEX["fireball"]


def game(seed=0):
    s = started(2, seed, characters=["lumi", "lumi"])
    return s, s.start, 1 - s.start


def to_learning(s, p, hand, **zones):
    at_turn(s, p, hand=hand, **zones)
    if s.phase != LEARN_P:
        RULES.apply(s, ("stop",))
    assert s.phase == LEARN_P


def test_learning_pays_the_learn_cost_and_places_the_spell_on_the_left():
    s, p, o = game()
    to_learning(s, p, "FFW", discard="")
    i = s.acad_ids.index(FIREBALL)
    before = s.acad_count[i]
    RULES.apply(s, ("learn", FIREBALL))
    assert s.phase == PAY_LEARN
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, ("pay", 0, 1))
    assert "Fire" in err.value.reason
    RULES.apply(s, ("pay", 0, 0))
    RULES.apply(s, ("pay", 1, 0))
    assert s.phase == PLACE and s.discard[p] == gems("FF")
    RULES.apply(s, ("place", 1))
    assert s.books[p][1] == [card("fireball"), card("magic_missile")]
    assert s.acad_count[i] == before - 1
    assert s.current == o                       # learning ends the turn (after refresh)


def test_a_spell_you_cannot_pay_to_learn_is_refused():
    s, p, _ = game()
    to_learning(s, p, "FW")
    assert ("learn", FIREBALL) not in RULES.legal_actions(s)
    assert "learn cost of Fireball" in RULES.why_illegal(s, ("learn", FIREBALL))


def test_revision_needs_four_gems_in_hand():
    s, p, _ = game()
    to_learning(s, p, "FWE")
    assert ("revise",) not in RULES.legal_actions(s)
    assert "needs 4 gems" in RULES.why_illegal(s, ("revise",))


def test_revision_discards_four_rearranges_and_masters_one_spell():
    s, p, o = game()
    to_learning(s, p, "FWEL", discard="")
    RULES.apply(s, ("revise",))
    assert s.phase == REVISE
    for c in (0, 1, 2, 3):
        RULES.apply(s, ("discard", c))
    assert s.discard[p] == gems("FWEL") and s.phase == REARRANGE
    # move Meditation (book 1) behind Magic Missile in book 2; book 1 may be empty
    RULES.apply(s, ("move", 0, 0, 1, 1))
    assert s.books[p][0] == [] and s.books[p][1] == [card("magic_missile"), card("meditation")]
    RULES.apply(s, ("done",))
    assert s.phase == MASTER
    RULES.apply(s, ("master", 1, 0))
    assert s.books[p][1][0] == card("magic_missile", True)
    assert s.current == o


def to_master_step(s, p):
    to_learning(s, p, "FWEL", discard="")
    RULES.apply(s, ("revise",))
    for c in (0, 1, 2, 3):
        RULES.apply(s, ("discard", c))
    RULES.apply(s, ("done",))


def test_mastering_is_optional_the_master_step_can_be_skipped():
    """The rulebook: "We highly recommend you ignore this step if it is your first time
    playing" - the master step offers ("done",), which masters nothing."""
    s, p, o = game()
    to_master_step(s, p)
    assert s.phase == MASTER and ("done",) in RULES.legal_actions(s)
    assert RULES.why_illegal(s, ("done",)) is None
    books = [b[:] for b in s.books[p]]
    assert RULES.describe(s, ("done",), p) == "You leave every spell unmastered this time"
    RULES.apply(s, ("done",))
    assert s.books[p] == books and s.current == o


def test_a_game_without_mastering_leaves_the_master_step_out():
    s = started(2, 0, characters=["lumi", "lumi"], mastering=False)
    p, o = s.start, 1 - s.start
    assert s.config["mastering"] is False
    to_learning(s, p, "FWEL", discard="")
    RULES.apply(s, ("revise",))
    for c in (0, 1, 2, 3):
        RULES.apply(s, ("discard", c))
    assert s.phase == REARRANGE
    RULES.apply(s, ("done",))
    assert s.phase != MASTER and s.current == o
    assert not any(c & 1 for b in s.books[p] for c in b)


def test_mastering_is_on_unless_the_config_says_otherwise():
    assert RULES.check_config({"players": 2})["mastering"] is True
    assert RULES.check_config({"players": 2, "mastering": False})["mastering"] is False
    for bad in (0, 1, "no", None):
        with pytest.raises(ValueError) as err:
            RULES.check_config({"players": 2, "mastering": bad})
        assert "Mastering" in str(err.value)


def test_rearranging_allows_one_move_per_spell():
    s, p, _ = game()
    to_learning(s, p, "FWEL")
    RULES.apply(s, ("revise",))
    for c in (0, 1, 2, 3):
        RULES.apply(s, ("discard", c))
    RULES.apply(s, ("move", 0, 0, 1, 0))
    RULES.apply(s, ("move", 1, 0, 2, 1))
    RULES.apply(s, ("move", 2, 0, 0, 0))       # third spell owned, third move
    assert s.phase == MASTER
    assert [len(b) for b in s.books[p]] == [1, 1, 1]


def _cast_book(s, o):
    """Pay/resolve with the first legal choice until the book is done."""
    while s.phase in (BOOK, RESOLVE) or s.phase == "paying":
        legal = [a for a in RULES.legal_actions(s) if a[0] != "cantrip" and a != ("stop",)]
        if not legal:
            break
        RULES.apply(s, legal[0])


def test_golden_gem_moves_on_and_pays_a_matching_slot_of_the_next_spell():
    s, p, o = game()
    at_turn(s, p, hand="FF", books=[["magic_missile*", "fireball"], [], []])
    RULES.apply(s, ("book", 0))
    RULES.apply(s, ("pay", 0, 0))
    ev = RULES.apply(s, ("attack", o))
    assert any(e["type"] == "GoldenGemMoved" for e in ev)
    assert s.fill == [0, -1] and s.phase == BOOK
    RULES.apply(s, ("pay", 1, 0))
    assert s.phase == RESOLVE and s.pending[1] == 3          # Fireball for one new gem
    assert s.spent[p] == gems("FF") and sum(s.hand[p]) == 0


def test_golden_gem_can_pay_a_wild_slot():
    s, p, o = game()
    at_turn(s, p, hand="F", books=[["magic_missile*", "transmute"], [], []])
    RULES.apply(s, ("book", 0))
    RULES.apply(s, ("pay", 0, 0))
    RULES.apply(s, ("attack", o))
    assert s.fill == [0]
    assert ("cast",) in RULES.legal_actions(s)
    RULES.apply(s, ("cast",))
    assert s.phase == RESOLVE and s.pending[0] == 1 and s.pending[4] == 1


def test_golden_gem_that_does_not_match_goes_to_the_discard_area():
    s, p, o = game()
    at_turn(s, p, hand="FL", discard="", books=[["magic_missile*", "meditation"], [], []])
    RULES.apply(s, ("book", 0))
    RULES.apply(s, ("pay", 0, 0))
    ev = RULES.apply(s, ("attack", o))
    assert any(e["type"] == "GoldenGemDiscarded" for e in ev)
    assert s.discard[p] == gems("F") and s.spent[p] == [0] * 5 and s.fill == [-1]


def test_unmastered_spell_gems_stay_on_the_card():
    s, p, o = game()
    at_turn(s, p, hand="FFF", books=[["magic_missile", "fireball"], [], []])
    RULES.apply(s, ("book", 0))
    RULES.apply(s, ("pay", 0, 0))
    RULES.apply(s, ("attack", o))
    assert s.fill == [-1, -1] and s.spent[p] == gems("F")
