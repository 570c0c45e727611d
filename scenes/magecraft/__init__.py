"""The Magecraft table scene ("gem-bag view"): ``table_scene``, ``demo_scene``, ``from_save`` (games and tutorials) and
``tutorial_scene``, built by scenes.entry_points."""
from __future__ import annotations

from scenes.entry_points import entry_points
from scenes.magecraft.table import MagecraftTable

__all__ = ["MagecraftTable", "table_scene", "demo_scene", "from_save", "tutorial_scene"]

_entry = entry_points(MagecraftTable, "scenes.magecraft.tutorial", default_players=2)
table_scene = _entry.table_scene
demo_scene = _entry.demo_scene
from_save = _entry.from_save
tutorial_scene = _entry.tutorial_scene
