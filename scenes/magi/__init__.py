"""Magi: the plug-in that describes the game to the shell (menu, setup, tutorials, rules,
Continue, demo). Nothing of the table is imported until it is opened."""
from __future__ import annotations

from app.plugin import BenchSpec, SetupOption
from scenes.kit.entry_points import game_plugin
from scenes.magi.rules_text import MAGI as RULES_TEXT

__all__ = ["PLUGIN", "table_scene", "demo_scene", "from_save", "tutorial_scene"]

PLUGIN = game_plugin(
    "magi", order=10, table="MagiTable",
    blurb="Shed your hand by colour or picture; stack draws, reverse, shoot the turn and "
          "call \"Magi!\".",
    lesson="Learn to match colours and pictures, dodge draws in the magic phase, use every "
           "ability and call \"Magi!\" in time.",
    options=(SetupOption("variation", "Variation: sceptres count as through cards",
                         kind="toggle", default=False,
                         note="Sceptres may then be played in the magic phase."),),
    rules_text=RULES_TEXT,
    # the bench's win-rate matches are one round (target 1 point): a searching agent's
    # games then finish in seconds
    bench=BenchSpec(winrate_config={"target": 1}),
)
table_scene, demo_scene = PLUGIN.table_scene, PLUGIN.demo_scene
from_save, tutorial_scene = PLUGIN.from_save, PLUGIN.tutorial_scene
