"""The double-space movement search (engines/arena/movement.py says what it finds): one
label per pair of spaces and layer of cost, the figure's answer kept compact (``Double``)
and its paths traced when asked (``DoubleTracer``). It reads the map's tables
(``_bare_rows``: each lead hex's steps on the bare map; ``pair_index``) and makes again
only the rows the position changes."""
from __future__ import annotations

from engines.arena import search
from engines.arena.content import ARMY
from engines.arena.reach import Answer, Reach, _tuple_new
from engines.arena.state import FIELD, ArenaState
from engines.arena.stats import engaged_with


def _setup(s: ArenaState, f: int):
    """What the search needs about the position, from the map's tables: the enemies each
    hex would engage the figure with, where it may pass and where it may stand, the
    glyphs in play."""
    card = ARMY[s.c_key[s.f_card[f]]]
    does = card.does
    flying = "flying" in does
    phasing = "phasing" in does
    board = s.board
    H = card.height
    c_ctrl, f_card, c_key, s_team = s.c_ctrl, s.f_card, s.c_key, s.team
    team = s_team[c_ctrl[f_card[f]]]
    at, f_hex, f_hex2, f_zone = s.at, s.f_hex, s.f_hex2, s.f_zone
    # enemies each hex would engage (for a figure of height H)
    eng: dict = {}
    if not phasing:
        for g in range(len(f_hex)):
            if f_zone[g] != FIELD or s_team[c_ctrl[f_card[g]]] == team:
                continue
            table = board.engage_table(H, ARMY[c_key[f_card[g]]].height)
            if f_hex[g] < 0:
                continue
            search.engaged_from(eng, table, g, f_hex[g], f_hex2[g])
    # who may be passed / where the figure may stand
    enter0, stand0 = board.ground_table(card.base == "large", flying)
    enter = list(enter0)
    stand = list(stand0)
    for g in range(len(f_hex)):
        if g == f:
            continue
        for h in (f_hex[g], f_hex2[g]):
            if h < 0 or at[h] != g:
                continue
            stand[h] = False
            if flying or phasing:
                continue
            if s_team[c_ctrl[f_card[g]]] != team or engaged_with(s, g):
                enter[h] = False
    glyph = [False] * board.n
    for i, gh in enumerate(s.g_hex):
        if s.g_on[i]:
            glyph[gh] = True
    return card, board, H, flying, "sure_footed" in does, eng, enter, stand, glyph


def _lead_steps(lead: int, steps, enter, glyph, wet, stand, level, pairs: dict) -> list:
    """The steps of ``_double`` whose lead side goes from hex ``lead``, as (hex, cost,
    fall, the move must stop there, the pair index of the hex and ``lead``), in
    ``steps``'s order, less those the position refuses whatever the label: onto a hex
    the figure may not enter, or a stop (a glyph; water under both sides for a figure
    that does not fly) where it could not stand (both hexes standable, on one level).
    What is left for each label: the tail's own hex and the move's points."""
    out = []
    wet_lead = wet[lead]
    lead_ok = stand[lead]
    lv = level[lead]
    for n, cost, fall in steps:
        if not enter[n]:
            continue
        must_stop = glyph[n] or (wet[n] and wet_lead)
        if must_stop and not (stand[n] and lead_ok and level[n] == lv):
            continue
        out.append((n, cost, fall, must_stop,
                    pairs[n << 9 | lead if n < lead else lead << 9 | n]))
    return out


def _bare_rows(board, H: int, flying: bool, sure: bool, large: bool) -> tuple:
    """``_lead_steps`` of every hex on the bare map (no figure, no glyph) for a figure
    kind, per hex the lead hexes whose row reads it (itself and the hexes stepping onto
    it, as a bit mask), and where a figure of the kind must stop for water (per hex).
    Made once per map and figure kind: a search makes again only the rows that read a
    space with a glyph or another figure on it."""
    key = ("double_rows", H, flying, sure, large)
    got = board.tables.get(key)
    if got is None:
        enter, stand = board.ground_table(large, flying)
        wet = [bool(w) and not flying for w in board.water]
        bare = [False] * board.n
        steps = board.step_table(H, flying, sure)
        pairs = pair_index(board)
        rows = []
        readers = [0] * board.n
        for lead in range(board.n):
            rows.append(tuple(_lead_steps(lead, steps[lead], enter, bare, wet, stand,
                                          board.level, pairs)))
            readers[lead] |= 1 << lead
            for n, _, _ in steps[lead]:
                readers[n] |= 1 << lead
        got = board.tables[key] = (tuple(rows), tuple(readers), wet)
    return got


def pair_index(board) -> dict:
    """Per pair of neighbouring hexes (keyed by one int, its lower hex above its higher
    one: hexes stay below 512), its place among the map's pairs, made once per map: the
    double-space search keeps what it knows per pair in lists indexed by it."""
    got = board.tables.get("pair_index")
    if got is None:
        got = {}
        for h in range(board.n):
            for nb in board.nbrs[h]:
                k = h << 9 | nb if h < nb else nb << 9 | h
                if k not in got:
                    got[k] = len(got)
        board.tables["pair_index"] = got
    return got


def _position_rows(s: ArenaState, f: int, clean: tuple, readers: tuple) -> list:
    """The bare map's rows (``_bare_rows``) for double-space figure f in position s,
    None for each row that reads a space with a glyph in play or another figure on it
    (the position may change what it says there)."""
    rows: list = list(clean)
    dirty = 0
    g_on = s.g_on
    for i, gh in enumerate(s.g_hex):
        if g_on[i]:
            dirty |= readers[gh]
    at, f_hex, f_hex2 = s.at, s.f_hex, s.f_hex2
    for g in range(len(f_hex)):
        if g != f:
            for h in (f_hex[g], f_hex2[g]):
                if h >= 0 and at[h] == g:
                    dirty |= readers[h]
    for lead in search.bits(dirty):
        rows[lead] = None
    return rows


# the double-space search leaves out labels that cannot count (``search_double``); False: it
# makes every label (the tests compare the two)
_PRUNE_DOUBLE = True


def search_double(s: ArenaState, f: int, m: int) -> Double:
    """Double-space figure f's search, kept compact (``Double``)."""
    card, board, H, flying, sure, eng, enter, stand, glyph = _setup(s, f)
    start = (s.f_hex[f], s.f_hex2[f])
    level, water = board.level, board.water
    steps = board.step_table(H, flying, sure)
    # per hex: the opponents engaging it as a bit mask (bit g: figure g); a position's
    # are its two hexes' together, and a step's leaving-engagement attacks the bits of
    # ``here & ~there`` (the same figures, in figure order, as the sets would give)
    engaged = [0] * board.n
    for h, got in eng.items():
        for g in got:
            engaged[h] |= 1 << g
    # per hex: a move whose lead side reaches it must stop there (a glyph; water stops
    # a figure that does not fly when both its spaces are in water)
    clean, readers, wet = _bare_rows(board, H, flying, sure, card.base == "large")

    # a pair of spaces is keyed by its place among the map's pairs (``pair_index``)
    # labels[c][pair] = (attacks, falls, front, back, previous pair (-1: none),
    #                    previous cost, fell on this step)
    labels: list = [dict() for _ in range(m + 1)]
    # per lead hex, its steps that the position lets the lead side take (``_lead_steps``):
    # the bare map's, but for the rows reading a hex with a glyph or another figure
    # (made again when first read)
    rows = _position_rows(s, f, clean, readers)
    pairs = pair_index(board)
    s0, s1 = start
    k0 = pairs[s0 << 9 | s1 if s0 < s1 else s1 << 9 | s0]
    labels[0][k0] = (0, 0, s0, s1, -1, -1, 0)
    expanded: list = [-1] * len(pairs)      # pair -> attacks << 8 | falls of its best expansion
    # per pair: the cheapest layer holding a label of it with no attack and no fall
    # that will be expanded (the move need not stop there): a label of that key in a
    # later layer would never be expanded (that one is, and nothing beats it) nor be the
    # best one, nor a step of a path, so it is not made (the search is the same)
    prune = _PRUNE_DOUBLE
    zero = [99] * len(pairs)          # 99: none yet (and always, not pruning)
    zero[k0] = 0 if prune else 99
    # each pair's best label: fewest attacks, then falls, then the cheapest (layers are
    # read cheapest first), as (attacks << 8 | falls) << 12 | cost; found while the
    # layers are read for expansion (each is whole by then), the last one read after
    best: dict = {}
    for c in range(m):
        # only later layers grow (a step costs 1 or more), and a label of layer m steps
        # nowhere: it is not expanded
        for k, (att, fl, p0, p1, _, _, _) in labels[c].items():
            if stand[p0] and stand[p1] and level[p0] == level[p1]:
                r = att << 8 | fl
                if k not in best or r < best[k] >> 12:
                    best[k] = r << 12 | c
            if c and (glyph[p0] or (wet[p0] and wet[p1])):
                continue
            done = expanded[k]
            if done >= 0 and done >> 8 <= att and done & 255 <= fl:
                continue
            expanded[k] = att << 8 | fl
            here = engaged[p0] | engaged[p1]
            free = not (here or att or fl)
            for lead in (p0, p1):
                tail = p0 ^ p1 ^ lead               # the other side
                row = rows[lead]
                if row is None:
                    row = rows[lead] = _lead_steps(lead, steps[lead], enter, glyph, wet,
                                                   stand, level, pairs)
                if free:
                    # a label with no attack and no fall where nobody engages: its steps
                    # draw no attack, and beat a label there with any attack or fall
                    for n, cost, fall, must_stop, nk in row:
                        if n == tail:
                            continue
                        nc = c + cost
                        if nc > m:
                            continue
                        z = zero[nk]
                        if z < nc:
                            continue
                        nxt = labels[nc]
                        if nk in nxt:
                            old = nxt[nk]
                            if not (old[0] or fall < old[1]):
                                continue
                        nxt[nk] = (0, fall, n, lead, k, c, fall)
                        if not (fall or must_stop) and nc < z:
                            zero[nk] = nc if prune else 99
                    continue
                for n, cost, fall, must_stop, nk in row:
                    if n == tail:
                        continue
                    nc = c + cost
                    if nc > m:
                        continue
                    z = zero[nk]
                    if z < nc:
                        continue
                    na = att + ((here & ~(engaged[n] | engaged[lead])).bit_count()
                                if here else 0)
                    nf = fl + fall
                    nxt = labels[nc]
                    if nk in nxt:
                        old = nxt[nk]
                        if not (na < old[0] or (na == old[0] and nf < old[1])):
                            continue
                    nxt[nk] = (na, nf, n, lead, k, c, fall)
                    if not (na or nf or must_stop) and nc < z:
                        zero[nk] = nc if prune else 99
    for k, lab in labels[m].items():
        e0, e1 = lab[2], lab[3]
        if stand[e0] and stand[e1] and level[e0] == level[e1]:
            r = lab[0] << 8 | lab[1]
            if k not in best or r < best[k] >> 12:
                best[k] = r << 12 | m
    dests: list = []
    packed: list = []
    moves: list = []
    for k, b in best.items():
        c = b & 0xFFF
        lab = labels[c][k]
        e0, e1 = lab[2], lab[3]
        v = ((b >> 12) << 1 | bool(water[e0] and water[e1])) << 12 | c
        if e0 != s0 or e1 != s1:
            dests.append((e0, e1))
            packed.append(v)
            moves.append(("move", f, e0, e1))
        if e1 != s0 or e0 != s1:
            dests.append((e1, e0))
            packed.append(v)
            moves.append(("move", f, e1, e0))
    return Double(tuple(dests), tuple(packed), DoubleTracer(labels, engaged, pairs),
                  tuple(moves))


class Double:
    """A double-space figure's answer kept compact: its destinations in order, for each
    one int ((attacks << 8 | falls) << 1 | water) << 12 | cost, the tracer of its paths
    and its move actions. Listing the moves and carrying one out make no Reach but the
    one carried out; the whole answer (a Reach per destination, hundreds of objects for
    the garbage collector to look through while it is kept) is made when asked for."""

    __slots__ = ("dests", "packed", "trace", "moves")

    def __init__(self, dests: tuple, packed: tuple, trace, moves: tuple) -> None:
        self.dests = dests
        self.packed = packed
        self.trace = trace
        self.moves = moves

    def _reach(self, dest: tuple, v: int) -> Reach:
        return _tuple_new(Reach, (dest, v & 0xFFF, bool(v >> 12 & 1), v >> 21,
                                  (v >> 13) & 255, self.trace))

    def reach(self, dest: tuple) -> Reach:
        """The Reach of one destination (KeyError when it is none)."""
        try:
            i = self.dests.index(dest)
        except ValueError:
            raise KeyError(dest) from None
        return self._reach(dest, self.packed[i])

    def answer(self) -> Answer:
        """The whole answer: {destination: Reach} in order, with its moves."""
        out = Answer()
        make = self._reach
        for dest, v in zip(self.dests, self.packed):
            out[dest] = make(dest, v)
        out.moves = self.moves
        return out


class DoubleTracer:
    """The paths of one double-space search, traced when asked: ``tracer(reach)`` ->
    (path, attacks, falls) of the Reach's destination, kept once traced. A destination's
    best label is the one of its pair of spaces at its cost. ``engaged``: per hex, the
    opponents engaging it as a bit mask."""

    __slots__ = ("labels", "engaged", "pairs", "traced")

    def __init__(self, labels: list, engaged: list, pairs: dict) -> None:
        self.labels = labels
        self.engaged = engaged
        self.pairs = pairs
        self.traced: dict | None = None

    def __call__(self, reach) -> tuple:
        dest = reach[0]
        traced = self.traced
        if traced is None:
            traced = self.traced = {}
        got = traced.get(dest)
        if got is None:
            got = traced[dest] = self._trace(dest, reach[1])
        return got

    def _trace(self, dest: tuple, c: int) -> tuple:
        labels, engaged = self.labels, self.engaged
        a, b = dest
        kk, cc = self.pairs[a << 9 | b if a < b else b << 9 | a], c
        chain, fell = [], []
        while kk >= 0:
            lab = labels[cc][kk]
            chain.append((lab[2], lab[3]))
            fell.append(lab[6])
            kk, cc = lab[4], lab[5]
        chain.reverse()
        fell.reverse()
        attacks = []
        for i in range(1, len(chain)):
            p, q = chain[i - 1], chain[i]
            left = (engaged[p[0]] | engaged[p[1]]) & ~(engaged[q[0]] | engaged[q[1]])
            for g in search.bits(left):          # low bits first: in figure order
                attacks.append((g, i))
        falls = tuple(i for i in range(1, len(chain)) if fell[i])
        path = tuple(chain) if chain[-1] == dest else tuple(chain) + (dest,)
        return path, tuple(attacks), falls
