"""The Arena table's drawing (a mixin of :class:`scenes.arena.table.ArenaTable`).

The battlefield: the cached terrain (scenes.arena.terrain), the lit spaces, then the
figures back to front with the columns in front of each figure blitted again over it
(painter's order from every view angle), then what is measured on top: the path a
dragged figure would take (its cost, the leaving-engagement attacks and falls on the
way), the line of sight to a target (green while clear, red from the first blocker)
with the dice each side rolls, the ruler. What stands around it is drawn by
``table_panels``.
"""
from __future__ import annotations

import math

import pygame

from app.ui import palette, sprites, text
from engines.arena import RULES
from engines.arena.board import FIT_NONE, FIT_SMALL
from engines.arena.state import FIELD
from scenes.arena import layout as L
from scenes.arena import figures as FG
from scenes.arena.table_panels import ArenaPanels
from scenes.arena.terrain import BOARD_BG, GLYPH_NAMES
from scenes.arena.view import RISE

LIT_MOVE = (110, 200, 255)
LIT_ATTACK = (240, 80, 70)
LIT_CHOICE = (255, 214, 90)
CLEAR = (90, 230, 110)
BLOCKED = (240, 70, 60)
MAX_RISE = 1.6          # the tallest figure, in hex widths (occluders reach this high)


class ArenaDrawing(ArenaPanels):
    def _background(self) -> pygame.Surface:
        bg = getattr(self, "_bg", None)
        key = tuple(self.board_area)
        if bg is None or bg[0] != key:
            surf = pygame.Surface((1280, 720))
            surf.fill(palette.BG)
            pygame.draw.rect(surf, BOARD_BG, self.board_area, border_radius=10)
            pygame.draw.rect(surf, (60, 80, 84), self.board_area, 1, border_radius=10)
            if pygame.display.get_surface() is not None:
                surf = surf.convert()
            bg = self._bg = (key, surf)
        return bg[1]

    def draw(self, surface) -> None:
        surface.blit(self._background(), (0, 0))
        self._draw_board(surface)
        self._cached(surface, "top", (0, 0, L.UNDO.x - 4, 42), self._top_key(),
                     self._draw_top)
        self._cached(surface, "seats", (0, 0, L.SIDE.right + 2, 720), self._seats_key(),
                     self._draw_seats)
        self._draw_hand(surface)
        self._draw_info(surface)
        self.log.draw(surface)
        for b in self.buttons:
            b.draw(surface)
        self._draw_expanded(surface)
        self.queue.draw(surface)
        if self.popup is not None and not self.queue.busy:
            self.popup.draw(surface)
        for fn in list(self.draw_hooks):
            fn(surface)
        self.drag.draw_overlay(surface)
        if self.zoom_key is not None and self.drag.dragging is None:
            self._draw_zoom(surface)

    # the battlefield ---------------------------------------------------------------------
    def glyph_key(self) -> tuple:
        s = self.shown
        return tuple((s.g_hex[i], s.g_key[i], s.g_side[i]) for i in range(len(s.g_hex))
                     if s.g_on[i])

    def _occluders(self, view, h: int) -> list:
        occ = view.setdefault("occ", {})
        got = occ.get(h)
        if got is None:
            cols, rank = view["columns"], view["rank"]
            b = self.shown.board
            me = cols[h].rect
            reach = pygame.Rect(me.x, me.y - int(MAX_RISE * self.cam.s * RISE), me.w,
                                me.h + int(MAX_RISE * self.cam.s * RISE))
            got = [j for j in range(b.n) if rank[j] > rank[h] and b.dist[h][j] <= 4
                   and cols[j].rect.colliderect(reach)]
            occ[h] = got
        return got

    def lit(self) -> dict:
        """{hex: (colour, label)} lit on the battlefield now."""
        out: dict = {}
        if self.ruler_on:                   # measuring: nothing else lit
            return out
        payload = self.drag.dragging
        f = None
        if payload is not None and payload[0] == "fig":
            f = payload[1]
        elif payload is not None and payload[0] == "summon":
            for h in self.summon_plan(payload[1])[1]:
                out[h] = (LIT_MOVE, "")
            return out
        elif self.selected is not None and self.can_act():
            f = self.selected
        if f is not None and self.can_act():
            p = self.plan(f)
            for h, r in p.reach.items():
                out[h] = (LIT_MOVE, str(r.cost))
            for g in p.attacks:
                for h in self.shown.hexes_of(g):
                    out[h] = (LIT_ATTACK, "")
            return out
        for h in self.lit_choice():
            out[h] = (LIT_CHOICE, "")
        return out

    def _draw_board(self, surface) -> None:
        cam = self.cam
        area = self.board_area
        view = self.terrain.view(cam, self.overlay, self.glyph_key())
        ox, oy = cam.origin()
        tl = view["topleft"]
        clip = surface.get_clip()
        surface.set_clip(area)
        lit = self.lit()
        base = self._lit_terrain(view, lit) if lit else view["surface"]
        surface.blit(base, (round(ox + tl[0]), round(oy + tl[1])))
        hover = self._lit_hover()
        s = self.shown
        figs = [f for f in self.field_figures() if f not in self.anim_pos] + \
            [f for f in self.anim_pos if s.f_zone[f] == FIELD]
        rank = view["rank"]
        items = []
        active = set()
        if hover in lit:
            items.append((rank[hover], 1, hover))
            active.add(hover)
        for f in figs:
            hexes = s.hexes_of(f)
            if f in self.anim_pos:
                h = self.hex_at_world(self.anim_pos[f])
                hexes = (h,) if h is not None else hexes
            if not hexes:
                continue
            items.append((max(rank[h] for h in hexes), 2, f))
            active.update(hexes)
        cover = set()
        for h in active:
            cover.update(self._occluders(view, h))
        items += [(rank[j], 0, j) for j in cover]
        items += [(rank[j], 1, j) for j in cover if j in lit]
        items = sorted(set(items))
        cols = view["columns"]
        for _, kind, x in items:
            if kind == 0:
                c = cols[x]
                surface.blit(c.surface, (round(ox + c.offset[0]), round(oy + c.offset[1])))
            elif kind == 1:
                self._draw_lit_hex(surface, x, lit[x][0], x == hover)
            else:
                self._draw_figure(surface, x)
        self._draw_engagements(surface)
        self._draw_costs(surface, lit)
        self._draw_measures(surface)
        for fl in self.flashes:
            fl.draw(surface)
        fade = getattr(self, "_fade", None)
        if fade is not None and fade[0].get_size() == area.size:
            fade[0].set_alpha(int(255 * max(0.0, fade[1])))
            surface.blit(fade[0], area.topleft)
            fade[0].set_alpha(None)
        surface.set_clip(clip)
        self._draw_prompt(surface)
        help_img = text.render("Q/E turn · wheel zooms · drag the ground to pan · H levels · "
                               "R ruler", 11, palette.TEXT_DIM)
        if help_img.get_width() < area.w - 320:
            surface.blit(help_img, help_img.get_rect(bottomright=(area.right - 10,
                                                                  area.bottom - 8)))

    def _lit_terrain(self, view, lit: dict) -> pygame.Surface:
        """The terrain with the lit hexes tinted, each in its place in painter's order
        (a lit hex behind a hill stays hidden by it); cached while the same hexes are
        lit."""
        key = (id(view["surface"]), tuple(sorted((h, c) for h, (c, _) in lit.items())))
        got = getattr(self, "_lit_cache", None)
        if got is not None and got[0] == key:
            return got[1]
        base = view["surface"]
        surf = pygame.Surface(base.get_size())
        surf.fill(BOARD_BG)
        x0, y0 = view["topleft"]
        cols = view["columns"]
        ox, oy = self.cam.origin()
        for h in view["order"]:
            c = cols[h]
            surf.blit(c.surface, (c.rect.x - x0, c.rect.y - y0))
            if h in lit:
                img = self._lit_sprite(lit[h][0], False)
                cx, cy = self.cam.hex_center(h)
                surf.blit(img, img.get_rect(center=(round(cx - ox - x0), round(cy - oy - y0))))
        if pygame.display.get_surface() is not None:
            surf = surf.convert()
        self._lit_cache = (key, surf)
        return surf

    def hex_at_world(self, w) -> int | None:
        """The hex nearest the board point w (x, y, z)."""
        b = self.shown.board
        best, bd = None, 1e9
        for h in range(b.n):
            d = (b.x[h] - w[0]) ** 2 + (b.y[h] - w[1]) ** 2
            if d < bd:
                best, bd = h, d
        return best

    def engagements(self) -> list:
        """Pairs of opposing figures engaged with each other now (as drawn)."""
        s = self.shown
        key = (tuple(s.at), tuple(s.c_ctrl), tuple(s.f_zone))
        got = getattr(self, "_eng_memo", None)
        if got is not None and got[0] == key:
            return got[1]
        s.memo.clear()                # ``shown`` is moved piece by piece as events play
        pairs = set()
        for f in self.field_figures():
            for g in RULES.engaged_with(s, f):
                pairs.add((min(f, g), max(f, g)))
        s.memo.clear()
        self._eng_memo = (key, sorted(pairs))
        return self._eng_memo[1]

    def _draw_engagements(self, surface) -> None:
        """Two engaged figures: a red badge with a cross between their bases (the same
        mark as a leaving-engagement strike on a path)."""
        s = self.shown
        for f, g in self.engagements():
            if f in self.anim_pos or g in self.anim_pos or s.f_hex[f] < 0 or s.f_hex[g] < 0:
                continue
            a = self.cam.hex_center(self._near_hex(f, g))
            b = self.cam.hex_center(self._near_hex(g, f))
            self._danger(surface, ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2), 1, 0)

    def _near_hex(self, f: int, g: int) -> int:
        """The hex of f nearest to g (a double-space figure has two)."""
        s = self.shown
        b = s.board
        hg = s.f_hex[g]
        return min(s.hexes_of(f), key=lambda h: b.dist[h][hg])

    def _lit_hover(self):
        f = self.figure_at(self.mouse)
        return self.shown.f_hex[f] if f is not None else self.hex_at(self.mouse)

    def _draw_lit_hex(self, surface, h: int, colour, strong: bool) -> None:
        """A lit hex: a tinted top face with a bright rim."""
        img = self._lit_sprite(colour, strong)
        cx, cy = self.cam.hex_center(h)
        surface.blit(img, img.get_rect(center=(round(cx), round(cy))))

    def _lit_sprite(self, colour, strong: bool) -> pygame.Surface:
        """One sprite per zoom and colour: every top face is the same shape."""
        s = self.cam.s
        key = (self.cam.key, colour, strong)
        cache = self.__dict__.setdefault("_lit_sprites", {})
        img = cache.get(key)
        if img is None:
            pts = self.cam.hex_top(0)
            cx, cy = self.cam.hex_center(0)
            w = int(s * 1.3) + 6
            hgt = int(s * 1.3 * 0.62) + 6
            img = pygame.Surface((w, hgt), pygame.SRCALPHA)
            local = [(x - cx + w / 2, y - cy + hgt / 2) for x, y in pts]
            pygame.draw.polygon(img, (*colour, 175 if strong else 110), local)
            pygame.draw.polygon(img, (255, 255, 255, 230) if strong else (*colour, 255),
                                local, 3 if strong else 2)
            if len(cache) > 40:
                cache.clear()
            cache[key] = img
        return img

    def _draw_figure(self, surface, f: int) -> None:
        got = self.fig_sprite(f)
        if got is None or ("fig", f) in self.drag.hidden_keys:
            return
        sprite, (x, y), base = got
        if f in self._ready_figures():
            rr = pygame.Rect(0, 0, self.cam.s * 0.74, self.cam.s * 0.74 * 0.62)
            rr.center = (round(x), round(y))
            pulse = 0.5 + 0.5 * math.sin(self.time * 4)
            c = tuple(int(v * (0.6 + 0.4 * pulse)) for v in palette.ACCENT)
            pygame.draw.ellipse(surface, c, rr, 2)
        s = self.shown
        if s.f_hex[f] in self._choice_hexes():
            rr = pygame.Rect(0, 0, self.cam.s * 0.9, self.cam.s * 0.9 * 0.62)
            rr.center = (round(x), round(y))
            pygame.draw.ellipse(surface, LIT_CHOICE, rr, 4)
        if f == self.selected:
            rr = pygame.Rect(0, 0, self.cam.s * 0.8, self.cam.s * 0.8 * 0.62)
            rr.center = (round(x), round(y))
            pygame.draw.ellipse(surface, palette.ACCENT, rr, 3)
        k = self.falling.get(f)
        if k is not None:
            img = sprites.rotated(sprite, -85 * k, 1.0, step=5).copy()
            img.set_alpha(int(255 * (1 - k * 0.8)))
            surface.blit(img, img.get_rect(midbottom=(round(x), round(y))))
            return
        if s.f_hex2[f] >= 0 and f not in self.anim_pos:
            a = self.cam.hex_center(s.f_hex[f])
            b = self.cam.hex_center(s.f_hex2[f])
            seat = s.c_ctrl[s.f_card[f]]
            FG.draw_double_base(surface, a, b, self.cam.s, seat,
                                self.seat_look(seat)[0] if self.multi else None)
        rect = sprite.get_rect(topleft=(round(x - base[0]), round(y - base[1])))
        surface.blit(sprite, rect)
        dmg = self.shown.f_dmg[f]
        if dmg:
            m = FG.damage_marker(dmg, max(14, int(self.cam.s * 0.3)))
            surface.blit(m, m.get_rect(center=(rect.right - 4, rect.y + 6)))

    def _choice_hexes(self) -> dict:
        """The hexes of a battlefield question now (cached per position)."""
        key = (len(self.record.actions), self.queue.busy, self.put_front)
        got = getattr(self, "_choice_memo", None)
        if got is None or got[0] != key:
            got = self._choice_memo = (key, self.lit_choice())
        return got[1]

    def _ready_figures(self) -> set:
        """Your figures that may act now: those of the chosen card, or of any card you
        may still choose (a thin pulsing ring under them)."""
        key = (len(self.record.actions), self.queue.busy, self.popup is None)
        got = getattr(self, "_ready_memo", None)
        if got is not None and got[0] == key:
            return got[1]
        out: set = set()
        if self.can_act() and self.popup is None:
            d = self.decision()
            if d is not None and d.kind == "turn":
                st = self.state
                cards = {a[1] for a in d.options if a[0] == "card"}
                if st.chosen >= 0 and any(a[0] in ("move", "attack") for a in d.options):
                    cards.add(st.chosen)
                for c in cards:
                    out.update(f for f in st.c_figs[c] if st.f_zone[f] == FIELD)
        self._ready_memo = (key, out)
        return out

    def _draw_costs(self, surface, lit: dict) -> None:
        f = self._acting_figure()
        p = self.plan(f) if f is not None else None
        size = max(11, int(self.cam.s * 0.26))
        for h, (colour, label) in lit.items():
            if not label:
                continue
            cx, cy = self.cam.hex_center(h)
            if self.overlay:                    # above the level's badge
                cy -= self.cam.s * 0.2
            img = text.render(label, size, palette.TEXT_DARK, text.BOLD)
            surface.blit(img, img.get_rect(center=(round(cx), round(cy))))
            r = p.reach.get(h) if p is not None else None
            if r is not None and (r.n_attacks or r.n_falls):
                self._danger(surface, (cx + self.cam.s * 0.26, cy - self.cam.s * 0.1),
                             r.n_attacks, r.n_falls)

    def _danger(self, surface, pos, attacks: int, falls: int) -> None:
        """A red mark: this move draws leaving-engagement attacks (crossed lines) or a
        fall (a down arrow)."""
        x, y = round(pos[0]), round(pos[1])
        r = max(5, int(self.cam.s * 0.1))
        pygame.draw.circle(surface, (120, 20, 20), (x, y), r + 2)
        pygame.draw.circle(surface, BLOCKED, (x, y), r + 2, 2)
        if attacks:
            pygame.draw.line(surface, palette.TEXT, (x - r + 2, y - r + 2), (x + r - 2, y + r - 2), 2)
            pygame.draw.line(surface, palette.TEXT, (x - r + 2, y + r - 2), (x + r - 2, y - r + 2), 2)
        else:
            pygame.draw.line(surface, palette.TEXT, (x, y - r + 2), (x, y + r - 3), 2)
            pygame.draw.polygon(surface, palette.TEXT, [(x - 4, y + 1), (x + 4, y + 1),
                                                        (x, y + r - 1)])

    def _acting_figure(self):
        payload = self.drag.dragging
        if payload is not None and payload[0] == "fig":
            return payload[1]
        if self.selected is not None and self.can_act():
            return self.selected
        return None

    def _draw_measures(self, surface) -> None:
        """The path to the space under the mouse, the sight line to a target, the ruler."""
        f = self._acting_figure()
        if f is not None and self.can_act() and not self.ruler_on:
            p = self.plan(f)
            g = self.figure_at(self.mouse)
            if g is not None and g in p.attacks:
                self._draw_sight(surface, RULES.sight_line(p.state, f, g))
                att, dfn, notes = RULES.attack_dice(p.state, f, g)
                label = f"{att} vs {dfn}" + (" " + " ".join(notes) if notes else "")
                self._pill(surface, label, self.mouse, LIT_ATTACK)
            elif g is not None and g != f and self.shown.c_ctrl[self.shown.f_card[g]] != self.me:
                why = self._why_not_attack(p, f, g)
                if why:
                    self._pill(surface, why, self.mouse, BLOCKED)
            else:
                h = self.hex_at(self.mouse)
                if h is not None and h in p.reach:
                    self._draw_path(surface, p.reach[h])
        if self.ruler_on:
            self._draw_ruler(surface)
        elif f is None and self.drag.dragging is None and self.popup is None:
            self._draw_hex_tip(surface)

    def hex_words(self, h: int) -> str:
        """What a hex is, in words (the tip shown when the mouse rests on it)."""
        s = self.shown
        b = s.board
        if b.water[h]:
            words = "Water (level 0): stepping in ends a move; leaving costs 1 more"
        else:
            words = f"Level {b.level[h]}"
        if b.ruin_top[h] and b.fit[h] == FIT_NONE:
            words = f"Ruin, {b.ruin_top[h] - b.level[h]} levels high: nobody passes; it " \
                    "blocks sight"
        elif b.fit[h] == FIT_SMALL:
            words += " · rubble: small bases only"
        i = s.glyph_at(h)
        if i >= 0:
            glyph = {"M": "+2 move", "P": "+1 attack", "T": "+1 defence",
                     "K": "draw a spell"}.get(s.g_key[i], "")
            words += f" · Glyph of {GLYPH_NAMES.get(s.g_key[i], s.g_key[i])}: {glyph} " \
                     "(a move stops on it)"
        if b.zone[h] and s.turn <= 1:
            words += f" · {b.zone[h]} starting zone"
        return words

    def _draw_hex_tip(self, surface) -> None:
        """After the mouse rests on an empty hex a moment: what the hex is."""
        h = self.hex_at(self.mouse)
        rest = getattr(self, "_tip_rest", None)
        if h is None or self.shown.at[h] >= 0:
            self._tip_rest = None
            return
        if rest is None or rest[0] != h:
            self._tip_rest = (h, self.time)
            return
        if self.time - rest[1] < 0.5:
            return
        self._pill(surface, self.hex_words(h), self.mouse, palette.PANEL_BORDER)

    def _why_not_attack(self, p, f: int, g: int) -> str | None:
        """Why f may not attack g now (cached with the plan)."""
        memo = self.__dict__.setdefault("_why_memo", {})
        key = (id(p), f, g)
        if key not in memo:
            if len(memo) > 50:
                memo.clear()
            memo[key] = RULES.why_illegal(p.state, ("attack", f, g))
        return memo[key]

    def _point(self, p3) -> tuple:
        return self.cam.project(p3[0], p3[1], p3[2])

    def _draw_path(self, surface, reach) -> None:
        b = self.shown.board
        pts = []
        for step in reach.path:
            if isinstance(step, tuple):
                a, c = step
                pts.append(self.cam.project((b.x[a] + b.x[c]) / 2, (b.y[a] + b.y[c]) / 2,
                                            b.z[a] + 0.04))
            else:
                pts.append(self.cam.project(b.x[step], b.y[step], b.z[step] + 0.04))
        if len(pts) > 1:
            pygame.draw.lines(surface, (40, 30, 10), False, pts, 7)
            pygame.draw.lines(surface, LIT_MOVE, False, pts, 3)
        for q in pts[1:]:
            pygame.draw.circle(surface, LIT_MOVE, (round(q[0]), round(q[1])), 4)
        for _, i in reach.attacks:
            if 0 < i < len(pts):
                self._danger(surface, pts[i - 1], 1, 0)
        for i in reach.falls:
            if 0 <= i < len(pts):
                self._danger(surface, pts[i], 0, 1)

    def _draw_sight(self, surface, sl) -> None:
        a = self._point(sl.start)
        e = self._point(sl.end)
        if sl.block is None:
            pygame.draw.line(surface, (10, 40, 10), a, e, 6)
            pygame.draw.line(surface, CLEAR, a, e, 3)
        else:
            m = self._point(sl.block)
            pygame.draw.line(surface, (10, 10, 10), a, e, 6)
            pygame.draw.line(surface, CLEAR, a, m, 3)
            pygame.draw.line(surface, BLOCKED, m, e, 3)
            pygame.draw.circle(surface, BLOCKED, (round(m[0]), round(m[1])), 6)
        pygame.draw.circle(surface, palette.TEXT, (round(a[0]), round(a[1])), 4)
        pygame.draw.circle(surface, palette.TEXT, (round(e[0]), round(e[1])), 4)

    def _draw_ruler(self, surface) -> None:
        a = self.ruler_from
        b = self.hex_at(self.mouse)
        if a is None or b is None or a == b:
            return
        s = self.shown
        fa, fb = s.at[a], s.at[b]
        if fa >= 0 and fb >= 0:
            sl = RULES.sight_line(s, fa, fb)
        else:
            sl = RULES.ruler(s, a, b)
        self._draw_sight(surface, sl)
        dist = s.board.dist[a][b]
        if sl.clear:
            label = f"{dist} spaces · clear sight ({sl.clear_rays} of {sl.rays} lines)"
        else:
            label = f"{dist} spaces · blocked by {sl.blocker or 'something'}"
        self._pill(surface, label, self.mouse, CLEAR if sl.clear else BLOCKED)

    def _pill(self, surface, label: str, pos, edge) -> None:
        img = text.fit(label, 14, min(560, self.board_area.w - 40), palette.TEXT, text.BOLD)
        r = img.get_rect(midbottom=(pos[0], pos[1] - 18)).inflate(16, 8)
        r.clamp_ip(self.board_area)
        pygame.draw.rect(surface, (16, 20, 30), r, border_radius=r.h // 2)
        pygame.draw.rect(surface, edge, r, 2, border_radius=r.h // 2)
        surface.blit(img, img.get_rect(center=r.center))

    def _draw_prompt(self, surface) -> None:
        d = self.board_choice()
        label = None
        if d is not None:
            label = d.prompt + ("  (the lit places)" if d.kind != "order" else "")
        elif self.ruler_on:
            label = "Ruler: click a place, then point at another (R held, or the Ruler button)"
        if not label:
            return
        img = text.fit(label, 15, self.board_area.w - 60, palette.TEXT, text.BOLD)
        r = img.get_rect(midtop=(self.board_area.centerx, self.board_area.y + 8)).inflate(20, 10)
        pygame.draw.rect(surface, (16, 24, 38), r, border_radius=r.h // 2)
        pygame.draw.rect(surface, LIT_CHOICE, r, 2, border_radius=r.h // 2)
        surface.blit(img, img.get_rect(center=r.center))
