"""Rulebook sections 1.2, 1.3, 1.4 and 1.11 as the rulebook has them by default (a deck's
only limits are 12 cards and 3 resources; a duel ends when a hero falls or a player
forfeits), our stall rule, and the two house rules a player may switch on in the setup
(two copies of a card; a turn limit), each a config key that check_config bounds."""
import pytest

from engines.mabinogi import RULES
from engines.mabinogi.deck_model import (HOUSE_MAX_COPIES, TOO_MANY_COPIES, DeckModel,
                                         deck_problems)
from engines.mabinogi.state import (HOUSE_TURN_LIMIT, MAX_TURN_LIMIT, STALL_TURNS,
                                    turns_without_new_low)
from engines.mabinogi.testing import answer, game, set_turn, summon

NATURE = ["Hyena", "Rhino", "Grand Elf", "Arctotherium", "Thornback Boar", "Forest Wolf",
          "Healing Spring", "Wild Growth", "Entangle", "Treant Elder", "Stampede",
          "Druid's Call"]
THREE_HYENAS = ["Hyena"] * 3 + NATURE[1:10]


def test_rule_1_11_a_deck_may_hold_a_third_copy_the_rulebook_sets_no_copy_limit():
    """Rules 1.2 and 1.11 limit a deck to 12 cards of at most 3 resources, and no more:
    three copies of a card are a legal deck, in check_config and in the deck model."""
    assert len(THREE_HYENAS) == 12
    assert deck_problems(THREE_HYENAS) == []
    s = RULES.new_game({"players": 2, "decks": [THREE_HYENAS, "wild_pack"]}, 1)
    assert sum(RULES.card(s.cdef[i]).name == "Hyena" for i in s.hand[0]) == 3
    m = DeckModel()
    for _ in range(4):
        assert m.add("Hyena") is None
    assert m.counts["Hyena"] == 4 and m.valid
    assert any("two-copies house rule" in w for w in m.warnings())


def test_house_rule_two_copies_refuses_a_third_copy_only_when_on():
    """The two-copies house rule (ours; config ``two_copies``): at most 2 copies of a
    card, in check_config and in a deck model built with it; off by default."""
    with pytest.raises(ValueError) as info:
        RULES.new_game({"players": 2, "decks": [THREE_HYENAS, "wild_pack"],
                        "two_copies": True}, 1)
    assert "At most 2 copies of Hyena in a deck (a house rule); this one has 3." in \
        str(info.value)
    probs = deck_problems(THREE_HYENAS, HOUSE_MAX_COPIES)
    assert [(p.code, p.excess) for p in probs] == [(TOO_MANY_COPIES, 1)]
    assert probs[0].hint == "Take 1 copy of Hyena out, or play without the house rule."
    m = DeckModel(max_copies=HOUSE_MAX_COPIES)
    assert m.add("Hyena") is None and m.add("Hyena") is None
    assert m.add("Hyena") == "At most 2 copies of Hyena in a deck (a house rule)."
    assert not any("house rule" in w for w in m.warnings())
    loaded = DeckModel.from_deck(THREE_HYENAS, HOUSE_MAX_COPIES)
    assert not loaded.valid and loaded.problems()[0].code == TOO_MANY_COPIES
    assert RULES.new_game({"players": 2, "decks": ["wild_pack", "dawn_guard"],
                           "two_copies": True}, 1)        # the prebuilt decks fit it


def test_rule_1_3_a_duel_goes_on_past_turn_80_by_default():
    """Rule 1.3/1.4: only a hero at 0 HP or a forfeit ends a duel; no turn count does
    (the former turn-81 end is a house rule now, off by default)."""
    s = game(NATURE, NATURE)
    assert s.turn_limit is None
    summon(s, 0, "Hyena", 0)
    s.turn = 120
    for _ in range(10):                     # the Hyena hits the hero: new lows each turn
        set_turn(s, s.current)
        answer(s, ("end",))
    assert not RULES.is_over(s) and s.turn == 130


def test_house_rule_turn_limit_more_hp_wins_and_equal_hp_is_a_draw():
    """The turn-limit house rule (ours; config ``turn_limit``, 80 from the setup): when
    turn 81 would begin, the hero with more HP wins; equal HP is a draw."""
    s = game(NATURE, NATURE, turn_limit=HOUSE_TURN_LIMIT)
    s.turn = HOUSE_TURN_LIMIT
    s.hp = [30, 25]
    ev = answer(s, ("end",))
    res = RULES.result(s)
    assert res["winners"] == [0] and res["reason"] == "turn_limit" and not res["draw"]
    assert "house rule's turn limit" in RULES.narrate(s, ev[-1], None)
    s = game(NATURE, NATURE, turn_limit=HOUSE_TURN_LIMIT)
    s.turn = HOUSE_TURN_LIMIT
    s.hp = [25, 25]
    answer(s, ("end",))
    res = RULES.result(s)
    assert res["winners"] == [0, 1] and res["draw"] is True


def test_stall_rule_two_sides_that_cannot_hurt_each_other_draw():
    """Our stall rule: when STALL_TURNS turns in a row begin without either hero's HP
    lower than ever before, the duel ends in a draw (``"draw": True``), so a position
    that can never move on does not play forever."""
    s = game(NATURE, NATURE)
    summon(s, 0, "Rhino", 0)                # two walls, face to face
    summon(s, 1, "Rhino", 0)
    for u in (s.board[0][0], s.board[1][0]):
        u.hp = u.mhp = 10 ** 6
    ev: list = []
    while not RULES.is_over(s) and s.turn < 200:
        ev = answer(s, ("end",))
    res = RULES.result(s)
    assert res is not None and res["reason"] == "stall"
    assert res["winners"] == [0, 1] and res["draw"] is True
    assert s.turn == STALL_TURNS + 1        # turn 1 is the first low; 40 more turns
    assert RULES.narrate(s, ev[-1], None).startswith("Game over: a draw (the stall rule")


def test_stall_rule_counts_from_the_last_new_low_of_either_hero():
    """A new low of either hero's HP (at a turn start) restarts the count; HP lost and
    won back, or a level-up's gain, is no new low."""
    assert turns_without_new_low([[40, 40]]) == 0
    assert turns_without_new_low([[40, 40], [40, 40], [40, 40]]) == 2
    assert turns_without_new_low([[40, 40], [40, 39], [40, 40]]) == 1
    assert turns_without_new_low([[40, 40], [35, 40], [44, 40], [38, 40]]) == 2
    assert turns_without_new_low([[40, 40], [35, 40], [44, 40], [34, 40]]) == 0


@pytest.mark.parametrize("bad", [0, -1, MAX_TURN_LIMIT + 1, 10 ** 9, 10 ** 100, 80.0, 1.5,
                                 "80", True, [80]])
def test_the_turn_limit_house_rule_is_bounded_in_check_config(bad):
    with pytest.raises(ValueError) as info:
        RULES.check_config({"players": 2, "turn_limit": bad})
    assert "turn limit" in str(info.value)


@pytest.mark.parametrize("bad", [1, 0, 2, "yes", None, 10 ** 9, -1, 0.5])
def test_the_two_copies_house_rule_is_on_or_off_in_check_config(bad):
    with pytest.raises(ValueError) as info:
        RULES.check_config({"players": 2, "two_copies": bad})
    assert "two-copies house rule" in str(info.value)


def test_house_rules_are_off_by_default_and_kept_in_the_config():
    cfg = RULES.check_config({"players": 2})
    assert cfg["two_copies"] is False and cfg["turn_limit"] is None
    cfg = RULES.check_config({"players": 2, "two_copies": True, "turn_limit": 80})
    assert cfg["two_copies"] is True and cfg["turn_limit"] == 80
    assert RULES.check_config({"players": 2, "turn_limit": None})["turn_limit"] is None


def test_rule_1_2_each_seats_hero_is_known_before_the_duel_is_set_up():
    """The hero of each seat's deck (a random one drawn from the seed as the set-up
    draws it), told before the duel is set up (a table names its AI seats by it)."""
    from engines.mabinogi.rules import new_state, seat_heroes
    seen = set()
    for seed in range(40):
        for decks in (["random", "random"], ["wild_pack", "random"], ["random", "grave_pact"],
                      ["three_stars", "dawn_guard"]):
            cfg = {"players": 2, "decks": decks}
            heroes = seat_heroes(cfg, seed)
            assert heroes == new_state(cfg, seed).hero
            seen.add(tuple(heroes))
    assert len(seen) > 10
