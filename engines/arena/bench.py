"""Arena's own figures for ``python -m app bench`` (registered by its plug-in): line of
sight checks per second, the time to list all moves of one figure on the Duel map, each
Planeswalker's win rate in mirror-seat Hard-vs-Hard self-play, Normal against a sitting
opponent per Planeswalker (Duels won by turn 15), the multiplayer games' speed and
first-seat win rates, and ``big_map`` (:func:`big_map_figures`: building boards of three
sizes, Hard's decisions and whole turns on the largest map with 1,000-point armies; the
table's frames on it are added by scenes.arena.bench_frames)."""
from __future__ import annotations

import os
import time
from typing import Callable

# the largest battlefield the editor makes (battlefield.MAX_HEXES): 40 x 50 hexes
BIG_MAP = (40, 50, 27)           # columns, rows, seed of battlefield.generated
BIG_BUILD = 1000                 # army points on it (the multiple-sets rules)
BIG_ARMIES = (("gideon", "liliana"), ("chandra", "nissa"), ("jace", "gideon"))


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
    big = big_map_figures(quick, log)
    return {"big_map": big, "los_checks_per_s": los["warm"], "los_checks_per_s_cold": los["cold"],
            "reachable_hexes_ms": reach["single_ms"],
            "reachable_hexes_ms_double": reach["double_ms"],
            "reachable_destinations": reach["single_destinations"], **balance,
            "normal_vs_sitting": sitting,
            "multiplayer_speed": speed,
            "multiplayer_first_seat": {k: {"games": v["games"],
                                           "first_seat_win_rate": v["first_seat_win_rate"],
                                           "wilson95": v["first_seat_wilson95"],
                                           "by_position": v["win_rate_by_position"]}
                                       for k, v in first.items()},
            **map_figures(quick, log)}


def big_map() -> dict:
    """The bench's largest battlefield (``BIG_MAP``)."""
    from engines.arena.battlefield import generated
    cols, rows, seed = BIG_MAP
    return generated(cols, rows, seed=seed, name="Supersized")


def board_build_ms(repeats: int = 3) -> dict:
    """CPU ms to build a Board (the best of ``repeats``), keyed by its hexes: the Duel's
    map, a generated 22 x 34 and the largest (``BIG_MAP``)."""
    from engines.arena.battlefield import board_records, from_board, generated
    from engines.arena.board import Board, get_board
    out = {}
    for bf in (from_board(get_board("duel")), generated(22, 34, seed=27), big_map()):
        hexes, walls, glyphs = board_records(bf)
        best = None
        for _ in range(repeats):
            start = time.process_time()
            Board("bench", "bench", hexes, walls, glyphs)
            took = time.process_time() - start
            best = took if best is None else min(best, took)
        out[str(len(hexes))] = round((best or 0.0) * 1000, 2)
    return out


def hard_on_big_map(cpu_seconds: float, turns: int, seed: int = 600) -> dict:
    """Hard against Hard on the largest map with ``BIG_BUILD``-point armies, caps on CPU
    time: CPU ms of every decision (``decision_p95``, ``decision_max``) and of every
    seat's whole turns (``turn_p95``, ``turn_max``: each decision from the start of one
    of its turns to the start of its next), over up to ``turns`` turns or about
    ``cpu_seconds`` of CPU (the games are cut, not finished)."""
    from engines.arena import RULES as rules
    from engines.core.turn_timing import timed_decisions, turn_totals
    bf = big_map()

    def config_of(game: int) -> dict:
        return {"players": 2, "armies": list(BIG_ARMIES[game % len(BIG_ARMIES)]),
                "build": BIG_BUILD, "battlefield": bf}

    played = timed_decisions(rules, config_of, "hard", turns, cpu_seconds, seed)
    totals = turn_totals(played)[:turns]
    decisions = [ms for _, _, ms in played]
    return {"hexes": len(bf["hexes"]), "build": BIG_BUILD, "decisions": len(decisions),
            "turns": len(totals), "decision_p95": _p95(decisions),
            "decision_max": round(max(decisions), 1) if decisions else None,
            "turn_p95": _p95(totals), "turn_max": round(max(totals), 1) if totals else None}


def big_map_figures(quick: bool, log: Callable[[str], None] = lambda msg: None) -> dict:
    """The ``big_map`` figures: board build ms per size, Hard on the largest map."""
    build = board_build_ms(1 if quick else 5)
    log(f"  arena board build ms {build}")
    hard = hard_on_big_map(20.0 if quick else 600.0, 4 if quick else 100)
    log(f"  arena hard on the big map {hard}")
    return {"board_build_ms": build, "hard": hard}


def _p95(samples: list) -> float | None:
    """The 95th percentile (nearest rank), ms to 1/10."""
    if not samples:
        return None
    s = sorted(samples)
    return round(s[min(len(s) - 1, int(len(s) * 0.95))], 1)


# ---------------------------------------------------------------------------------------
# The AI on maps it never saw (issue 27 item 6): our two designed battlefields and one
# generated from a seed, no tuning for any of them

# Measured (2026-11-27, a loaded machine, CPU-time caps; deals 0-14, 30 Duels a map):
# Hard against Normal on Twin Fords 22/30, 73.3% [55.6, 85.8]; Broken Heights 24/30,
# 80.0% [62.7, 90.5]; the generated 12x16 field 21/30, 70.0% [52.1, 83.3]; all 67/90,
# 74.4% [64.6, 82.3] (the Duel: 71.0% of 100). Normal against a sitting opponent, won by
# turn 15, 40 Duels a Planeswalker: Twin Fords 191/200, Broken Heights 196/200, the
# generated field 198/200 (the Duel, same seeds: 197/200).
MAP_PAIRS = 10            # paired Duels of Hard against Normal per map (the full bench)
MAP_SITTING = 8           # Duels of Normal against a sitting opponent per Planeswalker


def bench_maps() -> list:
    """(key, battlefield) of the maps the bench plays the AI on in Duels: Magetable's own
    two-seat designs and a generated 12 x 16 field."""
    from engines.arena.battlefield import generated, originals
    return [(b["key"], b) for b in originals() if b.get("seats") == 2] + \
        [("generated", generated(12, 16, 2027, "Generated 12x16"))]


def map_figures(quick: bool, log: Callable[[str], None] = lambda msg: None) -> dict:
    """``hard_vs_normal_maps``: per map, Hard against Normal over paired Duels (each deal
    twice, the seats swapped; the ladder's seeds), the win rate with its 95% Wilson
    interval; ``normal_vs_sitting_maps``: per map, Normal's Duels won by destroying a
    sitting Planeswalker by turn 15, every Planeswalker in turn. Quick: one pair and one
    Duel per Planeswalker."""
    from engines.arena import RULES
    from engines.arena.balance import paired_versus, wilson
    from engines.arena.sitting import normal_vs_sitting
    hvn: dict = {}
    sitting: dict = {}
    for key, bf in bench_maps():
        got = paired_versus(RULES, {"battlefield": bf}, "hard", "normal",
                            1 if quick else MAP_PAIRS, time_cap=None if quick else 1800.0)
        hvn[key] = {"name": bf["name"], **got}
        log(f"  arena hard vs normal on {key}: {got['score']}/{got['games']} "
            f"{got['wilson95']}")
        per = normal_vs_sitting(RULES, 1 if quick else MAP_SITTING, 9000, battlefield=bf)
        won = sum(v["won"] for v in per.values())
        games = sum(v["games"] for v in per.values())
        sitting[key] = {"games": games, "won": won,
                        "rate": round(won / games, 3) if games else None,
                        "wilson95": wilson(won, games),
                        "by_planeswalker": {k: v["won"] for k, v in per.items()}}
        log(f"  arena normal vs sitting on {key}: {won}/{games}")
    return {"hard_vs_normal_maps": hvn, "normal_vs_sitting_maps": sitting}
