"""The Mabinogi deck builder's card pool: every card a deck may hold, drawn with the
table's faces at level 1, filtered by resource, type and cost chips (within a row any chip
on matches; the rows all apply) and a name search. A card the deck cannot take now (a
fourth resource, two copies already) is dimmed, with the reason on hover; clicking it
still says why (a full deck dims nothing: the twelve pips say it is full)."""
from __future__ import annotations

from typing import Callable

import pygame

from app.ui import canvas, draw, palette, text
from app.ui.fields import Chip, TextField
from app.ui.surface_cache import cached
from engines.mabinogi.content import RES_INDEX, RESOURCES, SPELL, SUMMON, card
from engines.mabinogi.deck_model import MAX_CARDS, DeckModel, filter_pool
from scenes.kit.builder.draw import in_collection
from scenes.kit.builder.grid import share
from scenes.kit.builder.pool import PoolGrid, chip_row
from scenes.mabinogi import art as A
from scenes.mabinogi.builder_layout import (CHIP_H, COLS, GRID, INFO_Y, RES_Y, ROW2_Y,
                                            SCROLLBAR, TILE_GAP, TILE_H, TILE_W, Layout)

POOL_NAMES = tuple(filter_pool())          # by resource, level-1 cost, name
STATS_Y = A.card_geometry((TILE_W, TILE_H))["stats"].y      # the count sits over it
COSTS = (("0", 0, 0), ("1", 1, 1), ("2", 2, 2), ("3", 3, 3), ("4", 4, 4), ("5+", 5, 99))


class PoolPanel(PoolGrid):
    """The left panel. ``on_change`` is called when the cards shown or their scrolling
    change (the scene lays its draggables out again); ``face(name)`` is a card's tile."""
    GRID, SCROLLBAR, COLS = GRID, SCROLLBAR, COLS
    TILE_W, TILE_H, TILE_GAP, WHEEL_DIV, RADIUS = TILE_W, TILE_H, TILE_GAP, 2, 10
    ALL = POOL_NAMES

    def __init__(self, on_change: Callable[[], None],
                 face: Callable[[str], pygame.Surface], layout: Layout) -> None:
        super().__init__(on_change)
        self.fit_room(layout.room, GRID, 4)
        self.area = POOL = layout.POOL
        self.face = face
        cw = share(POOL.w - 24, 5, 6)
        self.res_chips, _ = chip_row(POOL.x + 12, RES_Y, CHIP_H, [
            (cw, r, i, {"colour": A.RES[i][1], "emblem": r,     # the chip's emblem: r's symbol
                        "emblem_art": lambda name, size, _: A.res_symbol(RES_INDEX[name], size),
                        "tooltip": f"Show the {r} cards (a deck uses at most three resources)"})
            for i, r in enumerate(RESOURCES)])
        self.type_chips, x = chip_row(POOL.x + 12, ROW2_Y, CHIP_H, [
            (98, "Summon", SUMMON,
             {"tooltip": "Summoning cards put a creature in a lane; spells act once"}),
            (78, "Spell", SPELL, {"tooltip": "Spells act once (counters work from the grave)"})])
        cost_tip = "Cost at level 1 (it rises with your hero's level)"
        self.cost_chips, x = chip_row(x + 12, ROW2_Y, CHIP_H, [
            (46 if "+" in label else 40, label, (lo, hi), {"tooltip": cost_tip})
            for label, lo, hi in COSTS])
        x += 8
        clear_w = 70
        self.search = TextField((x, ROW2_Y, POOL.right - 12 - clear_w - 8 - x, CHIP_H), "",
                                "Search names", 24, lambda v: self.refilter())
        self.clear_chip = Chip((POOL.right - 12 - clear_w, ROW2_Y, clear_w, CHIP_H),
                               "Clear", "clear", tooltip="Clear every filter and the search")
        self.chips = self.res_chips + self.type_chips + self.cost_chips
        self.filters = [
            (self.res_chips, lambda name, res: card(name).res == res),
            (self.type_chips, lambda name, kind: card(name).kind == kind),
            (self.cost_chips, lambda name, costs: costs[0] <= card(name).cost[0] <= costs[1])]
        self.show_info = True           # the line of counts (a notice may cover it)
        for name in POOL_NAMES:         # drawn once now: a filter never stalls a frame
            face(name)

    def tile(self, name: str) -> pygame.Surface:
        return self.face(name)

    def filtered(self) -> bool:
        return any(c.on for c in self.chips) or bool(self.search.value.strip())

    # -- drawing ----------------------------------------------------------------------
    def draw(self, surface, model: DeckModel, mouse, time: float, hidden: set,
             busy: bool) -> None:
        """The panel (its frame is the scene's background); ``hidden`` are the drag keys in
        the air, ``busy`` a drag going on."""
        POOL = self.area
        self.draw_chips(surface, mouse, time)
        if self.show_info:          # else a notice is shown over this line
            n = len(self.pool)
            info = f"{n} of {len(POOL_NAMES)} cards" + (" (filtered)" if self.filtered() else "")
            text.blit_text(surface, info + " · values at level 1", (POOL.x + 14, INFO_Y), 14,
                           palette.TEXT_DIM)
            text.blit_text(surface, "Click or drag to add · right-click: levels 1/2/3",
                           (POOL.right - 14, INFO_Y + 1), 13, (150, 152, 164),
                           anchor="topright")
        self.draw_grid(surface, model, mouse, hidden, busy)

    def draw_tile(self, surface, r: pygame.Rect, name: str, model: DeckModel, mouse,
                  busy: bool) -> None:
        surface.blit(self.tile(name), r)
        k = model.counts.get(name, 0)
        blocked = model.why_not_add(name) is not None
        if blocked and model.size() < MAX_CARDS:     # a full deck dims nothing
            surface.blit(_veil(tuple(r.size)), r)
        if k and self.GRID.contains(r):
            # silver at the copy limit
            in_collection(surface, r, 10, f"×{k}", 13, 20, 14,
                          (200, 200, 204) if k >= (model.max_copies or MAX_CARDS) else palette.ACCENT,
                          edge=palette.CARD_EDGE, midbottom=(r.centerx, r.y + STATS_Y - 3))
        if r.collidepoint(mouse) and not busy:
            col = palette.BAD if blocked else palette.LEGAL_GLOW
            draw.rect(surface, col, r.inflate(2, 2), width=2, border_radius=11)


@cached
def _veil(size: tuple) -> pygame.Surface:
    veil = canvas.new(size, pygame.SRCALPHA)
    draw.rect(veil, (10, 10, 16, 120), veil.get_rect(), border_radius=10)
    return veil
