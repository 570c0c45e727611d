"""Line of sight is geometric: rays from the attacker's target point to its target's hit
zone, blocked by terrain, ruins and figures (rulebook: Action 4, "Line of sight";
Example 13; "Clear sight spaces")."""
from __future__ import annotations

import pytest

from engines.arena import RULES, corridors, sight
from engines.arena.board import LEVEL_H, get_board, map_keys
from engines.arena.sight import sees
from engines.arena.state import FIELD, place
from engines.arena.stats import line_of_sight, within_clear
from engines.arena.testing import fig, stage, tiny_board
from engines.core.rng import Rng

tiny_board("t_row", ["1 1 1 1 1 1 1"])
tiny_board("t_cliff", ["1 1 1 5 1 1 1"])
tiny_board("t_hill", ["1 1 1 2 1 1 1"])
tiny_board("t_ruin", ["1 1 1 1X6 1 1 1"])
tiny_board("t_wall", ["1 1 1 1 1 1 1"], walls=[{"between": [[2, 0], [3, 0]], "height": 3}])
tiny_board("t_field", ["1 1 1 1 1 1 1 1"] * 6)
tiny_board("t_high", ["6 1 1 1 1 1 1"])
tiny_board("t_water", ["1 1 1 1 0w 1 1", "1 1 1 1 1 1 1"])
tiny_board("t_bank", ["1 1 1 4 0w 1 1"])


def _pair(board, a, b, armies=("nissa", "chandra")):
    s = stage(board, armies=armies, figures=[(0, "elves", 0, a), (1, "chandra", 0, b)])
    return s, fig(s, 0, "elves"), fig(s, 1, "chandra")


def test_flat_and_clear():
    s, elf, ch = _pair("t_row", (0, 0), (6, 0))
    line = RULES.sight_line(s, elf, ch)
    assert line.clear and line.clear_rays == line.rays == 9 and line.block is None
    assert line_of_sight(s, elf, ch)


def test_a_cliff_in_between_blocks_and_the_ruler_turns_red_at_it():
    s, elf, ch = _pair("t_cliff", (0, 0), (6, 0))
    line = RULES.sight_line(s, elf, ch)
    assert not line.clear and line.blocker == "terrain"
    x, y, z = line.block
    assert 2.4 < x < 3.6 and z <= 5 * LEVEL_H + 1e-9      # on the face of the cliff
    assert not line_of_sight(s, elf, ch)


def test_a_low_rise_does_not_block_a_tall_enough_figure():
    s, elf, ch = _pair("t_hill", (0, 0), (6, 0))
    assert line_of_sight(s, elf, ch)


def test_a_ruin_blocks_sight():
    s, elf, ch = _pair("t_ruin", (0, 0), (6, 0))
    line = RULES.sight_line(s, elf, ch)
    assert not line.clear and line.blocker == "ruin"


def test_a_ruined_wall_blocks_sight_to_the_lower_part_only():
    s, elf, ch = _pair("t_wall", (0, 0), (6, 0))
    line = RULES.sight_line(s, elf, ch)
    assert line.clear_rays < line.rays          # the low rays hit the wall
    board = get_board("t_wall")
    occ = [None] * board.n
    # a marker two levels tall behind the wall is hidden by it
    assert not sees(board, [0], 0.5, [6], 0.01, 2 * LEVEL_H, occ)


def test_a_figure_in_the_way_blocks():
    s, elf, ch = _pair("t_field", (1, 0), (2, 4))
    ph = fig(s, 1, "phoenixes")
    place(s, ph, s.board.id_of[(1, 1)])
    s.f_zone[ph] = FIELD
    s.memo.clear()
    line = RULES.sight_line(s, elf, ch)
    assert not line.clear and line.blocker == "figure"


def test_example_13_a_phoenix_partly_in_the_way_does_not_block_the_elf():
    s, elf, ch = _pair("t_field", (1, 0), (2, 4))
    assert s.board.dist[s.f_hex[elf]][s.f_hex[ch]] == 5      # just within the Elf's range
    ph = fig(s, 1, "phoenixes")
    place(s, ph, s.board.id_of[(2, 3)])
    s.f_zone[ph] = FIELD
    s.memo.clear()
    line = RULES.sight_line(s, elf, ch)
    assert line.clear and 0 < line.clear_rays < line.rays    # part of the hit zone seen
    assert ("attack", elf, ch) in [("attack", elf, g) for g in RULES.attack_targets(s, elf)]


def test_from_high_ground_a_figure_no_longer_blocks():
    s, elf, ch = _pair("t_row", (0, 0), (6, 0))
    blocker = fig(s, 1, "phoenixes")
    place(s, blocker, s.board.id_of[(3, 0)])
    s.f_zone[blocker] = FIELD
    s.memo.clear()
    assert not line_of_sight(s, elf, ch)
    s2, elf2, ch2 = _pair("t_high", (0, 0), (6, 0))
    place(s2, fig(s2, 1, "phoenixes"), s2.board.id_of[(3, 0)])
    s2.f_zone[fig(s2, 1, "phoenixes")] = FIELD
    s2.memo.clear()
    assert line_of_sight(s2, elf2, ch2)


def test_into_water_a_figure_behind_a_bank_is_hidden():
    s, elf, ch = _pair("t_bank", (0, 0), (4, 0))          # Chandra in the water
    assert s.board.water[s.f_hex[ch]]
    assert not line_of_sight(s, elf, ch)
    s2, elf2, ch2 = _pair("t_water", (0, 0), (4, 0))       # open water: seen
    assert line_of_sight(s2, elf2, ch2)


def test_clear_sight_sees_any_part_of_the_figure_not_only_the_hit_zone():
    tiny_board("t_lowwall", ["1 1 1 1 1 1 1"],
               walls=[{"between": [[4, 0], [5, 0]], "height": 5}])
    s = stage("t_lowwall", armies=("nissa", "nissa"),
              figures=[(0, "elves", 0, (0, 0)), (1, "pummelroots", 0, (6, 0))])
    elf, root = fig(s, 0, "elves"), fig(s, 1, "pummelroots")
    assert not line_of_sight(s, elf, root)        # the hit zone is behind the wall
    assert within_clear(s, elf, root, 6)          # the top of its head is seen


def test_sight_answers_the_same_with_its_caches_warm():
    """The caches that make sight fast (its speed is the bench's los_checks_per_s) never
    change an answer."""
    board = get_board("duel")
    occ = [None] * board.n
    for h in range(0, board.n, 11):
        occ[h] = (board.z[h], board.z[h] + 1.25)
    pairs = [(a, b) for a in range(0, board.n, 3) for b in range(1, board.n, 3)]
    cold = [sees(board, [a], 1.06, [b], 0.3, 1.06, occ) for a, b in pairs]
    warm = [sees(board, [a], 1.06, [b], 0.3, 1.06, occ) for a, b in pairs]
    assert cold == warm and any(cold) and not all(cold)


@pytest.mark.parametrize("key", map_keys())
def test_the_terrain_check_reads_a_corridor_highest_first_with_the_same_verdicts(key):
    """Terrain, ruins and walls block a ray (Action 4, "Line of sight"): the quick check
    makes a pair's rays itself and reads its corridor's hexes highest first, stopping at
    the first one no higher than a ray's lowest point; it calls a ray blocked exactly
    when the full check of that ray over every hex of the corridor does, and asked for
    one clear ray it names one exactly when there is one; when the highest rays pass
    over everything in the corridor they are clear (seeded pairs, eyes and bands on
    every map)."""
    board = get_board(key)
    high = corridors.solid_tops(board)
    rng = Rng(11)
    verdicts = set()
    above = 0
    for _ in range(400):
        a, b = rng.randrange(board.n), rng.randrange(board.n)
        eye = (0.85, 0.7)[rng.randrange(2)] * (2 + rng.randrange(5)) * LEVEL_H
        lo, hi = ((0.02, LEVEL_H), (0.1, 0.8), (0.25, 1.2))[rng.randrange(3)]
        hexes, walls = corridors.corridor_set(board, a, b)
        assert list(hexes) == sorted(hexes, key=high.__getitem__, reverse=True)
        every, owalls = corridors.corridor(board, a, b)
        assert sorted(hexes) == sorted(every) and sorted(walls) == sorted(owalls)
        want = 0
        for i, ray in enumerate(sight._rays(board, a, eye, b, lo, hi)):
            if not sight._blocked(board, every, owalls, ray):
                want |= 1 << i
        assert sight._terrain_mask(board, a, eye, b, lo, hi, False) == want, (a, b, eye)
        if sight._above_corridor(board, a, eye, b, hi):
            above += 1
            assert want >> 6 == 0b111, (a, b, eye)     # the three highest rays are clear
        one = sight._terrain_mask(board, a, eye, b, lo, hi, True)
        assert one & want == one and (one == 0) == (want == 0) and one & (one - 1) == 0
        verdicts.add(want)
    assert 0 in verdicts and 511 in verdicts and len(verdicts) > 3 and above


def _rays_over_corridors(board, rng):
    """(a, b, ray, h) for 300 seeded pairs of hexes of ``board``, eye heights and sample
    bands: every ray between them and every hex of their corridor."""
    for _ in range(300):
        a, b = rng.randrange(board.n), rng.randrange(board.n)
        eye = (0.85, 0.7)[rng.randrange(2)] * (2 + rng.randrange(5)) * LEVEL_H
        lo, hi = ((0.02, LEVEL_H), (0.1, 0.8), (0.25, 1.2))[rng.randrange(3)]
        for ray in sight._rays(board, a, eye, b, lo, hi):
            for h in corridors.corridor(board, a, b)[0]:
                yield a, b, ray, h


def test_a_figure_stops_a_ray_exactly_when_its_cylinder_and_heights_say_so():
    """A figure in the way blocks a ray (Action 4, "Line of sight"): the quick test of one
    figure against one ray gives the verdict of the ray's interval in the figure's
    cylinder and its heights there, also for rays that end or pass exactly at a figure's
    top or base (seeded rays of the Duel map, figures on their corridors' hexes)."""
    board = get_board("duel")
    seen = set()
    for a, b, (px, py, pz, dx, dy, dz), h in _rays_over_corridors(board, Rng(3)):
        cx, cy = board.x[h], board.y[h]
        for bottom, top in ((board.z[h], board.z[h] + 5 * LEVEL_H),
                            (board.z[h], pz), (pz + dz, pz + dz + 1.0),
                            (pz - 1.0, pz + dz), (pz + 0.5 * dz, pz + 2.0)):
            iv = sight._cyl_interval(px, py, dx, dy, cx, cy, corridors.BODY_R)
            t = None if iv is None else sight._below_t(pz, dz, iv[0], iv[1], top, bottom)
            want = t is not None and t <= 1.0
            assert sight._figure_stops(px, py, pz, dx, dy, dz, cx, cy, bottom,
                                       top) == want, (a, b, h, bottom, top)
            seen.add(want)
    assert seen == {True, False}
    # a ray whose end just touches a figure's base (rising) or top (falling): where it
    # meets that height is worked out past its end (1.0000000000000002, ...): not stopped
    for pz, dz, bottom, top in ((0.1, 0.05, 0.1 + 0.05, 1.2), (0.6000000000000001, -0.05,
                                                             -1.0, 0.6000000000000001 - 0.05)):
        iv = sight._cyl_interval(0.0, 0.0, 1.0, 0.0, 0.9, 0.0, corridors.BODY_R)
        assert sight._below_t(pz, dz, iv[0], iv[1], top, bottom) > 1.0
        assert not sight._figure_stops(0.0, 0.0, pz, 1.0, 0.0, dz, 0.9, 0.0, bottom, top)


def test_a_prism_stops_a_ray_exactly_when_its_hexagon_and_top_say_so():
    """Terrain and solid ruins block a ray (Action 4, "Line of sight"): the quick test of
    one hex's prism (or ruin) against one ray gives the verdict of the ray's interval in
    the hexagon and its heights there, also for tops exactly at the ray's heights (seeded
    rays of the Duel map, prisms on their corridors' hexes)."""
    board = get_board("duel")
    seen = set()
    for a, b, (px, py, pz, dx, dy, dz), h in _rays_over_corridors(board, Rng(4)):
        cx, cy = board.x[h], board.y[h]
        for apothem in (0.5, 0.5 * sight.RUIN_SCALE):
            for top in (board.z[h], pz, pz + dz, pz + 0.5 * dz, board.z[h] + 1.0):
                iv = sight._hex_interval(px, py, dx, dy, cx, cy, apothem)
                t = None if iv is None else sight._below_t(pz, dz, iv[0], iv[1], top)
                want = t is not None and t <= 1.0
                assert sight._prism_stops(px, py, pz, dx, dy, dz, cx, cy, apothem,
                                          top) == want, (a, b, h, top)
                seen.add(want)
    assert seen == {True, False}


@pytest.mark.parametrize("key", map_keys())
def test_a_corridor_known_from_its_other_end_is_the_corridor_measured_from_this_one(key):
    """Line of sight between two hexes meets the same hexes whichever end looks: the
    corridor's mask, top and set, taken from the other end's when that is known, are
    those measured from this end (pairs all over every map)."""
    board = get_board(key)
    reused = 0
    for a in range(0, board.n, 5):
        for b in range(1, board.n, 7):
            if a == b:
                continue
            corridors.corridor_set(board, b, a)
            corridors.corridor_bits(board, b, a)
            for cache in (board.corridor_bits_cache, board.corridor_top_cache,
                          board.tables["corridor_sets"]):
                cache.pop(a << 16 | b, None)
            reused += corridors._both_ways(board, a, b)
            bits, top = corridors._corridor_facts(board, a, b)
            hexes, walls = corridors.corridor_set(board, a, b)
            every, owalls = corridors.corridor(board, a, b)
            assert bits == sum(1 << h for h in every), (a, b)
            assert top == max(corridors._hex_tops(board)[h] for h in every)
            assert sorted(hexes) == sorted(every) and sorted(walls) == sorted(owalls)
    assert reused
