"""Magecraft's own figures for ``python -m app bench`` (registered by its plug-in): each
character's win rate in mirror-seat self-play and each spell's pick rate."""
from __future__ import annotations

from typing import Callable


def figures(quick: bool, log: Callable[[str], None] = lambda msg: None) -> dict:
    from engines.magecraft.balance import bench_figures
    got = bench_figures(120 if quick else 600, 2024)
    return {"balance_games": got["games"],
            "character_win_rate": got["character_win_rate"],
            "spell_pick_rate": got["spell_pick_rate"]}
