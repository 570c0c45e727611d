"""The geometry of a sight ray (engines/arena/sight.py): where a segment on the board
runs inside a hexagon or a circle, where it crosses a wall, where a ray along it enters
a band of heights, and the quick tests built from them (does this prism, does this
figure stop the ray within its length?) that give the same verdicts with the same
floating-point operations in the same order."""
from __future__ import annotations

import math

from engines.arena.board import HEX_APOTHEM, SQRT3
from engines.arena.corridors import BODY_R

RUIN_SCALE = 0.9         # a solid ruin cell's prism, relative to the hex
RUIN_APOTHEM = HEX_APOTHEM * RUIN_SCALE
_EPS = 1e-9
_NORMALS = ((1.0, 0.0), (0.5, SQRT3 / 2), (-0.5, SQRT3 / 2))   # the three flat directions
_S = SQRT3 / 2


def hex_interval(px, py, dx, dy, cx, cy, apothem):
    """Parameter interval [t0, t1] (within [0, 1]) of the 2D segment P + tD inside the
    hexagon centred at C, or None."""
    t0, t1 = 0.0, 1.0
    rx, ry = px - cx, py - cy
    for nx, ny in _NORMALS:
        a = rx * nx + ry * ny
        b = dx * nx + dy * ny
        if -_EPS < b < _EPS:
            if a > apothem or a < -apothem:
                return None
            continue
        u = (-apothem - a) / b
        v = (apothem - a) / b
        if u > v:
            u, v = v, u
        if u > t0:
            t0 = u
        if v < t1:
            t1 = v
        if t0 > t1:
            return None
    return t0, t1


def below_t(z0, dz, t0, t1, top, bottom=-1e9):
    """First t in [t0, t1] where z = z0 + t*dz lies within [bottom, top], or None."""
    za = z0 + t0 * dz
    zb = z0 + t1 * dz
    if bottom <= za <= top:
        return t0
    if za > top:
        if zb > top:
            return None
        return (top - z0) / dz if dz else t0
    # za < bottom
    if zb < bottom:
        return None
    return (bottom - z0) / dz if dz else t0


def cyl_interval(px, py, dx, dy, cx, cy, r):
    """Parameter interval of the 2D segment inside the circle, or None."""
    fx, fy = px - cx, py - cy
    a = dx * dx + dy * dy
    if a < _EPS:
        return (0.0, 1.0) if fx * fx + fy * fy <= r * r else None
    b = fx * dx + fy * dy
    c = fx * fx + fy * fy - r * r
    disc = b * b - a * c
    if disc < 0:
        return None
    s = math.sqrt(disc)
    t0 = (-b - s) / a
    t1 = (-b + s) / a
    if t1 < 0 or t0 > 1:
        return None
    return (max(t0, 0.0), min(t1, 1.0))


def prism_stops(px, py, pz, dx, dy, dz, cx, cy, apothem, top) -> bool:
    """Does the prism of the hexagon centred at (cx, cy) (``apothem``: centre to a flat
    side) from below the board up to ``top`` stop the ray within its length:
    ``below_t(pz, dz, iv[0], iv[1], top) <= 1.0`` for the interval ``iv`` of
    ``hex_interval(px, py, dx, dy, cx, cy, apothem)``, the same floats (its three flat
    directions written out: the first, (1, 0), reads the offsets themselves)."""
    t0, t1 = 0.0, 1.0
    rx, ry = px - cx, py - cy
    a, b = rx, dx
    if -1e-9 < b < 1e-9:
        if a > apothem or a < -apothem:
            return False
    else:
        u = (-apothem - a) / b
        v = (apothem - a) / b
        if u > v:
            u, v = v, u
        if u > t0:
            t0 = u
        if v < t1:
            t1 = v
        if t0 > t1:
            return False
    a, b = rx * 0.5 + ry * _S, dx * 0.5 + dy * _S
    if -1e-9 < b < 1e-9:
        if a > apothem or a < -apothem:
            return False
    else:
        u = (-apothem - a) / b
        v = (apothem - a) / b
        if u > v:
            u, v = v, u
        if u > t0:
            t0 = u
        if v < t1:
            t1 = v
        if t0 > t1:
            return False
    a, b = rx * -0.5 + ry * _S, dx * -0.5 + dy * _S
    if -1e-9 < b < 1e-9:
        if a > apothem or a < -apothem:
            return False
    else:
        u = (-apothem - a) / b
        v = (apothem - a) / b
        if u > v:
            u, v = v, u
        if u > t0:
            t0 = u
        if v < t1:
            t1 = v
        if t0 > t1:
            return False
    za = pz + t0 * dz
    zb = pz + t1 * dz
    if -1e9 <= za <= top:
        return True
    if za > top:
        if zb > top:
            return False
        return (top - pz) / dz <= 1.0 if dz else True
    if zb < -1e9:
        return False
    return (-1e9 - pz) / dz <= 1.0 if dz else True


def figure_stops(px, py, pz, dx, dy, dz, cx, cy, bottom, top) -> bool:
    """Does the figure standing at (cx, cy) from ``bottom`` to ``top`` stop the ray within
    its length: ``below_t(pz, dz, iv[0], iv[1], top, bottom) <= 1.0`` for the interval
    ``iv`` of ``cyl_interval(px, py, dx, dy, cx, cy, BODY_R)`` (the same floats; where
    the ray enters the band within the cylinder it is stopped there, and that is never
    past 1.0)."""
    fx, fy = px - cx, py - cy
    a = dx * dx + dy * dy
    r = BODY_R
    if a < _EPS:
        if fx * fx + fy * fy > r * r:
            return False
        t0, t1 = 0.0, 1.0
    else:
        b = fx * dx + fy * dy
        c = fx * fx + fy * fy - r * r
        disc = b * b - a * c
        if disc < 0:
            return False
        s = math.sqrt(disc)
        t0 = (-b - s) / a
        t1 = (-b + s) / a
        if t1 < 0 or t0 > 1:
            return False
        if t0 < 0.0:
            t0 = 0.0
        if t1 > 1.0:
            t1 = 1.0
    za = pz + t0 * dz
    zb = pz + t1 * dz
    if bottom <= za <= top:
        return True
    if za > top:
        if zb > top:
            return False
        return (top - pz) / dz <= 1.0 if dz else True
    if zb < bottom:
        return False
    return (bottom - pz) / dz <= 1.0 if dz else True


def seg_cross_t(px, py, dx, dy, ax, ay, bx, by):
    """Parameter t of the 2D segment P + tD crossing the segment A-B, or None."""
    ex, ey = bx - ax, by - ay
    den = dx * ey - dy * ex
    if -_EPS < den < _EPS:
        return None
    wx, wy = ax - px, ay - py
    t = (wx * ey - wy * ex) / den
    u = (wx * dy - wy * dx) / den
    if 0.0 <= t <= 1.0 and 0.0 <= u <= 1.0:
        return t
    return None
