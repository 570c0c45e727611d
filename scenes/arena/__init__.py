"""Magic: Arena of the Planeswalkers (the hex battlefield view): the plug-in that describes
the game to the shell. Nothing of the table is imported until it is opened."""
from __future__ import annotations

from app.plugin import GamePlugin, SetupOption
from scenes.arena.collection import (ARMIES, DEFAULT_SEAT_ARMIES, army_choices,
                                     battlefield_choices, game_config)
from scenes.kit.entry_points import entry_points

__all__ = ["PLUGIN", "table_scene", "demo_scene", "from_save", "tutorial_scene"]

_entry = entry_points("scenes.arena.table:ArenaTable", "scenes.arena.tutorial")
table_scene = _entry.table_scene
demo_scene = _entry.demo_scene
from_save = _entry.from_save
tutorial_scene = _entry.tutorial_scene


def _summary() -> str:
    from scenes.arena.rules_text import summary
    return summary()


PLUGIN = GamePlugin(
    key="arena", order=30, engine="engines.arena",
    blurb="Hex battlefield of heroes, squads and spells with dice combat.",
    table_scene=table_scene, demo_scene=demo_scene, from_save=from_save,
    tutorial_scene=tutorial_scene,
    lesson="Learn by doing on a small training ground: moving, climbing, falling, water, "
           "Firecats, engagement, line of sight, height, summoning and spells; then a "
           "free Duel against Easy.",
    options=(SetupOption("armies", "Your army", default=DEFAULT_SEAT_ARMIES,
                         choices=army_choices, per_seat=True, ai_label="AI army",
                         value_width=430),
             SetupOption("battlefield", "Battlefield", default="standard",
                         choices=battlefield_choices, visible=lambda n: n in (3, 4, 5),
                         value_width=430),),
    make_config=game_config,            # armies per seat (yours first), battlefield
    collection=ARMIES,                  # the Army builder… of the setup screen
    rules_text=_summary,
)
