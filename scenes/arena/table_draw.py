"""The Arena table's drawer (a part).

The battlefield: the cached terrain (scenes.arena.terrain), the lit spaces, then the
figures back to front with the columns in front of each figure blitted again over it
(painter's order from every view angle), then what is measured on top
(``table_measures``: the path a dragged figure would take, the line of sight to a
target, the ruler). What stands around it (the turn track, the seat panels, your hand,
what to do now) is drawn by ``table_panels``; then the log, the buttons, the queue's
animations, the pop-up, the tutorial's hooks, the drag and the card zoom.

Reads: the table (what a drawer reads: scenes.kit.parts.DrawFace), the drawn battle,
the places, the view, the stage, the human's moves and aim, the panels and measures."""
from __future__ import annotations

import math

import pygame

from app.ui import canvas, draw, palette, sprites, text
from app.ui.surface_cache import SHARED, owner_token
from engines.arena import RULES
from engines.arena.read import Battle
from scenes.arena import figures as FG
from scenes.arena.table_cards import ZOOM_SIZES
from scenes.arena.table_face import ArenaFace
from scenes.arena.table_measures import LIT_ATTACK, LIT_CHOICE, LIT_MOVE, Measures
from scenes.arena.table_moves import Moves
from scenes.arena.table_panels import Panels
from scenes.arena.table_places import Places
from scenes.arena.table_stage import Stage
from scenes.arena.table_view import BoardView
from scenes.arena.terrain import BOARD_BG
from scenes.arena.view import RISE
from scenes.kit.parts import Part
from scenes.kit.top_layers import draw_top_layers
from scenes.kit.zoom import CardZoom

MAX_RISE = 1.6          # the tallest figure, in hex widths (occluders reach this high)


class ArenaDrawer(Part):
    def __init__(self, table: ArenaFace, places: Places, view: BoardView, stage: Stage,
                 moves: Moves, panels: Panels, measures: Measures, zoom: CardZoom) -> None:
        self.table, self.places, self.view, self.stage = table, places, view, stage
        self.moves, self.panels, self.measures, self.zoom = moves, panels, measures, zoom
        self._bg: tuple | None = None
        self._lit_cache: tuple | None = None
        self._eng_memo: tuple | None = None
        self._choice_memo: tuple | None = None
        self._ready_memo: tuple | None = None

    def shown(self) -> Battle:
        return Battle(self.table.shown)

    def _background(self) -> pygame.Surface:
        bg = self._bg
        area = self.view.board_area
        room = self.table.layout.room
        key = (tuple(area), room)
        if bg is None or bg[0] != key or canvas.stale(bg[1]):
            surf = canvas.new(room)
            surf.fill(palette.BG)
            draw.rect(surf, BOARD_BG, area, border_radius=10)
            draw.rect(surf, (60, 80, 84), area, 1, border_radius=10)
            if pygame.display.get_surface() is not None:
                surf = surf.convert()
            bg = self._bg = (key, surf)
        return bg[1]

    def draw(self, surface) -> None:
        t, panels = self.table, self.panels
        surface.blit(self._background(), (0, 0))
        self.draw_board(surface)
        layout = t.layout
        panels.cached(surface, "top", (0, 0, layout.undo.x - 4, 42), panels.top_key(),
                      panels.draw_top)
        panels.cached(surface, "seats", (0, 0, layout.side.right + 2, layout.screen.h),
                      panels.seats_key(), panels.draw_seats)
        panels.draw_hand(surface)
        panels.draw_info(surface)
        t.log.draw(surface)
        for b in t.buttons:
            b.draw(surface)
        panels.draw_expanded(surface)
        t.queue.draw(surface)
        draw_top_layers(t, surface, self.draw_zoom)

    def draw_zoom(self, surface) -> None:
        """The zoomed card, large with its text, near where it lies."""
        key = self.table.zoom_key
        self.zoom.draw(surface, key, ZOOM_SIZES[key[0]])

    # the battlefield ---------------------------------------------------------------------
    def _occluders(self, terrain, h: int) -> list:
        occ = terrain.setdefault("occ", {})
        got = occ.get(h)
        if got is None:
            cols, rank = terrain["columns"], terrain["rank"]
            b = self.shown().board
            me = cols[h].rect
            s = self.view.camera().s
            reach = pygame.Rect(me.x, me.y - int(MAX_RISE * s * RISE), me.w,
                                me.h + int(MAX_RISE * s * RISE))
            got = [j for j in b.ball(h, 4) if rank[j] > rank[h]
                   and cols[j].rect.colliderect(reach)]
            occ[h] = got
        return got

    def lit(self) -> dict:
        """{hex: (colour, label)} lit on the battlefield now."""
        out: dict = {}
        t, mv = self.table, self.moves
        if self.view.ruler_on:              # measuring: nothing else lit
            return out
        payload = t.drag.dragging
        f = None
        if payload is not None and payload[0] == "fig":
            f = payload[1]
        elif payload is not None and payload[0] == "summon":
            for h in mv.summon_plan(payload[1])[1]:
                out[h] = (LIT_MOVE, "")
            return out
        elif mv.selected is not None and t.can_act():
            f = mv.selected
        if f is not None and t.can_act():
            p = mv.plan(f)
            for h, r in p.reach.items():
                out[h] = (LIT_MOVE, str(r.cost))
            s = self.shown()
            for g in p.attacks:
                for h in s.hexes_of(g):
                    out[h] = (LIT_ATTACK, "")
            return out
        for h in mv.lit_choice():
            out[h] = (LIT_CHOICE, "")
        if mv.put_front is not None and mv.board_choice() is not None:
            out[mv.put_front] = (LIT_MOVE, "")      # a double-space figure's front, chosen
        return out

    def draw_board(self, surface) -> None:
        v, pl, stage, ms = self.view, self.places, self.stage, self.measures
        cam = v.camera()
        area = v.board_area
        terrain = v.ground().view(cam, v.overlay, self.shown().glyphs())
        ox, oy = cam.origin()
        tl = terrain["topleft"]
        clip = surface.get_clip()
        surface.set_clip(area)
        lit = self.lit()
        base = self._lit_terrain(terrain, lit) if lit else terrain["surface"]
        surface.blit(base, (round(ox + tl[0]), round(oy + tl[1])))
        hover = self._lit_hover()
        s = self.shown()
        anim_pos = stage.anim_pos
        figs = [f for f in s.field_figures() if f not in anim_pos] + \
            [f for f in anim_pos if s.on_field(f)]
        rank = terrain["rank"]
        items = []
        active = set()
        if hover in lit:
            items.append((rank[hover], 1, hover))
            active.add(hover)
        for f in figs:
            hexes = s.hexes_of(f)
            if f in anim_pos:
                h = pl.hex_at_world(anim_pos[f])
                hexes = (h,) if h is not None else hexes
            if not hexes:
                continue
            items.append((max(rank[h] for h in hexes), 2, f))
            active.update(hexes)
        cover = set()
        for h in active:
            cover.update(self._occluders(terrain, h))
        items += [(rank[j], 0, j) for j in cover]
        items += [(rank[j], 1, j) for j in cover if j in lit]
        items = sorted(set(items))
        cols = terrain["columns"]
        for _, kind, x in items:
            if kind == 0:
                c = cols[x]
                surface.blit(c.surface, (round(ox + c.offset[0]), round(oy + c.offset[1])))
            elif kind == 1:
                self._draw_lit_hex(surface, x, lit[x][0], x == hover)
            else:
                self._draw_figure(surface, x)
        self._draw_engagements(surface)
        ms.draw_costs(surface, lit)
        ms.draw_measures(surface)
        for fl in stage.flashes:
            fl.draw(surface)
        fade = v.fade
        if fade is not None and fade[0].get_size() == area.size:
            fade[0].set_alpha(int(255 * max(0.0, fade[1])))
            surface.blit(fade[0], area.topleft)
            fade[0].set_alpha(None)
        surface.set_clip(clip)
        ms.draw_prompt(surface)
        help_img = text.render("Q/E turn · wheel zooms · drag the ground to pan · H levels · "
                               "R ruler", 11, palette.TEXT_DIM)
        if help_img.get_width() < area.w - 320:
            surface.blit(help_img, help_img.get_rect(bottomright=(area.right - 10,
                                                                  area.bottom - 8)))

    def _lit_terrain(self, terrain, lit: dict) -> pygame.Surface:
        """The terrain with the lit hexes tinted, each in its place in painter's order
        (a lit hex behind a hill stays hidden by it); cached while the same hexes are
        lit."""
        win = terrain["window"]
        key = (terrain["key"], tuple(win), tuple(sorted((h, c) for h, (c, _) in lit.items())))
        got = self._lit_cache
        if got is not None and got[0] == key:
            return got[1]
        base = terrain["surface"]
        surf = canvas.new(base.get_size())
        surf.fill(BOARD_BG)
        x0, y0 = terrain["topleft"]
        cols = terrain["columns"]
        cam = self.view.camera()
        ox, oy = cam.origin()
        for h in terrain["order"]:
            c = cols[h]
            if not c.rect.colliderect(win):        # outside the window: not drawn
                continue
            surf.blit(c.surface, (c.rect.x - x0, c.rect.y - y0))
            if h in lit:
                img = self._lit_sprite(lit[h][0], False)
                cx, cy = cam.hex_center(h)
                surf.blit(img, img.get_rect(center=(round(cx - ox - x0), round(cy - oy - y0))))
        if pygame.display.get_surface() is not None:
            surf = surf.convert()
        self._lit_cache = (key, surf)
        return surf

    def engagements(self) -> list:
        """Pairs of opposing figures engaged with each other now (as drawn)."""
        s = self.shown()
        key = s.positions()
        got = self._eng_memo
        if got is not None and got[0] == key:
            return got[1]
        s.forget_memo()               # ``shown`` is moved piece by piece as events play
        pairs = set()
        for f in s.field_figures():
            for g in RULES.engaged_with(s.s, f):
                pairs.add((min(f, g), max(f, g)))
        s.forget_memo()
        self._eng_memo = (key, sorted(pairs))
        return self._eng_memo[1]

    def _draw_engagements(self, surface) -> None:
        """Two engaged figures: a red badge with a cross between their bases (the same
        mark as a leaving-engagement strike on a path)."""
        s = self.shown()
        cam = self.view.camera()
        anim_pos = self.stage.anim_pos
        for f, g in self.engagements():
            if f in anim_pos or g in anim_pos or s.hex_of(f) < 0 or s.hex_of(g) < 0:
                continue
            a = cam.hex_center(self._near_hex(f, g))
            b = cam.hex_center(self._near_hex(g, f))
            self.measures.danger(surface, ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2), 1, 0)

    def _near_hex(self, f: int, g: int) -> int:
        """The hex of f nearest to g (a double-space figure has two)."""
        s = self.shown()
        b = s.board
        hg = s.hex_of(g)
        return min(s.hexes_of(f), key=lambda h: b.dist[h][hg])

    def _lit_hover(self):
        mouse = self.table.mouse
        aim = self.moves.aimed(self.places, mouse)      # what a drop or click would take
        if aim is not None:
            return aim[1] if aim[0] == "hex" else self.shown().hex_of(aim[1])
        f = self.places.figure_at(mouse)
        return self.shown().hex_of(f) if f is not None else self.places.hex_at(mouse)

    def _draw_lit_hex(self, surface, h: int, colour, strong: bool) -> None:
        """A lit hex: a tinted top face with a bright rim."""
        img = self._lit_sprite(colour, strong)
        cx, cy = self.view.camera().hex_center(h)
        surface.blit(img, img.get_rect(center=(round(cx), round(cy))))

    def _lit_sprite(self, colour, strong: bool) -> pygame.Surface:
        """One sprite per zoom and colour: every top face is the same shape."""
        cam = self.view.camera()
        s = cam.s
        token = owner_token(self)
        key = ("arena.lit_sprite", token, cam.key, colour, strong)
        img = SHARED.get(key)
        if img is None:
            pts = cam.hex_top(0)
            cx, cy = cam.hex_center(0)
            w = int(s * 1.3) + 6
            hgt = int(s * 1.3 * 0.62) + 6
            img = canvas.new((w, hgt), pygame.SRCALPHA)
            local = [(x - cx + w / 2, y - cy + hgt / 2) for x, y in pts]
            draw.polygon(img, (*colour, 175 if strong else 110), local)
            draw.polygon(img, (255, 255, 255, 230) if strong else (*colour, 255),
                                local, 3 if strong else 2)
            SHARED.put(key, img, owner=token)
        return img

    def _draw_figure(self, surface, f: int) -> None:
        pl = self.places
        got = pl.fig_sprite(f)
        if got is None or ("fig", f) in self.table.drag.hidden_keys:
            return
        sprite, (x, y), base = got
        cam = self.view.camera()
        if f in self._ready_figures():
            rr = pygame.Rect(0, 0, cam.s * 0.74, cam.s * 0.74 * 0.62)
            rr.center = (round(x), round(y))
            pulse = 0.5 + 0.5 * math.sin(self.table.time * 4)
            c = tuple(int(v * (0.6 + 0.4 * pulse)) for v in palette.ACCENT)
            draw.ellipse(surface, c, rr, 2)
        s = self.shown()
        if s.hex_of(f) in self._choice_hexes():
            rr = pygame.Rect(0, 0, cam.s * 0.9, cam.s * 0.9 * 0.62)
            rr.center = (round(x), round(y))
            draw.ellipse(surface, LIT_CHOICE, rr, 4)
        if f == self.moves.selected:
            rr = pygame.Rect(0, 0, cam.s * 0.8, cam.s * 0.8 * 0.62)
            rr.center = (round(x), round(y))
            draw.ellipse(surface, palette.ACCENT, rr, 3)
        k = self.stage.falling.get(f)
        if k is not None:
            img = sprites.rotated(sprite, -85 * k, 1.0, step=5).copy()
            img.set_alpha(int(255 * (1 - k * 0.8)))
            surface.blit(img, img.get_rect(midbottom=(round(x), round(y))))
            return
        if s.tail_hex(f) >= 0 and f not in self.stage.anim_pos:
            a = cam.hex_center(s.hex_of(f))
            b = cam.hex_center(s.tail_hex(f))
            seat = s.figure_controller(f)
            FG.draw_double_base(surface, a, b, cam.s, seat,
                                pl.seat_look(seat)[0] if pl.multi else None)
        rect = sprite.get_rect(topleft=(round(x - base[0]), round(y - base[1])))
        surface.blit(sprite, rect)
        dmg = s.damage(f)
        if dmg:                  # on the standee's top right (not its picture's clear corner)
            m = FG.damage_marker(dmg, max(14, int(cam.s * 0.3)))
            body = sprite.get_bounding_rect().move(rect.topleft)
            surface.blit(m, m.get_rect(center=(body.right - min(body.w // 4, m.get_width() // 3),
                                               body.y + min(body.h // 4, m.get_height() // 3))))

    def _choice_hexes(self) -> dict:
        """The hexes of a battlefield question now (cached per position)."""
        t = self.table
        key = (len(t.record.actions), t.queue.busy, self.moves.put_front)
        got = self._choice_memo
        if got is None or got[0] != key:
            got = self._choice_memo = (key, self.moves.lit_choice())
        return got[1]

    def _ready_figures(self) -> set:
        """Your figures that may act now: those of the chosen card, or of any card you
        may still choose (a thin pulsing ring under them)."""
        t = self.table
        key = (len(t.record.actions), t.queue.busy, t.popup is None)
        got = self._ready_memo
        if got is not None and got[0] == key:
            return got[1]
        out: set = set()
        if t.can_act() and t.popup is None:
            d = t.decision()
            if d is not None and d.kind == "turn":
                live = Battle(t.state)
                cards = {a[1] for a in d.options if a[0] == "card"}
                if live.chosen >= 0 and any(a[0] in ("move", "attack") for a in d.options):
                    cards.add(live.chosen)
                for c in cards:
                    out.update(f for f in live.figures(c) if live.on_field(f))
        self._ready_memo = (key, out)
        return out
