"""Where the Mabinogi deck builder's parts sit (logical pixels, 1280x720): the top bar, the
card pool on the left, the deck column on the right."""
from __future__ import annotations

import pygame

from scenes import common
from scenes.kit.builder.column import inside
from scenes.kit.builder.grid import share
from scenes.kit.builder.pool import scrollbar_beside

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
