"""Drawing the Magi table (the drawer part): the felt, the turn light that glides to the
seat to move, the seat plates, the centre, the phase line, your hand with the hovered
card's name, the side panel with the log, the buttons, the pop-up and the kit's card
zoom. Reads: the table (the drawn board, the live state through the read model for who
is thinking and the target, the kit's controls and hooks), the places, the stage, the
hand, the seat plates, the centre and the input part's Magi! button; writes nothing."""
from __future__ import annotations

import math

import pygame

from app.ui import canvas, draw, palette, sprites, text
from app.ui.widgets import draw_panel
from engines.magi import RULES
from engines.magi.read import Game
from scenes.kit.parts import DrawFace, Part
from scenes.kit.zoom import CardZoom
from scenes.magi import layout as L
from scenes.magi.board import Board
from scenes.kit.replay import replay_status
from scenes.magi.centre import Centre, phase_text
from scenes.magi.open_hands import OpenHands
from scenes.magi.hand import HandView
from scenes.magi.seats import SeatPlates
from scenes.magi.table_cards import ZOOM_FACE
from scenes.magi.table_input import MagiInput
from scenes.magi.table_places import Places
from scenes.magi.table_stage import Stage

NAME_TAG_MAX = 260        # widest name tag over a hovered hand card
PHASE_MAX = 560           # widest phase line (a long name loses whole words)


class MagiDrawer(Part):
    def __init__(self, table: DrawFace, places: Places, stage: Stage, hand: HandView,
                 plates: SeatPlates, centre: Centre, input_: MagiInput, faces,
                 zoom: CardZoom, demo: bool, opened: OpenHands | None = None) -> None:
        self.table, self.places, self.stage, self.hand = table, places, stage, hand
        self.plates, self.centre, self.input, self.faces = plates, centre, input_, faces
        self.zoom, self.demo = zoom, demo
        self.opened = opened          # the others' hands face up (the table sees all)
        self._background: pygame.Surface | None = None
        self._light: pygame.Surface | None = None
        places.changed.append(self.relayout)

    def shown(self) -> Board:
        return self.table.shown

    def relayout(self, lay: L.Layout) -> None:
        self._background = None

    # the pieces that are drawn once ---------------------------------------------------------
    def background(self) -> pygame.Surface:
        if self._background is None or canvas.stale(self._background):
            bg = canvas.new(self.places.layout.room.size)
            bg.fill(palette.BG)
            area = self.places.layout.table_rect
            try:
                from app.ui import art
                table = art.table_surface(area.size)
            except Exception:  # noqa: BLE001
                table = canvas.new(area.size, pygame.SRCALPHA)
                r = table.get_rect()
                draw.ellipse(table, palette.TABLE_RIM, r)
                draw.ellipse(table, palette.TABLE_FELT_DARK, r.inflate(-30, -30))
                draw.ellipse(table, palette.TABLE_FELT, r.inflate(-50, -50))
            bg.blit(table, area)
            self._background = bg.convert() if pygame.display.get_surface() else bg
        return self._background

    def light(self) -> pygame.Surface:
        if self._light is None:
            try:
                from app.ui import art
                surf = art.turn_light(46)
            except Exception:  # noqa: BLE001
                surf = canvas.new((92, 92), pygame.SRCALPHA)
                for r in range(46, 0, -2):
                    a = int(120 * (1 - r / 46) ** 1.5)
                    draw.circle(surf, (*palette.ACCENT, a), (46, 46), r)
            self._light = surf
        return self._light

    # the frame --------------------------------------------------------------------------
    def draw(self, surface) -> None:
        t = self.table
        surface.blit(self.background(), (0, 0))
        pos = self.stage.light_pos()
        if pos is not None:
            light = self.light()
            surface.blit(light, light.get_rect(center=(round(pos[0]), round(pos[1]))))
        b = self.shown()
        live = Game(t.state)
        thinking = b.current if (b.current is not None and b.current != t.human
                                 and live.to_move == b.current
                                 and not t.queue.busy) else None
        legal = t.human_legal()
        catchable = {a[1] for a in legal if a[0] == "catch"}
        self.plates.time = t.time
        self.plates.draw(surface, b, live.to_move, thinking, catchable, b.current)
        talon_legal = ("draw",) in legal and t.popup is None
        self.centre.draw(surface, b, talon_legal, self.stage.flip, t.time)
        if self.opened is not None:
            self.opened.draw(surface)
        self.draw_phase(surface)
        t.drag.draw_targets(surface)
        if t.human is not None:
            self._draw_hand(surface)
        self._draw_side(surface, live)
        self._draw_call_glow(surface, live)
        for btn in t.buttons:
            btn.draw(surface)
        t.queue.draw(surface)
        if t.popup is not None and not t.queue.busy:
            t.popup.draw(surface)
        if t.zoom_key is not None and t.drag.dragging is None:
            self.zoom.draw(surface, t.zoom_key, ZOOM_FACE)
        t.drag.draw_overlay(surface)          # the held card and refusals: on top
        for fn in list(t.draw_hooks):
            fn(surface)

    def _draw_hand(self, surface) -> None:
        hidden = self.table.drag.hidden_keys
        hand = self.hand
        for cid in hand.cards:
            if cid in hidden:
                continue
            face = self.faces.get(cid, hand.card)
            rect = hand.rects[cid]
            if hand.angles.get(cid):
                face = sprites.rotated(face, hand.angles[cid])
                rect = face.get_rect(center=rect.center)
            surface.blit(face, rect)
        hovered = hand.hovered
        if hovered is not None and hovered not in hidden and self.table.drag.dragging is None:
            self._draw_name_tag(surface, hovered)

    def name_tag(self, cid) -> tuple:
        """The hovered hand card's name above it: (surface, rect)."""
        rect = self.hand.rects[cid]
        hand_rect = self.places.layout.hand_rect
        img = text.fit(RULES.card(cid).name, 14, NAME_TAG_MAX, palette.TEXT, text.BOLD,
                       keep_size=True)
        box = img.get_rect().inflate(14, 6)
        box.midbottom = (rect.centerx, rect.top - 4)
        box.clamp_ip(pygame.Rect(hand_rect.x - 60, 0, hand_rect.w + 120,
                                     self.places.layout.room.h))
        return img, box

    def _draw_name_tag(self, surface, cid) -> None:
        img, box = self.name_tag(cid)
        draw_panel(surface, box, fill=(20, 22, 30), border=palette.ACCENT, radius=8,
                   alpha=235)
        surface.blit(img, img.get_rect(center=box.center))

    def _draw_call_glow(self, surface, live: Game) -> None:
        """The Magi! button pulses while the turn is held open for the call."""
        button = self.input.magi_button
        if not (button.enabled and live.calling):
            return
        from app.ui.drag import glow_outline
        r = button.rect
        g = glow_outline(r.size, radius=10)
        g.set_alpha(int(150 + 105 * (0.5 + 0.5 * math.sin(self.table.time * 6))))
        surface.blit(g, (r.x - 8, r.y - 8))

    def draw_phase(self, surface) -> None:
        """The line under the pile: whose turn it is and its phase."""
        t = self.table
        names = [text.shorten(n, 15, PHASE_MAX // 2, text.BOLD) for n in t.names]
        line = replay_status(t) or phase_text(self.shown(), t.human, names)
        if not line:
            return
        img = text.fit(line, 15, PHASE_MAX, palette.TEXT, text.BOLD, keep_size=True)
        r = img.get_rect(midtop=self.places.layout.phase.midtop)
        draw_panel(surface, r.inflate(22, 10), fill=(18, 30, 26), border=None, radius=12,
                   alpha=180)
        surface.blit(img, r)

    def _draw_side(self, surface, live: Game) -> None:
        r = self.places.layout.topbar
        draw_panel(surface, r, fill=(24, 28, 38), radius=12, alpha=230)
        title = text.render(f"Magi · round {self.shown().round_no}", 18, palette.ACCENT,
                            text.BOLD)
        surface.blit(title, (r.x + 14, r.y + 10))
        sub = text.render(f"first to {live.target} points loses", 13, palette.TEXT_DIM)
        surface.blit(sub, (r.x + 14, r.y + 34))
        if self.demo:
            tag = text.render("AI demo", 13, palette.TEXT_DIM, text.BOLD)
            surface.blit(tag, tag.get_rect(topright=(r.right - 14, r.y + 14)))
        self.table.log.draw(surface)
