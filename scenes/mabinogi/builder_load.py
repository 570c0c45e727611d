"""The Mabinogi deck builder's "Load a deck" overlay: the prebuilt decks (copied when
chosen) and the saved ones, each with its hero's portrait, its resources and its state;
the kit's overlay (scenes.kit.builder.load) with Mabinogi's rows."""
from __future__ import annotations

import pygame

from app.ui import palette, text
from app.ui.text import fit
from engines.mabinogi.content import CARD_INDEX
from engines.mabinogi.deck_model import deck_kinds
from scenes.kit.builder.load import LoadEntryOverlay
from scenes.mabinogi import art as A
from scenes.mabinogi.builder_deck import hero_leader
from scenes.mabinogi.collection import STORE


class LoadDeckOverlay(LoadEntryOverlay):
    """The prebuilt decks (copied when chosen) and the saved ones; bad files reported."""
    store, builtin_word = STORE, "Prebuilt"
    more_below = "▼ More decks: scroll with the wheel"
    ROW_H = 56
    SIZE = (720, 600)

    def entry_line(self, d: dict) -> str:
        return f"{hero_leader(str(d.get('hero'))).name} · {len(d['cards'])} cards"

    def draw_entry(self, surface, r: pygame.Rect, d: dict, right: int) -> None:
        """The hero's portrait, the name, the hero and card count, the resources."""
        surface.blit(hero_leader(str(d.get("hero"))).portrait(44), (r.x + 7, r.y + 6))
        kinds = deck_kinds([c for c in d["cards"] if c in CARD_INDEX])
        x = r.x + 62
        room = right - 26 * len(kinds) - x
        surface.blit(fit(d["name"], 18, room, palette.TEXT, text.BOLD), (x, r.y + 6))
        surface.blit(fit(self.entry_line(d), 13, room, palette.TEXT_DIM), (x, r.y + 32))
        ix = x + room + 12
        for k in kinds:
            surface.blit(A.res_symbol(k, 22), (ix, r.centery - 11))
            ix += 26
