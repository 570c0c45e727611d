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
        """The hero's portrait, the name, the hero and card count, the resources (design
        units at the overlay's scale, ``self.m``)."""
        px, pt = self.m.px, self.m.pt
        surface.blit(hero_leader(str(d.get("hero"))).portrait(px(44)),
                     (r.x + px(7), r.y + px(6)))
        kinds = deck_kinds([c for c in d["cards"] if c in CARD_INDEX])
        x = r.x + px(62)
        room = right - px(26) * len(kinds) - x
        surface.blit(fit(d["name"], pt(18), room, palette.TEXT, text.BOLD), (x, r.y + px(6)))
        surface.blit(fit(self.entry_line(d), pt(13), room, palette.TEXT_DIM),
                     (x, r.y + px(32)))
        ix = x + room + px(12)
        for k in kinds:
            surface.blit(A.res_symbol(k, px(22)), (ix, r.centery - px(11)))
            ix += px(26)
