"""Where everything sits on the 1280x720 Mabinogi Duel table (logical pixels).

The felt holds, top to bottom: the opponent's hand (card backs), the opponent's row of
five cells with their hero at the left and their grave and resources at the right, the
lane numbers, your row (your hero, your grave and resources likewise), the action bar
(prompt and buttons) and your twelve-card hand. The log is the right-hand column."""
from __future__ import annotations

import pygame

from scenes.kit.log_panel import HEADER_H

SCREEN = pygame.Rect(0, 0, 1280, 720)
FELT = pygame.Rect(0, 0, 976, 720)
LOG = pygame.Rect(980, 4, 296, 664)
LOG_FOOT = pygame.Rect(LOG.x, LOG.bottom - HEADER_H, LOG.w, LOG.h)
UNDO = pygame.Rect(980, 674, 144, 42)
MENU = pygame.Rect(1132, 674, 144, 42)

CELL = (132, 196)
CELL_GAP = 10
CELLS_X = 156
HERO_X, HERO_W = 6, 142
SIDE_X, SIDE_W = CELLS_X + 5 * CELL[0] + 4 * CELL_GAP + 8, 112     # 864 .. 976

OPP_BAND = pygame.Rect(CELLS_X, 4, 5 * CELL[0] + 4 * CELL_GAP, 42)
ROW_Y = (50, 264)            # the rows' tops: the opponent's, yours (by "side": 0 top)
ROW_H = CELL[1] + 6
SEAM_Y = 258                 # the lane numbers between the rows
BAR = pygame.Rect(6, 472, 964, 44)
HAND = pygame.Rect(6, 522, 964, 194)
HAND_CARD = (77, 126)
HAND_Y = 566
HAND_RAISE = 14
BACK = (26, 38)

# the action bar's buttons, right to left
END_BTN = pygame.Rect(BAR.right - 176, BAR.y + 3, 176, 38)
LEVEL_BTN = pygame.Rect(END_BTN.x - 126, BAR.y + 3, 120, 38)
REVIVE_BTN = pygame.Rect(LEVEL_BTN.x - 136, BAR.y + 3, 130, 38)
CHARGE_BTN = pygame.Rect(REVIVE_BTN.x - 116, BAR.y + 3, 110, 38)
PROMPT = pygame.Rect(BAR.x + 8, BAR.y, CHARGE_BTN.x - BAR.x - 16, BAR.h)

BOARD = pygame.Rect(CELLS_X - 4, ROW_Y[0] - 2, OPP_BAND.w + 8, ROW_Y[1] + ROW_H - ROW_Y[0] + 4)


def cell(side: int, lane: int) -> pygame.Rect:
    """Cell ``lane`` of a row (``side`` 0: the opponent's, at the top; 1: yours)."""
    return pygame.Rect(CELLS_X + lane * (CELL[0] + CELL_GAP), ROW_Y[side] + 3, *CELL)


def hero_panel(side: int) -> pygame.Rect:
    return pygame.Rect(HERO_X, ROW_Y[side], HERO_W, ROW_H)


def side_panel(side: int) -> pygame.Rect:
    return pygame.Rect(SIDE_X, ROW_Y[side], SIDE_W, ROW_H)


def grave_rect(side: int) -> pygame.Rect:
    p = side_panel(side)
    return pygame.Rect(p.x + 16, p.y + 24, 80, 100)


def res_pos(side: int, k: int) -> tuple[int, int]:
    """The k-th resource counter of a side (up to five, one under the other)."""
    p = side_panel(side)
    return (p.x + 8 + (k % 2) * 52, p.y + 146 + (k // 2) * 27)


def portrait_rect(side: int) -> pygame.Rect:
    p = hero_panel(side)
    return pygame.Rect(p.x + 15, p.y + 22, 112, 96)


def hand_card(k: int, n: int, raised: bool = False) -> pygame.Rect:
    """Your hand's k-th card of n (one row, centred)."""
    w, h = HAND_CARD
    step = w + 3
    total = n * step - 3
    x0 = HAND.x + (HAND.w - total) // 2
    return pygame.Rect(x0 + k * step, HAND_Y - (HAND_RAISE if raised else 0), w, h)


def back_rect(k: int, n: int) -> pygame.Rect:
    """The opponent's k-th card back of n (one row in the top band)."""
    w, h = BACK
    step = w + 4
    total = n * step - 4
    x0 = OPP_BAND.x + (OPP_BAND.w - total) // 2
    return pygame.Rect(x0 + k * step, OPP_BAND.y + 2, w, h)


def chain_rect(k: int, n: int) -> pygame.Rect:
    """The k-th card of a counter chain (bottom first), shown over the board's centre."""
    w, h = 112, 166
    step = 60
    total = w + (n - 1) * step
    x0 = BOARD.centerx - total // 2
    return pygame.Rect(x0 + k * step, BOARD.centery - h // 2 - k * 6, w, h)
