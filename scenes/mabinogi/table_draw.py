"""The Mabinogi Duel table's drawing: the felt, both heroes (portrait, HP, level gauge,
flames), the two rows of cells, the graves (upkeep) and resource counters, the counter
chain, the action bar, your hand and the opponent's card backs, and the card zoom."""
from __future__ import annotations

import math

import pygame

from app.ui import palette, text
from app.ui.widgets import draw_panel
from scenes.kit.animations import banner_surface
from engines.mabinogi import COUNTER, HEROES, RULES
from scenes.mabinogi import art as A
from scenes.mabinogi import layout as L

ZOOM_CARD = (236, 350)
# a creature's first skill, by what it waits for (the zoom has the whole text)
SKILL_WHEN = {"start": "Each turn", "close": "Turn end", "death": "On death",
              "battle": "Ranged", "attacked": "When hit", "front_attacks": "Evades",
              "hero_attacked": "Guards", "ally_dies": "Ally dies"}
_PHASE_WORDS = {"battle": "Battle", "closing effects": "Closing effects",
                "effect retrieval": "Effect retrieval", "finishing": "Finishing"}


class MabinogiDrawing:
    """The drawing half of :class:`scenes.mabinogi.table.MabinogiTable` (it draws
    ``shown``, the human's view as far as the animations have played it)."""

    # faces -----------------------------------------------------------------------------
    def _composed(self, key, build) -> pygame.Surface:
        cache = self.__dict__.setdefault("_composed_cache", {})
        surf = cache.get(key)
        if surf is None:
            if len(cache) > 400:
                cache.clear()
            surf = cache[key] = build()
        return surf

    def card_face(self, d: int, size, level: int, cost: int | None = None,
                  upkeep: int = 0, unit=None) -> pygame.Surface:
        """A card with its numbers: the cost (grave upkeep included, ringed orange when
        there is upkeep), its level's stars, attack / defence / HP (a creature on the
        board: its own current values)."""
        size = (int(size[0]), int(size[1]))
        if unit is not None:
            key = ("unit", d, size, unit.lvl, unit.attack, unit.df, unit.hp, unit.mhp,
                   bool(unit.sick), unit.para)
        else:
            key = ("card", d, size, level, cost, upkeep)
        return self._composed(key, lambda: self._build_face(d, size, level, cost, upkeep,
                                                            unit))

    def _build_face(self, d, size, level, cost, upkeep, unit) -> pygame.Surface:
        c = RULES.card(d)
        surf = pygame.Surface(size, pygame.SRCALPHA)
        surf.blit(self.faces.get(d, size), (0, 0))
        g = A.card_geometry(size)
        art = g["art"]
        w = size[0]
        lvl = unit.lvl if unit is not None else level
        if cost is not None:
            badge = A.cost_badge(c.res, cost, g["cost"], upkeep > 0)
            surf.blit(badge, (art.x - 1, art.y - 1))
            if upkeep:
                tag = A.outlined(f"+{upkeep}", max(8, g["cost"] // 2), (255, 170, 90))
                surf.blit(tag, (art.x + g["cost"] - 2, art.y + g["cost"] // 2))
        pips = A.level_pips(lvl, max(10, w // 11))
        surf.blit(pips, pips.get_rect(topright=(art.right - 2, art.y + 2)))
        sb = g["stats"]
        if c.kind == "summon":
            atk = unit.attack if unit is not None else c.atk[lvl - 1]
            df = unit.df if unit is not None else c.df[lvl - 1]
            hp = unit.hp if unit is not None else c.hp[lvl - 1]
            fs = max(9, sb.h - 3)
            isz = max(9, sb.h - 4)
            parts = [(A.sword(isz), str(atk), A.SWORD)]
            if df:
                parts.append((A.shield(isz), str(df), A.SHIELD_C))
            hp_col = palette.TEXT if unit is None or unit.hp >= unit.mhp else (255, 150, 140)
            parts.append((A.heart(isz), str(hp), hp_col))
            while True:
                imgs = [(ic, text.render(n, fs, col, text.BOLD)) for ic, n, col in parts]
                total = sum(ic.get_width() + t.get_width() + 1 for ic, t in imgs)
                if total + 2 * len(imgs) + 2 <= sb.w or fs <= 8:
                    break
                fs -= 1
            gap = max(2, (sb.w - total) // (len(imgs) + 1))
            x = sb.x + gap
            for ic, t in imgs:
                surf.blit(ic, ic.get_rect(midleft=(x, sb.centery)))
                x += ic.get_width() + 1
                surf.blit(t, t.get_rect(midleft=(x, sb.centery)))
                x += t.get_width() + gap
        if c.kind == "summon" and c.fx and w >= 100:        # what its skill waits for
            when = SKILL_WHEN.get(c.fx[0].on, "Skill")
            tag = text.render("✦ " + when, max(9, w // 13), (255, 240, 200), text.BOLD)
            top = art.y + 2 if cost is None else art.y + g["cost"] + 4    # under the cost
            band = pygame.Rect(art.x + 2, top, tag.get_width() + 8, tag.get_height() + 2)
            shade = pygame.Surface(band.size, pygame.SRCALPHA)
            pygame.draw.rect(shade, (20, 16, 30, 180), shade.get_rect(), border_radius=6)
            surf.blit(shade, band)
            surf.blit(tag, (band.x + 4, band.y + 1))
        if unit is not None and (unit.sick or unit.para):
            word = "Paralysed" if unit.para else "Summoning sick"
            lab = text.fit(word, max(9, w // 11), art.w - 6, (255, 240, 200), text.BOLD)
            band = pygame.Rect(art.x, art.y + art.h * 2 // 3 - lab.get_height() // 2 - 2, art.w,
                               lab.get_height() + 4)
            shade = pygame.Surface(band.size, pygame.SRCALPHA)
            shade.fill((20, 20, 40, 170) if unit.sick and not unit.para else (40, 30, 90, 190))
            surf.blit(shade, band)
            surf.blit(lab, lab.get_rect(center=band.center))
        return surf

    def hand_face(self, iid: int, size=L.HAND_CARD) -> pygame.Surface:
        s = self.shown
        p = s.owner[iid] if iid < len(s.owner) else self.me
        d = s.cdef[iid]
        lvl = s.level[p]
        up = len(s.grave[p])
        return self.card_face(d, size, lvl, RULES.card(d).cost[lvl - 1] + up, up)

    # hover / zoom --------------------------------------------------------------------
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
        elif key[0] == "chain" and key[1] < len(self.chain_view):
            return L.chain_rect(key[1], len(self.chain_view)).inflate(20, 20)
        return pygame.Rect(0, 0, 0, 0)

    def _zoom_info(self, key, size=ZOOM_CARD):
        """(face, title, text) of the card ``key`` names (card_under's keys), or None."""
        s = self.shown
        if key[0] == "hero":
            return self._hero_info(key[1], size)
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

    # drawing ---------------------------------------------------------------------------
    def _background(self) -> pygame.Surface:
        if self._bg is None:
            bg = pygame.Surface(L.SCREEN.size)
            bg.fill(palette.BG)
            pygame.draw.rect(bg, palette.TABLE_FELT_DARK, L.FELT)
            pygame.draw.rect(bg, palette.TABLE_FELT, L.FELT.inflate(-8, -8), border_radius=14)
            for side in (0, 1):
                row = pygame.Rect(L.CELLS_X - 6, L.ROW_Y[side] - 2, L.OPP_BAND.w + 12, L.ROW_H + 4)
                draw_panel(bg, row, fill=(22, 58, 48) if side else (48, 36, 40), border=None,
                           radius=12, alpha=210)
                for lane in range(5):
                    r = L.cell(side, lane)
                    draw_panel(bg, r, fill=(18, 44, 38) if side else (40, 28, 32),
                               border=(70, 110, 96) if side else (110, 76, 80), radius=10,
                               alpha=230)
                    num = text.render(str(lane + 1), 40, (60, 96, 84) if side else (96, 66, 70),
                                      text.BOLD)
                    bg.blit(num, num.get_rect(center=r.center))
                draw_panel(bg, L.hero_panel(side), fill=(34, 40, 54), border=palette.PANEL_BORDER,
                           radius=12, alpha=240)
                draw_panel(bg, L.side_panel(side), fill=(34, 34, 44), border=palette.PANEL_BORDER,
                           radius=12, alpha=240)
                sp = L.side_panel(side)
                gi = A.grave_icon(14)
                bg.blit(gi, (sp.x + 8, sp.y + 5))
                bg.blit(text.render("Grave", 13, palette.TEXT_DIM, text.BOLD), (sp.x + 25, sp.y + 5))
            for lane in range(5):
                r = L.cell(1, lane)
                lab = text.render(f"lane {lane + 1}", 11, (150, 170, 160))
                bg.blit(lab, lab.get_rect(center=(r.centerx, L.SEAM_Y)))
                pygame.draw.line(bg, (90, 120, 110), (r.centerx, L.SEAM_Y - 8),
                                 (r.centerx, L.SEAM_Y - 5), 1)
            draw_panel(bg, L.BAR, fill=(30, 34, 46), border=palette.PANEL_BORDER, radius=10,
                       alpha=235)
            draw_panel(bg, L.HAND, fill=(40, 30, 26), border=(120, 90, 60), radius=14, alpha=235)
            self._bg = bg.convert() if pygame.display.get_surface() else bg
        return self._bg

    def draw(self, surface) -> None:
        surface.blit(self._background(), (0, 0))
        s = self.shown
        self._draw_opp_hand(surface)
        for seat in (self.opp, self.me):
            self._draw_hero(surface, seat)
            self._draw_side(surface, seat)
        self._draw_cells(surface)
        self._draw_chain(surface)
        self._draw_prompt(surface)
        self.log.draw(surface)
        if self.log.collapsed:
            self._draw_inspector(surface)
        for b in self.buttons:
            b.draw(surface)
        if self.level_button.visible and self.level_button.enabled:
            k = 0.5 + 0.5 * math.sin(self.time * 5)          # a full gauge: level up!
            pygame.draw.rect(surface, (255, 214 - int(60 * k), 90),
                             self.level_button.rect.inflate(6, 6), width=2 + int(2 * k),
                             border_radius=12)
        self.drag.draw_targets(surface)
        self._draw_hand(surface)
        self.queue.draw(surface)
        for a in self.overlays:
            a.draw(surface)
        if self.popup is not None and not self.queue.busy:
            self.popup.draw(surface)
        for fn in list(self.draw_hooks):
            fn(surface)
        self.drag.draw_overlay(surface)
        if self.zoom_key is not None and self.drag.dragging is None:
            self._draw_zoom(surface)
        del s

    def _draw_opp_hand(self, surface) -> None:
        s = self.shown
        q = self.opp
        hand = s.hand[q]
        n = len(hand)
        for k in range(n):
            r = L.back_rect(k, n)
            surface.blit(A.card_back(L.BACK), r)
        who = self.names[q]
        lab = text.fit(f"{who}'s hand", 13, L.HERO_W, palette.TEXT_DIM, text.BOLD)
        surface.blit(lab, (L.HERO_X + 4, 8))
        cnt = text.render(f"{n} card{'s' if n != 1 else ''}", 15, palette.TEXT, text.BOLD)
        surface.blit(cnt, (L.HERO_X + 4, 26))

    def _draw_hero(self, surface, seat: int) -> None:
        s = self.shown
        side = self.side(seat)
        panel = L.hero_panel(side)
        if s.current == seat and s.to_move is not None:
            pygame.draw.rect(surface, palette.ACCENT, panel.inflate(4, 4), width=3,
                             border_radius=14)
        name = self.names[seat]
        hero = HEROES[s.hero[seat]]
        surface.blit(text.fit(name, 15, panel.w - 12, palette.TEXT, text.BOLD),
                     (panel.x + 7, panel.y + 4))
        pr = L.portrait_rect(side)
        img = A.portrait(s.hero[seat], pr.h)
        surface.blit(img, img.get_rect(center=pr.center))
        if self.flash.get(("hero", seat)):
            pygame.draw.rect(surface, (255, 230, 140), pr.inflate(6, 6), width=3, border_radius=12)
        sub = text.fit(hero.name, 11, panel.w - 12, palette.TEXT_DIM)
        surface.blit(sub, (panel.x + 7, pr.bottom + 1))
        # HP bar
        y = pr.bottom + 17
        bar = pygame.Rect(panel.x + 7, y, panel.w - 14, 18)
        pygame.draw.rect(surface, (60, 24, 28), bar, border_radius=6)
        frac = max(0.0, min(1.0, s.hp[seat] / max(1, s.mhp[seat])))
        fill = bar.copy()
        fill.w = max(0, round(bar.w * frac))
        pygame.draw.rect(surface, A.HEART, fill, border_radius=6)
        pygame.draw.rect(surface, palette.CARD_EDGE, bar, width=1, border_radius=6)
        surface.blit(A.heart(14), (bar.x + 3, bar.y + 2))
        hp = A.outlined(f"{s.hp[seat]}/{s.mhp[seat]}", 13)
        surface.blit(hp, hp.get_rect(midleft=(bar.x + 20, bar.centery)))
        if s.hdef[seat]:
            dl = A.outlined(f"DEF {s.hdef[seat]}", 11, A.SHIELD_C)
            surface.blit(dl, dl.get_rect(midright=(bar.right - 3, bar.centery)))
        # level gauge
        y = bar.bottom + 5
        lv = s.level[seat]
        need = RULES.xp_needed(s, seat)
        lab = text.render(f"Lv {lv}", 13, palette.ACCENT, text.BOLD)
        surface.blit(lab, (panel.x + 7, y))
        gauge = pygame.Rect(panel.x + 46, y + 3, panel.w - 53, 11)
        pygame.draw.rect(surface, (30, 30, 40), gauge, border_radius=5)
        if need is None:
            pygame.draw.rect(surface, palette.ACCENT, gauge, border_radius=5)
            t = text.render("MAX", 9, palette.TEXT_DARK, text.BOLD)
            surface.blit(t, t.get_rect(center=gauge.center))
        else:
            total = s.xp[seat] + need
            k = min(1.0, s.xp[seat] / max(1, total))
            g = gauge.copy()
            g.w = round(gauge.w * k)
            full = need == 0
            pulse = 0.5 + 0.5 * math.sin(self.time * 6) if full else 0
            pygame.draw.rect(surface, (90 + int(100 * pulse), 200, 110) if full else (110, 180, 230),
                             g, border_radius=5)
            t = text.render("FULL" if full else f"{s.xp[seat]}/{total} XP", 9,
                            palette.TEXT, text.BOLD)
            surface.blit(t, t.get_rect(center=gauge.center))
        pygame.draw.rect(surface, palette.CARD_EDGE, gauge, width=1, border_radius=5)
        # flames: the actions left (lit) of the hero's level
        y = gauge.bottom + 4
        mine_now = s.current == seat and s.to_move is not None
        left = s.actions if mine_now else 0
        for k in range(lv):
            surface.blit(A.flame(20, k < left), (panel.x + 7 + k * 22, y))
        word = f"{left} action{'s' if left != 1 else ''}" if mine_now else "waiting"
        surface.blit(text.render(word, 11, palette.TEXT_DIM), (panel.x + 10 + lv * 22, y + 4))

    def _draw_side(self, surface, seat: int) -> None:
        s = self.shown
        side = self.side(seat)
        gr = L.grave_rect(side)
        grave = s.grave[seat]
        up = len(grave)
        if grave and s.cdef[grave[-1]] >= 0:
            for k in range(min(3, up - 1), 0, -1):
                pygame.draw.rect(surface, (20, 20, 26), gr.move(k * 2, -k * 2), border_radius=8)
            face = self.faces.get(s.cdef[grave[-1]], (gr.w - 12, gr.h - 6))
            surface.blit(face, (gr.x + 6, gr.y + 3))
            shade = pygame.Surface(face.get_size(), pygame.SRCALPHA)
            shade.fill((20, 10, 30, 90))
            surface.blit(shade, (gr.x + 6, gr.y + 3))
        else:
            pygame.draw.rect(surface, (60, 60, 74), gr.inflate(-10, -4), width=2, border_radius=8)
            e = text.render("empty", 12, palette.TEXT_DIM)
            surface.blit(e, e.get_rect(center=gr.center))
        tag = A.outlined(f"upkeep +{up}", 12, (255, 170, 90) if up else palette.TEXT_DIM)
        surface.blit(tag, tag.get_rect(midtop=(gr.centerx, gr.bottom + 3)))
        if up:
            n = A.outlined(str(up), 16)
            surface.blit(n, n.get_rect(bottomright=(gr.right - 4, gr.bottom - 4)))
        for k, r in enumerate(s.kinds[seat]):
            chip = A.res_chip(r, s.res[seat][r], 24, s.res[seat][r] == 0)
            surface.blit(chip, L.res_pos(side, k))

    def _draw_cells(self, surface) -> None:
        s = self.shown
        for seat in (0, 1):
            side = self.side(seat)
            for lane in range(5):
                u = s.board[seat][lane]
                r = L.cell(side, lane)
                if u is None:
                    continue
                off = self.offsets.get((seat, lane), (0, 0))
                face = self.card_face(u.d, L.CELL, u.lvl, unit=u)
                dest = r.move(off)
                if u.owner != seat:            # controlled for the turn: tinted edge
                    pygame.draw.rect(surface, (200, 120, 255), dest.inflate(6, 6), width=3,
                                     border_radius=12)
                surface.blit(face, dest)
                if self.flash.get((seat, lane)):
                    k = min(1.0, self.flash[(seat, lane)] * 2)
                    glow = pygame.Surface(dest.size, pygame.SRCALPHA)
                    pygame.draw.rect(glow, (255, 236, 150, int(120 * k)), glow.get_rect(),
                                     width=5, border_radius=10)
                    surface.blit(glow, dest)
        # the attackers move over the others
        for (seat, lane), off in self.offsets.items():
            u = s.board[seat][lane]
            if u is not None and off != (0, 0):
                surface.blit(self.card_face(u.d, L.CELL, u.lvl, unit=u),
                             L.cell(self.side(seat), lane).move(off))

    def _draw_chain(self, surface) -> None:
        chain = self.chain_view
        n = len(chain)
        if not n:
            return
        if n > 1:
            head = banner_surface("Counter chain: resolves from the top", (40, 30, 60),
                                  palette.ACCENT, 14)
            top = L.chain_rect(n - 1, n)
            surface.blit(head, head.get_rect(midbottom=(L.BOARD.centerx, top.y - 6)))
        for iid, (seat, lane) in getattr(self, "chain_targets", {}).items():
            k = next((k for k, c in enumerate(chain) if c[2] == iid), None)
            if k is None:
                continue
            start = L.chain_rect(k, n).center
            end = self.target_point(seat, lane)
            pygame.draw.line(surface, (255, 120, 90), start, end, 4)
            pygame.draw.circle(surface, (255, 120, 90), end, 14, 4)
            pygame.draw.circle(surface, (255, 120, 90), end, 4)
        for k, (owner, d, iid, countered) in enumerate(chain):
            r = L.chain_rect(k, n)
            if d < 0:
                surface.blit(A.card_back(r.size), r)
                continue
            lvl = self.shown.level[owner]
            face = self.card_face(d, r.size, lvl)
            pygame.draw.rect(surface, palette.SEAT_COLOURS[owner % 8], r.inflate(6, 6),
                             border_radius=12)
            surface.blit(face, r)
            num = A.outlined(str(k + 1), 18, palette.ACCENT)
            surface.blit(num, num.get_rect(center=(r.x + 4, r.bottom - 6)))
            if countered:
                pygame.draw.line(surface, palette.BAD, r.topleft, r.bottomright, 6)
                pygame.draw.line(surface, palette.BAD, r.topright, r.bottomleft, 6)
                lab = A.outlined("countered", 14, palette.BAD)
                surface.blit(lab, lab.get_rect(center=r.center))

    def _prompt(self) -> str:
        s = self.state
        if self.queue.busy:              # what is being shown, not what comes next
            sh = self.shown
            who = "Your" if sh.current == self.human else f"{self.names[sh.current]}'s"
            phase = self.phase_label or "turn"
            return f"{who} {phase}{'' if phase == 'turn' else ' phase'}…"
        if s.to_move is None:
            return "The duel is over."
        if self.human is None:
            return f"{self.names[s.to_move]} is playing."
        if s.to_move != self.human:
            if s.phase == COUNTER:
                return f"{self.names[s.to_move]} may counter your card…"
            return f"{self.names[s.to_move]}'s turn."
        if s.phase == COUNTER:
            return "Counter the card on the chain, or let it resolve."
        n = s.actions
        if not any(a[0] in ("summon", "cast") for a in self.legal()):
            return "Nothing affordable: Charge or discard"
        return f"Your turn: {n} action{'s' if n != 1 else ''} left — drag a card."

    def _draw_prompt(self, surface) -> None:
        """The prompt, after the flames of the player whose turn it is (their side's
        fire, as on the original table: lit ones are the actions left)."""
        sh = self.shown
        x = L.PROMPT.x
        if sh.to_move is not None or self.queue.busy:
            seat = sh.current
            lv = sh.level[seat]
            left = sh.actions if self.phase_label in ("", "action") else 0
            for k in range(lv):
                img = A.flame(26, k < left)
                surface.blit(img, img.get_rect(midleft=(x + k * 22, L.PROMPT.centery)))
            x += lv * 22 + 10
        img = text.fit(self._prompt(), 15, L.PROMPT.right - x, palette.TEXT, text.BOLD)
        surface.blit(img, img.get_rect(midleft=(x, L.PROMPT.centery)))

    def _draw_hand(self, surface) -> None:
        s = self.shown
        if self.human is None:
            hand = s.hand[self.me]
        else:
            hand = s.hand[self.me]
        n = len(hand)
        lab = text.render(f"{'Your' if self.human is not None else self.names[self.me] + chr(39) + 's'}"
                          f" hand: {n} card{'s' if n != 1 else ''}", 13, palette.TEXT_DIM,
                          text.BOLD)
        surface.blit(lab, (L.HAND.x + 12, L.HAND.y + 8))
        lift = self._lifted()
        hidden = self.drag.hidden_keys if hasattr(self.drag, "hidden_keys") else set()
        playable = set()
        if self.can_act() and s.phase != COUNTER:
            for a in self.legal():
                if a[0] in ("summon", "cast"):
                    playable.add(a[1])
        shine = self.flourish
        for k, iid in enumerate(hand):
            if ("hand", iid) in hidden or s.cdef[iid] < 0:
                continue
            r = L.hand_card(k, n, iid in lift)
            if iid in playable:
                pygame.draw.rect(surface, palette.LEGAL_GLOW, r.inflate(6, 6), width=2,
                                 border_radius=10)
            surface.blit(self.hand_face(iid), r)
            if shine > 0:
                a = int(200 * math.sin(min(1.0, shine / 1.4) * math.pi))
                y = r.y + int((1 - shine / 1.4) * r.h)
                band = pygame.Surface((r.w, 16), pygame.SRCALPHA)
                band.fill((255, 240, 170, max(0, a) // 2))
                surface.blit(band, (r.x, max(r.y, min(r.bottom - 16, y))))
                pygame.draw.rect(surface, (255, 230, 140), r, width=2, border_radius=8)
