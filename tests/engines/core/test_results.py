"""What a finished game's result says (engines/core/results.py): several seats sharing
the win are a draw and say so; a team's win is one win; a seat that is out is never a
winner while another is still in. And each game's ``result`` keeps to it when rivals tie
(the Magi round totals, Magecraft's and Magi-Nation's turn limits)."""
from __future__ import annotations

from engines.core.results import outcome, result_problems, seats_out


def test_one_winner_is_a_win_and_several_rivals_are_a_draw():
    assert outcome([2]) == {"winners": [2], "draw": False, "team": None}
    assert outcome([3, 0, 3]) == {"winners": [0, 3], "draw": True, "team": None}
    assert outcome([]) == {"winners": [], "draw": False, "team": None}


def test_a_teams_seats_are_that_teams_win_and_two_tied_teams_a_draw():
    teams = [[0, 1], [2, 3]]
    assert outcome([3, 2], teams) == {"winners": [2, 3], "draw": False, "team": 1}
    assert outcome([0, 1, 2, 3], teams)["draw"] is True
    assert outcome([0, 2], teams)["draw"] is True


def test_the_check_finds_a_shared_win_without_draw_and_a_winner_who_is_out():
    assert result_problems({"winners": [0, 1]}, 2)            # no draw flag
    assert not result_problems({"winners": [0, 1], "draw": True}, 2)
    bad = result_problems({"winners": [0, 1, 2, 3], "draw": True}, 4, {1, 2})
    assert bad and "out" in bad[0]
    # everyone went out together: they may share the draw
    assert not result_problems({"winners": [0, 1], "draw": True}, 3, {0, 1, 2})
    # a team's win names the team, even with a teammate out
    team_win = {"winners": [2, 3], "team": 1, "teams": [[0, 1], [2, 3]]}
    assert not result_problems(team_win, 4, {3})
    assert result_problems(dict(team_win, team=0), 4)
    assert result_problems(dict(team_win, draw=True), 4)
    assert result_problems({"winners": [5]}, 4) and result_problems(None, 2)


def test_seats_out_are_the_engines_or_the_states_flags():
    class Rules:
        def seats_out(self, state):
            return [1]

    class State:
        players, out = 3, [False, True, True]

    assert seats_out(Rules(), State()) == {1}
    assert seats_out(object(), State()) == {1, 2}
    assert seats_out(object(), object()) == set()


def test_magecraft_players_tied_at_the_turn_limit_are_a_draw():
    """House rule (engines/magecraft/rules.py): at the turn limit the most score gems win,
    then the most HP gems; players still equal share a draw."""
    from engines.magecraft import RULES
    from engines.magecraft.testing import started
    s = started(2, 0, turn_limit=4)
    while not RULES.is_over(s):
        RULES.apply(s, RULES.legal_actions(s)[-1])
    res = RULES.result(s)
    assert res["reason"] == "turn_limit" and res["winners"] == [0, 1]
    assert res["draw"] is True and not result_problems(res, 2, seats_out(RULES, s))


def test_magi_players_with_the_same_fewest_minus_points_share_a_draw():
    """Magi: the game ends when someone reaches the points limit; the fewest minus points
    win, and two players holding that fewest share a draw."""
    from engines.magi import RULES
    s = RULES.new_game({"players": 3}, 5)
    s.totals, s.winners, s.to_move = [12, 55, 12], [0, 2], None
    res = RULES.result(s)
    assert res["winners"] == [0, 2] and res["draw"] is True
    s.winners = [0]
    assert RULES.result(s)["draw"] is False


def test_magination_players_tied_at_the_turn_limit_are_a_draw():
    from engines.magination import RULES
    s = RULES.new_game({"players": 3}, 5)
    s.winners, s.end_reason = [0, 1], "turn limit reached"
    res = RULES.result(s)
    assert res["winners"] == [0, 1] and res["draw"] is True
    s.winners = [1]
    assert RULES.result(s)["draw"] is False
