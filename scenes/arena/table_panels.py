"""The Arena table's parts around the battlefield (a mixin of
:class:`scenes.arena.table_draw.ArenaDrawing`): the turn track with the opponent's hand
face down, the seat panels (header, army cards, the chosen one lit), your spell hand, what
to do now, and the card zoom (with what lies on an army card). The turn track and the
seat panels are drawn once into cached surfaces and drawn again only when what they show
changes.
"""
from __future__ import annotations

import pygame

from app.ui import art, palette, text
from engines.arena import RULES
from engines.arena.state import HIDDEN
from scenes.arena import figures as FG
from scenes.arena import layout as L
from scenes.arena import panels as P


EXPAND_CARD = (72, 100)          # a spell card in an expanded seat


class ArenaPanels:
    # around the battlefield ------------------------------------------------------------
    def _cached(self, surface, name: str, rect, key, draw) -> None:
        """Draw a part of the table that changes only with ``key`` from a cached surface
        (drawn with the screen's coordinates, its top-left at the screen's)."""
        cache = self.__dict__.setdefault("_part_cache", {})
        got = cache.get(name)
        if got is None or got[0] != key:
            r = pygame.Rect(rect)
            surf = pygame.Surface((r.right, r.bottom))
            surf.fill(palette.BG)
            draw(surf)
            if pygame.display.get_surface() is not None:
                surf = surf.convert()
            got = cache[name] = (key, surf)
        surface.blit(got[1], (0, 0))

    def _top_key(self) -> tuple:
        s = self.shown
        if self.multi:
            return (s.turn, s.turns, s.current, s.to_move, tuple(self.names),
                    tuple(s.score(p) for p in range(self.players)),
                    tuple(len(h) for h in s.hand), tuple(self.shown_out()))
        return (s.turn, s.turns, len(s.hand[self.opp]), self.names[self.opp])

    def _seats_key(self) -> tuple:
        s = self.shown
        legal = tuple(a for a in self.human_legal() if a[0] == "card") \
            if self.popup is None else ()
        return (tuple(s.f_dmg), tuple(s.f_zone), tuple(s.c_ctrl), s.chosen, s.current,
                s.to_move, tuple(len(h) for h in s.hand), tuple(len(x) for x in s.library),
                tuple(len(x) for x in s.grave), tuple(len(x) for x in s.c_auras),
                tuple(len(x) for x in s.c_hidden), len(s.buffs), tuple(s.at), legal,
                tuple(self.names), tuple(s.g_on))

    def _draw_top(self, surface) -> None:
        s = self.shown
        x, y = L.TOP.x, L.TOP.y
        turn = max(1, s.turn)
        lab = text.render(f"Turn {turn} of {s.turns}", 15, palette.TEXT, text.BOLD)
        surface.blit(lab, (x, y + 8))
        px = x + 118
        n = s.turns
        step = min(16, (300 if self.multi else 420) // max(1, n))
        if self.multi:
            self._draw_track(surface, px, y, n, step, turn)
            self._draw_whose_turn(surface, px + n * step + 12, y)
            return
        self._draw_track(surface, px, y, n, step, turn)
        # the opponent's hand, face down
        n_hand = len(s.hand[self.opp])
        hx = px + n * step + 14
        label = text.fit(f"{self.names[self.opp]}'s hand", 12, 110, palette.TEXT_DIM)
        surface.blit(label, (hx, y + 11))
        back = P.small_back()
        bx = hx + label.get_width() + 8
        for k in range(min(n_hand, 7)):
            surface.blit(back, (bx + k * 12, y + 3))

    @staticmethod
    def _draw_track(surface, px: int, y: int, n: int, step: int, turn: int) -> None:
        """The turn track: a box per turn, the turn now lit, every fifth outlined."""
        w = step - 3 if step >= 8 else step - 1
        for k in range(1, n + 1):
            r = pygame.Rect(px + (k - 1) * step, y + 11, w, 14)
            done = k < turn
            now = k == turn
            fill = palette.ACCENT if now else (palette.ACCENT_DARK if done else (50, 56, 72))
            pygame.draw.rect(surface, fill, r, border_radius=3 if w > 4 else 1)
            if k % 5 == 0 and not now:
                pygame.draw.rect(surface, palette.TEXT_DIM, r, 1, border_radius=3 if w > 4 else 1)

    def _draw_whose_turn(self, surface, x: int, y: int) -> None:
        """At 3-5 seats: whose turn it is (its symbol, its name) and the score the end
        counts, live: each team's points on the battlefield (the Skirmish) or each seat's
        points on the purple spaces (the Melee)."""
        s = self.shown
        right = L.UNDO.x - 8
        p = s.current if s.turn >= 1 else s.to_move
        if s.to_move is not None and p is not None and 0 <= p < self.players:
            colour, mark = self.seat_look(p)
            surface.blit(FG.mark_surface(mark, 22, colour, palette.ACCENT), (x, y + 7))
            name = self.names[p]
            who = "Your turn" if p == self.me and self.human is not None \
                else f"{name}{chr(39) if name.endswith('s') else chr(39) + 's'} turn"
            if s.turn < 1:
                who = "You place" if p == self.me and self.human is not None \
                    else f"{name} places"
            img = text.fit(who, 15, 150, palette.ACCENT, text.BOLD)
            surface.blit(img, (x + 28, y + 9))
            x += 28 + img.get_width() + 14
        if self.scenario_key() == "melee":
            lab = text.render("Purple:", 12, P.PURPLE, text.BOLD)
            surface.blit(lab, (x, y + 11))
            x += lab.get_width() + 6
            room = (right - x) // self.players
            for q in range(self.players):
                colour, mark = self.seat_look(q)
                surface.blit(FG.mark_surface(mark, 16, colour), (x, y + 10))
                v = text.fit(str(s.purple_points(q)), 13, room - 20, palette.TEXT, text.BOLD)
                surface.blit(v, (x + 18, y + 10))
                x += room
        elif self.state.config.get("teams"):
            teams = self.state.config["teams"]
            room = (right - x) // len(teams)
            for i, team in enumerate(teams):
                pic = art.emblem(FG.TEAM_MARKS[i], 16, FG.TEAM_COLOURS[i])
                surface.blit(pic, (x, y + 9))
                pts = sum(s.points(q) for q in team)
                mine = self.human is not None and self.me in team
                label = f"{'Your team' if mine else f'Team {i + 1}'}: {pts}"
                img = text.fit(label, 12, room - 24, FG.TEAM_COLOURS[i], text.BOLD)
                surface.blit(img, (x + 20, y + 11))
                x += room

    def _draw_seats(self, surface) -> None:
        s = self.shown
        legal = set(a for a in self.human_legal() if a[0] == "card") \
            if self.popup is None else set()
        if self.multi:
            for seat in self.seat_order():
                P.draw_compact_head(surface, self, seat, self.seat_panel(seat))
                for c, r in zip(s.army[seat], self.card_rects_of(seat)):
                    chosen = s.chosen == c and s.current == seat and s.to_move is not None
                    P.draw_army_compact(surface, self, c, r, chosen, ("card", c) in legal)
            return
        for seat, top in ((self.opp, True), (self.me, False)):
            rect = L.seat_rect(top)
            P.draw_seat_head(surface, self, seat, rect)
            cards = s.army[seat]
            for c, r in zip(cards, L.card_rects(rect, len(cards))):
                chosen = s.chosen == c and s.current == seat and s.to_move is not None
                P.draw_army_row(surface, self, c, r, chosen, ("card", c) in legal)

    def _draw_hand(self, surface) -> None:
        s = self.shown
        hand = s.hand[self.me]
        legal = set(self.human_legal())
        hidden = self.drag.hidden_keys
        rects = L.hand_rects(len(hand))
        if not hand:
            img = text.render("No spell cards in your hand", 13, palette.TEXT_DIM)
            surface.blit(img, (L.HAND.x + 8, L.HAND.y + 40))
        for i, (sp, r) in enumerate(zip(hand, rects)):
            if ("spell", i) in hidden:
                continue
            surface.blit(self.spell_faces.get(sp, L.HAND_CARD), r)
            if ("cast", sp) in legal:
                pygame.draw.rect(surface, palette.LEGAL_GLOW, r.inflate(4, 4), 2,
                                 border_radius=9)

    def _draw_info(self, surface) -> None:
        r = L.INFO
        pygame.draw.rect(surface, (30, 36, 50), r, border_radius=10)
        pygame.draw.rect(surface, palette.PANEL_BORDER, r, 1, border_radius=10)
        s = self.state
        if s.to_move is None:
            lines = ["The game is over."]
        elif self.human is None:
            lines = [f"{self.names[s.to_move]} is playing.",
                     "The AI plays both sides." if self.players == 2
                     else f"The AI plays all {self.players} seats."]
        elif s.to_move != self.human:
            lines = [f"{self.names[s.to_move]} is thinking…"]
        else:
            d = self.decision()
            lines = [d.prompt if d is not None else ""]
            if d is not None and d.kind == "turn":
                left = d.hints.get("spells_left", 0)
                if self._acting_figure() is not None:
                    lines.append("Blue: spaces it reaches (the cost) · red: figures it may "
                                 "attack · a cross: a strike as it leaves · an arrow: a fall")
                else:
                    lines.append(f"Spells left this turn: {left} · drag a figure to move or "
                                 "attack · click a spell to play it")
        y = r.y + 7
        for n, ln in enumerate(lines):
            colour = palette.TEXT if n == 0 else palette.TEXT_DIM
            weight = text.BOLD if n == 0 else text.REGULAR
            for part in text.wrap_lines(ln, 12, r.w - 20, weight)[:2]:
                if y + 15 > L.END.y - 2:
                    break
                img = text.fit(part, 12, r.w - 20, colour, weight)
                surface.blit(img, (r.x + 10, y))
                y += 15

    # a seat expanded (3-5 seats: hover its header) -------------------------------------
    def expanded_seat(self) -> int | None:
        """The seat whose panel is expanded: the one whose header is under the mouse (or
        was clicked: ``_expanded``), at 3-5 seats, while nothing is dragged."""
        if not self.multi or self.drag.dragging is not None or self.popup is not None:
            return None
        for seat in self.seat_order():
            if self.head_rect(seat).collidepoint(self.mouse) \
                    and not self.grave_rect(seat).collidepoint(self.mouse):
                self._expanded = seat
                return seat
        kept = getattr(self, "_expanded", None)      # the mouse went on into it
        if kept is not None and kept < self.players and (
                self.expanded_rect(kept).collidepoint(self.mouse)
                or self.head_rect(kept).collidepoint(self.mouse)):
            return kept
        self._expanded = None
        return None

    def hand_faces(self, seat: int) -> list:
        """What you see of a seat's spell cards: the cards of your hand and your partner's,
        HIDDEN (a card back) for every opponent's card."""
        hand = self.shown.hand[seat]
        seen = seat == self.me or seat in self.partners() or self.human is None
        return [sp if seen and sp >= 0 else HIDDEN for sp in hand]

    def expanded_rect(self, seat: int) -> pygame.Rect:
        """Where an expanded seat is drawn: beside the side column, level with its panel
        (kept on the screen)."""
        n = len(self.shown.army[seat])
        hand = len(self.shown.hand[seat])
        h = 8 + n * 90 + (124 if hand else 30)
        r = pygame.Rect(L.SIDE.right + 6, self.seat_panel(seat).y, L.EXPAND_W, h)
        r.bottom = min(r.bottom, L.SCREEN.bottom - 6)
        r.top = max(r.top, L.TOP.bottom + 4)         # the turn track stays in sight
        return r

    def expanded_card_rects(self, seat: int) -> list:
        r = self.expanded_rect(seat)
        return [pygame.Rect(r.x + 6, r.y + 6 + i * 90, r.w - 12, 86)
                for i in range(len(self.shown.army[seat]))]

    def expanded_hand_rects(self, seat: int) -> list:
        r = self.expanded_rect(seat)
        n = len(self.shown.hand[seat])
        y = r.y + 6 + len(self.shown.army[seat]) * 90 + 16
        cw, ch = EXPAND_CARD
        step = cw + 4 if n * (cw + 4) <= r.w - 12 else (r.w - 12 - cw) // max(1, n - 1)
        return [pygame.Rect(r.x + 6 + i * step, y, cw, ch) for i in range(n)]

    def _draw_expanded(self, surface) -> None:
        seat = self.expanded_seat()
        if seat is None:
            return
        s = self.shown
        r = self.expanded_rect(seat)
        colour, mark = self.seat_look(seat)
        pygame.draw.rect(surface, (26, 30, 42), r, border_radius=10)
        pygame.draw.rect(surface, colour, r, 2, border_radius=10)
        legal = set(a for a in self.human_legal() if a[0] == "card") \
            if self.popup is None else set()
        for c, cr in zip(s.army[seat], self.expanded_card_rects(seat)):
            chosen = s.chosen == c and s.current == seat and s.to_move is not None
            P.draw_army_row(surface, self, c, cr, chosen, ("card", c) in legal)
        faces = self.hand_faces(seat)
        y = r.y + 6 + len(s.army[seat]) * 90
        whose = "Your hand" if seat == self.me and self.human is not None \
            else f"{self.names[seat]}'s hand"
        if seat in self.partners():
            whose += " (your partner: you see it)"
        elif faces and all(k == HIDDEN for k in faces):
            whose += " (hidden)"
        if not faces:
            whose += ": empty"
        surface.blit(text.fit(whose, 11, r.w - 14, palette.TEXT_DIM), (r.x + 8, y))
        for k, hr in zip(faces, self.expanded_hand_rects(seat)):
            surface.blit(self.spell_faces.get(k, hr.size), hr)

    def _enchant_note(self, c: int) -> str:
        """What lies on army card c: its auras by name, its face-down cards counted."""
        s = self.shown
        if not 0 <= c < len(s.c_key):
            return ""
        out = ""
        auras = [RULES.spells[sp].name for sp, _ in s.c_auras[c] if sp >= 0]
        if auras:
            out += "\nAuras on it: " + ", ".join(auras) + "."
        mine = [RULES.spells[e[0]].name for e in s.c_hidden[c] if e[0] >= 0]
        n = len(s.c_hidden[c])
        if n:
            out += f"\nFace-down cards on it: {n}" + (f" ({', '.join(mine)})" if mine else "") + "."
        return out

    def _draw_zoom(self, surface) -> None:
        kind, key = self.zoom_key[:2]
        if kind == "army":
            face = self.army_faces.get(key, (236, 340))
            title, body = RULES.army[key].name, RULES.card_text(key)
            c = self.zoom_key[2] if len(self.zoom_key) > 2 else -1
            body += self._enchant_note(c)
        else:
            face = self.spell_faces.get(key, (236, 330))
            title, body = RULES.spells[key].name, RULES.spell_text(key)
        anchor = self._zoom_area().center
        self.zoomer.draw_zoom(surface, face, title, body, (anchor[0], min(anchor[1], 400)))
