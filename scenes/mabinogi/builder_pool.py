"""The Mabinogi deck builder's card pool: every card a deck may hold, drawn as cards with
their level-1 values, filtered by resource, type and cost chips (within a row any chip
on matches; the rows all apply) and a name search. A card the deck cannot take now (a
fourth resource, two copies already) is dimmed, with the reason on hover; clicking it
still says why (a full deck dims nothing: the twelve pips say it is full)."""
from __future__ import annotations

from typing import Callable

import pygame

from app.ui import palette, text
from app.ui.drag import Draggable
from app.ui.fields import Chip, TextField
from engines.mabinogi.content import RESOURCES, SPELL, SUMMON
from engines.mabinogi.deck_model import MAX_CARDS, MAX_COPIES, DeckModel, filter_pool
from scenes.mabinogi.builder_cards import RES_STYLE, card_of, face, symbol
from scenes.mabinogi.builder_layout import (CHIP_H, COLS, GRID, INFO_Y, POOL, RES_Y, ROW2_Y,
                                            SCROLLBAR, TILE_GAP, TILE_H, TILE_W)

POOL_NAMES = tuple(filter_pool())          # by resource, level-1 cost, name
TYPES = ((SUMMON, "Summon"), (SPELL, "Spell"))
COSTS = (("0", 0, 0), ("1", 1, 1), ("2", 2, 2), ("3", 3, 3), ("4", 4, 4), ("5+", 5, 99))


def _chip_symbol(name: str, size: int, colour) -> pygame.Surface:
    """The chips' emblem art: a resource's own symbol (the chip's emblem is its name)."""
    return symbol(name, size)


class PoolPanel:
    """The left panel. ``on_change`` is called when the cards shown or their scrolling
    change (the scene lays its draggables out again)."""

    def __init__(self, on_change: Callable[[], None]) -> None:
        self.on_change = on_change
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
        self.pool: list[str] = list(POOL_NAMES)
        self.scroll = 0
        self.tiles: list[tuple[pygame.Rect, str]] = []
        self.dragging_bar = False
        self.show_info = True           # the line of counts (a notice may cover it)
        for name in POOL_NAMES:         # drawn once now: a filter never stalls a frame
            face(name, 1)

    # -- filters ----------------------------------------------------------------------
    def refilter(self) -> None:
        res = {c.value for c in self.res_chips if c.on}
        kinds = {c.value for c in self.type_chips if c.on}
        costs = [c.value for c in self.cost_chips if c.on]
        words = self.search.value.lower().split()
        out = []
        for name in POOL_NAMES:
            card = card_of(name)
            if res and card.res not in res:
                continue
            if kinds and card.kind not in kinds:
                continue
            if costs and not any(lo <= card.cost[0] <= hi for lo, hi in costs):
                continue
            if words and not all(w in name.lower() for w in words):
                continue
            out.append(name)
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

    def filtered(self) -> bool:
        return any(c.on for c in self.chips) or bool(self.search.value.strip())

    # -- scrolling --------------------------------------------------------------------
    def max_scroll(self) -> int:
        rows = (len(self.pool) + COLS - 1) // COLS
        return max(0, rows * (TILE_H + TILE_GAP) - TILE_GAP - GRID.h)

    def wheel(self, dy: int) -> None:
        step = -dy * (TILE_H + TILE_GAP) // 2
        self.scroll = max(0, min(self.max_scroll(), self.scroll + step))

    def scroll_to(self, y: int) -> None:
        t = (y - GRID.y) / max(1, GRID.h)
        self.scroll = int(max(0, min(1, t)) * self.max_scroll())
        self.on_change()

    # -- layout and input -------------------------------------------------------------
    def layout(self) -> list[Draggable]:
        """Place the visible cards; returns them as draggables."""
        self.scroll = max(0, min(self.scroll, self.max_scroll()))
        self.tiles = []
        drags = []
        for i, name in enumerate(self.pool):
            row, col = divmod(i, COLS)
            r = pygame.Rect(GRID.x + col * (TILE_W + TILE_GAP),
                            GRID.y + row * (TILE_H + TILE_GAP) - self.scroll, TILE_W, TILE_H)
            if r.bottom <= GRID.y or r.top >= GRID.bottom:
                continue
            self.tiles.append((r, name))
            drags.append(Draggable(("pool", name), r.clip(GRID), face(name, 1),
                                   ("pool", name)))
        return drags

    def card_at(self, pos) -> tuple[str, tuple] | None:
        if GRID.collidepoint(pos):
            for r, name in self.tiles:
                if r.collidepoint(pos):
                    return name, r.center
        return None

    def chip_tooltip(self, pos) -> str | None:
        for chip in self.chips + [self.clear_chip]:
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
        """The panel (its frame is the scene's background); ``hidden`` are the drag keys in
        the air, ``busy`` a drag going on."""
        for chip in self.chips + [self.clear_chip]:
            chip.draw(surface, chip.rect.collidepoint(mouse))
        self.search.draw(surface, time)
        if self.show_info:          # else a notice is shown over this line
            self._draw_info(surface, len(self.pool))
        self._draw_grid(surface, model, mouse, hidden, busy)

    def _draw_info(self, surface, n: int) -> None:
        info = f"{n} of {len(POOL_NAMES)} cards" + (" (filtered)" if self.filtered() else "")
        text.blit_text(surface, info + " · values at level 1", (POOL.x + 14, INFO_Y), 14,
                       palette.TEXT_DIM)
        text.blit_text(surface, "Click or drag to add · right-click: levels 1/2/3",
                       (POOL.right - 14, INFO_Y + 1), 13, (150, 152, 164), anchor="topright")

    def _draw_grid(self, surface, model: DeckModel, mouse, hidden: set, busy: bool) -> None:
        old = surface.get_clip()
        surface.set_clip(GRID)
        for r, name in self.tiles:
            if ("pool", name) in hidden:
                pygame.draw.rect(surface, (60, 64, 80), r, width=1, border_radius=10)
                continue
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


_DIM: dict[tuple, pygame.Surface] = {}


def _dim(surface, r: pygame.Rect) -> None:
    veil = _DIM.get(r.size)
    if veil is None:
        veil = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(veil, (10, 10, 16, 120), veil.get_rect(), border_radius=10)
        _DIM[r.size] = veil
    surface.blit(veil, r)


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
