"""The Mabinogi deck builder's card pool: every card a deck may hold, drawn as cards with
their level-1 values, filtered by resource, type and cost chips (within a row any chip
on matches; the rows all apply) and a name search. A card the deck cannot take now (a
fourth resource, two copies already) is dimmed, with the reason on hover; clicking it
still says why (a full deck dims nothing: the twelve pips say it is full)."""
from __future__ import annotations

from typing import Callable

import pygame

from app.ui import palette, text
from app.ui.fields import Chip, TextField
from app.ui.surface_cache import cached
from engines.mabinogi.content import RESOURCES, SPELL, SUMMON
from engines.mabinogi.deck_model import MAX_CARDS, MAX_COPIES, DeckModel, filter_pool
from scenes.kit.builder.pool import PoolGrid
from scenes.mabinogi.builder_cards import RES_STYLE, card_of, face, symbol
from scenes.mabinogi.builder_layout import (CHIP_H, COLS, GRID, INFO_Y, POOL, RES_Y, ROW2_Y,
                                            SCROLLBAR, TILE_GAP, TILE_H, TILE_W)

POOL_NAMES = tuple(filter_pool())          # by resource, level-1 cost, name
TYPES = ((SUMMON, "Summon"), (SPELL, "Spell"))
COSTS = (("0", 0, 0), ("1", 1, 1), ("2", 2, 2), ("3", 3, 3), ("4", 4, 4), ("5+", 5, 99))


def _chip_symbol(name: str, size: int, colour) -> pygame.Surface:
    """The chips' emblem art: a resource's own symbol (the chip's emblem is its name)."""
    return symbol(name, size)


class PoolPanel(PoolGrid):
    """The left panel. ``on_change`` is called when the cards shown or their scrolling
    change (the scene lays its draggables out again)."""
    GRID, SCROLLBAR, COLS = GRID, SCROLLBAR, COLS
    TILE_W, TILE_H, TILE_GAP, WHEEL_DIV, RADIUS = TILE_W, TILE_H, TILE_GAP, 2, 10
    ALL = POOL_NAMES

    def __init__(self, on_change: Callable[[], None]) -> None:
        super().__init__(on_change)
        inner = POOL.w - 24
        cw = (inner - 4 * 6) // 5
        self.res_chips = [
            Chip((POOL.x + 12 + i * (cw + 6), RES_Y, cw, CHIP_H), r, i, RES_STYLE[r][0], r,
                 tooltip=f"Show the {r} cards (a deck uses at most three resources)",
                 emblem_art=_chip_symbol)
            for i, r in enumerate(RESOURCES)]
        x = POOL.x + 12
        self.type_chips = []
        for (value, label), tw in zip(TYPES, (98, 78)):
            self.type_chips.append(Chip((x, ROW2_Y, tw, CHIP_H), label, value,
                                        tooltip="Summoning cards put a creature in a lane; "
                                                "spells act once" if value == SUMMON else
                                        "Spells act once (counters work from the grave)"))
            x += tw + 6
        x += 12
        self.cost_chips = []
        for label, lo, hi in COSTS:
            w = 46 if "+" in label else 40
            self.cost_chips.append(Chip((x, ROW2_Y, w, CHIP_H), label, (lo, hi),
                                        tooltip="Cost at level 1 (it rises with your hero's "
                                                "level)"))
            x += w + 6
        x += 8
        clear_w = 70
        self.search = TextField((x, ROW2_Y, POOL.right - 12 - clear_w - 8 - x, CHIP_H), "",
                                "Search names", 24, lambda v: self.refilter())
        self.clear_chip = Chip((POOL.right - 12 - clear_w, ROW2_Y, clear_w, CHIP_H),
                               "Clear", "clear", tooltip="Clear every filter and the search")
        self.chips = self.res_chips + self.type_chips + self.cost_chips
        self.show_info = True           # the line of counts (a notice may cover it)
        for name in POOL_NAMES:         # drawn once now: a filter never stalls a frame
            face(name, 1)

    # -- filters ----------------------------------------------------------------------
    def keeps(self, name: str) -> bool:
        card = card_of(name)
        res, kinds, costs = (self.on(self.res_chips), self.on(self.type_chips),
                             self.on(self.cost_chips))
        return not (res and card.res not in res or kinds and card.kind not in kinds or
                    costs and not any(lo <= card.cost[0] <= hi for lo, hi in costs))

    def tile(self, name: str) -> pygame.Surface:
        return face(name, 1)

    def filtered(self) -> bool:
        return any(c.on for c in self.chips) or bool(self.search.value.strip())

    # -- drawing ----------------------------------------------------------------------
    def draw(self, surface, model: DeckModel, mouse, time: float, hidden: set,
             busy: bool) -> None:
        """The panel (its frame is the scene's background); ``hidden`` are the drag keys in
        the air, ``busy`` a drag going on."""
        self.draw_chips(surface, mouse, time)
        if self.show_info:          # else a notice is shown over this line
            self._draw_info(surface, len(self.pool))
        self.draw_grid(surface, model, mouse, hidden, busy)

    def _draw_info(self, surface, n: int) -> None:
        info = f"{n} of {len(POOL_NAMES)} cards" + (" (filtered)" if self.filtered() else "")
        text.blit_text(surface, info + " · values at level 1", (POOL.x + 14, INFO_Y), 14,
                       palette.TEXT_DIM)
        text.blit_text(surface, "Click or drag to add · right-click: levels 1/2/3",
                       (POOL.right - 14, INFO_Y + 1), 13, (150, 152, 164), anchor="topright")

    def draw_tile(self, surface, r: pygame.Rect, name: str, model: DeckModel, mouse,
                  busy: bool) -> None:
        surface.blit(face(name, 1), r)
        k = model.counts.get(name, 0)
        blocked = model.why_not_add(name) is not None
        if blocked and model.size() < MAX_CARDS:     # a full deck dims nothing
            _dim(surface, r)
        if k and GRID.contains(r):
            _count_pill(surface, r, k, k >= MAX_COPIES)
        if r.collidepoint(mouse) and not busy:
            col = palette.BAD if blocked else palette.LEGAL_GLOW
            pygame.draw.rect(surface, col, r.inflate(2, 2), width=2, border_radius=11)


@cached
def _veil(size: tuple) -> pygame.Surface:
    veil = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(veil, (10, 10, 16, 120), veil.get_rect(), border_radius=10)
    return veil


def _dim(surface, r: pygame.Rect) -> None:
    surface.blit(_veil(tuple(r.size)), r)


def _count_pill(surface, r: pygame.Rect, k: int, full: bool) -> None:
    """In the deck: a gold edge and "×k" at the card's top (silver at the copy limit)."""
    col = (200, 200, 204) if full else palette.ACCENT
    pygame.draw.rect(surface, col, r, width=2, border_radius=10)
    img = text.render(f"×{k}", 13, palette.TEXT_DARK, text.BOLD)
    pill = pygame.Rect(0, 0, img.get_width() + 14, 20)
    pill.midtop = (r.centerx - 1, r.y + 8)
    pygame.draw.rect(surface, col, pill, border_radius=10)
    pygame.draw.rect(surface, palette.CARD_EDGE, pill, width=1, border_radius=10)
    surface.blit(img, img.get_rect(center=pill.center))
