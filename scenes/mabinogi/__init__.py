"""Mabinogi Duel (the no-draw lane duel): the plug-in that describes the game to the
shell (its table, tutorial, a prebuilt deck per seat and the rules summary). Nothing of
the table is imported until it is opened. The table takes options["decks"]: [yours, the
AI's], each a prebuilt deck key or "random"."""
from __future__ import annotations

from app.plugin import GamePlugin, SetupOption
from scenes.kit.entry_points import entry_points

__all__ = ["PLUGIN", "table_scene", "demo_scene", "from_save", "tutorial_scene"]

_entry = entry_points("scenes.mabinogi.table:MabinogiTable", "scenes.mabinogi.tutorial")
table_scene = _entry.table_scene
demo_scene = _entry.demo_scene
from_save = _entry.from_save
tutorial_scene = _entry.tutorial_scene

DEFAULT_DECKS = ("random", "random")     # yours, the AI's


def _deck_choices(app, players: int) -> list:
    """("random" or a prebuilt deck key, its name, its hero and resources)."""
    from engines.mabinogi import DECKS, HEROES, RESOURCES, card
    heroes = {h.key: h for h in HEROES}
    out = [("random", "Random", "A prebuilt deck drawn at random")]
    for d in DECKS:
        kinds = sorted({card(n).res for n in d.cards})
        res = ", ".join(RESOURCES[r] for r in kinds)
        out.append((d.key, d.name, f"{heroes[d.hero].name} · {res}"))
    return out


def _config(values: dict, players: int) -> dict:
    """One deck per seat: ``values["decks"]`` lists them by seat (yours first); the
    table puts yours at your seat."""
    chosen = list(values.get("decks") or DEFAULT_DECKS)
    while len(chosen) < 2:
        chosen.append("random")
    return {"decks": chosen[:2]}


def _summary() -> str:
    from scenes.mabinogi.rules_text import summary
    return summary()


PLUGIN = GamePlugin(
    key="mabinogi", order=40, engine="engines.mabinogi",
    blurb="A no-draw lane duel: twelve cards, five resources, a hero that levels up.",
    table_scene=table_scene, demo_scene=demo_scene, from_save=from_save,
    tutorial_scene=tutorial_scene,
    lesson="Costs and the grave's upkeep, summoning, the battle left to right, defence, "
           "levelling up, discarding, Revive and a counter chain; then a duel against Easy.",
    options=(SetupOption("decks", "Your deck", default=DEFAULT_DECKS, choices=_deck_choices,
                         per_seat=True, ai_label="Opponent deck", value_width=430),),
    make_config=_config,
    collection=None,
    rules_text=_summary,
)
