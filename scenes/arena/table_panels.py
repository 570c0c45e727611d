"""The Arena table's parts around the battlefield (a mixin of
:class:`scenes.arena.table_draw.ArenaDrawing`): the turn track with the opponent's hand
face down, the seat panels (header, army cards, the chosen one lit), your spell hand, what
to do now, and the card zoom (with what lies on an army card). The turn track and the
seat panels are drawn once into cached surfaces and drawn again only when what they show
changes.
"""
from __future__ import annotations

import pygame

from app.ui import palette, text
from engines.arena import RULES
from scenes.arena import layout as L
from scenes.arena import panels as P


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
        step = min(16, 420 // max(1, n))
        for k in range(1, n + 1):
            r = pygame.Rect(px + (k - 1) * step, y + 11, step - 3, 14)
            done = k < turn
            now = k == turn
            fill = palette.ACCENT if now else (palette.ACCENT_DARK if done else (50, 56, 72))
            pygame.draw.rect(surface, fill, r, border_radius=3)
            if k % 5 == 0:
                pygame.draw.rect(surface, palette.TEXT_DIM, r, 1, border_radius=3)
        # the opponent's hand, face down
        n_hand = len(s.hand[self.opp])
        hx = px + n * step + 14
        label = text.fit(f"{self.names[self.opp]}'s hand", 12, 110, palette.TEXT_DIM)
        surface.blit(label, (hx, y + 11))
        back = P.small_back()
        bx = hx + label.get_width() + 8
        for k in range(min(n_hand, 7)):
            surface.blit(back, (bx + k * 12, y + 3))

    def _draw_seats(self, surface) -> None:
        s = self.shown
        legal = set(a for a in self.human_legal() if a[0] == "card") \
            if self.popup is None else set()
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
            lines = [f"{self.names[s.to_move]} is playing.", "The AI plays both sides."]
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
