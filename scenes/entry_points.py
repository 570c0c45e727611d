"""The four ways every game's package opens its table: a game against the AI, an AI-only
demo, a saved game (or saved tutorial) and the tutorial. ``scenes.<game>`` builds them
with :func:`entry_points` so that the menu, the game setup, the demo and Continue treat
every game alike."""
from __future__ import annotations

import importlib
from types import SimpleNamespace

from engines.core.replay import Record


def entry_points(table_cls, tutorial_module: str, default_players: int) -> SimpleNamespace:
    """table_scene, demo_scene, from_save and tutorial_scene for ``table_cls``; the
    tutorial module provides ``tutorial_scene(app, **kw)`` and ``from_save(app, save)``."""

    def table_scene(app, players: int = default_players, difficulty: str = "normal",
                    options: dict | None = None, seed: int | None = None,
                    human_seat: int = 0, **kw):
        """A game of one human (at ``human_seat``) against AI seats."""
        return table_cls(app, players=players, difficulty=difficulty, options=options,
                         seed=seed, human_seat=human_seat, **kw)

    def demo_scene(app, players: int = default_players, seed: int = 1, **kw):
        """Every seat played by the AI; a new game starts when one ends."""
        return table_cls(app, players=players, difficulty=kw.pop("difficulty", "normal"),
                         seed=seed, human_seat=None, demo=True, **kw)

    def from_save(app, save: dict, **kw):
        """Rebuild a saved game by replaying its record (a tutorial save resumes the
        tutorial at its step)."""
        meta = save.get("meta") or {}
        if meta.get("mode") == "tutorial":
            return importlib.import_module(tutorial_module).from_save(app, save, **kw)
        rec = save["record"]
        record = rec if isinstance(rec, Record) else Record.from_json(rec)
        return table_cls(app, difficulty=meta.get("difficulty", "normal"),
                         human_seat=meta.get("human_seat", 0), record=record,
                         mode=meta.get("mode", "game"), **kw)

    def tutorial_scene(app, **kw):
        """The game's guided tutorial."""
        return importlib.import_module(tutorial_module).tutorial_scene(app, **kw)

    return SimpleNamespace(table_scene=table_scene, demo_scene=demo_scene,
                           from_save=from_save, tutorial_scene=tutorial_scene)
