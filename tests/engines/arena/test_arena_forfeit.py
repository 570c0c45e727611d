"""Giving up an Arena game (the kit's forfeit with Arena's own end)."""
from __future__ import annotations

from engines.arena import RULES
from engines.arena.state import GRAVE
from engines.core.forfeit import ALREADY_OUT, forfeit_action


def test_forfeit_in_the_skirmish_hands_the_win_to_the_other_team():
    """Skirmish (two teams of two): a player who gives up gives up for the team; the
    other team wins, the result says the forfeiting side and why."""
    cfg = RULES.check_config({"players": 4, "scenario": "skirmish", "teams": [[0, 1], [2, 3]]})
    s = RULES.new_game(cfg, 3)
    RULES.apply(s, forfeit_action(0), 0)
    res = RULES.result(s)
    assert sorted(res["winners"]) == [2, 3]
    assert res["forfeited"] == [0, 1] and res["reason"] == "forfeit"
    assert s.agenda == [] and s.casting is None and s.fight is None   # Arena's own end


def test_forfeit_in_the_duel_hands_the_win_to_the_other_planeswalker():
    s = RULES.new_game(RULES.check_config({"players": 2}), 3)
    RULES.apply(s, forfeit_action(1))
    assert RULES.result(s)["winners"] == [0] and RULES.result(s)["forfeited"] == [1]


def test_a_player_already_out_of_a_melee_cannot_forfeit_and_never_wins_by_one():
    """Melee: the seats still in share the game a player leaves by forfeit; a player out
    of the game (Planeswalker destroyed, no figure left) can neither forfeit nor win."""
    s = RULES.new_game(RULES.check_config({"players": 3, "scenario": "melee"}), 3)
    s.dead[2] = True                          # seat 2's Planeswalker destroyed ...
    for c in s.army[2]:
        for f in s.c_figs[c]:
            s.f_zone[f] = GRAVE                   # ... and none of its figures left
    assert RULES.seats_out(s) == {2}
    assert RULES.why_illegal(s, forfeit_action(2)) == ALREADY_OUT
    RULES.apply(s, forfeit_action(0))
    assert RULES.result(s)["winners"] == [1] and RULES.result(s)["forfeited"] == [0]
