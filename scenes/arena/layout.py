"""Where the Arena table's parts stand at 1280x720.

    +--------------------------------------------------------------------------+
    | seat panels |  turn track                                   | Undo Menu  |
    | (opponent:  |---------------------------------------------  +------------+
    |  hand, lib, |                                               |            |
    |  graveyard, |        the battlefield (2.5D hexes)           |    log     |
    |  army cards)|                                               |            |
    |-------------|                                               |            |
    | you: army   |  [Q][E][H][R][Fit]                            |            |
    | cards       |-----------------------------------------------+------------|
    |             |  your spell hand                          | hint, buttons  |
    +--------------------------------------------------------------------------+
"""
from __future__ import annotations

import pygame

SCREEN = pygame.Rect(0, 0, 1280, 720)
SIDE = pygame.Rect(6, 6, 244, 708)              # the seat panels (opponent above you)
TOP = pygame.Rect(256, 4, 820, 36)              # the turn track
LOG = pygame.Rect(1010, 44, 264, 548)
UNDO = pygame.Rect(1090, 6, 88, 32)
MENU = pygame.Rect(1186, 6, 88, 32)
BOARD = pygame.Rect(256, 44, 748, 552)          # the battlefield with the log shown
BOARD_WIDE = pygame.Rect(256, 44, 1018, 552)    # ... and with the log hidden
HAND = pygame.Rect(256, 600, 610, 116)          # your spell cards
HAND_CARD = (80, 110)
INFO = pygame.Rect(874, 600, 400, 116)          # what to do now, and its buttons
END = pygame.Rect(1148, 672, 126, 40)
STOP = pygame.Rect(1016, 672, 126, 40)
ABILITY = pygame.Rect(880, 672, 130, 40)
SEAT_HEAD = 56                                  # a seat's header (name, hand, piles)
CARD_GAP = 4
VIEW_BUTTON = (34, 28)


def seat_rect(top: bool) -> pygame.Rect:
    """The panel of the opponent (top) or yours."""
    h = (SIDE.h - 8) // 2
    return pygame.Rect(SIDE.x, SIDE.y if top else SIDE.y + h + 8, SIDE.w, h)


def card_rects(seat: pygame.Rect, n: int) -> list[pygame.Rect]:
    """The army cards of a seat panel, under its header."""
    room = seat.h - SEAT_HEAD - 4
    ch = min(96, (room - CARD_GAP * max(0, n - 1)) // max(1, n))
    y = seat.y + SEAT_HEAD
    return [pygame.Rect(seat.x + 4, y + i * (ch + CARD_GAP), seat.w - 8, ch) for i in range(n)]


def hand_rects(n: int, area: pygame.Rect = HAND) -> list[pygame.Rect]:
    """Your spell cards, side by side (overlapping when there are many)."""
    w, h = HAND_CARD
    step = w + 6 if n * (w + 6) <= area.w else (area.w - w) / max(1, n - 1)
    return [pygame.Rect(round(area.x + i * step), area.y + 3, w, h) for i in range(n)]


def view_buttons(board: pygame.Rect) -> list[pygame.Rect]:
    """Rotate left, rotate right, levels, ruler, fit: along the battlefield's foot."""
    w, h = VIEW_BUTTON
    x, y = board.x + 8, board.bottom - h - 8
    out = []
    for i, extra in enumerate((0, 0, 26, 26, 8)):
        out.append(pygame.Rect(x, y, w + extra, h))
        x += w + extra + 6
    return out


# --- a table of 3-5 seats: compact seat panels stacked in the side column ----------------
MULTI_HEAD = 44                                 # a compact seat's header (two lines)
MULTI_GAP = 5
MULTI_ROW_GAP = 3
EXPAND_W = 262                                  # a seat's army cards, expanded (hover)


MINE_H = 170                                    # yours at 5 seats: two-line card rows


def seat_stack(n: int) -> list[pygame.Rect]:
    """The panels of n seats, top to bottom, sharing the side column; the last (yours) a
    little taller at five seats, so your own cards keep two lines each."""
    room = SIDE.h - MULTI_GAP * (n - 1)
    heights = [room // n] * n
    if n >= 5:
        heights = [(room - MINE_H) // (n - 1)] * (n - 1) + [MINE_H]
    out, y = [], SIDE.y
    for h in heights:
        out.append(pygame.Rect(SIDE.x, y, SIDE.w, h))
        y += h + MULTI_GAP
    return out


def compact_card_rects(seat: pygame.Rect, n: int) -> list[pygame.Rect]:
    """The army cards of a compact seat panel: rows under its header, as tall as the
    panel allows (up to a full Duel row's 96)."""
    room = seat.h - MULTI_HEAD - 2
    ch = min(96, (room - MULTI_ROW_GAP * max(0, n - 1)) // max(1, n))
    y = seat.y + MULTI_HEAD
    return [pygame.Rect(seat.x + 4, y + i * (ch + MULTI_ROW_GAP), seat.w - 8, ch)
            for i in range(n)]


def head_chips(head: pygame.Rect) -> dict:
    """The chips of a compact header's second line: hand, library, graveyard, score."""
    y, h = head.y + 22, 18
    x = head.x + 6
    out = {}
    for name, w in (("hand", 58), ("lib", 46), ("grave", 60)):
        out[name] = pygame.Rect(x, y, w, h)
        x += w + 4
    out["score"] = pygame.Rect(x, y, head.right - x - 6, h)
    return out
