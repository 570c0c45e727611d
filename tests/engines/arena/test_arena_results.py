"""How an Arena game ends and what its result says (rulebook: Ending the Game and Scoring;
the Duel's, the Skirmish's and the Melee's Victory and turn marker tracks), and the
config's turn track bounded by those tracks.

Our rulings: the turn track is the rulebook's (the Duel 30, the Skirmish 60, the Melee
36, 48 or 60) and nothing else; equal points at the end are a draw (``draw`` True), not a
shared win; in the Melee a player who is out never wins; a Skirmish team's win is one
win (``team``), not a draw."""
from __future__ import annotations

import pytest

from engines.arena import RULES
from engines.arena.damage import destroy
from engines.arena.testing import act, fig, stage, tiny_board
from engines.core.results import result_problems
from engines.core.rng import Rng

tiny_board("res_purple", ["1 1p 1p 1 1 1 1 1 1"] * 3)

FOUR = ("chandra", "gideon", "jace", "nissa")


# ---------------------------------------------------------------------------------------
# The turn track's length (issue 21, item 5)

@pytest.mark.parametrize("cfg, turns", [({"players": 2}, 30),
                                        ({"players": 4, "scenario": "skirmish"}, 60),
                                        ({"players": 3, "scenario": "melee"}, 36),
                                        ({"players": 3, "turns": 48}, 48),
                                        ({"players": 5, "turns": 60}, 60)])
def test_the_turn_track_is_the_length_the_rulebook_prints(cfg, turns):
    assert RULES.check_config(cfg)["turns"] == turns


@pytest.mark.parametrize("cfg", [{"players": 2, "turns": 10 ** 9},
                                 {"players": 2, "turns": 31},
                                 {"players": 2, "turns": 29},
                                 {"players": 2, "turns": 1},
                                 {"players": 2, "turns": 0},
                                 {"players": 2, "turns": -30},
                                 {"players": 2, "turns": 30.0},
                                 {"players": 2, "turns": True},
                                 {"players": 2, "turns": "30"},
                                 {"players": 2, "turns": None},
                                 {"players": 2, "turns": [30]},
                                 {"players": 4, "scenario": "skirmish", "turns": 10 ** 7},
                                 {"players": 4, "scenario": "skirmish", "turns": 48},
                                 {"players": 4, "scenario": "melee", "turns": 10 ** 9}])
def test_a_turn_track_the_rulebook_has_not_is_refused(cfg):
    """A track of 10**9 turns in a save used to pass the check, and opening it drew one
    box per turn for ever."""
    with pytest.raises(ValueError, match="turn track"):
        RULES.check_config(cfg)


# ---------------------------------------------------------------------------------------
# The result at the end of the turn track (issue 21, item 6)

def test_equal_points_at_the_end_of_the_duel_are_a_draw_and_the_result_says_so():
    """Scoring: after turn 30 the most points on the battlefield win; equal points are a
    draw (our ruling), which the result flags."""
    s = stage("duel", armies=("chandra", "chandra"), turn=30, current=1, chosen="chandra",
              figures=[(0, "chandra", 0, (4, 9)), (1, "chandra", 0, (5, 2))])
    ev = act(s, ("end",))
    res = RULES.result(s)
    assert res["reason"] == "turns" and res["winners"] == [0, 1]
    assert res["draw"] is True and res["team"] is None
    assert not result_problems(res, 2, RULES.seats_out(s))
    over = [e for e in ev if e["type"] == "GameOver"][0]
    assert "draw" in RULES.narrate(s, over, 0)


def test_the_duel_won_on_points_is_not_a_draw():
    s = stage("duel", armies=("chandra", "nissa"), turn=30, current=1, chosen="nissa",
              figures=[(0, "chandra", 0, (4, 9)), (1, "nissa", 0, (5, 2)),
                       (1, "elves", 0, (6, 2))])
    pts = [s.points(0), s.points(1)]
    assert pts[0] != pts[1]
    act(s, ("end",))
    res = RULES.result(s)
    assert res["winners"] == [pts.index(max(pts))] and res["draw"] is False


def _melee_with_seat_1_out():
    s = stage("res_purple", armies=FOUR, scenario="melee", turns=48, turn=48, current=0,
              chosen="chandra",
              figures=[(0, "chandra", 0, (6, 0)), (1, "gideon", 0, (7, 0)),
                       (2, "jace", 0, (6, 2)), (3, "nissa", 0, (7, 2))])
    destroy(s, fig(s, 1, "gideon"), [])
    assert RULES.seats_out(s) == {1} and s.winners is None
    return s


def test_a_player_out_of_the_melee_never_shares_its_win_and_a_tie_is_a_draw():
    """The Melee: nobody holds a purple space at the end of turn 48, so the players
    still in tie at 0 points. Seat 1 is out (Planeswalker destroyed, no figure left): it
    is not among the winners, and the tie is a draw."""
    s = _melee_with_seat_1_out()
    act(s, ("end",))
    res = RULES.result(s)
    assert res["reason"] == "turns"
    assert res["winners"] == [0, 2, 3] and res["draw"] is True
    assert res["out"] == [1]
    assert not result_problems(res, 4, RULES.seats_out(s))


def test_the_most_points_on_the_purple_spaces_win_the_melee_alone():
    s = stage("res_purple", armies=FOUR, scenario="melee", turns=48, turn=48, current=0,
              chosen="chandra",
              figures=[(0, "chandra", 0, (1, 0)), (1, "gideon", 0, (7, 0)),
                       (2, "jace", 0, (6, 2)), (3, "nissa", 0, (7, 2))])
    act(s, ("end",))
    res = RULES.result(s)
    assert res["winners"] == [0] and res["draw"] is False


def test_a_random_melee_names_no_knocked_out_player_among_its_winners():
    """The audit's case: a four-player Melee played at random (seed 1003) ended on the
    turn track with every seat listed as a winner, seats out included, and no draw."""
    s = RULES.new_game({"players": 4, "scenario": "melee"}, 1003)
    rng = Rng(1003)
    for _ in range(20000):
        if RULES.is_over(s):
            break
        legal = RULES.legal_actions(s)
        act(s, legal[rng.randrange(len(legal))])
    res = RULES.result(s)
    assert res is not None
    assert not result_problems(res, 4, RULES.seats_out(s)), res


def _skirmish(figures, **kw):
    return stage("duel", armies=FOUR, scenario="skirmish", figures=figures, **kw)


def test_a_skirmish_team_wins_as_one_team_not_as_a_draw():
    """After turn 60 the team with the most points wins: both teammates are its winners,
    and the result names the team (``team``) instead of calling it a draw."""
    s = _skirmish([(0, "chandra", 0, (0, 0)), (1, "gideon", 0, (2, 0)),
                   (2, "jace", 0, (0, 6)), (3, "nissa", 0, (2, 6)), (3, "elves", 0, (4, 6))],
                  turn=60, current=0, chosen="chandra")
    act(s, ("end",))
    res = RULES.result(s)
    assert res["winners"] == [2, 3] and res["teams"][res["team"]] == [2, 3]
    assert res["draw"] is False
    assert not result_problems(res, 4, RULES.seats_out(s))


def test_two_skirmish_teams_with_equal_points_are_a_draw():
    s = stage("duel", armies=("chandra",) * 4, scenario="skirmish", turn=60, current=0,
              chosen="chandra",
              figures=[(0, "chandra", 0, (0, 0)), (1, "chandra", 0, (2, 0)),
                       (2, "chandra", 0, (0, 6)), (3, "chandra", 0, (2, 6))])
    act(s, ("end",))
    res = RULES.result(s)
    assert res["winners"] == [0, 1, 2, 3] and res["draw"] is True and res["team"] is None
    assert not result_problems(res, 4, RULES.seats_out(s))
