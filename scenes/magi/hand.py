"""The human's hand: a gently fanned row at the bottom (sorted by kind, colour, picture),
overlapping when long, playable cards lifted on the player's turn, the hovered card
lifted further."""
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


def slot_rects(n: int, area: pygame.Rect = L.HAND_RECT) -> list[pygame.Rect]:
    """Resting rects of ``n`` cards centred in ``area``, overlapping when needed."""
    if n <= 0:
        return []
    w = L.CARD_W
    step = w + 8
    if n > 1 and (n - 1) * step + w > area.w:
        step = max(MIN_STEP, (area.w - w) / (n - 1))
    total = (n - 1) * step + w
    x0 = area.centerx - total / 2
    return [pygame.Rect(round(x0 + i * step), L.HAND_Y, w, L.CARD_H) for i in range(n)]


class HandView:
    def __init__(self) -> None:
        self.cards: list[int] = []
        self.rects: dict[int, pygame.Rect] = {}      # drawn rects (lifts applied)
        self.hit: dict[int, pygame.Rect] = {}        # hit areas (lifted rect down to rest)
        self.angles: dict[int, float] = {}           # fan tilt of each card, degrees
        self.lifted: set = set()
        self.view = CardView(lift=18.0, duration=0.12)

    def rebuild(self, cards, playable: set) -> None:
        self.cards = sorted_hand(cards)
        self.lifted = playable
        self.rects.clear()
        self.hit.clear()
        self.angles.clear()
        shape = fan(len(self.cards))
        for cid, rect, (angle, drop) in zip(self.cards, slot_rects(len(self.cards)), shape):
            rect = rect.move(0, drop)
            base = rect.copy()
            self.angles[cid] = angle
            if cid in playable:
                rect = rect.move(0, -PLAYABLE_LIFT)
            rect = rect.move(0, self.view.offset(cid))
            self.rects[cid] = rect
            self.hit[cid] = rect.union(base)

    def landing_rect(self, cards_after) -> dict[int, pygame.Rect]:
        """Where each card of ``cards_after`` would rest (for cards flying in)."""
        order = sorted_hand(cards_after)
        return dict(zip(order, slot_rects(len(order))))

    def card_at(self, pos) -> int | None:
        for cid in reversed(self.cards):
            if self.hit.get(cid, pygame.Rect(0, 0, 0, 0)).collidepoint(pos):
                return cid
        return None
