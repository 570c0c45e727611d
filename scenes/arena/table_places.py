"""Where things are on the Arena table (a part): a hex's outline on screen, a figure's
place and sprite (as it moves), the hex or figure under the mouse, the seat panels (the
Duel's two, or a compact one per seat at 3-5 seats, the player after you at the top,
yours at the foot), their army cards, headers and graveyards, and the seat expanded
under the mouse at 3-5 seats.

Reads: the table's seats, mouse, drag and pop-up, the drawn battle (and the live
state's teams), the view (camera, terrain) and the stage (figures in flight)."""
from __future__ import annotations

import pygame

from app.ui.drag import PolygonShape
from engines.arena.read import Battle
from scenes.arena import figures as FG
from scenes.arena import layout as L
from scenes.arena.table_face import ArenaFace
from scenes.arena.table_stage import Stage
from scenes.arena.table_view import BoardView
from scenes.kit.parts import Part

EXPAND_CARD = (72, 100)          # a spell card in an expanded seat


class Places(Part):
    def __init__(self, table: ArenaFace, view: BoardView, stage: Stage) -> None:
        self.table, self.view, self.stage = table, view, stage
        self.expanded: int | None = None      # the seat last expanded (hover or click)
        self.strip_cards: list = []           # the top strip's open cards, as drawn
        self.open_cards: list = []            # ... and readable in the info box (a replay)

    def shown(self) -> Battle:
        return Battle(self.table.shown)

    # seats ---------------------------------------------------------------------------
    @property
    def me(self) -> int:
        return self.table.seats.me

    @property
    def players(self) -> int:
        return self.table.seats.players

    @property
    def multi(self) -> bool:
        """A table of 3-5 seats (compact seat panels)."""
        return self.players > 2

    @property
    def opp(self) -> int:
        """The Duel's opponent (the next seat)."""
        return self.table.seats.others[0]

    def mine(self, seat: int) -> bool:
        """``seat`` is the human's own."""
        return seat == self.me and self.table.human is not None

    def team_index(self, seat: int) -> int | None:
        """Seat's team (0, 1) in a game with teams, else None."""
        return Battle(self.table.state).team_of(seat)

    def seat_look(self, seat: int) -> tuple:
        """(colour, mark) of a seat: the Duel's gold and blue with your dot and the
        opponent's cross; at 3-5 seats a colour and a symbol each (the Skirmish: the
        team's colour, each seat its symbol)."""
        if not self.multi:
            return FG.SEATS[seat % 2], "dot" if self.mine(seat) else "cross"
        team = self.team_index(seat)
        colour = FG.TEAM_COLOURS[team] if team is not None \
            else FG.SEAT_COLOURS[seat % len(FG.SEAT_COLOURS)]
        return colour, FG.SEAT_MARKS[seat % len(FG.SEAT_MARKS)]

    def seat_order(self) -> list:
        """The seat panels top to bottom: the seat after yours first, in the order of play,
        yours at the foot."""
        n = self.players
        return [(self.me + 1 + k) % n for k in range(n)]

    def seat_panel(self, seat: int) -> pygame.Rect:
        layout = self.table.layout
        if not self.multi:
            return layout.seat_rect(seat != self.me)
        return layout.seat_stack(self.players)[self.seat_order().index(seat)]

    # the battlefield -------------------------------------------------------------------------
    def hex_shape(self, h: int) -> PolygonShape:
        return PolygonShape(self.view.camera().hex_top(h))

    def fig_world(self, f: int) -> tuple | None:
        got = self.stage.anim_pos.get(f)
        if got is not None:
            return got
        s = self.shown()
        b = s.board
        hexes = s.hexes_of(f)
        if not hexes:
            return None
        if len(hexes) == 2:
            a, c = hexes
            return ((b.x[a] + b.x[c]) / 2, (b.y[a] + b.y[c]) / 2, b.z[a])
        h = hexes[0]
        return (b.x[h], b.y[h], b.z[h])

    def fig_sprite(self, f: int):
        """(sprite, base point on screen, base) of figure f, or None off the
        battlefield."""
        w = self.fig_world(f)
        if w is None:
            return None
        s = self.shown()
        seat = s.figure_controller(f)
        cam = self.view.camera()
        sprite, base = FG.standee(s.figure_key(f), seat, s.figure_number(f), cam.s,
                                  self.mine(seat),
                                  self.seat_look(seat) if self.multi else None)
        x, y = cam.project(w[0], w[1], w[2] + self.stage.dropping.get(f, 0.0))
        dx, dy = self.stage.anim_off.get(f, (0, 0))
        return sprite, (x + dx, y + dy), base

    def figure_rect(self, f: int) -> pygame.Rect | None:
        got = self.fig_sprite(f)
        if got is None:
            return None
        sprite, (x, y), base = got
        return sprite.get_rect(topleft=(round(x - base[0]), round(y - base[1])))

    def standee_at(self, f: int, pos) -> bool:
        """Whether figure f's standee is drawn under ``pos`` (not its sprite's clear
        corners)."""
        got = self.fig_sprite(f)
        if got is None:
            return False
        sprite, (x, y), base = got
        px, py = int(pos[0] - round(x - base[0])), int(pos[1] - round(y - base[1]))
        w, h = sprite.get_size()
        return 0 <= px < w and 0 <= py < h and sprite.get_at((px, py))[3] > 60

    def hex_at(self, pos) -> int | None:
        """The hex whose column (its top face or a side seen) is under ``pos``: the
        nearest the viewer wins."""
        v = self.view
        if not v.board_area.collidepoint(pos):
            return None
        cam = v.camera()
        terrain = v.ground().view(cam, v.overlay, self.shown().glyphs())
        ox, oy = cam.origin()
        x, y = pos[0] - ox, pos[1] - oy
        cols = terrain["columns"]
        for h in reversed(terrain["order"]):
            c = cols[h]
            if c.rect.collidepoint(x, y):
                if c.surface.get_at((int(x - c.rect.x), int(y - c.rect.y)))[3] > 60:
                    return h
        return None

    def top_face_at(self, pos, hexes=None) -> int | None:
        """The hex (of ``hexes``, default every hex) whose top face is under ``pos``,
        whatever is drawn in front of it; where top faces overlap (a high hex behind a
        low one), the one whose centre is nearest ``pos``."""
        if not self.view.board_area.collidepoint(pos):
            return None
        cam = self.view.camera()
        pool = range(self.shown().board.n) if hexes is None else hexes
        best, bd = None, 1e18
        for h in pool:
            if PolygonShape(cam.hex_top(h)).contains(pos):
                cx, cy = cam.hex_center(h)
                d = (cx - pos[0]) ** 2 + (cy - pos[1]) ** 2
                if d < bd:
                    best, bd = h, d
        return best

    def pick(self, pos, hexes, figures=(), near: bool = True) -> tuple | None:
        """What the player aims at with ``pos`` among the lit places: ``("hex", h)`` for
        a lit hex whose top face is under the pointer (a figure or a cliff drawn over it
        does not hide it), else ``("figure", g)`` for a lit figure (an attack's target)
        whose standee is under it, else (``near``) the lit hex whose top face's centre is
        nearest, within half a hex. None when the pointer aims at nothing lit: the
        caller says why from what is seen."""
        if not self.view.board_area.collidepoint(pos):
            return None
        s = self.shown()
        owner = {h: g for g in figures for h in s.hexes_of(g)}
        h = self.top_face_at(pos, list(hexes) + list(owner))
        cam = self.view.camera()
        best = None                  # the lit figure drawn nearest the viewer under pos
        for g in figures:
            if self.standee_at(g, pos) and (
                    best is None or cam.depth(s.hex_of(g)) > cam.depth(s.hex_of(best))):
                best = g
        if best is not None and (h is None or h in owner
                                 or cam.depth(h) <= cam.depth(s.hex_of(best))):
            return ("figure", best)   # its standee is drawn over the hex behind it
        if h is not None:
            return ("figure", owner[h]) if h in owner and h not in hexes else ("hex", h)
        if not near:
            return None
        reach = (cam.s * 0.5) ** 2
        for h in sorted(hexes, key=lambda h: _dist2(cam.hex_center(h), pos)):
            if _dist2(cam.hex_center(h), pos) <= reach:
                return ("hex", h)
            break
        return None

    def hex_at_world(self, w) -> int | None:
        """The hex nearest the board point w (x, y, z)."""
        b = self.shown().board
        best, bd = None, 1e9
        for h in range(b.n):
            d = (b.x[h] - w[0]) ** 2 + (b.y[h] - w[1]) ** 2
            if d < bd:
                best, bd = h, d
        return best

    def figure_at(self, pos) -> int | None:
        """The figure whose standee (or space) is under ``pos``."""
        if not self.view.board_area.collidepoint(pos):
            return None
        s = self.shown()
        cam = self.view.camera()
        best = None
        for f in s.field_figures():
            r = self.figure_rect(f)
            if r is not None and r.collidepoint(pos):
                if best is None or cam.depth(s.hex_of(f)) > cam.depth(s.hex_of(best)):
                    best = f
        if best is None:
            h = self.hex_at(pos)
            if h is not None:
                best = s.figure_on_field_at(h)
        return best

    # the seat panels --------------------------------------------------------------------------
    def card_rect(self, c: int) -> pygame.Rect | None:
        s = self.shown()
        for seat in self.seat_order():
            cards = s.army(seat)
            if c in cards:
                return self.card_rects_of(seat)[cards.index(c)].copy()
        return None

    def card_rows(self, seat: int) -> list:
        """A seat's army cards as drawn in its panel: [(copies, rect)], a row per card;
        when the rows would be shorter than readable (a big build: many copies of a
        cheap squad), every copy of an army card shares one row."""
        cards = list(self.shown().army(seat))
        panel = self.seat_panel(seat)
        rows = [[c] for c in cards]
        if not L.rows_fit(panel, len(cards), self.multi):
            rows = L.copies_grouped(cards, self.shown().card_key)
        if not self.multi:
            return list(zip(rows, L.card_rects(panel, len(rows))))
        return list(zip(rows, L.compact_card_rects(panel, len(rows))))

    def card_rects_of(self, seat: int) -> list:
        """The rects of a seat's army cards in its panel (copies in one row: its rect)."""
        return _per_card(self.shown().army(seat), self.card_rows(seat))

    def row_of(self, c: int, expanded: bool = False) -> list:
        """The army cards drawn in card ``c``'s row (its copies, when grouped): in its
        seat's panel, or (``expanded``) in the seat expanded."""
        s = self.shown()
        for seat in self.seat_order():
            if c in s.army(seat):
                rows = self.expanded_rows(seat) if expanded else self.card_rows(seat)
                return next(cards for cards, _ in rows if c in cards)
        return [c]

    def all_cards(self) -> list:
        """Every seat's army cards, in the panels' order."""
        s = self.shown()
        return [c for seat in self.seat_order() for c in s.army(seat)]

    def head_rect(self, seat: int) -> pygame.Rect:
        """A seat panel's header."""
        r = self.seat_panel(seat)
        return pygame.Rect(r.x, r.y, r.w, (L.MULTI_HEAD if self.multi else L.SEAT_HEAD) - 4)

    def grave_rect(self, seat: int) -> pygame.Rect:
        if self.multi:
            return L.head_chips(self.head_rect(seat))["grave"]
        rect = self.seat_panel(seat)
        return pygame.Rect(rect.x + 158, rect.y + 28, rect.w - 164, 20)

    def hand_rects(self) -> list:
        """Your spell cards' rects."""
        return self.table.layout.hand_rects(len(self.shown().hand(self.me)))

    # a seat expanded (3-5 seats: hover its header) -------------------------------------
    def expanded_seat(self) -> int | None:
        """The seat whose panel is expanded: the one whose header is under the mouse (or
        was, the mouse gone on into it), at 3-5 seats, while nothing is dragged."""
        t = self.table
        if not self.multi or t.drag.dragging is not None or t.popup is not None:
            return None
        mouse = t.mouse
        for seat in self.seat_order():
            if self.head_rect(seat).collidepoint(mouse) \
                    and not self.grave_rect(seat).collidepoint(mouse):
                self.expanded = seat
                return seat
        kept = self.expanded                       # the mouse went on into it
        if kept is not None and kept < self.players and (
                self.expanded_rect(kept).collidepoint(mouse)
                or self.head_rect(kept).collidepoint(mouse)):
            return kept
        self.expanded = None
        return None

    def partners(self) -> list:
        """Your teammates (their hands are yours to see)."""
        t = self.table
        if t.human is None:
            return []
        return list(Battle(t.state).teammates(self.me))

    def hand_faces(self, seat: int) -> list:
        """What you see of a seat's spell cards: the cards of your hand and your partner's,
        HIDDEN (a card back) for every opponent's card."""
        hand = self.shown().hand(seat)
        seen = seat == self.me or seat in self.partners() or self.table.sees_all
        return [sp if seen and sp >= 0 else Battle.hidden for sp in hand]

    def expanded_rows(self, seat: int) -> list:
        """An expanded seat's army cards as rows of copies (like ``card_rows``): a row
        each while they fit on the screen, else every copy of a card in one row."""
        s = self.shown()
        cards = list(s.army(seat))
        layout = self.table.layout
        room = layout.screen.bottom - 6 - (layout.top.bottom + 4)
        rows = [[c] for c in cards]
        if _expanded_h(len(rows), len(s.hand(seat))) > room:
            rows = L.copies_grouped(cards, s.card_key)
        r = self._expanded_box(seat, len(rows))
        return [(cards, pygame.Rect(r.x + 6, r.y + 6 + i * 90, r.w - 12, 86))
                for i, cards in enumerate(rows)]

    def _expanded_box(self, seat: int, rows: int) -> pygame.Rect:
        h = _expanded_h(rows, len(self.shown().hand(seat)))
        layout = self.table.layout
        r = pygame.Rect(layout.side.right + 6, self.seat_panel(seat).y, L.EXPAND_W, h)
        r.bottom = min(r.bottom, layout.screen.bottom - 6)
        r.top = max(r.top, layout.top.bottom + 4)    # the turn track stays in sight
        return r

    def expanded_rect(self, seat: int) -> pygame.Rect:
        """Where an expanded seat is drawn: beside the side column, level with its panel
        (kept on the screen)."""
        return self._expanded_box(seat, len(self.expanded_rows(seat)))

    def expanded_card_rects(self, seat: int) -> list:
        """The rects of an expanded seat's army cards (copies in one row: its rect)."""
        return _per_card(self.shown().army(seat), self.expanded_rows(seat))

    def expanded_hand_rects(self, seat: int) -> list:
        r = self.expanded_rect(seat)
        s = self.shown()
        n = len(s.hand(seat))
        y = r.y + 6 + len(self.expanded_rows(seat)) * 90 + 16
        cw, ch = EXPAND_CARD
        step = cw + 4 if n * (cw + 4) <= r.w - 12 else (r.w - 12 - cw) // max(1, n - 1)
        return [pygame.Rect(r.x + 6 + i * step, y, cw, ch) for i in range(n)]


def _expanded_h(rows: int, hand: int) -> int:
    """An expanded seat's height: its army rows, then its hand (or a line saying none)."""
    return 8 + rows * 90 + (124 if hand else 30)


def _per_card(cards, rows) -> list:
    """Each card's rect: its row's (copies share one)."""
    at = {c: r for copies, r in rows for c in copies}
    return [at[c] for c in cards]


def _dist2(a, b) -> float:
    return (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2
