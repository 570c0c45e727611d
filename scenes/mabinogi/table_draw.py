"""The Mabinogi Duel table's drawing (the drawer part): the felt, both heroes
(portrait, HP, level gauge, flames), the two rows of cells, the graves (upkeep) and
resource counters, the counter chain, the action bar, your hand and the opponent's card
backs, and the kit's card zoom. Reads: the table (the drawn duel through the read model,
the live one for the prompt, the seats, the queue, the kit's controls), the stage, the
places (and through them the table's layout for its room), the faces, the input part's
buttons and the card-info part; writes nothing."""
from __future__ import annotations

import math

import pygame

from app.ui import canvas, draw, palette, text
from app.ui.widgets import draw_panel
from engines.mabinogi import LANES, RULES
from engines.mabinogi.content import SPELL
from engines.mabinogi.read import Duel
from scenes.kit.animations import banner_surface
from scenes.kit.replay import replay_status
from scenes.kit.parts import DrawFace, Part
from scenes.kit.zoom import CardZoom
from scenes.mabinogi import art as A
from scenes.mabinogi import layout as L
from scenes.mabinogi.faces import Faces
from scenes.mabinogi.table_input import MabinogiInput
from scenes.mabinogi.table_places import Places
from scenes.mabinogi.table_preview import BattlePreview
from scenes.mabinogi.table_stage import Stage


ARMED = (120, 220, 255)


def armed_mark(size: int) -> pygame.Surface:
    """The mark of a grave with an armed counterspell: a bolt and the word "Armed"."""
    word = A.outlined("Armed", size, ARMED)
    h = word.get_height() + 4
    surf = canvas.new((word.get_width() + h + 10, h), pygame.SRCALPHA)
    draw.rect(surf, (20, 30, 50, 230), surf.get_rect(), border_radius=h // 2)
    draw.rect(surf, ARMED, surf.get_rect(), width=1, border_radius=h // 2)
    x, k = 5, h / 16
    bolt = [(x + 9 * k, 1 * k), (x + 2 * k, 9 * k), (x + 7 * k, 9 * k), (x + 4 * k, 15 * k),
            (x + 12 * k, 6 * k), (x + 7 * k, 6 * k)]
    draw.polygon(surf, (255, 230, 120), bolt)
    surf.blit(word, (h + 6, 2))
    return surf


class MabinogiDrawer(Part):
    def __init__(self, table: DrawFace, places: Places, stage: Stage, faces: Faces,
                 input_: MabinogiInput, zoom: CardZoom) -> None:
        self.table, self.places, self.stage, self.faces = table, places, stage, faces
        self.input, self.zoom = input_, zoom
        self.preview = BattlePreview(table, places, input_)     # End turn under the pointer
        self._bg: pygame.Surface | None = None
        self._bg_for: L.Layout | None = None      # the layout the background was made for

    @property
    def lay(self) -> L.Layout:
        """The table's layout for its room now."""
        return self.places.layout

    @property
    def inspector(self) -> pygame.Rect:
        """The log's column above its folded header (the card inspector's place)."""
        lay = self.lay
        return pygame.Rect(lay.LOG.x, lay.LOG.y, lay.LOG.w, lay.LOG_FOOT.y - lay.LOG.y - 4)

    def shown(self) -> Duel:
        return Duel(self.table.shown)

    def side(self, seat: int) -> int:
        return self.places.side(seat)

    # drawing ---------------------------------------------------------------------------
    def background(self) -> pygame.Surface:
        lay = self.lay
        if self._bg is None or canvas.stale(self._bg) or self._bg_for is not lay:
            self._bg_for = lay
            bg = canvas.new(lay.SCREEN.size)
            bg.fill(palette.BG)
            draw.rect(bg, palette.TABLE_FELT_DARK, lay.FELT)
            draw.rect(bg, palette.TABLE_FELT, lay.FELT.inflate(-8, -8), border_radius=14)
            for side in (0, 1):
                row = pygame.Rect(lay.CELLS_X - 6, lay.ROW_Y[side] - 2, lay.OPP_BAND.w + 12,
                                  lay.ROW_H + 4)
                draw_panel(bg, row, fill=(22, 58, 48) if side else (48, 36, 40), border=None,
                           radius=12, alpha=210)
                for lane in range(5):
                    r = lay.cell(side, lane)
                    draw_panel(bg, r, fill=(18, 44, 38) if side else (40, 28, 32),
                               border=(70, 110, 96) if side else (110, 76, 80), radius=10,
                               alpha=230)
                    num = text.render(str(lane + 1), 40, (60, 96, 84) if side else (96, 66, 70),
                                      text.BOLD)
                    bg.blit(num, num.get_rect(center=r.center))
                draw_panel(bg, lay.hero_panel(side), fill=(34, 40, 54),
                           border=palette.PANEL_BORDER, radius=12, alpha=240)
                draw_panel(bg, lay.side_panel(side), fill=(34, 34, 44),
                           border=palette.PANEL_BORDER, radius=12, alpha=240)
                sp = lay.side_panel(side)
                gi = A.grave_icon(14)
                bg.blit(gi, (sp.x + 8, sp.y + 5))
                bg.blit(text.render("Grave", 13, palette.TEXT_DIM, text.BOLD), (sp.x + 25, sp.y + 5))
            for lane in range(5):
                r = lay.cell(1, lane)
                lab = text.render(f"lane {lane + 1}", 11, (150, 170, 160))
                bg.blit(lab, lab.get_rect(center=(r.centerx, lay.SEAM_Y)))
                draw.line(bg, (90, 120, 110), (r.centerx, lay.SEAM_Y - 8),
                                 (r.centerx, lay.SEAM_Y - 5), 1)
            draw_panel(bg, lay.BAR, fill=(30, 34, 46), border=palette.PANEL_BORDER,
                       radius=10, alpha=235)
            draw_panel(bg, lay.HAND, fill=(40, 30, 26), border=(120, 90, 60), radius=14,
                       alpha=235)
            self._bg = bg.convert() if pygame.display.get_surface() else bg
        return self._bg

    def draw(self, surface) -> None:
        t = self.table
        if L.current() is not self.lay:       # the animations read the layout in force
            L.use(self.lay)
        surface.blit(self.background(), (0, 0))
        seats = t.seats
        self._draw_opp_hand(surface)
        for seat in (*seats.others, seats.me):
            self._draw_hero(surface, seat)
            self._draw_side(surface, seat)
        self._draw_cells(surface)
        self._draw_chain(surface)
        self._draw_prompt(surface)
        t.log.draw(surface)
        if t.log.collapsed:
            self.draw_inspector(surface)
        for b in t.buttons:
            b.draw(surface)
        level = self.input.level_button
        if level.visible and level.enabled:
            k = 0.5 + 0.5 * math.sin(t.time * 5)          # a full gauge: level up!
            draw.rect(surface, (255, 214 - int(60 * k), 90),
                             level.rect.inflate(6, 6), width=2 + int(2 * k),
                             border_radius=12)
        t.drag.draw_targets(surface)
        self._draw_hand(surface)
        t.queue.draw(surface)
        self.preview.draw(surface)
        for a in self.stage.overlays:
            a.draw(surface)
        if t.popup is not None and not t.queue.busy:
            t.popup.draw(surface)
        for fn in list(t.draw_hooks):
            fn(surface)
        t.drag.draw_overlay(surface)
        if t.zoom_key is not None and t.drag.dragging is None:
            self.zoom.draw(surface, t.zoom_key)

    def draw_inspector(self, surface) -> None:
        """With the log hidden its column shows the card under the mouse (the last one
        looked at stays), large, with its whole text."""
        t = self.table
        under = t.card_under(t.mouse) if t.drag.dragging is None else None
        self.zoom.draw_inspector(surface, self.inspector, under, cut="\nLevels 1/2/3")

    def _draw_opp_hand(self, surface) -> None:
        s = self.shown()
        q = self.table.seats.others[0]
        hand = s.hand(q)
        n = len(hand)
        face_up = self.table.sees_all    # a replay's "every hand", an AI-only demo
        known = [s.card(iid) for iid in hand]
        if face_up and all(d is not None for d in known):
            for k, d in enumerate(known):    # readable: cost, name, attack and HP
                self._draw_open_card(surface, self.lay.open_rect(k, n), q, int(d or 0))
        else:
            for k, iid in enumerate(hand):
                r = self.lay.back_rect(k, n)
                d = s.card(iid)
                surface.blit(A.card_back(L.BACK), r)
                if d is not None and self.table.human is not None:    # seen: its resource
                    r0 = RULES.card(d).res
                    sym = A.res_symbol(r0, 16)
                    draw.circle(surface, A.RES[r0][2], r.center, 10)
                    surface.blit(sym, sym.get_rect(center=r.center))
        who = self.table.names[q]
        lab = text.fit(f"{who}'s hand", 13, self.lay.HERO_W, palette.TEXT_DIM, text.BOLD)
        surface.blit(lab, (self.lay.HERO_X + 4, 8))
        cnt = text.render(f"{n} card{'s' if n != 1 else ''}", 15, palette.TEXT, text.BOLD)
        surface.blit(cnt, (self.lay.HERO_X + 4, 26))

    def _draw_open_card(self, surface, r: pygame.Rect, seat: int, d: int) -> None:
        """One of the opponent's cards face up, small but readable (a replay showing
        every hand): its cost in its resource's disc, its name (two lines), and a
        creature's attack and HP at its owner's level, or what kind of card it is
        (the hover's zoom shows the whole card)."""
        s = self.shown()
        card = RULES.card(d)
        _, fill, dark, _, _ = A.RES[card.res]
        draw.rect(surface, dark, r, border_radius=6)
        draw.rect(surface, fill, r, 1, border_radius=6)
        badge = A.cost_badge(card.res, s.cost(seat, d), 18, False)
        surface.blit(badge, (r.x + 2, r.y + 2))
        y = r.y + 2
        for i, line in enumerate(name_lines(card.name, 11, r.w - 25)):
            x = r.x + 22 if i == 0 else r.x + 4
            img = text.fit(line, 11, r.right - 3 - x, palette.TEXT, text.BOLD)
            surface.blit(img, (x, y))
            y += 13
        lv = max(0, min(s.level(seat), len(card.atk)) - 1)
        foot = r.bottom - 14
        if card.kind == "summon" and card.atk:
            surface.blit(A.sword(11), (r.x + 4, foot))
            atk = text.render(str(card.atk[lv]), 11, palette.TEXT, text.BOLD)
            surface.blit(atk, (r.x + 16, foot - 1))
            surface.blit(A.heart(11), (r.x + 30, foot))
            hp = text.render(str(card.hp[lv]), 11, palette.TEXT, text.BOLD)
            surface.blit(hp, (r.x + 42, foot - 1))
        else:
            kind = "Counter" if card.is_counter else "Spell"
            surface.blit(text.fit(kind, 10, r.w - 8, palette.TEXT_DIM), (r.x + 4, foot))

    def _draw_hero(self, surface, seat: int) -> None:
        s = self.shown()
        side = self.side(seat)
        panel = self.lay.hero_panel(side)
        if s.current == seat and s.to_move is not None:
            draw.rect(surface, palette.ACCENT, panel.inflate(4, 4), width=3,
                             border_radius=14)
        name = self.table.names[seat]
        hero = s.hero(seat)
        surface.blit(text.fit(name, 15, panel.w - 12, palette.TEXT, text.BOLD),
                     (panel.x + 7, panel.y + 4))
        pr = self.lay.portrait_rect(side)
        img = A.portrait(s.hero_index(seat), min(pr.size))
        surface.blit(img, img.get_rect(center=pr.center))
        if self.stage.flash.get(("hero", seat)):
            draw.rect(surface, (255, 230, 140), pr.inflate(6, 6), width=3, border_radius=12)
        sub = text.fit(hero.name, 11, panel.w - 12, palette.TEXT_DIM)
        surface.blit(sub, (panel.x + 7, pr.bottom + 1))
        # HP bar
        y = pr.bottom + 17
        bar = pygame.Rect(panel.x + 7, y, panel.w - 14, 18)
        draw.rect(surface, (60, 24, 28), bar, border_radius=6)
        hp, mhp, df = s.hp(seat), s.max_hp(seat), s.defence(seat)
        frac = max(0.0, min(1.0, hp / max(1, mhp)))
        fill = bar.copy()
        fill.w = max(0, round(bar.w * frac))
        draw.rect(surface, A.HEART, fill, border_radius=6)
        draw.rect(surface, palette.CARD_EDGE, bar, width=1, border_radius=6)
        surface.blit(A.heart(14), (bar.x + 3, bar.y + 2))
        hp_img = A.outlined(f"{hp}/{mhp}", 13)
        surface.blit(hp_img, hp_img.get_rect(midleft=(bar.x + 20, bar.centery)))
        if df:
            dl = A.outlined(f"DEF {df}", 11, A.SHIELD_C)
            surface.blit(dl, dl.get_rect(midright=(bar.right - 3, bar.centery)))
        # level gauge
        y = bar.bottom + 5
        lv = s.level(seat)
        need = s.xp_needed(seat)
        xp = s.xp(seat)
        lab = text.render(f"Lv {lv}", 13, palette.ACCENT, text.BOLD)
        surface.blit(lab, (panel.x + 7, y))
        gauge = pygame.Rect(panel.x + 46, y + 3, panel.w - 53, 11)
        draw.rect(surface, (30, 30, 40), gauge, border_radius=5)
        if need is None:
            draw.rect(surface, palette.ACCENT, gauge, border_radius=5)
            t = text.render("MAX", 9, palette.TEXT_DARK, text.BOLD)
            surface.blit(t, t.get_rect(center=gauge.center))
        else:
            total = xp + need
            k = min(1.0, xp / max(1, total))
            g = gauge.copy()
            g.w = round(gauge.w * k)
            full = need == 0
            pulse = 0.5 + 0.5 * math.sin(self.table.time * 6) if full else 0
            draw.rect(surface, (90 + int(100 * pulse), 200, 110) if full else (110, 180, 230),
                             g, border_radius=5)
            t = text.render("FULL" if full else f"{xp}/{total} XP", 9,
                            palette.TEXT, text.BOLD)
            surface.blit(t, t.get_rect(center=gauge.center))
        draw.rect(surface, palette.CARD_EDGE, gauge, width=1, border_radius=5)
        # flames: the actions left (lit) of the hero's level
        y = gauge.bottom + 4
        mine_now = s.current == seat and s.to_move is not None
        left = s.actions_left if mine_now else 0
        for k in range(lv):
            surface.blit(A.flame(20, k < left), (panel.x + 7 + k * 22, y))
        word = f"{left} action{'s' if left != 1 else ''}" if mine_now else "waiting"
        surface.blit(text.render(word, 11, palette.TEXT_DIM), (panel.x + 10 + lv * 22, y + 4))

    def _draw_side(self, surface, seat: int) -> None:
        s = self.shown()
        side = self.side(seat)
        gr = self.lay.grave_rect(side)
        grave = s.grave(seat)
        up = len(grave)
        top = s.card(grave[-1]) if grave else None
        if top is not None:
            for k in range(min(3, up - 1), 0, -1):
                draw.rect(surface, (20, 20, 26), gr.move(k * 2, -k * 2), border_radius=8)
            face = self.faces.get(top, (gr.w - 12, gr.h - 6))
            surface.blit(face, (gr.x + 6, gr.y + 3))
            shade = canvas.new(face.get_size(), pygame.SRCALPHA)
            shade.fill((20, 10, 30, 90))
            surface.blit(shade, (gr.x + 6, gr.y + 3))
        else:
            draw.rect(surface, (60, 60, 74), gr.inflate(-10, -4), width=2, border_radius=8)
            e = text.render("empty", 12, palette.TEXT_DIM)
            surface.blit(e, e.get_rect(center=gr.center))
        if s.armed(seat):                   # a counterspell ready to fire: bolt + word
            draw.rect(surface, ARMED, gr.inflate(6, 6), width=3, border_radius=10)
            mark = armed_mark(14)
            surface.blit(mark, mark.get_rect(midtop=(gr.centerx, gr.y + 4)))
        tag = A.outlined(f"upkeep +{up}", 12, (255, 170, 90) if up else palette.TEXT_DIM)
        surface.blit(tag, tag.get_rect(midtop=(gr.centerx, gr.bottom + 3)))
        if up:
            n = A.outlined(str(up), 16)
            surface.blit(n, n.get_rect(bottomright=(gr.right - 4, gr.bottom - 4)))
        for k, r in enumerate(s.resource_kinds(seat)):
            count = s.resource(seat, r)
            chip = A.res_chip(r, count, 24, count == 0)
            surface.blit(chip, self.lay.res_pos(side, k))

    def _draw_cells(self, surface) -> None:
        s = self.shown()
        stage = self.stage
        for seat in (0, 1):
            side = self.side(seat)
            for lane in range(Duel.lanes):
                u = s.creature(seat, lane)
                r = self.lay.card_in(self.lay.cell(side, lane))
                if u is None:
                    continue
                off = stage.offsets.get((seat, lane), (0, 0))
                face = self.faces.card_face(u.card, r.size, u.level, unit=u)
                dest = r.move(off)
                if u.owner != seat:            # controlled for the turn: tinted edge
                    draw.rect(surface, (200, 120, 255), dest.inflate(6, 6), width=3,
                                     border_radius=12)
                surface.blit(face, dest)
                if stage.flash.get((seat, lane)):
                    k = min(1.0, stage.flash[(seat, lane)] * 2)
                    glow = canvas.new(dest.size, pygame.SRCALPHA)
                    draw.rect(glow, (255, 236, 150, int(120 * k)), glow.get_rect(),
                                     width=5, border_radius=10)
                    surface.blit(glow, dest)
        # the attackers move over the others
        for (seat, lane), off in stage.offsets.items():
            u = s.creature(seat, lane)
            if u is not None and off != (0, 0):
                r = self.lay.card_in(self.lay.cell(self.side(seat), lane))
                surface.blit(self.faces.card_face(u.card, r.size, u.level, unit=u),
                             r.move(off))

    def _draw_chain(self, surface) -> None:
        chain = self.stage.chain_view
        n = len(chain)
        if not n:
            return
        if n > 1:
            head = banner_surface("Counter chain: resolves from the top", (40, 30, 60),
                                  palette.ACCENT, 14)
            top = self.lay.chain_rect(n - 1, n)
            surface.blit(head, head.get_rect(midbottom=(self.lay.BOARD.centerx, top.y - 6)))
        for iid, (seat, lane) in self.stage.chain_targets.items():
            k = next((k for k, c in enumerate(chain) if c[2] == iid), None)
            if k is None:
                continue
            start = self.lay.chain_rect(k, n).center
            end = self.places.target_point(seat, lane)
            draw.line(surface, (255, 120, 90), start, end, 4)
            draw.circle(surface, (255, 120, 90), end, 14, 4)
            draw.circle(surface, (255, 120, 90), end, 4)
        for k, (owner, d, iid, countered) in enumerate(chain):
            r = self.lay.chain_rect(k, n)
            if d < 0:
                surface.blit(A.card_back(r.size), r)
                continue
            face = self.faces.card_face(d, r.size, self.shown().level(owner))
            draw.rect(surface, palette.SEAT_COLOURS[owner % 8], r.inflate(6, 6),
                             border_radius=12)
            surface.blit(face, r)
            num = A.outlined(str(k + 1), 18, palette.ACCENT)
            surface.blit(num, num.get_rect(center=(r.x + 4, r.bottom - 6)))
            if countered:
                draw.line(surface, palette.BAD, r.topleft, r.bottomright, 6)
                draw.line(surface, palette.BAD, r.topright, r.bottomleft, 6)
                lab = A.outlined("countered", 14, palette.BAD)
                surface.blit(lab, lab.get_rect(center=r.center))

    def _prompt(self) -> str:
        t = self.table
        s = Duel(t.state)
        names = t.names
        replaying = replay_status(t)
        if replaying:
            return replaying
        if t.queue.busy:              # what is being shown, not what comes next
            sh = self.shown()
            who = "Your" if sh.current == t.human else f"{names[sh.current]}'s"
            phase = self.stage.phase_label or "turn"
            return f"{who} {phase}{'' if phase == 'turn' else ' phase'}…"
        if s.to_move is None:
            return "The duel is over."
        if t.human is None:
            return f"{names[s.to_move]} is playing."
        if s.to_move != t.human:
            if s.countering:
                return f"{names[s.to_move]} may counter your card…"
            return f"{names[s.to_move]}'s turn."
        if s.countering:
            return "Counter the card on the chain, or let it resolve."
        n = s.actions_left
        if not any(a[0] in ("summon", "cast") for a in t.legal()):
            return self._nothing_to_play(s, t.human)
        return f"Your turn: {n} action{'s' if n != 1 else ''} left — drag a card."

    @staticmethod
    def _nothing_to_play(s: Duel, me: int) -> str:
        """Why no card can be played, as it is: every cell taken while a creature could
        be paid for, else nothing paid for (issue 23: it said "nothing affordable" then
        too)."""
        full = all(s.creature(me, lane) is not None for lane in range(LANES))
        cards = [d for d in (s.card(i) for i in s.hand(me)) if d is not None]
        paid = any(RULES.card(d).kind != SPELL
                   and s.cost(me, d) <= s.resource(me, RULES.card(d).res) for d in cards)
        if full and paid:
            return "Your five cells are full: Charge, discard or end the turn"
        return "Nothing affordable: Charge or discard"

    def _draw_prompt(self, surface) -> None:
        """The prompt, after the flames of the player whose turn it is (their side's
        fire, as on the original table: lit ones are the actions left); in the bar's
        column (a wide room) the flames stand over the prompt, which may take two
        lines."""
        sh = self.shown()
        box = self.lay.PROMPT
        tall = box.h >= 60
        x, y = box.x, (box.y + 14 if tall else box.centery)
        if sh.to_move is not None or self.table.queue.busy:
            seat = sh.current
            lv = sh.level(seat)
            left = sh.actions_left if self.stage.phase_label in ("", "action") else 0
            for k in range(lv):
                img = A.flame(26, k < left)
                surface.blit(img, img.get_rect(midleft=(x + k * 22, y)))
            if not tall:
                x += lv * 22 + 10
        words = self._prompt()
        if not tall:
            img = text.fit(words, 15, box.right - x, palette.TEXT, text.BOLD)
            surface.blit(img, img.get_rect(midleft=(x, y)))
            return
        below = pygame.Rect(box.x, box.y + 30, box.w, box.bottom - box.y - 30)
        for size in (15, 14, 13):
            img = text.render_wrapped(words, size, below.w, palette.TEXT, text.BOLD)
            if img.get_height() <= below.h:
                break
        else:
            img = text.fit(words, 13, below.w, palette.TEXT, text.BOLD)
        surface.blit(img, img.get_rect(midleft=(below.x, below.centery)))

    def _draw_hand(self, surface) -> None:
        t = self.table
        s = self.shown()
        me = t.seats.me
        hand = s.hand(me)
        n = len(hand)
        whose = "Your" if t.human is not None else t.names[me] + "'s"
        lab = text.render(f"{whose} hand: {n} card{'s' if n != 1 else ''}", 13,
                          palette.TEXT_DIM, text.BOLD)
        surface.blit(lab, (self.lay.HAND.x + 12, self.lay.HAND.y + 8))
        lift = self.input.lifted()
        hidden = t.drag.hidden_keys if hasattr(t.drag, "hidden_keys") else set()
        playable = set()
        if t.can_act() and not s.countering:
            for a in t.legal():
                if a[0] in ("summon", "cast"):
                    playable.add(a[1])
        shine = self.stage.flourish
        for k, iid in enumerate(hand):
            if ("hand", iid) in hidden or s.card(iid) is None:
                continue
            r = self.lay.hand_card(k, n, iid in lift)
            if iid in playable:
                draw.rect(surface, palette.LEGAL_GLOW, r.inflate(6, 6), width=2,
                                 border_radius=10)
            surface.blit(self.faces.hand_face(iid, r.size), r)
            if shine > 0:
                a = int(200 * math.sin(min(1.0, shine / 1.4) * math.pi))
                y = r.y + int((1 - shine / 1.4) * r.h)
                band = canvas.new((r.w, 16), pygame.SRCALPHA)
                band.fill((255, 240, 170, max(0, a) // 2))
                surface.blit(band, (r.x, max(r.y, min(r.bottom - 16, y))))
                draw.rect(surface, (255, 230, 140), r, width=2, border_radius=8)


def name_lines(name: str, size: int, first: int) -> list[str]:
    """A card's name in at most two lines, never breaking a word: as many words as fit
    ``first`` wide on the first line (at least one), the rest on the second (each line
    is shrunk to fit when drawn)."""
    words = name.split()
    k = 1
    while k < len(words) and len(text.wrap_lines(" ".join(words[:k + 1]), size, first,
                                                  text.BOLD)) == 1:
        k += 1
    rest = " ".join(words[k:])
    return [" ".join(words[:k])] + ([rest] if rest else [])
