"""The Magi call and catching, round end, scoring, next round and game end."""
import pytest

from engines.core import IllegalAction
from engines.magi import MAIN, RULES
from engines.magi.testing import make_state

RED_BALANCE, BLUE_BALANCE, GREEN_BALANCE, YELLOW_BALANCE = 0, 1, 2, 3
RED_SWORD, BLUE_SWORD = 24, 25
RED_CUP, BLUE_CUP, GREEN_CUP = 46, 47, 44
RED_SCEPTRE_1 = 51
ISKANDER = 86       # magi, through: free, draw 2
ERYNDOR = 82        # select, reset, through
TALON = [30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43]


def types(ev):
    return [e["type"] for e in ev]


def test_magi_call_is_legal_with_one_or_two_cards_and_prevents_catching():
    s = make_state([[RED_CUP, BLUE_CUP], [GREEN_CUP, BLUE_BALANCE], [YELLOW_BALANCE]],
                   RED_SWORD, talon=TALON)
    assert ("call",) in RULES.legal_actions(s)
    ev = RULES.apply(s, ("call",))
    assert ev == [{"type": "MagiCalled", "player": 0, "cards": 2}]
    assert s.to_move == 0 and ("call",) not in RULES.legal_actions(s)   # turn goes on
    ev = RULES.apply(s, ("play", RED_CUP))
    assert "MagiForgotten" not in types(ev) and s.catchable == [False, False, False]
    assert ("catch", 0) not in RULES.legal_actions(s)


def test_magi_call_is_not_legal_with_three_cards():
    s = make_state([[RED_CUP, BLUE_CUP, GREEN_CUP], [BLUE_BALANCE]], RED_SWORD, talon=TALON)
    assert ("call",) not in RULES.legal_actions(s)
    assert "one or two cards" in RULES.why_illegal(s, ("call",))


def test_forgotten_magi_call_is_caught_and_the_caught_player_draws_one():
    s = make_state([[RED_CUP, BLUE_CUP], [GREEN_CUP, BLUE_BALANCE], [YELLOW_BALANCE]],
                   RED_SWORD, talon=TALON)
    ev = RULES.apply(s, ("play", RED_CUP))
    assert {"type": "MagiForgotten", "player": 0} in ev and s.catchable[0]
    assert s.to_move == 1 and ("catch", 0) in RULES.legal_actions(s)
    ev = RULES.apply(s, ("catch", 0))
    assert types(ev) == ["Caught", "CardsDrawn"]
    assert ev[0] == {"type": "Caught", "by": 1, "victim": 0}
    assert len(s.hands[0]) == 2 and not s.catchable[0]
    assert s.to_move == 1 and s.phase == MAIN        # catching does not end the turn


def test_catch_window_closes_when_that_players_next_turn_begins():
    s = make_state([[RED_CUP, BLUE_CUP], [GREEN_CUP, BLUE_BALANCE], [YELLOW_BALANCE, 4]],
                   RED_SWORD, talon=TALON)
    RULES.apply(s, ("play", RED_CUP))
    for _ in range(2):                                 # seats 1 and 2 draw and pass
        RULES.apply(s, ("draw",))
        RULES.apply(s, ("pass",))
    assert s.to_move == 0 and not s.catchable[0]
    assert len(s.hands[0]) == 1                        # nobody noticed: no penalty
    s.to_move = s.current = 1                          # even from another seat: no catch
    assert "cannot be caught" in RULES.why_illegal(s, ("catch", 0))


def test_catch_is_refused_against_a_player_who_is_not_catchable():
    s = make_state([[RED_CUP, BLUE_CUP, GREEN_CUP], [GREEN_BALANCE]], RED_SWORD, talon=TALON)
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, ("catch", 1))
    assert "cannot be caught" in err.value.reason
    assert RULES.why_illegal(s, ("catch", 0)) == "You cannot catch yourself"


def test_round_ends_when_the_player_to_move_has_no_cards_and_scores_hand_points():
    s = make_state([[RED_CUP], [BLUE_CUP, GREEN_CUP], [YELLOW_BALANCE]], RED_SWORD,
                   talon=TALON)
    ev = RULES.apply(s, ("play", RED_CUP))
    end = [e for e in ev if e["type"] == "RoundEnded"][0]
    expected = [0, RULES.card(BLUE_CUP).points + RULES.card(GREEN_CUP).points,
                RULES.card(YELLOW_BALANCE).points]
    assert end["hand_points"] == expected and end["totals"] == expected
    assert s.totals == expected and s.round_scores == [expected]
    assert s.round_no == 2


def test_next_round_starts_with_the_left_neighbour_of_the_previous_starter():
    s = make_state([[RED_CUP], [BLUE_CUP, GREEN_CUP], [YELLOW_BALANCE]], RED_SWORD,
                   talon=TALON)
    ev = RULES.apply(s, ("play", RED_CUP))
    i = types(ev).index("RoundBegan")
    assert ev[i] == {"type": "RoundBegan", "round": 2, "starter": 1}
    assert types(ev)[i:i + 3] == ["RoundBegan", "Dealt", "PileStarted"]
    assert s.starter == 1 and s.current == 1 and s.direction == 1
    assert [len(h) for h in s.hands] == [6, 6, 6]
    assert sorted(sum(s.hands, []) + s.pile + s.talon + s.out) == list(range(99))


def test_round_does_not_end_while_drawcount_lies_on_the_table():
    # Seat 0 goes out with a Draw card: it must wait. Seat 1 dodges with a through Draw 2,
    # so seat 0 draws 1 + 2 at its next turn and the round goes on.
    s = make_state([[RED_SCEPTRE_1], [ISKANDER, BLUE_CUP, GREEN_CUP]], RED_SWORD, talon=TALON)
    ev = RULES.apply(s, ("play", RED_SCEPTRE_1))
    assert "RoundEnded" not in types(ev) and s.hands[0] == []
    ev = RULES.apply(s, ("play", ISKANDER))
    assert "RoundEnded" not in types(ev)
    assert len(s.hands[0]) == 3 and s.round_no == 1


def test_round_ends_at_the_next_turn_once_the_drawcount_is_gone():
    s = make_state([[RED_SCEPTRE_1], [ERYNDOR, BLUE_CUP, GREEN_CUP]], RED_SWORD, talon=TALON)
    RULES.apply(s, ("play", RED_SCEPTRE_1))
    RULES.apply(s, ("play", ERYNDOR))                  # reset: the marker is removed
    ev = RULES.apply(s, ("colour", "blue"))
    assert types(ev)[:3] == ["AbilityResolved", "ColourChosen", "PhaseChanged"]
    assert "RoundEnded" in types(ev) and s.round_scores[0][0] == 0


def test_game_ends_at_the_target_and_the_lowest_total_wins():
    s = make_state([[RED_CUP], [BLUE_CUP, GREEN_CUP]], RED_SWORD, talon=TALON, target=4)
    ev = RULES.apply(s, ("play", RED_CUP))
    assert types(ev)[-1] == "GameOver"
    assert RULES.is_over(s) and s.to_move is None and RULES.legal_actions(s) == []
    res = RULES.result(s)
    assert res == {"winners": [0], "draw": False, "team": None, "scores": [0, 4],
                   "rounds": [[0, 4]]}   # 2 + 2 points
    assert RULES.why_illegal(s, ("draw",)) == "The game is over"


def test_tied_lowest_totals_share_the_win():
    s = make_state([[RED_CUP], [BLUE_CUP, GREEN_CUP], [YELLOW_BALANCE]], RED_SWORD,
                   talon=TALON, target=20)
    s.totals = [4, 0, 20]
    RULES.apply(s, ("play", RED_CUP))            # hand points 0, 4, 4
    assert RULES.result(s)["winners"] == [0, 1]
    assert RULES.result(s)["scores"] == [4, 4, 24]


def test_result_is_none_during_play():
    s = RULES.new_game({"players": 4}, 1)
    assert RULES.result(s) is None and not RULES.is_over(s)
