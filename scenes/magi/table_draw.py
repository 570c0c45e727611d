"""Drawing the Magi table (the mixin :class:`MagiDrawing` of
:class:`scenes.magi.table.MagiTable`): the felt, the turn light that glides to the seat
to move, seats, centre, hand, buttons, the side panel with the log, pop-ups and the
zoomed card."""
from __future__ import annotations

import math

import pygame

from app.ui import palette, sprites, text
from app.ui.widgets import draw_panel
from engines.magi import RULES
from scenes.magi import layout as L
from scenes.magi.card_art import card_text
from scenes.magi.centre import phase_text


NAME_TAG_MAX = 260        # widest name tag over a hovered hand card
PHASE_MAX = 560           # widest phase line (a long name loses whole words)


class MagiDrawing:
    """What the Magi table draws each frame (mixed into MagiTable)."""

    def _light_target(self) -> float | None:
        seat = self.board.current
        if seat is None:
            return None
        return self.layout.seat_angles[seat]

    def _update_light(self, dt) -> None:
        target = self._light_target()
        if target is None:
            return
        if self.light_angle is None:
            self.light_angle = target
            return
        diff = (target - self.light_angle + math.pi) % (2 * math.pi) - math.pi
        self.light_angle += diff * min(1.0, dt * 7.0 * max(1.0, self._speed()))

    # drawing -------------------------------------------------------------------------
    def _background_surface(self) -> pygame.Surface:
        if self._background is None:
            bg = pygame.Surface(L.SCREEN.size)
            bg.fill(palette.BG)
            area = self.layout.table_rect
            try:
                from app.ui import art
                table = art.table_surface(area.size)
            except Exception:  # noqa: BLE001
                table = pygame.Surface(area.size, pygame.SRCALPHA)
                r = table.get_rect()
                pygame.draw.ellipse(table, palette.TABLE_RIM, r)
                pygame.draw.ellipse(table, palette.TABLE_FELT_DARK, r.inflate(-30, -30))
                pygame.draw.ellipse(table, palette.TABLE_FELT, r.inflate(-50, -50))
            bg.blit(table, area)
            self._background = bg.convert() if pygame.display.get_surface() else bg
        return self._background

    def _light_surface(self) -> pygame.Surface:
        surf = getattr(self, "_light", None)
        if surf is None:
            try:
                from app.ui import art
                surf = art.turn_light(46)
            except Exception:  # noqa: BLE001
                surf = pygame.Surface((92, 92), pygame.SRCALPHA)
                for r in range(46, 0, -2):
                    a = int(120 * (1 - r / 46) ** 1.5)
                    pygame.draw.circle(surf, (*palette.ACCENT, a), (46, 46), r)
            self._light = surf
        return surf

    def light_pos(self):
        if self.light_angle is None:
            return None
        cx, cy = self.layout.table_centre
        rx, ry = self.layout.light_r
        return (cx + rx * math.cos(self.light_angle), cy + ry * math.sin(self.light_angle))

    def draw(self, surface) -> None:
        surface.blit(self._background_surface(), (0, 0))
        pos = self.light_pos()
        if pos is not None:
            light = self._light_surface()
            surface.blit(light, light.get_rect(center=(round(pos[0]), round(pos[1]))))
        b = self.board
        thinking = b.current if (b.current is not None and b.current != self.human
                                 and self.state.to_move == b.current
                                 and not self.queue.busy) else None
        catchable = {a[1] for a in self.human_legal() if a[0] == "catch"}
        self.seats.draw(surface, b, self.state.to_move, thinking, catchable, b.current)
        talon_legal = ("draw",) in self.human_legal() and self.popup is None
        self.centre.draw(surface, b, talon_legal)
        self._draw_phase(surface)
        self.drag.draw_targets(surface)
        if self.human is not None:
            self._draw_hand(surface)
        self._draw_side(surface)
        self._draw_call_glow(surface)
        for btn in self.buttons:
            btn.draw(surface)
        self.queue.draw(surface)
        if self.popup is not None and not self.queue.busy:
            self.popup.draw(surface)
        if self.zoom_key is not None and self.drag.dragging is None:
            self._draw_zoom(surface)
        self.drag.draw_overlay(surface)          # the held card and refusals: on top
        for fn in list(self.draw_hooks):
            fn(surface)

    def _draw_hand(self, surface) -> None:
        hidden = self.drag.hidden_keys
        for cid in self.hand.cards:
            if cid in hidden:
                continue
            face = self.faces.get(cid, (L.CARD_W, L.CARD_H))
            rect = self.hand.rects[cid]
            if self.hand.angles.get(cid):
                face = sprites.rotated(face, self.hand.angles[cid])
                rect = face.get_rect(center=rect.center)
            surface.blit(face, rect)
        cid = self.hand.hovered
        if cid is not None and cid not in hidden and self.drag.dragging is None:
            self._draw_name_tag(surface, cid, self.hand.rects[cid])

    def name_tag(self, cid) -> tuple:
        """The hovered hand card's name above it: (surface, rect)."""
        rect = self.hand.rects[cid]
        img = text.fit(RULES.card(cid).name, 14, NAME_TAG_MAX, palette.TEXT, text.BOLD,
                       keep_size=True)
        box = img.get_rect().inflate(14, 6)
        box.midbottom = (rect.centerx, rect.top - 4)
        box.clamp_ip(pygame.Rect(self.layout.hand_rect.x - 60, 0,
                                 self.layout.hand_rect.w + 120, L.SCREEN.h))
        return img, box

    def _draw_name_tag(self, surface, cid, rect) -> None:
        img, box = self.name_tag(cid)
        draw_panel(surface, box, fill=(20, 22, 30), border=palette.ACCENT, radius=8,
                   alpha=235)
        surface.blit(img, img.get_rect(center=box.center))

    def _draw_call_glow(self, surface) -> None:
        """The Magi! button pulses while the turn is held open for the call."""
        if not (self.magi_button.enabled and self.state.phase == "calling"):
            return
        from app.ui.drag import glow_outline
        r = self.magi_button.rect
        g = glow_outline(r.size, radius=10)
        g.set_alpha(int(150 + 105 * (0.5 + 0.5 * math.sin(self.time * 6))))
        surface.blit(g, (r.x - 8, r.y - 8))

    def _draw_phase(self, surface) -> None:
        names = [text.shorten(n, 15, PHASE_MAX // 2, text.BOLD) for n in self.names]
        line = phase_text(self.board, self.human, names)
        if not line:
            return
        img = text.fit(line, 15, PHASE_MAX, palette.TEXT, text.BOLD, keep_size=True)
        r = img.get_rect(midtop=self.layout.phase.midtop)
        draw_panel(surface, r.inflate(22, 10), fill=(18, 30, 26), border=None, radius=12,
                   alpha=180)
        surface.blit(img, r)

    def _draw_side(self, surface) -> None:
        r = L.TOPBAR_RECT
        draw_panel(surface, r, fill=(24, 28, 38), radius=12, alpha=230)
        title = text.render(f"Magi · round {self.board.round_no}", 18, palette.ACCENT, text.BOLD)
        surface.blit(title, (r.x + 14, r.y + 10))
        sub = text.render(f"first to {self.state.target} points loses", 13, palette.TEXT_DIM)
        surface.blit(sub, (r.x + 14, r.y + 34))
        if self.demo:
            tag = text.render("AI demo", 13, palette.TEXT_DIM, text.BOLD)
            surface.blit(tag, tag.get_rect(topright=(r.right - 14, r.y + 14)))
        self.log.draw(surface)

    def _zoom_area(self) -> pygame.Rect:
        if self.zoom_key is None:
            return pygame.Rect(0, 0, 0, 0)
        rect = self.hand.hit.get(self.zoom_key)
        if rect is None:
            rect = self.layout.pile
        return rect.inflate(40, 40)

    def _draw_zoom(self, surface) -> None:
        cid = self.zoom_key
        card = RULES.card(cid)
        face = self.faces.get(cid, (250, 350))
        area = self._zoom_area()
        anchor = area.center
        body = card_text(card).split("\n", 1)[1]
        self.zoomer.draw_zoom(surface, face, card.name, body, (anchor[0], min(anchor[1], 360)))
