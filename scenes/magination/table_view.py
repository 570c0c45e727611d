"""How the Magi-Nation table is drawn: where every card lies (the zones of
scenes.magination.layout, the hand fan, the opponents' face-down hands) and the frame
itself: the felt, each seat's zone (Magi stack, active Magi and its energy panel,
creatures with their energy, relics, deck and discard), the step bar, the hand, the side
panel and the zoom. A mixin of :class:`scenes.magination.table.MagiNationTable`: it reads
the table's ``vis`` (the drawn view), ``layout``, ``offsets``, ``in_flight`` and the kit's
drag, queue, zoom and log."""
from __future__ import annotations

import math

import pygame

from app.ui import palette, text
from app.ui.drag import glow_outline
from app.ui.widgets import draw_panel
from engines.magination.cards import CARDS
from engines.magination.state import HIDDEN, penalty
from scenes.kit.animations import banner_surface
from scenes.magination import layout as L
from scenes.magination.card_art import (card_text, draw_back, orb_surface,
                                        region_emblem)

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


class TableView:
    """Geometry and drawing of the Magi-Nation table (mixed into the table scene)."""

    # geometry ------------------------------------------------------------------------
    def zone(self, seat):
        return self.layout.zone(seat)

    def hand_rects(self) -> dict:
        seat = self.bottom
        cards = self.vis.hand[seat]
        n = len(cards)
        if not n:
            return {}
        w = L.HAND_W
        hand = self.layout.hand_rect
        span = hand.w
        step = min(w + 8, (span - w) / max(1, n - 1))
        total = (n - 1) * step + w
        x0 = hand.x + (span - total) / 2
        return {c: pygame.Rect(round(x0 + i * step), L.HAND_Y, w, L.HAND_H)
                for i, c in enumerate(cards)}

    def opp_hand_rects(self, seat) -> list:
        """Where an opponent's face-down hand lies (its zone says how)."""
        return self.zone(seat).hand_rects(len(self.vis.hand[seat]))

    def hand_target(self, seat) -> tuple:
        """Where a card drawn into an opponent's hand flies."""
        z = self.zone(seat)
        rs = z.hand_rects(max(1, len(self.vis.hand[seat])))
        return rs[len(rs) // 2].center

    def card_rect(self, iid) -> pygame.Rect | None:
        v = self.vis
        p = v.owner[iid]
        z = self.zone(p)
        if v.magi[p] == iid:
            return z.magi.copy()
        if iid in v.creatures[p]:
            return z.creature_rects(len(v.creatures[p]))[v.creatures[p].index(iid)]
        if iid in v.relics[p]:
            return z.relic_rects(len(v.relics[p]))[v.relics[p].index(iid)]
        if iid in v.hand[p]:
            if p == self.bottom:
                return self.hand_rects().get(iid)
            rs = self.opp_hand_rects(p)
            k = v.hand[p].index(iid)
            return rs[min(k, len(rs) - 1)].copy() if rs else None
        if iid in v.discard[p]:
            return z.discard.copy()
        if iid in v.deck[p]:
            return z.deck.copy()
        if iid in v.stack[p]:
            return z.magi.copy()
        return None

    def card_center(self, iid, fallback=(500, 310)):
        r = self.card_rect(iid)
        return r.center if r else fallback

    def face(self, iid, size) -> pygame.Surface:
        """The card's face as the human sees it (its back when hidden from them)."""
        d = self.vis.defs[iid]
        return self.back(size) if d == HIDDEN else self.faces.get(d, size)

    def back(self, size) -> pygame.Surface:
        size = (int(size[0]), int(size[1]))
        b = self.backs.get(size)
        if b is None:
            b = self.backs[size] = draw_back(size)
        return b

    def card_under(self, pos):
        """The visible card under ``pos`` (topmost), or None."""
        for iid, r in reversed(list(self.hand_rects().items())):
            if r.collidepoint(pos) and iid not in self.drag.hidden_keys:
                return iid
        v = self.vis
        for p in range(self.players):
            if p not in self.layout.zones:
                continue
            # the last drawn lies on top (fanned cards): look at them first
            for iid in v.creatures[p][::-1] + v.relics[p][::-1] + (
                    [v.magi[p]] if v.magi[p] >= 0 else []):
                r = self.card_rect(iid)
                if r and r.collidepoint(pos):
                    return iid
            z = self.zone(p)
            if v.discard[p] and z.discard.collidepoint(pos):
                return v.discard[p][-1]
        return None


    def drag_cost_label(self) -> str | None:
        payload = self.drag.dragging
        if payload is None or payload[0] != "hand":
            return None
        c = CARDS[self.state.defs[payload[1]]]
        mc = self.state.magi_card(self.human)
        pen = penalty(mc, c) if mc else None
        if pen is None:
            return f"{mc.name if mc else 'No Magi'} cannot play {c.name}" if mc else "No Magi in play"
        if c.type == "Relic":
            return f"Cost {c.base_cost}"
        base = c.cost if not c.x_cost else c.cost
        if c.x_cost:
            return f"Cost {base}" + (" (+1 regional)" if pen else "")
        return f"Cost {c.cost + pen}" + (" (+1 regional)" if pen else "")


    # drawing -------------------------------------------------------------------------
    def _background_surface(self) -> pygame.Surface:
        if self._background is None:
            bg = pygame.Surface(L.SCREEN.size)
            bg.fill(palette.BG)
            felt = pygame.Rect(4, 0, self.layout.play_w, 720)
            pygame.draw.rect(bg, palette.TABLE_FELT_DARK, felt, border_radius=18)
            for seat, z in self.layout.zones.items():
                pygame.draw.rect(bg, palette.TABLE_FELT, z.rect, border_radius=14)
                pygame.draw.rect(bg, (44, 96, 80), z.rect, 2, border_radius=14)
                for area, label in ((z.creature_area, "Creatures"), (z.relic_area, "Relics")):
                    pygame.draw.rect(bg, (36, 86, 72), area, border_radius=10)
                    pygame.draw.rect(bg, (58, 110, 94), area, 1, border_radius=10)
                    lab = text.render(label, 12 if z.labels else 10, (90, 140, 122), text.BOLD)
                    bg.blit(lab, lab.get_rect(bottomright=(area.right - 8, area.bottom - 3)))
                piles = ((z.deck, "Deck"), (z.discard, "Discard"))
                if z.compact:
                    piles += ((z.hand, "Hand"),)
                for r, label in piles:
                    pygame.draw.rect(bg, (36, 86, 72), r.inflate(6, 6), border_radius=8)
                    pygame.draw.rect(bg, (70, 120, 104), r.inflate(6, 6), 1, border_radius=8)
                    if z.labels:
                        lab = text.render(label, 12, (150, 190, 170), text.BOLD)
                        bg.blit(lab, lab.get_rect(midtop=(r.centerx, r.bottom + 4)))
                    else:                   # a compact row: a small label under it
                        lab = text.fit(label, 10, r.w + 6, (150, 190, 170), text.BOLD)
                        bg.blit(lab, lab.get_rect(midtop=(r.centerx, r.bottom + 3)))
            pygame.draw.rect(bg, (16, 40, 34), self.layout.middle, border_radius=10)
            self._background = bg.convert() if pygame.display.get_surface() else bg
        return self._background

    def draw(self, surface) -> None:
        surface.blit(self._background_surface(), (0, 0))
        legal = self.human_legal()
        glow = self._glow_set(legal)
        for p in range(self.players):
            self._draw_zone(surface, p, glow)
        self._draw_steps(surface)
        for iid, off in self.offsets.items():        # a lunging attacker above everything
            if off != (0, 0):
                r = self.card_rect(iid)
                if r is not None:
                    p = self.vis.owner[iid]
                    z = self.zone(p)
                    r = r.move(off)
                    surface.blit(self.face(iid, r.size), r)
                    if iid in self.vis.creatures[p]:
                        self._draw_card_energy(surface, r, self.vis.energy[iid], z.scale,
                                               z.tokens)
        self.drag.draw_targets(surface)
        self._draw_hand(surface, legal)
        self._draw_side(surface)
        for b in self.buttons:
            b.draw(surface)
        self.queue.draw(surface)
        for o in self.overlays:
            o.draw(surface)
        if self.popup is not None and not self.queue.busy:
            self.popup.draw(surface)
        if self.zoom_key is not None and self.drag.dragging is None:
            self._draw_zoom(surface)
        for fn in list(self.draw_hooks):
            fn(surface)
        # the held card and a refusal last: no panel (a tutorial's call-out) covers them
        self.drag.draw_overlay(surface)
        label = self.drag_cost_label()
        if label and self.drag.held_center:
            c = self.drag.held_center
            img = banner_surface(label, (30, 34, 46), palette.ACCENT, 15)
            surface.blit(img, img.get_rect(midtop=(round(c[0]), round(c[1]) + 70)))

    def _glow_set(self, legal) -> dict:
        """Cards to outline: pending targets (strong), cards with a usable power/attack."""
        out = {}
        if not legal:
            return out
        d = self.decision()
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
        if self.drag.dragging and self.drag.dragging[0] == "creature":
            for k in self.drag.legal:
                if isinstance(k, tuple):
                    out[k[1]] = True
        return out

    def _draw_glow(self, surface, r, strong) -> None:
        col = palette.LEGAL_GLOW if strong else (150, 220, 255)
        g = glow_outline(r.size, colour=col, strong=strong, radius=8)
        if strong:
            g.set_alpha(int(180 + 75 * (0.5 + 0.5 * math.sin(self.time * 5))))
        else:
            g.set_alpha(170)
        surface.blit(g, (r.x - 8, r.y - 8))
        pygame.draw.rect(surface, col, r.inflate(8, 8), 3 if strong else 2, border_radius=10)

    def _draw_zone(self, surface, p, glow) -> None:
        v = self.vis
        z = self.zone(p)
        # Magi stack (face down) + defeated count
        for k in range(len(v.stack[p])):
            sx, sy = z.stack_pos
            surface.blit(self.back(z.magi_size), (sx + k * 4, sy + k * 3))
        m = v.magi[p]
        if m >= 0 and m not in self.in_flight:
            r = z.magi.move(self.offsets.get(m, (0, 0)))
            if m in glow:
                self._draw_glow(surface, r, glow[m])
            surface.blit(self.face(m, z.magi_size), r)
        self._draw_energy_panel(surface, p, z)
        # creatures
        rects = z.creature_rects(len(v.creatures[p]))
        for k, (iid, r) in enumerate(zip(v.creatures[p], rects)):
            if iid in self.in_flight or (self.drag.busy and ("c", iid) in self.drag.hidden_keys):
                continue
            r = r.move(self.offsets.get(iid, (0, 0)))
            if iid in glow:
                self._draw_glow(surface, r, glow[iid])
            surface.blit(self.face(iid, z.card), r)
            # fanned: the energy gem on the strip the next card leaves visible
            shown = rects[k + 1].x - r.x if k + 1 < len(rects) else r.w
            self._draw_card_energy(surface, r, v.energy[iid], z.scale, z.tokens,
                                   shown=min(r.w, shown + 4))
        for iid, r in zip(v.relics[p], z.relic_rects(len(v.relics[p]))):
            if iid in self.in_flight:
                continue
            if iid in glow:
                self._draw_glow(surface, r, glow[iid])
            surface.blit(self.face(iid, z.relic), r)
        # deck and discard
        if v.deck[p]:
            for k in range(min(3, len(v.deck[p]))):
                surface.blit(self.back(z.pile), z.deck.move(-k, -k))
        cnt = text.render(str(len(v.deck[p])), 14, palette.TEXT, text.BOLD)
        surface.blit(cnt, cnt.get_rect(center=(z.deck.centerx, z.deck.bottom - 10)))
        if v.discard[p]:
            top = v.discard[p][-1]
            surface.blit(self.face(top, z.pile), z.discard)
            n = text.render(str(len(v.discard[p])), 13, palette.TEXT, text.BOLD)
            r = n.get_rect(center=(z.discard.right - 10, z.discard.bottom - 10))
            pygame.draw.circle(surface, palette.CARD_EDGE, r.center, 11)
            surface.blit(n, r)
        # hands of the others: face down (above the zone, or a small pile in a row)
        if p != self.bottom:
            for r in reversed(self.opp_hand_rects(p)) if z.compact else self.opp_hand_rects(p):
                surface.blit(self.back((r.w, r.h)), r)
            if z.compact:
                self._badge(surface, str(len(v.hand[p])), (z.hand.centerx, z.hand.bottom - 12))

    def _badge(self, surface, label: str, centre) -> None:
        n = text.render(label, 13, palette.TEXT, text.BOLD)
        r = n.get_rect(center=centre)
        pygame.draw.circle(surface, palette.CARD_EDGE, r.center, max(11, r.w // 2 + 4))
        surface.blit(n, r)

    def _draw_energy_panel(self, surface, p, z) -> None:
        v = self.vis
        r = z.energy
        active = v.current == p
        draw_panel(surface, r, fill=(22, 34, 40), border=palette.ACCENT if active else
                   palette.PANEL_BORDER, radius=10, alpha=235)
        name = self.names[p]
        mc = v.magi_card(p) if v.magi[p] >= 0 and v.defs[v.magi[p]] >= 0 else None
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
        energy = v.energy[v.magi[p]] if v.magi[p] >= 0 else 0
        big = text.render(str(energy), max(18, round(30 * s)), palette.ACCENT, text.BOLD)
        by = r.y + title.get_height() + 2
        surface.blit(big, (r.x + 8, by))
        left = len(v.stack[p]) + (1 if v.magi[p] >= 0 else 0)
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
        pygame.draw.circle(surface, palette.CARD_EDGE, c, gem_r + 2)
        pygame.draw.circle(surface, (250, 200, 70), c, gem_r)
        n = text.render(str(energy), max(11, round(16 * scale)), palette.TEXT_DARK, text.BOLD)
        surface.blit(n, n.get_rect(center=c))
        for kind, x, img in energy_tokens(r, energy) if tokens else ():
            if kind == "orb":
                surface.blit(img, img.get_rect(center=(x, r.bottom + 9)))
            else:
                surface.blit(img, img.get_rect(midleft=(x, r.bottom + 9)))

    def _draw_hand(self, surface, legal) -> None:
        if self.bottom is None:
            return
        playable = {a[1] for a in legal if a[0] == "play"}
        picks = set()
        d = self.decision()
        if d is not None and d.is_choice and self.human_to_move:
            picks = {a[1] for a in d.options if a[0] == "pick"}
        hidden = self.drag.hidden_keys
        for iid, r in self.hand_rects().items():
            if iid in hidden or iid in self.in_flight:
                continue
            r = r.move(0, self.hand_view.offset(iid))
            if iid in playable or iid in picks:
                self._draw_glow(surface, r, iid in picks)
            surface.blit(self.face(iid, (L.HAND_W, L.HAND_H)), r)

    def step_rects(self) -> dict:
        """The step bar's pills: step number -> rect."""
        r = self.layout.step_rect
        x = r.x + 116
        weights = {1: 0.9, 2: 1.45, 3: 0.75, 4: 1.15, 5: 1.45, 6: 0.7}
        unit = (r.right - x - 5 * 4) / sum(weights.values())
        out = {}
        for n in range(1, 7):
            w = weights[n] * unit
            out[n] = pygame.Rect(round(x), r.y + 2, round(w), r.h - 4)
            x += w + 4
        return out

    def passed_under(self, pos) -> str | None:
        """Why the step under ``pos`` passed by itself this turn (None: it did not)."""
        for n, pr in self.step_rects().items():
            if n in self.passed and pr.collidepoint(pos):
                return f"{STEP_LABELS[n]} passed by itself: {self.passed[n]}"
        return None

    def _draw_steps(self, surface) -> None:
        v = self.vis
        r = self.layout.step_rect
        who = v.current if v.current is not None else 0
        if who == self.human:
            lab = "Your turn"
        else:
            room = 108 - text.font(14, text.BOLD).size("'s turn")[0]
            lab = f"{text.shorten(str(self.names[who]), 14, room, text.BOLD)}'s turn"
        t = text.fit(lab, 14, 108, palette.ACCENT, text.BOLD)
        surface.blit(t, t.get_rect(midleft=(r.x + 2, r.centery)))
        for n, pr in self.step_rects().items():
            cur = v.step == n
            passed = n in self.passed and not cur
            fill = palette.ACCENT if cur else (26, 44, 40) if passed else (34, 58, 52)
            pygame.draw.rect(surface, fill, pr, border_radius=8)
            pygame.draw.rect(surface, palette.ACCENT_DARK if cur else (60, 96, 86), pr, 1,
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
        why = self.passed_under(self.mouse) if self.popup is None else None
        if why:
            tip = banner_surface(why, (30, 34, 46), palette.TEXT, 13)
            box = tip.get_rect(midtop=(self.mouse[0], r.bottom + 6))
            box.clamp_ip(pygame.Rect(8, 0, self.layout.play_w - 8, 720))
            surface.blit(tip, box)
        prompt = None if self.queue.busy else self.pending_prompt()
        if prompt:
            img = banner_surface(text.shorten(prompt, 15, self.layout.play_w - 60, text.BOLD), (30, 34, 46),
                                 palette.LEGAL_GLOW, 15)
            surface.blit(img, img.get_rect(midbottom=(500, r.y - 2)))
        elif self.human_to_move and not self.queue.busy and v.step in (2, 3, 4, 5):
            hint = {2: "Click a card to use a power; drag relics and spells from your hand.",
                    3: "Drag one of your creatures onto an opposing creature (or Magi) to attack.",
                    4: "Drag creatures from your hand into your creature row to play them.",
                    5: "Click a card to use a power; drag relics and spells from your hand."}[v.step]
            img = text.render_wrapped(hint, 13, 128, (190, 220, 210))
            surface.blit(img, (14, L.HAND_Y + 4))

    def _draw_side(self, surface) -> None:
        r = L.TOPBAR_RECT
        draw_panel(surface, r, fill=(24, 28, 38), radius=12, alpha=230)
        title = text.render("Magi-Nation Duel", 18, palette.ACCENT, text.BOLD)
        surface.blit(title, (r.x + 14, r.y + 8))
        sub = text.render(f"turn {self.vis.turn_no}" + (" · AI demo" if self.demo else
                                                        f" · {self.difficulty}"),
                          13, palette.TEXT_DIM)
        surface.blit(sub, (r.x + 14, r.y + 32))
        self.log.draw(surface)

    def _zoom_area(self) -> pygame.Rect:
        if self.zoom_key is None:
            return pygame.Rect(0, 0, 0, 0)
        r = self.card_rect(self.zoom_key) or pygame.Rect(500, 300, 10, 10)
        return r.inflate(40, 40)

    def _draw_zoom(self, surface) -> None:
        iid = self.zoom_key
        if iid is None or self.vis.defs[iid] < 0:
            return
        anchor = self._zoom_area().center
        self._draw_card_zoom(surface, iid, (anchor[0], min(anchor[1], 380)))

    def _draw_card_zoom(self, surface, iid, anchor) -> None:
        """Card ``iid`` large with its full text near ``anchor`` (when its face is known)."""
        if self.vis.defs[iid] < 0:
            return
        c = CARDS[self.vis.defs[iid]]
        face = self.faces.get(c.id, L.ZOOM_SIZE)
        self.zoomer.draw_zoom(surface, face, c.name, card_text(c), anchor)

