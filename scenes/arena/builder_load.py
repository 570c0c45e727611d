"""The army builder's "Load an army" overlay: the five default armies (copied when
chosen) and the saved ones. Files that could not be read were moved aside: a line on
top says so, and a message over the overlay says which and where, once (the kit's
overlay, scenes.kit.builder.load)."""
from __future__ import annotations

from engines.arena.content import ARMY, ARMY_INDEX
from scenes.arena.collection import ARMY_STORE
from scenes.kit.builder.load import LoadEntryOverlay


def summary(d: dict) -> str:
    """"Chandra Nalaar (red) · 2 army cards · 12 spells" for a listed army."""
    pw = d.get("planeswalker")
    head = (f"{ARMY[ARMY_INDEX[pw]].name} ({ARMY[ARMY_INDEX[pw]].colour})"
            if pw in ARMY_INDEX else "no Planeswalker")
    n, k = len(d.get("squads", [])), len(d.get("spells", []))
    return f"{head} · {n} army card{'s' if n != 1 else ''} · {k} spell{'s' if k != 1 else ''}"


class LoadArmyOverlay(LoadEntryOverlay):
    """The default armies (copied when chosen) and the saved ones; bad files reported."""
    store, builtin_word = ARMY_STORE, "Default"

    def entry_line(self, d: dict) -> str:
        return summary(d)
