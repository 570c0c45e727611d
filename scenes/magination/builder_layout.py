"""Where the deck builder's parts sit (design units, 1280x720; :class:`Layout` in a
window's room): the top bar, the card pool on the left, the deck column on the right."""
from __future__ import annotations

import pygame

from scenes import common
from scenes.kit.builder.column import inside
from scenes.kit.builder.grid import share
from scenes.kit.builder.pool import scrollbar_beside
from scenes.kit.builder.room import BuilderRoom

W, H = common.W, common.H

TOP_Y = 12
NAME_FIELD = pygame.Rect(236, TOP_Y + 2, 250, 42)

# the card pool: filter chips, the search field, then the grid of tiles
POOL = pygame.Rect(16, 70, 738, 638)
GRID = pygame.Rect(28, 212, 700, 488)
SCROLLBAR = scrollbar_beside(GRID, 8)
TILE_W, TILE_H, TILE_GAP = 228, 46, 8
COLS = 3

# the deck column: the Magi stack, the card list, the cost curve and the checks
DECK = pygame.Rect(766, 70, 498, 638)
DX, DW = inside(DECK)
MAGI_Y = DECK.y + 34
MAGI_ROW_H, MAGI_GAP = 38, 4
LIST = pygame.Rect(DX, DECK.y + 190, DW, 280)
ROW_W, ROW_H, ROW_GAP = share(DW, 2, 8), 26, 2
CURVE = pygame.Rect(DX, DECK.bottom - 158, 196, 148)
CHECKS = pygame.Rect(CURVE.right + 12, CURVE.y, DECK.right - 12 - CURVE.right - 12, 148)


class Layout:
    """The rects above grown into ``room`` (the kit's BuilderRoom): the pool's grid gains
    columns and rows, the deck column moves to the right edge and grows a little, its
    list gains rows and the cost curve and the checks stay at its foot."""

    def __init__(self, room: BuilderRoom) -> None:
        self.room = room
        self.POOL = room.pool(POOL)
        self.GRID = room.pool(GRID)
        self.DECK = room.column(DECK, y="grow")
        self.DX, self.DW = inside(self.DECK)
        self.LIST = room.column(LIST, y="grow")
        self.ROW_W = share(self.DW, 2, 8)
        self.CURVE = room.column(CURVE, x="left", y="bottom")
        self.CHECKS = room.column(CHECKS, y="bottom")
