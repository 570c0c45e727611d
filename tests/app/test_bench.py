"""The bench's pure helpers, its CPU clock for the AI, the frame timer leaving out the
inline AI, and the memory probe (a few simulated seconds: no long bench here)."""
from __future__ import annotations

import json
import time

from app import bench
from app.plugin import BenchSpec
from app.ui import ai_driver
from engines.core import clock


def test_wilson_interval():
    assert bench._wilson(0, 0) == [0.0, 1.0]
    lo, hi = bench._wilson(65, 100)
    assert 0.55 < lo < 0.56 and 0.73 < hi < 0.74
    assert bench._wilson(10, 10)[1] == 1.0 and bench._wilson(0, 10)[0] == 0.0


def test_winrate_entry_has_games_rate_and_interval():
    e = bench.winrate_entry(7.5, 10)
    assert e == {"games": 10, "win_rate": 0.75, "wilson95": bench._wilson(7.5, 10)}
    assert bench.winrate_entry(0, 0)["win_rate"] is None


def test_percentiles_and_timing():
    assert bench._percentiles([]) == {"p50": None, "p95": None}
    samples = [float(i) for i in range(1, 101)]
    assert bench._percentiles(samples) == {"p50": 51.0, "p95": 96.0}
    t = bench.timing(samples, [x / 2 for x in samples], slowest=True)
    assert t == {"p50": 51.0, "p95": 96.0, "cpu_p50": 25.5, "cpu_p95": 48.0,
                 "p99": 100.0, "max": 100.0, "cpu_max": 50.0}
    assert set(bench.timing([1.0], [1.0])) == {"p50", "p95", "cpu_p50", "cpu_p95"}


def test_paired_deals_swap_seats_on_each_deal():
    assert bench.paired_deals(5) == [(0, 0), (0, 1), (1, 0), (1, 1), (2, 0)]


def test_seat_values_give_hard_its_deck_and_the_other_the_other():
    decks = ("naroom", "cald")
    assert bench.seat_values(decks, "cald", 0) == ["cald", "naroom"]
    assert bench.seat_values(decks, "cald", 1) == ["naroom", "cald"]
    assert bench.seat_values(decks, "naroom", 1) == ["cald", "naroom"]


def test_rss_summary_shows_levelling_off():
    growing = [[m, 50 + 5 * m] for m in range(10)]
    s = bench.rss_summary(growing)
    assert (s["start"], s["end"], s["peak"]) == (50, 95, 95)
    assert s["growth_first_third"] == s["growth_last_third"] == 5.0
    flat = [[m, min(50 + 10 * m, 80)] for m in range(12)]
    s = bench.rss_summary(flat)
    assert s["growth_first_third"] > 5 and s["growth_last_third"] == 0.0
    assert bench.rss_summary([[0, 40.0]])["growth_last_third"] is None
    assert bench.rss_summary([[0, None], [1, None]])["start"] is None


def test_rss_summary_gives_the_rss_at_each_third_and_the_report_each_games_slope():
    points = [[2.0 * i, 50 + i] for i in range(16)]          # 30 minutes, every 2
    assert bench.rss_summary(points)["at_thirds"] == [[10.0, 55], [20.0, 60], [30.0, 65]]
    report = {"magi": {"rss_mb": {"growth_last_third": 0.2}}, "arena": {"rss_mb": None},
              "startup_ms": 300.0}
    assert bench.rss_slopes(report) == {"magi": 0.2, "arena": None}
    assert bench.RSS_MINUTES[1] == 30.0                        # the full run: 30 minutes


def test_startup_is_measured_for_the_built_program_when_dist_holds_it(monkeypatch, tmp_path):
    asked = []
    monkeypatch.setattr(bench, "startup_ms",
                        lambda samples, program=None: asked.append(program) or 100.0)
    monkeypatch.setattr(bench, "built_program", lambda: None)
    assert bench.startup_figures(1) == {"startup_ms": 100.0, "startup_ms_built": None}
    built = tmp_path / "magetable"
    monkeypatch.setattr(bench, "built_program", lambda: str(built))
    assert bench.startup_figures(1) == {"startup_ms": 100.0, "startup_ms_built": 100.0}
    assert asked == [None, None, str(built)]


def test_the_built_program_is_looked_for_in_dist(monkeypatch, tmp_path):
    monkeypatch.setattr(bench, "__file__", str(tmp_path / "app" / "bench.py"))
    assert bench.built_program() is None                   # nothing built
    folder = tmp_path / "dist" / "magetable"
    folder.mkdir(parents=True)
    program = folder / "magetable"
    program.write_text("#!/bin/sh\n")
    program.chmod(0o755)
    assert bench.built_program() == str(program)


def test_current_rss_is_a_plausible_number():
    rss = bench.current_rss_mb()
    assert rss is None or 5 < rss < 10_000


def test_run_bench_caps_the_ai_in_cpu_time(monkeypatch, capsys):
    seen = []
    monkeypatch.setattr(bench, "_figures",
                        lambda plugins, quick, only: seen.append(clock.current()) or {})
    assert bench.run_bench(None, quick=True) == 0
    assert seen == [time.process_time]
    assert clock.current() is time.perf_counter
    assert json.loads(capsys.readouterr().out) == {}


def test_ai_turn_ms_reports_whole_turns_and_single_decisions_in_cpu_time():
    from engines.registry import rules_for
    out = bench.ai_turn_ms(rules_for("mabinogi"), 2, 3, 30.0, difficulties=("normal",))
    entry = out["normal"]
    assert entry["turns"] == 3 and entry["players"] == 2
    assert set(entry) == {"turns", "players", "cpu_p50", "cpu_p95", "cpu_max",
                          "decision_cpu_p95", "decision_cpu_max"}
    assert entry["cpu_max"] >= entry["cpu_p95"] >= entry["cpu_p50"] >= 0.0


def test_hard_score_swaps_seats_and_sides(monkeypatch):
    played = []

    class Rules:
        def make_agent(self, difficulty, seed):
            return difficulty

    def play(rules, config, agents, seed):
        played.append((config["decks"], agents.index("hard"), seed))
        return {"winners": [agents.index("hard")] if config["decks"][0] == "cald" else [0, 1]}

    monkeypatch.setattr(bench, "play_match", play)
    score = bench.hard_score(Rules(), {}, lambda s: "normal", 4,
                             ("decks", ("naroom", "cald"), "cald"))
    assert played == [(["cald", "naroom"], 0, 7000), (["naroom", "cald"], 1, 7000),
                      (["cald", "naroom"], 0, 7001), (["naroom", "cald"], 1, 7001)]
    assert score == 1 + 0.5 + 1 + 0.5


def test_ai_winrate_per_deck_adds_up(monkeypatch):
    """Each ladder step is played with the measured level on each deck; the deck figures
    add up to the step's, and the old name (hard_vs_heuristic) still reads the same."""
    def score(rules, config, agent, opponent, games, side=None, players=2):
        return games * (0.5 if side is None else {"naroom": 0.75, "cald": 0.25}[side[2]])
    monkeypatch.setattr(bench, "seated_score", score)
    spec = BenchSpec(winrate_sides=("decks", "deck", ("naroom", "cald")))
    out = bench.ai_winrate(None, "magination", 8, spec)
    assert out["hard_vs_random"] == bench.winrate_entry(4.0, 8)
    for step in ("hard_vs_normal", "normal_vs_easy"):
        assert out[step] == bench.winrate_entry(8.0, 16)
        assert out[f"{step}_by_deck"]["naroom"] == bench.winrate_entry(6.0, 8)
        assert out[f"{step}_by_deck"]["cald"]["win_rate"] == 0.25
    assert out["hard_vs_heuristic"] == out["hard_vs_normal"]
    assert out["hard_vs_heuristic_by_deck"] == out["hard_vs_normal_by_deck"]
    plain = bench.ai_winrate(None, "magi", 2)
    assert "hard_vs_heuristic_by_deck" not in plain and "normal_vs_easy_by_deck" not in plain


def test_the_bench_names_no_game_and_each_plugin_brings_its_figures(monkeypatch):
    """Game figures come from the plug-ins (``GamePlugin.bench``): app/bench.py names no
    game, and a game's own figures and win-rate settings reach its entry."""
    from pathlib import Path

    from engines.registry import built_games
    from tests.conftest import all_plugins
    source = Path(bench.__file__).read_text(encoding="utf-8")
    for key in built_games():
        assert f'"{key}"' not in source and f"engines.{key}" not in source, key
    plugins = all_plugins()
    assert plugins["magi"].bench.winrate_config == {"target": 1}
    assert plugins["magination"].bench.winrate_games == (2, 100)
    assert plugins["magination"].bench.winrate_sides == ("decks", "deck",
                                                         ("naroom", "cald"))
    with_figures = {k for k in built_games() if plugins[k].bench.figures is not None}
    assert with_figures == {"arena", "magecraft", "mabinogi"}
    for name in ("engine_actions_per_s", "engine_games_per_s", "clone_us", "ai_move_ms",
                 "ai_turn_ms", "frame_ms", "rss_mb", "startup_ms"):
        monkeypatch.setattr(bench, name, lambda *a, **k: {})
    # the review's figures, the same for every game (engines.core.review_bench)
    monkeypatch.setattr(bench, "review_figures",
                        lambda rules, config, quick, log: {"review_s": quick})
    seen = []
    monkeypatch.setattr(bench, "ai_winrate",
                        lambda rules, key, games, spec: seen.append((key, games, spec)) or {})

    class Plugin:
        built = False
        bench = BenchSpec(figures=lambda quick, log: {"own": quick},
                          winrate_config={"target": 1}, winrate_games=(3, 9))
    monkeypatch.setattr(bench, "built_games", lambda: ["magi"])
    report = bench._figures({"magi": Plugin()}, True, None)
    assert report["magi"]["own"] is True and report["magi"]["review_s"] is True
    assert seen == [("magi", 3, Plugin.bench)]


def test_frames_leave_out_the_inline_ai(app):
    class Thinker:
        """A scene whose update spends 'thinking' time as the inline AI driver does."""

        def update(self, dt):
            ai_driver.INLINE_THINKING[0] += 5.0
            ai_driver.INLINE_THINKING[1] += 4.0

        def draw(self, surface):
            surface.fill((0, 0, 0))

        def handle(self, event):
            pass

    app.stack.update = Thinker().update
    app.stack.draw = Thinker().draw
    app.frame()
    assert app.frame_ai_times[-1] >= 5.0
    assert app.frame_times[-1] < 1.0 and app.frame_cpu_times[-1] < 1.0
    from app import runtime
    for _ in range(2 * runtime.FRAME_HISTORY):       # bounded over a long session
        app.frame_times.append(0.0)
    app.frame()
    assert len(app.frame_times) <= runtime.FRAME_HISTORY + 2


def test_rss_probe_prints_its_figures(capsys):
    from app.__main__ import plugins

    assert bench.rss_probe(plugins(), "magi", 2, 3, 0.03, samples=3) == 0
    line = [x for x in capsys.readouterr().out.splitlines() if x.startswith("rss-probe ")]
    out = json.loads(line[-1][len("rss-probe "):])
    assert out["players"] == 2 and out["sim_minutes"] == 0.03 and out["ended_early"] is False
    assert len(out["samples"]) == 4 and out["samples"][0][0] == 0.0
    assert 0 <= out["surface_cache_mb"] <= out["surface_cache_limit_mb"]
