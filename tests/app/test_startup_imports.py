"""Starts fast (issue 22, part 6): the first menu frame loads no game's rules or table
and nothing only a game needs (pymunk for the dice, multiprocessing for the AI worker):
they are imported when a game is chosen. Checked in a fresh process, the way the program
starts (``python -m app``), on the modules loaded once its first frame is shown."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from engines.registry import built_games

ROOT = Path(__file__).resolve().parents[2]
CHILD = """
import json, sys
from app.__main__ import main
main(["--headless", "--first-frame-probe"])
print("modules " + json.dumps(sorted(sys.modules)))
"""


def _loaded_at_first_frame() -> set[str]:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    proc = subprocess.run([sys.executable, "-c", CHILD], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr[-800:]
    line = [x for x in proc.stdout.splitlines() if x.startswith("modules ")]
    assert line and any(x.startswith("first-frame ") for x in proc.stdout.splitlines())
    return set(json.loads(line[-1][len("modules "):]))


def test_the_first_menu_frame_loads_no_game_and_nothing_only_a_game_needs():
    loaded = _loaded_at_first_frame()
    assert "scenes.menu" in loaded
    for key in built_games():
        assert f"engines.{key}" not in loaded, key
        assert f"scenes.{key}.table" not in loaded, key
    for heavy in ("pymunk", "multiprocessing", "app.ai_worker", "scenes.kit.table"):
        assert heavy not in loaded, heavy
