"""Where everything sits on the Mabinogi Duel table (design units), for the table's room.

The felt holds, top to bottom: the opponent's hand (card backs), the opponent's row of
five cells with their hero at the left and their grave and resources at the right, the
lane numbers, your row (your hero, your grave and resources likewise), the action bar
(prompt and buttons) and your twelve-card hand. The log is the right-hand column, the
Undo and Menu buttons under it.

:class:`Layout` is that plan for a room (scenes.kit.room: 1280x720, or the window's
aspect: up to 1680x720 wide, 1280x960 tall). At exactly 1280x720 it is the table as it
always was. A wider room widens the felt: the lanes (their cells and the gaps between
them), the hero panels and the graves grow; when there is room enough beside the hand
the action bar becomes a column at the hand's right, and its height goes to the lanes,
whose cards are drawn larger. A taller room gives its height to the lanes and the hand.

The module's names (``BOARD``, ``CELL``, ``chain_rect``...) are the layout in force:
the table sets it with :func:`use` whenever it lays itself out, for the readers that
are not given the table's places (the animations)."""
from __future__ import annotations

import pygame

from scenes.kit.log_panel import HEADER_H

DESIGN = (1280, 720)
CARD_ASPECT = 196 / 132          # a card's height over its width
HAND_ASPECT = 126 / 77
BACK = (26, 38)
OPEN_W, OPEN_H = 88, 44          # the opponent's open card (a replay showing every hand)
HAND_RAISE = 14
HAND_MAX = 12                    # the hand's cards the row is sized for
COLUMN_BAR = 300                 # the room's extra width from which the bar is a column


class Layout:
    """The table's places in a room of ``room`` design units."""

    def __init__(self, room=DESIGN) -> None:
        w, h = int(room[0]), int(room[1])
        ex = max(0, w - DESIGN[0])
        self.room = (w, h)
        self.SCREEN = pygame.Rect(0, 0, w, h)
        self.FELT = pygame.Rect(0, 0, w - 304, h)
        self.LOG = pygame.Rect(w - 300, 4, 296, h - 56)
        self.LOG_FOOT = pygame.Rect(self.LOG.x, self.LOG.bottom - HEADER_H, self.LOG.w,
                                    self.LOG.h)
        self.UNDO = pygame.Rect(w - 300, h - 46, 144, 42)
        self.MENU = pygame.Rect(w - 148, h - 46, 144, 42)
        felt_w = self.FELT.w
        self.column = ex >= COLUMN_BAR
        # the rows take the height a card as wide as the felt allows can use (a little
        # taller than a card), the hand at the bottom the rest; the bar over the hand, or
        # beside it in a column
        fixed = 22 + 142 + 112                     # margins, hero and side panels
        gap = 10
        widest = (felt_w - fixed - 4 * gap) // 5
        bar_h = 0 if self.column else 50
        top = 50
        row_h = (h - 4 - 194 - 6 - bar_h - top - 12) // 2
        row_h = min(row_h, round(widest * CARD_ASPECT * 1.1) + 6)
        self.ROW_H = row_h
        self.ROW_Y = (top, top + row_h + 12)
        self.SEAM_Y = top + row_h + 6
        rows_bottom = top + 2 * row_h + 12
        hand_y = rows_bottom + 6 + bar_h
        hand_h = h - 4 - hand_y
        if self.column:
            hand_w = 964
            self.HAND = pygame.Rect(6, hand_y, hand_w, hand_h)
            self.BAR = pygame.Rect(self.HAND.right + 8, hand_y, felt_w - 6 - hand_w - 16,
                                   hand_h)
        else:
            self.HAND = pygame.Rect(6, hand_y, felt_w - 12, hand_h)
            self.BAR = pygame.Rect(6, hand_y - 50, felt_w - 12, 44)
        self.HAND_Y = self.HAND.y + 44
        ch = row_h - 6
        # the cells: as wide as a card of their height, as the felt allows
        card_w = min(round(ch / CARD_ASPECT), widest)
        card_w = max(card_w, 132)
        spare = max(0, felt_w - fixed - 5 * card_w - 4 * gap)
        hero_more = min(80, spare * 2 // 7)
        side_more = min(60, spare // 5)
        spare -= hero_more + side_more
        gap_more = min(16, spare // 4)
        spare -= 4 * gap_more
        cell_w = card_w + spare // 5
        self.CELL = (cell_w, ch)
        self.CELL_GAP = gap + gap_more
        self.HERO_X, self.HERO_W = 6, 142 + hero_more
        self.CELLS_X = self.HERO_X + self.HERO_W + 8
        cells_w = 5 * cell_w + 4 * self.CELL_GAP
        self.SIDE_X = self.CELLS_X + cells_w + 8
        self.SIDE_W = felt_w - self.SIDE_X
        self.OPP_BAND = pygame.Rect(self.CELLS_X, 4, cells_w, 42)
        self.BOARD = pygame.Rect(self.CELLS_X - 4, self.ROW_Y[0] - 2, cells_w + 8,
                                 self.ROW_Y[1] + row_h - self.ROW_Y[0] + 4)
        # the hand's cards: taller in a taller hand, as wide as twelve allow
        self.HAND_CARD = self.hand_size(HAND_MAX)
        self._bar()

    def _bar(self) -> None:
        """The action bar's prompt and its buttons (Charge, Revive, Level up, End turn):
        in a row right to left, or, in a column beside the hand, the prompt over two
        rows of two."""
        bar = self.BAR
        if not self.column:
            self.END_BTN = pygame.Rect(bar.right - 176, bar.y + 3, 176, 38)
            self.LEVEL_BTN = pygame.Rect(self.END_BTN.x - 126, bar.y + 3, 120, 38)
            self.REVIVE_BTN = pygame.Rect(self.LEVEL_BTN.x - 136, bar.y + 3, 130, 38)
            self.CHARGE_BTN = pygame.Rect(self.REVIVE_BTN.x - 116, bar.y + 3, 110, 38)
            self.PROMPT = pygame.Rect(bar.x + 8, bar.y, self.CHARGE_BTN.x - bar.x - 16, bar.h)
            return
        bw = (bar.w - 16 - 8) // 2
        y2 = bar.bottom - 10 - 40
        y1 = y2 - 46
        self.CHARGE_BTN = pygame.Rect(bar.x + 8, y1, bw, 40)
        self.REVIVE_BTN = pygame.Rect(bar.right - 8 - bw, y1, bw, 40)
        self.LEVEL_BTN = pygame.Rect(bar.x + 8, y2, bw, 40)
        self.END_BTN = pygame.Rect(bar.right - 8 - bw, y2, bw, 40)
        self.PROMPT = pygame.Rect(bar.x + 10, bar.y + 6, bar.w - 20, y1 - 6 - bar.y - 6)

    # places ---------------------------------------------------------------------------
    def cell(self, side: int, lane: int) -> pygame.Rect:
        """Cell ``lane`` of a row (``side`` 0: the opponent's, at the top; 1: yours)."""
        return pygame.Rect(self.CELLS_X + lane * (self.CELL[0] + self.CELL_GAP),
                           self.ROW_Y[side] + 3, *self.CELL)

    def card_in(self, rect: pygame.Rect) -> pygame.Rect:
        """Where a card stands in a cell: the cell itself when it has a card's shape,
        else the largest card the cell holds (a little taller allowed), centred."""
        w, h = rect.size
        cw = min(w, round(h / CARD_ASPECT))
        ch = min(h, round(cw * CARD_ASPECT * 1.1))
        r = pygame.Rect(0, 0, cw, ch)
        r.center = rect.center
        return r

    def hero_panel(self, side: int) -> pygame.Rect:
        return pygame.Rect(self.HERO_X, self.ROW_Y[side], self.HERO_W, self.ROW_H)

    def side_panel(self, side: int) -> pygame.Rect:
        return pygame.Rect(self.SIDE_X, self.ROW_Y[side], self.SIDE_W, self.ROW_H)

    def grave_rect(self, side: int) -> pygame.Rect:
        p = self.side_panel(side)
        gh = 100 + (self.ROW_H - 202) * 2 // 3
        gw = min(p.w - 32, max(80, gh * 4 // 5))
        return pygame.Rect(p.x + (p.w - gw) // 2, p.y + 24, gw, gh)

    def res_pos(self, side: int, k: int) -> tuple[int, int]:
        """The k-th resource counter of a side (up to five, two a line)."""
        p = self.side_panel(side)
        top = self.grave_rect(side).bottom + 22
        return (p.x + (p.w - 112) // 2 + 8 + (k % 2) * 52, top + (k // 2) * 27)

    def portrait_rect(self, side: int) -> pygame.Rect:
        p = self.hero_panel(side)
        return pygame.Rect(p.x + 15, p.y + 22, p.w - 30, self.ROW_H - 106)

    def hand_grid(self, n: int) -> tuple[int, int, int]:
        """(width, height, cards a row) of a hand of ``n`` cards: one row of cards as
        tall as the hand allows and as wide as ``n`` (twelve at least) fit, or, in a
        tall hand where that makes them larger, two rows."""
        avail = self.HAND.h - 44 - 24
        n = max(HAND_MAX, n) if avail <= 126 else max(1, n)
        best = (0, 0, n)
        for rows in (1, 2):
            per = -(-n // rows)
            h = (avail - (rows - 1) * 8) // rows
            w = min(round(h / HAND_ASPECT), (self.HAND.w - 4 - (per - 1) * 3) // per)
            if w > best[0]:
                best = (w, min(h, round(w * HAND_ASPECT)), per)
        return best

    def hand_size(self, n: int) -> tuple[int, int]:
        w, h, _ = self.hand_grid(n)
        return (w, h)

    def hand_card(self, k: int, n: int, raised: bool = False) -> pygame.Rect:
        """Your hand's k-th card of n (one row, centred; in a tall hand larger cards,
        in two rows when that makes them larger)."""
        w, h, per = self.hand_grid(n)
        row, col = divmod(k, per)
        in_row = min(per, max(1, n - row * per))
        rows = -(-max(1, n) // per)
        step = w + 3
        total = in_row * step - 3
        x0 = self.HAND.x + (self.HAND.w - total) // 2
        room = self.HAND.bottom - 4 - self.HAND_Y - 24
        used = rows * h + (rows - 1) * 8
        y = self.HAND_Y + max(0, (room - used) // 2) + row * (h + 8)
        return pygame.Rect(x0 + col * step, y - (HAND_RAISE if raised else 0), w, h)

    def back_rect(self, k: int, n: int) -> pygame.Rect:
        """The opponent's k-th card back of n (one row in the top band)."""
        w, h = BACK
        step = w + 4
        total = n * step - 4
        x0 = self.OPP_BAND.x + (self.OPP_BAND.w - total) // 2
        return pygame.Rect(x0 + k * step, self.OPP_BAND.y + 2, w, h)

    def open_rect(self, k: int, n: int) -> pygame.Rect:
        """The opponent's k-th card of n face up (a replay showing every hand): a chip
        44 tall, as wide as the band over the cells and the grave column allows (at
        most 88), the row centred over the cells; it ends above the board."""
        band = pygame.Rect(self.CELLS_X, 3, self.FELT.right - 6 - self.CELLS_X, OPEN_H)
        step_room = (band.w + 4) // max(1, n)
        w = max(40, min(OPEN_W, step_room - 4))
        total = n * (w + 4) - 4
        x0 = max(band.x, min(self.OPP_BAND.centerx - total // 2, band.right - total))
        return pygame.Rect(x0 + k * (w + 4), band.y, w, OPEN_H)

    def chain_rect(self, k: int, n: int) -> pygame.Rect:
        """The k-th card of a counter chain (bottom first), shown over the board's
        centre (as large as the cells' cards allow)."""
        s = self.card_in(self.cell(0, 0)).h / 196
        w, h = round(112 * s), round(166 * s)
        step = round(60 * s)
        total = w + (n - 1) * step
        x0 = self.BOARD.centerx - total // 2
        return pygame.Rect(x0 + k * step, self.BOARD.centery - h // 2 - k * 6, w, h)


# the layout in force (the table sets it when it lays itself out) ----------------------------
_NOW = Layout()
SCREEN, FELT, LOG, LOG_FOOT = _NOW.SCREEN, _NOW.FELT, _NOW.LOG, _NOW.LOG_FOOT
UNDO, MENU, BOARD, OPP_BAND = _NOW.UNDO, _NOW.MENU, _NOW.BOARD, _NOW.OPP_BAND
HAND, BAR, PROMPT = _NOW.HAND, _NOW.BAR, _NOW.PROMPT
CELL, HAND_CARD = _NOW.CELL, _NOW.HAND_CARD


def use(layout: Layout) -> None:
    """Make ``layout`` the one in force (the module's names)."""
    global _NOW, SCREEN, FELT, LOG, LOG_FOOT, UNDO, MENU, BOARD, OPP_BAND, HAND, BAR
    global PROMPT, CELL, HAND_CARD
    _NOW = layout
    SCREEN, FELT, LOG, LOG_FOOT = layout.SCREEN, layout.FELT, layout.LOG, layout.LOG_FOOT
    UNDO, MENU, BOARD, OPP_BAND = layout.UNDO, layout.MENU, layout.BOARD, layout.OPP_BAND
    HAND, BAR, PROMPT = layout.HAND, layout.BAR, layout.PROMPT
    CELL, HAND_CARD = layout.CELL, layout.HAND_CARD


def current() -> Layout:
    return _NOW


def cell(side: int, lane: int) -> pygame.Rect:
    return _NOW.cell(side, lane)


def hand_card(k: int, n: int, raised: bool = False) -> pygame.Rect:
    return _NOW.hand_card(k, n, raised)


def back_rect(k: int, n: int) -> pygame.Rect:
    return _NOW.back_rect(k, n)


def chain_rect(k: int, n: int) -> pygame.Rect:
    return _NOW.chain_rect(k, n)


def open_rect(k: int, n: int) -> pygame.Rect:
    return _NOW.open_rect(k, n)
