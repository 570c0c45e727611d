"""Magecraft (the gem-bag view): the plug-in that describes the game to the shell. Nothing
of the table is imported until it is opened."""
from __future__ import annotations

from app.plugin import BenchSpec, SetupOption, lazy
from scenes.kit.entry_points import game_plugin

__all__ = ["PLUGIN", "table_scene", "demo_scene", "from_save", "tutorial_scene"]


def _characters(app, players: int) -> list:
    """("random" or a character key, label, note: the cantrip) for the setup screen."""
    from engines.magecraft.content import CHARACTERS, COLOURS, icon_text
    out = [("random", "Random", "Every seat gets a different mage")]
    for c in CHARACTERS:
        cost = "any gem" if c.cost >= len(COLOURS) else COLOURS[c.cost]
        out.append((c.key, c.name, f"Cantrip {c.cantrip} (1 {cost}): {icon_text(c.icons)}"))
    return out


PLUGIN = game_plugin(
    "magecraft", order=50, table="MagecraftTable",
    blurb="Draw gems from your bag and cast your spellbooks left to right.",
    lesson="Learn to pay and cast your spellbooks, break shields before HP, learn from the "
           "Academy, revise and master a spell.",
    options=(SetupOption("character", "Your character", default="random",
                         choices=_characters, value_width=430),
             SetupOption("mastering", "Mastering spells", kind="toggle", default=True,
                         note="A revision's last step; the rulebook leaves it out of a "
                              "first game")),
    rules_text=lazy("scenes.magecraft.rules_text", "summary"),
    bench=BenchSpec(figures=lazy("engines.magecraft.bench", "figures")),
)
table_scene, demo_scene = PLUGIN.table_scene, PLUGIN.demo_scene
from_save, tutorial_scene = PLUGIN.from_save, PLUGIN.tutorial_scene
