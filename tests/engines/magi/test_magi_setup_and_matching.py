"""Setup of a round and the matching rules."""
import pytest

from engines.core import IllegalAction
from engines.magi import MAGIC, MAIN, RULES
from engines.magi.testing import make_state

# A few card ids from cards.json used throughout.
RED_BALANCE, BLUE_BALANCE, GREEN_BALANCE = 0, 1, 2
RED_SWORD, BLUE_SWORD, GREEN_SWORD = 24, 25, 26
RED_CUP, BLUE_CUP = 46, 47
BLUE_SCEPTRE_1, RED_SCEPTRE_2 = 52, 55
KAELITH = 88        # magi: free, reset
SYLVAR = 96         # magi: original (through)


def test_deal_six_cards_each_and_one_card_starts_the_pile():
    for n in range(2, 9):
        s = RULES.new_game({"players": n}, 7)
        assert [len(h) for h in s.hands] == [6] * n
        assert len(s.pile) == 1
        assert len(s.talon) == 99 - 6 * n - 1
        assert sorted(sum(s.hands, []) + s.pile + s.talon) == list(range(99))


def test_start_events_report_round_deal_and_pile():
    s, ev = RULES.start({"players": 4}, 3)
    kinds = [e["type"] for e in ev]
    assert kinds[:4] == ["GameStarted", "RoundBegan", "Dealt", "PileStarted"]
    assert ev[0]["players"] == 4
    assert ev[2]["counts"] == [6, 6, 6, 6]
    assert ev[3]["card"] == s.pile[-1]
    assert "TurnBegan" in kinds


def test_starting_player_takes_the_first_turn_clockwise():
    s = RULES.new_game({"players": 5, "first_starter": 3}, 11)
    assert s.current == 3 and s.to_move == 3
    assert s.direction == 1


def test_first_magi_card_on_the_pile_means_free():
    s = make_state([[RED_SWORD], [BLUE_CUP]], KAELITH, talon=[1, 2, 3])
    assert s.req_free
    assert ("play", RED_SWORD) in RULES.legal_actions(s)
    assert s.markers == []


def test_first_item_card_abilities_are_ignored():
    s = make_state([[RED_BALANCE, BLUE_CUP], [GREEN_BALANCE]], RED_SCEPTRE_2, talon=[3, 4])
    assert s.markers == []                      # no DRAWCOUNT from the upturned sceptre
    assert s.phase == MAIN and len(s.hands[0]) == 2
    assert s.requirement() == {"colour": "red", "picture": "sceptre", "free": False}


def test_match_by_colour():
    s = make_state([[RED_CUP, BLUE_CUP], [GREEN_BALANCE]], RED_SWORD, talon=[3, 4])
    legal = RULES.legal_actions(s)
    assert ("play", RED_CUP) in legal and ("play", BLUE_CUP) not in legal


def test_match_by_picture():
    s = make_state([[BLUE_SWORD, BLUE_CUP], [GREEN_BALANCE]], RED_SWORD, talon=[3, 4])
    legal = RULES.legal_actions(s)
    assert ("play", BLUE_SWORD) in legal and ("play", BLUE_CUP) not in legal


def test_magi_cards_can_be_played_on_anything_in_the_main_phase():
    s = make_state([[KAELITH, BLUE_CUP], [GREEN_BALANCE]], RED_SWORD, talon=[3, 4])
    assert s.phase == MAIN
    assert ("play", KAELITH) in RULES.legal_actions(s)


def test_draw_1_and_draw_2_sceptres_count_as_the_same_picture():
    s = make_state([[RED_SCEPTRE_2, BLUE_CUP], [GREEN_BALANCE]], BLUE_SCEPTRE_1,
                   talon=[3, 4])
    assert ("play", RED_SCEPTRE_2) in RULES.legal_actions(s)


def test_mismatch_is_refused_with_a_readable_reason():
    s = make_state([[BLUE_CUP, RED_CUP], [GREEN_BALANCE]], RED_SWORD, talon=[3, 4])
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, ("play", BLUE_CUP))
    assert err.value.reason == ("The Blue Cup does not match: play a red card, a sword "
                                "or a magi card")


def test_magic_phase_starts_turn_when_a_through_card_matches():
    s = make_state([[SYLVAR, BLUE_CUP], [GREEN_BALANCE]], RED_SWORD, talon=[3, 4])
    assert s.phase == MAGIC
    assert RULES.legal_actions(s)[:2] == [("play", SYLVAR), ("skip_magic",)]


def test_card_data_and_names():
    c = RULES.card(56)
    assert (c.kind, c.picture, c.colour, c.through) == ("item", "sceptre", "blue", False)
    assert RULES.card_name(None, 56) == "Blue Sceptre (Draw 2)"
    assert RULES.card_name(None, RED_SWORD) == "Red Sword"
    assert RULES.card(SYLVAR).colour is None
    kinds = [RULES.card(i).kind for i in range(99)]
    assert kinds.count("guild") == 51 and kinds.count("item") == 27 and kinds.count("magi") == 21
    assert all(not RULES.card(i).through for i in range(99) if RULES.card(i).picture == "sceptre")
    assert all(not RULES.card(i).abilities and not RULES.card(i).through
               for i in range(99) if kinds[i] == "guild")
    magi_names = [RULES.card_name(None, i) for i in range(99) if kinds[i] == "magi"]
    assert len(set(magi_names)) == 21
    for i in range(99):
        if kinds[i] == "magi":
            abil = {a[0] for a in RULES.card(i).abilities}
            assert abil & {"select", "free", "original"}
