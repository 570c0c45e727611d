"""Where the Arena table's parts stand: :class:`Layout` of the table's room (the
1280x720 design grid grown to the window's aspect, scenes.kit.room), exactly the
1280x720 layout in a 16:9 window.

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

In a wider room (up to 21:9, 1680x720) the battlefield, the turn track and your hand take
the extra width; in a taller one (16:10, 4:3: up to 1280x960) the battlefield and the
side column take the extra height. The seat panels and the log keep their widths; the
log's column, the Undo and Menu buttons and what to do now stand at the room's right
edge, your hand and the buttons under the battlefield at its foot.
"""
from __future__ import annotations

import pygame

DESIGN = (1280, 720)                            # the room of a 16:9 window
SIDE_W = 244                                    # the seat panels' column
LOG_W = 264
HAND_CARD = (80, 110)
SEAT_HEAD = 56                                  # a seat's header (name, hand, piles)
CARD_GAP = 4
VIEW_BUTTON = (34, 28)


class Layout:
    """The table's rectangles in a room of ``room`` design units (1280x720 by default:
    the layout of a 16:9 window)."""

    def __init__(self, room=DESIGN) -> None:
        w, h = max(DESIGN[0], int(room[0])), max(DESIGN[1], int(room[1]))
        dx, dy = w - DESIGN[0], h - DESIGN[1]
        self.room = (w, h)
        self.screen = pygame.Rect(0, 0, w, h)
        self.side = pygame.Rect(6, 6, SIDE_W, h - 12)           # the seat panels
        self.top = pygame.Rect(256, 4, 820 + dx, 36)            # the turn track
        self.log = pygame.Rect(1010 + dx, 44, LOG_W, 548 + dy)
        self.undo = pygame.Rect(1090 + dx, 6, 88, 32)
        self.menu = pygame.Rect(1186 + dx, 6, 88, 32)
        self.board = pygame.Rect(256, 44, 748 + dx, 552 + dy)   # with the log shown
        self.board_wide = pygame.Rect(256, 44, 1018 + dx, 552 + dy)   # ... hidden
        self.hand = pygame.Rect(256, 600 + dy, 610 + dx, 116)   # your spell cards
        self.info = pygame.Rect(874 + dx, 600 + dy, 400, 116)   # what to do now
        self.end = pygame.Rect(1148 + dx, 672 + dy, 126, 40)
        self.stop = pygame.Rect(1016 + dx, 672 + dy, 126, 40)
        self.ability = pygame.Rect(880 + dx, 672 + dy, 130, 40)

    def seat_rect(self, top: bool) -> pygame.Rect:
        """The panel of the Duel's opponent (top) or yours."""
        side = self.side
        h = (side.h - 8) // 2
        return pygame.Rect(side.x, side.y if top else side.y + h + 8, side.w, h)

    def seat_stack(self, n: int) -> list[pygame.Rect]:
        """The panels of n seats, top to bottom, sharing the side column; the last (yours)
        a little taller at five seats, so your own cards keep two lines each."""
        side = self.side
        room = side.h - MULTI_GAP * (n - 1)
        heights = [room // n] * n
        if n >= 5 and room // n < MINE_H:
            heights = [(room - MINE_H) // (n - 1)] * (n - 1) + [MINE_H]
        out, y = [], side.y
        for h in heights:
            out.append(pygame.Rect(side.x, y, side.w, h))
            y += h + MULTI_GAP
        return out

    def hand_rects(self, n: int) -> list[pygame.Rect]:
        """Your spell cards along the hand's row."""
        return hand_rects(n, self.hand)


def card_rects(seat: pygame.Rect, n: int) -> list[pygame.Rect]:
    """The army cards of a seat panel, under its header."""
    room = seat.h - SEAT_HEAD - 4
    ch = min(96, (room - CARD_GAP * max(0, n - 1)) // max(1, n))
    y = seat.y + SEAT_HEAD
    return [pygame.Rect(seat.x + 4, y + i * (ch + CARD_GAP), seat.w - 8, ch) for i in range(n)]


ROW_MIN = 38                    # a Duel row reads its name and a line under it
COMPACT_ROW_MIN = 18            # a compact row reads one line


def rows_fit(seat: pygame.Rect, n: int, compact: bool) -> bool:
    """Whether n army cards, a row each, are each at least a readable row tall in the
    seat panel (a compact one at 3-5 seats)."""
    rects = compact_card_rects(seat, n) if compact else card_rects(seat, n)
    return not rects or rects[0].h >= (COMPACT_ROW_MIN if compact else ROW_MIN)


def copies_grouped(cards: list, key_of) -> list[list]:
    """The cards in rows of copies: every copy of an army card (the same ``key_of``) in
    the row of its first, the rows in the order of their first copies."""
    rows: dict = {}
    for c in cards:
        rows.setdefault(key_of(c), []).append(c)
    return list(rows.values())


def hand_rects(n: int, area: pygame.Rect) -> list[pygame.Rect]:
    """Spell cards side by side in ``area`` (overlapping when there are many)."""
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
