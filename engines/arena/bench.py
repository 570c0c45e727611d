"""Arena's own figures for ``python -m app bench`` (registered by its plug-in): line of
sight checks per second, the time to list all moves of one figure on the Duel map, each
Planeswalker's win rate in mirror-seat Hard-vs-Hard self-play, Normal against a sitting
opponent per Planeswalker (Duels won by turn 15), and the multiplayer games' speed and
first-seat win rates."""
from __future__ import annotations

import os
from typing import Callable


def figures(quick: bool, log: Callable[[str], None] = lambda msg: None) -> dict:
    from engines.arena import RULES
    from engines.arena.balance import (bench_figures, multiplayer_bench_figures,
                                       multiplayer_speed)
    from engines.arena.measure import los_checks_per_s, reachable_ms
    from engines.arena.sitting import normal_vs_sitting
    los = los_checks_per_s(RULES, 0.5 if quick else 2.0)
    reach = reachable_ms(RULES)
    log(f"  arena los {los} reachable {reach}")
    sitting = normal_vs_sitting(RULES, 2 if quick else 40, 9000)
    log(f"  arena normal vs sitting {sitting}")
    # 100 pairings = 200 Hard Duels (40 per Planeswalker at the least: issue 24), shared
    # among the machine's cores; the AI's caps are CPU time in every worker
    balance = bench_figures(RULES, 2 if quick else 100, 2024,
                            time_cap=120.0 if quick else 4800.0,
                            workers=1 if quick else max(1, os.cpu_count() or 1))
    # the multiplayer games: speed for 4 and 5 players, first-seat win rates (heuristic
    # self-play: Hard games of four and five seats take minutes each)
    speed = {str(n): multiplayer_speed(RULES, n, 1.0 if quick else 3.0,
                                       10 if quick else 40) for n in (4, 5)}
    log(f"  arena multiplayer speed {speed}")
    first = multiplayer_bench_figures(RULES, 1 if quick else 20, 2024, "normal",
                                      time_cap=60.0 if quick else 900.0)
    return {"los_checks_per_s": los["warm"], "los_checks_per_s_cold": los["cold"],
            "reachable_hexes_ms": reach["single_ms"],
            "reachable_hexes_ms_double": reach["double_ms"],
            "reachable_destinations": reach["single_destinations"], **balance,
            "normal_vs_sitting": sitting,
            "multiplayer_speed": speed,
            "multiplayer_first_seat": {k: {"games": v["games"],
                                           "first_seat_win_rate": v["first_seat_win_rate"],
                                           "wilson95": v["first_seat_wilson95"],
                                           "by_position": v["win_rate_by_position"]}
                                       for k, v in first.items()}}
