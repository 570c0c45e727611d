"""Putting a figure on the battlefield: the empty spaces (no figure, ruin or glyph) near
a figure, in its clear sight when asked, that summoned, raised or returned figures are put
on (the put question's options and answer), and whether a squad would find one at all.

The spaces within five of a Planeswalker are shared between states with the same figures,
cards and glyphs (``_NEAR``), and a position that only adds figures to the last one asked
about (a squad's figures put one after the other) is answered from that answer
(``_near_after``). Whether a squad would find a space at all (asked at every listing
while the Planeswalker's card is chosen) is one loop over the spaces nearest first that
stops at the first that will do (``_any_near_seen``)."""
from __future__ import annotations

from engines.arena.board import LEVEL_H
from engines.arena.state import A_DONE, FIELD, SUMMON_RANGE, ArenaState, place
from engines.arena.corridors import corridor_bits
from engines.arena.sight import space_cell, space_row, space_seer
from engines.arena.stats import occupancy, occupied_bits


def put_options(s: ArenaState, item: dict) -> list:
    f, w, n = item["fig"], item["near"], item["within"]
    if s.f_zone[w] != FIELD:
        return [A_DONE] if item["optional"] else []
    board = s.board
    wh = s.hexes_of(w)
    near = near_spaces(s, w, n, item["clear"])
    # every near space is empty, so free of ruins: any base fits there (``_fits``)
    out: list = []
    if s.fig_card(f).size == 2:
        level, nbrs, is_open, at = board.level, board.nbrs, board.open, s.at
        glyphs = _glyph_spaces(s)
        for h in near:
            lh = level[h]
            for k in nbrs[h]:
                if level[k] == lh and is_open[k] and at[k] < 0 and k not in glyphs:
                    out.append(("put", h, k))      # ``_empty``, read in the loop
    else:
        # the put actions of every space are made once per map
        row = board.tables.get("put_actions")
        if row is None:
            row = board.tables["put_actions"] = tuple([("put", h) for h in range(board.n)])
        out = list(map(row.__getitem__, near))
    if item["why"] == "return":
        # Grave Return: a space adjacent to the Planeswalker (not on a ledge as high as
        # either figure's top, Example 11)
        hf, hw = s.fig_card(f).height, s.fig_card(w).height
        out = [a for a in out if board.adjacent_on(a[1:], hf, wh, hw)]
    if item["optional"]:
        out.append(A_DONE)
    return out


def _empty(s: ArenaState, board, h: int) -> bool:
    """``movement.empty_space`` with the board at hand: no figure, ruin or glyph."""
    return board.open[h] and s.at[h] < 0 and h not in _glyph_spaces(s)


def _glyph_spaces(s: ArenaState) -> frozenset:
    got = s.memo.get("glyph_spaces")
    if got is None:
        got = frozenset(h for i, h in enumerate(s.g_hex) if s.g_on[i])
        s.memo["glyph_spaces"] = got
    return got


def _near_iter(s: ArenaState, w: int, n: int, clear: int, nearest: bool = False):
    """The empty spaces within n spaces of figure w (in clear sight when ``clear``), in
    hex order (``nearest``: the nearest first), one at a time (a question of "is there
    one?" stops at the first)."""
    board = s.board
    wh = s.hexes_of(w)
    if clear and len(wh) == 1:
        yield from _near_seen(s, board, w, wh[0], n, nearest)
        return
    if len(wh) == 1:
        cands = board.ball(wh[0], n, nearest)
    else:
        cands = tuple(sorted(set(board.ball(wh[0], n)) | set(board.ball(wh[1], n))))
        if nearest:
            dist = board.dist
            cands = tuple(sorted(cands, key=lambda h: min(dist[k][h] for k in wh)))
    is_open, at = board.open, s.at
    glyphs = _glyph_spaces(s)
    seen = None
    if clear:
        cf = s.fig_card(w)
        bits = occupied_bits(s)
        for k in wh:
            bits &= ~(1 << k)
        seen = space_seer(board, wh, cf.target * cf.height * LEVEL_H, occupancy(s), bits)
    for h in cands:
        if not is_open[h] or at[h] >= 0 or h in glyphs:
            continue
        if seen is not None and not seen(h):
            continue
        yield h


def _near_seen(s: ArenaState, board, w: int, a: int, n: int, nearest: bool):
    """``_near_iter`` for single-space figure w on hex a asking clear sight, reading the
    map's verdicts for a (``sight.space_row``: each space's corridor and whether the
    terrain leaves a ray clear): a space with no figure in its corridor is seen exactly
    when the terrain leaves a ray clear; the seer is asked the others."""
    cf = s.fig_card(w)
    eye = cf.target * cf.height * LEVEL_H
    is_open, at = board.open, s.at
    glyphs = _glyph_spaces(s)
    bits = occupied_bits(s) & ~(1 << a)
    row = space_row(board, a, eye)
    seen = None
    for b in board.ball(a, n, nearest):
        if not is_open[b] or at[b] >= 0 or b in glyphs:
            continue
        cell = row.get(b)
        if cell is None:
            cell = space_cell(board, row, a, eye, b)
        if cell[0] & bits:
            if seen is None:
                seen = space_seer(board, (a,), eye, occupancy(s), bits)
            if not seen(b):
                continue
        elif not cell[1]:
            continue
        yield b


def near_spaces(s: ArenaState, w: int, n: int, clear: int) -> tuple:
    """The empty spaces (no figure, ruin or glyph) within n spaces of figure w, and in its
    clear sight when ``clear``, in hex order (memoized; shared between states with the
    same figures and glyphs on the same map). A position that only adds figures to the
    last one asked about with the same figure, range, cards and glyphs (the figures of a
    squad placed one after the other) is answered from that answer (``_near_after``)."""
    key = ("put", w, n, clear)
    near = s.memo.get(key)
    if near is None:
        at = tuple(s.at)
        # the cards are in the key: which figure stands where says how tall it is
        base = (s.board_key, tuple(s.c_key), w, n, clear, tuple(s.g_on))
        shared = base + (at,)
        near = _NEAR.get(shared)
        if near is None:
            last = _NEAR.get(("last",) + base)
            near = None if last is None else _near_after(s, w, clear, last[0], last[1])
            if near is None:
                near = tuple(_near_iter(s, w, n, clear))
            if len(_NEAR) > 4000:
                _NEAR.clear()
            _NEAR[shared] = near
        _NEAR[("last",) + base] = (at, near)
        s.memo[key] = near
    return near


def _near_after(s: ArenaState, w: int, clear: int, old_at: tuple, old: tuple):
    """``_near_iter``'s spaces for this position from ``old``, its answer for the position
    whose occupancy table was ``old_at``, when this one only adds figures to it (every
    figure there stands where it stood), else None. An added figure takes its spaces;
    it can hide a space only from a sight line whose corridor it stands in (a figure
    more never clears a line), so only those spaces are asked again; the others keep
    their verdict. The same spaces in the same order as ``_near_iter``."""
    at = s.at
    added = occupied_bits(s)
    for h, g in enumerate(old_at):
        if g >= 0:
            if at[h] != g:
                return None             # a figure left or changed its place
            added &= ~(1 << h)
    if not clear:
        return tuple([h for h in old if not added >> h & 1])
    board = s.board
    wh = s.hexes_of(w)
    seen = None
    out = []
    for h in old:
        if added >> h & 1:
            continue
        for a in wh:
            if corridor_bits(board, a, h) & added:
                if seen is None:
                    cf = s.fig_card(w)
                    bits = occupied_bits(s)
                    for k in wh:
                        bits &= ~(1 << k)
                    seen = space_seer(board, wh, cf.target * cf.height * LEVEL_H,
                                      occupancy(s), bits)
                if not seen(h):
                    h = -1
                break
        if h >= 0:
            out.append(h)
    return tuple(out)


_NEAR: dict = {}        # the empty spaces in sight of a figure, shared between states;
#                         ("last", ...) keys hold the last answer per figure, range,
#                         cards and glyphs with its occupancy table (``_near_after``)


def can_put(s: ArenaState, w: int, double: bool) -> bool:
    """Would a summoned figure (a double-space one when ``double``) find a space: the
    question ``summonable`` asks of each squad, stopping at the first space found."""
    key = ("can_put", w, double)
    got = s.memo.get(key)
    if got is None:
        full = s.memo.get(("put", w, SUMMON_RANGE, 1))
        if full is None and s.f_hex2[w] < 0 and s.f_hex[w] >= 0:
            got = s.memo[key] = _any_near_seen(s, w, s.f_hex[w], double)
            return got
        # any order will do for "is there one?": the nearest spaces are the likeliest
        spaces = full if full is not None else _near_iter(s, w, SUMMON_RANGE, 1, True)
        got = False
        if not double:
            for _ in spaces:
                got = True
                break
        else:
            board = s.board
            level, nbrs = board.level, board.nbrs
            for h in spaces:
                if any(level[k] == level[h] and _empty(s, board, k) for k in nbrs[h]):
                    got = True
                    break
        s.memo[key] = got
    return got


def _any_near_seen(s: ArenaState, w: int, a: int, double: bool) -> bool:
    """``can_put``'s question for single-space figure w on hex a: is there an empty space
    within ``SUMMON_RANGE`` in its clear sight (``double``: with an empty neighbour on
    its level, for a double-space squad)? ``_near_seen``'s spaces, nearest first, read
    in one loop (no generators) until the first that will do."""
    board = s.board
    cf = s.fig_card(w)
    eye = cf.target * cf.height * LEVEL_H
    is_open, at, g_hex = board.open, s.at, s.g_hex
    bits = occupied_bits(s) & ~(1 << a)
    row = space_row(board, a, eye)
    seen = None
    for b in board.ball(a, SUMMON_RANGE, True):
        if not is_open[b] or at[b] >= 0 or (b in g_hex and b in _glyph_spaces(s)):
            continue
        cell = row.get(b)
        if cell is None:
            cell = space_cell(board, row, a, eye, b)
        if cell[0] & bits:
            if seen is None:
                seen = space_seer(board, (a,), eye, occupancy(s), bits)
            if not seen(b):
                continue
        elif not cell[1]:
            continue
        if not double:
            return True
        # an empty neighbour on its level (``_empty``), read in the loop
        level = board.level
        lb = level[b]
        for k in board.nbrs[b]:
            if (level[k] == lb and is_open[k] and at[k] < 0
                    and not (k in g_hex and k in _glyph_spaces(s))):
                return True
    return False


def answer_put(s: ArenaState, item: dict, action: tuple, ev: list) -> None:
    if action[0] == "done":
        return
    f = item["fig"]
    c = s.f_card[f]
    place(s, f, action[1], action[2] if len(action) > 2 else -1)
    s.f_zone[f] = FIELD
    s.f_dmg[f] = 0
    s.c_zone[c] = FIELD
    s.memo.clear()
    ev.append({"type": "FigurePlaced", "figure": f, "card": c, "player": s.c_owner[c],
               "hexes": list(action[1:]), "why": item["why"]})
    if item["why"] == "raise" and item.get("left", 0) > 1:
        s.agenda.insert(0, dict(item["raise"], left=item["left"] - 1))
