"""The fast engine's answers carried from one position to the next say what the full
computations say (issue 24, item 5, round 2).

* Summoning a squad places its figures one after the other: the spaces in the
  Planeswalker's clear sight for the next figure are the last figure's spaces without the
  spaces the new figure took and without those it now hides (only a space whose sight
  corridor it stands in is asked again): the same spaces, in the same order, as a fresh
  look at every space within five.
* A move carried out reads the search its listing made of the moving figure.
* A double-space figure's answer traces its paths with one tracer for all destinations.
* A corridor told from its template (no measuring of the hexes surely inside) has the
  measured corridor's hexes.
* Rays passing above everything in their corridor (surfaces, ruins, walls) are all clear
  without tracing one: the same rays as tracing each says.
* Rays past figures are judged over the hexes of the crowd mask, as along the corridor.
* Whether a squad would find a space (summoning's question at every listing) is read in
  one loop that stops at the first space that will do: what a fresh look says.

tests/engines/arena/test_arena_engine_replay.py holds whole games to the recorded engine.
"""
from __future__ import annotations

import pytest

from engines.arena import RULES, corridors, sight, spaces
from engines.arena.board import get_board, map_keys
from engines.arena.state import CHOSEN, FIELD, SUMMON_RANGE, alive_pw, place
from engines.core.agents import RandomAgent


def _fresh_near(s, w: int, n: int, clear: int) -> tuple:
    return tuple(spaces._near_iter(RULES.clone(s), w, n, clear))


@pytest.mark.parametrize("players,seeds", [(2, range(0, 40)), (5, range(0, 6))])
def test_the_next_figure_of_a_summoned_squad_gets_the_fresh_spaces(players, seeds,
                                                                  monkeypatch):
    """Every put question of summoning answered along seeded random games: the spaces
    listed are a fresh search's; and some of them came from the last figure's spaces
    (with a space hidden by the figure just placed among them, at least once)."""
    derived = {"used": 0, "hidden": 0}
    real = spaces._near_after

    def spy(s, w, clear, old_at, old):
        got = real(s, w, clear, old_at, old)
        if got is not None:
            derived["used"] += 1
            taken = sum(1 for h in old if s.at[h] >= 0)
            derived["hidden"] += len(old) - taken > len(got)
        return got

    monkeypatch.setattr(spaces, "_near_after", spy)
    asked = 0
    for seed in seeds:
        agent = RandomAgent(seed)
        s = RULES.new_game({"players": players}, seed)
        while not RULES.is_over(s):
            q = s.question()
            if q is not None and q["q"] == "put" and q["why"] == "summon":
                w, n, clear = q["near"], q["within"], q["clear"]
                assert spaces.near_spaces(s, w, n, clear) == _fresh_near(s, w, n, clear)
                asked += 1
            RULES.apply(s, agent.choose(s, RULES.legal_actions(s)))
    assert asked and derived["used"]
    if players == 2:
        assert derived["hidden"]        # a placed figure hid a space from its Planeswalker


def test_a_figure_that_leaves_its_space_gets_a_fresh_look(monkeypatch):
    """The last answer is used only when figures were added: a figure gone from where it
    stood (or another figure in its place) makes the spaces be looked at afresh."""
    s = RULES.new_game({"players": 2}, 3)
    agent = RandomAgent(3)
    while s.question() is not None or s.turn < 2:
        RULES.apply(s, agent.choose(s, RULES.legal_actions(s)))
    w = next(f for f in range(len(s.f_card)) if s.f_hex[f] >= 0)
    old_at = tuple(s.at)
    old = spaces.near_spaces(s, w, 5, 1)
    moved = RULES.clone(s)
    g = next(f for f in range(len(s.f_card)) if s.f_hex[f] >= 0 and f != w)
    free = next(h for h in old if moved.at[h] < 0)
    from engines.arena.state import place
    place(moved, g, free)
    moved.memo.clear()
    assert spaces._near_after(moved, w, 1, old_at, old) is None
    assert spaces.near_spaces(moved, w, 5, 1) == _fresh_near(moved, w, 5, 1)


@pytest.mark.parametrize("key", [k for k in map_keys() if k != "tutorial"])
def test_rays_passing_above_everything_in_their_corridor_are_all_clear(key):
    """Sight takes every ray between two hexes as clear, without tracing one, when the
    lowest end of them passes above the highest surface, ruin and wall of their
    corridor: the same rays as tracing each one says (and it is the case for some pairs
    and not for others)."""
    board = get_board(key)
    above = traced = 0
    for a in range(0, board.n, 4):
        for b in range(board.n):
            if board.dist[a][b] > 6 or a == b:
                continue
            for eye, lo, hi in ((0.75, 0.02, 0.25), (1.1, 0.3, 1.0), (0.5, 0.1, 0.1)):
                hexes, walls = corridors.corridor(board, a, b)
                want = 0
                for i, ray in enumerate(sight._rays(board, a, eye, b, lo, hi)):
                    if not sight._blocked(board, hexes, walls, ray):
                        want |= 1 << i
                board.sight_cache.clear()
                board.any_clear_cache.clear()
                assert sight._clear_mask(board, a, eye, b, lo, hi) == want, (a, b, eye)
                board.sight_cache.clear()
                assert sight._any_clear(board, a, eye, b, lo, hi) == (want != 0), (a, b)
                if sight._above_corridor(board, a, eye, b, lo):
                    above += 1
                else:
                    traced += 1
    board.sight_cache.clear()
    board.any_clear_cache.clear()
    assert above and traced


@pytest.mark.parametrize("key", [k for k in map_keys() if k != "tutorial"])
def test_a_corridor_told_from_its_template_has_the_measured_corridors_hexes(key):
    """The hexes a corridor's template names as surely inside (and the border ones
    measured) are the hexes of the corridor measured hex by hex: its bit mask and its
    highest point need no measuring of the sure ones."""
    board = get_board(key)
    for a in range(0, board.n, 3):
        for b in range(board.n):
            board.corridor_cache.pop((a, b), None)
            told = corridors.members(board, a, b)
            assert len(told) == len(set(told))
            assert set(told) == set(corridors.corridor(board, a, b)[0]), (a, b)


def test_a_move_carried_out_reads_the_search_its_listing_made(monkeypatch):
    """Moving a figure right after listing the moves reads the search the listing made
    (no new look at the position for it) and plays exactly as the same move applied to
    a copy that listed nothing: the same events, the same state."""
    from engines.arena import movement
    moves = 0
    for seed in (21, 22, 23):
        agent = RandomAgent(seed)
        s = RULES.new_game({"players": 2}, seed)
        while not RULES.is_over(s):
            legal = RULES.legal_actions(s)
            action = agent.choose(s, legal)
            if action[0] != "move" or s.f_hex2[action[1]] >= 0:
                RULES.apply(s, action)
                continue
            fresh = RULES.clone(s)
            calls: list = []
            real = movement._local
            with monkeypatch.context() as mp:
                mp.setattr(movement, "_local",
                           lambda *a, calls=calls, real=real: calls.append(a) or real(*a))
                ev = RULES.apply(s, action)
            assert calls == []
            assert RULES.apply(fresh, action) == ev
            assert RULES.to_json(fresh) == RULES.to_json(s)
            moves += 1
    assert moves >= 20


def test_a_double_space_answer_traces_every_path_with_one_tracer():
    """A double-space figure's answer (kept between positions) holds one tracer for all
    its destinations, not one per destination: each path it traces runs from where the
    figure stands to that destination, its back trailing its lead."""
    from engines.arena.movement import reachable
    from engines.arena.state import FIELD
    asked = 0
    for seed in range(30):
        agent = RandomAgent(seed)
        s = RULES.new_game({"players": 2}, seed)
        k = 0
        while not RULES.is_over(s) and k < 200:
            for f in range(len(s.f_card)):
                if s.f_zone[f] != FIELD or s.f_hex2[f] < 0:
                    continue
                answer = reachable(RULES.clone(s), f)
                if not answer:
                    continue
                assert len({r[5] for r in answer.values()}) == 1
                for dest, r in list(answer.items())[::9]:
                    path = r.path
                    assert path[0] == (s.f_hex[f], s.f_hex2[f]) and path[-1] == dest
                    assert all(i < len(path) for _, i in r.attacks)
                asked += 1
            RULES.apply(s, agent.choose(s, RULES.legal_actions(s)))
            k += 1
        if asked > 40:
            break
    assert asked


@pytest.mark.parametrize("players,seed", [(2, 31), (5, 32)])
def test_rays_past_figures_are_judged_by_the_figures_of_the_crowd_mask(players, seed):
    """Whether a ray the terrain leaves clear also passes the figures in its corridor is
    judged over the hexes of the crowd mask (the corridor's hexes with a figure that may
    block): the same verdict as looking along the whole corridor, for every pair of
    figures of seeded random positions (some with figures in the way)."""
    from engines.arena.stats import occupancy, occupied_bits
    from engines.arena.state import FIELD
    crowded = 0
    agent = RandomAgent(seed)
    s = RULES.new_game({"players": players}, seed)
    k = 0
    while not RULES.is_over(s) and k < 400:
        if k % 10 == 0:
            board = s.board
            occ = occupancy(s)
            figs = [f for f in range(len(s.f_card)) if s.f_zone[f] == FIELD]
            for f in figs:
                for g in figs:
                    fh, gh = s.hexes_of(f), s.hexes_of(g)
                    skip = fh + gh
                    bits = occupied_bits(s)
                    for h in skip:
                        bits &= ~(1 << h)
                    for a in fh:
                        for b in gh:
                            crowd = corridors.corridor_bits(board, a, b) & bits
                            mask = sight._clear_mask(board, a, 0.8, b, 0.1, 0.9)
                            if not crowd or not mask:
                                continue
                            want = any(
                                mask >> i & 1 and sight._figure_block(
                                    board, a, b, ray, occ, skip, 2.0) > 1.0
                                for i, ray in enumerate(sight._rays(board, a, 0.8, b, 0.1,
                                                                    0.9)))
                            assert sight._clear_past_figures(
                                board, a, 0.8, b, 0.1, 0.9, mask, occ, skip, crowd) == want
                            crowded += 1
        RULES.apply(s, agent.choose(s, RULES.legal_actions(s)))
        k += 1
    assert crowded


def _fresh_can_put(s, w: int, double: bool) -> bool:
    """Would a squad find a space: read from a fresh look at every space within five."""
    t = RULES.clone(s)
    near = tuple(spaces._near_iter(t, w, SUMMON_RANGE, 1))
    if not double:
        return bool(near)
    board = t.board
    return any(board.level[k] == board.level[h] and spaces._empty(t, board, k)
               for h in near for k in board.nbrs[h])


@pytest.mark.parametrize("players,seeds", [(2, range(0, 30)), (5, range(0, 4))])
def test_whether_a_squad_finds_a_space_is_what_a_fresh_look_says(players, seeds):
    """Summoning asks, at every listing while the Planeswalker's card is chosen, whether
    a squad would find a space within five clear-sight spaces: the one loop that stops at
    the first space that will do (a double-space squad: one with an empty neighbour on
    its level) answers what a fresh look at every space says, for both sizes."""
    agent = RandomAgent(3)
    asked = {True: 0, False: 0}
    for seed in seeds:
        s = RULES.new_game({"players": players}, seed)
        while not RULES.is_over(s):
            p = s.current
            w = alive_pw(s, p)
            if s.question() is None and s.step == CHOSEN and s.chosen == s.pw[p] and w >= 0:
                for double in (False, True):
                    got = spaces._any_near_seen(RULES.clone(s), w, s.f_hex[w], double)
                    assert got == _fresh_can_put(s, w, double)
                    asked[got] += 1
            RULES.apply(s, agent.choose(s, RULES.legal_actions(s)))
    assert asked[True] > 50


def test_a_planeswalker_with_no_empty_space_near_it_summons_nothing():
    """The same answers while the spaces near a Planeswalker fill up, one figure put
    down after the other (the farthest first), until none is left: then no squad finds a
    space; a double-space squad stops finding one earlier (it needs an empty neighbour
    on the space's level)."""
    s = RULES.new_game({"players": 5}, 1)
    board = s.board
    w = s.c_figs[s.pw[0]][0]
    corner = min((h for h in range(board.n) if board.open[h] and h not in s.g_hex),
                 key=lambda h: len(board.ball(h, SUMMON_RANGE)))
    for f in range(len(s.f_card)):
        place(s, f, -1)
    place(s, w, corner)
    s.f_zone[w] = FIELD
    small = [f for f in range(len(s.f_card)) if f != w and s.fig_card(f).size == 1]
    answers = []
    for h in reversed(board.ball(corner, SUMMON_RANGE, True)):      # the farthest first
        if not board.open[h] or s.at[h] >= 0 or not small:
            continue
        got = tuple(spaces._any_near_seen(RULES.clone(s), w, corner, double)
                    for double in (False, True))
        assert got == tuple(_fresh_can_put(s, w, double) for double in (False, True))
        answers.append(got)
        f = small.pop()
        place(s, f, h)
        s.f_zone[f] = FIELD
    assert spaces._any_near_seen(RULES.clone(s), w, corner, False) is False
    # both sizes found one; then only a single-space squad (no empty neighbour left)
    assert (True, True) in answers and (True, False) in answers
