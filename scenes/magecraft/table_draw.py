"""The Magecraft table's drawing (the drawer part): the felt, the opponents' compact
boards, the human's spellbooks, board, hand and phase bar, the Academy, the bag tooltip
and the kit's card zoom. Reads: the table (the drawn state through the read model, the
live one for the prompt and the phase bar, the seats, the queue, the kit's controls),
the places, the stage, the tally (the golden gem), the sacks, the faces and the input
part (its buttons, the discard asked); writes the stage's clickable shield gems."""
from __future__ import annotations


import pygame

from app.ui import canvas, draw, palette, text
from app.ui.surface_cache import SHARED, owner_token
from app.ui.widgets import draw_panel
from engines.core.wording import Words
from engines.magecraft.read import Mages
from scenes.kit.replay import replay_status, teaches
from scenes.kit.parts import DrawFace
from scenes.kit.reading import ReadingPart
from scenes.kit.zoom import CardZoom
from scenes.magecraft import card_art as CA
from scenes.magecraft import gems as G
from scenes.magecraft import layout as L
from scenes.magecraft.table_faces import Faces
from scenes.magecraft.table_input import MagecraftInput
from scenes.magecraft.table_places import Places
from scenes.magecraft.table_sacks import Sacks
from scenes.magecraft.table_stage import Stage, Tally

WIN = Mages.win_score
HINTS = {"starting hand": "Starting hand: choose the gems to discard, then confirm (Space).",
         "shield": "Click shield gems to discard them, or keep them (Space).",
         "choose book": "Drag a gem onto the first cost slot of a spellbook to cast it.",
         "next spell": "Pay the next spell (drag gems onto its slots), use the cantrip, or "
                       "stop.",
         "paying": "Finish paying the spell: drag gems onto its slots, left to right.",
         "resolve": "Resolve the spell's icons with their buttons, in any order.",
         "learn": "Drag an Academy spell left of a spellbook, revise, or end the turn.",
         "revise": "Revision: choose 4 hand gems to discard, then confirm (Space).",
         "place": "Click the label of the spellbook that gets the new spell.",
         "pay learn": "Pay the learn cost: choose the gem for each slot.",
         "master": "Click a spell to master it (its first gem turns golden), or skip."}
PHASE_NAMES = ("Discard shield", "Casting", "Learn / revise", "Refresh")


class MagecraftDrawer(ReadingPart[Mages]):
    read = Mages
    table: DrawFace

    def __init__(self, table: DrawFace, places: Places, stage: Stage, tally: Tally,
                 sacks: Sacks, faces: Faces, input_: MagecraftInput, zoom: CardZoom,
                 demo: bool) -> None:
        self.table, self.places, self.stage, self.tally = table, places, stage, tally
        self.sacks, self.faces, self.input, self.zoom = sacks, faces, input_, zoom
        self.demo = demo

    @property
    def academy(self) -> L.AcademyLayout:
        return self.places.academy()

    @property
    def lay(self) -> L.Layout:
        """The table's layout in its room."""
        return self.places.lay

    @property
    def human_to_move(self) -> bool:
        return self.input.human_to_move

    # drawing ---------------------------------------------------------------------------
    def _background(self) -> pygame.Surface:
        """The table's still parts, drawn once per room and Academy layout (log shown /
        hidden), kept in the shared cache (at the drawing scale in force) under the
        drawer's owner token."""
        lay = self.lay
        academy = self.academy
        token = owner_token(self)
        tips = teaches(self.table)          # no tip in a replay
        kept = ("magecraft.background", token, lay.size, academy.tall, tips)
        got = SHARED.get(kept)
        if got is None:
            bg = canvas.new(lay.SCREEN.size)
            bg.fill(palette.BG)
            felt = lay.FELT
            draw.rect(bg, palette.TABLE_FELT_DARK, felt)
            draw.rect(bg, palette.TABLE_FELT, felt.inflate(-8, -8), border_radius=14)
            draw_panel(bg, lay.BOOKS, fill=(22, 58, 48), border=None, radius=12, alpha=200)
            for b in range(3):
                draw_panel(bg, lay.book_row(b), fill=(30, 70, 58), border=None, radius=10,
                           alpha=220)
            draw_panel(bg, lay.BOARD, fill=(32, 36, 50), border=palette.PANEL_BORDER, radius=14,
                       alpha=240)
            bg.blit(text.render("HP", 14, palette.TEXT_DIM, text.BOLD),
                    (lay.NAME_POS[0], lay.HP_Y + 3))
            bg.blit(text.render("Hand", 12, palette.TEXT_DIM),
                    (lay.HAND.right - 40, lay.HAND.y + 2))
            leg = G.legend(14)
            bg.blit(leg, (lay.BOOKS.right - leg.get_width() - 10, lay.BOOKS.bottom - 18))
            for i in range(12):
                bg.blit(G.slot(L.HP_SLOT), lay.hp_slot(i))
            area = academy.rect
            draw_panel(bg, area, fill=(40, 34, 52), border=palette.PANEL_BORDER, radius=12,
                       alpha=240)
            bg.blit(text.render("Academy", 17, palette.ACCENT, text.BOLD),
                    (area.x + 10, area.y + 6))
            if tips:
                bg.blit(text.render("drag a spell left of a spellbook", 11,
                                    palette.TEXT_DIM), (area.x + 100, area.y + 10))
            bg.blit(text.render("Gem supply", 12, palette.TEXT_DIM),
                    (area.x + 10, area.bottom - 53))
            got = SHARED.put(kept, bg.convert() if pygame.display.get_surface() else bg,
                             owner=token)
        return got

    def draw(self, surface) -> None:
        t = self.table
        surface.blit(self._background(), (0, 0))
        for q in t.seats.others:
            self.draw_opponent(surface, q)
        self._draw_books(surface)
        self._draw_academy(surface)
        self._draw_board(surface)
        sim = self.sacks.sim
        sim.draw(surface, self.me, self.bag_hover() == self.me)
        sim.draw_lifts(surface)
        t.log.draw(surface)
        for b in t.buttons:
            b.draw(surface)
        for b in self.input.icon_buttons.values():
            b.draw(surface)
        t.drag.draw_targets(surface)
        self._draw_hand(surface)
        t.queue.draw(surface)
        if t.popup is not None and not t.queue.busy:
            t.popup.draw(surface)
        for fn in list(t.draw_hooks):      # the tutorial's pointer, over a pop-up too
            fn(surface)
        t.drag.draw_overlay(surface)
        q = self.bag_hover()
        if q is not None and t.drag.dragging is None and t.popup is None:
            self.draw_bag_tip(surface, q)
        hover = self.opp_book_hover()
        if hover is not None:
            self.draw_opp_book(surface, *hover)
        if t.zoom_key is not None and t.drag.dragging is None:
            self.zoom.draw(surface, t.zoom_key)

    def bag_hover(self):
        return self.sacks.under(self.table.mouse)

    def _chips(self, surface, pos, counts, size=18, gap=8, empty="none", max_x=None):
        """A gem chip with its count per colour held; squeezed to end before ``max_x``."""
        x, y = pos
        rects = {}
        any_ = False
        if max_x is not None:
            need = sum(G.count_chip(c, counts[c], size).get_width() + gap
                       for c in range(5) if counts[c]) - gap
            if need > max_x - x:
                gap = 1
        for c in range(5):
            if counts[c]:
                chip = G.count_chip(c, counts[c], size)
                surface.blit(chip, (x, y))
                rects[c] = pygame.Rect(x, y, chip.get_width(), chip.get_height())
                x += chip.get_width() + gap
                any_ = True
        if not any_ and empty:
            surface.blit(text.render(empty, 12, palette.TEXT_DIM), (x, y + 2))
        return rects

    def _turn_glow(self, surface, rect):
        pulse = 0.5 + 0.5 * abs(((self.table.time * 1.2) % 2) - 1)
        col = tuple(int(a + (b - a) * pulse) for a, b in zip(palette.ACCENT_DARK, palette.ACCENT))
        draw.rect(surface, col, rect.inflate(4, 4), 3, border_radius=14)

    def draw_opponent(self, surface, q) -> None:
        t = self.table
        s = self.shown()
        r = self.places.opp_rect(q)
        out = s.out(q)
        draw_panel(surface, r, fill=(40, 30, 34) if out else (32, 36, 50),
                   border=palette.SEAT_COLOURS[q % 8], radius=12, alpha=235)
        if s.current == q and s.to_move is not None:
            self._turn_glow(surface, r)
        target = (self.stage.picking_target or (
            self.human_to_move and self.input.icons_left().get("attack"))) and not out
        room = r.w - 16
        if target and any(a[0] == "attack" and a[1] == q for a in t.human_legal()):
            draw.rect(surface, palette.BAD, r.inflate(2, 2), 3, border_radius=12)
            tag = text.blit_text(surface, "⚔ click to attack", (r.right - 8, r.y + 6), 12,
                                 palette.BAD, text.BOLD, anchor="topright")
            room = tag.x - r.x - 14
        ch = s.character(q)
        name = f"{t.names[q]} · {ch.name}" + (" (out)" if out else "")
        if text.width_of(name, 14, text.BOLD) > room:
            name = f"{t.names[q]} · {ch.name.split(' the ')[0]}" + (" (out)" if out else "")
        surface.blit(text.render(text.shorten(name, 14, room, text.BOLD), 14, palette.TEXT,
                                 text.BOLD), (r.x + 8, r.y + 5))
        self.sacks.sim.draw(surface, q, self.bag_hover() == q)
        surface.blit(text.render("HP", 11, palette.TEXT_DIM, text.BOLD), (r.x + 84, r.y + 25))
        k = 0
        hp = s.hp(q)
        for c in range(5):
            for _ in range(hp[c]):
                if k < 12:
                    surface.blit(G.sprite(c, 13), L.opp_hp_slot(r, k))
                k += 1
        for i in range(k, 12):
            surface.blit(G.slot(13), L.opp_hp_slot(r, i))
        hp_n = text.render(f"{sum(hp)}", 11, palette.TEXT_DIM)
        surface.blit(hp_n, (L.opp_hp_slot(r, 11).right + 4, r.y + 25))
        rows = (("Hand", None), ("Shield", s.shield(q)),
                (f"Score {sum(s.score(q))}/{WIN}", s.score(q)), ("Discard", s.discard(q)))
        x0 = L.opp_chips_x(r)
        for k, (label, counts) in enumerate(rows):
            y = L.opp_row_y(r, k)
            surface.blit(text.render(label, 11, palette.TEXT_DIM), (r.x + 84, y + 1))
            if counts is None:
                n = sum(s.hand(q)) + s.hidden(q)
                if t.sees_all:
                    self._chips(surface, (x0, y), s.hand(q), 14, 4, max_x=r.right - 8)
                else:
                    step = min(15, (r.right - 8 - x0) // max(1, n))
                    for i in range(n):
                        surface.blit(G.sprite(-1, 14), (x0 + i * step, y))
                    if not n:
                        surface.blit(text.render("empty", 11, palette.TEXT_DIM), (x0, y + 1))
            else:
                self._chips(surface, (x0, y), counts, 14, 4, "–", max_x=r.right - 8)
        hover = self.opp_book_hover()
        for b in range(3):
            line = L.opp_book_line(r, b)
            book = s.book(q, b)
            active = s.current == q and s.cast_book == b
            col = palette.ACCENT if active else palette.TEXT_DIM
            if hover == (q, b):
                draw.rect(surface, (52, 58, 78), line.inflate(4, 0), border_radius=4)
                col = palette.TEXT
            weight = text.BOLD if active else text.REGULAR
            names = [Mages.spell_name(c.sid) + ("★" if c.mastered else "") for c in book]
            label = text.fit_list(f"{b + 1} ▸ ", names, 11, line.w, weight, " › ", "empty")
            surface.blit(text.render(label, 11, col, weight), (line.x, line.y - 1))

    def opp_book_hover(self):
        """(seat, book) of the opponent's spellbook line under the mouse, or None."""
        t = self.table
        if t.drag.dragging is not None or t.popup is not None:
            return None
        for q in t.seats.others:
            r = self.places.opp_rect(q)
            if r.collidepoint(t.mouse):
                for b in range(3):
                    if L.opp_book_line(r, b).collidepoint(t.mouse):
                        return (q, b)
        return None

    def draw_opp_book(self, surface, q: int, b: int) -> pygame.Rect:
        """An opponent's spellbook in full, as cards (names, costs and icons), under
        their board."""
        book = self.shown().book(q, b)
        whose = Words(self.table.names, self.table.human).whose(q)
        title = f"{whose} spellbook {b + 1}"
        gap = 6
        cw, chh = CA.BOOK_CARD
        n = max(1, len(book))
        w = max(200, n * cw + (n - 1) * gap + 20)
        h = 34 + chh + 12
        r = self.places.opp_rect(q)
        lay = self.lay
        rect = pygame.Rect(r.x, r.bottom + 4, min(w, lay.BOOKS.w), h)
        rect.clamp_ip(pygame.Rect(lay.OPP_AREA.x, 0, lay.OPP_AREA.w, lay.SCREEN.h))
        draw_panel(surface, rect, fill=(20, 22, 30), border=palette.SEAT_COLOURS[q % 8],
                   radius=10, alpha=248)
        title = text.shorten(title, 14, rect.w - 20, text.BOLD)
        surface.blit(text.render(title, 14, palette.ACCENT, text.BOLD), (rect.x + 10, rect.y + 8))
        if not book:
            text.blit_text(surface, "no spell in this book", (rect.x + 10, rect.y + 40), 13,
                           palette.TEXT_DIM)
            return rect
        step = min(cw + gap, (rect.w - 20 - cw) // max(1, len(book) - 1)) if len(book) > 1 \
            else cw
        for i, card in enumerate(book):
            face = self.faces.book_card(card)
            surface.blit(face, (rect.x + 10 + i * step, rect.y + 32))
        return rect

    def _draw_books(self, surface) -> None:
        s = self.shown()
        p = self.me
        live = self.live()
        legal = self.table.human_legal()
        hidden = self.table.drag.hidden_keys
        golden = self.tally.golden
        lay = self.lay
        for b in range(3):
            zone = lay.learn_zone(b)
            active = s.current == p and s.cast_book == b
            draw.rect(surface, (22, 50, 42), zone, border_radius=8)
            col = palette.ACCENT if active else palette.TEXT
            text.blit_text(surface, f"Book {b + 1}", (zone.centerx, zone.y + 8), 15, col,
                           text.BOLD, anchor="midtop")
            if ("book", b) in legal:
                draw.rect(surface, palette.LEGAL_GLOW, zone, 2, border_radius=8)
                text.blit_text(surface, "click: cast", (zone.centerx, zone.y + 30), 11,
                               palette.LEGAL_GLOW, anchor="midtop")
            elif active:
                text.blit_text(surface, "casting", (zone.centerx, zone.y + 30), 11,
                               palette.ACCENT, anchor="midtop")
            if teaches(self.table):
                text.blit_text(surface, "learn ▸", (zone.centerx, zone.bottom - 8), 11,
                               palette.TEXT_DIM, anchor="midbottom")
            book = s.book(p, b)
            n = len(book)
            fill = s.fill
            for i, card in enumerate(book):
                if ("card", b, i) in hidden:
                    continue
                r = lay.card_rect(b, i, n)
                face = self.faces.table_card(card, lay)
                surface.blit(face, r)
                if active and i < s.cast_pos:
                    dim = self._dim(r.size)
                    surface.blit(dim, r)
                    text.blit_text(surface, "cast ✓", r.center, 14, palette.GOOD, text.BOLD,
                                   anchor="center")
                if active and i == s.cast_pos and fill:
                    draw.rect(surface, palette.ACCENT, r.inflate(4, 4), 3, border_radius=9)
                    for k, sr in enumerate(CA.cost_slot_rects(r, len(fill), lay.book_scale)):
                        if fill[k] >= 0:
                            gold = (card.mastered and k == 0) or golden == (p, b, i, k)
                            surface.blit(G.sprite(fill[k], sr.w + 2, 0, golden=gold),
                                         sr.inflate(2, 2))
                if live.mastering and self.human_to_move and not card.mastered:
                    draw.rect(surface, palette.LEGAL_GLOW, r.inflate(4, 4), 2,
                                     border_radius=9)
        # cost slots that take the gem being dragged are lit by the drag controller

    def _dim(self, size):
        token = owner_token(self)
        kept = ("magecraft.dim", token, tuple(size))
        d = SHARED.get(kept)
        if d is None:
            d = canvas.new(size, pygame.SRCALPHA)
            draw.rect(d, (0, 0, 0, 120), d.get_rect(), border_radius=8)
            SHARED.put(kept, d, owner=token)
        return d

    def _draw_academy(self, surface) -> None:
        s = self.shown()
        hidden = self.table.drag.hidden_keys
        lay = self.academy              # its panel and labels are in the background
        for k, sid in enumerate(s.academy()):
            r = lay.card(k)
            if ("acad", sid) in hidden:
                draw.rect(surface, (60, 54, 70), r, 1, border_radius=7)
                continue
            surface.blit(self.faces.academy.get(sid, lay.card_size), r)
            left = s.academy_left(k)
            if left == 0:
                surface.blit(self._dim(r.size), r)
            label = f"×{left}"
            badge = text.render(label, 11, palette.TEXT if left else palette.BAD, text.BOLD)
            box = L.academy_badge(r, label)
            draw.rect(surface, (40, 34, 52), box, border_radius=6)
            surface.blit(badge, badge.get_rect(center=box.center))
        for c in range(5):
            r = lay.supply(c)
            draw.rect(surface, (28, 24, 38), r, border_radius=8)
            surface.blit(G.count_chip(c, s.academy_gems()[c], 20), (r.x + 5, r.y + 4))

    def _draw_board(self, surface) -> None:
        t = self.table
        s = self.shown()
        p = self.me
        live = self.live()
        lay = self.lay
        ch = s.character(p)
        if s.current == p and s.to_move is not None:
            self._turn_glow(surface, lay.BOARD)
        who = "You" if t.human is not None else t.names[p]
        surface.blit(text.render(f"{who} · {ch.name}", 18, palette.TEXT, text.BOLD), lay.NAME_POS)
        if self.demo:
            surface.blit(text.render("AI demo", 14, palette.TEXT_DIM, text.BOLD),
                         (lay.CANTRIP.x + 200, lay.CANTRIP.y + 6))
        text.blit_text(surface, "Bag", (lay.SACK.centerx, lay.BOARD.y + 8), 14, palette.TEXT_DIM,
                       text.BOLD, anchor="midtop")
        text.blit_text(surface, f"{sum(s.bag(p))} gems", (lay.SACK.centerx, lay.BOARD.y + 24), 12,
                       palette.TEXT_DIM, anchor="midtop")
        k = 0
        hp = s.hp(p)
        for c in range(5):
            for _ in range(hp[c]):
                if k < 12:
                    surface.blit(G.sprite(c, L.HP_SLOT), lay.hp_slot(k))
                k += 1
        surface.blit(text.render(f"{sum(hp)}/12", 13, palette.TEXT_DIM),
                     (lay.hp_slot(11).right + 6, lay.HP_Y + 4))
        surface.blit(text.render("Shield", 14, palette.TEXT_DIM, text.BOLD), lay.SHIELD_POS)
        self.stage.shield_rects = {}
        rects = self._chips(surface, (lay.SHIELD_POS[0] + 62, lay.SHIELD_POS[1] - 1), s.shield(p),
                            20, 10)
        if live.shielding and self.human_to_move:
            for c, r in rects.items():
                draw.rect(surface, palette.LEGAL_GLOW, r.inflate(6, 4), 2, border_radius=6)
            self.stage.shield_rects = rects
            text.blit_text(surface, "click a shield gem to discard it", (lay.SHIELD_POS[0] + 62,
                           lay.SHIELD_POS[1] + 20), 11, palette.LEGAL_GLOW)
        score = sum(s.score(p))
        surface.blit(text.render(f"Score {score}/{WIN}", 14,
                                 palette.ACCENT if score >= 15 else palette.TEXT_DIM, text.BOLD),
                     lay.SCORE_POS)
        self._chips(surface, (lay.SCORE_POS[0] + 112, lay.SCORE_POS[1] - 1), s.score(p), 20, 10)
        surface.blit(text.render("Discard", 14, palette.TEXT_DIM, text.BOLD), lay.DISCARD_POS)
        self._chips(surface, (lay.DISCARD_POS[0] + 70, lay.DISCARD_POS[1] - 1), s.discard(p), 20,
                    10)
        # hand tray
        draw.rect(surface, (22, 24, 34), lay.HAND, border_radius=12)
        draw.rect(surface, (70, 76, 96), lay.HAND, 1, border_radius=12)
        # resolve row / hint
        if live.resolving and t.can_act():
            text.blit_text(surface, "Resolve:", (lay.RESOLVE_ROW.x + 4, lay.RESOLVE_ROW.centery),
                           15, palette.ACCENT, text.BOLD, anchor="midleft")
        else:
            hint = self.hint()
            if hint:
                img = text.render(hint, 13, palette.TEXT_DIM)
                if img.get_width() > lay.RESOLVE_ROW.w:
                    img = text.render(hint, 11, palette.TEXT_DIM)
                surface.blit(img, img.get_rect(midleft=(lay.RESOLVE_ROW.x + 4,
                                                        lay.RESOLVE_ROW.centery)))
        self._draw_phases(surface)

    def hint(self) -> str:
        """The line under the human's hand: what to do now (or who is playing)."""
        t = self.table
        live = self.live()
        replaying = replay_status(t)
        if replaying:
            return replaying
        if live.over:
            return "The game is over."
        if t.human is None:
            return f"{t.names[live.to_move]} is thinking…"
        if live.to_move != t.human:
            return f"{t.names[live.to_move]} is playing…"
        need = self.input.discard_need()
        if need:
            what = "Starting hand" if live.setting_up else "Revision"
            return (f"{what}: choose {need} gem{'s' if need != 1 else ''} to discard "
                    f"({len(self.stage.discard_pick)} chosen), then confirm (Space).")
        if live.rearranging:
            n = live.moves_left
            return (f"Drag spells between spellbooks ({n} move{'s' if n != 1 else ''} left: "
                    "one per spell you own), then Done.")
        return HINTS.get(live.moment, "")

    def _draw_phases(self, surface) -> None:
        t = self.table
        live = self.live()
        r = self.lay.PHASES
        step = live.turn_step
        w = (r.w - 3 * 6) // 4
        for i, name in enumerate(PHASE_NAMES):
            box = pygame.Rect(r.x + i * (w + 6), r.y, w, r.h)
            on = i == step
            draw.rect(surface, (84, 70, 34) if on else (28, 32, 44), box, border_radius=8)
            draw.rect(surface, palette.ACCENT if on else (70, 76, 96), box, 1,
                             border_radius=8)
            text.blit_text(surface, f"{i + 1}. {name}", box.center, 13,
                           palette.TEXT if on else palette.TEXT_DIM,
                           text.BOLD if on else text.REGULAR, anchor="center")
        if not live.over:
            who = ("Your turn" if live.current == t.human
                   else f"{t.names[live.current]}'s turn")
            if live.setting_up:
                who = "Setup: starting hands"
            text.blit_text(surface, f"Turn {live.turn + 1} · {who}", (r.x + 2, r.y - 16), 12,
                           palette.ACCENT, text.BOLD)

    def _draw_hand(self, surface) -> None:
        s = self.shown()
        hidden = self.table.drag.hidden_keys
        hand = s.hand(self.me)
        pick = self.stage.discard_pick
        for c in range(5):
            for j in range(hand[c]):
                if ("gem", c, j) in hidden:
                    continue
                r = self.places.hand_gem_rect(c, j)
                if (c, j) in pick:      # chosen for the discard: raised, marked
                    draw.rect(surface, palette.BAD, r.inflate(8, 8), 2,
                                     border_radius=10)
                    text.blit_text(surface, "✕", (r.right + 2, r.y - 4), 13, palette.BAD,
                                   text.BOLD, anchor="topright")
                surface.blit(G.sprite(c, L.HAND_GEM), r)

    def draw_bag_tip(self, surface, q) -> pygame.Rect:
        t = self.table
        s = self.shown()
        owner = Words(t.names, t.human).whose(q)
        lines: list = [(text.shorten(f"{owner} bag", 14, 230, text.BOLD), None)]
        if t.human is not None and q != t.human:
            lines.append(("In the bag or hand:", s.bag(q)))
        else:
            lines.append(("In the bag:", s.bag(q)))
        lines.append(("In the discard area:", s.discard(q)))
        w, h = 250, 28 + 44 * (len(lines) - 1)
        pos = t.mouse
        rect = pygame.Rect(pos[0] + 16, pos[1] + 12, w, h)
        rect.clamp_ip(self.lay.SCREEN)
        draw_panel(surface, rect, fill=(20, 22, 30), border=palette.ACCENT, radius=8, alpha=245)
        y = rect.y + 6
        surface.blit(text.render(lines[0][0], 14, palette.ACCENT, text.BOLD), (rect.x + 10, y))
        y += 22
        for label, counts in lines[1:]:
            surface.blit(text.render(f"{label} {sum(counts)}", 12, palette.TEXT_DIM),
                         (rect.x + 10, y))
            self._chips(surface, (rect.x + 10, y + 16), counts, 18, 8)
            y += 44
        return rect
