"""The Mabinogi Duel table's card zoom: what lies under the mouse (a card of your
hand, a creature, a card on the counter chain, a hero), shown large with its whole text
near it, or, while the log is hidden, in the log's column."""
from __future__ import annotations

import pygame

from app.ui import palette, text
from app.ui.widgets import draw_panel
from engines.mabinogi import HEROES, RULES
from scenes.mabinogi import art as A
from scenes.mabinogi import layout as L

ZOOM_CARD = (236, 350)


class MabinogiZoom:
    """The zoom half of the table's drawing (a mixin)."""

    def card_under(self, pos):
        s = self.shown
        if self.human is not None:
            hand = s.hand[self.me]
            lift = self._lifted()
            for k in range(len(hand) - 1, -1, -1):
                if L.hand_card(k, len(hand), hand[k] in lift).collidepoint(pos):
                    return ("hand", hand[k]) if s.cdef[hand[k]] >= 0 else None
        for seat in (0, 1):
            for lane in range(5):
                if s.board[seat][lane] is not None and \
                        L.cell(self.side(seat), lane).collidepoint(pos):
                    return ("unit", seat, lane)
        n = len(self.chain_view)
        for k in range(n - 1, -1, -1):
            if L.chain_rect(k, n).collidepoint(pos):
                return ("chain", k)
        for seat in (0, 1):
            if L.portrait_rect(self.side(seat)).collidepoint(pos):
                return ("hero", seat)
        if L.OPP_BAND.collidepoint(pos):             # a card of theirs you have seen
            hand = s.hand[self.opp]
            for k, iid in enumerate(hand):
                if s.cdef[iid] >= 0 and L.back_rect(k, len(hand)).collidepoint(pos):
                    return ("seen", iid)
        return None

    def _zoom_area(self) -> pygame.Rect:
        key = self.zoom_key
        if key is None:
            return pygame.Rect(0, 0, 0, 0)
        if key[0] == "hand":
            hand = self.shown.hand[self.me]
            if key[1] in hand:
                return L.hand_card(hand.index(key[1]), len(hand)).inflate(20, 40)
        elif key[0] == "unit":
            return L.cell(self.side(key[1]), key[2]).inflate(20, 20)
        elif key[0] == "hero":
            return L.portrait_rect(self.side(key[1])).inflate(20, 20)
        elif key[0] == "seen":
            hand = self.shown.hand[self.opp]
            if key[1] in hand:
                return L.back_rect(hand.index(key[1]), len(hand)).inflate(20, 20)
        elif key[0] == "chain" and key[1] < len(self.chain_view):
            return L.chain_rect(key[1], len(self.chain_view)).inflate(20, 20)
        return pygame.Rect(0, 0, 0, 0)

    def _zoom_info(self, key, size=ZOOM_CARD):
        """(face, title, text) of the card ``key`` names (card_under's keys), or None."""
        s = self.shown
        if key[0] == "hero":
            return self._hero_info(key[1], size)
        if key[0] == "seen":
            if key[1] not in s.hand[self.opp] or s.cdef[key[1]] < 0:
                return None
            d = s.cdef[key[1]]
            lvl = s.level[self.opp]
            up = len(s.grave[self.opp])
            face = self.card_face(d, size, lvl, RULES.card(d).cost[lvl - 1] + up, up)
            whose = self.names[self.opp]
            head = (f"In {whose}'s hand: you have seen it. Level {lvl}.\n"
                    f"{RULES.stat_line(d, lvl)}")
            return face, RULES.card(d).name, f"{head}\n{RULES.card_text(d, lvl)}".strip()
        if key[0] == "hand":
            if key[1] not in s.hand[self.me]:
                return None
            d = s.cdef[key[1]]
            lvl = s.level[self.me]
            up = len(s.grave[self.me])
            face = self.card_face(d, size, lvl, RULES.card(d).cost[lvl - 1] + up, up)
            where = "In your hand"
            extra = f" (cost {RULES.card(d).cost[lvl - 1]} + {up} grave upkeep)" if up else ""
        elif key[0] == "unit":
            u = s.board[key[1]][key[2]]
            if u is None:
                return None
            d, lvl = u.d, u.lvl
            face = self.card_face(d, size, lvl, unit=u)
            state = []
            if u.sick:
                state.append("summoning sick: no attack ticket yet")
            if u.para:
                state.append(f"paralysed ({u.para})")
            where = f"Lane {key[2] + 1}" + (": " + ", ".join(state) if state else "")
            extra = ""
        else:
            if key[1] >= len(self.chain_view):
                return None
            owner, d = self.chain_view[key[1]][0], self.chain_view[key[1]][1]
            if d < 0:
                return None
            lvl = s.level[owner]
            face = self.card_face(d, size, lvl)
            where, extra = "On the counter chain", ""
        c = RULES.card(d)
        head = f"{where}. Level {lvl}{extra}.\n{RULES.stat_line(d, lvl)}"
        if c.fx:
            body = f"{head}\n{RULES.card_text(d, lvl)}\nLevels 1/2/3: {RULES.card_text(d)}"
        else:
            body = head + ("\nA summoning card with no skill." if c.kind == "summon" else "")
        return face, c.name, body

    def _hero_info(self, seat: int, size):
        """A hero's portrait, large, with its HP, level, XP and deck resources."""
        s = self.shown
        hero = HEROES[s.hero[seat]]
        need = RULES.xp_needed(s, seat)
        xp = "top level" if need is None else f"{need} XP to the next level"
        res = ", ".join(A.RES[r][0] for r in s.kinds[seat])
        body = (f"{self.names[seat]}'s hero. {hero.text}\nHP {s.hp[seat]} of "
                f"{s.mhp[seat]}{f', defence {s.hdef[seat]}' if s.hdef[seat] else ''}. "
                f"Level {s.level[seat]} ({xp}): {s.level[seat]} action"
                f"{'s' if s.level[seat] != 1 else ''} a turn.\nResources: {res}. Grave: "
                f"{len(s.grave[seat])} card{'s' if len(s.grave[seat]) != 1 else ''} "
                f"(upkeep +{len(s.grave[seat])}).")
        return A.portrait(s.hero[seat], min(size)), hero.name, body

    def _draw_zoom(self, surface) -> None:
        info = self._zoom_info(self.zoom_key)
        if info is None:
            return
        face, title, body = info
        anchor = self._zoom_area().center
        self.zoomer.draw_zoom(surface, face, title, body, (anchor[0], min(anchor[1], 360)))

    def _draw_inspector(self, surface) -> None:
        """With the log hidden its column shows the card under the mouse (the last one
        looked at stays), large, with its whole text."""
        area = pygame.Rect(L.LOG.x, L.LOG.y, L.LOG.w, L.LOG_FOOT.y - L.LOG.y - 4)
        draw_panel(surface, area, fill=(30, 34, 46), border=palette.PANEL_BORDER, radius=12,
                   alpha=240)
        key = self.card_under(self.mouse) if self.drag.dragging is None else None
        if key is not None:
            self._inspected = key
        key = getattr(self, "_inspected", None)
        info = self._zoom_info(key, (200, 296)) if key is not None else None
        if info is None:
            self._inspected = None
            lines = ["Rest the mouse on a card: it shows here, large, with its text.",
                     "Press L or click the header below to bring the log back."]
            y = area.y + 16
            for line in lines:
                img = text.render_wrapped(line, 14, area.w - 28, palette.TEXT_DIM)
                surface.blit(img, (area.x + 14, y))
                y += img.get_height() + 10
            return
        face, title, body = info
        surface.blit(face, face.get_rect(midtop=(area.centerx, area.y + 10)))
        y = area.y + 16 + face.get_height()
        t = text.fit(title, 18, area.w - 28, palette.ACCENT, text.BOLD)
        surface.blit(t, (area.x + 14, y))
        y += t.get_height() + 4
        room = area.bottom - 8 - y
        short = body.split("\nLevels 1/2/3")[0]
        for words, size in ((body, 13), (body, 12), (short, 13), (short, 12), (short, 11)):
            img = text.render_wrapped(words, size, area.w - 28, palette.TEXT)
            if img.get_height() <= room:
                break
        surface.blit(img, (area.x + 14, y))
