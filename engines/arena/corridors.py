"""Corridors: the hexes (and walls) a sight line between two hexes can meet, for the
geometric line of sight (engines/arena/sight.py): measured among the hexes the map's
corridor template for that offset names (one template per offset), and kept per map as a
tuple in order along the line, one highest hex first, a bit mask and the highest point in
it (the last three taken from the other end's when known: the same hexes)."""
from __future__ import annotations

from engines.arena.board import FIT_NONE, HEX_RADIUS, LEVEL_H, SQRT3, Board

SAMPLE_W = 0.2           # lateral offset of the side samples (hex widths)
BODY_R = 0.28            # a figure's body, as a blocking cylinder
_CORRIDOR = HEX_RADIUS + SAMPLE_W + BODY_R + 0.02
# how far (in hexes, each way) a corridor's template reaches beyond its two ends: the
# width is under 1.1 hex widths
_REACH = 3


def _edge(board: Board, a: int, b: int):
    """The two end points of the edge shared by neighbouring hexes a and b."""
    ax, ay, bx, by = board.x[a], board.y[a], board.x[b], board.y[b]
    mx, my = (ax + bx) * 0.5, (ay + by) * 0.5
    # the edge is perpendicular to a-b, of length HEX_RADIUS
    nx, ny = -(by - ay), bx - ax
    h = HEX_RADIUS * 0.5
    return mx + nx * h, my + ny * h, mx - nx * h, my - ny * h


def corridor(board: Board, a: int, b: int) -> tuple:
    """(hexes, walls): the hexes whose prism or figure a ray between hexes a and b can
    meet, in order of distance from a, and the walls standing on their edges."""
    key = (a, b)
    got = board.corridor_cache.get(key)
    if got is not None:
        return got
    ax, ay = board.x[a], board.y[a]
    dx, dy = board.x[b] - ax, board.y[b] - ay
    ll = dx * dx + dy * dy
    out = []
    xs, ys = board.x, board.y
    # only hexes the corridor's template for this offset names can be in it (those
    # within its width and a little more: rounding never leaves one out); each is
    # measured here from the map's own coordinates, and the order comes from the sort
    qa, ra, id_of = board.q[a], board.r[a], board.id_of
    sure, border = _template(board, board.q[b] - qa, board.r[b] - ra)
    for oq, orr in sure + border:
        h = id_of.get((qa + oq, ra + orr))
        if h is None:
            continue
        fx, fy = xs[h] - ax, ys[h] - ay
        t = (fx * dx + fy * dy) / ll if ll else 0.0
        t = 0.0 if t < 0 else 1.0 if t > 1 else t
        ex, ey = fx - t * dx, fy - t * dy
        if ex * ex + ey * ey <= _CORRIDOR * _CORRIDOR:
            out.append((t, h))
    out.sort()
    hexes = tuple(h for _, h in out)
    got = (hexes, _walls_along(board, hexes))
    board.corridor_cache[key] = got
    return got


def _walls_along(board: Board, hexes) -> tuple:
    """The ruin walls a corridor of ``hexes`` can meet: (top height, edge ends) of each
    wall touching one of its hexes."""
    if not board.walls:
        return ()
    inside = set(hexes)
    return tuple((w.top * LEVEL_H,) + _edge(board, w.a, w.b)
                 for w in board.walls.values() if w.a in inside or w.b in inside)


def _template(board: Board, dq: int, dr: int) -> tuple:
    """The offsets (q, r) from hex a of the hexes whose centres may lie within the
    corridor's width of the segment from a to the hex at offset (dq, dr), as (sure,
    border): ``sure`` ones lie within it by 1e-6 or more (no rounding of the map's
    coordinates can put them out), ``border`` ones within 1e-6 of its edge either way
    (measured each time). The same for every pair of hexes that far apart (kept per map,
    by offset)."""
    key = ("corridor_template", dq, dr)
    got = board.tables.get(key)
    if got is None:
        dx, dy = dq + dr * 0.5, dr * SQRT3 * 0.5
        ll = dx * dx + dy * dy
        inner, outer = (_CORRIDOR - 1e-6) ** 2, (_CORRIDOR + 1e-6) ** 2
        reach = _REACH
        sure, border = [], []
        for oq in range(min(0, dq) - reach, max(0, dq) + reach + 1):
            for orr in range(min(0, dr) - reach, max(0, dr) + reach + 1):
                fx, fy = oq + orr * 0.5, orr * SQRT3 * 0.5
                t = (fx * dx + fy * dy) / ll if ll else 0.0
                t = 0.0 if t < 0 else 1.0 if t > 1 else t
                ex, ey = fx - t * dx, fy - t * dy
                d2 = ex * ex + ey * ey
                if d2 <= inner:
                    sure.append((oq, orr))
                elif d2 <= outer:
                    border.append((oq, orr))
        got = board.tables[key] = (tuple(sure), tuple(border))
    return got


def corridor_set(board: Board, a: int, b: int) -> tuple:
    """``corridor(board, a, b)`` with its hexes highest first (by ``solid_tops``: what
    the terrain check needs: it asks whether any of them blocks a ray, and one no higher
    than the ray's lowest point cannot, nor can any after it), told from ``members``
    without measuring the sure ones; kept per map by one int per pair of hexes."""
    table = board.tables.get("corridor_sets")
    if table is None:
        table = board.tables["corridor_sets"] = {}
    key = a << 16 | b
    got = table.get(key)
    if got is None:
        got = table.get(b << 16 | a)
        if got is not None and _both_ways(board, a, b):
            table[key] = got            # the same hexes and walls from either end
            return got
        got = board.corridor_cache.get((a, b))
        if got is None:
            last = board.tables.get("last_members")
            # the members ``_corridor_facts`` just read for this pair (a sight question
            # asks for the corridor's top, then for its set), else read again
            hexes = last[1] if last is not None and last[0] == key else \
                members(board, a, b)
            walls = _walls_along(board, hexes)
        else:
            hexes, walls = got
        got = table[key] = (tuple(sorted(hexes, key=solid_tops(board).__getitem__,
                                         reverse=True)), walls)
    return got


def _both_ways(board: Board, a: int, b: int) -> bool:
    """Are the corridors of a to b and of b to a told from their templates alone (neither
    template has a hex on the border of its width to measure)? Then they hold the same
    hexes: a hex within the width by 1e-6 or more from one end is so from the other (the
    two are the same segment; rounding moves a distance by far less). Kept per map, by
    offset."""
    dq, dr = board.q[b] - board.q[a], board.r[b] - board.r[a]
    key = ("corridor_both_ways", dq, dr)
    got = board.tables.get(key)
    if got is None:
        got = board.tables[key] = not _template(board, dq, dr)[1] and \
            not _template(board, -dq, -dr)[1]
    return got


def solid_tops(board: Board) -> tuple:
    """Per hex: the higher of its surface and its solid ruin's top (as the terrain check
    reads them), made once per map: a hex no higher than a ray's lowest point cannot
    block it."""
    got = board.tables.get("solid_tops")
    if got is None:
        z, fit, rtop = board.z, board.fit, board.ruin_top
        got = board.tables["solid_tops"] = tuple(
            max(z[h], rtop[h] * LEVEL_H) if fit[h] == FIT_NONE and rtop[h] else z[h]
            for h in range(board.n))
    return got


def members(board: Board, a: int, b: int) -> list:
    """The hexes of ``corridor(board, a, b)``, in no order, told from the template
    without measuring the sure ones (what a bit mask or the corridor's highest point
    needs). The template's hexes are read from the map's grid (``_grid``) by one index
    each."""
    got = board.corridor_cache.get((a, b))
    if got is not None:
        return list(got[0])
    grid, q0, r0, rows = _grid(board)
    qa, ra = board.q[a], board.r[a]
    sure, border = _template_steps(board, board.q[b] - qa, board.r[b] - ra, rows)
    base = (qa - q0) * rows + ra - r0
    out = [h for h in [grid[base + d] for d in sure] if h >= 0]
    if border:
        ax, ay = board.x[a], board.y[a]
        dx, dy = board.x[b] - ax, board.y[b] - ay
        ll = dx * dx + dy * dy
        xs, ys = board.x, board.y
        for d in border:
            h = grid[base + d]
            if h < 0:
                continue
            fx, fy = xs[h] - ax, ys[h] - ay        # as ``corridor`` measures it
            t = (fx * dx + fy * dy) / ll if ll else 0.0
            t = 0.0 if t < 0 else 1.0 if t > 1 else t
            ex, ey = fx - t * dx, fy - t * dy
            if ex * ex + ey * ey <= _CORRIDOR * _CORRIDOR:
                out.append(h)
    return out


def _grid(board: Board) -> tuple:
    """The map's hexes on a flat grid: (cells, q0, r0, rows), cell (q - q0) * rows +
    (r - r0) holding the hex at (q, r) or -1, with a margin of the templates' reach
    round the map (every hex a template names from a hex of the map is a cell). Made
    once per map."""
    got = board.tables.get("corridor_grid")
    if got is None:
        qs, rs = board.q, board.r
        q0, r0 = min(qs) - _REACH, min(rs) - _REACH
        rows = max(rs) - r0 + _REACH + 1
        cells = [-1] * ((max(qs) - q0 + _REACH + 1) * rows)
        for h in range(board.n):
            cells[(qs[h] - q0) * rows + rs[h] - r0] = h
        got = board.tables["corridor_grid"] = (cells, q0, r0, rows)
    return got


def _template_steps(board: Board, dq: int, dr: int, rows: int) -> tuple:
    """``_template``'s offsets as steps on the map's grid (``_grid``): (sure, border),
    in the same order. Kept per map, by offset."""
    key = ("corridor_steps", dq, dr)
    got = board.tables.get(key)
    if got is None:
        sure, border = _template(board, dq, dr)
        got = board.tables[key] = (tuple(oq * rows + orr for oq, orr in sure),
                                   tuple(oq * rows + orr for oq, orr in border))
    return got


def corridor_top(board: Board, a: int, b: int) -> float:
    """The highest surface, solid ruin top or wall top in the corridor of a and b (as
    ``_blocked`` measures them: the corridor's walls are those with a side on one of its
    hexes), kept per map by one int per pair of hexes."""
    got = board.corridor_top_cache.get(a << 16 | b)
    if got is None:
        got = _corridor_facts(board, a, b)[1]
    return got


def _corridor_facts(board: Board, a: int, b: int) -> tuple:
    """(``corridor_bits``, ``corridor_top``) of a and b, from one reading of the
    corridor's members (or those of b and a when they are known and the same hexes,
    ``_both_ways``); both are kept (the first question about a pair is soon followed by
    the other)."""
    key = a << 16 | b
    back = b << 16 | a
    bits_cache, top_cache = board.corridor_bits_cache, board.corridor_top_cache
    bits = bits_cache.get(back)
    if bits is not None:
        top = top_cache.get(back)
        if top is not None and _both_ways(board, a, b):
            bits_cache[key] = bits      # the same hexes from either end
            top_cache[key] = top
            return bits, top
    tops = board.tables.get("sight_tops")
    if tops is None:
        tops = board.tables["sight_tops"] = _hex_tops(board)
    bits = 0
    top = -1e9
    hexes = members(board, a, b)
    for h in hexes:
        bits |= 1 << h
        if tops[h] > top:
            top = tops[h]
    board.tables["last_members"] = (key, hexes)
    bits_cache[key] = bits
    top_cache[key] = top
    return bits, top


def _hex_tops(board: Board) -> tuple:
    """Per hex: the highest of its surface, its solid ruin's top and the tops of the
    walls on its edges (heights as ``_blocked`` reads them)."""
    z, fit, rtop = board.z, board.fit, board.ruin_top
    tops = []
    for h in range(board.n):
        top = z[h]
        if fit[h] == FIT_NONE and rtop[h] and rtop[h] * LEVEL_H > top:
            top = rtop[h] * LEVEL_H
        tops.append(top)
    for w in (board.walls or {}).values():
        wz = w.top * LEVEL_H
        for h in (w.a, w.b):
            if wz > tops[h]:
                tops[h] = wz
    return tuple(tops)


def corridor_bits(board: Board, a: int, b: int) -> int:
    """The hexes of ``corridor(board, a, b)`` as a bit mask (bit h: hex h), cached (by
    one int per pair of hexes)."""
    got = board.corridor_bits_cache.get(a << 16 | b)
    if got is None:
        got = _corridor_facts(board, a, b)[0]
    return got
