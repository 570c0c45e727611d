"""The four ways every game's package opens its table: a game against the AI, an AI-only
demo, a saved game (or saved tutorial) and the tutorial. ``scenes.<game>`` builds them
with :func:`entry_points` for its plug-in, so that the menu, the game setup, the demo and
Continue treat every game alike (:func:`game_plugin` makes the whole plug-in). Nothing
is imported before it is opened."""
from __future__ import annotations

import importlib
from types import SimpleNamespace
from typing import Any

from app.plugin import GamePlugin
from engines.core.replay import Record


def _load(path: str):
    module, _, name = path.partition(":")
    return getattr(importlib.import_module(module), name)


def _rules(cls):
    """A table class's rules (its spec has them)."""
    return cls.spec.rules


def entry_points(table: str, tutorial: str) -> SimpleNamespace:
    """table_scene, demo_scene, from_save and tutorial_scene for the table class at
    ``table`` ("scenes.magi.table:MagiTable"); the ``tutorial`` module provides
    ``tutorial_scene(app, **kw)`` and ``from_save(app, save)``."""

    def table_scene(app, players: int | None = None, difficulty: str = "normal",
                    options: dict | None = None, seed: int | None = None,
                    human_seat: int = 0, **kw):
        """A game of one human (at ``human_seat``) against AI seats."""
        cls = _load(table)
        players = players or _rules(cls).default_players
        return cls(app, players=players, difficulty=difficulty, options=options,
                   seed=seed, human_seat=human_seat, **kw)

    def demo_scene(app, players: int | None = None, seed: int = 1, **kw):
        """Every seat played by the AI; a new game starts when one ends."""
        cls = _load(table)
        players = players or _rules(cls).default_players
        return cls(app, players=players, difficulty=kw.pop("difficulty", "normal"),
                   seed=seed, human_seat=None, demo=True, **kw)

    def from_save(app, save: dict, **kw):
        """Rebuild a saved game by replaying its record (a tutorial save resumes the
        tutorial at its step); where the human's decisions start comes from the meta
        (undo takes back whole gestures after Continue too)."""
        meta = save.get("meta") or {}
        if meta.get("mode") == "tutorial":
            return importlib.import_module(tutorial).from_save(app, save, **kw)
        rec = save["record"]
        record = rec if isinstance(rec, Record) else Record.from_json(rec)
        scene = _load(table)(app, difficulty=meta.get("difficulty", "normal"),
                             human_seat=meta.get("human_seat", 0), record=record,
                             mode=meta.get("mode", "game"),
                             people=meta.get("people"), looked=meta.get("looked"),
                             since=meta.get("since"), levels=meta.get("levels"), **kw)
        scene.session.set_decisions(meta.get("decisions"))    # checked there
        scene.hint.restore(meta)                              # the hints used, checked
        return scene

    def tutorial_scene(app, **kw):
        """The game's guided tutorial."""
        return importlib.import_module(tutorial).tutorial_scene(app, **kw)

    return SimpleNamespace(table_scene=table_scene, demo_scene=demo_scene,
                           from_save=from_save, tutorial_scene=tutorial_scene)


def game_plugin(key: str, order: int, table: str, **fields: Any) -> GamePlugin:
    """The plug-in of game ``key``: its engine ``engines.<key>``, its table class
    ``table`` of ``scenes.<key>.table`` and its tutorial module ``scenes.<key>.tutorial``,
    opened through :func:`entry_points` (nothing imported before it is opened); ``fields``
    are the rest of :class:`app.plugin.GamePlugin` (blurb, lesson, options, collection,
    rules text, bench...)."""
    entry = entry_points(f"scenes.{key}.table:{table}", f"scenes.{key}.tutorial")
    return GamePlugin(key=key, order=order, engine=f"engines.{key}",
                      table_scene=entry.table_scene, demo_scene=entry.demo_scene,
                      from_save=entry.from_save, tutorial_scene=entry.tutorial_scene,
                      **fields)
