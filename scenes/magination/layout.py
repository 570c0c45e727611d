"""Where everything sits on the 1280x720 Magi-Nation table (logical pixels).

The human's side is the bottom zone, the opponents share the top band. With one
opponent its zone mirrors the human's (:class:`SeatZone`): the Magi stack and the active
Magi with its energy panel at the left, the creature row (nearest the middle), the relic
row, the deck and the discard pile at the right, the opponent's hand face down above.
With two or three opponents each gets a compact full-width row (:class:`RowZone`): a
name and energy panel, the Magi, the creatures fanned when many (hover to read them),
the relics, the hand as a small pile with its count, the deck and the discard pile.
The step tracker sits in the middle band; the game log in the right-hand column.
"""
from __future__ import annotations

import pygame

SCREEN = pygame.Rect(0, 0, 1280, 720)
PLAY_W = 1000
WIDE_W = 1270                  # the play area when the log is hidden (its column given)
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

    compact = False
    tokens = True                 # energy tokens under the creatures
    labels = True                 # "Deck", "Discard" under the piles

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
        step: float = cw + gap
        if n > 1 and (n - 1) * step + cw > span:
            step = (span - cw) / (n - 1)
        total = (n - 1) * step + cw if n else 0
        x0 = self.row_x0 + max(0, (span - total) / 2) if n else self.row_x0
        return [pygame.Rect(round(x0 + i * step), self.creature_y, cw, ch) for i in range(n)]

    def relic_rects(self, n: int) -> list[pygame.Rect]:
        rw, rh = self.relic
        step = rw + 8
        return [pygame.Rect(self.row_x0 + i * step, self.relic_y, rw, rh) for i in range(n)]

    def hand_rects(self, n: int) -> list[pygame.Rect]:
        """An opponent's hand face down above the zone (the top band's first line)."""
        w, h = 34, 46
        step = min(24, 300 / max(1, n))
        total = (n - 1) * step + w if n else 0
        x0 = self.rect.centerx - total / 2
        return [pygame.Rect(round(x0 + i * step), TOP_HANDS_Y, w, h) for i in range(n)]


class RowZone:
    """An opponent's compact row (three or four players): same parts and names as
    :class:`SeatZone`, laid out left to right in one band; cards are sized to the row's
    height, creature energy is the number on the card only when there is no room for
    tokens under it (``tokens``), the piles' labels are small (``labels`` False)."""

    compact = True

    def __init__(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        self.top = True
        x, y, w, h = self.rect
        self.tokens = h >= 120                   # room for energy tokens under the cards
        ch = h - 10 - (16 if self.tokens else 0)
        cw = round(ch * 90 / 126)
        self.scale = ch / 126
        self.card = self.magi_size = (cw, ch)
        self.relic = (round(cw * 0.8), round(ch * 0.8))
        self.pile = (round(cw * 0.74), round(ch * 0.74))
        top = y + 5
        self.energy = pygame.Rect(x + 6, top, 150, h - 10)
        self.magi = pygame.Rect(self.energy.right + 18, top, cw, ch)
        self.stack_pos = (self.magi.x - 10, self.magi.y - 2)
        px, py = self.pile
        pile_y = top + (ch - py) // 2 - 4          # a small label under each pile
        self.discard = pygame.Rect(x + w - 8 - px, pile_y, px, py)
        self.deck = pygame.Rect(self.discard.x - px - 8, pile_y, px, py)
        self.hand = pygame.Rect(self.deck.x - px - 16, pile_y, px, py)
        self.relic_x1 = self.hand.x - 14
        self.relic_x0 = self.relic_x1 - round(w * 0.17)
        self.row_x0 = self.magi.right + 16
        self.row_x1 = self.relic_x0 - 16
        self.creature_y = top
        self.relic_y = top + (ch - self.relic[1]) // 2
        self.creature_area = pygame.Rect(self.row_x0 - 6, y + 2, self.row_x1 - self.row_x0 + 12,
                                         h - 4)
        self.relic_area = pygame.Rect(self.relic_x0 - 6, y + 2,
                                      self.relic_x1 - self.relic_x0 + 12, h - 4)
        self.labels = False

    def _fan(self, n: int, size, x0: int, x1: int, y: int, gap: int) -> list[pygame.Rect]:
        cw, ch = size
        span = x1 - x0
        step = cw + gap
        if n > 1 and (n - 1) * step + cw > span:
            step = (span - cw) / (n - 1)         # fanned: each card shows a strip
        return [pygame.Rect(round(x0 + i * step), y, cw, ch) for i in range(n)]

    def creature_rects(self, n: int) -> list[pygame.Rect]:
        return self._fan(n, self.card, self.row_x0, self.row_x1, self.creature_y, 8)

    def relic_rects(self, n: int) -> list[pygame.Rect]:
        return self._fan(n, self.relic, self.relic_x0, self.relic_x1, self.relic_y, 6)

    def hand_rects(self, n: int) -> list[pygame.Rect]:
        """The hand as a small pile (at most three backs drawn; the count says the rest)."""
        return [self.hand.move(-2 * k, -2 * k) for k in range(min(n, 3))]


class Layout:
    """The zones of every seat and the shared parts (the middle band with the step bar and
    the Next step button, the hand). ``wide``: the game log is hidden and its column
    (below the title bar) goes to the table: the human's zone, the middle band and the
    hand stretch to the right edge; the opponents' band keeps its width (the title bar
    and the log's header sit at its right)."""

    def __init__(self, players: int, human: int | None, wide: bool = False) -> None:
        self.players = players
        self.human = human
        self.wide = wide
        self.play_w = WIDE_W if wide else PLAY_W
        w = self.play_w - 8
        self.middle = pygame.Rect(8, MIDDLE.y, w, MIDDLE.h)
        self.next_button = pygame.Rect(NEXT_BUTTON)
        self.next_button.right = self.middle.right - 4
        self.step_rect = pygame.Rect(STEP_RECT.x, STEP_RECT.y,
                                     self.next_button.x - 10 - STEP_RECT.x, STEP_RECT.h)
        self.hand_rect = pygame.Rect(HAND_RECT.x, HAND_RECT.y,
                                     HAND_RECT.w + (self.play_w - PLAY_W), HAND_RECT.h)
        self.table_rect = pygame.Rect(8, 56, w, 520)      # where a Spell is dropped
        bottom = 0 if human is None else human
        self.zones: dict[int, SeatZone | RowZone] = {}
        others = [(bottom + k) % players for k in range(1, players)]
        self.zones[bottom] = SeatZone(pygame.Rect(8, 334, w, 240), False, 1.0)
        n = len(others)
        if n == 1:
            top_y = 56 if human is not None else 40
            self.zones[others[0]] = SeatZone(pygame.Rect(8, top_y, 992, 290 - top_y - 4),
                                             True, 1.0)
        else:                                   # one compact row per opponent
            band = pygame.Rect(8, 4, 992, 290 - 4 - 4)
            gap = 4
            h = (band.h - gap * (n - 1)) // n
            for i, seat in enumerate(others):
                self.zones[seat] = RowZone(pygame.Rect(band.x, band.y + i * (h + gap),
                                                       band.w, h))
        self.bottom = bottom
        self.opp_hand_y = TOP_HANDS_Y

    def zone(self, seat: int) -> SeatZone | RowZone:
        return self.zones[seat]
