"""Arena's bench figures with the table's frames on the largest map (issue 27 item 7):
engines.arena.bench.figures, and under ``big_map`` the CPU time of the frames of a
headless demo on the bench's supersized battlefield (engines.arena.bench.BIG_MAP,
1,000-point armies) at 1280x720 and 1920x1080, as app.bench.frame_ms measures the
demos: ``cpu_p95`` and ``cpu_max`` in ms, the first frames (the caches filling) left out."""
from __future__ import annotations

import time
from typing import Callable

SIZES = ((1280, 720), (1920, 1080))
SKIP = 30                       # the first frames fill the caches


def big_map_frames(frames: int, sizes=SIZES) -> dict:
    """{"1280x720": {"cpu_p95", "cpu_max"}, ...}: update+draw CPU ms per frame of an
    AI-only table on the largest map, the inline AI's thinking left out."""
    from app.runtime import App
    from app.settings import Settings
    from engines.arena.bench import BIG_ARMIES, BIG_BUILD, big_map
    from scenes.arena.table import ArenaTable

    bf = big_map()

    class BigTable(ArenaTable):
        def _config(self) -> dict:
            cfg = super()._config()
            cfg.update(battlefield=bf, build=BIG_BUILD, armies=list(BIG_ARMIES[0]))
            return cfg

    out = {}
    for w, h in sizes:
        app = App(headless=True, settings=Settings(), size=(w, h))
        app.stack.push(BigTable(app, players=2, difficulty="normal", seed=3,
                                human_seat=None, demo=True), fade=False)
        app.run(frames=frames)
        cpu = sorted(t * 1000 for t in list(app.frame_cpu_times)[SKIP:])
        out[f"{w}x{h}"] = {"frames": len(cpu),
                           "cpu_p95": round(cpu[min(len(cpu) - 1, int(len(cpu) * 0.95))], 2)
                           if cpu else None,
                           "cpu_max": round(cpu[-1], 2) if cpu else None}
    return out


def figures(quick: bool, log: Callable[[str], None] = lambda msg: None) -> dict:
    """engines.arena.bench.figures with the big map's frames under ``big_map``."""
    from engines.arena.bench import figures as engine_figures
    out = engine_figures(quick, log)
    start = time.process_time()
    frames = big_map_frames(120 if quick else 600)
    log(f"  arena big map frames {frames} ({time.process_time() - start:.1f} s)")
    out.setdefault("big_map", {})["frame_ms"] = frames
    return out
