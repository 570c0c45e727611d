"""The bench's ``big_map`` figures (issue 27 item 7): board build times per size, and
Hard's decisions and whole turns on the largest map (counted by engines/core/turn_timing,
as the bench's ai_turn_ms counts them)."""
from __future__ import annotations

from engines.arena import bench
from engines.arena.battlefield import MAX_HEXES


def test_board_build_times_are_given_for_the_duel_a_generated_and_the_largest_map():
    got = bench.board_build_ms(1)
    assert list(got) == ["179", "748", str(MAX_HEXES)]
    assert all(v >= 0 for v in got.values())


def test_the_largest_map_is_the_largest_a_battlefield_may_be():
    assert len(bench.big_map()["hexes"]) == MAX_HEXES
