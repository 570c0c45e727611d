"""The deck builder's "Load a deck" overlay: the saved decks and the two starters (a
starter is copied when chosen); the kit's overlay (scenes.kit.builder.load)."""
from __future__ import annotations

from scenes.kit.builder.load import LoadEntryOverlay
from scenes.magination.decks import DECKS


class LoadDeckOverlay(LoadEntryOverlay):
    store, builtin_word = DECKS, "Starter"

    @property
    def decks(self) -> list[dict]:
        return self.entries

    def entry_line(self, d: dict) -> str:
        magi = ", ".join(d["magi"]) or "no Magi"
        return f"{magi} · {len(d['cards'])} cards"
