"""How a builder's 1280x720 layout grows into the window's room (scenes.kit.room): one
rule for every builder, the game giving only its 1280x720 rects and which way each one
follows the room.

A builder is a pool on the left and the entry's column on the right, under a top bar.
In a wider room the pool takes most of the extra width (its grid gains columns of
tiles: more cards seen without scrolling); the column moves to the room's right edge
and grows a little (``COLUMN_SHARE`` of the extra, at most ``COLUMN_MOST``); the top
bar's buttons follow the right edge. In a taller room the panels reach down to the
room's foot: what a game says grows (a pool's grid, a list) gains rows, what it anchors
to the bottom (a cost curve, the checks) moves down. At exactly 1280x720 every rect is
the game's own, unchanged."""
from __future__ import annotations

import pygame

from app import config

COLUMN_SHARE, COLUMN_MOST = 4, 120       # the column takes 1/4 of the extra, 120 at most


class BuilderRoom:
    """The room ``size`` (design units) and how a builder's parts follow it.

    ``x`` says how a rect follows the extra width: ``"grow"`` (wider by its side's
    share), ``"right"`` (moved by it: anchored to its side's right edge) or ``"left"``
    (kept: anchored to its side's left edge). ``y`` how it follows the extra height:
    ``"top"`` (kept), ``"grow"`` (taller) or ``"bottom"`` (moved down)."""

    def __init__(self, size: tuple[int, int] = config.LOGICAL_SIZE) -> None:
        self.size = (int(size[0]), int(size[1]))
        self.ex = max(0, self.size[0] - config.LOGICAL_W)
        self.ey = max(0, self.size[1] - config.LOGICAL_H)
        self.column_dx = min(self.ex // COLUMN_SHARE, COLUMN_MOST)
        self.pool_dx = self.ex - self.column_dx

    @property
    def rect(self) -> pygame.Rect:
        return pygame.Rect((0, 0), self.size)

    def _follow(self, r, dx: int, x: str, y: str, shift: int = 0) -> pygame.Rect:
        r = pygame.Rect(r).move(shift, 0)
        if x == "grow":
            r.w += dx
        elif x == "right":
            r.x += dx
        if y == "grow":
            r.h += self.ey
        elif y == "bottom":
            r.y += self.ey
        return r

    def pool(self, r, x: str = "grow", y: str = "grow") -> pygame.Rect:
        """A rect of the pool's side (left: it takes most of the extra width)."""
        return self._follow(r, self.pool_dx, x, y)

    def column(self, r, x: str = "grow", y: str = "top") -> pygame.Rect:
        """A rect of the column's side: moved right past the pool's extra width."""
        return self._follow(r, self.column_dx, x, y, self.pool_dx)

    def across(self, r, x: str = "grow", y: str = "top") -> pygame.Rect:
        """A rect across the whole room (a row of leaders, the top bar's right end)."""
        return self._follow(r, self.ex, x, y)

    def grid(self, grid, cols: int, tile_w: int, gap: int) -> tuple[pygame.Rect, int, int]:
        """A pool's grid of ``cols`` tiles ``tile_w`` wide, ``gap`` apart, grown: (its
        rect, its columns, the gap across them). The tiles keep their size; the grid
        gains a column for each tile's width of extra room, the rest spread between
        them; it gains rows in a taller room."""
        r = self.pool(grid)
        pitch = tile_w + gap
        more = self.pool_dx // pitch
        cols += more
        spare = self.pool_dx - more * pitch
        return r, cols, gap + (spare // (cols - 1) if cols > 1 else 0)
