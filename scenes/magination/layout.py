"""Where everything sits on the Magi-Nation table (design units, in the table's room:
1280x720, or the window's aspect: :class:`Layout`).

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
    counted = False               # the deck's count on the deck (a row says it under it)
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


TILE_RATIO = 112 / 82          # a row's card lies on its side: its name reads whole
TILE_MAX_W = 124
PILE_SLOT = 60                 # a row's pile and its label ("Discard 12") under it


class RowZone:
    """An opponent's compact row (three or four players): same parts and names as
    :class:`SeatZone`, laid out left to right in one band. Its cards are landscape tiles
    sized to the row's height (the name across the top, readable: scenes.magination.
    card_art.draw_tile), its relics name strips stacked in one column; creature energy
    is the number on the card, with tokens under it only when the row has room
    (``tokens``). The hand, deck and discard piles stand at the right, each with its
    name and count under it (``counted``: never over the pile)."""

    compact = True
    counted = True

    def __init__(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        self.top = True
        x, y, w, h = self.rect
        self.tokens = h >= 120                   # room for energy tokens under the cards
        ch = h - 10 - (16 if self.tokens else 0)
        cw = min(TILE_MAX_W, round(ch * TILE_RATIO))     # wider only costs the row room
        self.scale = ch / 126
        self.card = self.magi_size = (cw, ch)
        self.relic = (cw, max(18, round(ch * 0.27)))
        py = round(ch * 0.74)
        self.pile = (round(py * 90 / 126), py)
        top = y + 5
        self.energy = pygame.Rect(x + 6, top, 128, h - 10)
        self.magi = pygame.Rect(self.energy.right + 18, top, cw, ch)
        self.stack_pos = (self.magi.x - 10, self.magi.y - 2)
        px, py = self.pile
        slot = max(PILE_SLOT, px + 12)
        pile_y = top + max(0, (ch - py - 16) // 2)   # its label (name and count) under it
        right = x + w - 8
        self.discard = pygame.Rect(right - slot + (slot - px) // 2, pile_y, px, py)
        self.deck = self.discard.move(-slot, 0)
        self.hand = self.deck.move(-slot, 0)
        self.label_w = slot - 4
        self.relic_x1 = self.hand.x - (slot - px) // 2 - 12
        self.relic_x0 = self.relic_x1 - cw
        self.row_x0 = self.magi.right + 16
        self.row_x1 = self.relic_x0 - 16
        self.creature_y = top
        self.relic_y = top
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
        """Name strips stacked down the relics' column (overlapping when many: each keeps
        its name line in view)."""
        rw, rh = self.relic
        span = self.card[1]
        step: float = rh + 4
        if n > 1 and (n - 1) * step + rh > span:
            step = (span - rh) / (n - 1)
        return [pygame.Rect(self.relic_x0, round(self.relic_y + i * step), rw, rh)
                for i in range(n)]

    def hand_rects(self, n: int) -> list[pygame.Rect]:
        """The hand as a small pile (at most three backs drawn; the count says the rest)."""
        return [self.hand.move(-2 * k, -2 * k) for k in range(min(n, 3))]


class Layout:
    """The zones of every seat and the shared parts (the middle band with the step bar and
    the Next step button, the hand, the right-hand column) in the table's ``room``
    (scenes.kit.room: 1280x720, or the window's aspect). The extra width goes to the
    play area (every zone and row is wider: more cards side by side), the extra height
    is shared by the opponents' band (taller rows, larger cards) and the human's zone
    (larger cards); the right-hand column stays at the room's right edge and the hand at
    its bottom. ``wide``: the game log is hidden and its column (below the title bar)
    goes to the table: the human's zone, the middle band and the hand stretch to the
    right edge; the opponents' band keeps its width (the title bar and the log's header
    sit at its right)."""

    def __init__(self, players: int, human: int | None, wide: bool = False,
                 room: tuple[int, int] = SCREEN.size) -> None:
        self.players = players
        self.human = human
        self.wide = wide
        self.room = pygame.Rect((0, 0), room)
        dx, dy = max(0, room[0] - SCREEN.w), max(0, room[1] - SCREEN.h)
        self.dx, self.dy = dx, dy
        top_dy = dy // 2                         # the opponents' share of the extra height
        zone_dy = dy - top_dy                    # the human zone's
        self.side_rect = SIDE_RECT.move(dx, 0)
        self.side_rect.h += dy
        self.topbar = TOPBAR_RECT.move(dx, 0)
        self.log_rect = pygame.Rect(LOG_RECT.x + dx, LOG_RECT.y, LOG_RECT.w, LOG_RECT.h + dy)
        tb = self.topbar
        self.undo_rect = pygame.Rect(tb.x + 10, tb.bottom - 40, 118, 32)
        self.menu_rect = pygame.Rect(tb.right - 128, tb.bottom - 40, 118, 32)
        self.play_w = (WIDE_W if wide else PLAY_W) + dx
        w = self.play_w - 8
        self.middle = pygame.Rect(8, MIDDLE.y + top_dy, w, MIDDLE.h)
        self.next_button = pygame.Rect(NEXT_BUTTON)
        self.next_button.right = self.middle.right - 4
        self.next_button.y += top_dy
        self.step_rect = pygame.Rect(STEP_RECT.x, STEP_RECT.y + top_dy,
                                     self.next_button.x - 10 - STEP_RECT.x, STEP_RECT.h)
        self.hand_y = HAND_Y + dy
        self.hand_rect = pygame.Rect(HAND_RECT.x, HAND_RECT.y + dy,
                                     HAND_RECT.w + (self.play_w - PLAY_W), HAND_RECT.h)
        self.table_rect = pygame.Rect(8, 56, w, 520 + dy)      # where a Spell is dropped
        bottom = 0 if human is None else human
        self.zones: dict[int, SeatZone | RowZone] = {}
        others = [(bottom + k) % players for k in range(1, players)]
        own_h = 240 + zone_dy
        self.zones[bottom] = SeatZone(pygame.Rect(8, 334 + top_dy, w, own_h), False,
                                      min(1.5, own_h / 240))
        band_w = 992 + dx                        # the opponents' band: beside the title bar
        n = len(others)
        if n == 1:
            top_y = 56 if human is not None else 40
            h = 290 - top_y - 4 + top_dy
            self.zones[others[0]] = SeatZone(pygame.Rect(8, top_y, band_w, h), True,
                                             min(1.5, 1 + top_dy / 230))
        else:                                   # one compact row per opponent
            band = pygame.Rect(8, 4, band_w, 290 - 4 - 4 + top_dy)
            gap = 4
            h = (band.h - gap * (n - 1)) // n
            for i, seat in enumerate(others):
                self.zones[seat] = RowZone(pygame.Rect(band.x, band.y + i * (h + gap),
                                                       band.w, h))
        self.bottom = bottom
        self.opp_hand_y = TOP_HANDS_Y

    def zone(self, seat: int) -> SeatZone | RowZone:
        return self.zones[seat]

    @property
    def centre_x(self) -> int:
        """The middle of the play area (banners and pop-ups stand there)."""
        return 500 + (self.play_w - (WIDE_W if self.wide else PLAY_W)) // 2
