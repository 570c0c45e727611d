"""Magecraft (the gem-bag view): the plug-in that describes the game to the shell. Nothing
of the table is imported until it is opened."""
from __future__ import annotations

from app.plugin import GamePlugin, SetupOption
from scenes.kit.entry_points import entry_points

__all__ = ["PLUGIN", "table_scene", "demo_scene", "from_save", "tutorial_scene"]

_entry = entry_points("scenes.magecraft.table:MagecraftTable", "scenes.magecraft.tutorial")
table_scene = _entry.table_scene
demo_scene = _entry.demo_scene
from_save = _entry.from_save
tutorial_scene = _entry.tutorial_scene


def _characters(app, players: int) -> list:
    """("random" or a character key, label, note: the cantrip) for the setup screen."""
    from engines.magecraft.content import CHARACTERS, COLOURS, icon_text
    out = [("random", "Random", "Every seat gets a different mage")]
    for c in CHARACTERS:
        cost = "any gem" if c.cost >= len(COLOURS) else COLOURS[c.cost]
        out.append((c.key, c.name, f"Cantrip {c.cantrip} (1 {cost}): {icon_text(c.icons)}"))
    return out


def _summary() -> str:
    from scenes.magecraft.rules_text import summary
    return summary()


PLUGIN = GamePlugin(
    key="magecraft", order=50, engine="engines.magecraft",
    blurb="Draw gems from your bag and cast your spellbooks left to right.",
    table_scene=table_scene, demo_scene=demo_scene, from_save=from_save,
    tutorial_scene=tutorial_scene,
    lesson="Learn to pay and cast your spellbooks, break shields before HP, learn from the "
           "Academy, revise and master a spell.",
    options=(SetupOption("character", "Your character", default="random",
                         choices=_characters, value_width=430),
             SetupOption("mastering", "Mastering spells", kind="toggle", default=True,
                         note="A revision's last step; the rulebook leaves it out of a "
                              "first game")),
    rules_text=_summary,
)
