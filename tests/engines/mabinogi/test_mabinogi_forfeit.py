"""Rule 1.4 (a player may forfeit; the other player wins) through the kit's forfeit."""
from __future__ import annotations

from engines.core.forfeit import forfeit_action
from engines.core.replay import replay
from engines.mabinogi import RULES


def test_rule_1_4_a_forfeit_is_a_move_of_its_seat_and_the_other_hero_wins():
    """The forfeit is taken from either seat at any moment (here: the player not to
    move), recorded as a move, and the game ends with the other player the winner."""
    cfg = RULES.check_config({"players": 2})
    s = RULES.new_game(cfg, 5)
    seat = 1 - s.to_move
    ev = RULES.apply(s, forfeit_action(seat), seat)
    res = RULES.result(s)
    assert res["winners"] == [1 - seat] and res["forfeited"] == [seat]
    assert ev[-1]["type"] == "GameOver" and ev[-1]["reason"] == "forfeit"
    again, _ = replay(RULES, cfg, 5, [forfeit_action(seat)])
    assert RULES.result(again) == res
