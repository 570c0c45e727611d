"""The deck builder's card pool: the whole Base Set as a scrollable grid of tiles, filtered
by region, type and cost chips, "Playable only" and a name search. Cards the engine
cannot play yet are listed last and greyed."""
from __future__ import annotations

from typing import Callable

import pygame

from app.ui import palette, text
from app.ui.drag import Draggable
from app.ui.fields import Chip, TextField
from app.ui.widgets import draw_panel
from engines.magination import CARDS, MAGI
from engines.magination.deck_model import TYPE_ORDER, DeckModel
from scenes.magination.builder_art import REGION_STYLE, REGIONS, emblem, region_of, tile_surface
from scenes.magination.builder_layout import (COLS, GRID, POOL, SCROLLBAR, TILE_GAP, TILE_H,
                                              TILE_W)

TYPES = TYPE_ORDER
COSTS = (("0-1", 0, 1), ("2", 2, 2), ("3", 3, 3), ("4", 4, 4), ("5+", 5, 999))


def _sort_key(card):
    # the cards the app can play first, then the greyed ones; each by region, type, cost
    return (not card.implemented, REGIONS.index(region_of(card)), TYPES.index(card.type),
            card.base_cost, card.name.lower())


POOL_CARDS = sorted(CARDS, key=_sort_key)


class PoolPanel:
    """The left panel. ``on_change`` is called when the cards shown or their scrolling
    change (the scene lays its draggables out again)."""

    def __init__(self, on_change: Callable[[], None]) -> None:
        self.on_change = on_change
        self.region_chips: list[Chip] = []
        x = POOL.x + 12
        widths = [text.font(14, text.BOLD).size(reg)[0] + 46 for reg in REGIONS]
        spare = (POOL.w - 24 - 5 * 6 - sum(widths)) // len(REGIONS)
        for reg, cw in zip(REGIONS, widths):
            colour, emb = REGION_STYLE[reg]
            self.region_chips.append(Chip((x, POOL.y + 12, cw + spare, 34), reg, reg,
                                          colour, emb, emblem_art=emblem))
            x += cw + spare + 6
        x = POOL.x + 12
        y = POOL.y + 54
        self.type_chips: list[Chip] = []
        for t, tw in zip(TYPES, (64, 92, 64, 64)):
            self.type_chips.append(Chip((x, y, tw, 34), t, t))
            x += tw + 6
        x += 14
        self.cost_chips: list[Chip] = []
        for label, lo, hi in COSTS:
            cw = 52 if "-" in label else 48 if "+" in label else 40
            self.cost_chips.append(Chip((x, y, cw, 34), label, (lo, hi),
                                        tooltip="Cost to play (Magi have no cost: a cost "
                                                "filter hides them)"))
            x += cw + 6
        self.playable_chip = Chip((x + 8, y, POOL.right - 12 - (x + 8), 34), "Playable only",
                                  "playable", tooltip="Hide the cards the app cannot play yet")
        self.search = TextField((POOL.x + 12, POOL.y + 96, 300, 34), "", "Search by name",
                                30, lambda v: self.refilter(), label="Find")
        self.clear_chip = Chip((POOL.x + 324, POOL.y + 96, 124, 34), "Clear filters", "clear")
        self.chips = self.region_chips + self.type_chips + self.cost_chips + [self.playable_chip]
        self.pool: list = list(POOL_CARDS)
        self.scroll = 0
        self.tiles: list[tuple[pygame.Rect, object]] = []
        self.dragging_bar = False

    # -- filters ----------------------------------------------------------------------
    def refilter(self) -> None:
        regions = {c.value for c in self.region_chips if c.on}
        types = {c.value for c in self.type_chips if c.on}
        costs = [c.value for c in self.cost_chips if c.on]
        words = self.search.value.lower().split()
        out = []
        for card in POOL_CARDS:
            if regions and region_of(card) not in regions:
                continue
            if types and card.type not in types:
                continue
            if costs and (card.type == MAGI or not any(lo <= card.base_cost <= hi
                                                       for lo, hi in costs)):
                continue
            if self.playable_chip.on and not card.implemented:
                continue
            if words and not all(w in card.name.lower() for w in words):
                continue
            out.append(card)
        self.pool = out
        self.scroll = min(self.scroll, self.max_scroll())
        self.on_change()

    def toggle_chip(self, chip: Chip) -> None:
        if chip is self.clear_chip:
            for c in self.chips:
                c.on = False
            self.search.set("")
        else:
            chip.on = not chip.on
        self.refilter()

    # -- scrolling --------------------------------------------------------------------
    def max_scroll(self) -> int:
        rows = (len(self.pool) + COLS - 1) // COLS
        return max(0, rows * (TILE_H + TILE_GAP) - TILE_GAP - GRID.h)

    def wheel(self, dy: int) -> None:
        step = -dy * (TILE_H + TILE_GAP)
        self.scroll = max(0, min(self.max_scroll(), self.scroll + step))

    def scroll_to(self, y: int) -> None:
        t = (y - GRID.y) / max(1, GRID.h)
        self.scroll = int(max(0, min(1, t)) * self.max_scroll())
        self.on_change()

    # -- layout and input -------------------------------------------------------------
    def layout(self) -> list[Draggable]:
        """Place the visible tiles; returns them as draggables."""
        self.scroll = max(0, min(self.scroll, self.max_scroll()))
        self.tiles = []
        drags = []
        for i, card in enumerate(self.pool):
            row, col = divmod(i, COLS)
            r = pygame.Rect(GRID.x + col * (TILE_W + TILE_GAP),
                            GRID.y + row * (TILE_H + TILE_GAP) - self.scroll, TILE_W, TILE_H)
            if r.bottom <= GRID.y or r.top >= GRID.bottom:
                continue
            self.tiles.append((r, card))
            drags.append(Draggable(("pool", card.name), r.clip(GRID),
                                   tile_surface(card.name), ("pool", card.name)))
        return drags

    def card_at(self, pos) -> tuple[str, tuple] | None:
        if GRID.collidepoint(pos):
            for r, card in self.tiles:
                if r.collidepoint(pos):
                    return card.name, r.center
        return None

    def chip_tooltip(self, pos) -> str | None:
        for chip in self.chips:
            if chip.tooltip and chip.rect.collidepoint(pos):
                return chip.tooltip
        return None

    def handle(self, event) -> bool:
        """The chips and the scrollbar (the search field is handled with the scene's)."""
        et = event.type
        if et == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for chip in self.chips + [self.clear_chip]:
                if chip.rect.collidepoint(event.pos):
                    self.toggle_chip(chip)
                    return True
            if SCROLLBAR.inflate(10, 0).collidepoint(event.pos) and self.max_scroll():
                self.dragging_bar = True
                self.scroll_to(event.pos[1])
                return True
        if et == pygame.MOUSEMOTION and self.dragging_bar:
            self.scroll_to(event.pos[1])
            return True
        if et == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging_bar:
            self.dragging_bar = False
            return True
        return False

    # -- drawing ----------------------------------------------------------------------
    def draw(self, surface, model: DeckModel, mouse, time: float, hidden: set,
             busy: bool) -> None:
        """The panel; ``hidden`` are the drag keys in the air, ``busy`` a drag going on."""
        draw_panel(surface, POOL, alpha=215)
        for chip in self.chips + [self.clear_chip]:
            chip.draw(surface, chip.rect.collidepoint(mouse))
        self.search.draw(surface, time)
        info = f"{len(self.pool)} of {len(POOL_CARDS)} cards"
        text.blit_text(surface, info, (POOL.right - 14, POOL.y + 104), 15, palette.TEXT_DIM,
                       anchor="midright")
        text.blit_text(surface, "Click or drag to add · right-click to read",
                       (POOL.right - 14, POOL.y + 124), 12, (128, 130, 142),
                       anchor="midright")
        old = surface.get_clip()
        surface.set_clip(GRID)
        for r, card in self.tiles:
            if ("pool", card.name) in hidden:
                pygame.draw.rect(surface, (60, 64, 80), r, width=1, border_radius=8)
                continue
            surface.blit(tile_surface(card.name), r)
            n = model.in_deck(card)
            if n:   # in the deck: a gold edge and the count on the region strip
                pygame.draw.rect(surface, palette.ACCENT, r, width=2, border_radius=8)
                label = "✓" if card.type == MAGI else f"×{n}"
                img = text.render(label, 12, palette.TEXT_DARK, text.BOLD)
                pill = pygame.Rect(0, 0, max(22, img.get_width() + 8), 16)
                pill.midbottom = (r.x + 17, r.bottom - 2)
                pygame.draw.rect(surface, (210, 210, 210) if model.is_full(card)
                                 else palette.ACCENT, pill, border_radius=8)
                surface.blit(img, img.get_rect(center=pill.center))
            if r.collidepoint(mouse) and not busy and card.implemented:
                pygame.draw.rect(surface, palette.LEGAL_GLOW, r, width=2, border_radius=8)
        if not self.pool:
            text.blit_text(surface, "No card matches these filters.", GRID.center, 18,
                           palette.TEXT_DIM, anchor="center")
        surface.set_clip(old)
        if self.max_scroll():
            pygame.draw.rect(surface, (24, 26, 34), SCROLLBAR, border_radius=4)
            content = self.max_scroll() + GRID.h
            th = max(30, int(GRID.h * GRID.h / content))
            ty = GRID.y + int((GRID.h - th) * self.scroll / self.max_scroll())
            pygame.draw.rect(surface, palette.PANEL_BORDER, (SCROLLBAR.x, ty, SCROLLBAR.w, th),
                             border_radius=4)
