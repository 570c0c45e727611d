"""The AI-only demo: a real table scene with every seat played by the AI."""
from __future__ import annotations

import sys
import traceback


def run_demo(plugins, game: str, players: int | None = None, seed: int = 1,
             frames: int | None = None, headless: bool = False,
             screenshot: str | None = None, shell=None,
             size: tuple[int, int] | None = None) -> int:
    plugin = plugins.get(game)
    if plugin is None or not plugin.built:
        built = ", ".join(p.key for p in plugins.built())
        print(f"magetable: no demo for {game!r}; built games: {built}", file=sys.stderr)
        return 2
    players = players or plugin.default_players
    if players not in plugin.player_counts:
        print(f"magetable: {plugin.title} takes {plugin.players_label} players",
              file=sys.stderr)
        return 2
    if frames is None and headless:
        frames = 600
    try:
        app = build_demo_app(plugins, game, players, seed, headless, shell, size)
        app.run(frames=frames, screenshot=screenshot)
        return 0
    except Exception:  # noqa: BLE001 - the demo is a smoke test: report and fail
        traceback.print_exc()
        return 1


def build_demo_app(plugins, game: str, players: int, seed: int, headless: bool,
                   shell=None, size: tuple[int, int] | None = None):
    from app.runtime import App
    from app.settings import Settings

    app = App(headless=headless, settings=Settings() if headless else None, plugins=plugins,
              size=size)
    if shell is not None:              # the shell's screens (app/shell.py): the pause menu
        app.shell = shell(app)
    app.stack.push(plugins[game].demo_scene(app, players=players, seed=seed), fade=False)
    return app
