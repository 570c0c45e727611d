"""The others' hands face up, when the table ``sees_all`` (a finished game's replay with
"Show every hand", an AI-only demo): each seat's cards as a small fan beside its name
plate, on the table's side of it, in the game's own card faces; a card there zooms on
hover like a card of your hand (scenes.magi.table_cards). Nothing is drawn when the
table does not see every hand: the drawn board then holds only hidden placeholders for
the others' cards anyway (scenes.magi.board)."""
from __future__ import annotations

from typing import Callable

import pygame

from app.ui.surface_cache import cached
from scenes.magi import layout as L
from scenes.magi.board import HIDDEN, Board
from scenes.magi.card_art import draw_back
from scenes.magi.table_places import Places

FACE_W, FACE_H = 34, 48           # a card of an open hand (the zoom reads it)
GAP = 4                           # between the plate and its fan


@cached
def _back(size) -> pygame.Surface:
    return draw_back(size)


def fan_rects(layout: L.Layout, seat: int, n: int) -> list[pygame.Rect]:
    """Where ``seat``'s n cards lie: a fan as wide as its plate (overlapping when many),
    under the plate when it sits in the table's upper half, else over it."""
    plate = layout.plate(seat)
    w, h = FACE_W, FACE_H
    span = max(plate.w, w)
    step = float(w + 2) if n <= 1 else min(w + 2.0, (span - w) / (n - 1))
    total = w + step * max(0, n - 1)
    x0 = plate.centerx - total / 2
    x0 = max(layout.table_rect.x + 2, min(x0, layout.table_rect.right - 2 - total))
    y = plate.bottom + GAP if plate.centery < layout.table_centre[1] else plate.top - GAP - h
    return [pygame.Rect(round(x0 + k * step), y, w, h) for k in range(n)]


class OpenHands:
    """The open fans of the others' hands (see the module's docstring)."""

    def __init__(self, table, shown: Callable[[], Board], places: Places, faces) -> None:
        self.table, self.shown, self.places, self.faces = table, shown, places, faces

    def fans(self) -> list[tuple[int, pygame.Rect]]:
        """(card, rect) of every open card, each seat's left to right; [] unless the
        table sees every hand."""
        if not self.table.sees_all:
            return []
        b, lay = self.shown(), self.places.layout
        out: list[tuple[int, pygame.Rect]] = []
        for seat in range(b.players):
            if seat != b.human:
                hand = b.hands[seat]
                out += list(zip(hand, fan_rects(lay, seat, len(hand))))
        return out

    def card_at(self, pos) -> int | None:
        """The open card under ``pos`` (the top one where they overlap), or None."""
        for cid, r in reversed(self.fans()):
            if cid != HIDDEN and r.collidepoint(pos):
                return cid
        return None

    def rect_of(self, cid) -> pygame.Rect | None:
        return next((r for c, r in self.fans() if c == cid), None)

    def draw(self, surface) -> None:
        fans = self.fans()
        for cid, r in fans:
            face = _back(r.size) if cid == HIDDEN else self.faces.get(cid, r.size)
            surface.blit(face, r)
        mouse = self.table.mouse
        hovered = next(((c, r) for c, r in reversed(fans)
                        if c != HIDDEN and r.collidepoint(mouse)), None)
        if hovered is not None:          # the hovered one whole, over its fan
            cid, rect = hovered
            surface.blit(self.faces.get(cid, rect.size), rect)
