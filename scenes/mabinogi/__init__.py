"""Mabinogi Duel (the no-draw lane duel): the plug-in that describes the game to the
shell (its table, tutorial, a prebuilt deck per seat, the two house rules and the rules
summary). Nothing of the table is imported until it is opened. The table takes
options["decks"]: [yours, the AI's], each a prebuilt deck key or "random", and the house
rules' config keys ("two_copies", "turn_limit"; engines/mabinogi/rules.check_config).

The house rules are toggles of the setup screen, off by default (the rulebook has
neither), remembered with the rest of the setup; :func:`copy_limit` tells the deck
builder whether the two-copies one was on when a game was last set up."""
from __future__ import annotations

from app.plugin import BenchSpec, SetupOption, lazy, seat_choice
from scenes.kit.entry_points import game_plugin
from scenes.mabinogi.collection import DECKS

__all__ = ["PLUGIN", "table_scene", "demo_scene", "from_save", "tutorial_scene",
           "copy_limit"]

DEFAULT_DECKS = ("random", "random")     # yours, the AI's
TWO_COPIES = "house_two_copies"          # the house rules' setup options (toggles)
TURN_LIMIT = "house_turn_limit"
HOUSE_MAX_COPIES = 2                     # = engines.mabinogi.deck_model's (a test checks)
HOUSE_TURN_LIMIT = 80                    # = engines.mabinogi.state's (a test checks)


def _deck_choices(app, players: int) -> list:
    """"Random", then every deck that may be played: the prebuilt ones, then the player's
    saved decks (the deck builder's), each with its hero and resources."""
    from engines.mabinogi import RESOURCES, card
    from scenes.mabinogi.collection import deck_choices, STORE
    out = [("random", "Random", "A prebuilt deck drawn at random")]
    try:
        cards = {name: d.get("cards", []) for name, d in STORE.playable()}
    except Exception:  # noqa: BLE001 - an unreadable folder: the notes go without resources
        cards = {}
    for value, label, note in deck_choices(app, players):
        try:
            kinds = sorted({card(n).res for n in cards.get(value, [])})
        except KeyError:
            kinds = []
        res = ", ".join(RESOURCES[r] for r in kinds)
        out.append((value, label, _deck_note(res, note[len("Hero: "):]) if res else note))
    return out


NOTE_ROOM = 322                 # the setup's least room for a note (16 pt, at 1280x720)


def _deck_note(res: str, hero: str) -> str:
    """A deck's note in the setup: its resources first and whole, then its hero (by the
    first name alone when the whole name would not fit: the setup cuts a long note)."""
    from app.ui import text
    whole = f"{res} · {hero}"
    if text.font(16, text.BOLD).size(whole)[0] <= NOTE_ROOM:
        return whole
    return f"{res} · {hero.split(' ')[0]}"


def _config(values: dict, players: int) -> dict:
    """One deck per seat: ``values["decks"]`` names them by seat (yours first; a prebuilt
    deck's name or key, a saved deck's name, or "random"); the engine gets a prebuilt
    key, a saved deck's cards, or "random". The table puts yours at your seat."""
    from engines.mabinogi import DECKS as PREBUILT
    from scenes.mabinogi.collection import config_deck
    keys = {d.key for d in PREBUILT}
    chosen = list(values.get("decks") or DEFAULT_DECKS)
    while len(chosen) < 2:
        chosen.append("random")
    cfg: dict = {"decks": [d if d == "random" or d in keys else config_deck(d)
                           for d in chosen[:2]]}
    if values.get(TWO_COPIES) is True:
        cfg["two_copies"] = True
    if values.get(TURN_LIMIT) is True:
        cfg["turn_limit"] = HOUSE_TURN_LIMIT
    return cfg


def copy_limit(settings) -> int | None:
    """The copies of a card a deck may hold by the setup last remembered for Mabinogi
    Duel: HOUSE_MAX_COPIES when its two-copies house rule was on, else None (the
    rulebook: no limit). The deck builder passes it to its DeckModel."""
    memory = getattr(settings, "last_setup", None)
    last = memory.get("mabinogi") if isinstance(memory, dict) else None
    options = last.get("options") if isinstance(last, dict) else None
    on = isinstance(options, dict) and options.get(TWO_COPIES) is True
    return HOUSE_MAX_COPIES if on else None


PLUGIN = game_plugin(
    "mabinogi", order=40, table="MabinogiTable",
    blurb="A no-draw lane duel: twelve cards, five resources, a hero that levels up.",
    lesson="Costs and the grave's upkeep, summoning, the battle left to right, defence, "
           "levelling up, discarding, Revive and a counter chain; then a duel against Easy.",
    options=(seat_choice("decks", "Your deck", "Opponent deck", DEFAULT_DECKS, _deck_choices),
             SetupOption(TWO_COPIES, f"House rule: at most {HOUSE_MAX_COPIES} copies of a card",
                         kind="toggle", default=False,
                         note="Off: the rulebook's decks, any number of copies."),
             SetupOption(TURN_LIMIT, f"House rule: {HOUSE_TURN_LIMIT} turns, then more HP wins",
                         kind="toggle", default=False,
                         note="Off: the duel goes on until a hero falls (or it stalls).")),
    make_config=_config,
    collection=DECKS,                   # the Deck builder… of the setup screen
    rules_text=lazy("scenes.mabinogi.rules_text", "summary"),
    bench=BenchSpec(figures=lazy("engines.mabinogi.bench", "figures")),
)
table_scene, demo_scene = PLUGIN.table_scene, PLUGIN.demo_scene
from_save, tutorial_scene = PLUGIN.from_save, PLUGIN.tutorial_scene
