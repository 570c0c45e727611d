"""``python -m app bench [--quick]``: speed, AI and frame-time figures as one JSON object.

Progress goes to stderr; stdout carries only the JSON. Figures, not pass/fail: the
targets live in the issues and the README, and are compared by people reading them.
"""
from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import time

from engines.core.agents import RandomAgent
from engines.registry import built_games, rules_for

# Per-game bench settings. A match for the win-rate figures is one round of Magi
# (target 1 point), so that a searching agent's games finish in seconds.
WINRATE_CONFIG = {"magi": {"target": 1}}
# Games per win-rate figure (quick, full). A Magi-Nation game of Hard against the
# heuristic takes about a minute, so that game plays fewer; an Arena Duel takes some
# fifteen seconds; the Arena and Mabinogi issues ask for at least 40 games each.
WINRATE_GAMES = {"magination": (2, 10), "arena": (4, 40), "mabinogi": (4, 40)}


def _magecraft_balance(quick: bool) -> dict:
    """Each character's win rate in mirror-seat self-play and each spell's pick rate."""
    from engines.magecraft.balance import bench_figures
    figures = bench_figures(120 if quick else 600, 2024)
    return {"balance_games": figures["games"],
            "character_win_rate": figures["character_win_rate"],
            "spell_pick_rate": figures["spell_pick_rate"]}


def _mabinogi_balance(quick: bool) -> dict:
    """Each prebuilt deck's win rate in mirror-seat games of Hard against Hard (every
    pair of decks, each deal played twice with the decks swapping seats; the search
    capped at 0.25 s a decision to fit the bench's budget)."""
    from engines.mabinogi.balance import bench_figures
    figures = bench_figures(1 if quick else 2, 2024)
    return {"balance_games": figures["games"],
            "deck_win_rate": figures["deck_win_rate"],
            "deck_interval_95": figures["deck_interval_95"],
            "balance_seat_win_rate": figures["seat_win_rate"],
            "balance_time_cap_s": figures["time_cap"]}


def _arena_figures(quick: bool) -> dict:
    """Line-of-sight checks per second, the time to list all moves of one figure on the
    Duel map, and each Planeswalker's win rate in mirror-seat Hard-vs-Hard self-play."""
    from engines.arena import RULES
    from engines.arena.balance import (bench_figures, multiplayer_bench_figures,
                                       multiplayer_speed)
    from engines.arena.measure import los_checks_per_s, reachable_ms
    los = los_checks_per_s(RULES, 0.5 if quick else 2.0)
    reach = reachable_ms(RULES)
    _log(f"  arena los {los} reachable {reach}")
    balance = bench_figures(RULES, 2 if quick else 20, 2024,
                            time_cap=120.0 if quick else 2400.0)
    # the multiplayer games: speed for 4 and 5 players, first-seat win rates (heuristic
    # self-play: Hard games of four and five seats take minutes each)
    speed = {str(n): multiplayer_speed(RULES, n, 1.0 if quick else 3.0,
                                       10 if quick else 40) for n in (4, 5)}
    _log(f"  arena multiplayer speed {speed}")
    first = multiplayer_bench_figures(RULES, 1 if quick else 20, 2024, "normal",
                                      time_cap=60.0 if quick else 900.0)
    return {"los_checks_per_s": los["warm"], "los_checks_per_s_cold": los["cold"],
            "reachable_hexes_ms": reach["single_ms"],
            "reachable_hexes_ms_double": reach["double_ms"],
            "reachable_destinations": reach["single_destinations"], **balance,
            "multiplayer_speed": speed,
            "multiplayer_first_seat": {k: {"games": v["games"],
                                           "first_seat_win_rate": v["first_seat_win_rate"],
                                           "wilson95": v["first_seat_wilson95"],
                                           "by_position": v["win_rate_by_position"]}
                                       for k, v in first.items()}}


# Game-specific figures beyond the common ones, keyed by game.
EXTRA_FIGURES = {"magecraft": _magecraft_balance, "arena": _arena_figures,
                 "mabinogi": _mabinogi_balance}


def _wilson(wins: float, n: int, z: float = 1.96) -> list:
    """The 95% Wilson score interval of a win rate."""
    if n <= 0:
        return [0.0, 1.0]
    p = wins / n
    den = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / den
    half = z * (p * (1 - p) / n + z * z / (4 * n * n)) ** 0.5 / den
    return [round(max(0.0, mid - half), 3), round(min(1.0, mid + half), 3)]


def _log(msg: str) -> None:
    print(msg, file=sys.stderr, flush=True)


def _percentiles(samples: list[float]) -> dict:
    if not samples:
        return {"p50": None, "p95": None}
    s = sorted(samples)
    return {"p50": round(s[len(s) // 2], 2), "p95": round(s[min(len(s) - 1, int(len(s) * 0.95))], 2)}


def engine_actions_per_s(rules, seconds: float, players: int = 2) -> float:
    agent = RandomAgent(7)
    seed = 0
    state = rules.new_game({"players": players}, seed)
    legal_actions, apply, is_over = rules.legal_actions, rules.apply, rules.is_over
    actions = 0
    start = time.perf_counter()
    deadline = start + seconds
    while True:
        for _ in range(200):
            if is_over(state):
                seed += 1
                state = rules.new_game({"players": players}, seed)
            legal = legal_actions(state)
            apply(state, agent.choose(state, legal))
        actions += 200
        now = time.perf_counter()
        if now >= deadline:
            return round(actions / (now - start))


def engine_games_per_s(rules, seconds: float, players: int) -> float:
    agent = RandomAgent(11)
    games = 0
    start = time.perf_counter()
    while True:
        state = rules.new_game({"players": players}, 1000 + games)
        while not rules.is_over(state):
            rules.apply(state, agent.choose(state, rules.legal_actions(state)))
        games += 1
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return round(games / elapsed, 2)


def mid_game_state(rules, players: int = 4, steps: int = 40, seed: int = 5):
    players = min(max(players, rules.min_players), rules.max_players)
    agent = RandomAgent(seed)
    state = rules.new_game({"players": players}, seed)
    for _ in range(steps):
        if rules.is_over(state):
            break
        rules.apply(state, agent.choose(state, rules.legal_actions(state)))
    return state


def clone_us(rules, n: int) -> float:
    state = mid_game_state(rules)
    clone = rules.clone
    start = time.perf_counter()
    for _ in range(n):
        clone(state)
    return round((time.perf_counter() - start) / n * 1e6, 2)


def ai_move_ms(rules, decisions: int) -> dict:
    out = {}
    for difficulty in ("easy", "normal", "hard"):
        samples: list[float] = []
        seed = 0
        while len(samples) < decisions:
            seed += 1
            state = rules.new_game({"players": 2}, 300 + seed)
            walker = RandomAgent(seed)
            for _ in range(6 * seed % 23):       # start from varied positions
                if rules.is_over(state):
                    break
                rules.apply(state, walker.choose(state, rules.legal_actions(state)))
            agent = rules.make_agent(difficulty, seed)
            for _ in range(8):
                if rules.is_over(state) or len(samples) >= decisions:
                    break
                legal = rules.legal_actions(state)
                view = rules.view(state, state.to_move)
                t = time.perf_counter()
                action = agent.choose(view, legal)
                samples.append((time.perf_counter() - t) * 1000)
                rules.apply(state, action)
        out[difficulty] = _percentiles(samples)
    return out


def play_match(rules, config: dict, agents: list, seed: int) -> dict:
    state = rules.new_game(config, seed)
    while not rules.is_over(state):
        seat = state.to_move
        legal = rules.legal_actions(state)
        action = agents[seat].choose(rules.view(state, seat), legal) if len(legal) > 1 else legal[0]
        rules.apply(state, action)
    return rules.result(state)


def ai_winrate(rules, key: str, games: int) -> dict:
    base = dict(WINRATE_CONFIG.get(key, {}))
    out = {}
    for label, opponent in (("hard_vs_random", lambda s: RandomAgent(s)),
                            ("hard_vs_heuristic", lambda s: rules.make_agent("normal", s))):
        score = 0.0
        for g in range(games):
            hard_seat = g % 2
            agents: list = [None, None]
            agents[hard_seat] = rules.make_agent("hard", 900 + g)
            agents[1 - hard_seat] = opponent(500 + g)
            result = play_match(rules, dict(base, players=2), agents, 7000 + g)
            winners = result["winners"]
            if hard_seat in winners:
                score += 1.0 / len(winners)
        out[label] = {"games": games, "win_rate": round(score / games, 3),
                      "wilson95": _wilson(score, games)}
        _log(f"  {key} {label}: {score}/{games}")
    return out


def frame_ms(plugins, key: str, frames: int, players: int) -> dict:
    from app.demo import build_demo_app

    app = build_demo_app(plugins, key, players, seed=3, headless=True)
    app.run(frames=frames)
    samples = [t * 1000 for t in app.frame_times[30:]]   # skip the first frames' cache fill
    return _percentiles(samples)


def startup_ms(samples: int) -> float | None:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    cmd = [sys.executable, "-m", "app", "--headless", "--first-frame-probe"]
    if getattr(sys, "frozen", False):
        cmd = [sys.executable, "--headless", "--first-frame-probe"]
    times = []
    for _ in range(samples):
        started = time.time()
        proc = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=60)
        stamp = [line for line in proc.stdout.splitlines() if line.startswith("first-frame ")]
        if not stamp:
            _log(f"  startup probe failed: {proc.stderr[-400:]}")
            continue
        # the child prints the wall-clock time at which its first menu frame was shown
        times.append((float(stamp[0].split()[1]) - started) * 1000)
    return round(statistics.median(times), 1) if times else None


def run_bench(plugins, quick: bool = False, only: list[str] | None = None) -> int:
    report: dict = {}
    for key in built_games():
        if only and key not in only:
            continue
        rules = rules_for(key)
        _log(f"bench {key}")
        entry = {
            "engine_actions_per_s": engine_actions_per_s(rules, 1.0 if quick else 3.0),
            "engine_games_per_s": {str(n): engine_games_per_s(rules, 1.0 if quick else 3.0, n)
                                   for n in (2, 4) if n in rules.player_counts},
            "clone_us": clone_us(rules, 2000 if quick else 20000),
        }
        _log(f"  engine {entry}")
        entry["ai_move_ms"] = ai_move_ms(rules, 10 if quick else 40)
        _log(f"  ai_move_ms {entry['ai_move_ms']}")
        quick_games, full_games = WINRATE_GAMES.get(key, (4, 30))
        entry["ai_winrate"] = ai_winrate(rules, key, quick_games if quick else full_games)
        plugin = plugins.get(key)
        if plugin is not None and plugin.built:
            entry["frame_ms"] = frame_ms(plugins, key, 600, rules.max_players)
        else:
            entry["frame_ms"] = None        # no table scene yet
        _log(f"  frame_ms {entry['frame_ms']}")
        if key in EXTRA_FIGURES:
            entry.update(EXTRA_FIGURES[key](quick))
        report[key] = entry
    report["startup_ms"] = startup_ms(2 if quick else 5)
    print(json.dumps(report, indent=2))
    return 0
