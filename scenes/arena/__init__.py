"""Magic: Arena of the Planeswalkers (the hex battlefield view): the plug-in that describes
the game to the shell. Nothing of the table is imported until it is opened."""
from __future__ import annotations

from app.plugin import GamePlugin, SetupOption
from scenes.kit.entry_points import entry_points

__all__ = ["PLUGIN", "table_scene", "demo_scene", "from_save"]

_entry = entry_points("scenes.arena.table:ArenaTable", "scenes.arena.tutorial")
table_scene = _entry.table_scene
demo_scene = _entry.demo_scene
from_save = _entry.from_save


def _walkers(app, players: int) -> list:
    """("random" or a Planeswalker's key, label, note) for the setup screen."""
    from engines.arena import ARMY
    from engines.arena.content import ARMY_INDEX, PLANESWALKERS, default_army
    out = [("random", "Random", "Any of the five")]
    for key in PLANESWALKERS:
        army = default_army(key)
        card = ARMY[ARMY_INDEX[key]]
        squads = " and ".join(ARMY[ARMY_INDEX[k]].name.split()[-1] for k in army["squads"])
        out.append((key, card.name, f"{card.colour.title()}, with {squads}"))
    return out


def _config(values: dict, players: int) -> dict:
    """The setup screen's choices -> the table's options: a Planeswalker per seat."""
    chosen = values.get("planeswalkers")
    if isinstance(chosen, str):
        chosen = [chosen, "random"]
    chosen = list(chosen or ["random", "random"])
    while len(chosen) < 2:
        chosen.append("random")
    return {"planeswalkers": chosen[:2]}


def _summary() -> str:
    from scenes.arena.rules_text import summary
    return summary()


PLUGIN = GamePlugin(
    key="arena", order=30, engine="engines.arena",
    blurb="Hex battlefield of heroes, squads and spells with dice combat.",
    table_scene=table_scene, demo_scene=demo_scene, from_save=from_save,
    tutorial_scene=None,
    options=(SetupOption("planeswalkers", "You play",
                         default=["random", "random"], choices=_walkers, per_seat=True,
                         ai_label="Opponent plays", value_width=430),),
    make_config=_config,
    rules_text=_summary,
)
