"""Last Counter's plug-in: how a game describes itself to the shell. A real game writes
``PLUGIN = game_plugin("<key>", order=..., table="<Game>Table", blurb=...)`` in
``scenes/<key>/__init__.py`` (scenes.kit.entry_points), which opens ``scenes.<key>.table``
and ``scenes.<key>.tutorial``; the test-only game lives under tests/, so it names its
table with the same kit function underneath, ``entry_points``."""
from __future__ import annotations

from app.plugin import GamePlugin
from scenes.kit.entry_points import entry_points

_entry = entry_points("tests.sixth.table:SixthTable", "tests.sixth.tutorial")

PLUGIN = GamePlugin(
    key="sixth", order=99, engine="tests.sixth.engine",
    blurb="Take 1 to 3 counters, or play your card: take the last one to win.",
    table_scene=_entry.table_scene, demo_scene=_entry.demo_scene,
    from_save=_entry.from_save, tutorial_scene=_entry.tutorial_scene)
