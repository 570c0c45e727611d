"""Where a seat's things are on the Magecraft table (a part): the layout
(scenes.magecraft.layout) by seat, through the kit's seats: the viewer's board at the
bottom, the others' compact boards along the top in table order. Reads: the seats, the
drawn state (a gem lands after those already there), the table's layout in its room
(``lay``) and the Academy's (the log shown or hidden), the sacks, and the stage (a hand
gem chosen for a discard stands higher)."""
from __future__ import annotations

from typing import Callable

import pygame

from engines.magecraft.read import Mages
from scenes.kit.parts import Part
from scenes.kit.seats import Seats
from scenes.magecraft import card_art as CA
from scenes.magecraft import layout as L
from scenes.magecraft.table_sacks import Sacks
from scenes.magecraft.table_stage import Stage


class Places(Part):
    def __init__(self, seats: Seats, shown: Callable[[], Mages],
                 academy: Callable[[], L.AcademyLayout], sacks: Sacks, stage: Stage,
                 layout: Callable[[], L.Layout] = lambda: L.DEFAULT) -> None:
        self.seats, self.shown, self.academy = seats, shown, academy
        self.sacks, self.stage, self._layout = sacks, stage, layout

    @property
    def lay(self) -> L.Layout:
        """The table's layout in its room (scenes.magecraft.layout)."""
        return self._layout()

    def gem_size(self, seat: int) -> int:
        return L.HAND_GEM if seat == self.seats.me else 16

    def opp_rect(self, seat: int) -> pygame.Rect:
        """An opponent's compact board."""
        others = self.seats.others
        return self.lay.opp_rect(others.index(seat), len(others))

    def over_board(self, seat: int) -> tuple:
        """Where an opponent's banner stands (its midbottom): over their own board."""
        r = self.opp_rect(seat)
        return (r.centerx, r.bottom - 6)

    def discard_rect(self, seat: int) -> pygame.Rect:
        if seat == self.seats.me:
            return self.lay.discard_zone()
        r = self.opp_rect(seat)
        return pygame.Rect(r.x + 84, L.opp_row_y(r, 3), r.w - 92, L.OPP_ROW_H)

    def hand_gem_rect(self, colour: int, j: int) -> pygame.Rect:
        """Where the viewer's ``j``-th hand gem of ``colour`` is drawn (raised when
        chosen for a discard)."""
        hand = self.shown().hand(self.seats.me)
        r = self.lay.hand_gem(sum(hand[:colour]) + j, sum(hand)).copy()
        if (colour, j) in self.stage.discard_pick:
            r.y -= L.PICK_RAISE
        return r

    def zone_point(self, seat: int, zone: str, colour: int = 0):
        """Where a gem of ``colour`` goes in (or leaves) ``seat``'s ``zone``."""
        s = self.shown()
        lay = self.lay
        if seat == self.seats.me:
            if zone == "hand":
                n = sum(s.hand(seat)) + 1
                return lay.hand_gem(n - 1, n).center
            if zone == "hp":
                return lay.hp_slot(min(11, sum(s.hp(seat)))).center
            if zone == "shield":
                return (lay.SHIELD_POS[0] + 80 + colour * 36, lay.SHIELD_POS[1] + 10)
            if zone == "score":
                return (lay.SCORE_POS[0] + 130 + colour * 40, lay.SCORE_POS[1] + 10)
            if zone == "discard":
                return (lay.DISCARD_POS[0] + 90 + colour * 40, lay.DISCARD_POS[1] + 10)
            if zone == "bag":
                return self.sacks.sack(seat).mouth
            if zone == "spell":
                return self.next_slot_point()
            if zone == "cantrip":
                return lay.CANTRIP.center
        else:
            r = self.opp_rect(seat)
            x = L.opp_chips_x(r) + 7 + colour * 16
            if zone == "hand":
                return (L.opp_chips_x(r) + 7, L.opp_row_y(r, 0) + 7)
            if zone == "hp":
                return L.opp_hp_slot(r, min(11, sum(s.hp(seat)))).center
            if zone == "shield":
                return (x, L.opp_row_y(r, 1) + 7)
            if zone == "score":
                return (x, L.opp_row_y(r, 2) + 7)
            if zone == "discard":
                return (x, L.opp_row_y(r, 3) + 7)
            if zone == "bag":
                return self.sacks.sack(seat).mouth
            if zone in ("spell", "cantrip"):
                b = s.cast_book if (s.current == seat and s.cast_book >= 0) else 0
                line = L.opp_book_line(r, b)
                return (line.x + 40, line.centery)
        if zone == "academy":
            return self.academy().supply(colour).center
        return lay.centre

    def next_slot_point(self):
        """The viewer's next empty cost slot of the spell being paid."""
        s = self.shown()
        lay = self.lay
        p = self.seats.me
        b, i = s.cast_book, s.cast_pos
        if s.current == p and b >= 0 and i < s.book_size(p, b):
            card = lay.card_rect(b, i, s.book_size(p, b))
            cost = Mages.cast_cost(s.book(p, b)[i].sid)
            fill = s.fill
            k = next((j for j, f in enumerate(fill) if f < 0), 0) if fill else 0
            slots = CA.cost_slot_rects(card, len(cost), lay.book_scale)
            return slots[min(k, len(cost) - 1)].center
        return lay.book_row(max(0, b)).center
