"""Where everything sits on the Magecraft table, in the table's room (design units).

:class:`Layout` is the table laid out for a room (scenes.kit.room: 1280x720 in a 16:9
window, up to 1680x720 in a 21:9 one, 1280x960 in a 4:3 one): the Academy and the log
keep the right-hand column, anchored to the room's right edge; the opponents' compact
boards (top), the spellbooks (centre) and the human's board (bottom) take the width
that is left, so a wide room gives the spellbook rows more room before their cards
overlap, and wider opponents' boards. A tall room's extra height goes two thirds to the
spellbooks (taller rows: larger cards) and one third to the human's board. At exactly
1280x720 every place is where it always was.

The module's constants and functions are the 1280x720 layout's (``layout_for`` keeps
one layout per room: the 1280x720 one is ``DEFAULT``); an opponent's board's inner
places only depend on that board's rectangle."""
from __future__ import annotations

from functools import lru_cache

import pygame

from app.ui import text
from scenes.kit.log_panel import HEADER_H
from scenes.magecraft.card_art import ACAD_CARD, BOOK_CARD

LABEL_W = 82
HAND_GEM = 42
PICK_RAISE = 12           # a hand gem chosen for a discard stands this much higher
HP_SLOT = 25
BOOK_SCALE_MAX = 1.4      # the spellbook cards grow with taller rows, up to this much

OPP_ROW_Y = 41          # the Hand / Shield / Score / Discard rows of an opponent's board
OPP_ROW_H = 15
OPP_BOOK_Y = 102        # then one line per spellbook
OPP_BOOK_H = 13


class AcademyLayout:
    """The Academy panel, its cards and its gem supply. With the game log shown the
    Academy keeps the top of the right-hand column (3 columns of small cards); with the
    log hidden it takes the whole column (2 columns of larger cards), the log's header
    moving to the column's foot."""

    def __init__(self, tall: bool, academy: pygame.Rect | None = None,
                 log: pygame.Rect | None = None) -> None:
        academy = ACADEMY if academy is None else academy
        log = LOG if log is None else log
        self.tall = tall
        if tall:
            self.rect = pygame.Rect(academy.x, academy.y, academy.w,
                                    log.bottom - HEADER_H - 4 - academy.y)
            self.card_size = (142, 92)
            self.cols, self.gap = 2, 4
        else:
            self.rect = pygame.Rect(academy)
            self.card_size = ACAD_CARD
            self.cols, self.gap = 3, 3

    def card(self, k: int) -> pygame.Rect:
        col, row = k % self.cols, k // self.cols
        w, h = self.card_size
        return pygame.Rect(self.rect.x + 6 + col * (w + self.gap),
                           self.rect.y + 30 + row * (h + 4), w, h)

    def supply(self, c: int) -> pygame.Rect:
        return pygame.Rect(self.rect.x + 10 + c * 57, self.rect.bottom - 36, 52, 28)


class Layout:
    """The table's places in a room of ``size`` design units (at least 1280x720)."""

    def __init__(self, size=(1280, 720)) -> None:
        W, H = max(1280, int(size[0])), max(720, int(size[1]))
        self.size = (W, H)
        dw, dh = W - 1280, H - 720
        board_dh = dh // 3
        books_dh = dh - board_dh
        self.SCREEN = pygame.Rect(0, 0, W, H)
        right = W - 304                                  # the right-hand column
        self.ACADEMY = pygame.Rect(right, 4, 300, 404)
        self.LOG = pygame.Rect(right, 412, 300, H - 416)
        self.LOG_FOOT = pygame.Rect(right, self.LOG.bottom - HEADER_H, 300, self.LOG.h)
        self.FELT = pygame.Rect(0, 0, right - 2, H)
        area_w = W - 314
        self.OPP_AREA = pygame.Rect(4, 4, area_w, 144)
        self.BOOKS = pygame.Rect(4, 152, area_w, 284 + books_dh)
        self.BOARD = pygame.Rect(4, self.BOOKS.bottom + 4, area_w, 276 + board_dh)
        self.ROW_H = 93 + books_dh // 3
        k = min(BOOK_SCALE_MAX, (self.ROW_H - 7) / BOOK_CARD[1])
        self.book_scale = k
        self.BOOK_CARD = (round(BOOK_CARD[0] * k), round(BOOK_CARD[1] * k))
        self.CARD_STEP = self.BOOK_CARD[0] + 6
        # the human's board: its left part (bag, name, HP, score) stays left, its right
        # part (cantrip, shield, discard, buttons) follows the board's right edge, the
        # hand tray, the resolve row and the phase bar take the width between
        b = self.BOARD
        mid = board_dh // 2                      # a taller board: the rows spread out
        self.SACK = pygame.Rect(18, b.y + 38 + mid, 166, 226)
        self.NAME_POS = (198, b.y + 8)
        self.CANTRIP = pygame.Rect(b.right - 330, b.y + 6, 320, 30)
        self.HP_Y = b.y + 44
        self.HP_X = 246
        self.SHIELD_POS = (b.right - 342, b.y + 46)
        self.SCORE_POS = (198, b.y + 82)
        self.DISCARD_POS = (b.right - 342, b.y + 82)
        self.HAND = pygame.Rect(198, b.y + 116 + mid, 566 + dw, 62)
        self.RESOLVE_ROW = pygame.Rect(198, b.bottom - 92, 566 + dw, 40)
        self.PHASES = pygame.Rect(198, b.bottom - 44, 566 + dw, 36)
        self.DONE = pygame.Rect(b.right - 196, self.HAND.y, 186, 44)
        self.REVISE = pygame.Rect(b.right - 196, self.HAND.y + 50, 186, 34)
        self.CAST_BTN = pygame.Rect(self.REVISE)
        self.UNDO = pygame.Rect(b.right - 196, b.bottom - 46, 90, 36)
        self.MENU = pygame.Rect(b.right - 100, b.bottom - 46, 90, 36)
        self.academy_small = AcademyLayout(False, self.ACADEMY, self.LOG)
        self.academy_tall = AcademyLayout(True, self.ACADEMY, self.LOG)
        # where the table's pop-ups stand: over the human's hand (a gem to choose), over
        # the spellbooks (a look into a gem area, the tutorial's end)
        self.popup_centre = (480 + dw // 2, self.HAND.y + 4)
        self.middle = (b.centerx, self.BOOKS.centery + 6)
        self.centre = (480 + dw // 2, 300 + books_dh // 2)    # a gem going nowhere known
        self.ZOOM_TOP = 400 + books_dh           # a card's zoom stands no lower than this

    # the human's spellbooks -----------------------------------------------------------
    def book_row(self, b: int) -> pygame.Rect:
        return pygame.Rect(self.BOOKS.x + 4, self.BOOKS.y + 4 + b * self.ROW_H,
                           self.BOOKS.w - 8, self.ROW_H - 6)

    def learn_zone(self, b: int) -> pygame.Rect:
        r = self.book_row(b)
        return pygame.Rect(r.x + 2, r.y + 2, LABEL_W - 4, r.h - 4)

    def card_rect(self, b: int, i: int, n: int) -> pygame.Rect:
        r = self.book_row(b)
        cw, ch = self.BOOK_CARD
        room = r.right - (r.x + LABEL_W) - cw - 4
        step = self.CARD_STEP if n <= 1 else min(self.CARD_STEP, room // (n - 1))
        return pygame.Rect(r.x + LABEL_W + i * step, r.y + (r.h - ch) // 2, cw, ch)

    def insert_rect(self, b: int, i: int, n: int) -> pygame.Rect:
        """Drop target for 'put a spell at index i of book b' (n cards there now)."""
        if n == 0:
            r = self.book_row(b)
            return pygame.Rect(r.x + LABEL_W, r.y + 4, self.BOOK_CARD[0], r.h - 8)
        if i < n:
            c = self.card_rect(b, i, n)
            return pygame.Rect(c.x - 14, c.y, 30, c.h)
        c = self.card_rect(b, n - 1, n)
        return pygame.Rect(c.right - 10, c.y, 44, c.h)

    # the human's board ------------------------------------------------------------------
    def hp_slot(self, i: int) -> pygame.Rect:
        return pygame.Rect(self.HP_X + i * (HP_SLOT + 2), self.HP_Y, HP_SLOT, HP_SLOT)

    def hand_gem(self, k: int, n: int) -> pygame.Rect:
        hand = self.HAND
        step = min(HAND_GEM + 8, (hand.w - 20) // max(1, n))
        return pygame.Rect(hand.x + 12 + k * step, hand.y + (hand.h - HAND_GEM) // 2,
                           HAND_GEM, HAND_GEM)

    def discard_zone(self) -> pygame.Rect:
        """The human's discard row (a drop target; a click looks into it)."""
        return pygame.Rect(self.DISCARD_POS[0] - 6, self.DISCARD_POS[1] - 6, 330, 30)

    # the opponents' compact boards --------------------------------------------------------
    def opp_rect(self, k: int, count: int) -> pygame.Rect:
        area = self.OPP_AREA
        w = (area.w - (count - 1) * 6) // count
        return pygame.Rect(area.x + k * (w + 6), area.y, w, area.h)


@lru_cache(maxsize=8)
def layout_for(size) -> Layout:
    """The layout of a room of ``size`` (one kept per room)."""
    return Layout(tuple(size))


DEFAULT = layout_for((1280, 720))

# the 1280x720 layout's places ------------------------------------------------------------
SCREEN = DEFAULT.SCREEN
ACADEMY = DEFAULT.ACADEMY
LOG = DEFAULT.LOG
OPP_AREA = DEFAULT.OPP_AREA
BOOKS = DEFAULT.BOOKS
BOARD = DEFAULT.BOARD
ROW_H = DEFAULT.ROW_H
CARD_STEP = DEFAULT.CARD_STEP
SACK = DEFAULT.SACK
NAME_POS = DEFAULT.NAME_POS
CANTRIP = DEFAULT.CANTRIP
HP_Y = DEFAULT.HP_Y
HP_X = DEFAULT.HP_X
SHIELD_POS = DEFAULT.SHIELD_POS
SCORE_POS = DEFAULT.SCORE_POS
DISCARD_POS = DEFAULT.DISCARD_POS
HAND = DEFAULT.HAND
RESOLVE_ROW = DEFAULT.RESOLVE_ROW
PHASES = DEFAULT.PHASES
DONE = DEFAULT.DONE
REVISE = DEFAULT.REVISE
UNDO = DEFAULT.UNDO
MENU = DEFAULT.MENU
CAST_BTN = DEFAULT.CAST_BTN
LOG_FOOT = DEFAULT.LOG_FOOT            # the hidden log's place
ACADEMY_SMALL = DEFAULT.academy_small
ACADEMY_TALL = DEFAULT.academy_tall
book_row = DEFAULT.book_row
learn_zone = DEFAULT.learn_zone
card_rect = DEFAULT.card_rect
insert_rect = DEFAULT.insert_rect
hp_slot = DEFAULT.hp_slot
hand_gem = DEFAULT.hand_gem
opp_rect = DEFAULT.opp_rect


def academy_card(k: int) -> pygame.Rect:
    return ACADEMY_SMALL.card(k)


def academy_supply(c: int) -> pygame.Rect:
    return ACADEMY_SMALL.supply(c)


def academy_badge(card: pygame.Rect, label: str) -> pygame.Rect:
    """The "×N copies left" badge in an Academy card's bottom-right corner (the card's
    icons end before it: card_art.academy_icon_rects)."""
    w, h = text.font(11, text.BOLD).size(label)
    return pygame.Rect(card.right - 4 - w - 3, card.bottom - 3 - h - 1, w + 6, h + 2)


# an opponent's compact board's inner places (by its rectangle) -----------------------------
def opp_sack(r: pygame.Rect) -> pygame.Rect:
    return pygame.Rect(r.x + 8, r.y + 30, 66, 104)


def opp_hp_slot(r: pygame.Rect, i: int) -> pygame.Rect:
    return pygame.Rect(r.x + 106 + i * 14, r.y + 25, 13, 13)


def opp_row_y(r: pygame.Rect, k: int) -> int:
    """The top of row ``k`` (0 hand, 1 shield, 2 score, 3 discard) of an opponent."""
    return r.y + OPP_ROW_Y + k * OPP_ROW_H


def opp_chips_x(r: pygame.Rect) -> int:
    return r.x + 148


def opp_book_line(r: pygame.Rect, b: int) -> pygame.Rect:
    """The line that names the spells of an opponent's spellbook ``b`` (hover: all of
    them, as cards)."""
    return pygame.Rect(r.x + 84, r.y + OPP_BOOK_Y + b * OPP_BOOK_H, r.w - 92, OPP_BOOK_H)
