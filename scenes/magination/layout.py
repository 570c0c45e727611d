"""Where everything sits on the 1280x720 Magi-Nation table (logical pixels).

The human's side is the bottom zone, the opponents share the top band (one zone each,
smaller cards with three or more players). In every zone: the Magi stack and the active
Magi with its energy panel at the left, the creature row (nearest the middle), the relic
row, the deck and the discard pile at the right. The step tracker sits in the middle
band; the game log in the right-hand column.
"""
from __future__ import annotations

import pygame

SCREEN = pygame.Rect(0, 0, 1280, 720)
PLAY_W = 1000
SIDE_RECT = pygame.Rect(1008, 10, 262, 700)
TOPBAR_RECT = pygame.Rect(1008, 10, 262, 96)
LOG_RECT = pygame.Rect(1008, 114, 262, 596)
MIDDLE = pygame.Rect(8, 290, 992, 42)
HAND_RECT = pygame.Rect(150, 580, 700, 140)
HAND_Y = 592
HAND_W, HAND_H = 88, 124
ZOOM_SIZE = (250, 350)
NEXT_BUTTON = pygame.Rect(860, 294, 136, 34)
STEP_RECT = pygame.Rect(14, 294, 836, 34)
TOP_HANDS_Y = 4


class SeatZone:
    """The rectangles of one seat's side of the table."""

    def __init__(self, rect: pygame.Rect, top: bool, scale: float) -> None:
        self.rect = pygame.Rect(rect)
        self.top = top
        self.scale = s = scale
        x, y, w, h = self.rect
        self.card = (round(90 * s), round(126 * s))
        self.magi_size = (round(104 * s), round(146 * s))
        self.relic = (round(54 * s), round(76 * s))
        self.pile = (round(62 * s), round(87 * s))
        mw, mh = self.magi_size
        left = x + round(22 * s)
        if top:
            self.magi = pygame.Rect(left, y + h - mh - 6, mw, mh)
            self.energy = pygame.Rect(x + 6, y + 4, mw + round(20 * s), self.magi.top - y - 10)
            self.creature_y = y + h - self.card[1] - round(20 * s)
            self.relic_y = y + 4
        else:
            self.magi = pygame.Rect(left, y + 6, mw, mh)
            self.energy = pygame.Rect(x + 6, self.magi.bottom + 6, mw + round(20 * s),
                                      y + h - self.magi.bottom - 10)
            self.creature_y = y + 6
            self.relic_y = y + h - self.relic[1] - 4
        px, py = self.pile
        right = x + w - 8
        self.discard = pygame.Rect(right - px, 0, px, py)
        self.deck = pygame.Rect(self.discard.x - px - 10, 0, px, py)
        pile_y = (y + 18) if top else (y + h - py - 22)
        self.deck.y = self.discard.y = pile_y
        self.row_x0 = self.energy.right + round(14 * s)
        self.row_x1 = self.deck.x - round(14 * s)
        self.creature_area = pygame.Rect(self.row_x0 - 6, self.creature_y - 6,
                                         self.row_x1 - self.row_x0 + 12, self.card[1] + 28)
        self.relic_area = pygame.Rect(self.row_x0 - 6, self.relic_y - 4,
                                      min(self.row_x1, self.deck.x - 10) - self.row_x0 + 12,
                                      self.relic[1] + 8)
        self.stack_pos = (self.magi.x - round(14 * s), self.magi.y + (6 if top else -4))

    def creature_rects(self, n: int) -> list[pygame.Rect]:
        cw, ch = self.card
        span = self.row_x1 - self.row_x0
        gap = 12
        step = cw + gap
        if n > 1 and (n - 1) * step + cw > span:
            step = (span - cw) / (n - 1)
        total = (n - 1) * step + cw if n else 0
        x0 = self.row_x0 + max(0, (span - total) / 2) if n else self.row_x0
        return [pygame.Rect(round(x0 + i * step), self.creature_y, cw, ch) for i in range(n)]

    def relic_rects(self, n: int) -> list[pygame.Rect]:
        rw, rh = self.relic
        step = rw + 8
        return [pygame.Rect(self.row_x0 + i * step, self.relic_y, rw, rh) for i in range(n)]


class Layout:
    def __init__(self, players: int, human: int | None) -> None:
        self.players = players
        self.human = human
        bottom = 0 if human is None else human
        self.zones: dict[int, SeatZone] = {}
        others = [(bottom + k) % players for k in range(1, players)]
        self.zones[bottom] = SeatZone(pygame.Rect(8, 334, 992, 240), False, 1.0)
        n = len(others)
        top_y = 56 if human is not None else 40
        top = pygame.Rect(8, top_y, 992, 290 - top_y - 4)
        if n == 1:
            self.zones[others[0]] = SeatZone(top, True, 1.0)
        else:
            w = top.w // n
            for i, seat in enumerate(others):
                self.zones[seat] = SeatZone(pygame.Rect(top.x + i * w, top.y, w - 6, top.h),
                                            True, 0.72 if n == 2 else 0.6)
        self.bottom = bottom
        self.opp_hand_y = TOP_HANDS_Y

    def zone(self, seat: int) -> SeatZone:
        return self.zones[seat]
