"""``python -m app bench [--quick]``: speed, AI, frame-time and memory figures as one
JSON object.

Progress goes to stderr; stdout carries only the JSON. Figures, not pass/fail: the
targets live in the issues and the README, and are compared by people reading them.

Honest on a loaded machine: the AI's time caps run on CPU time during the bench
(engines.core.clock), never on wall time, which can run several times CPU time and would
cut the searches short; AI decisions and frames report CPU time beside wall time, and
frames leave out the inline AI's thinking (the window thinks in a worker process). Win
rates come with their game count and 95% Wilson interval, each deal played from every
seat (twice, the seats swapped, at a table of two); the ladder's steps (Hard against
Normal, Normal against Easy) at the game's default table, read against the seat share.
"""
from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import time

from app import config
from app.plugin import BenchSpec
from engines.core import clock as ai_clock
from engines.core.agents import RandomAgent
from engines.core.review_bench import figures as review_figures
from engines.core.turn_timing import timed_decisions, turn_totals
from engines.registry import built_games, rules_for

# What a game adds to the common figures (its win-rate matches, its own figures) comes
# from its plug-in's ``bench`` (app.plugin.BenchSpec): this file names no game.

# The long headless demo of ``rss_mb`` (biggest seat count): simulated minutes (quick,
# full) at the fixed 60 fps step, never sleeping, with this many samples of the RSS.
RSS_MINUTES = (3.0, 30.0)
RSS_SAMPLES = 15


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


def _percentiles(samples: list[float], prefix: str = "") -> dict:
    """The median and the 95th percentile (nearest rank), rounded to 1/100."""
    if not samples:
        return {prefix + "p50": None, prefix + "p95": None}
    s = sorted(samples)
    return {prefix + "p50": round(s[len(s) // 2], 2),
            prefix + "p95": round(s[min(len(s) - 1, int(len(s) * 0.95))], 2)}


def timing(wall_ms: list[float], cpu_ms: list[float], slowest: bool = False) -> dict:
    """p50/p95 of wall time with CPU time beside it (``cpu_p50``/``cpu_p95``); with
    ``slowest`` also the 99th percentile and the slowest (wall, and ``cpu_max``)."""
    out = {**_percentiles(wall_ms), **_percentiles(cpu_ms, "cpu_")}
    if slowest:
        s = sorted(wall_ms)
        out["p99"] = round(s[min(len(s) - 1, int(len(s) * 0.99))], 2) if s else None
        out["max"] = round(s[-1], 2) if s else None
        out["cpu_max"] = round(max(cpu_ms), 2) if cpu_ms else None
    return out


def winrate_entry(score: float, games: int) -> dict:
    """A win rate with its game count and 95% Wilson interval (a shared win counts
    1/winners)."""
    return {"games": games, "win_rate": round(score / games, 3) if games else None,
            "wilson95": _wilson(score, games)}


def paired_deals(games: int, players: int = 2) -> list[tuple[int, int]]:
    """(deal, the measured agent's seat) for each game: every deal played once from
    every seat (with two seats: twice, the seats swapped)."""
    return [(g // players, g % players) for g in range(games)]


def seat_values(values, hard_value, hard_seat: int, players: int = 2) -> list:
    """A per-seat config list giving Hard ``hard_value`` and every other seat the first
    of ``values`` that is not it."""
    other = next((v for v in values if v != hard_value), hard_value)
    out = [other] * players
    out[hard_seat] = hard_value
    return out


def current_rss_mb() -> float | None:
    """This process's resident memory in MB now (Linux /proc; None elsewhere)."""
    try:
        with open("/proc/self/statm") as f:
            pages = int(f.read().split()[1])
        return round(pages * os.sysconf("SC_PAGE_SIZE") / (1024 * 1024), 1)
    except (OSError, ValueError, IndexError, AttributeError):
        return None


def rss_summary(points: list) -> dict:
    """From [[simulated minute, RSS MB], ...]: start, end, peak, the growth in MB per
    simulated minute over the first and the last third (levels off: the last is near 0)
    and the samples nearest each third's end (``at_thirds``)."""
    pts = [(m, r) for m, r in points if r is not None]
    if len(pts) < 2:
        return {"start": pts[0][1] if pts else None, "end": pts[-1][1] if pts else None,
                "peak": max((r for _, r in pts), default=None),
                "growth_first_third": None, "growth_last_third": None, "at_thirds": None}

    def slope(part):
        (m0, r0), (m1, r1) = part[0], part[-1]
        return round((r1 - r0) / (m1 - m0), 2) if m1 > m0 else None

    third = max(2, (len(pts) + 2) // 3)
    last = pts[-1][0]
    return {"start": pts[0][1], "end": pts[-1][1], "peak": max(r for _, r in pts),
            "growth_first_third": slope(pts[:third]),
            "growth_last_third": slope(pts[-third:]),
            # the RSS at a third, two thirds and the whole run (10, 20 and 30 minutes)
            "at_thirds": [[m, r] for m, r in (_sample_at(pts, last * k / 3)
                                              for k in (1, 2, 3))]}


def _sample_at(pts: list, minute: float) -> tuple:
    """The sample nearest ``minute``."""
    return min(pts, key=lambda p: abs(p[0] - minute))


def rss_slopes(report: dict) -> dict:
    """Per game of a bench report: the RSS growth over the last third of its rss run
    (MB per simulated minute; levels off: at most 0.5)."""
    out: dict = {}
    for key, entry in report.items():
        if not isinstance(entry, dict) or "rss_mb" not in entry:
            continue
        out[key] = (entry.get("rss_mb") or {}).get("growth_last_third")
        for size, run in (entry.get("rss_mb_by_size") or {}).items():
            out[f"{key} {size}"] = (run or {}).get("growth_last_third")
    return out


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
    """Per difficulty: decision time in ms, wall and CPU (``cpu_p50``/``cpu_p95``)."""
    out = {}
    for difficulty in ("easy", "normal", "hard"):
        samples: list[float] = []
        cpu: list[float] = []
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
                t, c = time.perf_counter(), time.process_time()
                action = agent.choose(view, legal)
                samples.append((time.perf_counter() - t) * 1000)
                cpu.append((time.process_time() - c) * 1000)
                rules.apply(state, action)
        out[difficulty] = timing(samples, cpu)
    return out


def ai_turn_ms(rules, players: int, turns: int, cpu_seconds: float,
               difficulties=("easy", "normal", "hard")) -> dict:
    """Per difficulty: the CPU time of the AI's whole turns (``cpu_p50``, ``cpu_p95``,
    ``cpu_max``, ms, over up to ``turns`` turns) and of its single decisions
    (``decision_cpu_p95``, ``decision_cpu_max``), every seat played by that difficulty in
    seeded games of ``players`` seats; at most about ``cpu_seconds`` of CPU per
    difficulty (the games are cut, not finished: their turns are what is measured)."""
    out: dict = {}
    for difficulty in difficulties:
        played = timed_decisions(rules, lambda game: {"players": players}, difficulty,
                                 turns, cpu_seconds)
        totals = turn_totals(played)[:turns]
        decisions = [ms for _, _, ms in played]
        entry: dict = {"turns": len(totals), "players": players}
        entry.update({k: v for k, v in timing(totals, totals, slowest=True).items()
                      if k.startswith("cpu_")})
        slow = timing(decisions, decisions, slowest=True)
        entry["decision_cpu_p95"] = slow["cpu_p95"]
        entry["decision_cpu_max"] = slow["cpu_max"]
        out[difficulty] = entry
    return out


def play_match(rules, config: dict, agents: list, seed: int) -> dict:
    state = rules.new_game(config, seed)
    while not rules.is_over(state):
        seat = state.to_move
        legal = rules.legal_actions(state)
        action = agents[seat].choose(rules.view(state, seat), legal) if len(legal) > 1 else legal[0]
        rules.apply(state, action)
    return rules.result(state)


def seated_score(rules, config: dict, agent, opponent, games: int, side=None,
                 players: int = 2) -> float:
    """``agent(seed)``'s score over ``games`` games in one seat against
    ``opponent(seed)`` in each other seat, every deal played from every seat
    (``paired_deals``); ``side`` = (config key, values, the agent's value) gives the
    agent its value of the key (a deck) and the others the other."""
    score = 0.0
    for g, (deal, seat) in enumerate(paired_deals(games, players)):
        others = iter(range(players))
        agents: list = [None] * players
        agents[seat] = agent(900 + g)
        for i in range(players):
            if i != seat:
                agents[i] = opponent(500 + g + 1000 * (next(others)))
        cfg = dict(config, players=players)
        if side is not None:
            name, values, mine = side
            cfg[name] = seat_values(values, mine, seat, players)
        winners = play_match(rules, cfg, agents, 7000 + deal)["winners"]
        if seat in winners:
            score += 1.0 / len(winners)
    return score


def hard_score(rules, config: dict, opponent, games: int, side=None) -> float:
    """Hard's score over ``games`` two-seat games against ``opponent(seed)`` (seats
    swapped on each deal; ``side`` as in :func:`seated_score`)."""
    return seated_score(rules, config, lambda s: rules.make_agent("hard", s), opponent,
                        games, side)


# The win-rate pairings: (figure, the measured level, its opponent; None: uniform random
# play). The ladder's steps (the last two) are played at the game's default table: in
# Magi four seats, the measured level in one against three of the level below, so its
# win rate is read against its seat share (1/4, reported as ``seat_share``).
PAIRINGS = (("hard_vs_random", "hard", None),
            ("hard_vs_normal", "hard", "normal"),
            ("normal_vs_easy", "normal", "easy"))
# the old names of figures, kept beside the new (hard_vs_normal was hard_vs_heuristic:
# Normal is the heuristic)
ALIASES = {"hard_vs_heuristic": "hard_vs_normal"}


def ladder_entry(score: float, games: int, players: int) -> dict:
    """:func:`winrate_entry`, with ``players`` and ``seat_share`` beyond two seats."""
    out = winrate_entry(score, games)
    if players != 2:
        out.update(players=players, seat_share=round(1 / players, 3))
    return out


def ai_winrate(rules, key: str, games: int, spec: BenchSpec | None = None) -> dict:
    """The pairings of ``PAIRINGS`` (Hard against random play, then the ladder: Hard
    against Normal, Normal against Easy); with the spec's ``winrate_sides`` each ladder
    step is also played with the measured level on each side and the other on the other
    (``<figure>_by_<side>``). Old figure names stay as aliases (``ALIASES``)."""
    spec = spec or BenchSpec()
    base = dict(spec.winrate_config)
    out: dict = {}
    for label, level, below in PAIRINGS:
        def agent(s, level=level):
            return rules.make_agent(level, s)

        def opponent(s, below=below):
            return RandomAgent(s) if below is None else rules.make_agent(below, s)
        players = 2 if below is None else getattr(rules, "default_players", 2)
        sides = spec.winrate_sides if below is not None else None
        if sides is None:
            score = seated_score(rules, base, agent, opponent, games, None, players)
            out[label] = ladder_entry(score, games, players)
            _log(f"  {key} {label}: {score}/{games}")
            continue
        name, figure, values = sides
        per: dict = {}
        total = 0.0
        for value in values:
            score = seated_score(rules, base, agent, opponent, games,
                                 (name, values, value), players)
            per[value] = ladder_entry(score, games, players)
            total += score
            _log(f"  {key} {label} as {value}: {score}/{games}")
        out[label] = ladder_entry(total, games * len(values), players)
        out[f"{label}_by_{figure}"] = per
    for old, new in ALIASES.items():
        for name in [k for k in out if k == new or k.startswith(new + "_by_")]:
            out[old + name[len(new):]] = out[name]
    return out


FRAME_SIZES = ((1280, 720), (1920, 1080), (2560, 1440))


def frame_ms_by_size(plugins, key: str, frames: int, players: int,
                     sizes=FRAME_SIZES) -> dict:
    """:func:`frame_ms` at each window size, keyed "1920x1080"."""
    return {f"{w}x{h}": frame_ms(plugins, key, frames, players, size=(w, h))
            for w, h in sizes}


def frame_ms(plugins, key: str, frames: int, players: int,
             size: tuple[int, int] | None = None) -> dict:
    """Update+draw time per frame of a headless demo (ms) in a window of ``size``
    (default 1280x720): wall p50/p95/p99/max and CPU p50/p95, without the inline AI's
    thinking (reported apart, summed, as ``ai_thinking_ms``: the window thinks in a
    worker process)."""
    from app.demo import build_demo_app

    app = build_demo_app(plugins, key, players, seed=3, headless=True, size=size)
    app.run(frames=frames)
    skip = 30                                 # the first frames fill the caches
    wall = [t * 1000 for t in list(app.frame_times)[skip:]]
    cpu = [t * 1000 for t in list(app.frame_cpu_times)[skip:]]
    out = timing(wall, cpu, slowest=True)
    out["ai_thinking_ms"] = round(sum(list(app.frame_ai_times)[skip:]) * 1000, 1)
    return out


def _probe_command(args: list[str]) -> list[str]:
    if getattr(sys, "frozen", False):
        return [sys.executable, *args]
    return [sys.executable, "-m", "app", *args]


def rss_mb(key: str, players: int, minutes: float,
           size: tuple[int, int] | None = None) -> dict | None:
    """RSS over a long headless demo of ``players`` seats in a fresh process (so that
    nothing else of the bench is counted), in a window of ``size`` (default 1280x720):
    ``samples`` [[simulated minute, MB], ...], the summary of :func:`rss_summary` and
    the shared surface cache at the end."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    sized = ["--size", f"{size[0]}x{size[1]}"] if size is not None else []
    cmd = _probe_command(["--demo", key, "--players", str(players), "--seed", "3",
                          "--headless", *sized, "--rss-probe", str(minutes)])
    try:
        proc = subprocess.run(cmd, env=env, capture_output=True, text=True,
                              timeout=max(600.0, minutes * 120))
    except subprocess.TimeoutExpired:
        _log(f"  rss probe of {key} ran out of time")
        return None
    line = [x for x in proc.stdout.splitlines() if x.startswith("rss-probe ")]
    if not line:
        _log(f"  rss probe of {key} failed: {proc.stderr[-400:]}")
        return None
    return json.loads(line[-1][len("rss-probe "):])


def rss_probe(plugins, game: str, players: int | None, seed: int, minutes: float,
              samples: int = RSS_SAMPLES, size: tuple[int, int] | None = None) -> int:
    """The child of :func:`rss_mb`: run the demo ``minutes`` simulated minutes at the
    fixed step (no sleeping), sample the RSS, print ``rss-probe {json}``."""
    from app.demo import build_demo_app
    from app.ui.surface_cache import SHARED

    plugin = plugins.get(game)
    if plugin is None or not plugin.built:
        _log(f"magetable: no demo for {game!r}")
        return 2
    players = players or max(plugin.player_counts)
    app = build_demo_app(plugins, game, players, seed, headless=True, size=size)
    fps = config.FPS
    total = max(2, round(minutes * 60 * fps))
    every = max(1, total // max(1, samples))
    started, cpu_started = time.perf_counter(), time.process_time()
    app.run(frames=1)
    points = [[0.0, current_rss_mb()]]
    while app.running and app.frame_count < total:
        app.run(frames=min(total, app.frame_count + every))
        points.append([round(app.frame_count / fps / 60, 2), current_rss_mb()])
    cache = SHARED.stats()
    looks = cache["hits"] + cache["misses"]
    out = {"players": players, "sim_minutes": round(app.frame_count / fps / 60, 2),
           # the demo plays game after game: it must never stop before its time
           "ended_early": app.frame_count < total,
           **rss_summary(points), "samples": points,
           "surface_cache_mb": round(cache["bytes"] / (1024 * 1024), 1),
           "surface_cache_limit_mb": round(cache["limit"] / (1024 * 1024), 1),
           "surface_cache_hit_rate": round(cache["hits"] / looks, 4) if looks else None,
           "wall_s": round(time.perf_counter() - started, 1),
           "cpu_s": round(time.process_time() - cpu_started, 1)}
    print("rss-probe " + json.dumps(out), flush=True)
    return 0


def built_program() -> str | None:
    """The one-folder executable that ``pyinstaller --noconfirm build.spec`` leaves in
    ./dist/magetable/ when it is there (None when running from it, or not built)."""
    if getattr(sys, "frozen", False):
        return None
    from pathlib import Path
    name = "magetable.exe" if os.name == "nt" else "magetable"
    path = Path(__file__).resolve().parents[1] / "dist" / "magetable" / name
    return str(path) if path.is_file() and os.access(path, os.X_OK) else None


def startup_ms(samples: int, program: str | None = None) -> float | None:
    """Wall time from starting a headless process to its first menu frame (median of
    ``samples``, ms): this program (the source, or the built one when frozen), or the
    executable ``program``."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    args = ["--headless", "--first-frame-probe"]
    cmd = [program, *args] if program else _probe_command(args)
    times = []
    for _ in range(samples):
        started = time.time()
        try:
            proc = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=60)
        except (OSError, subprocess.TimeoutExpired) as exc:
            _log(f"  startup probe failed: {exc}")
            continue
        stamp = [line for line in proc.stdout.splitlines() if line.startswith("first-frame ")]
        if not stamp:
            _log(f"  startup probe failed: {proc.stderr[-400:]}")
            continue
        # the child prints the wall-clock time at which its first menu frame was shown
        times.append((float(stamp[0].split()[1]) - started) * 1000)
    return round(statistics.median(times), 1) if times else None


def startup_figures(samples: int) -> dict:
    """``startup_ms`` of the source (or of the running build) and, when ./dist holds
    the built program, ``startup_ms_built`` (None when there is none)."""
    out = {"startup_ms": startup_ms(samples)}
    built = built_program()
    out["startup_ms_built"] = startup_ms(samples, built) if built else None
    _log(f"  startup {out}")
    return out


def run_bench(plugins, quick: bool = False, only: list[str] | None = None,
              size: tuple[int, int] | None = None) -> int:
    """``size``: measure frame_ms at that window size only (default: FRAME_SIZES)."""
    with ai_clock.using(time.process_time):      # AI time caps in CPU time
        report = (_figures(plugins, quick, only) if size is None
                  else _figures(plugins, quick, only, (size,)))
    print(json.dumps(report, indent=2))
    return 0


def _figures(plugins, quick: bool, only: list[str] | None,
             sizes=FRAME_SIZES) -> dict:
    report: dict = {}
    for key in built_games():
        if only and key not in only:
            continue
        rules = rules_for(key)
        plugin = plugins.get(key)
        spec = plugin.bench if plugin is not None else BenchSpec()
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
        # whole AI turns at two seats and at the most the game seats
        most = max(plugin.player_counts if plugin is not None and plugin.built
                   else rules.player_counts)
        entry["ai_turn_ms"] = {str(n): ai_turn_ms(rules, n, 6 if quick else 60,
                                                  10.0 if quick else 150.0)
                               for n in sorted({min(rules.player_counts), most})}
        _log(f"  ai_turn_ms {entry['ai_turn_ms']}")
        quick_games, full_games = spec.winrate_games
        entry["ai_winrate"] = ai_winrate(rules, key, quick_games if quick else full_games,
                                         spec)
        if plugin is not None and plugin.built:
            seats = max(plugin.player_counts)          # the most its table seats
            entry["frame_ms"] = frame_ms_by_size(plugins, key, 600, seats, sizes)
            _log(f"  frame_ms {entry['frame_ms']}")
            rss = rss_mb(key, seats, RSS_MINUTES[0 if quick else 1])
            entry["rss_mb"] = rss
            _log(f"  rss_mb {rss and {k: v for k, v in rss.items() if k != 'samples'}}")
            if len(sizes) > 1:              # the largest window too (bigger pictures)
                w, h = sizes[-1]
                big = rss_mb(key, seats, RSS_MINUTES[0 if quick else 1], (w, h))
                entry["rss_mb_by_size"] = {f"{w}x{h}": big}
                _log(f"  rss_mb {w}x{h} {big and big.get('growth_last_third')}")
        else:
            entry["frame_ms"] = entry["rss_mb"] = None        # no table scene yet
        # the post-game review: review_s, review_confirmed (engines.core.review_bench)
        entry.update(review_figures(rules, {"players": 2}, quick, _log))
        if spec.figures is not None:
            entry.update(spec.figures(quick, _log))
        report[key] = entry
    report.update(startup_figures(2 if quick else 5))
    report["rss_growth_last_third"] = rss_slopes(report)
    return report
