"""What stands around the Arena battlefield (a helper of the drawer): the turn track
with the opponent's hand face down (at 3-5 seats: whose turn and the live score), the
seat panels (header, army cards, the chosen one lit), your spell hand, what to do now,
and the seat expanded under the mouse at 3-5 seats. The turn track and the seat panels
are drawn once into surfaces kept in the shared cache (app.ui.surface_cache, under the
panels' owner token) and drawn again only when what they show changes.

It is also the face the seat panels' drawing (scenes.arena.panels) reads: the drawn
battle, the viewer, the names, partners, the scenario, a seat's look and who is out.

Reads: the table (seats, names, the legal actions, the decision, the drag, the pop-up),
the drawn battle, the places, the human's aim (``Moves``) and the spell faces."""
from __future__ import annotations

import pygame

from app.ui import art, canvas, draw, palette, text
from app.ui.surface_cache import SHARED, owner_token
from engines.arena import RULES
from engines.arena.read import Battle
from scenes.arena import figures as FG
from scenes.arena import layout as L
from scenes.arena import panels as P
from scenes.arena.army_copies import draw_copies_row
from scenes.arena.table_face import ArenaFace
from scenes.arena.table_moves import Moves
from scenes.arena.table_places import Places
from scenes.kit.replay import replay_status


TRACK_MARKS = 60      # the most boxes the turn track draws (the rulebook's longest track)
MELEE_ROOM = 72       # the most a seat's purple points take of the top bar (a wide room)
TEAM_ROOM = 200       # ... and a team's score
WHO_MIN = 84          # whose turn: "Your turn" whole, a long name cut


def track_size(turns: int, room: int) -> tuple:
    """(pixels per box, the track's width) for a track of ``turns`` in ``room`` pixels:
    at most ``TRACK_MARKS`` boxes, so a longer track costs no more to draw."""
    marks = max(1, min(turns, TRACK_MARKS))
    step = max(4, min(16, room // marks))
    return step, marks * step


class Panels:
    def __init__(self, table: ArenaFace, places: Places, moves: Moves, spell_faces) -> None:
        self.table, self.places, self.moves = table, places, moves
        self.spell_faces = spell_faces
        self.part_keys: dict = {}     # part name -> what its kept surface shows

    # what the seat panels read (scenes.arena.panels) -------------------------------------
    @property
    def shown(self) -> Battle:
        return Battle(self.table.shown)

    def mine(self, seat: int) -> bool:
        """``seat`` is the human's own."""
        return self.places.mine(seat)

    @property
    def names(self) -> list:
        return self.table.names

    def partners(self) -> list:
        return self.places.partners()

    def scenario_key(self) -> str:
        return Battle(self.table.state).scenario

    def purple_scores(self) -> bool:
        """The end counts the purple spaces (the Melee, an own scenario of marked spaces)."""
        return Battle(self.table.state).scored_on_purple

    def seat_look(self, seat: int) -> tuple:
        return self.places.seat_look(seat)

    def team_index(self, seat: int) -> int | None:
        return self.places.team_index(seat)

    def shown_out(self) -> set:
        """The seats out in the view drawn (the kit's ``seats_out`` reads the state)."""
        return RULES.seats_out(self.table.shown)

    # cached parts --------------------------------------------------------------------------
    def cached(self, surface, name: str, rect, key, draw) -> None:
        """Draw a part of the table that changes only with ``key`` from a cached surface
        (drawn with the screen's coordinates, its top-left at the screen's)."""
        token = owner_token(self)
        kept = ("arena.panel", token, name)
        r = pygame.Rect(rect)
        key = (tuple(r), key)                  # a new room: drawn again at its size
        surf = SHARED.get(kept) if self.part_keys.get(name) == key else None
        if surf is None:
            surf = canvas.new((r.right, r.bottom))
            surf.fill(palette.BG)
            draw(surf)
            if pygame.display.get_surface() is not None:
                surf = surf.convert()
            SHARED.put(kept, surf, owner=token)
            self.part_keys[name] = key
        surface.blit(surf, (0, 0))

    def _card_choices(self) -> tuple:
        t = self.table
        return tuple(a for a in t.human_legal() if a[0] == "card") if t.popup is None else ()

    def top_key(self) -> tuple:
        s = self.shown
        pl = self.places
        if pl.multi:
            return (s.turn, s.turns, s.current, s.to_move, tuple(self.names),
                    tuple(s.score(p) for p in range(pl.players)),
                    tuple(len(s.hand(q)) for q in range(pl.players)),
                    tuple(self.shown_out()))
        return (s.turn, s.turns, tuple(pl.hand_faces(pl.opp)), self.names[pl.opp])

    def seats_key(self) -> tuple:
        s = self.shown
        n = s.players
        return (s.figure_states(), s.positions(), s.chosen, s.current, s.to_move,
                tuple(len(s.hand(q)) for q in range(n)),
                tuple(s.library_size(q) for q in range(n)),
                tuple(len(s.grave(q)) for q in range(n)), s.enchant_counts(), len(s.buffs),
                self._card_choices(), tuple(self.names), s.glyphs())

    def draw_top(self, surface) -> None:
        s = self.shown
        pl = self.places
        x, y = self.table.layout.top.topleft
        turn = max(1, s.turn)
        lab = text.render(f"Turn {turn} of {s.turns}", 15, palette.TEXT, text.BOLD)
        surface.blit(lab, (x, y + 8))
        px = x + 118
        n = s.turns
        room = 420
        if pl.multi:         # whose turn (at least "Your turn") and the scores keep theirs
            right = self.table.layout.undo.x - 8
            room = max(120, min(300, right - px - 12 - 42 - WHO_MIN - self._scores_w()))
        step, width = track_size(n, room)
        if pl.multi:
            self._draw_track(surface, px, y, n, step, turn)
            self._draw_whose_turn(surface, px + width + 12, y)
            return
        self._draw_track(surface, px, y, n, step, turn)
        # the opponent's hand, face down (face up when the table sees every hand)
        n_hand = len(s.hand(pl.opp))
        hx = px + width + 14
        label = text.fit(f"{self.names[pl.opp]}'s hand", 12, 110, palette.TEXT_DIM)
        surface.blit(label, (hx, y + 11))
        bx = hx + label.get_width() + 8
        pl.strip_cards = self._open_strip(surface, pl.hand_faces(pl.opp), bx, y + 3)
        if pl.strip_cards:
            return
        back = P.small_back()
        for k in range(min(n_hand, 7)):
            surface.blit(back, (bx + k * 12, y + 3))

    def _open_strip(self, surface, faces: list, x: int, y: int) -> list:
        """The opponent's cards face up in the top strip, small (the zoom reads them on
        hover: the cards part asks ``places.strip_cards``), when they are seen (a replay
        showing every hand); [(card, rect)], [] when none is."""
        if not faces or any(sp < 0 for sp in faces):
            return []
        w, h = P.small_back().get_size()
        right = min(self.table.layout.top.right, self.table.layout.undo.x - 8) - 4
        n = len(faces)
        step = w + 2 if n == 1 else min(w + 2, max(6, (right - x - w) // (n - 1)))
        out = [(sp, pygame.Rect(x + k * step, y, w, h)) for k, sp in enumerate(faces)]
        for sp, r in out:
            surface.blit(self.spell_faces.get(sp, r.size), r)
        return out

    def _open_row(self, surface, r: pygame.Rect) -> list:
        """The opponent's hand face up at a readable size (the cards of your own hand,
        smaller) under the status line of the "what to do now" box, which has nothing
        else to show in a replay: when every hand is shown in a Duel (the turn track's
        strip draws them too small to read). [(card, rect)] as drawn, [] when none."""
        pl = self.places
        if pl.multi or not self.table.sees_all:
            return []
        faces = pl.hand_faces(pl.opp)
        if not faces or any(sp < 0 for sp in faces):
            return []
        top = r.y + 25
        label = text.fit(f"{self.names[pl.opp]}'s hand", 11, 80, palette.TEXT_DIM, text.BOLD)
        surface.blit(label, label.get_rect(topright=(r.right - 10, r.y + 8)))
        h = r.bottom - 5 - top
        w = round(h * L.HAND_CARD[0] / L.HAND_CARD[1])
        n = len(faces)
        room = r.w - 20
        step = w + 4 if n * (w + 4) - 4 <= room else (room - w) // max(1, n - 1)
        out = [(sp, pygame.Rect(r.x + 10 + k * step, top, w, h))
               for k, sp in enumerate(faces)]
        for sp, cr in out:
            surface.blit(self.spell_faces.get(sp, cr.size), cr)
        return out

    @staticmethod
    def _draw_track(surface, px: int, y: int, n: int, step: int, turn: int) -> None:
        """The turn track: a box per turn, the turn now lit, every fifth outlined; a
        track longer than ``TRACK_MARKS`` is one bar filled as far as the turn (the
        drawing never grows with the number of turns)."""
        if n > TRACK_MARKS:
            r = pygame.Rect(px, y + 11, TRACK_MARKS * step - 3, 14)
            draw.rect(surface, (50, 56, 72), r, border_radius=3)
            done = r.w * min(max(turn, 0), n) // max(1, n)
            if done > 0:
                draw.rect(surface, palette.ACCENT, (r.x, r.y, done, r.h),
                                 border_radius=3)
            draw.rect(surface, palette.TEXT_DIM, r, 1, border_radius=3)
            return
        w = step - 3 if step >= 8 else step - 1
        for k in range(1, n + 1):
            r = pygame.Rect(px + (k - 1) * step, y + 11, w, 14)
            done = k < turn
            now = k == turn
            fill = palette.ACCENT if now else (palette.ACCENT_DARK if done else (50, 56, 72))
            draw.rect(surface, fill, r, border_radius=3 if w > 4 else 1)
            if k % 5 == 0 and not now:
                draw.rect(surface, palette.TEXT_DIM, r, 1, border_radius=3 if w > 4 else 1)

    def _draw_whose_turn(self, surface, x: int, y: int) -> None:
        """At 3-5 seats: whose turn it is (its symbol, its name) and the score the end
        counts, live: each team's points on the battlefield (the Skirmish) or each seat's
        points on the purple spaces (the Melee)."""
        s = self.shown
        pl = self.places
        right = self.table.layout.undo.x - 8
        p = s.current if s.turn >= 1 else s.to_move
        if s.to_move is not None and p is not None and 0 <= p < pl.players:
            colour, mark = self.seat_look(p)
            surface.blit(FG.mark_surface(mark, 22, colour, palette.ACCENT), (x, y + 7))
            name = self.names[p]
            who = "Your turn" if pl.mine(p) \
                else f"{name}{chr(39) if name.endswith('s') else chr(39) + 's'} turn"
            if s.turn < 1:
                who = "You place" if pl.mine(p) else f"{name} places"
            # the Melee's scores keep their room: a long name gives way (issue 23 §7,
            # a seat's purple points read "1…")
            img = text.fit(who, 15, max(WHO_MIN, min(150, right - x - 42 - self._scores_w())),
                           palette.ACCENT, text.BOLD)
            surface.blit(img, (x + 28, y + 9))
            x += 28 + img.get_width() + 14
        live = Battle(self.table.state)
        if live.scored_on_purple:
            lab = text.render("Purple:", 12, P.PURPLE, text.BOLD)
            surface.blit(lab, (x, y + 11))
            x += lab.get_width() + 6
            room = max(min(MELEE_ROOM, (right - x) // pl.players), self._score_w())
            for q in range(pl.players):
                colour, mark = self.seat_look(q)
                surface.blit(FG.mark_surface(mark, 16, colour), (x, y + 10))
                v = text.fit(str(s.purple_points(q)), 13, room - 20, palette.TEXT, text.BOLD)
                surface.blit(v, (x + 18, y + 10))
                x += room
        elif live.teams:
            teams = live.teams
            room = min(TEAM_ROOM, (right - x) // len(teams))
            for i, team in enumerate(teams):
                pic = art.emblem(FG.TEAM_MARKS[i], 16, FG.TEAM_COLOURS[i])
                surface.blit(pic, (x, y + 9))
                pts = sum(s.points(q) for q in team)
                mine = any(self.places.mine(q) for q in team)
                label = f"{'Your team' if mine else f'Team {i + 1}'}: {pts}"
                img = text.fit(label, 12, room - 24, FG.TEAM_COLOURS[i], text.BOLD)
                surface.blit(img, (x + 20, y + 11))
                x += room

    def _score_w(self) -> int:
        """What a seat's purple points take of the top bar: its mark and the widest
        score (three digits)."""
        return 20 + max(text.width_of(str(self.shown.purple_points(q)), 13, text.BOLD)
                        for q in range(self.places.players)) + 4

    def _scores_w(self) -> int:
        """What the Melee's scores take of the top bar ("Purple:" and every seat's)."""
        if not self.purple_scores():
            return 0
        return text.width_of("Purple:", 12, text.BOLD) + 6 + \
            self.places.players * self._score_w()

    def _chosen(self, s: Battle, c: int, seat: int) -> bool:
        """Card ``c`` is the one chosen for ``seat``'s turn now."""
        return s.chosen == c and s.current == seat and s.to_move is not None

    def draw_seats(self, surface) -> None:
        s = self.shown
        pl = self.places
        legal = set(self._card_choices())
        if pl.multi:
            for seat in pl.seat_order():
                P.draw_compact_head(surface, self, seat, pl.seat_panel(seat))
                for cards, r in pl.card_rows(seat):
                    self._draw_row(surface, s, seat, cards, r, legal, True)
            return
        for seat in (pl.opp, pl.me):
            P.draw_seat_head(surface, self, seat, pl.seat_panel(seat))
            for cards, r in pl.card_rows(seat):
                self._draw_row(surface, s, seat, cards, r, legal, False)

    def _draw_row(self, surface, s: Battle, seat: int, cards: list, r: pygame.Rect,
                  legal: set, compact: bool) -> None:
        """An army card's row (a compact one at 3-5 seats), or one row for its copies:
        CHOSEN when one is the card chosen, lit when one may be chosen."""
        chosen = any(self._chosen(s, c, seat) for c in cards)
        lit = any(("card", c) in legal for c in cards)
        if len(cards) > 1:
            draw_copies_row(surface, self, cards, r, chosen, lit, compact)
        elif compact:
            P.draw_army_compact(surface, self, cards[0], r, chosen, lit)
        else:
            P.draw_army_row(surface, self, cards[0], r, chosen, lit)

    def draw_hand(self, surface) -> None:
        t = self.table
        hand = self.shown.hand(self.places.me)
        legal = set(t.human_legal())
        hidden = t.drag.hidden_keys
        area = self.table.layout.hand
        rects = L.hand_rects(len(hand), area)
        if not hand:
            img = text.render("No spell cards in your hand", 13, palette.TEXT_DIM)
            surface.blit(img, (area.x + 8, area.y + 40))
        for i, (sp, r) in enumerate(zip(hand, rects)):
            if ("spell", i) in hidden:
                continue
            surface.blit(self.spell_faces.get(sp, L.HAND_CARD), r)
            if ("cast", sp) in legal:
                draw.rect(surface, palette.LEGAL_GLOW, r.inflate(4, 4), 2,
                                 border_radius=9)

    def draw_info(self, surface) -> None:
        t = self.table
        players = self.places.players
        layout = self.table.layout
        r = layout.info
        draw.rect(surface, (30, 36, 50), r, border_radius=10)
        draw.rect(surface, palette.PANEL_BORDER, r, 1, border_radius=10)
        to_move = Battle(t.state).to_move
        replaying = replay_status(t)
        if replaying:
            lines = [replaying]
        elif to_move is None:
            lines = ["The game is over."]
        elif t.human is None:
            lines = [f"{self.names[to_move]} is playing.",
                     "The AI plays both sides." if players == 2
                     else f"The AI plays all {players} seats."]
        elif to_move != t.human:
            lines = [f"{self.names[to_move]} is thinking…"]
        else:
            d = t.decision()
            lines = [d.prompt if d is not None else ""]
            if d is not None and d.kind == "turn":
                left = d.hints.get("spells_left", 0)
                if self.moves.acting_figure() is not None:
                    lines.append("Blue: spaces it reaches (the cost) · red: figures it may "
                                 "attack · a cross: a strike as it leaves · an arrow: a fall")
                else:
                    lines.append(f"Spells left this turn: {left} · drag a figure to move or "
                                 "attack · click a spell to play it")
        y = r.y + 7
        pl = self.places
        pl.open_cards = self._open_row(surface, r) if replaying else []
        wraps = 1 if pl.open_cards else 2       # the open hand below: the status in a line
        for n, ln in enumerate(lines):
            colour = palette.TEXT if n == 0 else palette.TEXT_DIM
            weight = text.BOLD if n == 0 else text.REGULAR
            for part in text.wrap_lines(ln, 12, r.w - 20, weight)[:wraps]:
                if y + 15 > layout.end.y - 2:
                    break
                img = text.fit(part, 12, r.w - 20, colour, weight)
                surface.blit(img, (r.x + 10, y))
                y += 15

    def draw_expanded(self, surface) -> None:
        pl = self.places
        seat = pl.expanded_seat()
        if seat is None:
            return
        s = self.shown
        r = pl.expanded_rect(seat)
        colour, mark = self.seat_look(seat)
        draw.rect(surface, (26, 30, 42), r, border_radius=10)
        draw.rect(surface, colour, r, 2, border_radius=10)
        legal = set(self._card_choices())
        rows = pl.expanded_rows(seat)
        for cards, cr in rows:
            self._draw_row(surface, s, seat, cards, cr, legal, False)
        faces = pl.hand_faces(seat)
        y = r.y + 6 + len(rows) * 90
        whose = "Your hand" if pl.mine(seat) else f"{self.names[seat]}'s hand"
        if seat in self.partners():
            whose += " (your partner: you see it)"
        elif faces and all(k == Battle.hidden for k in faces):
            whose += " (hidden)"
        if not faces:
            whose += ": empty"
        surface.blit(text.fit(whose, 11, r.w - 14, palette.TEXT_DIM), (r.x + 8, y))
        for k, hr in zip(faces, pl.expanded_hand_rects(seat)):
            surface.blit(self.spell_faces.get(k, hr.size), hr)
