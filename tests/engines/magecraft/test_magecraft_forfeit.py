"""Giving up a Magecraft game of several players (the kit's forfeit, Magecraft's end)."""
from __future__ import annotations

from engines.core.forfeit import ALREADY_OUT, forfeit_action
from engines.magecraft import OVER, RULES


def test_a_forfeit_in_a_game_of_four_ends_it_the_players_still_in_share_it():
    """The game ends for everyone when a player gives up: that player lost; the players
    still in win it together; a player already out (no HP gems left) neither wins nor
    may forfeit."""
    s = RULES.new_game(RULES.check_config({"players": 4}), 2)
    s.out[2] = True
    assert RULES.why_illegal(s, forfeit_action(2)) == ALREADY_OUT
    RULES.apply(s, forfeit_action(0))
    res = RULES.result(s)
    assert res["winners"] == [1, 3] and res["forfeited"] == [0] and res["reason"] == "forfeit"
    assert s.phase == OVER
