"""Self-play balance check: Planeswalkers against each other in mirrored seats.

``selfplay(rounds, seed, difficulty)`` plays ``rounds`` pairings (cycling through the ten
pairs of Planeswalkers); each pairing is played twice on the same seed with the seats
swapped, so seat and dice luck cancel out. No I/O; the bench calls ``bench_figures``.

* planeswalker_win_rate - per Planeswalker: share of its games won (a shared win counts
  half), the games, and the 95% Wilson interval;
* seat_win_rate - the first and second seat's shares (seat 0 is not always the first
  player: the d20 decides);
* average_turns, end_reasons.
"""
from __future__ import annotations

import math
import time

from engines.arena.content import PLANESWALKERS


def wilson(wins: float, n: int, z: float = 1.96) -> list:
    """The 95% Wilson score interval of a win rate (wins may be fractional: shared wins)."""
    if n <= 0:
        return [0.0, 1.0]
    p = wins / n
    den = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return [round(max(0.0, mid - half), 3), round(min(1.0, mid + half), 3)]


def play(rules, config: dict, seed: int, agents, max_actions: int = 20000):
    s = rules.new_game(config, seed)
    k = 0
    while not rules.is_over(s) and k < max_actions:
        p = s.to_move
        legal = rules.legal_actions(s)
        a = agents[p].choose(rules.view(s, p), legal) if len(legal) > 1 else legal[0]
        rules.apply(s, a)
        k += 1
    return s


PAIRS = [(a, b) for i, a in enumerate(PLANESWALKERS) for b in PLANESWALKERS[i + 1:]]


def selfplay(rules, rounds: int, seed: int, difficulty: str = "hard",
             time_cap: float | None = None, start: int = 0) -> dict:
    wins = {k: 0.0 for k in PLANESWALKERS}
    played = {k: 0 for k in PLANESWALKERS}
    seat = [0.0, 0.0]
    turns = 0
    reasons: dict = {}
    games = 0
    t0 = time.perf_counter()
    for r in range(start, start + rounds):
        a, b = PAIRS[r % len(PAIRS)]
        gseed = seed * 100003 + r
        for armies in ((a, b), (b, a)):
            agents = [rules.make_agent(difficulty, gseed * 2 + i) for i in range(2)]
            s = play(rules, {"players": 2, "armies": list(armies)}, gseed, agents)
            winners = s.winners or []
            for i, k in enumerate(armies):
                played[k] += 1
                if i in winners:
                    wins[k] += 1.0 / len(winners)
                    seat[i] += 1.0 / len(winners)
            turns += s.turn
            reasons[s.end_reason] = reasons.get(s.end_reason, 0) + 1
            games += 1
        if time_cap is not None and time.perf_counter() - t0 > time_cap:
            break
    return {"games": games, "wins": wins, "played": played, "seat": seat, "turns": turns,
            "reasons": reasons}


def summary(raw: dict) -> dict:
    games = raw["games"]
    return {
        "balance_games": games,
        "planeswalker_win_rate": {
            k: {"rate": round(raw["wins"][k] / raw["played"][k], 3) if raw["played"][k]
                else None,
                "games": raw["played"][k], "wilson95": wilson(raw["wins"][k], raw["played"][k])}
            for k in PLANESWALKERS},
        "seat_win_rate": [round(x / games, 3) if games else None for x in raw["seat"]],
        "average_turns": round(raw["turns"] / games, 1) if games else None,
        "end_reasons": raw["reasons"],
    }


def merge(parts: list) -> dict:
    out: dict = {"games": 0, "wins": {k: 0.0 for k in PLANESWALKERS},
           "played": {k: 0 for k in PLANESWALKERS}, "seat": [0.0, 0.0], "turns": 0,
           "reasons": {}}
    for r in parts:
        out["games"] += r["games"]
        out["turns"] += r["turns"]
        for k in PLANESWALKERS:
            out["wins"][k] += r["wins"][k]
            out["played"][k] += r["played"][k]
        for i in range(2):
            out["seat"][i] += r["seat"][i]
        for k, v in r["reasons"].items():
            out["reasons"][k] = out["reasons"].get(k, 0) + v
    return out


def bench_figures(rules, rounds: int, seed: int, difficulty: str = "hard",
                  time_cap: float | None = None, workers: int = 1) -> dict:
    """Mirror-seat self-play figures for the bench (``rounds`` pairings, 2 games each),
    shared among ``workers`` processes when more than one (see :func:`selfplay_shared`)."""
    if workers > 1:
        return summary(selfplay_shared(rounds, seed, difficulty, time_cap, workers))
    return summary(selfplay(rules, rounds, seed, difficulty, time_cap))


def _rounds_part(args: tuple) -> dict:
    """One worker's share of :func:`selfplay_shared`: the rounds ``start`` to ``stop``,
    the AI's time caps on this process's CPU time (as the bench measures them)."""
    from engines.arena import RULES
    from engines.core import clock as ai_clock
    seed, start, stop, difficulty, time_cap = args
    with ai_clock.using(time.process_time):
        return selfplay(RULES, stop - start, seed, difficulty, time_cap, start=start)


def selfplay_shared(rounds: int, seed: int, difficulty: str = "hard",
                    time_cap: float | None = None, workers: int = 2) -> dict:
    """:func:`selfplay` of ``rounds`` pairings split among ``workers`` processes (a Hard
    Duel is half a minute of CPU; 100 rounds are 200 of them). Every round keeps its own
    seed, so the games are the ones one process would play; each worker stops after
    ``time_cap`` seconds of its own. Processes are spawned (no state inherited)."""
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor
    workers = max(1, min(workers, rounds))
    bounds = [rounds * i // workers for i in range(workers + 1)]
    parts = [(seed, bounds[i], bounds[i + 1], difficulty, time_cap) for i in range(workers)]
    with ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("spawn")) as pool:
        return merge(list(pool.map(_rounds_part, parts)))


# ---------------------------------------------------------------------------------------
# The multiplayer games: first-seat win rates
#
# Measured (heuristic self-play, "normal" at every seat, 60 games each: seeds 11 and 12 of
# multiplayer_selfplay, the default armies dealt by the seed; "first seat" is the player
# who took the first turn, with its partner in the Skirmish; fair is 1/2, 1/3, 1/4, 1/5):
#   Skirmish     0.55  [0.43, 0.67]  by position 0.28 0.23 0.23 0.28; 59 of 60 to turn 60
#   Melee, 3     0.35  [0.24, 0.48]  by position 0.35 0.38 0.27; 10 ended last standing
#   Melee, 4     0.25  [0.16, 0.37]  by position 0.25 0.27 0.22 0.27
#   Melee, 5     0.18  [0.11, 0.30]  by position 0.18 0.37 0.12 0.13 0.20
# and "hard" at every seat (4 games each, a loaded machine: indications only): Skirmish
# 0.75 [0.30, 0.95], Melee of 3 0.50 [0.15, 0.85], Melee of 5 0.38 [0.09, 0.78]. Before the Melee's glyphs were moved
# (every starting zone 4 spaces from a purple space) and the AI chose its start at random
# among the near-best, the first seat of a 3-player Melee won 0.13 [0.05, 0.30] of 30.

def multiplayer_selfplay(rules, scenario: str, players: int, games: int, seed: int,
                         difficulty: str = "normal", time_cap: float | None = None,
                         max_actions: int = 40000) -> dict:
    """Self-play of ``games`` games of a multiplayer scenario (every seat the same AI,
    the Planeswalkers dealt by the seed): how often the player who took the first turn won
    (its team, in the Skirmish), the wins by position in the order of play (0 = first),
    average turns, end reasons and, for the Melee, the winners' points on the purple
    spaces. A shared win counts as a share. Bounded by ``games`` and ``time_cap`` (s)."""
    first_wins = 0.0
    by_position = [0.0] * players
    turns = 0
    reasons: dict = {}
    purple: list = []
    played = 0
    t0 = time.perf_counter()
    for g in range(games):
        gseed = seed * 7919 + g
        agents = [rules.make_agent(difficulty, gseed * 8 + i) for i in range(players)]
        s = play(rules, {"players": players, "scenario": scenario}, gseed, agents,
                 max_actions)
        winners = s.winners or []
        for w in winners:
            pos = (w - s.first) % players
            by_position[pos] += 1.0 / len(winners)
        if winners:
            if any(s.team[w] == s.team[s.first] for w in winners):
                first_wins += sum(1.0 for w in winners if s.team[w] == s.team[s.first]) / \
                    len(winners)
            if scenario == "melee":
                purple.append(max(s.purple_points(w) for w in winners))
        turns += s.turn
        reasons[s.end_reason] = reasons.get(s.end_reason, 0) + 1
        played += 1
        if time_cap is not None and time.perf_counter() - t0 > time_cap:
            break
    out = {"scenario": scenario, "players": players, "difficulty": difficulty,
           "games": played,
           "first_seat_win_rate": round(first_wins / played, 3) if played else None,
           "first_seat_wilson95": wilson(first_wins, played),
           "win_rate_by_position": [round(x / played, 3) if played else None
                                    for x in by_position],
           "average_turns": round(turns / played, 1) if played else None,
           "end_reasons": reasons,
           "seconds": round(time.perf_counter() - t0, 1)}
    if scenario == "melee":
        out["winners_purple_points"] = round(sum(purple) / len(purple), 1) if purple else None
    return out


def multiplayer_bench_figures(rules, games: int, seed: int, difficulty: str = "normal",
                              time_cap: float | None = None) -> dict:
    """First-seat win rates of the Skirmish and of the 3-, 4- and 5-player Melee for the
    bench (``games`` games each, each part bounded by ``time_cap`` seconds)."""
    parts = {"skirmish": ("skirmish", 4), "melee3": ("melee", 3), "melee4": ("melee", 4),
             "melee5": ("melee", 5)}
    return {key: multiplayer_selfplay(rules, sc, n, games, seed, difficulty, time_cap)
            for key, (sc, n) in parts.items()}


def multiplayer_speed(rules, players: int, seconds: float = 2.0, decisions: int = 40,
                      seed: int = 5, difficulty: str = "hard") -> dict:
    """Speed figures of a multiplayer game (the Skirmish for 4 players, the Melee for 3
    and 5): random games played to the end per second, and the AI's decision times (p50,
    p95 in ms) over the first ``decisions`` decisions with a real choice of a game every
    seat of which plays ``difficulty``."""
    from engines.core.rng import Rng
    rng = Rng(seed)
    games = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        s = rules.new_game({"players": players}, seed * 31 + games)
        while not rules.is_over(s):
            legal = rules.legal_actions(s)
            rules.apply(s, legal[rng.randrange(len(legal))])
        games += 1
    per_s = games / (time.perf_counter() - t0)
    s = rules.new_game({"players": players}, seed)
    agents = [rules.make_agent(difficulty, seed + i) for i in range(players)]
    times: list = []
    while not rules.is_over(s) and len(times) < decisions:
        p = s.to_move
        legal = rules.legal_actions(s)
        if len(legal) == 1:
            rules.apply(s, legal[0])
            continue
        t = time.perf_counter()
        a = agents[p].choose(rules.view(s, p), legal)
        times.append((time.perf_counter() - t) * 1000)
        rules.apply(s, a)
    times.sort()
    return {"players": players, "games_per_s": round(per_s, 2),
            "ai_decisions": len(times),
            "ai_ms_p50": round(times[len(times) // 2], 1) if times else None,
            "ai_ms_p95": round(times[min(len(times) - 1, int(len(times) * 0.95))], 1)
            if times else None}


# ---------------------------------------------------------------------------------------
# One level against another on a battlefield of the player's (issue 27: the AI on any map)

def paired_versus(rules, config: dict, level: str = "hard", other: str = "normal",
                  pairs: int = 1, time_cap: float | None = None, first: int = 0) -> dict:
    """``level`` against ``other`` over ``pairs`` paired two-seat games played from
    ``config`` (a battlefield under "battlefield"): each deal twice, the seats swapped,
    with the seeds of the app bench's ladder (app/bench.py seated_score: deal 7000 + d,
    the measured agent 900 + g, its opponent 500 + g), the AI's caps on this process's
    CPU time. Stops after ``time_cap`` seconds of CPU once a pair is done. Returns games,
    score (a shared win counts half), win rate, its 95% Wilson interval, mean turns and
    the end reasons. ``first``: the first deal (a run split in parts plays the same
    games)."""
    from engines.core import clock as ai_clock
    score = 0.0
    games = turns = 0
    reasons: dict = {}
    t0 = time.process_time()
    with ai_clock.using(time.process_time):
        for deal in range(first, first + pairs):
            for seat in (0, 1):
                g = 2 * deal + seat
                agents: list = [None, None]
                agents[seat] = rules.make_agent(level, 900 + g)
                agents[1 - seat] = rules.make_agent(other, 500 + g)
                s = play(rules, dict(config, players=2), 7000 + deal, agents)
                winners = list(s.winners or [])
                if seat in winners:
                    score += 1.0 / len(winners)
                games += 1
                turns += s.turn
                reasons[s.end_reason] = reasons.get(s.end_reason, 0) + 1
            if time_cap is not None and time.process_time() - t0 > time_cap:
                break
    return {"games": games, "score": score,
            "win_rate": round(score / games, 3) if games else None,
            "wilson95": wilson(score, games),
            "average_turns": round(turns / games, 1) if games else None,
            "end_reasons": reasons}
