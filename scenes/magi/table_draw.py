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
            try:
                from app.ui import art
                table = art.table_surface(L.TABLE_RECT.size)
            except Exception:  # noqa: BLE001
                table = pygame.Surface(L.TABLE_RECT.size, pygame.SRCALPHA)
                r = table.get_rect()
                pygame.draw.ellipse(table, palette.TABLE_RIM, r)
                pygame.draw.ellipse(table, palette.TABLE_FELT_DARK, r.inflate(-30, -30))
                pygame.draw.ellipse(table, palette.TABLE_FELT, r.inflate(-50, -50))
            bg.blit(table, L.TABLE_RECT)
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
        cx, cy = L.TABLE_CENTRE
        return (cx + 300 * math.cos(self.light_angle), cy + 172 * math.sin(self.light_angle))

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
        self._draw_side(surface)
        for btn in self.buttons:
            btn.draw(surface)
        self.queue.draw(surface)
        self.drag.draw_overlay(surface)
        if self.popup is not None and not self.queue.busy:
            self.popup.draw(surface)
        if self.zoom_key is not None and self.drag.dragging is None:
            self._draw_zoom(surface)
        for fn in list(self.draw_hooks):
            fn(surface)

    def _draw_phase(self, surface) -> None:
        line = phase_text(self.board, self.human, self.names)
        if not line:
            return
        img = text.render(line, 15, palette.TEXT, text.BOLD)
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
        anchor = self._zoom_area().center
        body = card_text(card).split("\n", 1)[1]
        self.zoomer.draw_zoom(surface, face, card.name, body, (anchor[0], min(anchor[1], 360)))
