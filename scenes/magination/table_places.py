"""Where everything lies on the Magi-Nation table (a part): the zones of
scenes.magination.layout by seat (the viewer's at the bottom, through the kit's seats),
the hand fan, the opponents' face-down hands, every card of the drawn view and the step
bar's pills. Hiding the log may give its column to the table (``relayout``). Reads: the
seats and the drawn view (a card lies where the drawn view has it)."""
from __future__ import annotations

from typing import Callable

import pygame

from engines.magination.read import Board
from scenes.kit.parts import Part
from scenes.kit.seats import Seats
from scenes.magination import layout as L

# the step bar's pills: their shares of its width
STEP_WEIGHTS = {1: 0.9, 2: 1.45, 3: 0.75, 4: 1.15, 5: 1.45, 6: 0.7}


class Places(Part):
    def __init__(self, seats: Seats, shown: Callable[[], Board],
                 room: Callable[[], tuple[int, int]] = lambda: L.SCREEN.size) -> None:
        self.seats = seats
        self.shown = shown
        self.room = room                  # the table's room (scenes.kit.room), asked anew
        self.layout = L.Layout(seats.players, seats.human, room=room())

    @property
    def bottom(self) -> int:
        """The seat drawn at the bottom (the viewer)."""
        return self.layout.bottom

    def relayout(self, wide: bool) -> bool:
        """The table widened over the log's column (``wide``) or not, in the room as it is
        now (the window may have changed); True if the layout changed."""
        room = self.room()
        if wide == self.layout.wide and room == self.layout.room.size:
            return False
        self.layout = L.Layout(self.seats.players, self.seats.human, wide, room)
        return True

    def zone(self, seat):
        return self.layout.zone(seat)

    def hand_rects(self) -> dict:
        """The viewer's hand fanned: iid -> rect."""
        cards = self.shown().hand(self.bottom)
        n = len(cards)
        if not n:
            return {}
        w = L.HAND_W
        hand = self.layout.hand_rect
        span = hand.w
        step = min(w + 8, (span - w) / max(1, n - 1))
        total = (n - 1) * step + w
        x0 = hand.x + (span - total) / 2
        return {c: pygame.Rect(round(x0 + i * step), self.layout.hand_y, w, L.HAND_H)
                for i, c in enumerate(cards)}

    def opp_hand_rects(self, seat) -> list:
        """Where an opponent's face-down hand lies (its zone says how)."""
        return self.zone(seat).hand_rects(len(self.shown().hand(seat)))

    def hand_target(self, seat) -> tuple:
        """Where a card drawn into an opponent's hand flies."""
        rs = self.zone(seat).hand_rects(max(1, len(self.shown().hand(seat))))
        return rs[len(rs) // 2].center

    def hand_centre(self) -> tuple:
        """The middle of the viewer's hand."""
        return (self.layout.hand_rect.centerx, self.layout.hand_y + L.HAND_H // 2)

    def card_rect(self, iid) -> pygame.Rect | None:
        b = self.shown()
        p = b.owner(iid)
        if p is None:
            return None
        z = self.zone(p)
        creatures, relics, hand = b.creatures(p), b.relics(p), b.hand(p)
        if b.magi(p) == iid:
            return z.magi.copy()
        if iid in creatures:
            return z.creature_rects(len(creatures))[creatures.index(iid)]
        if iid in relics:
            return z.relic_rects(len(relics))[relics.index(iid)]
        if iid in hand:
            if p == self.bottom:
                return self.hand_rects().get(iid)
            rs = self.opp_hand_rects(p)
            k = hand.index(iid)
            return rs[min(k, len(rs) - 1)].copy() if rs else None
        if iid in b.discard(p):
            return z.discard.copy()
        if iid in b.deck(p):
            return z.deck.copy()
        if iid in b.stack(p):
            return z.magi.copy()
        return None

    def card_center(self, iid, fallback=None):
        r = self.card_rect(iid)
        if r:
            return r.center
        return fallback or (self.layout.centre_x, self.layout.middle.y + 20)

    def step_rects(self) -> dict:
        """The step bar's pills: step number -> rect."""
        r = self.layout.step_rect
        x: float = r.x + 116
        unit = (r.right - x - 5 * 4) / sum(STEP_WEIGHTS.values())
        out = {}
        for n in Board.steps:
            w = STEP_WEIGHTS[n] * unit
            out[n] = pygame.Rect(round(x), r.y + 2, round(w), r.h - 4)
            x += w + 4
        return out
