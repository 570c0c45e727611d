"""The tables the fast engine makes once per map (issue 24, item 5) say exactly what the
rules' own questions say, on every map: a table that drifted from the geometry would
change which moves, engagements or sight lines the engine lists."""
from __future__ import annotations

import pytest

from engines.arena import corridors, sight
from engines.arena.board import FIT_NONE, FIT_SMALL, LEVEL_H, get_board, map_keys
from engines.arena.movement import _step
from engines.arena.testing import started
from engines.arena.stats import engage_ok
from engines.core.rng import Rng

MAPS = map_keys()


def _corridor_by_scan(board, a: int, b: int) -> tuple:
    """The corridor's definition, hex by hex over the whole map: every hex whose centre
    lies within the corridor's width of the segment a-b, by distance along it."""
    ax, ay = board.x[a], board.y[a]
    dx, dy = board.x[b] - ax, board.y[b] - ay
    ll = dx * dx + dy * dy
    out = []
    for h in range(board.n):
        fx, fy = board.x[h] - ax, board.y[h] - ay
        t = (fx * dx + fy * dy) / ll if ll else 0.0
        t = 0.0 if t < 0 else 1.0 if t > 1 else t
        ex, ey = fx - t * dx, fy - t * dy
        if ex * ex + ey * ey <= corridors._CORRIDOR * corridors._CORRIDOR:
            out.append((t, h))
    out.sort()
    return tuple(h for _, h in out)


@pytest.mark.parametrize("key", MAPS)
def test_a_corridor_found_in_its_box_is_the_corridor_of_the_whole_map(key):
    """Sight looks for blocking hexes only inside the segment's box grown by the
    corridor's width: the same hexes in the same order as a scan of the whole map."""
    board = get_board(key)
    for a in range(0, board.n, 3):
        for b in range(board.n):
            assert corridors.corridor(board, a, b)[0] == _corridor_by_scan(board, a, b), (a, b)


@pytest.mark.parametrize("key", MAPS)
def test_the_step_table_says_what_each_step_costs_by_the_movement_rules(key):
    """Per hex and figure (height, flying, sure-footed): the steps it can take, their
    cost and whether they fall, as movement's own rule for one step says, in neighbour
    order."""
    board = get_board(key)
    for height in (1, 2, 3, 4, 5, 6, 8):
        for flying in (False, True):
            for sure in (False, True):
                table = board.step_table(height, flying, sure)
                for a in range(board.n):
                    want = []
                    for b in board.nbrs[a]:
                        st = _step(board, a, b, height, flying, sure)
                        if st is not None:
                            want.append((b, st[0], st[1]))
                    assert list(table[a]) == want, (height, flying, sure, a)


@pytest.mark.parametrize("key", MAPS)
def test_the_engagement_table_says_who_would_be_engaged(key):
    """Per hex k and heights: the neighbours h where figures would be engaged (adjacent,
    not on a ledge as high as either, no wall as high as either between) - the rule's own
    ``engage_ok``."""
    board = get_board(key)
    s = started()
    s.board_key = key
    for hf in (2, 3, 4, 5, 6):
        for hg in (2, 3, 4, 5, 6):
            table = board.engage_table(hf, hg)
            for k in range(board.n):
                want = [h for h in board.nbrs[k] if engage_ok(s, h, hf, k, hg)]
                assert list(table[k]) == want, (hf, hg, k)


@pytest.mark.parametrize("key", MAPS)
def test_the_ground_table_keeps_bases_off_solid_ruins_and_large_ones_off_rubble(key):
    board = get_board(key)
    for large in (False, True):
        for flying in (False, True):
            enter, stand = board.ground_table(large, flying)
            for h in range(board.n):
                blocked = board.fit[h] == FIT_NONE or (board.fit[h] == FIT_SMALL and large)
                assert stand[h] == (not blocked)
                assert enter[h] == (not blocked or flying)
            assert board.open == tuple(board.fit[h] == 0 and not board.ruin_top[h]
                                       for h in range(board.n))


@pytest.mark.parametrize("key", MAPS)
def test_a_ray_is_blocked_by_the_terrain_exactly_when_its_first_block_is_on_it(key):
    """The terrain's sight masks stop at the first block they find: a ray is blocked
    exactly when the search for its nearest block finds one within the ray (seeded
    sample of hex pairs, eye heights and hit bands)."""
    board = get_board(key)
    rng = Rng(5)
    for _ in range(1500):
        a, b = rng.randrange(board.n), rng.randrange(board.n)
        eye = (0.85, 0.7)[rng.randrange(2)] * (2 + rng.randrange(5)) * LEVEL_H
        lo, hi = ((0.02, LEVEL_H), (0.1, 0.8), (0.25, 1.2))[rng.randrange(3)]
        hexes, walls = corridors.corridor(board, a, b)
        for ray in sight._rays(board, a, eye, b, lo, hi):
            assert sight._blocked(board, hexes, walls, ray) == \
                (sight._static_block(board, a, b, ray)[0] <= 1.0), (a, b)
