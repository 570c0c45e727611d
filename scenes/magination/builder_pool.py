"""The deck builder's card pool: the whole Base Set as a scrollable grid of tiles, filtered
by region, type and cost chips, "Playable only" and a name search. Cards the engine
cannot play yet are listed last and greyed."""
from __future__ import annotations

from typing import Callable

import pygame

from app.ui import draw, palette, text
from app.ui.fields import Chip, TextField
from app.ui.widgets import draw_panel
from engines.magination import CARDS, MAGI
from engines.magination.deck_model import TYPE_ORDER, DeckModel
from scenes.kit.builder.draw import pill
from scenes.kit.builder.pool import PoolGrid, chip_row
from scenes.magination import card_art
from scenes.magination.builder_art import REGION_STYLE, REGIONS, region_of, tile_surface
from scenes.magination.builder_layout import (COLS, GRID, SCROLLBAR, TILE_GAP, TILE_H,
                                              TILE_W, Layout)

TYPES = TYPE_ORDER
COSTS = (("0-1", 0, 1), ("2", 2, 2), ("3", 3, 3), ("4", 4, 4), ("5+", 5, 999))


def _sort_key(card):
    # the cards the app can play first, then the greyed ones; each by region, type, cost
    return (not card.implemented, REGIONS.index(region_of(card)), TYPES.index(card.type),
            card.base_cost, card.name.lower())


POOL_CARDS = sorted(CARDS, key=_sort_key)


class PoolPanel(PoolGrid):
    """The left panel. ``on_change`` is called when the cards shown or their scrolling
    change (the scene lays its draggables out again)."""
    GRID, SCROLLBAR, COLS = GRID, SCROLLBAR, COLS
    TILE_W, TILE_H, TILE_GAP = TILE_W, TILE_H, TILE_GAP
    ALL = tuple(POOL_CARDS)

    def __init__(self, on_change: Callable[[], None], layout: Layout) -> None:
        super().__init__(on_change)
        self.fit_room(layout.room, GRID, 8)
        self.area = POOL = layout.POOL
        widths = [text.font(14, text.BOLD).size(reg)[0] + 46 for reg in REGIONS]
        spare = (POOL.w - 24 - 5 * 6 - sum(widths)) // len(REGIONS)
        self.region_chips, _ = chip_row(POOL.x + 12, POOL.y + 12, 34, [
            (cw + spare, reg, reg, {"colour": REGION_STYLE[reg][0],
                                    "emblem": REGION_STYLE[reg][1], "emblem_art": card_art.emblem})
            for reg, cw in zip(REGIONS, widths)])
        y = POOL.y + 54
        self.type_chips, x = chip_row(POOL.x + 12, y, 34, [
            (tw, t, t, {}) for t, tw in zip(TYPES, (64, 92, 64, 64))])
        cost_tip = "Cost to play (Magi have no cost: a cost filter hides them)"
        self.cost_chips, x = chip_row(x + 14, y, 34, [
            (52 if "-" in label else 48 if "+" in label else 40, label, (lo, hi),
             {"tooltip": cost_tip}) for label, lo, hi in COSTS])
        self.playable_chip = Chip((x + 8, y, POOL.right - 12 - (x + 8), 34), "Playable only",
                                  "playable", tooltip="Hide the cards the app cannot play yet")
        self.search = TextField((POOL.x + 12, POOL.y + 96, 300, 34), "", "Search by name",
                                30, lambda v: self.refilter(), label="Find")
        self.clear_chip = Chip((POOL.x + 324, POOL.y + 96, 124, 34), "Clear filters", "clear")
        self.chips = self.region_chips + self.type_chips + self.cost_chips + [self.playable_chip]
        self.filters = [
            (self.region_chips, lambda card, region: region_of(card) == region),
            (self.type_chips, lambda card, kind: card.type == kind),
            (self.cost_chips, lambda card, costs: card.type != MAGI and   # Magi cost nothing
             costs[0] <= card.base_cost <= costs[1]),
            ([self.playable_chip], lambda card, _: card.implemented)]

    def name_of(self, card) -> str:
        return card.name

    def tile(self, card) -> pygame.Surface:
        return tile_surface(card.name)

    # -- drawing ----------------------------------------------------------------------
    def draw(self, surface, model: DeckModel, mouse, time: float, hidden: set,
             busy: bool) -> None:
        """The panel; ``hidden`` are the drag keys in the air, ``busy`` a drag going on."""
        POOL = self.area
        draw_panel(surface, POOL, alpha=215)
        self.draw_chips(surface, mouse, time)
        info = f"{len(self.pool)} of {len(POOL_CARDS)} cards"
        text.blit_text(surface, info, (POOL.right - 14, POOL.y + 104), 15, palette.TEXT_DIM,
                       anchor="midright")
        text.blit_text(surface, "Click or drag to add · right-click to read",
                       (POOL.right - 14, POOL.y + 124), 12, (128, 130, 142),
                       anchor="midright")
        self.draw_grid(surface, model, mouse, hidden, busy)

    def draw_tile(self, surface, r: pygame.Rect, card, model, mouse, busy: bool) -> None:
        surface.blit(tile_surface(card.name), r)
        n = model.in_deck(card)
        if n:   # in the deck: a gold edge and the count on the region strip
            draw.rect(surface, palette.ACCENT, r, width=2, border_radius=8)
            pill(surface, "✓" if card.type == MAGI else f"×{n}", 12,
                 (210, 210, 210) if model.is_full(card) else palette.ACCENT, 16, 8, min_w=22,
                 midbottom=(r.x + 17, r.bottom - 2))
        if r.collidepoint(mouse) and not busy and card.implemented:
            draw.rect(surface, palette.LEGAL_GLOW, r, width=2, border_radius=8)
