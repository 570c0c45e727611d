"""The battlefield editor's map: the table's 2.5D view of the map being edited (the
table's Camera and Terrain: rotation in 60° steps, zoom, pan, the level overlay), with
what the editor adds over it: the hex under the pointer, the selection, the box being
dragged, and each starting zone's colour letter ("Y", "O") beside its colour outline.

A pointer finds its hex by the *top face* of each column at the column's own level (a
tall column's top is drawn high above its place on the ground); where several top faces
are under the pointer, the one drawn nearest the viewer wins, and where a nearer
column's cliff is drawn over a top face, the pointer is on that column. Off the map, the
pointer lands on the ground at level 1 (where Sand and Water add a hex).

The map's Board is made for the view only (not registered among the game's boards: an
editor makes one per edit)."""
from __future__ import annotations

import math

import pygame

from app.ui import canvas, draw, palette, text
from app.ui.surface_cache import SHARED, owner_token
from engines.arena.battlefield import board_records
from engines.arena.board import LEVEL_H, SQRT3, Board
from scenes.arena.terrain import ZONE_COLOURS, Terrain
from scenes.arena.view import RISE, TILT, Camera

SELECT = (90, 170, 255)
HOVER = (255, 255, 255)
GHOST = (200, 230, 255)
BAD = (236, 90, 80)
ZONE_LETTER = {"yellow": "Y", "orange": "O"}


def _inside(poly, pos) -> bool:
    """Whether ``pos`` lies in the convex polygon ``poly`` (either winding)."""
    x, y = pos
    sign = 0
    n = len(poly)
    for i in range(n):
        x0, y0 = poly[i]
        x1, y1 = poly[(i + 1) % n]
        c = (x1 - x0) * (y - y0) - (y1 - y0) * (x - x0)
        if c:
            s = 1 if c > 0 else -1
            if sign and s != sign:
                return False
            sign = s
    return True


class MapView:
    """The map's part of the editor's screen (``area``, design units)."""

    def __init__(self, area) -> None:
        self.area = pygame.Rect(area)
        self.board: Board | None = None
        self.terrain: Terrain | None = None
        self.cam: Camera | None = None
        self.overlay = False             # level numbers on every hex (H, "Levels")
        self.pos_of: dict = {}           # hex id -> (q, r)
        self.id_of: dict = {}            # (q, r) -> hex id

    # --- the map -------------------------------------------------------------------------
    def show(self, bf: dict, refit: bool = False) -> None:
        """Show the battlefield ``bf``: the same view (turn, zoom, pan, centre) unless
        ``refit`` (a new or opened map: centred and fitted). A map that cannot be laid out
        (no hexes) shows nothing."""
        try:
            hexes, walls, glyphs = board_records(bf)
            board = Board("editor", str(bf.get("name", ""))[:40], hexes, walls, glyphs)
        except (ValueError, KeyError):
            self.board, self.terrain = None, None
            self.pos_of, self.id_of = {}, {}
            return
        old = self.cam
        self.board = board
        self.terrain = Terrain(board)
        self.pos_of = {i: (board.q[i], board.r[i]) for i in range(board.n)}
        self.id_of = dict(board.id_of)
        cam = Camera(board, self.area, old.rot if old is not None else 0)
        if old is not None and not refit:
            cam.cx, cam.cy, cam.zi, cam.pan = old.cx, old.cy, old.zi, list(old.pan)
        else:
            cam.fit_zoom()
        self.cam = cam

    def resize(self, area) -> None:
        self.area = pygame.Rect(area)
        if self.cam is not None:
            self.cam.area = pygame.Rect(area)
            if self.cam.pan == [0.0, 0.0]:        # a view not panned by hand: fitted anew
                self.cam.fit_zoom()
            self.cam.clamp()

    # --- the view's controls -------------------------------------------------------------
    def rotate(self, step: int) -> None:
        if self.cam is not None:
            self.cam.rotate(step)

    def zoom(self, step: int, about=None) -> None:
        if self.cam is not None:
            self.cam.zoom(step, about)

    def pan(self, dx: float, dy: float) -> None:
        if self.cam is not None:
            self.cam.drag(dx, dy)

    def fit(self) -> None:
        if self.cam is not None and self.board is not None:
            self.cam.cx = sum(self.board.x) / self.board.n
            self.cam.cy = sum(self.board.y) / self.board.n
            self.cam.reset()
            self.cam.fit_zoom()

    # --- where the pointer is ------------------------------------------------------------
    def _glyphs(self) -> tuple:
        b = self.board
        return tuple((g.hex, g.key, g.side) for g in b.glyphs) if b is not None else ()

    def hex_at(self, pos) -> tuple | None:
        """The (q, r) of the hex whose top face is under ``pos`` (the one drawn nearest
        the viewer where top faces overlap), unless a column nearer the viewer is drawn
        over that point (its cliff hides the top face): then that column; or None."""
        b, cam, terrain = self.board, self.cam, self.terrain
        if b is None or cam is None or terrain is None or not self.area.collidepoint(pos):
            return None
        top = self._top_face_at(pos)
        view = terrain.view(cam, self.overlay, self._glyphs())
        ox, oy = cam.origin()
        x, y = pos[0] - ox, pos[1] - oy
        cols = view["columns"]
        limit = cam.depth(top) if top is not None else None
        for h in reversed(view["order"]):            # front to back
            if limit is not None and cam.depth(h) <= limit:
                break
            c = cols[h]
            if c.rect.collidepoint(x, y) and \
                    c.surface.get_at((int(x - c.rect.x), int(y - c.rect.y)))[3] > 60:
                return self.pos_of[h]                # its cliff is what the pointer is on
        return self.pos_of[top] if top is not None else None

    def _top_face_at(self, pos) -> int | None:
        b, cam = self.board, self.cam
        assert b is not None and cam is not None
        reach = (cam.s * 0.7) ** 2
        best, depth = None, None
        for h in range(b.n):
            cx, cy = cam.hex_center(h)
            if (cx - pos[0]) ** 2 + (cy - pos[1]) ** 2 > reach:
                continue
            if _inside(cam.hex_top(h), pos):
                d = cam.depth(h)
                if depth is None or d > depth:
                    best, depth = h, d
        return best

    def ground_at(self, pos, level: int = 1) -> tuple | None:
        """The (q, r) of the place on the ground (at ``level``) under ``pos``, whether a
        hex is there or not."""
        cam = self.cam
        if cam is None or not self.area.collidepoint(pos):
            return None
        ox, oy = cam.origin()
        s = cam.s
        X = (pos[0] - ox) / s
        Y = (pos[1] - oy + level * LEVEL_H * s * RISE) / (s * TILT)
        a = math.radians(60 * cam.rot)
        c, sn = math.cos(a), math.sin(a)
        x = cam.cx + X * c + Y * sn
        y = cam.cy - X * sn + Y * c
        r = y / (SQRT3 * 0.5)
        q = x - r * 0.5
        return _round_axial(q, r)

    def centre_of(self, p) -> tuple[float, float] | None:
        """Where the top face of the hex at ``p`` is drawn (None: no such hex)."""
        h = self.id_of.get(p)
        if h is None or self.cam is None:
            return None
        return self.cam.hex_center(h)

    def hexes_in(self, rect: pygame.Rect) -> list:
        """The hexes whose top face's centre lies in ``rect`` (a dragged box)."""
        if self.board is None or self.cam is None:
            return []
        return [self.pos_of[h] for h in range(self.board.n)
                if rect.collidepoint(self.cam.hex_center(h))]

    # --- drawing -------------------------------------------------------------------------
    def draw(self, surface, hover=None, ghost=None, selection=(), box=None,
             footprint=(), fits: bool = True, walls=()) -> None:
        """The map, then the zone letters, the selection, the hex under the pointer (or
        the hexes a ruin would take there: ``footprint``, red when it does not ``fit``),
        a new hex's place (``ghost``) and the dragged ``box``."""
        clip = surface.get_clip()
        surface.set_clip(self.area)
        draw.rect(surface, (24, 40, 44), self.area)
        b, cam, terrain = self.board, self.cam, self.terrain
        if b is not None and cam is not None and terrain is not None:
            view = terrain.view(cam, self.overlay, self._glyphs())
            ox, oy = cam.origin()
            tl = view["topleft"]
            surface.blit(view["surface"], (round(ox + tl[0]), round(oy + tl[1])))
            self._zone_letters(surface)
            for p in selection:
                h = self.id_of.get(p)
                if h is not None:
                    self._mark(surface, h, SELECT, False)
            marks = [p for p in footprint if p in self.id_of]
            for p in marks:
                self._mark(surface, self.id_of[p], HOVER if fits else BAD, True)
            for a, c in walls:           # where the ruin's wall would stand
                self._wall_line(surface, a, c, HOVER if fits else BAD)
            if not marks and hover is not None and hover in self.id_of:
                self._mark(surface, self.id_of[hover], HOVER, True)
        if ghost is not None and cam is not None:
            self._ghost(surface, ghost)
        if box is not None:
            draw.rect(surface, SELECT, box, 2)
        surface.set_clip(clip)

    def _zone_letters(self, surface) -> None:
        b, cam = self.board, self.cam
        assert b is not None and cam is not None
        if cam.s < 34:
            return
        size = max(10, int(cam.s * 0.22))
        glyphs = {g.hex for g in b.glyphs}
        for h in range(b.n):
            zone = b.zone[h]
            if not zone:
                continue
            aside = self.overlay or h in glyphs       # beside the level or the glyph
            img = _letter_badge(ZONE_LETTER.get(zone, zone[:1].upper()),
                                ZONE_COLOURS.get(zone, palette.ACCENT), size)
            cx, cy = cam.hex_center(h)
            surface.blit(img, img.get_rect(center=(round(cx - (cam.s * 0.33 if aside else 0)),
                                                   round(cy))))

    def _mark(self, surface, h: int, colour, strong: bool) -> None:
        """A top face tinted (the selection) or rimmed (the hex under the pointer)."""
        cam = self.cam
        assert cam is not None
        token = owner_token(self)
        key = ("arena.editor.mark", token, cam.key, colour, strong, canvas.scale())
        img = SHARED.get(key)
        if img is None or canvas.stale(img):
            pts = cam.hex_top(0)
            cx, cy = cam.hex_center(0)
            w, hgt = int(cam.s * 1.3) + 8, int(cam.s * 1.3 * TILT) + 8
            img = canvas.new((w, hgt), pygame.SRCALPHA)
            local = [(x - cx + w / 2, y - cy + hgt / 2) for x, y in pts]
            if strong:
                draw.polygon(img, (*colour, 60), local)
                draw.polygon(img, (*colour, 255), local, 3)
            else:
                draw.polygon(img, (*colour, 110), local)
                draw.polygon(img, (*colour, 230), local, 2)
            SHARED.put(key, img, owner=token)
        cx, cy = cam.hex_center(h)
        surface.blit(img, img.get_rect(center=(round(cx), round(cy))))

    def _wall_line(self, surface, a, c, colour) -> None:
        """The edge between the hexes at ``a`` and ``c``, drawn thick at their top."""
        b, cam = self.board, self.cam
        assert b is not None and cam is not None
        ha, hc = self.id_of.get(a), self.id_of.get(c)
        if ha is None or hc is None:
            return
        ax, ay, cx, cy = b.x[ha], b.y[ha], b.x[hc], b.y[hc]
        mx, my = (ax + cx) / 2, (ay + cy) / 2
        half = 0.5 / SQRT3                    # half an edge (a hex's side is its radius)
        dx, dy = -(cy - ay) * half, (cx - ax) * half
        z = max(b.z[ha], b.z[hc])
        draw.line(surface, colour, cam.project(mx + dx, my + dy, z),
                  cam.project(mx - dx, my - dy, z), 5)

    def _ghost(self, surface, p) -> None:
        """Where a new hex would go (the ground at level 1): a dashed outline."""
        cam = self.cam
        assert cam is not None
        x, y = p[0] + p[1] * 0.5, p[1] * SQRT3 * 0.5
        X, Y = cam.turn(x, y)
        ox, oy = cam.origin()
        s, z = cam.s, LEVEL_H
        from scenes.arena.view import corners
        pts = [(ox + (X + cx) * s, oy + (Y + cy) * s * TILT - z * s * RISE)
               for cx, cy in corners()]
        for i in range(6):
            a, c = pts[i], pts[(i + 1) % 6]
            for k in range(3):        # a dashed rim: a third of each side, twice
                t0, t1 = k / 3 + 0.05, k / 3 + 0.22
                draw.line(surface, GHOST, (a[0] + (c[0] - a[0]) * t0, a[1] + (c[1] - a[1]) * t0),
                          (a[0] + (c[0] - a[0]) * t1, a[1] + (c[1] - a[1]) * t1), 2)


def _round_axial(q: float, r: float) -> tuple[int, int]:
    x, z = q, r
    y = -x - z
    rx, ry, rz = round(x), round(y), round(z)
    dx, dy, dz = abs(rx - x), abs(ry - y), abs(rz - z)
    if dx > dy and dx > dz:
        rx = -ry - rz
    elif dy > dz:
        ry = -rx - rz
    else:
        rz = -rx - ry
    return int(rx), int(rz)


def _letter_badge(letter: str, colour, size: int) -> pygame.Surface:
    """A zone's letter in a dark disc ringed in its colour (kept per look)."""
    key = ("arena.editor.zone", letter, colour, size, canvas.scale())
    img = SHARED.get(key)
    if img is None or canvas.stale(img):
        lab = text.render(letter, size, colour, text.BOLD)
        d = max(lab.get_width(), lab.get_height()) + 6
        img = canvas.new((d, d), pygame.SRCALPHA)
        draw.circle(img, (20, 24, 34, 215), (d / 2, d / 2), d / 2)
        draw.circle(img, colour, (d / 2, d / 2), d / 2, 2)
        img.blit(lab, lab.get_rect(center=(d / 2, d / 2)))
        SHARED.put(key, img)
    return img
