"""Giving up a Magi-Nation game (the kit's forfeit, Magi-Nation's own end)."""
from __future__ import annotations

from engines.core.forfeit import forfeit_action
from engines.magination import RULES


def test_a_forfeit_ends_the_duel_for_the_other_player_and_is_no_draw():
    s = RULES.new_game(RULES.check_config({"players": 2}), 2)
    RULES.apply(s, forfeit_action(0))
    res = RULES.result(s)
    assert res["winners"] == [1] and res["forfeited"] == [0]
    assert res["reason"] == "forfeit" and res["draw"] is False and s.to_move is None


def test_a_forfeit_in_a_game_of_three_leaves_the_win_to_the_others_still_in():
    s = RULES.new_game(RULES.check_config({"players": 3}), 2)
    RULES.apply(s, forfeit_action(1))
    assert RULES.result(s)["winners"] == [0, 2]
