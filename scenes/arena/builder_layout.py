"""Where the army builder's parts sit (logical pixels, 1280x720): the top bar, the row of
Planeswalkers, the two tabs (army cards, spell deck), the pool on the left and the army
or the spell deck on the right."""
from __future__ import annotations

import pygame

from scenes import common
from scenes.kit.builder.column import inside
from scenes.kit.builder.grid import share

W, H = common.W, common.H

TOP_Y = 12
NAME_FIELD = pygame.Rect(226, TOP_Y + 2, 360, 42)

WALKERS = pygame.Rect(16, 66, W - 32, 84)

TABS_Y = 160
TAB_H = 38
TAB_ARMY = pygame.Rect(16, TABS_Y, 365, TAB_H)
TAB_SPELLS = pygame.Rect(TAB_ARMY.right + 8, TABS_Y, 754 - TAB_ARMY.right - 8, TAB_H)

POOL = pygame.Rect(16, TABS_Y + TAB_H + 6, 738, H - 12 - (TABS_Y + TAB_H + 6))
PX, PW = inside(POOL)

# army cards: those of the Planeswalker's colour large, the others small and faded
BIG_Y = POOL.y + 34
BIG_H, BIG_GAP = 118, 8
OTHER_HEAD_Y = POOL.y + 296
SMALL_Y = POOL.y + 322
SMALL_COLS = 4
SMALL_W = share(PW, SMALL_COLS, 8)
SMALL_H, SMALL_GAP = 76, 8

# spells: the colour chips, then a grid of 2 x 6 tiles
CHIPS_Y = POOL.y + 12
SPELL_Y = POOL.y + 62
SPELL_COLS = 2
SPELL_W = share(PW, SPELL_COLS, 8)
SPELL_H, SPELL_GAP = 64, 6

# the right panel: the army (battlefield view, points, list, checks) or the spell deck
PANEL = pygame.Rect(766, TABS_Y, W - 16 - 766, H - 12 - TABS_Y)
RX, RW = inside(PANEL)
FIELD = pygame.Rect(RX, PANEL.y + 34, RW, 168)
METER = pygame.Rect(RX, FIELD.bottom + 28, RW, 16)
CHECKS = pygame.Rect(RX, PANEL.bottom - 92, RW, 82)
ROWS = pygame.Rect(RX, METER.bottom + 12, RW, CHECKS.y - 6 - METER.bottom - 12)

DECK_METER = pygame.Rect(RX, PANEL.y + 56, RW, 16)
DECK_LIST = pygame.Rect(RX, DECK_METER.bottom + 12, RW, 12 * 26 - 2)
