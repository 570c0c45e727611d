"""The Magi table scene: ``table_scene``, ``demo_scene``, ``from_save`` (games and tutorials) and
``tutorial_scene``, built by scenes.entry_points."""
from __future__ import annotations

from scenes.entry_points import entry_points
from scenes.magi.table import MagiTable

__all__ = ["MagiTable", "table_scene", "demo_scene", "from_save", "tutorial_scene"]

_entry = entry_points(MagiTable, "scenes.magi.tutorial", default_players=4)
table_scene = _entry.table_scene
demo_scene = _entry.demo_scene
from_save = _entry.from_save
tutorial_scene = _entry.tutorial_scene
