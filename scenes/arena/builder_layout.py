"""Where the army builder's parts sit (design units, 1280x720; :class:`Layout` in a
window's room): the top bar, the row of Planeswalkers, the two tabs (army cards, spell
deck), the pool on the left and the army or the spell deck on the right."""
from __future__ import annotations

import pygame

from scenes import common
from scenes.kit.builder.column import inside
from scenes.kit.builder.grid import share
from scenes.kit.builder.room import BuilderRoom

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


class Layout:
    """The rects above grown into ``room`` (the kit's BuilderRoom). Every army card and
    every spell of a colour is already in sight at 1280x720: in a wider room the pool's
    tiles grow wider (more of a card's words), in a taller one taller; the leaders' row
    spans the room; the right panel moves to the right edge and grows a little, the
    army's rows gaining rows in a taller room, the checks staying at its foot."""

    def __init__(self, room: BuilderRoom) -> None:
        self.room = room
        ey = room.ey
        self.WALKERS = room.across(WALKERS)
        self.TAB_ARMY = pygame.Rect(TAB_ARMY)
        self.TAB_SPELLS = room.pool(TAB_SPELLS, y="top")
        self.POOL = room.pool(POOL)
        self.PX, self.PW = inside(self.POOL)
        self.BIG_H = BIG_H + ey // 4                  # two large tiles and two rows of small
        self.OTHER_HEAD_Y = OTHER_HEAD_Y + 2 * (ey // 4)
        self.SMALL_Y = SMALL_Y + 2 * (ey // 4)
        self.SMALL_W, self.SMALL_H = share(self.PW, SMALL_COLS, 8), SMALL_H + ey // 4
        self.SPELL_W, self.SPELL_H = share(self.PW, SPELL_COLS, 8), SPELL_H + ey // 6
        self.PANEL = room.column(PANEL, y="grow")
        self.RX, self.RW = inside(self.PANEL)
        self.FIELD = room.column(FIELD)
        self.METER = room.column(METER)
        self.CHECKS = room.column(CHECKS, y="bottom")
        self.ROWS = room.column(ROWS, y="grow")
        self.DECK_METER = room.column(DECK_METER)
        self.DECK_LIST = room.column(DECK_LIST)
