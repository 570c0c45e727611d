"""Where the Mabinogi deck builder's parts sit (design units, 1280x720; :class:`Layout` in
a window's room): the top bar, the card pool on the left, the deck column on the right."""
from __future__ import annotations

import pygame

from scenes import common
from scenes.kit.builder.column import inside
from scenes.kit.builder.grid import share
from scenes.kit.builder.pool import scrollbar_beside
from scenes.kit.builder.room import BuilderRoom

W, H = common.W, common.H

TOP_Y = 12
NAME_FIELD = pygame.Rect(226, TOP_Y + 2, 474, 42)

# the card pool: filter chips (resource; type, cost, search), then the grid of cards
POOL = pygame.Rect(16, 70, 786, 638)
CHIP_H = 34
RES_Y = POOL.y + 12
ROW2_Y = POOL.y + 54
INFO_Y = POOL.y + 98
GRID = pygame.Rect(28, POOL.y + 122, 750, 506)
SCROLLBAR = scrollbar_beside(GRID, 4)
TILE_W, TILE_H, TILE_GAP = 118, 160, 8
COLS = 6

# the deck column: hero, resources, the list, the cost curve and the checks
DECK = pygame.Rect(814, 70, 450, 638)
DX, DW = inside(DECK)
HERO = pygame.Rect(DX, DECK.y + 32, DW, 62)
RES_ROW = pygame.Rect(DX, HERO.bottom + 30, DW, 32)
ROW_H, ROW_GAP = 38, 4
LIST = pygame.Rect(DX, RES_ROW.bottom + 36, DW, 6 * (ROW_H + ROW_GAP) - ROW_GAP)
ROW_W = share(DW, 2, 8)
CURVE = pygame.Rect(DX, LIST.bottom + 22, 168, DECK.bottom - 12 - (LIST.bottom + 22))
CHECKS = pygame.Rect(CURVE.right + 16, CURVE.y, DECK.right - 12 - CURVE.right - 16, CURVE.h)


class Layout:
    """The rects above grown into ``room`` (the kit's BuilderRoom): the pool's grid gains
    columns and rows; the deck column moves to the right edge and grows a little, its
    list (which holds the whole deck) keeps its rows and the cost curve and the checks
    take the extra height."""

    def __init__(self, room: BuilderRoom) -> None:
        self.room = room
        self.POOL = room.pool(POOL)
        self.GRID = room.pool(GRID)
        self.DECK = room.column(DECK, y="grow")
        self.DX, self.DW = inside(self.DECK)
        self.HERO = room.column(HERO)
        self.RES_ROW = room.column(RES_ROW)
        self.LIST = room.column(LIST)
        self.ROW_W = share(self.DW, 2, 8)
        self.CURVE = room.column(CURVE, x="left", y="grow")
        self.CHECKS = room.column(CHECKS, y="grow")
