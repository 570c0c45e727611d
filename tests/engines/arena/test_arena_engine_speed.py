"""The fast engine's shortcuts say what the full computations say (issue 24, item 5).

* Listing a figure's moves reads its search and makes no Reach; the move carried out
  makes its one Reach, the same as the whole answer's (a double-space figure's too: its
  answer is kept compact until the whole is asked for), and is refused exactly where no
  move is listed.
* A single-space search is kept by what it reads of the position (the start, the move,
  the figures that block the way or engage within reach, the glyphs there) and shared by
  every position reading the same: friends moving about, or opponents too far away to
  matter, need no new search. A kept search is the search of the position asking.
* With nothing engaging the figure and no step falling, the search labels without ranks:
  the same labels in the same order as the ranked search.
* Summoning's clear-sight spaces are asked through one seer per figure: the same verdict
  as the sight question of each space.
* "Is there a card this enchantment could go on?" stops at the first card found.
* A corridor's top and then its set read the corridor's members once; its template's
  hexes are read from the map's flat grid, as by their coordinates.
* "Is any ray clear?" makes the rays one at a time, stopping at the first clear one.

tests/engines/arena/test_arena_engine_replay.py holds whole games to the recorded engine.
"""
from __future__ import annotations

import pytest

from engines.arena import RULES, corridors, double, movement, search, sight
from engines.arena.board import get_board, map_keys
from engines.arena.content import ARMY, SPELLS
from engines.arena.movement import move_actions, reach_to, reachable
from engines.arena.sight import space_seer
from engines.arena.spells import attach_targets
from engines.arena.state import FIELD, SUMMON_RANGE
from engines.arena.stats import occupancy, occupied_bits, sees_space
from engines.arena.testing import stage
from engines.core.agents import RandomAgent
from engines.core.rng import Rng


def _positions(players: int, seed: int, every: int = 3, limit: int = 60) -> list:
    """Positions of a seeded random game, one every ``every`` actions (clones)."""
    agent = RandomAgent(seed)
    s = RULES.new_game({"players": players}, seed)
    out = []
    k = 0
    while not RULES.is_over(s) and len(out) < limit:
        if k % every == 0:
            out.append(RULES.clone(s))
        RULES.apply(s, agent.choose(s, RULES.legal_actions(s)))
        k += 1
    return out


def _walkers(s) -> list:
    """Single-space figures on the battlefield with some move."""
    return [f for f in range(len(s.f_card)) if s.f_zone[f] == FIELD and s.f_hex2[f] < 0
            and RULES.stat(s, f, "move") > 0]


def _same_reach(a, b) -> None:
    assert tuple(a[:5]) == tuple(b[:5])
    assert (a.path, a.attacks, a.falls) == (b.path, b.attacks, b.falls)


@pytest.mark.parametrize("players,seed", [(2, 3), (5, 4)])
def test_listing_moves_makes_no_reach_and_lists_the_answers_destinations_in_order(
        players, seed):
    for s in _positions(players, seed):
        for f in _walkers(s):
            listed = RULES.clone(s)
            moves = move_actions(listed, f)
            assert ("reach", f) not in listed.memo          # no Reach was made
            whole = reachable(RULES.clone(s), f)
            assert moves == whole.moves
            assert [m[2:] for m in moves] == list(whole)


def test_the_move_carried_out_has_the_reach_of_the_whole_answer():
    for s in _positions(2, 5, every=2):
        for f in _walkers(s):
            whole = reachable(RULES.clone(s), f)
            for dest, r in list(whole.items())[::7]:
                _same_reach(reach_to(RULES.clone(s), f, dest), r)
            with pytest.raises(KeyError):
                reach_to(RULES.clone(s), f, (s.f_hex[f],))    # its own space: no move


@pytest.mark.parametrize("players,seed", [(2, 3), (5, 4)])
def test_the_move_carried_out_is_refused_exactly_off_the_listed_moves(players, seed):
    """``reach_to`` reads the search (a space it labelled, whose ground takes the
    figure's base, with no figure on it) instead of the listed moves: it refuses every
    space of the map that is no listed destination (friends' spaces the search passes
    through, the start, solid ground, spaces out of reach), and makes the answer's Reach
    for every one that is."""
    made = passed = 0
    for s in _positions(players, seed, every=7, limit=80):
        for f in _walkers(s):
            listed = set(move_actions(RULES.clone(s), f))
            whole = reachable(RULES.clone(s), f)
            t = RULES.clone(s)
            labelled = movement._single_search(t, f, RULES.stat(t, f, "move"))[2][0]
            for h in range(s.board.n):
                if ("move", f, h) in listed:
                    _same_reach(reach_to(t, f, (h,)), whole[(h,)])
                    made += 1
                else:
                    with pytest.raises(KeyError):
                        reach_to(t, f, (h,))
                    passed += h in labelled and s.at[h] >= 0
    assert made > 100 and passed > 10       # figures on spaces the search went through


def _double_positions(seed: int, limit: int = 40) -> list:
    """(position, figure) pairs of a seeded random Duel of Chandra (her Blazing Firecats
    take two spaces) where a double-space figure on the battlefield has some move; the
    random pick ends the turn only one time in eight (the game goes deep into moves)."""
    rng = Rng(seed)
    s = RULES.new_game({"players": 2, "armies": ["chandra", "nissa"]}, seed)
    out: list = []
    while not RULES.is_over(s) and len(out) < limit:
        for f in range(len(s.f_card)):
            if s.f_zone[f] == FIELD and s.f_hex2[f] >= 0 and RULES.stat(s, f, "move") > 0:
                out.append((RULES.clone(s), f))
        legal = RULES.legal_actions(s)
        a = legal[rng.next64() % len(legal)]
        for _ in range(7):
            if a[0] != "end":
                break
            a = legal[rng.next64() % len(legal)]
        RULES.apply(s, a)
    return out


@pytest.mark.parametrize("seed", [3, 5])
def test_a_double_space_figures_moves_are_listed_and_carried_without_the_whole_answer(seed):
    """Listing a double-space figure's moves makes no Reach (its answer is kept compact),
    in the order of the whole answer's destinations; the move carried out has the Reach
    (cost, water, attacks, falls, path) of the whole answer; a space that is not a
    destination is refused."""
    pairs = _double_positions(seed)
    assert len(pairs) > 10
    movement._SHARED.clear()
    for s, f in pairs:
        listed = RULES.clone(s)
        moves = move_actions(listed, f)
        assert ("reach", f) not in listed.memo          # no whole answer was made
        for dest in [m[2:] for m in moves][::11]:
            r = reach_to(RULES.clone(s), f, dest)
            assert ("reach", f) not in listed.memo
            whole = reachable(RULES.clone(s), f)
            _same_reach(r, whole[dest])
        with pytest.raises(KeyError):
            reach_to(RULES.clone(s), f, (s.f_hex[f], s.f_hex2[f]))   # where it stands
        movement._SHARED.clear()
        first = move_actions(RULES.clone(s), f)
        whole = reachable(RULES.clone(s), f)
        assert first == moves == whole.moves
        assert [m[2:] for m in moves] == list(whole)


@pytest.mark.parametrize("seed", [3, 5])
def test_a_double_space_searchs_rows_from_the_bare_map_are_the_positions_rows(seed):
    """The double-space search takes each lead hex's steps from the bare map's table
    unless the row reads a space with a glyph or another figure on it: every row it
    takes is the row the position gives (the figures blocking or standing, the glyphs
    in play), for every hex of positions with a double-space figure."""
    checked = 0
    for s, f in _double_positions(seed):
        card, board, H, flying, sure, _, enter, stand, glyph = double._setup(s, f)
        clean, readers, wet = double._bare_rows(board, H, flying, sure,
                                                  card.base == "large")
        rows = double._position_rows(s, f, clean, readers)
        steps = board.step_table(H, flying, sure)
        for lead in range(board.n):
            if rows[lead] is not None:
                assert list(rows[lead]) == double._lead_steps(
                    lead, steps[lead], enter, glyph, wet, stand, board.level,
                    double.pair_index(board))
                checked += 1
        assert rows.count(None) > 0
    assert checked > 1000


@pytest.mark.parametrize("players,seed", [(2, 7), (4, 8), (5, 9)])
def test_every_kept_search_is_the_search_of_the_position_asking(players, seed):
    """The kept search a position gets (for its local key, or the search of the same
    ground with no figure about when none of its blockers and opponents touches it) is
    the one a fresh search of its own key makes."""
    movement._LOCAL.clear()
    for s in _positions(players, seed, every=2, limit=120):
        for f in _walkers(s):
            s.memo.clear()
            board, key, kept = movement._single_search(s, f, RULES.stat(s, f, "move"))
            fresh = search.search_single(board, key)
            assert list(kept[0].items()) == list(fresh[0].items())  # spaces, labels


def test_friends_moving_about_need_no_new_search(monkeypatch):
    """A squad figure moves away from its squadmate (no opponent near either): the
    squadmate's moves are listed from the search already kept, and are those of a
    fresh search."""
    for s in _positions(2, 11, every=1, limit=400):
        if s.question() is not None or s.chosen < 0 or s.step != 1:
            continue
        figs = [f for f in s.c_figs[s.chosen] if f in _walkers(s)]
        if len(figs) < 2:
            continue
        a, b = figs[0], figs[1]
        listed = move_actions(s, b)
        key_before = movement._single_search(s, b, RULES.stat(s, b, "move"))[1]
        if key_before[7] or key_before[9]:
            continue                                   # someone blocks or engages
        far = [m for m in move_actions(s, a)
               if get_board(s.board_key).dist[m[2]][s.f_hex[b]] > 2]
        if not far:
            continue
        t = RULES.clone(s)
        RULES.apply(t, far[0])
        if t.f_hex[a] != far[0][2] or movement._single_search(
                t, b, RULES.stat(t, b, "move"))[1] != key_before:
            continue                                   # the move drew an attack, or so
        calls: list = []
        real = search.search_single
        with monkeypatch.context() as mp:
            mp.setattr(search, "search_single",
                       lambda board, key, calls=calls, real=real:
                       calls.append(key) or real(board, key))
            t.memo.clear()
            after = move_actions(t, b)
        assert calls == []                             # no new search
        movement._LOCAL.clear()
        t.memo.clear()
        assert after == move_actions(t, b)             # the same as a fresh search
        assert set(after) != set(listed)               # a's old space is free now
        return
    pytest.fail("no squad figure moved away from its squadmate in the game")


@pytest.mark.parametrize("key", [k for k in map_keys() if k != "tutorial"])
def test_with_nothing_engaging_and_no_fall_the_plain_search_labels_as_the_ranked(key):
    board = get_board(key)
    for height, flying, sure in ((4, False, False), (5, False, True), (4, True, False)):
        steps = search.step_groups(board, height, flying, sure)
        assert not board.step_falls(height, flying, sure)
        enter = board.ground_table(False, flying)[0]
        glyph = [False] * board.n
        for g in board.glyphs:
            glyph[g.hex] = True
        for start in range(0, board.n, 5):
            if not enter[start]:
                continue
            for m in (4, 7):
                runs = []
                for ranked in (True, False):
                    labels: list = [dict() for _ in range(m + 1)]
                    labels[0][start] = 0
                    # the first row: m + 1 where the figure may enter
                    # (``search_single``)
                    zero = [m + 1 if ok else -1 for ok in enter]
                    zero[start] = 0
                    stop = [g or (w and not flying) for g, w in zip(glyph, board.water)]
                    if ranked:
                        best = search.ranked(labels, steps, zero, stop, start, m,
                                                board.n, [0] * board.n)
                    else:
                        best = search.plain(labels, steps, zero, stop, start, m, board.n)
                    runs.append(([list(layer.items()) for layer in labels],
                                 list(best.items())))
                assert runs[0] == runs[1], (key, start, m)


@pytest.mark.parametrize("players,seed", [(2, 12), (5, 13)])
def test_the_summoning_seer_sees_each_space_as_the_sight_question_does(players, seed):
    for s in _positions(players, seed, every=4):
        board = s.board
        for f in range(len(s.f_card)):
            if s.f_zone[f] != FIELD or not ARMY[s.c_key[s.f_card[f]]].is_planeswalker:
                continue
            fh = s.hexes_of(f)
            card = ARMY[s.c_key[s.f_card[f]]]
            bits = occupied_bits(s)
            for k in fh:
                bits &= ~(1 << k)
            eye = card.target * card.height * 0.25
            seen = space_seer(board, fh, eye, occupancy(s), bits)
            for h in board.ball(fh[0], SUMMON_RANGE):
                assert seen(h) == sees_space(s, f, h), (f, h)


def _crowded(armies: tuple) -> object:
    """A Melee with the first figure of every card of every army on the battlefield."""
    blank = stage("melee", armies=armies)
    board = get_board("melee")
    free = iter(h for h in range(board.n) if board.open[h] and not board.water[h]
                and h not in {g.hex for g in board.glyphs})
    figures = []
    for p in range(len(armies)):
        for c in blank.army[p]:
            h = next(free)
            if ARMY[blank.c_key[c]].size == 2:
                continue                    # a double-space figure needs two spaces
            figures.append((p, ARMY[blank.c_key[c]].key, 0, (board.q[h], board.r[h])))
    return stage("melee", armies=armies, figures=figures)


def test_is_there_a_card_for_an_enchantment_stops_at_the_first_one_found():
    enchants = [sp for sp in range(len(SPELLS)) if SPELLS[sp].type != "sorcery"]
    asked = 0
    for armies in (("chandra", "jace", "liliana", "nissa", "gideon"),
                   ("nissa", "gideon", "chandra")):
        s = _crowded(armies)
        for p in range(s.players):
            for sp in enchants:
                every = attach_targets(s, p, sp)
                assert attach_targets(s, p, sp, first=True) == every[:1]
                asked += len(every) > 1
    assert asked                    # some had more than one card to choose from


def test_a_corridors_set_after_its_top_reads_its_members_once(monkeypatch):
    """Sight (a corridor's hexes decide what blocks a line): asking for a corridor's top
    and then for its set reads the corridor's members once, and the set holds the same
    hexes as the corridor itself."""
    board = get_board("melee")
    sets = board.tables.setdefault("corridor_sets", {})
    read = []
    real = corridors.members
    monkeypatch.setattr(corridors, "members", lambda *a: read.append(a) or real(*a))
    pairs = [(a, b) for a in range(0, board.n, 7) for b in range(3, board.n, 11)
             if a != b and (a, b) not in board.corridor_cache][:40]
    assert pairs
    for a, b in pairs:
        for key in (a << 16 | b, b << 16 | a):      # (b to a's would be reused)
            board.corridor_bits_cache.pop(key, None)
            board.corridor_top_cache.pop(key, None)
            sets.pop(key, None)
        read.clear()
        corridors.corridor_top(board, a, b)
        hexes = corridors.corridor_set(board, a, b)[0]
        assert len(read) == 1
        assert sorted(hexes) == sorted(corridors.corridor(board, a, b)[0])


@pytest.mark.parametrize("key", ["duel", "melee"])
def test_a_corridors_template_hexes_are_read_from_the_maps_grid_as_by_coordinates(key):
    """Sight (the hexes a line can meet): the hexes a corridor's template names, read
    from the map's flat grid by one index each, are the hexes at those coordinates on
    the map (none where the map has no hex), in the template's order, for every offset
    between two hexes of the map."""
    board = get_board(key)
    grid, q0, r0, rows = corridors._grid(board)
    assert sorted(h for h in grid if h >= 0) == list(range(board.n))
    for a in range(0, board.n, 5):
        qa, ra = board.q[a], board.r[a]
        base = (qa - q0) * rows + ra - r0
        for b in range(board.n):
            dq, dr = board.q[b] - qa, board.r[b] - ra
            steps = corridors._template_steps(board, dq, dr, rows)
            for offsets, ds in zip(corridors._template(board, dq, dr), steps):
                assert [grid[base + d] for d in ds] == [
                    board.id_of.get((qa + oq, ra + orr), -1) for oq, orr in offsets]


def test_is_any_ray_clear_makes_the_rays_one_at_a_time(monkeypatch):
    """Sight (a line is clear when one of its rays is): "is any ray clear?" makes the
    rays one at a time, stopping at the first clear one, and answers as the whole mask
    of clear rays does."""
    board = get_board("melee")
    eye, lo, hi = 1.5, 0.02, 1.0
    ek, lk, hk = (int(v * 1000 + 0.5) for v in (eye, lo, hi))
    pairs = [(a, b) for a in range(0, board.n, 5) for b in range(2, board.n, 9) if a != b]
    truth = {}
    for a, b in pairs:
        truth[a, b] = sight._clear_mask(board, a, eye, b, lo, hi) != 0
    monkeypatch.setattr(sight, "_rays", lambda *a: pytest.fail("all the rays were made"))
    asked = 0
    for a, b in pairs:
        key = (a, b, ek, lk, hk)
        board.sight_cache.pop(key, None)
        board.any_clear_cache.pop(key, None)
        asked += not sight._above_corridor(board, a, eye, b, lo)
        assert sight._any_clear(board, a, eye, b, lo, hi) == truth[a, b]
    assert asked                    # some went through the rays


@pytest.mark.parametrize("players,seed", [(2, 16), (5, 17)])
def test_summoning_spaces_read_from_the_maps_verdicts_are_those_the_sight_question_gives(
        players, seed):
    """The empty spaces within five of a Planeswalker in its clear sight, read from the
    map's verdicts per space (``sight.space_row``: the corridor, and whether the terrain
    leaves a ray clear), are the empty spaces ``sees_space`` says it sees, in hex order
    and nearest first."""
    from engines.arena.spaces import _glyph_spaces, _near_iter
    asked = 0
    for s in _positions(players, seed, every=3):
        board = s.board
        for f in range(len(s.f_card)):
            if (s.f_zone[f] != FIELD or s.f_hex2[f] >= 0
                    or not ARMY[s.c_key[s.f_card[f]]].is_planeswalker):
                continue
            for nearest in (False, True):
                want = [h for h in board.ball(s.f_hex[f], SUMMON_RANGE, nearest)
                        if board.open[h] and s.at[h] < 0 and h not in _glyph_spaces(s)
                        and sees_space(s, f, h)]
                assert list(_near_iter(s, f, SUMMON_RANGE, 1, nearest)) == want
                asked += 1
    assert asked
