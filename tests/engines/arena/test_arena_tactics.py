"""The AI's tactical read-outs (engines.arena.tactics) and the map's reach masks they use:
who could strike a hex next turn is read from bit masks of the hexes within range."""
from __future__ import annotations

from engines.arena.board import get_board
from engines.arena.movement import reachable
from engines.arena.stats import stat
from engines.arena.tactics import can_strike, strike_zone
from engines.arena.testing import fig, stage, tiny_board

tiny_board("tactics_open", ["1 1 1 1 1 1 1 1 1 1 1 1 1 1"] * 5)


def test_a_ball_mask_holds_exactly_the_hexes_within_that_many_spaces():
    board = get_board("duel")
    for h in (0, board.n // 2, board.n - 1):
        for r in (0, 1, 3, 7):
            mask = board.ball_mask(h, r)
            inside = {j for j in range(board.n) if mask >> j & 1}
            assert inside == set(board.within(h, r))
            assert board.ball_mask(h, r) == mask           # made once, then looked up


def test_the_strike_zone_is_every_hex_in_range_of_the_figure_or_a_space_it_can_reach():
    s = stage("tactics_open", armies=("chandra", "gideon"),
              figures=[(0, "chandra", 0, (0, 2)), (1, "gideon", 0, (9, 2)),
                       (1, "soldiers", 0, (8, 2))])
    g = fig(s, 1, "soldiers")
    dests, zone, rng = strike_zone(s, g)
    assert rng == stat(s, g, "range")
    board = s.board
    places = [s.hexes_of(g)] + list(reachable(s, g))
    expected = {h for d in places for a in d for h in range(board.n)
                if board.dist[a][h] <= rng}
    assert {h for h in range(board.n) if zone >> h & 1} == expected


def test_a_figure_strikes_only_a_target_it_can_move_into_range_of():
    s = stage("tactics_open", armies=("chandra", "gideon"),
              figures=[(0, "chandra", 0, (0, 2)), (1, "gideon", 0, (12, 2)),
                       (1, "soldiers", 0, (3, 2))])
    w, near = fig(s, 0, "chandra"), fig(s, 1, "soldiers")
    far = fig(s, 1, "gideon")
    occ = [s.at[h] for h in range(s.board.n)]
    assert can_strike(s, near, w, s.hexes_of(w), occ)
    assert not can_strike(s, far, w, s.hexes_of(w), occ)


def test_a_defender_with_no_life_left_is_certainly_destroyed():
    """The kill chance of a figure whose damage already reaches its life (a staged or
    foreseen position) is 1, not an error."""
    from engines.arena.tactics import _kill_chance_of
    assert _kill_chance_of((3, 2), 4, 0) == 1.0
    assert _kill_chance_of((3,), 4, -2) == 1.0
    assert 0.0 < _kill_chance_of((3,), 4, 1) < 1.0
