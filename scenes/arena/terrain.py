"""The battlefield's terrain, drawn once per view and cached.

Each hex is a *column*: its top face (sand, or water a level lower), the parts of its two
front side faces that can be seen (down to the neighbour in front, or to the board's
underside at the edge), a line at every level so stacked tiles can be counted, a ruin or
a wall standing on it, a glyph with its symbol, and (overlay on) its level number. A
column is a small sprite; the whole terrain is the columns blitted back to front into
one surface per (rotation, zoom, overlay, glyphs). While figures are drawn, the columns
in front of a figure are blitted again over it (painter's order), which is why a
column's sprite holds only what is seen of it.

The sprites and the whole terrain are kept in the shared byte-bounded cache
(app.ui.surface_cache.SHARED) under the terrain's owner token, so they go with it; the
terrain keeps only where each column goes, and draws again what the cache dropped.
"""
from __future__ import annotations

import math
import weakref

import pygame

from app.ui import canvas, draw, palette, text
from app.ui.surface_cache import SHARED, cached, owner_token
from engines.arena.board import FIT_NONE, FIT_SMALL
from scenes.arena.view import (FLOOR_Z, FRONT_FACES, RISE, TILT, Camera, corners,
                               level_z)

SAND = (206, 182, 128)
SAND_HIGH = (226, 204, 150)
WATER = (54, 116, 170)
WATER_DEEP = (36, 84, 132)
WATER_LIGHT = (170, 215, 240)
WATER_MID = (62, 128, 184)
WATER_CORE = (70, 138, 196)
STONE = (150, 146, 140)
STONE_DARK = (96, 92, 90)
EDGE = (90, 72, 44)
ZONE_COLOURS = {"yellow": (236, 206, 60), "orange": (236, 128, 40)}
BOARD_BG = (24, 40, 44)           # the battlefield's background
GLYPH_NAMES = {"M": "Movement", "P": "Power", "T": "Toughness", "K": "Knowledge"}
GLYPH_FILL = (84, 70, 140)
PURPLE_TOP = (176, 140, 196)      # the Melee's purple spaces (and a gem on each)
PURPLE_EDGE = (104, 52, 150)
PURPLE_GEM = (190, 110, 240)
GLYPH_EDGE = (230, 210, 120)
# a hex's half width and half height (its corners), turned or not: it stays pointy-top
_HALF = (max(abs(c[0]) for c in corners()), max(abs(c[1]) for c in corners()))


def shade(c, k: float) -> tuple:
    return tuple(max(0, min(255, int(v * k))) for v in c)


def top_colour(board, h: int) -> tuple:
    if board.water[h]:
        return WATER
    lv = board.level[h]
    base = SAND if lv <= 1 else SAND_HIGH if lv == 2 else (236, 220, 176)
    # the six printed boards differ a little (a hint of their seams)
    k = 1.0 + 0.025 * ((board.board_part[h] % 3) - 1)
    return shade(base, k)


# A view's whole terrain is kept as one surface while it is at most this many bytes at
# the window's scale; a bigger one (a supersized map zoomed in) is composed only around
# what the battlefield's area shows: a window of the terrain, its corner on a grid of
# WINDOW_STEP design units and one step of margin all round, made again when a pan
# leaves it. Either way only the columns it shows are drawn (each when first shown).
FULL_BYTES = 12 * 1024 * 1024
WINDOW_STEP = 96


class Column:
    """One hex's sprite and where it goes, relative to the terrain origin. The sprite
    lives in the shared cache under ``key``, drawn when first wanted (where it goes is
    known without drawing it: :meth:`Terrain.bounds`); one the cache has dropped is
    drawn again."""

    __slots__ = ("hex", "offset", "rect", "key", "_view")

    def __init__(self, h: int, size, offset, key: tuple, view: "_View") -> None:
        self.hex = h
        self.offset = offset          # local position of the sprite's top-left
        self.rect = pygame.Rect(offset, size)
        self.key = key
        self._view = view

    @property
    def surface(self) -> pygame.Surface:
        got = SHARED.get(self.key)
        return got if got is not None else self._view.column_surface(self.hex)


class _View:
    """What one view of the terrain is drawn from (no surface of its own): a camera at
    its rotation and zoom, the walls each column carries, the glyphs and the overlay."""

    def __init__(self, terrain: "Terrain", cam: Camera, overlay: bool, glyphs: tuple,
                 walls: dict, key: tuple) -> None:
        self.terrain = weakref.ref(terrain)
        self.cam = Camera(cam.board, cam.area, cam.rot)
        self.cam.zi = cam.zi
        self.overlay, self.walls, self.key = overlay, walls, key
        self.glyph_at = {g[0]: g for g in glyphs}

    def column_key(self, h: int) -> tuple:
        return ("arena.terrain.column", self.key, h)

    def bounds(self, h: int) -> pygame.Rect:
        """Where column ``h``'s sprite goes (local to the terrain origin)."""
        terrain = self.terrain()
        assert terrain is not None, "a view is laid out for a terrain still in use"
        return terrain.bounds(self.cam, h, self.walls.get(h, ()))

    def draw_column(self, h: int) -> tuple[pygame.Surface, tuple]:
        """Column ``h``'s sprite, kept in the shared cache, and its offset."""
        terrain = self.terrain()
        assert terrain is not None, "a view is drawn for a terrain still in use"
        surf, offset = terrain._column(self.cam, h, self.walls.get(h, ()),
                                       self.glyph_at.get(h), self.overlay)
        SHARED.put(self.column_key(h), surf, owner=self.key[0])
        return surf, offset

    def column_surface(self, h: int) -> pygame.Surface:
        return self.draw_column(h)[0]


class Terrain:
    """The cached terrain of one board: ``view(cam, ...)`` gives its columns (per view)
    and ``surface`` (all of them, back to front)."""

    def __init__(self, board) -> None:
        self.board = board
        self.views: dict = {}         # view key -> where its columns go (no surfaces)
        self._last: tuple | None = None   # (view key, window, its cache key) composed last

    def view(self, cam: Camera, overlay: bool, glyphs: tuple) -> dict:
        """{"columns": {hex: Column}, "order": [hex...], "rank", "surface", "topleft",
        "window", "occ", "key"} for the view (``key`` names it: the same key, the same
        terrain). ``surface`` is the terrain, or the window of it around what the
        camera's area shows (``FULL_BYTES``); ``topleft`` is where it goes and
        ``window`` the part of the terrain it holds, local to the terrain origin."""
        key = (owner_token(self), cam.key, overlay, glyphs)
        got = self.views.get(key)
        if got is None:
            if len(self.views) > 6:
                self.views.clear()
            got = self.views[key] = self._build(cam, overlay, glyphs, key)
        win = self._window(got, cam)
        skey = ("arena.terrain", key) if win == got["whole"] else \
            ("arena.terrain", key, win.topleft, win.size)
        surf = SHARED.get(skey)
        if surf is None:
            surf = self._compose(got, skey, win, self._previous(key, win))
            self._last = (key, win, skey)
        return {**got, "surface": surf, "topleft": win.topleft, "window": win}

    def _previous(self, key: tuple, win: pygame.Rect) -> tuple | None:
        """(window, surface) of the window composed last in this view, when its pixels
        can be moved to the new one as they are: the grid's step is whole pixels at the
        window's scale (a pan then shifts whole pixels)."""
        last = self._last
        if last is None or last[0] != key or not last[1].colliderect(win):
            return None
        k = canvas.scale()
        if abs(WINDOW_STEP * k - round(WINDOW_STEP * k)) > 1e-9:
            return None
        surf = SHARED.get(last[2])
        return None if surf is None else (last[1], surf)

    def _build(self, cam: Camera, overlay: bool, glyphs: tuple, key: tuple) -> dict:
        b = self.board
        order = cam.order()
        rank = {h: i for i, h in enumerate(order)}
        walls: dict[int, list] = {}
        for w in b.walls.values():
            later = w.a if rank[w.a] > rank[w.b] else w.b
            walls.setdefault(later, []).append(w)
        view = _View(self, cam, overlay, glyphs, walls, key)
        cols = {}
        for h in order:
            r = view.bounds(h)
            cols[h] = Column(h, r.size, r.topleft, view.column_key(h), view)
        whole = pygame.Rect(cols[order[0]].rect).unionall([c.rect for c in cols.values()])
        return {"columns": cols, "order": order, "rank": rank, "whole": whole,
                "occ": {}, "key": key}

    @staticmethod
    def _window(got: dict, cam: Camera) -> pygame.Rect:
        """The part of the terrain to compose: all of it when small enough, else the
        camera's area (local to the terrain origin) on the grid, with a margin."""
        whole = got["whole"]
        k = canvas.scale()
        if whole.w * whole.h * k * k * 4 <= FULL_BYTES:
            return whole
        ox, oy = whole.left + cam.origin()[0], whole.top + cam.origin()[1]
        area = cam.area
        step = WINDOW_STEP          # the grid starts at the whole terrain's corner: at a
        # scale where a step is whole pixels, every column lands where the whole's would
        x0 = (math.floor((area.left - ox) / step) - 1) * step + whole.left
        y0 = (math.floor((area.top - oy) / step) - 1) * step + whole.top
        x1 = (math.ceil((area.right - ox) / step) + 1) * step + whole.left
        y1 = (math.ceil((area.bottom - oy) / step) + 1) * step + whole.top
        win = pygame.Rect(x0, y0, x1 - x0, y1 - y0).clip(whole)
        return win if win.w and win.h else pygame.Rect(whole.topleft, (1, 1))

    def _compose(self, got: dict, skey: tuple, win: pygame.Rect,
                 previous: tuple | None = None) -> pygame.Surface:
        """The columns the window shows blitted back to front into one opaque surface,
        kept. With the ``previous`` window of a pan, what both show is copied from it
        and only the strips it did not show are composed (each clipped to its strip:
        the same pixels as composing the whole window)."""
        cols = got["columns"]
        x0, y0 = win.topleft
        surf = canvas.new(win.size)
        surf.fill(BOARD_BG)                 # opaque: a cheap blit every frame
        parts = [win]
        if previous is not None:
            old, picture = previous
            common = win.clip(old)
            surf.blit(picture, (old.x - x0, old.y - y0))
            parts = [r for r in (
                pygame.Rect(win.x, win.y, win.w, common.y - win.y),
                pygame.Rect(win.x, common.bottom, win.w, win.bottom - common.bottom),
                pygame.Rect(win.x, common.y, common.x - win.x, common.h),
                pygame.Rect(common.right, common.y, win.right - common.right, common.h))
                if r.w > 0 and r.h > 0]
        for part in parts:
            if previous is not None:
                surf.set_clip(part.move(-x0, -y0))
                surf.fill(BOARD_BG)
            for h in got["order"]:
                c = cols[h]
                if c.rect.colliderect(part):
                    surf.blit(c.surface, (c.rect.x - x0, c.rect.y - y0))
        surf.set_clip(None)
        if pygame.display.get_surface() is not None:
            surf = surf.convert()
        return SHARED.put(skey, surf, owner=skey[1][0])

    def bounds(self, cam: Camera, h: int, walls) -> pygame.Rect:
        """Where column ``h``'s sprite goes, local to the terrain origin, worked out
        without drawing it: the hex's width, from the highest thing on it (a ruin's
        broken top, a wall, rubble) down to the lowest neighbour's surface (the board's
        underside at the edge), two pixels more all round."""
        b = self.board
        X, Y = cam.turned(h)
        s = cam.s
        top = b.z[h]
        high = top + 0.12                    # rubble's stones
        if b.fit[h] == FIT_NONE and b.ruin_top[h] > b.level[h]:
            high = max(high, level_z(b.ruin_top[h]) + level_z(0.6))
        for w in walls:
            high = max(high, level_z(w.top))
        nbrs = b.nbrs[h]
        low = FLOOR_Z if len(nbrs) < 6 else min(top, min(b.z[j] for j in nbrs))
        half_w, half_h = _HALF
        x0 = math.floor((X - half_w) * s) - 2
        x1 = math.ceil((X + half_w) * s) + 2
        y0 = math.floor((Y - half_h) * s * TILT - high * s * RISE) - 2
        y1 = math.ceil((Y + half_h) * s * TILT - low * s * RISE) + 2
        return pygame.Rect(x0, y0, x1 - x0, y1 - y0)

    # one column ---------------------------------------------------------------------------
    def _column(self, cam: Camera, h: int, walls, glyph,
                overlay: bool) -> tuple[pygame.Surface, tuple]:
        b = self.board
        X, Y = cam.turned(h)
        top = b.z[h]
        shapes: list = []           # (kind, colour, points[, width])
        cs = corners()

        def pt(i, z, scale=1.0):
            cx, cy = cs[i]
            return cam.local(X + cx * scale, Y + cy * scale, z)
        fronts = cam.front_neighbours(h)
        for k, (i0, i1, _) in enumerate(FRONT_FACES):
            j = fronts[k]
            bottom = b.z[j] if j >= 0 else FLOOR_Z
            if bottom >= top - 1e-6:
                continue
            face = shade(top_colour(b, h), 0.72 if k == 0 else 0.56)
            if b.water[h]:
                face = shade(WATER_DEEP, 0.9 if k == 0 else 0.75)
            quad = [pt(i0, top), pt(i1, top), pt(i1, bottom), pt(i0, bottom)]
            shapes.append(("poly", face, quad))
            lv = math.floor(bottom / level_z(1)) + 1
            while level_z(lv) < top - 1e-6:
                z = level_z(lv)
                if z > bottom + 1e-6:
                    shapes.append(("line", shade(face, 0.7), [pt(i0, z), pt(i1, z)], 1))
                lv += 1
            if bottom <= FLOOR_Z + 1e-6:        # the board's underside edge
                shapes.append(("line", shade(face, 0.5), [pt(i0, 0.0), pt(i1, 0.0)], 1))
            shapes.append(("line", shade(face, 0.62), [pt(i0, top), pt(i0, bottom)], 1))
        top_pts = [pt(i, top) for i in range(6)]
        fill = top_colour(b, h)
        shapes.append(("poly", fill, top_pts))
        if b.water[h]:
            shapes.append(("poly", WATER_MID, [pt(i, top, 0.72) for i in range(6)]))
            shapes.append(("poly", WATER_CORE, [pt(i, top, 0.4) for i in range(6)]))
            for dx, dy in ((-0.18, -0.1), (0.12, 0.12)):
                a = cam.local(X + dx - 0.12, Y + dy, top)
                m = cam.local(X + dx, Y + dy - 0.04, top)
                c = cam.local(X + dx + 0.12, Y + dy, top)
                shapes.append(("lines", WATER_LIGHT, [a, m, c], 2))
        purple = b.purple[h] if hasattr(b, "purple") else False
        if purple:                  # the Melee's scoring spaces: tinted, a gem marks them
            shapes.append(("poly", PURPLE_TOP, [pt(i, top, 0.86) for i in range(6)]))
            shapes.append(("outline", PURPLE_EDGE, [pt(i, top, 0.86) for i in range(6)], 2))
        zone = b.zone[h]
        if zone:
            inner = [pt(i, top, 0.78) for i in range(6)]
            shapes.append(("outline", ZONE_COLOURS.get(zone, palette.ACCENT), inner, 3))
        shapes.append(("outline", shade(fill, 0.62), top_pts, 1))
        if b.fit[h] == FIT_SMALL:
            shapes += self._rubble(cam, X, Y, top, h)
        ruin = b.fit[h] == FIT_NONE and b.ruin_top[h] > b.level[h]
        if ruin:
            shapes += self._ruin(cam, X, Y, top, level_z(b.ruin_top[h]))
        for w in walls:
            shapes += self._wall(cam, w)
        # where the sprite goes (everything above lies within it)
        x0, y0, w, hgt = self.bounds(cam, h, walls)
        surf = canvas.new((w, hgt), pygame.SRCALPHA)
        for s in shapes:
            pts = [(p[0] - x0, p[1] - y0) for p in s[2]]
            if s[0] == "poly":
                draw.polygon(surf, s[1], pts)
            elif s[0] == "outline":
                draw.polygon(surf, s[1], pts, s[3])
            elif s[0] == "line":
                draw.line(surf, s[1], pts[0], pts[1], s[3])
            else:
                draw.lines(surf, s[1], False, pts, s[3])
        cx, cy = cam.local(X, Y, top)
        centre = (cx - x0, cy - y0)
        if purple and glyph is None:
            r = cam.s * 0.12
            gx, gy = centre[0] - cam.s * 0.22, centre[1] - cam.s * 0.08
            gem = [(gx, gy - r * 1.2), (gx + r, gy), (gx, gy + r * 1.2), (gx - r, gy)]
            draw.polygon(surf, PURPLE_GEM, gem)
            draw.polygon(surf, PURPLE_EDGE, gem, 1)
        if glyph is not None:
            draw_glyph(surf, centre, cam.s, glyph[1], glyph[2])
        if overlay and not ruin:
            img = level_badge(b.level[h], max(10, int(cam.s * 0.26)))
            at = (centre[0], centre[1] + (cam.s * 0.2 if glyph is not None else 0))
            surf.blit(img, img.get_rect(center=(round(at[0]), round(at[1]))))
        return surf, (x0, y0)

    def _ruin(self, cam: Camera, X: float, Y: float, ground: float, top: float) -> list:
        out: list[tuple] = []          # (kind, colour, points[, width])
        cs = corners()
        k = 0.82

        def pt(i, z):
            return cam.local(X + cs[i][0] * k, Y + cs[i][1] * k, z)
        for n, (i0, i1, _) in enumerate(FRONT_FACES):
            col = shade(STONE, 0.8 if n == 0 else 0.62)
            out.append(("poly", col, [pt(i0, top), pt(i1, top), pt(i1, ground), pt(i0, ground)]))
            z = ground + level_z(1)
            row = 0
            while z < top - 1e-6:
                out.append(("line", shade(col, 0.72), [pt(i0, z), pt(i1, z)], 1))
                a, c = pt(i0, z), pt(i1, z)
                f = 0.33 if row % 2 else 0.66
                mid = (a[0] + (c[0] - a[0]) * f, a[1] + (c[1] - a[1]) * f)
                up = cam.s * 0.25 * 0.95
                out.append(("line", shade(col, 0.72), [mid, (mid[0], mid[1] - up)], 1))
                z += level_z(1)
                row += 1
        tp = [pt(i, top) for i in range(6)]
        out.append(("poly", shade(STONE, 1.08), tp))
        out.append(("outline", STONE_DARK, tp, 1))
        # broken top: a notch
        notch = [pt(0, top), pt(5, top), cam.local(X, Y, top + level_z(0.6))]
        out.append(("poly", shade(STONE, 1.15), notch))
        out.append(("outline", STONE_DARK, notch, 1))
        return out

    def _rubble(self, cam: Camera, X: float, Y: float, top: float, h: int) -> list:
        out: list[tuple] = []
        for i, (dx, dy, r) in enumerate(((-0.2, -0.08, 0.11), (0.16, -0.12, 0.09),
                                         (0.05, 0.14, 0.12), (-0.12, 0.18, 0.07))):
            cx, cy = X + dx, Y + dy
            base = [cam.local(cx + r * math.cos(a), cy + r * math.sin(a), top)
                    for a in (0.3, 1.6, 2.8, 4.1, 5.2)]
            peak = cam.local(cx, cy, top + 0.08 + 0.03 * (i % 2))
            out.append(("poly", shade(STONE, 0.75), base))
            out.append(("poly", STONE, [base[0], base[1], peak]))
            out.append(("poly", shade(STONE, 1.1), [base[3], base[4], peak]))
            out.append(("outline", STONE_DARK, base + [peak], 1))
        return out

    def _wall(self, cam: Camera, w) -> list:
        b = self.board
        ax, ay = b.x[w.a], b.y[w.a]
        bx, by = b.x[w.b], b.y[w.b]
        mx, my = (ax + bx) / 2, (ay + by) / 2
        dx, dy = by - ay, -(bx - ax)          # along the shared edge
        half = 0.5 / math.sqrt(3)
        p0 = (mx + dx * half, my + dy * half)
        p1 = (mx - dx * half, my - dy * half)
        ground = level_z(max(b.level[w.a], b.level[w.b]))
        top = level_z(w.top)

        def P(p, z):
            X, Y = cam.turn(*p)
            return cam.local(X, Y, z)
        face = [P(p0, top), P(p1, top), P(p1, ground), P(p0, ground)]
        out = [("poly", shade(STONE, 0.85), face), ("outline", STONE_DARK, face, 2)]
        z = ground + level_z(1)
        while z < top - 1e-6:
            out.append(("line", STONE_DARK, [P(p0, z), P(p1, z)], 1))
            z += level_z(1)
        return out


def draw_glyph(surf, centre, s: float, key: str, side: str) -> None:
    """A glyph lying on a hex top: a violet stone with its letter (gold when ability
    side up)."""
    img = _glyph(key, side, max(6, int(s * 0.27)))
    surf.blit(img, img.get_rect(center=(round(centre[0]), round(centre[1]))))


@cached
def _glyph(key: str, side: str, r: int) -> pygame.Surface:
    w, h = r * 2 + 4, int(r * 2 * 0.62) + 4
    img = canvas.new((w, h), pygame.SRCALPHA)
    pts = [(w / 2 + r * math.cos(math.radians(60 * i)),
            h / 2 + r * 0.62 * math.sin(math.radians(60 * i))) for i in range(6)]
    draw.polygon(img, GLYPH_FILL, pts)
    draw.polygon(img, GLYPH_EDGE if side == "ability" else palette.TEXT_DIM, pts, 2)
    lab = text.render(key, max(9, int(r * 0.95)), GLYPH_EDGE, text.BOLD)
    img.blit(lab, lab.get_rect(center=(w / 2, h / 2)))
    return img


@cached
def level_badge(level: int, size: int) -> pygame.Surface:
    lab = text.render(str(level), size, palette.TEXT, text.BOLD)
    w = max(lab.get_width(), lab.get_height()) + 6
    img = canvas.new((w, lab.get_height() + 2), pygame.SRCALPHA)
    draw.ellipse(img, (20, 24, 34, 190), img.get_rect())
    img.blit(lab, lab.get_rect(center=img.get_rect().center))
    return img
