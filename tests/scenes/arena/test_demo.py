"""The headless demo (`python -m app --demo arena --headless`) plays the Arena table with
the AI on both sides and exits 0; its frames stay cheap."""
from __future__ import annotations

import statistics

from app.demo import build_demo_app, run_demo
from tests.conftest import all_plugins


def test_the_headless_demo_runs_the_arena_table(fresh_home, tmp_path):
    shot = tmp_path / "arena.png"
    assert run_demo(all_plugins(), "arena", seed=3, frames=240, headless=True,
                    screenshot=str(shot)) == 0
    assert shot.exists() and shot.stat().st_size > 10_000


def test_the_demo_table_draws_in_a_few_milliseconds(fresh_home):
    app = build_demo_app(all_plugins(), "arena", 2, seed=5, headless=True)
    app.run(frames=200)
    table = app.stack.top
    assert not table.unhandled_events
    times = sorted(t * 1000 for t in app.frame_times[30:])
    assert statistics.median(times) < 12.0, times[len(times) // 2]
