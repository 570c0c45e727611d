"""Where things are on the Arena table (an ArenaInput mix-in, shared with the drawing):
a hex's outline on screen, a figure's place and sprite, the hex or figure under the mouse,
the army cards', seats' and graveyards' rectangles."""
from __future__ import annotations

import pygame

from app.ui.drag import PolygonShape
from engines.arena.state import FIELD
from scenes.arena import figures as FG
from scenes.arena import layout as L


class ArenaGeometry:
    """The table's geometry (see the module's docstring)."""

    # geometry shared with the drawing ------------------------------------------------------
    def hex_shape(self, h: int) -> PolygonShape:
        return PolygonShape(self.cam.hex_top(h))

    def fig_world(self, f: int) -> tuple:
        got = self.anim_pos.get(f)
        if got is not None:
            return got
        s, b = self.shown, self.shown.board
        hexes = s.hexes_of(f)
        if not hexes:
            return None
        if len(hexes) == 2:
            a, c = hexes
            return ((b.x[a] + b.x[c]) / 2, (b.y[a] + b.y[c]) / 2, b.z[a])
        h = hexes[0]
        return (b.x[h], b.y[h], b.z[h])

    def fig_sprite(self, f: int):
        """(sprite, base point on screen) of figure f, or None off the battlefield."""
        w = self.fig_world(f)
        if w is None:
            return None
        s = self.shown
        c = s.f_card[f]
        seat = s.c_ctrl[c]
        number = s.c_figs[c].index(f) + 1
        sprite, base = FG.standee(s.c_key[c], seat, number, self.cam.s,
                                  seat == self.me and self.human is not None,
                                  self.seat_look(seat) if self.multi else None)
        x, y = self.cam.project(w[0], w[1], w[2] + self.dropping.get(f, 0.0))
        dx, dy = self.anim_off.get(f, (0, 0))
        return sprite, (x + dx, y + dy), base

    def figure_rect(self, f: int) -> pygame.Rect | None:
        got = self.fig_sprite(f)
        if got is None:
            return None
        sprite, (x, y), base = got
        return sprite.get_rect(topleft=(round(x - base[0]), round(y - base[1])))

    def hex_at(self, pos) -> int | None:
        """The hex whose column (its top face or a side seen) is under ``pos``: the
        nearest the viewer wins."""
        if not self.board_area.collidepoint(pos):
            return None
        view = self.terrain.view(self.cam, self.overlay, self.glyph_key())
        ox, oy = self.cam.origin()
        x, y = pos[0] - ox, pos[1] - oy
        cols = view["columns"]
        for h in reversed(view["order"]):
            c = cols[h]
            if c.rect.collidepoint(x, y):
                if c.surface.get_at((int(x - c.rect.x), int(y - c.rect.y)))[3] > 60:
                    return h
        return None

    def figure_at(self, pos) -> int | None:
        """The figure whose standee (or space) is under ``pos``."""
        if not self.board_area.collidepoint(pos):
            return None
        s = self.shown
        best = None
        for f in self.field_figures():
            r = self.figure_rect(f)
            if r is not None and r.collidepoint(pos):
                if best is None or self.cam.depth(s.f_hex[f]) > self.cam.depth(s.f_hex[best]):
                    best = f
        if best is None:
            h = self.hex_at(pos)
            if h is not None and s.at[h] >= 0 and s.f_zone[s.at[h]] == FIELD:
                best = s.at[h]
        return best

    def card_rect(self, c: int) -> pygame.Rect | None:
        s = self.shown
        for seat in self.seat_order():
            cards = s.army[seat]
            if c in cards:
                return self.card_rects_of(seat)[cards.index(c)].copy()
        return None

    def card_rects_of(self, seat: int) -> list:
        """The rects of a seat's army cards in its panel."""
        n = len(self.shown.army[seat])
        if not self.multi:
            return L.card_rects(L.seat_rect(seat != self.me), n)
        return L.compact_card_rects(self.seat_panel(seat), n)

    def head_rect(self, seat: int) -> pygame.Rect:
        """A seat panel's header."""
        r = self.seat_panel(seat)
        return pygame.Rect(r.x, r.y, r.w, (L.MULTI_HEAD if self.multi else L.SEAT_HEAD) - 4)

    def grave_rect(self, seat: int) -> pygame.Rect:
        if self.multi:
            return L.head_chips(self.head_rect(seat))["grave"]
        rect = L.seat_rect(seat != self.me)
        return pygame.Rect(rect.x + 158, rect.y + 28, rect.w - 164, 20)

    def all_cards(self) -> list:
        """Every seat's army cards, in the panels' order."""
        return [c for seat in self.seat_order() for c in self.shown.army[seat]]
