"""The window's identity and what the README promises about the games."""
from __future__ import annotations

import os
import re
from pathlib import Path

from app.settings import Settings

README = Path(__file__).resolve().parents[2] / "README.md"


def test_the_window_class_is_magetable(app):
    assert os.environ["SDL_VIDEO_X11_WMCLASS"] == "magetable"


def test_the_window_class_is_magetable_though_pygame_named_it_after_the_script(monkeypatch):
    """Under X, ``import pygame`` sets the class to the script's name ("__main__.py" for
    python -m app; seen with xprop): the App sets its own over it."""
    from app.runtime import App
    monkeypatch.setenv("SDL_VIDEO_X11_WMCLASS", "__main__.py")
    App(headless=True, settings=Settings())
    assert os.environ["SDL_VIDEO_X11_WMCLASS"] == "magetable"


def test_the_readme_player_counts_match_the_game_picker(app):
    """Each game's row of the README's table says the counts the setup screen shows."""
    rows = {}
    for line in README.read_text(encoding="utf-8").splitlines():
        m = re.match(r"\| \*{0,2}([^|*—]+?)\*{0,2} —.*?\| ([^|]+) \|", line)
        if m:
            rows[m.group(1).strip()] = m.group(2).strip()
    assert len(rows) == len(app.plugins)
    for plugin in app.plugins:
        readme = rows[plugin.title.replace("Arena of", "Magic: Arena of")
                      if plugin.key == "arena" else plugin.title]
        shown = plugin.players_label
        counts = re.findall(r"\d+", shown)
        assert re.findall(r"\d+", readme) == counts, (plugin.key, readme, shown)
