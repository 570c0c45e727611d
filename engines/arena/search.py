"""The single-space movement search (engines/arena/movement.py says what it finds): one
label per space and layer of cost, kept as one int; the ranked search (by leaving-
engagement attacks, then falls) and, with nothing engaging the figure and no step that
falls, the plain one (the same labels in the same order). It reads only the map's tables
and its key (``movement._local``: what it reads of the position), so a search is shared
by every position with that key."""
from __future__ import annotations


# A label of the single-space search is one int (no tuple to make and collect):
# ((attacks << 8 | falls) << 32) | (previous hex + 1) << 12 | previous cost << 1 | fell.
# Its top bits compare as (attacks, falls) do; falls stay below 256 and costs below 2048.
RANK = 32


def bits(mask: int) -> list:
    """The hexes of a bit mask."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def step_groups(board, H: int, flying: bool, sure: bool) -> tuple:
    """``board.step_table(H, flying, sure)`` grouped by cost, cheapest first: per hex a
    tuple of (cost, the neighbours stepped to at that cost, their falls or None when
    none falls), each group in the table's order. A search labels the layer of one
    cost from one group (a space's steps into different layers, or to different
    neighbours, never meet: the labels are the same, in the same order in each layer,
    as stepping in the table's order). Made once per map and figure kind."""
    key = ("step_groups", H, flying, sure)
    got = board.tables.get(key)
    if got is None:
        rows = []
        for row in board.step_table(H, flying, sure):
            by_cost: dict = {}
            for b, cost, fall in row:
                by_cost.setdefault(cost, []).append((b, fall))
            rows.append(tuple((cost, tuple(b for b, _ in got),
                               tuple(f for _, f in got) if any(f for _, f in got) else None)
                              for cost, got in sorted(by_cost.items())))
        got = board.tables[key] = tuple(rows)
    return got


def ranked(labels, groups, zero, stop, start, m, n, engaged) -> dict:
    """The search with labels ranked by (attacks, falls): fills ``labels`` and returns
    {hex: (rank << 12) | cost} of each space's best label, in the search's order.
    ``groups``: ``step_groups``. ``engaged[h]``: the opponents engaging hex h as a bit
    mask of figures (0: none), so a step's leaving-engagement attacks are the bits of
    ``here & ~there``. ``stop[h]``: a move must end on h (a glyph; water for a figure
    that does not fly); the start (the one label of layer 0: a step costs 1 or more, and
    it is never labelled again) is left anyway. ``zero[h]``: m + 1 for a hex the figure
    may enter, -1 for one it may not; the search keeps it the cheapest layer holding a
    label of h with no attack and no fall (placing one lowers it): nothing beats such a
    label, so ``zero[b] <= nc`` refuses a step into its layer or a later one without
    looking at the layer (and a step onto a hex it may not enter)."""
    expanded = [-1] * n                    # hex -> (attacks, falls) of its best expansion
    best: dict = {}
    # only later layers grow (a step costs 1 or more), and a label of layer m steps
    # nowhere: it is not expanded; a layer is read once, whole, so each space's best
    # label is found on the way (the start, layer 0, is not among them)
    for c in range(m):
        for h, lab in labels[c].items():
            if zero[h] < c:
                # a cheaper layer, zero[h], holds a label of h with no attack and no
                # fall: it is h's best, and was expanded there (nothing did better)
                continue
            rank = lab >> 32
            if c:
                if h not in best:
                    best[h] = rank << 12 | c
                elif rank < best[h] >> 12:
                    best[h] = rank << 12 | c
                if stop[h]:
                    continue                    # the move must end here
            if rank:
                done = expanded[h]
                if done >= 0 and done >> 8 <= rank >> 8 and done & 255 <= rank & 255:
                    continue                    # a cheaper label did at least as well
                expanded[h] = rank
            # (a label of rank 0 is always expanded: only one of rank 0 in a cheaper
            # layer beats it; ``expanded`` keeps the ranks above 0)
            back = (h + 1) << 12 | c << 1
            here = engaged[h]
            if here:
                for cost, bs, falls in groups[h]:
                    nc = c + cost
                    if nc > m:
                        break                   # beyond the move (dearer groups too)
                    nxt = labels[nc]
                    if falls is None:
                        for b in bs:
                            if zero[b] <= nc:
                                continue
                            nr = rank + ((here & ~engaged[b]).bit_count() << 8)
                            if not nr:
                                # beats any label there (zero[b] says none of rank 0)
                                nxt[b] = back
                                zero[b] = nc
                            elif b not in nxt or nr < nxt[b] >> 32:
                                nxt[b] = nr << 32 | back
                    else:
                        for i, b in enumerate(bs):
                            if zero[b] <= nc:
                                continue
                            fall = falls[i]
                            nr = rank + ((here & ~engaged[b]).bit_count() << 8) + fall
                            if b in nxt and nr >= nxt[b] >> 32:
                                continue
                            nxt[b] = nr << 32 | back | fall
                            if not nr:
                                zero[b] = nc
                continue
            # nothing engages h: a step from it draws no attack
            for cost, bs, falls in groups[h]:
                nc = c + cost
                if nc > m:
                    break                       # beyond the move (dearer groups too)
                nxt = labels[nc]
                if falls is not None:
                    for i, b in enumerate(bs):
                        if zero[b] <= nc:
                            continue
                        fall = falls[i]
                        nr = rank + fall
                        if b in nxt and nr >= nxt[b] >> 32:
                            continue
                        nxt[b] = nr << 32 | back | fall
                        if not nr:
                            zero[b] = nc
                elif rank:
                    new = rank << 32 | back
                    for b in bs:
                        if zero[b] <= nc:
                            continue
                        if b in nxt and rank >= nxt[b] >> 32:
                            continue
                        nxt[b] = new
                else:
                    # rank 0, no attack, no fall: placed wherever no label of rank 0
                    # is there yet (one with a rank is beaten)
                    for b in bs:
                        if zero[b] > nc:
                            nxt[b] = back
                            zero[b] = nc
    if m:
        for h, lab in labels[m].items():
            rank = lab >> RANK
            if h not in best:
                best[h] = rank << 12 | m
            elif rank < best[h] >> 12:
                best[h] = rank << 12 | m
    return best


def plain(labels, groups, zero, stop, start, m, n) -> dict:
    """``ranked`` when no space engages the figure and no step falls: every label
    ranks (0, 0), so a space's first label (in the cheapest layer) is its best, nothing
    is ever relabelled in a layer, and only the first expansion of a space counts. The
    same labels, in the same order, as ``ranked`` would make. ``stop[h]``: a move must
    end on h (a glyph; water for a figure that does not fly); the start is left anyway,
    and is never labelled again (its layer is 0)."""
    back = (start + 1) << 12
    for cost, bs, _ in groups[start]:
        if cost > m:
            break
        nxt = labels[cost]
        for b in bs:
            if zero[b] > cost:
                nxt[b] = back
                zero[b] = cost
    for c in range(1, m):                  # layer m steps nowhere (a step costs 1+)
        for h in labels[c]:                # only later layers grow
            if stop[h] or zero[h] < c:
                # the move ends here / h's first label, in the cheaper layer zero[h],
                # was expanded there
                continue
            back = (h + 1) << 12 | c << 1
            for cost, bs, _ in groups[h]:
                nc = c + cost
                if nc > m:
                    break                       # beyond the move (dearer groups too)
                nxt = labels[nc]
                for b in bs:
                    if zero[b] <= nc:
                        continue
                    nxt[b] = back
                    zero[b] = nc
    best: dict = {}
    for c in range(1, m + 1):
        for h in labels[c]:
            if h not in best:
                best[h] = c
    return best


def untouched(board, best: dict, key: tuple) -> bool:
    """No blocker of the ``_local`` key stands on a space of the search ``best`` labelled
    (its start or one of its spaces) and none of the key's opponents engages one there:
    then the search of the same ground with no figure about is the key's own."""
    _, start, _, H, _, _, _, blocks, _, engs = key
    b = blocks
    while b:
        low = b & -b
        h = low.bit_length() - 1
        if h == start or h in best:
            return False
        b ^= low
    keys = best.keys()
    for _, hg, gh, gh2 in engs:
        table = board.engage_table(H, hg)
        row = table[gh]
        if start in row or not keys.isdisjoint(row):
            return False
        if gh2 >= 0:
            row = table[gh2]
            if start in row or not keys.isdisjoint(row):
                return False
    return True


def search_single(board, key: tuple) -> tuple:
    """The single-space search of a ``_local`` key: ({space: its best label} for every
    space labelled but the start, in the search's order, each label as (attacks << 8 |
    falls) << 12 | cost; the tracer of paths; {figure: its move actions to the spaces
    whose ground takes its base, in that order}). Plain ints in a dict of them: a kept
    search holds few objects the garbage collector has to look through (a Reach per
    space would be dozens), and its Reaches are made for the position that asks."""
    _, start, m, H, flying, sure, large, blocks, glyphs, engs = key
    n = board.n
    # per hex: the opponents engaging a figure standing there as a bit mask (bit g:
    # figure g), None when none does; a step's leaving-engagement attacks are the bits
    # of ``here & ~there``
    engaged = None
    for g, hg, gh, gh2 in engs:
        table = board.engage_table(H, hg)
        bit = 1 << g
        for k in (gh, gh2):
            if k < 0:
                continue
            for h in table[k]:
                if engaged is None:
                    engaged = [0] * n
                engaged[h] |= bit
    labels: list = [{} for _ in range(m + 1)]    # labels[cost][hex] = label (above)
    labels[0][start] = 0
    steps = step_groups(board, H, flying, sure)
    # per hex: the cheapest layer holding a label with no attack and no fall (nothing can
    # beat it, so a label in a later layer would never be expanded nor be the best one:
    # the search is the same without making it); m + 1 while none is; -1 for a hex the
    # figure cannot enter
    zero = list(board.zero_row(large, flying, m))
    b = blocks
    while b:
        low = b & -b
        zero[low.bit_length() - 1] = -1
        b ^= low
    zero[start] = 0
    stop = board.stop_row(glyphs, flying)
    if engaged is None and not board.step_falls(H, flying, sure):
        best = plain(labels, steps, zero, stop, start, m, n)
    else:
        best = ranked(labels, steps, zero, stop, start, m, n, engaged or [0] * n)
    return best, Tracer(labels, engaged), {}


class Tracer:
    """The paths of one search, traced when asked: ``tracer(reach)`` -> (path, attacks,
    falls) of the Reach's space (``movement.Reach``), kept once traced. One object per
    kept search (closures and sets of opponents per space would be dozens for the
    garbage collector to look through in every one kept). ``engaged``: the search's
    opponents per space as bit masks (None: none engages)."""

    __slots__ = ("labels", "engaged", "traced")

    def __init__(self, labels: list, engaged: list | None) -> None:
        self.labels = labels
        self.engaged = engaged
        self.traced: dict | None = None

    def __call__(self, reach) -> tuple:
        h = reach[0][0]
        traced = self.traced
        if traced is None:
            traced = self.traced = {}
        got = traced.get(h)
        if got is None:
            got = traced[h] = self._trace(h, reach[1])
        return got

    def _trace(self, h: int, c: int) -> tuple:
        labels = self.labels
        path = [h]
        falls_at = None
        while True:
            lab = labels[c][h]
            h = ((lab >> 12) & 0xFFFFF) - 1
            if h < 0:
                break
            if lab & 1:
                if falls_at is None:
                    falls_at = []
                falls_at.append(len(path))
            path.append(h)
            c = (lab >> 1) & 0x7FF
        path.reverse()
        n = len(path)
        falls = tuple(sorted([n - i for i in falls_at])) if falls_at else ()
        attacks = []
        engaged = self.engaged
        if engaged is not None:
            for i in range(1, n):
                # the opponents it leaves, low bits first: in figure order
                left = engaged[path[i - 1]] & ~engaged[path[i]]
                while left:
                    low = left & -left
                    attacks.append((low.bit_length() - 1, i))
                    left ^= low
        return tuple(path), tuple(attacks), falls


def engaged_from(eng: dict, table, g: int, *hexes: int) -> None:
    """Adds figure ``g`` to ``eng[h]`` (who engages a figure standing on h) for every
    space its engagement ``table`` lists around each of its ``hexes`` (a large figure's
    second hex too; -1: none)."""
    for k in hexes:
        if k < 0:
            continue
        for h in table[k]:
            got = eng.get(h)
            if got is None:
                eng[h] = {g}
            else:
                got.add(g)
