"""The bench's ``big_map`` figures (issue 27 item 7): board build times per size, and
Hard's decisions and whole turns on the largest map counted as app.bench counts them."""
from __future__ import annotations

from app.bench import turn_totals
from engines.arena import bench
from engines.arena.battlefield import MAX_HEXES


def test_board_build_times_are_given_for_the_duel_a_generated_and_the_largest_map():
    got = bench.board_build_ms(1)
    assert list(got) == ["179", "748", str(MAX_HEXES)]
    assert all(v >= 0 for v in got.values())


def test_whole_turns_are_counted_as_the_common_bench_counts_them():
    played = [((0, 0), None, 5.0), ((0, 0), (0, 1), 10.0), ((0, 1), None, 1.0),
              ((0, 0), (0, 1), 20.0), ((0, 1), (1, 1), 7.0), ((0, 0), None, 3.0),
              ((0, 0), (0, 2), 4.0), ((0, 1), (1, 2), 2.0)]
    assert bench._turns(played) == turn_totals(played) == [33.0, 7.0]


def test_the_largest_map_is_the_largest_a_battlefield_may_be():
    assert len(bench.big_map()["hexes"]) == MAX_HEXES
