"""Magi: the plug-in that describes the game to the shell (menu, setup, tutorials, rules,
Continue, demo). Nothing of the table is imported until it is opened."""
from __future__ import annotations

from app.plugin import GamePlugin, SetupOption
from scenes.kit.entry_points import entry_points
from scenes.magi.rules_text import MAGI as RULES_TEXT

__all__ = ["PLUGIN", "table_scene", "demo_scene", "from_save", "tutorial_scene"]

_entry = entry_points("scenes.magi.table:MagiTable", "scenes.magi.tutorial")
table_scene = _entry.table_scene
demo_scene = _entry.demo_scene
from_save = _entry.from_save
tutorial_scene = _entry.tutorial_scene

PLUGIN = GamePlugin(
    key="magi", order=10, engine="engines.magi",
    blurb="Shed your hand by colour or picture; stack draws, reverse, shoot the turn and "
          "call \"Magi!\".",
    table_scene=table_scene, demo_scene=demo_scene, from_save=from_save,
    tutorial_scene=tutorial_scene,
    lesson="Learn to match colours and pictures, dodge draws in the magic phase, use every "
           "ability and call \"Magi!\" in time.",
    options=(SetupOption("variation", "Variation: sceptres count as through cards",
                         kind="toggle", default=False,
                         note="Sceptres may then be played in the magic phase."),),
    rules_text=RULES_TEXT,
)
