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

__all__ = ["ARMIES", "ARMY_STORE", "ArmyFields", "army_choices", "armies_config",
           "default_name", "DEFAULT_SEAT_ARMIES"]

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
    from engines.arena.content import army_problems
    return list(army_problems({"planeswalker": entry.get("planeswalker"),
                               "squads": entry.get("squads", []),
                               "spells": entry.get("spells", [])}))


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

# yours, the AI seats' (the setup screen's per-seat default)
DEFAULT_SEAT_ARMIES = ("Chandra's default army", "Jace's default army")


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
        out.append((name, name, f"{walker.name} ({walker.colour}) · {n} army "
                                f"card{'s' if n != 1 else ''} · 12 spells"))
    return out


def armies_config(values: dict, players: int) -> dict:
    """One army per seat for the engine's config: ``values["armies"]`` lists army names
    by seat (yours first); the setup screen sets the first two (yours; the AI seats'; None:
    Chandra's and Jace's default armies); a later seat without its own (None or missing)
    plays the default army of a Planeswalker no earlier seat leads. An unknown or unplayable
    name falls back to the first playable army."""
    from engines.arena.content import PLANESWALKERS
    chosen = list(values.get("armies") or DEFAULT_SEAT_ARMIES)
    while len(chosen) < 2:
        chosen.append(None)
    for i in (0, 1):             # yours and the AI seats': a default when not chosen
        if chosen[i] is None:
            chosen[i] = DEFAULT_SEAT_ARMIES[i]
    playable = dict(ARMY_STORE.playable())
    fallback = next(iter(playable.values()))

    def copy(name):
        a = playable.get(name, fallback)
        return {"planeswalker": a["planeswalker"], "squads": list(a["squads"]),
                "spells": list(a["spells"])}

    out = []
    for k in range(players):
        own = chosen[k] if k < len(chosen) else None
        if own is None:          # a later AI seat: a Planeswalker nobody leads yet
            used = {a["planeswalker"] for a in out}
            free = [pw for pw in PLANESWALKERS if pw not in used] or list(PLANESWALKERS)
            own = default_name(free[0])
        out.append(copy(own))
    return {"armies": out}
