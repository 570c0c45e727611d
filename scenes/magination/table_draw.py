"""How the Magi-Nation table is drawn (the drawer part): the felt, each seat's zone (Magi
stack, active Magi and its energy panel, creatures with their energy, relics, deck and
discard), the step bar (which steps passed by themselves, and why on hover; the prompt
or the step's hint), the hand, the side panel, the kit's controls, the animations, the
pop-up, the kit's card zoom and the held card's cost. Reads: the table (the drawn view
through the read model, the decision, the kit's controls and hooks), the places, the
stage, the faces and the input part (the hand's lift, the prompt, the cost label);
writes nothing."""
from __future__ import annotations

import math
from typing import Callable

import pygame

from app.ui import canvas, draw, palette, text
from app.ui.drag import glow_outline
from app.ui.widgets import draw_panel
from engines.magination.read import Board
from scenes.kit.animations import banner_surface
from scenes.kit.draw_layers import draw_animations
from scenes.kit.replay import replay_status
from scenes.kit.parts import DrawFace, Part
from scenes.kit.zoom import CardZoom
from scenes.magination import layout as L
from scenes.magination.card_art import orb_surface, region_emblem
from scenes.magination.table_faces import Faces
from scenes.magination.table_input import MagiNationInput
from scenes.magination.table_places import Places
from scenes.magination.table_stage import Stage

STEP_LABELS = {1: "Energize", 2: "Powers/Relics/Spells", 3: "Attack", 4: "Play Creatures",
               5: "Powers/Relics/Spells", 6: "Draw"}


PIPS_MAX = 7          # energy tokens drawn one by one up to this; beyond, "orb ×n"


def energy_tokens(r: pygame.Rect, energy: int) -> list:
    """What stands for a card's energy under it, inside its width: ("orb", centre x,
    surface) per token up to PIPS_MAX (fewer when the card is narrow), else one orb and
    ("count", left x, "×n")."""
    orb = orb_surface(4)
    half = orb.get_width() // 2
    x0 = r.x + half
    fits = max(1, (r.w - 2 * half) // 10 + 1)
    if energy <= 0:
        return []
    if energy <= min(PIPS_MAX, fits):
        return [("orb", x0 + j * 10, orb) for j in range(energy)]
    count = text.fit(f"×{energy}", 12, max(10, r.w - 2 * half - 2), palette.ACCENT,
                     text.BOLD)
    return [("orb", x0, orb), ("count", x0 + half, count)]


class MagiNationDrawer(Part):
    def __init__(self, table: DrawFace, places: Places, stage: Stage, faces: Faces,
                 input_: MagiNationInput, zoom: CardZoom, mode: Callable[[], str]) -> None:
        self.table, self.places, self.stage, self.faces = table, places, stage, faces
        self.input, self.zoom, self.mode = input_, zoom, mode
        self._background: pygame.Surface | None = None

    def shown(self) -> Board:
        return Board(self.table.shown)

    def relayout(self) -> None:
        """The layout changed: the felt is drawn again; the zoom's anchor stays above the
        human's zone."""
        self._background = None
        self.zoom.top_limit = 380 + self.places.layout.dy // 2

    # drawing -------------------------------------------------------------------------
    def _background_surface(self) -> pygame.Surface:
        layout = self.places.layout
        if self._background is None or canvas.stale(self._background) \
                or self._background.get_size() != layout.room.size:
            bg = canvas.new(layout.room.size)
            bg.fill(palette.BG)
            felt = pygame.Rect(4, 0, layout.play_w, layout.room.h)
            draw.rect(bg, palette.TABLE_FELT_DARK, felt, border_radius=18)
            for seat, z in self.places.layout.zones.items():
                draw.rect(bg, palette.TABLE_FELT, z.rect, border_radius=14)
                draw.rect(bg, (44, 96, 80), z.rect, 2, border_radius=14)
                for area, label in ((z.creature_area, "Creatures"), (z.relic_area, "Relics")):
                    draw.rect(bg, (36, 86, 72), area, border_radius=10)
                    draw.rect(bg, (58, 110, 94), area, 1, border_radius=10)
                    lab = text.render(label, 12 if z.labels else 10, (90, 140, 122), text.BOLD)
                    bg.blit(lab, lab.get_rect(bottomright=(area.right - 8, area.bottom - 3)))
                piles: tuple = ((z.deck, "Deck"), (z.discard, "Discard"))
                if isinstance(z, L.RowZone):          # a compact row: its hand a pile
                    piles += ((z.hand, "Hand"),)
                for r, label in piles:
                    draw.rect(bg, (36, 86, 72), r.inflate(6, 6), border_radius=8)
                    draw.rect(bg, (70, 120, 104), r.inflate(6, 6), 1, border_radius=8)
                    if z.labels:
                        lab = text.render(label, 12, (150, 190, 170), text.BOLD)
                        bg.blit(lab, lab.get_rect(midtop=(r.centerx, r.bottom + 4)))
                    # a compact row's labels say the counts too: drawn with the cards
            draw.rect(bg, (16, 40, 34), self.places.layout.middle, border_radius=10)
            self._background = bg.convert() if pygame.display.get_surface() else bg
        return self._background

    def draw(self, surface) -> None:
        t = self.table
        v = self.shown()
        surface.blit(self._background_surface(), (0, 0))
        legal = t.human_legal()
        glow = self._glow_set(legal)
        for p in range(t.seats.players):
            self._draw_zone(surface, p, glow)
        self._draw_steps(surface)
        for iid, off in self.stage.offsets.items():        # a lunging attacker above everything
            if off != (0, 0):
                r = self.places.card_rect(iid)
                if r is not None:
                    q = v.owner(iid)
                    z = self.places.zone(q)
                    r = r.move(off)
                    surface.blit(self.faces.face(iid, r.size), r)
                    if q is not None and iid in v.creatures(q):
                        self._draw_card_energy(surface, r, v.energy(iid), z.scale,
                                               z.tokens)
        t.drag.draw_targets(surface)
        self._draw_hand(surface, legal)
        self._draw_side(surface)
        for b in t.buttons:
            b.draw(surface)
        draw_animations(surface, t, self.stage.overlays)
        if t.zoom_key is not None and t.drag.dragging is None:
            self.zoom.draw(surface, t.zoom_key, L.ZOOM_SIZE)
        for fn in list(t.draw_hooks):
            fn(surface)
        # the held card and a refusal last: no panel (a tutorial's call-out) covers them
        t.drag.draw_overlay(surface)
        label = self.input.drag_cost_label()
        if label and t.drag.held_center:
            c = t.drag.held_center
            img = banner_surface(label, (30, 34, 46), palette.ACCENT, 15)
            surface.blit(img, img.get_rect(midtop=(round(c[0]), round(c[1]) + 70)))

    def _glow_set(self, legal) -> dict:
        """Cards to outline: pending targets (strong), cards with a usable power/attack."""
        t = self.table
        out: dict = {}
        if not legal:
            return out
        d = t.decision()
        if d is not None and d.is_choice:
            for a in d.options:
                if a[0] in ("target", "pick") and isinstance(a[1], int):
                    out[a[1]] = True
            return out
        for a in legal:
            if a[0] == "power":
                out.setdefault(a[1], False)
            elif a[0] == "attack":
                out.setdefault(a[1], False)
        if t.drag.dragging and t.drag.dragging[0] == "creature":
            for k in t.drag.legal:
                if isinstance(k, tuple):
                    out[k[1]] = True
        return out

    def _draw_glow(self, surface, r, strong) -> None:
        t = self.table
        col = palette.LEGAL_GLOW if strong else (150, 220, 255)
        g = glow_outline(r.size, colour=col, strong=strong, radius=8)
        if strong:
            g.set_alpha(int(180 + 75 * (0.5 + 0.5 * math.sin(t.time * 5))))
        else:
            g.set_alpha(170)
        surface.blit(g, (r.x - 8, r.y - 8))
        draw.rect(surface, col, r.inflate(8, 8), 3 if strong else 2, border_radius=10)

    def _draw_zone(self, surface, p, glow) -> None:
        t = self.table
        v = self.shown()
        creatures, relics, deck, discard = v.creatures(p), v.relics(p), v.deck(p), v.discard(p)
        z = self.places.zone(p)
        # Magi stack (face down) + defeated count
        for k in range(len(v.stack(p))):
            sx, sy = z.stack_pos
            surface.blit(self.faces.back(z.magi_size), (sx + k * 4, sy + k * 3))
        m = v.magi(p)
        if m is not None and m not in self.stage.in_flight:
            r = z.magi.move(self.stage.offsets.get(m, (0, 0)))
            if m in glow:
                self._draw_glow(surface, r, glow[m])
            surface.blit(self.faces.face(m, z.magi_size), r)
        self._draw_energy_panel(surface, p, z)
        # creatures
        rects = z.creature_rects(len(creatures))
        for k, (iid, r) in enumerate(zip(creatures, rects)):
            if iid in self.stage.in_flight or (t.drag.busy and ("c", iid) in t.drag.hidden_keys):
                continue
            r = r.move(self.stage.offsets.get(iid, (0, 0)))
            if iid in glow:
                self._draw_glow(surface, r, glow[iid])
            surface.blit(self.faces.face(iid, z.card), r)
            # fanned: the energy gem on the strip the next card leaves visible
            shown = rects[k + 1].x - r.x if k + 1 < len(rects) else r.w
            self._draw_card_energy(surface, r, v.energy(iid), z.scale, z.tokens,
                                   shown=min(r.w, shown + 4))
        for iid, r in zip(relics, z.relic_rects(len(relics))):
            if iid in self.stage.in_flight:
                continue
            if iid in glow:
                self._draw_glow(surface, r, glow[iid])
            surface.blit(self.faces.face(iid, z.relic), r)
        # deck and discard
        if deck:
            for k in range(min(3, len(deck))):
                surface.blit(self.faces.back(z.pile), z.deck.move(-k, -k))
        if not z.counted:
            cnt = text.render(str(len(deck)), 14, palette.TEXT, text.BOLD)
            surface.blit(cnt, cnt.get_rect(center=(z.deck.centerx, z.deck.bottom - 10)))
        if discard:
            top = discard[-1]
            surface.blit(self.faces.face(top, z.pile), z.discard)
            if not z.counted:
                n = text.render(str(len(discard)), 13, palette.TEXT, text.BOLD)
                r = n.get_rect(center=(z.discard.right - 10, z.discard.bottom - 10))
                draw.circle(surface, palette.CARD_EDGE, r.center, 11)
                surface.blit(n, r)
        # hands of the others: face down (above the zone, or a small pile in a row); face
        # up when the table sees every hand (a finished game's replay)
        if p != self.places.bottom:
            cards = list(zip(v.hand(p), self.places.opp_hand_rects(p)))
            for iid, r in reversed(cards) if z.compact else cards:
                surface.blit(self.faces.face(iid, (r.w, r.h)) if t.sees_all
                             else self.faces.back((r.w, r.h)), r)
        if z.counted:           # a row: each pile's name and count under it, clear of it
            for r, label, n in ((getattr(z, "hand", None), "Hand", len(v.hand(p))),
                                (z.deck, "Deck", len(deck)), (z.discard, "Discard", len(discard))):
                if r is not None:
                    self._pile_label(surface, f"{label} {n}", r, getattr(z, "label_w", r.w))

    def _pile_label(self, surface, label: str, pile, width: int) -> None:
        """A compact row's pile label ("Deck 40") under the pile, never over it."""
        img = text.fit(label, 11, width, (170, 206, 188), text.BOLD, smallest=8)
        surface.blit(img, img.get_rect(midtop=(pile.centerx, pile.bottom + 5)))

    def _draw_energy_panel(self, surface, p, z) -> None:
        t = self.table
        v = self.shown()
        r = z.energy
        active = v.current == p
        draw_panel(surface, r, fill=(22, 34, 40), border=palette.ACCENT if active else
                   palette.PANEL_BORDER, radius=10, alpha=235)
        name = t.names[p]
        mc = v.magi_card(p)
        s = z.scale
        e = region_emblem(mc.regions[0], max(12, round(16 * s))) if mc is not None else None
        room = r.w - 16 - (e.get_width() + 4 if e is not None else 0)
        size = max(11, round(14 * s))
        mark = " ▶" if active else ""            # the active seat: a symbol, not colour only
        name = text.shorten(name, size, room - text.font(size, text.BOLD).size(mark)[0],
                            text.BOLD)
        title = text.fit(name + mark, size, room,
                         palette.ACCENT if active else palette.TEXT, text.BOLD)
        surface.blit(title, (r.x + 8, r.y + 4))
        if e is not None:
            surface.blit(e, (r.right - e.get_width() - 6, r.y + 4))
        energy = v.magi_energy(p)
        big = text.render(str(energy), max(18, round(30 * s)), palette.ACCENT, text.BOLD)
        by = r.y + title.get_height() + 2
        surface.blit(big, (r.x + 8, by))
        left = v.magi_left(p)
        ml = text.render(f"Magi left {left}/3", max(9, round(11 * s)), palette.TEXT_DIM)
        surface.blit(ml, (r.x + 8, r.bottom - ml.get_height() - 3))
        # tokens: up to 14 orbs in two rows of 7, "+n" beyond
        orb = orb_surface(4)
        ox = r.x + 16 + big.get_width()
        per = max(3, (r.right - ox - 4) // 10)
        shown = min(energy, 2 * per)
        for k in range(shown):
            cx = ox + (k % per) * 10
            cy = by + 10 + (k // per) * 11
            surface.blit(orb, orb.get_rect(center=(cx, cy)))
        if energy > shown:
            more = text.render(f"+{energy - shown}", 11, palette.ACCENT, text.BOLD)
            surface.blit(more, more.get_rect(topright=(r.right - 6, by + 24)))

    def _draw_card_energy(self, surface, r, energy, scale, tokens: bool = True,
                          shown: int | None = None) -> None:
        # the number in a gem at the bottom right (of the ``shown`` part of a fanned
        # card), and tokens under the card (when the zone has room for them)
        gem_r = max(9, round(13 * scale))
        right = r.right if shown is None else r.x + shown
        c = (right - gem_r + 3, r.bottom - gem_r + 3)
        draw.circle(surface, palette.CARD_EDGE, c, gem_r + 2)
        draw.circle(surface, (250, 200, 70), c, gem_r)
        n = text.render(str(energy), max(11, round(16 * scale)), palette.TEXT_DARK, text.BOLD)
        surface.blit(n, n.get_rect(center=c))
        for kind, x, img in energy_tokens(r, energy) if tokens else ():
            if kind == "orb":
                surface.blit(img, img.get_rect(center=(x, r.bottom + 9)))
            else:
                surface.blit(img, img.get_rect(midleft=(x, r.bottom + 9)))

    def _draw_hand(self, surface, legal) -> None:
        t = self.table
        if self.places.bottom is None:
            return
        playable = {a[1] for a in legal if a[0] == "play"}
        picks = set()
        d = t.decision()
        if d is not None and d.is_choice and self.input.human_to_move:
            picks = {a[1] for a in d.options if a[0] == "pick"}
        hidden = t.drag.hidden_keys
        for iid, r in self.places.hand_rects().items():
            if iid in hidden or iid in self.stage.in_flight:
                continue
            r = r.move(0, self.input.hand_view.offset(iid))
            if iid in playable or iid in picks:
                self._draw_glow(surface, r, iid in picks)
            surface.blit(self.faces.face(iid, (L.HAND_W, L.HAND_H)), r)

    def passed_under(self, pos) -> str | None:
        """Why the step under ``pos`` passed by itself this turn (None: it did not)."""
        passed = self.stage.passed
        for n, pr in self.places.step_rects().items():
            if n in passed and pr.collidepoint(pos):
                return f"{STEP_LABELS[n]} passed by itself: {passed[n]}"
        return None

    def _draw_steps(self, surface) -> None:
        t = self.table
        v = self.shown()
        r = self.places.layout.step_rect
        who = v.current if v.current is not None else 0
        if who == t.human:
            lab = "Your turn"
        else:
            room = 108 - text.font(14, text.BOLD).size("'s turn")[0]
            lab = f"{text.shorten(str(t.names[who]), 14, room, text.BOLD)}'s turn"
        img = text.fit(lab, 14, 108, palette.ACCENT, text.BOLD)
        surface.blit(img, img.get_rect(midleft=(r.x + 2, r.centery)))
        for n, pr in self.places.step_rects().items():
            cur = v.step == n
            passed = n in self.stage.passed and not cur
            fill = palette.ACCENT if cur else (26, 44, 40) if passed else (34, 58, 52)
            draw.rect(surface, fill, pr, border_radius=8)
            draw.rect(surface, palette.ACCENT_DARK if cur else (60, 96, 86), pr, 1,
                             border_radius=8)
            col = palette.TEXT_DARK if cur else (120, 150, 140) if passed else (170, 200, 190)
            label = f"{n} {STEP_LABELS[n]}"
            if passed:                  # "passed" in words, not by colour alone
                img = text.fit(label, 10, pr.w - 8, col, text.BOLD)
                surface.blit(img, img.get_rect(midbottom=(pr.centerx, pr.centery + 1)))
                sub = text.fit("passed ▸", 9, pr.w - 8, col, text.BOLD)
                surface.blit(sub, sub.get_rect(midtop=(pr.centerx, pr.centery + 1)))
                continue
            img = text.fit(label, 12, pr.w - 8, col, text.BOLD)
            surface.blit(img, img.get_rect(center=pr.center))
        why = self.passed_under(t.mouse) if t.popup is None else None
        if why:
            tip = banner_surface(why, (30, 34, 46), palette.TEXT, 13)
            box = tip.get_rect(midtop=(t.mouse[0], r.bottom + 6))
            box.clamp_ip(pygame.Rect(8, 0, self.places.layout.play_w - 8, self.places.layout.room.h))
            surface.blit(tip, box)
        prompt = replay_status(t) or (None if t.queue.busy else self.input.pending_prompt())
        if prompt:
            short = text.shorten(prompt, 15, self.places.layout.play_w - 60, text.BOLD)
            img = banner_surface(short, (30, 34, 46), palette.LEGAL_GLOW, 15)
            surface.blit(img, img.get_rect(midbottom=(self.places.layout.centre_x, r.y - 2)))
        elif self.input.human_to_move and not t.queue.busy and v.step in (2, 3, 4, 5):
            hint = {2: "Click a card to use a power; drag relics and spells from your hand.",
                    3: "Drag one of your creatures onto an opposing creature (or Magi) to attack.",
                    4: "Drag creatures from your hand into your creature row to play them.",
                    5: "Click a card to use a power; drag relics and spells from your hand."}[v.step]
            img = text.render_wrapped(hint, 13, 128, (190, 220, 210))
            surface.blit(img, (14, self.places.layout.hand_y + 4))

    def _draw_side(self, surface) -> None:
        t = self.table
        r = self.places.layout.topbar
        draw_panel(surface, r, fill=(24, 28, 38), radius=12, alpha=230)
        title = text.render("Magi-Nation Duel", 18, palette.ACCENT, text.BOLD)
        surface.blit(title, (r.x + 14, r.y + 8))
        sub = text.render(f"turn {self.shown().turn} · {self.mode()}",
                          13, palette.TEXT_DIM)
        surface.blit(sub, (r.x + 14, r.y + 32))
        t.log.draw(surface)

