"""Where everything sits on the 1280x720 Magecraft table (logical pixels)."""
from __future__ import annotations

import pygame

from app.ui import text
from scenes.kit.log_panel import HEADER_H
from scenes.magecraft.card_art import ACAD_CARD, BOOK_CARD

SCREEN = pygame.Rect(0, 0, 1280, 720)
ACADEMY = pygame.Rect(976, 4, 300, 404)
LOG = pygame.Rect(976, 412, 300, 304)
OPP_AREA = pygame.Rect(4, 4, 966, 144)
BOOKS = pygame.Rect(4, 152, 966, 284)
BOARD = pygame.Rect(4, 440, 966, 276)

ROW_H = 93
LABEL_W = 82
CARD_STEP = BOOK_CARD[0] + 6

# the human's board
SACK = pygame.Rect(18, 478, 166, 226)
NAME_POS = (198, 448)
CANTRIP = pygame.Rect(640, 446, 320, 30)
HP_Y = 484
HP_X = 246
HP_SLOT = 25
SHIELD_POS = (628, 486)
SCORE_POS = (198, 522)
DISCARD_POS = (628, 522)
HAND = pygame.Rect(198, 556, 566, 62)
HAND_GEM = 42
PICK_RAISE = 12           # a hand gem chosen for a discard stands this much higher
RESOLVE_ROW = pygame.Rect(198, 624, 566, 40)
PHASES = pygame.Rect(198, 672, 566, 36)
DONE = pygame.Rect(774, 556, 186, 44)
REVISE = pygame.Rect(774, 606, 186, 34)
UNDO = pygame.Rect(774, 670, 90, 36)
MENU = pygame.Rect(870, 670, 90, 36)
CAST_BTN = pygame.Rect(774, 606, 186, 34)


def book_row(b: int) -> pygame.Rect:
    return pygame.Rect(BOOKS.x + 4, BOOKS.y + 4 + b * ROW_H, BOOKS.w - 8, ROW_H - 6)


def learn_zone(b: int) -> pygame.Rect:
    r = book_row(b)
    return pygame.Rect(r.x + 2, r.y + 2, LABEL_W - 4, r.h - 4)


def card_rect(b: int, i: int, n: int) -> pygame.Rect:
    r = book_row(b)
    room = r.right - (r.x + LABEL_W) - BOOK_CARD[0] - 4
    step = CARD_STEP if n <= 1 else min(CARD_STEP, room // (n - 1))
    return pygame.Rect(r.x + LABEL_W + i * step, r.y + (r.h - BOOK_CARD[1]) // 2, *BOOK_CARD)


def insert_rect(b: int, i: int, n: int) -> pygame.Rect:
    """Drop target for 'put a spell at index i of book b' (n cards there now)."""
    if n == 0:
        r = book_row(b)
        return pygame.Rect(r.x + LABEL_W, r.y + 4, BOOK_CARD[0], r.h - 8)
    if i < n:
        c = card_rect(b, i, n)
        return pygame.Rect(c.x - 14, c.y, 30, c.h)
    c = card_rect(b, n - 1, n)
    return pygame.Rect(c.right - 10, c.y, 44, c.h)


def academy_card(k: int) -> pygame.Rect:
    col, row = k % 3, k // 3
    return pygame.Rect(ACADEMY.x + 6 + col * (ACAD_CARD[0] + 3), ACADEMY.y + 30 + row * (ACAD_CARD[1] + 4),
                       *ACAD_CARD)


class AcademyLayout:
    """The Academy panel, its cards and its gem supply. With the game log shown the
    Academy keeps the top of the right-hand column (3 columns of small cards); with the
    log hidden it takes the whole column (2 columns of larger cards), the log's header
    moving to the column's foot."""

    def __init__(self, tall: bool) -> None:
        self.tall = tall
        if tall:
            self.rect = pygame.Rect(ACADEMY.x, ACADEMY.y, ACADEMY.w, LOG.bottom - HEADER_H - 4 - ACADEMY.y)
            self.card_size = (142, 92)
            self.cols, self.gap = 2, 4
        else:
            self.rect = ACADEMY
            self.card_size = ACAD_CARD
            self.cols, self.gap = 3, 3

    def card(self, k: int) -> pygame.Rect:
        col, row = k % self.cols, k // self.cols
        w, h = self.card_size
        return pygame.Rect(self.rect.x + 6 + col * (w + self.gap),
                           self.rect.y + 30 + row * (h + 4), w, h)

    def supply(self, c: int) -> pygame.Rect:
        return pygame.Rect(self.rect.x + 10 + c * 57, self.rect.bottom - 36, 52, 28)


LOG_FOOT = pygame.Rect(LOG.x, LOG.bottom - HEADER_H, LOG.w, LOG.h)   # the hidden log's place
ACADEMY_SMALL = AcademyLayout(False)
ACADEMY_TALL = AcademyLayout(True)


def academy_badge(card: pygame.Rect, label: str) -> pygame.Rect:
    """The "×N copies left" badge in an Academy card's bottom-right corner (the card's
    icons end before it: card_art.academy_icon_rects)."""
    w, h = text.font(11, text.BOLD).size(label)
    return pygame.Rect(card.right - 4 - w - 3, card.bottom - 3 - h - 1, w + 6, h + 2)


def academy_supply(c: int) -> pygame.Rect:
    return pygame.Rect(ACADEMY.x + 10 + c * 57, ACADEMY.bottom - 36, 52, 28)


def hp_slot(i: int) -> pygame.Rect:
    return pygame.Rect(HP_X + i * (HP_SLOT + 2), HP_Y, HP_SLOT, HP_SLOT)


def hand_gem(k: int, n: int) -> pygame.Rect:
    step = min(HAND_GEM + 8, (HAND.w - 20) // max(1, n))
    x0 = HAND.x + 12
    return pygame.Rect(x0 + k * step, HAND.y + (HAND.h - HAND_GEM) // 2, HAND_GEM, HAND_GEM)


# opponents' compact boards ---------------------------------------------------------------
def opp_rect(k: int, count: int) -> pygame.Rect:
    w = (OPP_AREA.w - (count - 1) * 6) // count
    return pygame.Rect(OPP_AREA.x + k * (w + 6), OPP_AREA.y, w, OPP_AREA.h)


def opp_sack(r: pygame.Rect) -> pygame.Rect:
    return pygame.Rect(r.x + 8, r.y + 30, 66, 104)


def opp_hp_slot(r: pygame.Rect, i: int) -> pygame.Rect:
    return pygame.Rect(r.x + 106 + i * 14, r.y + 25, 13, 13)


OPP_ROW_Y = 41          # the Hand / Shield / Score / Discard rows of an opponent's board
OPP_ROW_H = 15
OPP_BOOK_Y = 102        # then one line per spellbook
OPP_BOOK_H = 13


def opp_row_y(r: pygame.Rect, k: int) -> int:
    """The top of row ``k`` (0 hand, 1 shield, 2 score, 3 discard) of an opponent."""
    return r.y + OPP_ROW_Y + k * OPP_ROW_H


def opp_chips_x(r: pygame.Rect) -> int:
    return r.x + 148


def opp_book_line(r: pygame.Rect, b: int) -> pygame.Rect:
    """The line that names the spells of an opponent's spellbook ``b`` (hover: all of
    them, as cards)."""
    return pygame.Rect(r.x + 84, r.y + OPP_BOOK_Y + b * OPP_BOOK_H, r.w - 92, OPP_BOOK_H)
