"""Giving up a Magi game (the kit's forfeit; Magi keeps no end reason of its own)."""
from __future__ import annotations

from engines.core.forfeit import forfeit_action
from engines.magi import OVER, RULES


def test_a_forfeit_stops_the_round_and_the_others_win_with_nobody_scoring():
    """The round stops where it is, nobody scores it; the result tells a forfeit from
    the usual end (a total reaching the target) and names who gave up."""
    s = RULES.new_game(RULES.check_config({"players": 4}), 2)
    totals = list(s.totals)
    RULES.apply(s, forfeit_action(3))
    res = RULES.result(s)
    assert res["winners"] == [0, 1, 2] and res["forfeited"] == [3]
    assert res["reason"] == "forfeit" and s.phase == OVER and s.totals == totals


def test_a_game_that_ends_on_the_target_is_not_a_forfeit():
    s = RULES.new_game(RULES.check_config({"players": 2}), 2)
    s.totals = [s.target, 3]
    s.winners, s.to_move, s.phase = [1], None, OVER
    assert RULES.forfeited(s) == [] and "forfeited" not in RULES.result(s)
