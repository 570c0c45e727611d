"""The Magi-Nation Duel table scene (options["decks"]: one deck per
player, a starter key or {"magi": [3 names], "cards": [names]}): ``table_scene``, ``demo_scene``, ``from_save`` (games and tutorials) and
``tutorial_scene``, built by scenes.entry_points."""
from __future__ import annotations

from scenes.entry_points import entry_points
from scenes.magination.table import MagiNationTable

__all__ = ["MagiNationTable", "table_scene", "demo_scene", "from_save", "tutorial_scene"]

_entry = entry_points(MagiNationTable, "scenes.magination.tutorial", default_players=2)
table_scene = _entry.table_scene
demo_scene = _entry.demo_scene
from_save = _entry.from_save
tutorial_scene = _entry.tutorial_scene
