"""The AI-only demo: a real table scene with every seat played by the AI."""
from __future__ import annotations

import sys
import traceback

from engines.registry import GAMES


def run_demo(game: str, players: int | None = None, seed: int = 1, frames: int | None = None,
             headless: bool = False, screenshot: str | None = None) -> int:
    info = GAMES.get(game)
    if info is None or not info.built:
        built = ", ".join(k for k, g in GAMES.items() if g.built)
        print(f"magetable: no demo for {game!r}; built games: {built}", file=sys.stderr)
        return 2
    players = players or info.default_players
    if not info.min_players <= players <= info.max_players:
        print(f"magetable: {info.title} takes {info.min_players}-{info.max_players} players",
              file=sys.stderr)
        return 2
    if frames is None and headless:
        frames = 600
    try:
        app = build_demo_app(game, players, seed, headless)
        app.run(frames=frames, screenshot=screenshot)
        return 0
    except Exception:  # noqa: BLE001 - the demo is a smoke test: report and fail
        traceback.print_exc()
        return 1


def build_demo_app(game: str, players: int, seed: int, headless: bool):
    from app.runtime import App
    from app.settings import Settings
    from scenes import game_module

    app = App(headless=headless, settings=Settings() if headless else None)
    app.stack.push(game_module(game).demo_scene(app, players=players, seed=seed), fade=False)
    return app
