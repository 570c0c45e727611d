"""Where a seat's things are on the Mabinogi Duel table (a part): the table's layout
for its room (scenes.mabinogi.layout.Layout, ``layout``: the table gives a new one when
the window changes) by seat, through the kit's seats (the viewer's row at the bottom).
Every part asks it where things are now. Reads: the seats and the drawn duel (a hand's
card moves as the hand does)."""
from __future__ import annotations

from typing import Callable

import pygame

from engines.mabinogi.read import Duel
from scenes.kit.parts import Part
from scenes.kit.seats import Seats
from scenes.mabinogi import layout as L


class Places(Part):
    def __init__(self, seats: Seats, shown: Callable[[], Duel],
                 layout: L.Layout | None = None) -> None:
        self.seats = seats
        self.shown = shown
        self.layout = layout if layout is not None else L.Layout()

    def side(self, seat: int) -> int:
        """The row of ``seat`` on the screen: 1 (bottom) for the viewer, 0 (top)."""
        return 1 if self.seats.place(seat) == 0 else 0

    def cell(self, seat: int, lane: int) -> pygame.Rect:
        return self.layout.cell(self.side(seat), lane)

    def target_point(self, seat: int, lane: int):
        if lane == Duel.hero_lane:
            return self.layout.portrait_rect(self.side(seat)).center
        return self.cell(seat, lane).center

    def hand_point(self, seat: int, iid: int):
        hand = self.shown().hand(seat)
        k = hand.index(iid) if iid in hand else len(hand)
        k, n = min(k, 11), max(len(hand), k + 1)
        if self.side(seat) == 1:
            return self.layout.hand_card(k, n).center
        return self.layout.back_rect(k, n).center

    def grave_point(self, seat: int):
        return self.layout.grave_rect(self.side(seat)).center

    def res_point(self, seat: int, r: int):
        kinds = self.shown().resource_kinds(seat)
        k = kinds.index(r) if r in kinds else 0
        x, y = self.layout.res_pos(self.side(seat), k)
        return (x + 12, y + 12)

    def portrait(self, seat: int) -> pygame.Rect:
        return self.layout.portrait_rect(self.side(seat))

    def chain_point(self, chain: list, iid: int):
        n = len(chain)
        for k, c in enumerate(chain):
            if c[2] == iid:
                return self.layout.chain_rect(k, n).center
        return self.layout.BOARD.center
