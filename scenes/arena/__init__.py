"""Magic: Arena of the Planeswalkers (the hex battlefield view): the plug-in that describes
the game to the shell. Nothing of the table is imported until it is opened."""
from __future__ import annotations

from app.battlefields import BATTLEFIELDS
from app.plugin import BenchSpec, Collection, SetupOption, lazy, seat_choice
from scenes.arena.collection import (ARMIES, DEFAULT_SEAT_ARMIES, army_choices,
                                     build_choices, game_config)
from scenes.arena.setup_scenario import (battlefield_choices, custom_shown, glyph_choices,
                                         team_row_choices, track_row_choices,
                                         victory_choices)
from scenes.kit.entry_points import game_plugin

__all__ = ["PLUGIN", "table_scene", "demo_scene", "from_save", "tutorial_scene"]


PLUGIN = game_plugin(
    "arena", order=30, table="ArenaTable",
    blurb="Hex battlefield of heroes, squads and spells with dice combat.",
    lesson="Learn by doing on a small training ground: moving, climbing, falling, water, "
           "Firecats, engagement, line of sight, height, summoning and spells; then a "
           "free Duel against Easy.",
    # the Build row first, then the battlefield and the rows your own scenario on a map
    # brings (the printed scenarios keep their rules); the seats' rows last: they come and
    # go with the player count, below everything else
    options=(SetupOption("build", "Build", default="500", choices=build_choices,
                         value_width=430),
             SetupOption("battlefield", "Battlefield", default="standard",
                         choices=battlefield_choices, value_width=430),
             SetupOption("victory", "Victory", default="destroy", choices=victory_choices,
                         shown=custom_shown, value_width=430),
             SetupOption("teams", "Teams", default="none", choices=team_row_choices,
                         shown=custom_shown, value_width=430),
             SetupOption("turns", "Turn track", default="std", choices=track_row_choices,
                         shown=custom_shown, value_width=430),
             SetupOption("glyphs", "Glyphs", default="as_drawn", choices=glyph_choices,
                         shown=custom_shown, value_width=430),
             seat_choice("armies", "Your army", "AI army", DEFAULT_SEAT_ARMIES, army_choices)),
    make_config=game_config,            # armies per seat (yours first), battlefield, build
    collection=ARMIES,                  # the Army builder… of the setup screen
    more_collections=(Collection(kind="battlefield", noun="battlefield", game="arena",
                                 store=BATTLEFIELDS, button="Battlefields…",
                                 open_builder=lazy("scenes.arena.editor", "open_editor")),),
    rules_text=lazy("scenes.arena.rules_text", "summary"),
    bench=BenchSpec(figures=lazy("scenes.arena.bench_frames", "figures")),  # + big map frames
)
table_scene, demo_scene = PLUGIN.table_scene, PLUGIN.demo_scene
from_save, tutorial_scene = PLUGIN.from_save, PLUGIN.tutorial_scene
