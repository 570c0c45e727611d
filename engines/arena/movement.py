"""Movement: every space a figure can reach this turn, by which path, at what price
(leaving-engagement attacks, falls), and carrying a move out.

``reachable(state, figure)`` -> ``{destination: Reach}``. A destination is ``(hex,)``
for a single-space figure and ``(front, back)`` for a double-space one (both facings are
destinations: flipping is free). The path is the engine's **canonical path**: among the
paths within the figure's move, the one with the fewest leaving-engagement attacks, then
the fewest falls, then the lowest cost. The view lights every destination with its cost
and marks those that draw attacks or fall before the player drops the figure.

The rules (rulebook, Action 3):

* a step costs 1 plus the levels climbed (water is level 0, so leaving water costs one
  more); climbing a rise as high as the figure's height or more is impossible; moving
  down is free, and a drop as high as the figure's height or more is a fall (one combat
  die, a hit is one damage; never onto water);
* entering water ends the move (a double-space figure only stops when both its spaces
  are in water); a glyph ends the move on it (for a double-space figure: when its lead
  side reaches it);
* friendly figures can be passed unless they are engaged; opponents' cannot; a move ends
  on an empty space only (a double-space figure on two empty spaces of the same level);
* ruins: no figure passes or stops on a solid cell, a large base not on rubble, nobody
  crosses a wall;
* leaving the engagement of an opposing figure (moving onto a space no longer engaged
  with it) gives it a leaving-engagement attack; a double-space figure is engaged when
  either of its spaces is; its back side follows the spaces its lead side took.
* Flying (Phoenixes): each space costs 1, any rise, water does not stop, pass over any
  figure, no falls. Phase Walk (Phantoms): pass through any figure, no leaving attacks.
  Sure-Footed (Elves): climbing costs nothing extra.

Speed: the search reads tables the map makes once (``Board.step_table``,
``engage_table``, ``ground_table``, ``zero_row``, ``stop_row``), keeps each label as one
int, never labels a hex again after a label with no attack and no fall, and traces paths
only when asked. With no opponent engaging a space in reach and no step that falls (no
real map has one) it labels without ranks (engines/arena/search.py holds the single-space
search). A single-space search is kept by
what it reads of the position (``_local``: start, move, the figures blocking the way or
engaging within reach, the glyphs there; friends that are not engaged are passed
through and only forbid ending on their space, checked afterwards), so positions where
friends moved about, or where opponents are too far to matter, share it (``_LOCAL``); a
kept search holds plain ints, not a Reach per space (fewer objects for the garbage
collector). Listing the moves (``move_actions``) makes no Reach; the move carried out
makes its one (``reach_to``); ``reachable`` makes the whole answer, shared between states
with the same figures, cards and glyphs (``_SHARED``). A double-space figure's answer is
kept there compact (``Double``: its destinations, one int each, one tracer) until the
whole answer is asked for (the double-space search: engines/arena/double.py; ``Reach``
and ``Answer``: engines/arena/reach.py). The move carried out: engines/arena/moving.py.
tests/engines/arena/test_arena_engine_replay.py holds the engine to the lists, events
and states of the engine before these speed-ups; test_arena_engine_speed.py holds each
shortcut to the computation it replaces.
"""
from __future__ import annotations

from collections import OrderedDict

from engines.arena import search
from engines.arena.content import ARMY
from engines.arena.double import Double, search_double
from engines.arena.reach import Answer, Reach, _tuple_new
from engines.arena.state import FIELD, ArenaState
from engines.arena.stats import engaged_with, stat, where


def reachable(s: ArenaState, f: int) -> dict:
    """{destination: Reach} for figure f this turn (memoized per position)."""
    key = ("reach", f)
    got = s.memo.get(key)
    if got is not None:
        return got
    got = {}
    if s.f_zone[f] == FIELD:
        m = stat(s, f, "move")
        if m > 0:
            shared = _shared_key(s, f, m)
            got = _SHARED.get(shared)
            if got is None:
                if s.f_hex2[f] >= 0:
                    got = search_double(s, f, m).answer()
                else:
                    got = _answer(s, f, *_single_search(s, f, m))
                _keep(shared, got)
            else:
                _SHARED.move_to_end(shared)
                if got.__class__ is Double:
                    # the compact answer becomes the whole one, kept in its place
                    got = _SHARED[shared] = got.answer()
    s.memo[key] = got
    return got


def _double_found(s: ArenaState, f: int, m: int):
    """Double-space figure f's answer as kept (``Double``, or ``Answer`` once the whole
    answer was asked for), searched and kept when not kept yet."""
    shared = _shared_key(s, f, m)
    got = _SHARED.get(shared)
    if got is None:
        got = search_double(s, f, m)
        _keep(shared, got)
    else:
        _SHARED.move_to_end(shared)
    return got


def _shared_key(s: ArenaState, f: int, m: int) -> tuple:
    """The answer depends only on where every figure stands (the occupancy table
    follows from the figures' places; which way f faces: a flip keeps its move), which
    cards are in the game and who controls them, the glyphs in play and the move: shared
    between states (search, and games with other armies: the cards are in the key)."""
    return (where(s), f, m)     # the same for every figure: made once per position


def move_actions(s: ArenaState, f: int) -> tuple:
    """The ("move", f, ...) actions of figure f, one per destination of ``reachable``,
    in its order. Listing them makes no Reach: a single-space figure's are read from
    its search (``reach_to`` makes the one Reach of the move carried out)."""
    key = ("moves", f)
    got = s.memo.get(key)
    if got is not None:
        return got
    full = s.memo.get(("reach", f))
    if full is not None:
        got = full.moves if isinstance(full, Answer) else ()
    elif s.f_zone[f] != FIELD:
        got = ()
    elif s.f_hex2[f] >= 0:
        # a double-space figure's moves are kept with its compact answer: no Reach made
        m = stat(s, f, "move")
        got = _double_found(s, f, m).moves if m > 0 else ()
    else:
        m = stat(s, f, "move")
        if m <= 0:
            got = ()
        else:
            shared = _SHARED.get(_shared_key(s, f, m))
            got = shared.moves if shared is not None else _moves(s, f, *_single_search(s, f, m))
    s.memo[key] = got
    return got


def reach_to(s: ArenaState, f: int, dest: tuple):
    """``reachable(s, f)[dest]`` (KeyError when dest is not a destination), making only
    that Reach when the whole answer has not been asked for."""
    full = s.memo.get(("reach", f))
    if full is not None or s.f_zone[f] != FIELD:
        return reachable(s, f)[dest]
    m = stat(s, f, "move")
    if s.f_hex2[f] >= 0:
        if m <= 0:
            raise KeyError(dest)
        got = _double_found(s, f, m)
        if got.__class__ is Double:
            return got.reach(dest)
        return got[dest]
    if len(dest) != 1:
        return reachable(s, f)[dest]
    if m <= 0:
        raise KeyError(dest)
    board, key, found = _single_search(s, f, m)
    h = dest[0]
    v = found[0].get(h)
    # a destination of ``move_actions``: a space of the search whose ground takes the
    # figure's base and where no figure stands (``_moves``)
    if (v is None or not board.ground_table(key[6], key[4])[1][h] or h in s.f_hex
            or h in s.f_hex2):
        raise KeyError(dest)
    return _tuple_new(Reach, ((h,), v & 0xFFF, board.water[h], v >> 20, (v >> 12) & 255,
                              found[1]))


# The answers shared between states (search), least recently used first. Each keeps
# the search labels its paths are traced from: about 90 KB for the 90 destinations of
# an average answer. Bounded at 3,000 answers and emptied when full, the 5-seat demo
# grew by 4.3 MB a minute after 20 minutes. A Hard decision of the Duel asks for up to
# about 550 answers (95% of them: under 300); fewer kept than that, it computes some
# twice (300: 2.5 times the misses, 10% more time on 50 untimed decisions).
_SHARED: OrderedDict = OrderedDict()
_SHARED_MAX = 500


def _keep(key, got) -> None:
    """Keep an answer; the least recently used goes when over ``_SHARED_MAX``."""
    _SHARED[key] = got
    if len(_SHARED) > _SHARED_MAX:
        _SHARED.popitem(last=False)


def _step(board, a: int, b: int, H: int, flying: bool, sure: bool):
    """(cost, falls) of a step a -> b, or None when it cannot be taken."""
    if flying:
        return 1, 0
    if board.walls and board.wall_between(a, b) is not None:
        return None
    rise = board.level[b] - board.level[a]
    if rise >= H:
        return None
    cost = 1 + (rise if rise > 0 and not sure else 0)
    fall = 1 if (-rise >= H and not board.water[b]) else 0
    return cost, fall


def _better(old, na: int, nf: int) -> bool:
    return old is None or na < old[0] or (na == old[0] and nf < old[1])


def _local(s: ArenaState, f: int, m: int, card, board) -> tuple:
    """What the single-space search of figure f reads of the position, as a key: only
    spaces within m of its start can take a label (a step costs 1 or more), so only the
    figures that block the way there (opponents, engaged friends: none for a flyer or a
    phantom), the opponents within m + 1 (whose engagement reaches them) and the glyphs
    within m count; friendly figures that are not engaged are passed through (they only
    forbid ending the move on their space: ``stand``, applied after the search)."""
    start = s.f_hex[f]
    drow = board.dist[start]
    does = card.does
    flying = "flying" in does
    phasing = "phasing" in does
    c_ctrl, f_card, c_key, s_team = s.c_ctrl, s.f_card, s.c_key, s.team
    team = s_team[c_ctrl[f_card[f]]]
    at, f_hex, f_hex2, f_zone = s.at, s.f_hex, s.f_hex2, s.f_zone
    blocks = 0
    engs = []
    far = m + 1
    near = far + 1
    for g, h in enumerate(f_hex):
        if h < 0 or g == f:
            continue
        d = drow[h]
        if d > near:
            continue        # its other space, a neighbour, is at least far + 1 away too
        h2 = f_hex2[g]
        if h2 >= 0 and drow[h2] < d:
            d = drow[h2]
        if d > far:
            continue
        enemy = s_team[c_ctrl[f_card[g]]] != team
        if enemy and not phasing and f_zone[g] == FIELD:
            engs.append((g, ARMY[c_key[f_card[g]]].height, h, h2))
        if d <= m and not flying and not phasing and (enemy or engaged_with(s, g)):
            if at[h] == g:
                blocks |= 1 << h
            if h2 >= 0 and at[h2] == g:
                blocks |= 1 << h2
    glyphs = 0
    g_on = s.g_on
    for i, gh in enumerate(s.g_hex):
        if g_on[i] and drow[gh] <= m:
            glyphs |= 1 << gh
    return (s.board_key, start, m, card.height, flying, "sure_footed" in does,
            card.base == "large", blocks, glyphs, tuple(engs))


# The single-space searches shared by every position whose ``_local`` key is the same
# (the key holds all the search reads): for each, every space it labels but the start,
# in the search's order, with its best label (standing on it or not is the position's
# own question), and the move actions of the figures that asked. Bounded, the least
# recently used going first: about 12 KB a search; random play asks again for a key
# last asked a few hundred searches before (the position comes back a turn later), and
# 2,000 kept make a quarter fewer searches than 500 emptied when full.
_LOCAL: OrderedDict = OrderedDict()
_LOCAL_MAX = 2000


def _single_search(s: ArenaState, f: int, m: int) -> tuple:
    """(board, ``_local`` key, the search of that key) for single-space figure f."""
    got = s.memo.get(("search", f))
    if got is not None:
        return got
    card = ARMY[s.c_key[s.f_card[f]]]
    board = s.board
    key = _local(s, f, m, card, board)
    found = None
    blocks, engs = key[7], key[9]
    if blocks or engs:
        # the search on the same ground with no figure about (its key has neither
        # blockers nor opponents) is this search when no blocker stands on a space it
        # labelled and no opponent engages one: the two searches read the same tables
        # up to the first such space
        clean = _LOCAL.get(key[:7] + (0, key[8], ()))
        if clean is not None and search.untouched(board, clean[0], key):
            found = clean
    if found is None:
        found = _LOCAL.get(key)
        if found is None:
            found = search.search_single(board, key)
            _LOCAL[key] = found
            if len(_LOCAL) > _LOCAL_MAX:
                _LOCAL.popitem(last=False)
        else:
            _LOCAL.move_to_end(key)
    got = (board, key, found)
    s.memo[("search", f)] = got
    return got


def _moves(s: ArenaState, f: int, board, key: tuple, found: tuple) -> tuple:
    """The move actions of single-space figure f from its search: the moves to every
    space of the search whose ground takes the figure's base (kept with the search, per
    figure), less the spaces a figure stands on (most listings have none in reach, and
    then the kept tuple is the answer; f's own space, the start, is not among the
    search's)."""
    best, moves_of = found[0], found[2]
    full = moves_of.get(f)
    if full is None:
        stand0 = board.ground_table(key[6], key[4])[1]
        row = _move_row(board, f)
        full = moves_of[f] = tuple([row[h] for h in best if stand0[h]])
    spaces = best.keys()
    f_hex, f_hex2 = s.f_hex, s.f_hex2
    if spaces.isdisjoint(f_hex) and spaces.isdisjoint(f_hex2):
        return full
    stand0 = board.ground_table(key[6], key[4])[1]
    row = _move_row(board, f)
    taken = sorted([full.index(row[h]) for h in spaces & {*f_hex, *f_hex2} if stand0[h]])
    if not taken:
        return full
    out: list = []
    last = 0
    for i in taken:
        out += full[last:i]
        last = i + 1
    out += full[last:]
    return tuple(out)


def _move_row(board, f: int) -> tuple:
    """The move actions of figure f to every space of the map (made once per map)."""
    row = board.tables.get(("moves", f))
    if row is None:
        row = board.tables[("moves", f)] = tuple([("move", f, h) for h in range(board.n)])
    return row


def _answer(s: ArenaState, f: int, board, key: tuple, found: tuple) -> Answer:
    """``reachable``'s answer for single-space figure f from its search: a Reach for each
    space the figure may end its move on (the ground takes its base and no other figure
    stands there), in the search's order."""
    trace = found[1]
    water = board.water
    stand0 = board.ground_table(key[6], key[4])[1]
    at = s.at
    out = Answer()
    for h, v in found[0].items():
        g = at[h]
        if stand0[h] and (g < 0 or g == f):
            dest = (h,)
            out[dest] = _tuple_new(Reach, (dest, v & 0xFFF, water[h], v >> 20,
                                           (v >> 12) & 255, trace))
    out.moves = _moves(s, f, board, key, found)
    return out


def _double(s: ArenaState, f: int, m: int) -> Answer:
    """The whole answer ({destination: Reach}) of double-space figure f."""
    return search_double(s, f, m).answer()
