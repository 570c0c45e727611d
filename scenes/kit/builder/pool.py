"""A builder's pool: every card an entry may hold as a scrolling grid of tiles, filtered
by rows of chips (within a row any chip that is on matches; the rows all apply) and a
name search, with a Clear chip and a scrollbar that may be dragged. A game's pool sets
the grid's geometry, builds its chips (``chip_row``), gives each row of them its test
(``filters``: data, the filtering is the kit's) and says how a tile is drawn. A pool of a
few cards in fixed places is a :class:`TilePool`, and a row of chips of which one is on
(which colour a pool shows) a :class:`ChipChoice`."""
from __future__ import annotations

from typing import Any, Callable

import pygame

from app.ui import draw, palette, text
from app.ui.drag import Draggable
from app.ui.fields import Chip, TextField
from app.ui.widgets import draw_panel
from scenes.kit.builder.column import draw_scrollbar
from scenes.kit.builder.draw import in_air, key_at
from scenes.kit.builder.grid import cell


def chip_row(x: int, y: int, h: int, chips, gap: int = 6) -> tuple[list[Chip], int]:
    """Chips side by side from ``x``, ``gap`` apart: ``chips`` are (width, label, value,
    Chip's other keyword arguments). Returns them and where the next would start."""
    out = []
    for w, label, value, more in chips:
        out.append(Chip((x, y, w, h), label, value, **more))
        x += w + gap
    return out, x


def scrollbar_beside(grid: pygame.Rect, gap: int) -> pygame.Rect:
    """The pool's scrollbar, ``gap`` px right of its grid."""
    return pygame.Rect(grid.right + gap, grid.y, 8, grid.h)


class PoolGrid:
    """``on_change`` is called when the cards shown or their scrolling change (the scene
    lays its draggables out again)."""
    GRID: pygame.Rect
    SCROLLBAR: pygame.Rect
    TILE_W = TILE_H = TILE_GAP = COLS = 0
    GAP_X: int | None = None      # the gap across the columns (None: TILE_GAP)
    WHEEL_DIV = 1                 # a wheel step scrolls a row / this
    RADIUS = 8                    # a tile's corners
    ALL: tuple = ()               # every item, in pool order
    search: TextField
    clear_chip: Chip

    def __init__(self, on_change: Callable[[], None]) -> None:
        self.on_change = on_change
        self.chips: list[Chip] = []
        # the rows of chips, each with its test (item, a chip's value) -> whether it matches
        self.filters: list[tuple[list[Chip], Callable[[Any, Any], bool]]] = []
        self.pool: list = list(self.ALL)
        self.scroll = 0
        self.tiles: list[tuple[pygame.Rect, Any]] = []
        self.dragging_bar = False

    def fit_room(self, room, grid: pygame.Rect, bar_gap: int) -> None:
        """This pool's grid (its 1280x720 ``grid``) grown into ``room`` (a
        :class:`~scenes.kit.builder.room.BuilderRoom`): more columns in a wider room,
        more rows in a taller one; its scrollbar ``bar_gap`` px right of it."""
        self.GRID, self.COLS, self.GAP_X = room.grid(grid, type(self).COLS, self.TILE_W,
                                                     self.TILE_GAP)
        self.SCROLLBAR = scrollbar_beside(self.GRID, bar_gap)

    def carry(self, old: "PoolGrid") -> None:
        """Take over ``old``'s filters, search and scrolling (the same pool laid out
        again for another room)."""
        for chip, was in zip(self.chips + [self.clear_chip], old.chips + [old.clear_chip]):
            chip.on = was.on
        self.search.value = old.search.value
        if old.search.focused:
            old.search.focus(False)
            self.search.focus(True)
        self.refilter()
        self.scroll = min(old.scroll, self.max_scroll())

    # -- the game's part ------------------------------------------------------------------
    def name_of(self, item) -> str:
        return item

    def keeps(self, item) -> bool:
        """Whether ``item`` passes the chips that are on (the search is the kit's): in
        every row of ``filters`` with a chip on, one of those chips matches it."""
        for chips, test in self.filters:
            values = self.on(chips)
            if values and not any(test(item, v) for v in values):
                return False
        return True

    def tile(self, item) -> pygame.Surface:
        raise NotImplementedError

    def draw_tile(self, surface, r: pygame.Rect, item, model, mouse, busy: bool) -> None:
        surface.blit(self.tile(item), r)

    # -- filters ----------------------------------------------------------------------
    @staticmethod
    def on(chips: list[Chip]) -> list:
        return [c.value for c in chips if c.on]

    def refilter(self) -> None:
        words = self.search.value.lower().split()
        self.pool = [item for item in self.ALL if self.keeps(item) and
                     all(w in self.name_of(item).lower() for w in words)]
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
        rows = (len(self.pool) + self.COLS - 1) // self.COLS
        return max(0, rows * (self.TILE_H + self.TILE_GAP) - self.TILE_GAP - self.GRID.h)

    def wheel(self, dy: int) -> None:
        step = -dy * (self.TILE_H + self.TILE_GAP) // self.WHEEL_DIV
        self.scroll = max(0, min(self.max_scroll(), self.scroll + step))

    def scroll_to(self, y: int) -> None:
        t = (y - self.GRID.y) / max(1, self.GRID.h)
        self.scroll = int(max(0, min(1, t)) * self.max_scroll())
        self.on_change()

    # -- layout and input -------------------------------------------------------------
    def layout(self) -> list[Draggable]:
        """Place the visible tiles; returns them as draggables."""
        grid = self.GRID
        self.scroll = max(0, min(self.scroll, self.max_scroll()))
        self.tiles = []
        drags = []
        for i, item in enumerate(self.pool):
            gap_x = self.TILE_GAP if self.GAP_X is None else self.GAP_X
            r = cell(grid.x, grid.y, i, self.COLS, (self.TILE_W, self.TILE_H),
                     (gap_x, self.TILE_GAP), self.scroll)
            if r.bottom <= grid.y or r.top >= grid.bottom:
                continue
            self.tiles.append((r, item))
            name = self.name_of(item)
            drags.append(Draggable(("pool", name), r.clip(grid), self.tile(item),
                                   ("pool", name)))
        return drags

    def card_at(self, pos) -> tuple[str, tuple] | None:
        if self.GRID.collidepoint(pos):
            for r, item in self.tiles:
                if r.collidepoint(pos):
                    return self.name_of(item), r.center
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
            if self.SCROLLBAR.inflate(10, 0).collidepoint(event.pos) and self.max_scroll():
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
    def draw_chips(self, surface, mouse, time: float) -> None:
        for chip in self.chips + [self.clear_chip]:
            chip.draw(surface, chip.rect.collidepoint(mouse))
        self.search.draw(surface, time)

    def draw_grid(self, surface, model, mouse, hidden: set, busy: bool) -> None:
        """The tiles (a hole where one is in the air), the no-match line, the bar."""
        old = surface.get_clip()
        surface.set_clip(self.GRID)
        for r, item in self.tiles:
            if in_air(surface, r, ("pool", self.name_of(item)), hidden, self.RADIUS):
                continue
            self.draw_tile(surface, r, item, model, mouse, busy)
        if not self.pool:
            text.blit_text(surface, "No card matches these filters.", self.GRID.center, 18,
                           palette.TEXT_DIM, anchor="center")
        surface.set_clip(old)
        draw_scrollbar(surface, self.SCROLLBAR, self.scroll, self.max_scroll(), 30, 4)


class ChipChoice:
    """A row of chips of which exactly one is on (which colour's cards a pool shows):
    ``chips`` as for :func:`chip_row`; a click turns another on and calls ``on_change``."""

    def __init__(self, x: int, y: int, h: int, chips, on_change: Callable[[], None]) -> None:
        self.chips, _ = chip_row(x, y, h, chips)
        self.on_change = on_change
        self.shown: Any = None              # the value shown (None until chosen)

    def carry(self, old: "ChipChoice") -> None:
        """Show what ``old`` showed (the same row laid out again for another room)."""
        if old.shown is not None:
            self.show(old.shown)

    def show(self, value) -> None:
        self.shown = value
        for chip in self.chips:
            chip.on = chip.value == value
        self.on_change()

    def at(self, pos) -> Chip | None:
        return next((c for c in self.chips if c.rect.collidepoint(pos)), None)

    def handle(self, event) -> bool:
        chip = self.at(event.pos) if event.type == pygame.MOUSEBUTTONDOWN and \
            event.button == 1 else None
        if chip is not None:
            self.show(chip.value)
        return chip is not None

    def draw_chips(self, surface, mouse) -> None:
        for chip in self.chips:
            chip.draw(surface, chip.rect.collidepoint(mouse))


class TilePool:
    """A pool of a few cards in fixed places (no scrolling, no search) in ``AREA``'s
    panel: the game's heading and foot, the tiles (``place(model)``: (rect, key, ...)
    each, the game may carry more) dragged as ``(KIND, key)`` with their ``picture``, a
    hole where one is in the air, the game's ``mark`` on a tile (how many the entry
    holds) and a rim (``rim(tile)``) under the mouse."""
    AREA: pygame.Rect
    KIND = "pool"
    RADIUS = 10

    def __init__(self) -> None:
        self.tiles: list[tuple] = []

    def place(self, model) -> list[tuple]:
        raise NotImplementedError

    def picture(self, tile: tuple) -> pygame.Surface:
        raise NotImplementedError

    def mark(self, surface, tile: tuple, model) -> None:
        """What a tile says of the entry (a count) over its picture."""

    def rim(self, tile: tuple) -> tuple:
        return palette.LEGAL_GLOW

    def draw_head(self, surface, model, mouse) -> None:
        """The pool's heading (and its controls)."""

    def draw_foot(self, surface, model) -> None:
        """What stands under the tiles."""

    def layout(self, model) -> list[Draggable]:
        self.tiles = self.place(model)
        return [Draggable((self.KIND, t[1]), t[0], self.picture(t), (self.KIND, t[1]))
                for t in self.tiles]

    def card_at(self, pos):
        return key_at(self.tiles, pos)

    def handle(self, event) -> bool:
        """The pool's own controls (none here)."""
        return False

    def draw(self, surface, model, mouse, hidden: set, busy: bool) -> None:
        draw_panel(surface, self.AREA, alpha=215)
        self.draw_head(surface, model, mouse)
        for tile in self.tiles:
            r = tile[0]
            if in_air(surface, r, (self.KIND, tile[1]), hidden, self.RADIUS):
                continue
            surface.blit(self.picture(tile), r)
            self.mark(surface, tile, model)
            if r.collidepoint(mouse) and not busy:
                draw.rect(surface, self.rim(tile), r, width=2, border_radius=self.RADIUS)
        self.draw_foot(surface, model)
