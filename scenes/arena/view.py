"""The battlefield's camera: board units (a hex is 1.0 across its flats, a level
``LEVEL_H`` tall, engines.arena.board) to screen pixels, in a 2.5D view from the south,
rotated in 60° steps, zoomed in steps and panned.

The board is turned about its centre by ``rot`` x 60°; a turned point (X, Y, z) lands at
``(ox + X s, oy + Y s TILT - z s RISE)`` where ``s`` is the zoom (pixels per hex width).
Hexes stay pointy-top at every rotation, so the two faces that can be seen of a column
are always the lower-right and lower-left ones; painter's order is the turned Y (then X).
"""
from __future__ import annotations

import math

import pygame

from engines.arena.board import HEX_RADIUS, LEVEL_H

TILT = 0.62             # how much the ground is foreshortened (looking from ~38° up)
RISE = 0.95             # how tall a unit of height is drawn, relative to a hex width
ZOOMS = (30, 36, 42, 48, 53, 58, 64, 72, 82, 94)
DEFAULT_ZOOM = 4
FLOOR_Z = -0.18         # the underside of the board (its edge shows this thick)
FIT_MARGIN = (10, 48)   # what a fitted board leaves of its area across and down

# corner angles of a pointy-top hex (screen y down): 30, 90, ... degrees
_CORNERS = tuple((HEX_RADIUS * math.cos(math.radians(30 + 60 * i)),
                  HEX_RADIUS * math.sin(math.radians(30 + 60 * i))) for i in range(6))
# the two faces that can be seen: (first corner, second corner, direction of the
# neighbour behind the face, in turned degrees)
FRONT_FACES = ((0, 1, 60), (1, 2, 120))


def level_z(level: float) -> float:
    return level * LEVEL_H


class Camera:
    """Where the board is drawn: ``area`` (the battlefield's part of the screen), the
    rotation (0-5), the zoom step and the pan (pixels)."""

    def __init__(self, board, area: pygame.Rect, rot: int = 0) -> None:
        self.board = board
        self.area = pygame.Rect(area)
        self.rot = rot % 6
        self.zi = DEFAULT_ZOOM
        self.pan = [0.0, 0.0]
        self.cx = sum(board.x) / board.n
        self.cy = sum(board.y) / board.n
        self._turned: dict = {}

    # state ------------------------------------------------------------------------------
    @property
    def s(self) -> float:
        return ZOOMS[self.zi]

    @property
    def key(self) -> tuple:
        """What the cached terrain depends on."""
        return (self.rot, self.zi)

    def rotate(self, step: int) -> None:
        self.rot = (self.rot + step) % 6

    def zoom(self, step: int, about=None) -> bool:
        """Zoom in (+1) or out (-1), keeping the point ``about`` where it is."""
        zi = max(0, min(len(ZOOMS) - 1, self.zi + step))
        if zi == self.zi:
            return False
        if about is not None:
            ox, oy = self.origin()
            k = ZOOMS[zi] / ZOOMS[self.zi]
            # keep (about - origin) scaled: the new origin = about - (about - origin) k
            nx = about[0] - (about[0] - ox) * k
            ny = about[1] - (about[1] - oy) * k
            self.zi = zi
            bx, by = self.origin()
            self.pan[0] += nx - bx
            self.pan[1] += ny - by
        else:
            self.zi = zi
        self.clamp()
        return True

    def drag(self, dx: float, dy: float) -> None:
        self.pan[0] += dx
        self.pan[1] += dy
        self.clamp()

    def clamp(self) -> None:
        """Keep part of the board on screen."""
        lim_x = self.area.w * 0.5 + self.s * 3
        lim_y = self.area.h * 0.5 + self.s * 3
        self.pan[0] = max(-lim_x, min(lim_x, self.pan[0]))
        self.pan[1] = max(-lim_y, min(lim_y, self.pan[1]))

    def reset(self) -> None:
        self.zi = DEFAULT_ZOOM
        self.pan = [0.0, 0.0]

    def fit_zoom(self) -> None:
        """The largest zoom step at which the whole board fits the area, clear of the
        view's buttons at its foot (``FIT_MARGIN``: in a tall room a map that only just
        fits would run under them)."""
        mw, mh = FIT_MARGIN
        for zi in range(len(ZOOMS) - 1, -1, -1):
            self.zi = zi
            w, h = self.extent()
            if w <= self.area.w - mw and h <= self.area.h - mh:
                return
        self.zi = 0

    # geometry -----------------------------------------------------------------------------
    def turn(self, x: float, y: float) -> tuple[float, float]:
        """Board point -> turned point, about the board's centre."""
        a = math.radians(60 * self.rot)
        c, sn = math.cos(a), math.sin(a)
        dx, dy = x - self.cx, y - self.cy
        return (dx * c - dy * sn, dx * sn + dy * c)

    def origin(self) -> tuple[float, float]:
        """Where the board's centre at height 2 levels lands."""
        return (self.area.centerx + self.pan[0],
                self.area.centery + self.pan[1] + 2 * LEVEL_H * self.s * RISE)

    def project(self, x: float, y: float, z: float) -> tuple[float, float]:
        X, Y = self.turn(x, y)
        ox, oy = self.origin()
        s = self.s
        return (ox + X * s, oy + Y * s * TILT - z * s * RISE)

    def local(self, X: float, Y: float, z: float) -> tuple[float, float]:
        """A turned point relative to the origin (no pan): for cached surfaces."""
        s = self.s
        return (X * s, Y * s * TILT - z * s * RISE)

    def depth(self, h: int) -> tuple[float, float]:
        """Painter's order of hex h (later is nearer the viewer)."""
        X, Y = self.turned(h)
        return (round(Y, 3), round(X, 3))

    def turned(self, h: int) -> tuple[float, float]:
        key = (self.rot, h)
        got = self._turned.get(key)
        if got is None:
            got = self._turned[key] = self.turn(self.board.x[h], self.board.y[h])
        return got

    def order(self) -> list[int]:
        """Every hex, back to front (worked out once per rotation)."""
        key = ("order", self.rot)
        got = self._turned.get(key)
        if got is None:
            got = self._turned[key] = tuple(sorted(range(self.board.n), key=self.depth))
        return list(got)

    def visible(self, margin: float = 1.0) -> list[int]:
        """The hexes whose top centre falls within the area or within ``margin`` hex
        widths of it (what can be pointed at on the battlefield), back to front; the
        tops' places at this rotation and zoom are worked out once (a pan shifts them)."""
        key = ("tops", self.rot, self.zi)
        tops = self._turned.get(key)
        if tops is None:
            s, z = self.s, self.board.z
            tops = self._turned[key] = tuple(
                (h, X * s, Y * s * TILT - z[h] * s * RISE)
                for h in self.order() for X, Y in (self.turned(h),))
        ox, oy = self.origin()
        m = margin * self.s
        a = self.area
        x0, x1 = a.left - m - ox, a.right + m - ox
        y0, y1 = a.top - m - oy, a.bottom + m - oy
        return [h for h, x, y in tops if x0 <= x <= x1 and y0 <= y <= y1]

    def hex_top(self, h: int, z: float | None = None) -> list[tuple[float, float]]:
        """The screen polygon of hex h's top face (at height z; default its surface)."""
        b = self.board
        if z is None:
            z = b.z[h]
        X, Y = self.turned(h)
        ox, oy = self.origin()
        s = self.s
        return [(ox + (X + cx) * s, oy + (Y + cy) * s * TILT - z * s * RISE)
                for cx, cy in _CORNERS]

    def hex_center(self, h: int, z: float | None = None) -> tuple[float, float]:
        b = self.board
        return self.project(b.x[h], b.y[h], b.z[h] if z is None else z)

    def extent(self) -> tuple[float, float]:
        """Width and height of the whole board on screen (figures not counted)."""
        s = self.s
        xs, ys = [], []
        for h in range(self.board.n):
            X, Y = self.turned(h)
            xs.append(X)
            ys.append(Y)
        w = (max(xs) - min(xs) + 1.2) * s
        height = (max(ys) - min(ys) + 1.2) * s * TILT + (4 * LEVEL_H + 0.2) * s * RISE
        return w, height

    def front_neighbours(self, h: int) -> tuple:
        """(neighbour behind face 0 or -1, neighbour behind face 1 or -1)."""
        key = ("front", self.rot, h)
        got = self._turned.get(key)
        if got is None:
            out = [-1, -1]
            X, Y = self.turned(h)
            for j in self.board.nbrs[h]:
                Xj, Yj = self.turned(j)
                ang = math.degrees(math.atan2(Yj - Y, Xj - X)) % 360
                for k, (_, _, want) in enumerate(FRONT_FACES):
                    if abs(ang - want) < 5:
                        out[k] = j
            got = self._turned[key] = tuple(out)
        return got


def corners() -> tuple:
    return _CORNERS
