"""Arena armies on disk (app.collection_store) and the plug-in's collection kind "army".

An army entry holds both halves the game needs - the army (its Planeswalker and army
cards) and the spell deck - in the engine's own shape (engines/arena/content.py):

    {"version": 1, "game": "arena", "name": "Fire and Wings",
     "planeswalker": "chandra", "squads": ["phoenixes", "phoenixes", "firecats"],
     "spells": ["fireball", "kindle", ... twelve spell keys]}

The five default armies (each Planeswalker's army and spell deck from the engine) are
built in and read-only; saved ones are checked by :class:`ArmyFields` (a msgspec schema)
when read, then by the engine's ``army_problems``. Bad files are moved aside by the guarded
reader and reported, never deleted.

What the plug-in needs: ``ARMIES`` (the Collection), ``army_choices`` for a per-seat setup
option and ``armies_config`` for its make_config (the engine's config takes
``{"armies": [one army per seat]}``). Nothing of the engine is imported until an army is
listed or checked (plug-ins stay cheap to discover).
"""
from __future__ import annotations

from typing import Annotated

import msgspec

from app.collection_store import CollectionError, Store
from app.plugin import Collection, lazy
from app.storage import SHOWABLE

__all__ = ["ARMIES", "ARMY_STORE", "ArmyFields", "army_choices", "armies_config", "remember_saved",
           "default_name", "DEFAULT_SEAT_ARMIES", "game_config", "build_choices"]

MAX_KEY = 40
MAX_SQUADS, MAX_SPELLS = 40, 60

Key = Annotated[str, msgspec.Meta(max_length=MAX_KEY, pattern=SHOWABLE)]


class ArmyFields(msgspec.Struct):
    """An army's own fields, as the file must hold them (other keys are ignored)."""
    planeswalker: Key
    squads: Annotated[list[Key], msgspec.Meta(max_length=MAX_SQUADS)]
    spells: Annotated[list[Key], msgspec.Meta(max_length=MAX_SPELLS)]


def default_name(planeswalker: str) -> str:
    """The built-in army's name: "Chandra's default army"."""
    from engines.arena.content import ARMY, ARMY_INDEX
    return f"{ARMY[ARMY_INDEX[planeswalker]].name.split()[0]}'s default army"


def _defaults() -> list[dict]:
    from engines.arena.content import DEFAULT_ARMIES, PLANESWALKERS
    out = []
    for key in PLANESWALKERS:
        a = DEFAULT_ARMIES[key]
        out.append({"name": default_name(key), "builtin": key, "planeswalker": key,
                    "squads": list(a["squads"]), "spells": list(a["spells"])})
    return out


def _problems(entry: dict) -> list[str]:
    """An army file's problems. Its cost is checked against the biggest build total (an
    army built for 1,000 points is no draft); the setup's build is checked when a game
    starts, with the engine's sentence."""
    from engines.arena.content import MAX_BUILD, army_problems
    return list(army_problems({"planeswalker": entry.get("planeswalker"),
                               "squads": entry.get("squads", []),
                               "spells": entry.get("spells", [])}, MAX_BUILD))


def build_choices(app, players: int) -> list:
    """The setup's Build row (a SetupOption's choices): the set's own 500 points, then
    the multiple-sets rules' bigger totals."""
    more = "Sets combined: commons repeat"
    out = [("500", "500 points", "The set's own scenarios"),
           ("750", "750 points", more), ("1000", "1,000 points", more)]
    own = remembered_build(app)                 # a total typed in the army builder
    if str(own) not in [c[0] for c in out]:
        out.append((str(own), f"{own:,} points", "Typed in the army builder"))
        out.sort(key=lambda c: int(c[0]))
    return out


def build_of(value) -> int:
    """The build total of the Build row's value (a remembered string, untrusted): a whole
    number within the engine's bounds, else the set's 500."""
    from engines.arena.content import BUILD, check_build
    try:
        return check_build(int(value)) if isinstance(value, str) and value.isdigit() \
            else BUILD
    except ValueError:
        return BUILD


def remembered_build(app) -> int:
    """The build total the setup shows now (it stores its choices before it opens the
    builder): the army builder's total."""
    memory = getattr(getattr(app, "settings", None), "last_setup", None)
    mine = memory.get("arena") if isinstance(memory, dict) else None
    options = mine.get("options") if isinstance(mine, dict) else None
    return build_of(options.get("build") if isinstance(options, dict) else None)


class ArmyStore(Store):
    """The shared Store, with the defaults' own words when one is deleted."""

    def delete(self, name: str) -> bool:
        if self.is_builtin_name(name):
            raise CollectionError("The default armies cannot be deleted.")
        return super().delete(name)


ARMY_STORE = ArmyStore("arena", "army", ("planeswalker", "squads", "spells"), _defaults,
                       ArmyFields, _problems, noun="army", plural="armies",
                       folder="armies")

ARMIES = Collection(kind="army", noun="army", game="arena", store=ARMY_STORE,
                    open_builder=lazy("scenes.arena.builder", "open_army_builder"),
                    button="Army builder…")

OTHER = "(another Planeswalker)"      # an AI seat's army: one no earlier seat leads

# yours, then each AI seat's: "another Planeswalker" (issue 23 §6: a fixed army per AI seat
# gave an AI your Planeswalker when you chose another army, and left one out of the Melee)
DEFAULT_SEAT_ARMIES = ("Chandra's default army", OTHER, OTHER, OTHER, OTHER)
SEAT_ORDER = ("chandra", "jace", "liliana", "gideon", "nissa")   # the free ones go first


def army_choices(app, players: int) -> list:
    """(name, name, note) for every army that may be played: the defaults, then the
    valid saved ones (a SetupOption's choices)."""
    from engines.arena.content import ARMY, ARMY_INDEX
    try:
        armies = ARMY_STORE.playable()
    except Exception:  # noqa: BLE001 - an unreadable armies folder: the defaults only
        armies = [(d["name"], d) for d in ARMY_STORE.builtin()]
    out = []
    for name, a in armies:
        walker = ARMY[ARMY_INDEX[a["planeswalker"]]]
        n = len(a["squads"])
        # short enough to be read whole under the value at 1280x720 (issue 23 §7)
        out.append((name, name, f"{walker.name.split()[0]} ({walker.colour}) · {n} army "
                                f"card{'s' if n != 1 else ''}"))
    out.append((OTHER, "Another Planeswalker", "A Planeswalker no one else leads"))
    return out


def armies_config(values: dict, players: int, build: int | None = None) -> dict:
    """One army per seat for the engine's config: ``values["armies"]`` lists army names
    by seat (yours first; the setup screen sets one per seat, from DEFAULT_SEAT_ARMIES); an
    AI seat without its own (OTHER, None or missing) plays the default army of a
    Planeswalker no earlier seat leads. An unknown or unplayable name falls back to the
    first playable army. At a build total above 500 a default army (an AI seat's too) is
    grown with common cards to the build (engines.arena.content.fill_army)."""
    from engines.arena.content import BUILD, PLANESWALKERS, fill_army
    build = BUILD if build is None else build
    chosen = [None if a == OTHER else a for a in values.get("armies") or DEFAULT_SEAT_ARMIES]
    if not chosen or chosen[0] is None:          # yours: Chandra's when not chosen
        chosen[:1] = [DEFAULT_SEAT_ARMIES[0]]
    playable = dict(ARMY_STORE.playable())
    fallback = next(iter(playable.values()))

    def copy(name):
        name = name if name in playable else next(iter(playable))
        a = playable.get(name, fallback)
        army = {"planeswalker": a["planeswalker"], "squads": list(a["squads"]),
                "spells": list(a["spells"])}
        return fill_army(army, build) if ARMY_STORE.is_builtin_name(name) else army

    out: list[dict] = []
    for k in range(players):
        own = chosen[k] if k < len(chosen) else None
        if own is None:          # a later AI seat: a Planeswalker nobody leads yet
            used = {a["planeswalker"] for a in out}
            order = [pw for pw in SEAT_ORDER if pw in PLANESWALKERS] + \
                [pw for pw in PLANESWALKERS if pw not in SEAT_ORDER]
            free = [pw for pw in order if pw not in used] or order
            own = default_name(free[0])
        out.append(copy(own))
    return {"armies": out}


def game_config(values: dict, players: int) -> dict:
    """The engine's config of the setup's options: an army per seat (armies_config), the
    build total (written only when it is not the set's 500), and the battlefield: a map
    of the store with your own scenario's rules (scenes.arena.setup_scenario), else the
    rulebook's scenario (2 players the Duel, 3 and 5 the Melee, 4 the Skirmish or the
    Melee as chosen, the Melee's length 36, 48 or 60 turns)."""
    from engines.arena import RULES
    from engines.arena.content import BUILD
    from scenes.arena.setup_scenario import scenario_config
    build = build_of(values.get("build"))
    cfg = armies_config(values, players, build)
    if build != BUILD:
        cfg["build"] = build
    if scenario_config(values, players, cfg) or players <= 2:
        return cfg
    scenario = RULES.scenario_for(players) or "melee"
    field = values.get("battlefield")
    if isinstance(field, str) and field.startswith("melee") and field[5:] in ("36", "48",
                                                                             "60"):
        scenario = "melee"
        cfg["turns"] = int(field[5:])
    cfg["scenario"] = scenario
    return cfg



def _remembered_options(app) -> dict:
    """A copy of the Arena options the setup remembers (empty when none or damaged)."""
    memory = getattr(app.settings, "last_setup", None) or {}
    mine = memory.get("arena") if isinstance(memory, dict) else None
    options = mine.get("options") if isinstance(mine, dict) else None
    return dict(options) if isinstance(options, dict) else {}


def _remember_options(app, options: dict) -> None:
    """The setup remembers ``options`` for Arena (the rest of its memory kept); a
    settings file that cannot be written loses only this."""
    from app.settings import save_settings
    settings = app.settings
    memory = dict(getattr(settings, "last_setup", None) or {})
    got = memory.get("arena")
    mine: dict = dict(got) if isinstance(got, dict) else {}
    memory["arena"] = {**mine, "options": options}
    settings.last_setup = memory
    try:
        save_settings(settings)
    except Exception:  # noqa: BLE001
        pass


def remember_build(app, build: int) -> None:
    """A build total chosen in the army builder becomes the setup's Build row: in the
    choices the setup remembers, and in a setup open under the builder."""
    options = _remembered_options(app)
    options["build"] = str(build)
    _remember_options(app, options)
    for scene in getattr(app.stack, "scenes", ()):
        values = getattr(scene, "values", None)
        if isinstance(values, dict) and isinstance(values.get("arena"), dict):
            values["arena"]["build"] = str(build)


def remember_saved(app, name: str) -> None:
    """An army just saved (and playable) becomes "Your army" in the setup (issue 23 §6b):
    in the choices the setup remembers for next time, and in a setup open under the
    builder, which shows them again when the builder closes. A settings file that cannot
    be written loses only this."""
    options = _remembered_options(app)
    armies = options.get("armies")
    if not (isinstance(armies, list) and armies and all(isinstance(a, str) for a in armies)):
        armies = list(DEFAULT_SEAT_ARMIES)
    options["armies"] = [name] + list(armies[1:])
    _remember_options(app, options)
    for scene in app.stack.scenes:            # a setup waiting under the builder
        values = getattr(scene, "values", None)
        ours = values.get("arena") if isinstance(values, dict) else None
        if isinstance(ours, dict) and isinstance(ours.get("armies"), list) and ours["armies"]:
            ours["armies"][0] = name
