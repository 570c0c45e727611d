"""Line of sight: geometric, in three dimensions, not a line of hexes.

A sight line is a set of straight 3D segments ("rays") from the looking figure's
**target point** (on its axis, at the target-point height of its army card) to **sample
points** of the seen figure's **hit zone** (the band of its height its army card marks):
three heights (bottom, middle and top of the band) times three lateral offsets (the
figure's axis and ``SAMPLE_W`` either side, across the line of view). There is line of
sight when **any** ray is clear. "Clear sight" (summoning, Keen Sight, the Planeswalkers'
"within N clear-sight spaces") uses the whole figure, from its base to its top, instead of
the hit zone; clear sight to a *space* uses a marker one level tall standing on it.

What blocks a ray (units: a hex is 1.0 across its flats, a level ``LEVEL_H`` = 0.25):

* terrain: every hex is a prism from below the board up to its surface (level x 0.25);
  a ray passing over a hex lower than the hex's surface is blocked (cliffs, hills, the lip
  of a ledge hiding the feet of a figure on it);
* ruins: a solid ruin cell is a prism (0.9 of the hex) from its ground up to its top; a
  wall is a thin panel along the shared edge of its two hexes up to its top;
* other figures: each is a vertical cylinder of radius ``BODY_R`` from its base to its
  top (double-space figures: one cylinder per hex). The looking and the seen figure never
  block themselves.

Speed: the terrain's verdict on the rays depends only on the two hexes and the two
figures' heights, so it is cached per board as a bit mask of the rays it leaves clear
(``board.sight_cache``; a ray's verdict stops at the first block found, and a corridor
with no figure in it only asks for one clear ray, ``board.any_clear_cache``). Working a
verdict out (``_terrain_mask``) reads the corridor's hexes highest first and stops at the
first no higher than the ray's lowest point, and tests a hex's prism with one quick
function (``raygeom.prism_stops``: the interval maths with the same floats). The hexes
and walls a pair of hexes' rays can meet are cached too (``board.corridor_cache``, measured
among the hexes the map's corridor template for that offset names - one template per
offset, shared by every pair that far apart - and as a bit mask). A check then costs a
dict lookup plus a bit test of the figures standing in the corridor; when some do, the
rays the terrain leaves clear are tested against them one at a time
(``raygeom.figure_stops``) until one passes. The corridors themselves are in engines/arena/corridors.py,
the geometry of a ray in engines/arena/raygeom.py.
"""
from __future__ import annotations

import math
from typing import NamedTuple

from engines.arena.board import FIT_NONE, HEX_APOTHEM, LEVEL_H, Board
from engines.arena.corridors import (BODY_R, SAMPLE_W, corridor, corridor_bits, corridor_set,
                                     corridor_top, solid_tops)
from engines.arena.raygeom import RUIN_APOTHEM as _RUIN_APOTHEM
from engines.arena.raygeom import RUIN_SCALE
from engines.arena.raygeom import below_t as _below_t
from engines.arena.raygeom import cyl_interval as _cyl_interval
from engines.arena.raygeom import figure_stops as _figure_stops
from engines.arena.raygeom import hex_interval as _hex_interval
from engines.arena.raygeom import prism_stops as _prism_stops
from engines.arena.raygeom import seg_cross_t as _seg_cross_t


class SightLine(NamedTuple):
    """What the view's ruler draws: the ray from ``start`` to ``end`` (3D points in hex
    widths: x, y on the board, z up), green up to ``block`` and red after it (``block``
    is None when that ray is clear). ``clear`` says whether any ray is clear;
    ``blocker`` names what stops the drawn ray ("terrain", "ruin", "wall", "figure");
    ``clear_rays`` of ``rays`` rays are clear."""

    clear: bool
    start: tuple
    end: tuple
    block: tuple | None
    blocker: str | None
    rays: int
    clear_rays: int


# ---------------------------------------------------------------------------------------
# Rays (the corridors they cross: engines/arena/corridors.py)

def _rays(board: Board, a: int, eye: float, b: int, lo: float, hi: float) -> tuple:
    """Rays (ex, ey, ez, dx, dy, dz) from the target point above hex a (``eye`` above its
    surface) to the sample points above hex b (heights ``lo``..``hi`` above its surface)."""
    return tuple(_ray_iter(board, a, eye, b, lo, hi))


def _ray_iter(board: Board, a: int, eye: float, b: int, lo: float, hi: float):
    """``_rays(...)``'s rays one at a time, in its order (a question of "is one clear?"
    most often stops at the first)."""
    ax, ay, bx, by = board.x[a], board.y[a], board.x[b], board.y[b]
    ez = board.z[a] + eye
    vx, vy = bx - ax, by - ay
    ln = math.hypot(vx, vy) or 1.0
    px, py = -vy / ln, vx / ln
    zb = board.z[b]
    heights = (lo, (lo + hi) * 0.5, hi) if hi > lo else (lo,)
    for hgt in heights:
        for lat in (0.0, -SAMPLE_W, SAMPLE_W):
            tx, ty, tz = bx + lat * px, by + lat * py, zb + hgt
            yield (ax, ay, ez, tx - ax, ty - ay, tz - ez)


def _static_block(board: Board, a: int, b: int, ray) -> tuple:
    """(t, what) of the first terrain / ruin / wall block on ``ray``, or (2.0, None)."""
    px, py, pz, dx, dy, dz = ray
    best, what = 2.0, None
    zmin = pz if dz >= 0 else pz + dz
    z, fit, rtop = board.z, board.fit, board.ruin_top
    xs, ys = board.x, board.y
    hexes, walls = corridor(board, a, b)
    for h in hexes:
        top = z[h]
        if fit[h] == FIT_NONE and rtop[h]:
            rz = rtop[h] * LEVEL_H
            if rz > zmin:
                iv = _hex_interval(px, py, dx, dy, xs[h], ys[h], HEX_APOTHEM * RUIN_SCALE)
                if iv is not None:
                    t = _below_t(pz, dz, iv[0], iv[1], rz)
                    if t is not None and t < best:
                        best, what = t, "ruin"
        if top > zmin:
            iv = _hex_interval(px, py, dx, dy, xs[h], ys[h], HEX_APOTHEM)
            if iv is not None:
                t = _below_t(pz, dz, iv[0], iv[1], top)
                if t is not None and t < best:
                    best, what = t, "terrain"
    for wz, x1, y1, x2, y2 in walls:
        if wz <= zmin:
            continue
        t = _seg_cross_t(px, py, dx, dy, x1, y1, x2, y2)
        if t is not None and pz + t * dz < wz and t < best:
            best, what = t, "wall"
    return best, what


def _clear_mask(board: Board, a: int, eye: float, b: int, lo: float, hi: float) -> int:
    """Bit i set when ray i of ``_rays(...)`` meets no terrain, ruin or wall; cached on
    the board (a small int per pair of hexes and heights)."""
    key = (a, b, int(eye * 1000 + 0.5), int(lo * 1000 + 0.5), int(hi * 1000 + 0.5))
    got = board.sight_cache.get(key)
    if got is None:
        if _above_corridor(board, a, eye, b, lo):
            got = (1 << (9 if hi > lo else 3)) - 1          # every ray is clear
        else:
            got = _terrain_mask(board, a, eye, b, lo, hi, False)
        board.sight_cache[key] = got
    return got


def _any_clear(board: Board, a: int, eye: float, b: int, lo: float, hi: float) -> bool:
    """``_clear_mask(...) != 0``, looking at the rays one at a time until a clear one
    (what a corridor with no figure in it needs); kept per map."""
    key = (a, b, int(eye * 1000 + 0.5), int(lo * 1000 + 0.5), int(hi * 1000 + 0.5))
    got = board.sight_cache.get(key)
    if got is not None:
        return got != 0
    if key in board.any_clear_cache:
        return True
    if _above_corridor(board, a, eye, b, lo):
        board.sight_cache[key] = (1 << (9 if hi > lo else 3)) - 1      # every ray is clear
        return True
    # the highest rays pass over everything (then they are clear), else one at a time
    if hi > lo and _above_corridor(board, a, eye, b, hi) or \
            _terrain_mask(board, a, eye, b, lo, hi, True):
        board.any_clear_cache[key] = True
        return True
    board.sight_cache[key] = 0          # every ray blocked: the whole mask is known
    return False


def _above_corridor(board: Board, a: int, eye: float, b: int, lo: float) -> bool:
    """Does every ray from the target point above hex a (``eye`` above its surface) to
    the sample points above hex b at ``lo`` above its surface (the band's lowest: every
    ray; its highest: the three highest rays) pass higher than everything in their
    corridor (hex surfaces, solid ruins, walls)? Then nothing
    blocks any of them: ``_blocked`` looks only at what rises above the ray's lowest
    point, which is one of its two ends (the margin covers the rounding of those)."""
    top = corridor_top(board, a, b)
    low = board.z[a] + eye
    end = board.z[b] + lo
    return top < (low if low < end else end) - 1e-9


def _terrain_mask(board: Board, a: int, eye: float, b: int, lo: float, hi: float,
                  first: bool) -> int:
    """``_clear_mask``'s bits worked out (bit i: ray i of ``_rays(...)`` meets no terrain,
    ruin or wall, ``_blocked``'s verdict, the same floats), or with ``first`` only the
    bit of the first clear ray found, the highest rays asked first (0: none). The rays are made here (a ray's line on the
    board depends only on its side offset, its lowest point only on its height), and
    the corridor's hexes are read highest first (``corridor_set``): the first no higher
    than a ray's lowest point ends the look at them."""
    hexes, walls = corridor_set(board, a, b)
    xs, ys, z = board.x, board.y, board.z
    high = solid_tops(board)
    ruins = _ruin_tops(board)
    ax, ay, bx, by = xs[a], ys[a], xs[b], ys[b]
    ez = z[a] + eye
    vx, vy = bx - ax, by - ay
    ln = math.hypot(vx, vy) or 1.0
    px, py = -vy / ln, vx / ln
    zb = z[b]
    lines = [(bx + lat * px - ax, by + lat * py - ay) for lat in (0.0, -SAMPLE_W, SAMPLE_W)]
    got = 0
    heights = (lo, (lo + hi) * 0.5, hi) if hi > lo else (lo,)
    rows = list(enumerate(heights))
    if first:
        # whether a ray is clear does not depend on the order they are asked in: the
        # highest first (a higher ray on the same line passes over what a lower one
        # does, and fewer hexes rise to it)
        rows.reverse()
    for i, hgt in rows:
        bit = 1 << (i * 3)
        dz = zb + hgt - ez
        zmin = ez if dz >= 0 else ez + dz
        for dx, dy in lines:
            blocked = False
            for h in hexes:
                if high[h] <= zmin:
                    break               # neither it nor any after it rises to the ray
                rz = ruins[h]
                top = z[h]
                if rz > zmin and _prism_stops(ax, ay, ez, dx, dy, dz, xs[h], ys[h],
                                              _RUIN_APOTHEM, rz) or \
                        top > zmin and _prism_stops(ax, ay, ez, dx, dy, dz, xs[h], ys[h],
                                                    HEX_APOTHEM, top):
                    blocked = True
                    break
            if not blocked:
                for wz, x1, y1, x2, y2 in walls:
                    if wz <= zmin:
                        continue
                    t = _seg_cross_t(ax, ay, dx, dy, x1, y1, x2, y2)
                    if t is not None and ez + t * dz < wz and t <= 1.0:
                        blocked = True
                        break
                if not blocked:
                    if first:
                        return bit
                    got |= bit
            bit <<= 1
    return got


def _ruin_tops(board: Board) -> tuple:
    """Per hex: the top of its solid ruin (as ``_blocked`` reads it), or -inf where it
    has none; made once per map."""
    got = board.tables.get("sight_ruin_tops")
    if got is None:
        fit, rtop = board.fit, board.ruin_top
        got = board.tables["sight_ruin_tops"] = tuple(
            rtop[h] * LEVEL_H if fit[h] == FIT_NONE and rtop[h] else -math.inf
            for h in range(board.n))
    return got


def _blocked(board: Board, hexes, walls, ray) -> bool:
    """``_static_block(board, a, b, ray)[0] <= 1.0`` (hexes, walls: the corridor of a
    and b), stopping at the first block found: the first block is nearer than 1.0 exactly
    when some block is."""
    px, py, pz, dx, dy, dz = ray
    zmin = pz if dz >= 0 else pz + dz
    z, fit, rtop = board.z, board.fit, board.ruin_top
    xs, ys = board.x, board.y
    high = solid_tops(board)
    for h in hexes:
        if high[h] <= zmin:
            continue                    # neither its surface nor a ruin rises to the ray
        if fit[h] == FIT_NONE and rtop[h]:
            rz = rtop[h] * LEVEL_H
            if rz > zmin:
                iv = _hex_interval(px, py, dx, dy, xs[h], ys[h], HEX_APOTHEM * RUIN_SCALE)
                if iv is not None:
                    t = _below_t(pz, dz, iv[0], iv[1], rz)
                    if t is not None and t <= 1.0:
                        return True
        top = z[h]
        if top > zmin:
            iv = _hex_interval(px, py, dx, dy, xs[h], ys[h], HEX_APOTHEM)
            if iv is not None:
                t = _below_t(pz, dz, iv[0], iv[1], top)
                if t is not None and t <= 1.0:
                    return True
    for wz, x1, y1, x2, y2 in walls:
        if wz <= zmin:
            continue
        t = _seg_cross_t(px, py, dx, dy, x1, y1, x2, y2)
        if t is not None and pz + t * dz < wz and t <= 1.0:
            return True
    return False


def _figure_block(board: Board, a: int, b: int, ray, occ, skip, limit: float) -> float:
    """First t (< limit) where a figure in the corridor blocks ``ray``, else ``limit``."""
    px, py, pz, dx, dy, dz = ray
    best = limit
    xs, ys = board.x, board.y
    for h in corridor(board, a, b)[0]:
        o = occ[h]
        if o is None or h in skip:
            continue
        iv = _cyl_interval(px, py, dx, dy, xs[h], ys[h], BODY_R)
        if iv is None or iv[0] >= best:
            continue
        t = _below_t(pz, dz, iv[0], iv[1], o[1], o[0])
        if t is not None and t < best:
            best = t
    return best


# ---------------------------------------------------------------------------------------
# The questions

def sees(board: Board, a_hexes, eye: float, b_hexes, lo: float, hi: float, occ,
         skip=(), bits: int | None = None) -> bool:
    """Is any ray clear from the target point (``eye`` above the surface) over one of
    ``a_hexes`` to the band ``lo``..``hi`` above one of ``b_hexes``? ``occ[hex]`` is
    ``(bottom_z, top_z)`` of the figure standing there (None: no figure); hexes in
    ``skip`` (the two figures' own) never block. ``bits``, when given, has a bit for
    every hex in ``occ`` with a figure but those in ``skip`` (a quicker test for a
    corridor with no figure in the way)."""
    for a in a_hexes:
        for b in b_hexes:
            if a == b:
                return True
            if bits is not None:
                crowd = corridor_bits(board, a, b) & bits
                if not crowd:
                    if _any_clear(board, a, eye, b, lo, hi):
                        return True
                    continue
                mask = _clear_mask(board, a, eye, b, lo, hi)
                if mask and _clear_past_figures(board, a, eye, b, lo, hi, mask, occ, skip,
                                                crowd):
                    return True
                continue
            mask = _clear_mask(board, a, eye, b, lo, hi)
            if not mask:
                continue
            crowded = False
            for h in corridor(board, a, b)[0]:
                if occ[h] is not None and h not in skip:
                    crowded = True
                    break
            if not crowded:
                return True
            for i, ray in enumerate(_rays(board, a, eye, b, lo, hi)):
                if mask >> i & 1 and _figure_block(board, a, b, ray, occ, skip, 2.0) > 1.0:
                    return True
    return False


def _clear_past_figures(board: Board, a: int, eye: float, b: int, lo: float, hi: float,
                        mask: int, occ, skip, crowd: int) -> bool:
    """Is one of the rays the terrain leaves clear (``mask``) clear of the figures in the
    corridor too? ``crowd``: the corridor's hexes with a figure that may block (none of
    ``skip``): exactly the hexes ``_figure_block`` would look at, read from the mask (in
    hex order: a ray is blocked when some figure stops it within its length, whatever
    the order, ``_figure_stops``). Worked out each time: the rays are made one at a time
    and the first clear one answers (most often the first ray, after one figure), which
    costs less than keeping the answers by the figures' places and heights did (a Duel
    of random play met the same ones again for 4% of its questions)."""
    hexes = []
    c = crowd
    while c:
        low = c & -c
        hexes.append(low.bit_length() - 1)
        c ^= low
    xs, ys = board.x, board.y
    for i, ray in enumerate(_ray_iter(board, a, eye, b, lo, hi)):
        if not mask >> i & 1:
            continue
        # ``_figure_block(board, a, b, ray, occ, skip, 2.0) > 1.0`` over the crowd: the
        # ray is stopped when some figure stops it within its length
        px, py, pz, dx, dy, dz = ray
        for h in hexes:
            o = occ[h]
            if _figure_stops(px, py, pz, dx, dy, dz, xs[h], ys[h], o[0], o[1]):
                break
        else:
            return True
    return False


def space_seer(board: Board, a_hexes, eye: float, occ, occ_bits: int):
    """``seen(b)``: ``sees_space(board, a_hexes, eye, b, occ, occ_bits)`` for many spaces b
    from the same figure (summoning asks it of every space within five), with what does
    not depend on b worked out once."""
    lo, hi = 0.02, LEVEL_H
    ek, lk, hk = int(eye * 1000 + 0.5), int(lo * 1000 + 0.5), int(hi * 1000 + 0.5)
    verdicts, clear_ones = board.sight_cache, board.any_clear_cache
    bits_cache = board.corridor_bits_cache

    def seen(b: int) -> bool:
        for a in a_hexes:
            if a == b:
                return True
            crowd = bits_cache.get(a << 16 | b)
            if crowd is None:
                crowd = corridor_bits(board, a, b)
            crowd &= occ_bits
            if not crowd:
                # ``_any_clear``, its caches read here
                key = (a, b, ek, lk, hk)
                got = verdicts.get(key)
                if got is not None:
                    if got:
                        return True
                    continue
                if key in clear_ones or _any_clear(board, a, eye, b, lo, hi):
                    return True
                continue
            mask = _clear_mask(board, a, eye, b, lo, hi)
            if mask and _clear_past_figures(board, a, eye, b, lo, hi, mask, occ, a_hexes,
                                            crowd):
                return True
        return False

    return seen


def space_row(board: Board, a: int, eye: float) -> dict:
    """What ``space_seer``'s ``seen(b)`` reads of the map for a figure on hex a (the
    target point ``eye`` above it), per space b asked so far: ``space_cell``'s (the
    hexes of the corridor from a to b as a bit mask, does the terrain leave a ray to a
    marker on b clear). Kept per map for each hex and eye (summoning asks it of the
    spaces within five of a Planeswalker): a space is seen when no figure stands in its
    corridor and the terrain leaves a ray clear; with a figure in the corridor ``seen``
    decides."""
    key = ("space_row", a, int(eye * 1000 + 0.5))
    got = board.tables.get(key)
    if got is None:
        got = board.tables[key] = {}
    return got


def space_cell(board: Board, row: dict, a: int, eye: float, b: int) -> tuple:
    """``row[b]`` of ``space_row(board, a, eye)``, made when first asked."""
    got = row[b] = (corridor_bits(board, a, b),
                    b == a or _any_clear(board, a, eye, b, 0.02, LEVEL_H))
    return got


def sees_space(board: Board, a_hexes, eye: float, b: int, occ, occ_bits: int) -> bool:
    """``sees(board, a_hexes, eye, (b,), 0.02, LEVEL_H, occ, skip=a_hexes)`` - clear sight
    to a marker one level tall on space b - told faster: ``occ_bits`` has a bit for every
    hex a figure stands on but ``a_hexes``; a corridor with none of them is clear as soon
    as the terrain leaves one ray clear."""
    return sees(board, a_hexes, eye, (b,), 0.02, LEVEL_H, occ, a_hexes, occ_bits)


def sight_line(board: Board, a_hexes, eye: float, b_hexes, lo: float, hi: float, occ,
               skip=()) -> SightLine:
    """The ruler's answer (see :class:`SightLine`): the drawn ray is the clearest one
    (a clear ray, the central one first; else the one blocked farthest along)."""
    best = None
    total = clear = 0
    for a in a_hexes:
        for b in b_hexes:
            for i, ray in enumerate(_rays(board, a, eye, b, lo, hi)):
                t, what = _static_block(board, a, b, ray)
                ft = _figure_block(board, a, b, ray, occ, skip, t)
                if ft < t:
                    t, what = ft, "figure"
                total += 1
                if t > 1.0:
                    clear += 1
                key = (t > 1.0, -i if t > 1.0 else t)
                if best is None or key > best[0]:
                    best = (key, ray, t, what)
    assert best is not None
    _, ray, t, what = best
    px, py, pz, dx, dy, dz = ray
    start = (px, py, pz)
    end = (px + dx, py + dy, pz + dz)
    if t > 1.0:
        return SightLine(True, start, end, None, None, total, clear)
    block = (px + t * dx, py + t * dy, pz + t * dz)
    return SightLine(clear > 0, start, end, block, what, total, clear)
