"""Magi-Nation Duel: the plug-in that describes the game to the shell (its table, tutorial,
deck choice per seat, deck builder and rules summary). Nothing of the table is imported
until it is opened. The table takes options["decks"]: one deck per player, a starter key
or {"magi": [3 names], "cards": [names]}."""
from __future__ import annotations

from app.plugin import BenchSpec, Collection, lazy, seat_choice
from scenes.kit.entry_points import game_plugin
from scenes.magination.decks import DECKS
from scenes.magination.rules_text import MAGINATION as RULES_TEXT

__all__ = ["PLUGIN", "table_scene", "demo_scene", "from_save", "tutorial_scene"]

DEFAULT_DECKS = ("Naroom starter", "Cald starter")     # yours, the AI seats'


def _deck_choices(app, players: int) -> list:
    """(name, name, "Magi: ...") for every deck that may be played: starters, then saved."""
    try:
        decks = DECKS.playable()
    except Exception:  # noqa: BLE001 - an unreadable decks folder: the starters only
        decks = [(d["name"], d) for d in DECKS.builtin()]
    return [(name, name, "Magi: " + ", ".join(d["magi"])) for name, d in decks]


def _config(values: dict, players: int) -> dict:
    """One deck per seat: ``values["decks"]`` lists the decks by seat (yours first). The
    setup screen sets the first two (yours; the AI seats'); a seat with no deck of its
    own (None or missing) plays the second, so every AI seat may have its own deck when
    the list says so (["Naroom starter", "Cald starter", "Naroom starter", None]: Bram
    plays Cald, Ivy Naroom, Orla Cald). An unknown deck name falls back to the first
    playable deck."""
    chosen = list(values.get("decks") or DEFAULT_DECKS)
    while len(chosen) < 2:
        chosen.append(DEFAULT_DECKS[len(chosen)])
    playable = dict(DECKS.playable())
    fallback = next(iter(playable.values()))

    def copy(name):
        d = playable.get(name, fallback)
        return {"magi": list(d["magi"]), "cards": list(d["cards"])}

    def seat_deck(k):
        own = chosen[k] if k < len(chosen) else None
        return copy(own if own is not None else chosen[1])
    return {"decks": [seat_deck(k) for k in range(players)]}


PLUGIN = game_plugin(
    "magination", order=20, table="MagiNationTable",
    blurb="Three Magi, creatures, spells and relics fight over energy.",
    lesson="Play the rulebook's example game as Pruitt against Grega: energy, the six "
           "steps, attacks, powers and the regional penalty.",
    options=(seat_choice("decks", "Your deck", "Opponent deck", DEFAULT_DECKS, _deck_choices),),
    make_config=_config,
    collection=Collection(kind="deck", noun="deck", game="magination", store=DECKS,
                          open_builder=lazy("scenes.magination.deck_builder",
                                            "open_deck_builder")),
    rules_text=RULES_TEXT,
    # the bench: Hard plays each starter deck against the heuristic on the other (those
    # games make its hard_vs_heuristic figure too); a game of Hard against the heuristic
    # takes some 30-45 s of CPU, so the quick run plays 2 games a figure
    bench=BenchSpec(winrate_games=(2, 100),
                    winrate_sides=("decks", "deck", ("naroom", "cald"))),
)
table_scene, demo_scene = PLUGIN.table_scene, PLUGIN.demo_scene
from_save, tutorial_scene = PLUGIN.from_save, PLUGIN.tutorial_scene
