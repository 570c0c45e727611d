"""Magic: Arena of the Planeswalkers (the hex battlefield view): the plug-in that describes
the game to the shell. Nothing of the table is imported until it is opened."""
from __future__ import annotations

from app.plugin import BenchSpec, SetupOption, lazy, seat_choice
from scenes.arena.collection import (ARMIES, DEFAULT_SEAT_ARMIES, army_choices,
                                     battlefield_choices, build_choices, game_config)
from scenes.kit.entry_points import game_plugin

__all__ = ["PLUGIN", "table_scene", "demo_scene", "from_save", "tutorial_scene"]


PLUGIN = game_plugin(
    "arena", order=30, table="ArenaTable",
    blurb="Hex battlefield of heroes, squads and spells with dice combat.",
    lesson="Learn by doing on a small training ground: moving, climbing, falling, water, "
           "Firecats, engagement, line of sight, height, summoning and spells; then a "
           "free Duel against Easy.",
    # the Build row first: the seats' rows below it come and go with the player count
    options=(SetupOption("build", "Build", default="500", choices=build_choices,
                         value_width=430),
             seat_choice("armies", "Your army", "AI army", DEFAULT_SEAT_ARMIES, army_choices),
             SetupOption("battlefield", "Battlefield", default="standard",
                         choices=battlefield_choices, visible=lambda n: n in (3, 4, 5),
                         value_width=430),),
    make_config=game_config,            # armies per seat (yours first), battlefield, build
    collection=ARMIES,                  # the Army builder… of the setup screen
    rules_text=lazy("scenes.arena.rules_text", "summary"),
    bench=BenchSpec(figures=lazy("scenes.arena.bench_frames", "figures")),  # + big map frames
)
table_scene, demo_scene = PLUGIN.table_scene, PLUGIN.demo_scene
from_save, tutorial_scene = PLUGIN.from_save, PLUGIN.tutorial_scene
