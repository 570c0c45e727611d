"""Mabinogi's own figures for ``python -m app bench`` (registered by its plug-in): each
prebuilt deck's win rate in mirror-seat games of Hard against Hard (every pair of decks,
each deal played twice with the decks swapping seats; the search capped at 0.25 s a
decision to fit the bench's budget)."""
from __future__ import annotations

from typing import Callable


def figures(quick: bool, log: Callable[[str], None] = lambda msg: None) -> dict:
    from engines.mabinogi.balance import bench_figures
    got = bench_figures(1 if quick else 2, 2024)
    return {"balance_games": got["games"],
            "deck_win_rate": got["deck_win_rate"],
            "deck_interval_95": got["deck_interval_95"],
            "balance_seat_win_rate": got["seat_win_rate"],
            "balance_time_cap_s": got["time_cap"]}
