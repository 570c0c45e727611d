"""The human's hand: a gently fanned row at the bottom (sorted by kind, colour, picture),
overlapping when long, playable cards lifted on the player's turn, the hovered card
lifted further. When the cards overlap (a long hand), the hovered card's neighbours
spread apart so it shows whole (the hover spread): the cards at its left close up, the
ones at its right move past its right edge; the table writes its name above it."""
from __future__ import annotations

import pygame

from app.ui.cards import CardView
from engines.magi import RULES
from scenes.magi import layout as L

KIND_ORDER = {"guild": 0, "item": 1, "magi": 2}
COLOUR_ORDER = {"red": 0, "blue": 1, "green": 2, "yellow": 3, None: 4}
PLAYABLE_LIFT = 16
MIN_STEP = 12
FAN_MAX_ANGLE = 8.0      # degrees at the ends of a full hand
FAN_ARC = 8              # pixels the middle cards sit higher than the end ones
SPREAD_GAP = 8           # free pixels right of a hovered card in a long hand
SPREAD_MIN = 6           # the least a card shows beside a hovered one


def fan(n: int) -> list[tuple[float, int]]:
    """(angle, drop) of each of ``n`` cards: tilted outwards, the middle ones raised."""
    if n <= 1:
        return [(0.0, 0)] * n
    spread = min(FAN_MAX_ANGLE, 1.2 * n)
    half = (n - 1) / 2
    out = []
    for i in range(n):
        t = (i - half) / half
        out.append((-t * spread, round((t * t - 1) * FAN_ARC)))
    return out


def sort_key(card_id: int):
    c = RULES.card(card_id)
    return (KIND_ORDER[c.kind], COLOUR_ORDER[c.colour], c.picture, c.points, card_id)


def sorted_hand(cards) -> list[int]:
    return sorted(cards, key=sort_key)


CARD = (L.CARD_W, L.CARD_H)      # a hand card at 1280x720 (a taller room's are bigger)


def slot_xs(n: int, area: pygame.Rect, w: int = L.CARD_W) -> list[float]:
    """Left edges of ``n`` resting cards (``w`` wide) centred in ``area``, overlapping
    when needed."""
    if n <= 0:
        return []
    step: float = w + 8
    if n > 1 and (n - 1) * step + w > area.w:
        step = max(MIN_STEP, (area.w - w) / (n - 1))
    total = (n - 1) * step + w
    x0 = area.centerx - total / 2
    return [x0 + i * step for i in range(n)]


def spread_xs(xs: list[float], hovered: int, area: pygame.Rect,
              w: int = L.CARD_W) -> list[float]:
    """``xs`` with the card at index ``hovered`` uncovered: the cards at its right start
    past its right edge (plus a gap) and close up to stay in ``area``; when they need
    room it moves left, the cards at its left closing up in turn. Each side keeps at
    least ``SPREAD_MIN`` pixels a card."""
    n = len(xs)
    if hovered is None or not 0 <= hovered < n - 1 or xs[hovered + 1] - xs[hovered] >= w:
        return xs
    m = n - 1 - hovered                       # cards at its right
    left, right = area.x, area.right - w      # where a card's left edge may go
    room = right - (w + SPREAD_GAP) - (m - 1) * SPREAD_MIN
    x_h = max(min(xs[hovered], room), left + hovered * SPREAD_MIN)
    out = list(xs)
    if x_h < xs[hovered] and hovered:         # close up the left side
        x0 = xs[0]
        k = (x_h - left) / (xs[hovered] - x0) if xs[hovered] > x0 else 0.0
        for i in range(hovered):
            out[i] = min(xs[i], left + (xs[i] - x0) * k) if k < 1 else xs[i]
    out[hovered] = x_h
    first = x_h + w + SPREAD_GAP
    last = max(first + (m - 1) * SPREAD_MIN, min(xs[-1], right))
    step = (last - first) / (m - 1) if m > 1 else 0.0
    for k in range(m):
        out[hovered + 1 + k] = first + k * step
    return out


def rest_y(area: pygame.Rect) -> int:
    """The top of a resting card in the hand row ``area`` (the row keeps to the bottom
    of the table's room)."""
    return area.y + (L.HAND_Y - L.HAND_RECT.y)


def slot_rects(n: int, area: pygame.Rect = L.HAND_RECT, card=CARD) -> list[pygame.Rect]:
    """Resting rects of ``n`` cards (of size ``card``) centred in ``area``, overlapping
    when needed."""
    y = rest_y(area)
    return [pygame.Rect(round(x), y, *card) for x in slot_xs(n, area, card[0])]


class HandView:
    def __init__(self, area: pygame.Rect = L.HAND_RECT, card=CARD) -> None:
        self.area = pygame.Rect(area)
        self.card = (int(card[0]), int(card[1]))     # a card's size (the layout's)
        self.cards: list[int] = []
        self.rects: dict[int, pygame.Rect] = {}      # drawn rects (lifts applied)
        self.hit: dict[int, pygame.Rect] = {}        # hit areas (lifted rect down to rest)
        self.angles: dict[int, float] = {}           # fan tilt of each card, degrees
        self.lifted: set = set()
        self.view = CardView(lift=18.0, duration=0.12)
        self.hovered: int | None = None              # the card shown whole
        self._x: dict[int, float] = {}               # drawn left edges (they glide)
        self._glide = 1.0                            # 1: jump to the targets

    @property
    def overlapping(self) -> bool:
        """The resting cards overlap (a long hand): names need the hover spread."""
        xs = slot_xs(len(self.cards), self.area, self.card[0])
        return len(xs) > 1 and xs[1] - xs[0] < self.card[0]

    def update(self, dt: float) -> None:
        """Let the cards glide towards their places (the hover spread)."""
        self._glide = min(1.0, dt * 18.0)

    def rebuild(self, cards, playable: set, hovered: int | None = None) -> None:
        self.cards = sorted_hand(cards)
        self.lifted = playable
        self.hovered = hovered if hovered in self.cards else None
        self.rects.clear()
        self.hit.clear()
        self.angles.clear()
        n = len(self.cards)
        shape = fan(n)
        xs = slot_xs(n, self.area, self.card[0])
        if self.hovered is not None:
            xs = spread_xs(xs, self.cards.index(self.hovered), self.area, self.card[0])
        glide = self._glide
        self._glide = 1.0
        moved = {}
        for cid, x in zip(self.cards, xs):
            old = self._x.get(cid)
            moved[cid] = x if old is None else old + (x - old) * glide
        self._x = moved
        y = rest_y(self.area)
        for cid, (angle, drop) in zip(self.cards, shape):
            rect = pygame.Rect(round(moved[cid]), y, *self.card)
            rect = rect.move(0, drop)
            base = rect.copy()
            self.angles[cid] = angle
            if cid in playable:
                rect = rect.move(0, -PLAYABLE_LIFT)
            rect = rect.move(0, self.view.offset(cid))
            self.rects[cid] = rect
            hit = rect.union(base)
            if cid == self.hovered:            # the gap at its right keeps the hover
                hit.w += SPREAD_GAP
            self.hit[cid] = hit

    def landing_rect(self, cards_after) -> dict[int, pygame.Rect]:
        """Where each card of ``cards_after`` would rest (for cards flying in)."""
        order = sorted_hand(cards_after)
        return dict(zip(order, slot_rects(len(order), self.area, self.card)))

    def card_at(self, pos) -> int | None:
        for cid in reversed(self.cards):
            if self.hit.get(cid, pygame.Rect(0, 0, 0, 0)).collidepoint(pos):
                return cid
        return None
