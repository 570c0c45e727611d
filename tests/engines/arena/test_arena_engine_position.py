"""What the fast engine keeps per position, from one action to the next (issue 24, item 5,
round 4), and that it is what a fresh look says.

* Answers that depend only on where the figures stand, the cards and who controls them,
  the glyphs in play and the teams (sight between figures, engagement, the targets in
  reach of a figure, whether a spell has a target) are kept from one action to the
  next while nothing moves, changes control or takes a glyph away (each of those
  empties the position's cache). A listing reading them lists what a fresh copy of the
  position lists.
* Putting a figure on the battlefield (or taking it off), in the rules or in a table's
  drawn snapshot, forgets what the state kept of its position (nothing of the old
  position is ever read for the new one, nor filed under it).
* The check of an action taken from the listing of that very position (or from the
  options of the question asked) reads the listing: an action is legal when it is
  exactly one listed, its types too, for the player to move.
* The sight question over terrain reads a corridor's hexes in no order: the same hexes
  and walls as the ordered corridor.

tests/engines/arena/test_arena_engine_replay.py holds whole games to the recorded engine.
"""
from __future__ import annotations

import pytest

from engines.arena import RULES, combat, corridors, spells, stats
from engines.arena.board import get_board, map_keys
from engines.arena.read import Battle
from engines.arena.state import FIELD, place
from engines.core.agents import RandomAgent


def _fresh(s):
    """A copy of the position with nothing kept (a copy's cache starts empty)."""
    return RULES.clone(s)


@pytest.mark.parametrize("players,seeds", [(2, range(0, 10)), (5, range(0, 2))])
def test_answers_carried_between_actions_are_what_a_fresh_look_says(players, seeds):
    """Along seeded random games, at every position: the legal actions, every figure's
    attack targets, engagement and sight to every other figure, and every seat's
    castable spells, read with what earlier positions left, equal those of a copy
    worked out afresh."""
    agent = RandomAgent(9)
    checked = 0
    carried = 0
    for seed in seeds:
        s = RULES.new_game({"players": players}, seed)
        while not RULES.is_over(s):
            carried += bool(s.memo.get("carried"))
            legal = RULES.legal_actions(s)
            on = [f for f in range(len(s.f_card)) if s.f_zone[f] == FIELD]
            mine = ([combat.targets(s, f) for f in on], [stats.engaged_with(s, f) for f in on],
                    [stats.line_of_sight(s, f, g, c) for f in on for g in on if f != g
                     for c in (False, True)],
                    [spells.castable(s, p) for p in range(s.players)])
            t = _fresh(s)
            fresh = ([combat.targets(t, f) for f in on], [stats.engaged_with(t, f) for f in on],
                     [stats.line_of_sight(t, f, g, c) for f in on for g in on if f != g
                      for c in (False, True)],
                     [spells.castable(t, p) for p in range(t.players)])
            assert legal == RULES.legal_actions(t)
            assert mine == fresh
            checked += 1
            RULES.apply(s, agent.choose(s, legal))
    assert checked > 100 and carried > 20      # answers were carried, many times


def test_putting_a_figure_down_forgets_what_was_kept_of_the_position():
    """``place`` empties the state's per-position cache: what it held (the position's
    key first of all) was of the position before the figure moved."""
    s = RULES.new_game({"players": 2}, 4)
    agent = RandomAgent(1)
    while s.turn < 3:
        RULES.apply(s, agent.choose(s, RULES.legal_actions(s)))
    f = next(f for f in range(len(s.f_card)) if s.f_zone[f] == FIELD)
    before = stats.where(s)
    assert s.memo
    free = next(h for h in range(s.board.n) if s.at[h] < 0 and s.board.open[h])
    place(s, f, free)
    assert not s.memo
    assert stats.where(s) != before


def test_a_table_patching_its_snapshot_forgets_what_was_kept_of_the_position():
    """The read model's ``place_figure`` / ``remove_figure`` (a table moving its drawn
    snapshot as events play) empty the snapshot's per-position cache, so an answer about
    the new position is never filed under the old one (``stats.carried``)."""
    s = RULES.new_game({"players": 2}, 4)
    agent = RandomAgent(1)
    while s.turn < 3:
        RULES.apply(s, agent.choose(s, RULES.legal_actions(s)))
    f = next(f for f in range(len(s.f_card)) if s.f_zone[f] == FIELD)
    b = Battle(s)
    stats.carried(s)
    free = next(h for h in range(s.board.n) if s.at[h] < 0 and s.board.open[h])
    b.place_figure(f, free)
    assert "carried" not in s.memo and "where" not in s.memo
    stats.carried(s)
    b.remove_figure(f)
    assert "carried" not in s.memo and "where" not in s.memo


@pytest.mark.parametrize("seed", [3, 8])
def test_a_listed_action_is_legal_exactly_with_its_types(seed):
    """The check of an action from the position's own listing says it is legal; the same
    numbers with a bool for an int (True for figure or card 1) are refused, with a
    reason."""
    agent = RandomAgent(seed)
    s = RULES.new_game({"players": 2}, seed)
    swapped = 0
    while not RULES.is_over(s) and swapped < 5:
        legal = RULES.legal_actions(s)
        for a in legal:
            assert RULES.why_illegal(s, a) is None
            if s.question() is None and len(a) > 1 and a[1] is not True and a[1] == 1:
                bad = (a[0], True) + tuple(a[2:])
                reason = RULES.why_illegal(s, bad)
                assert isinstance(reason, str) and reason
                swapped += 1
        RULES.apply(s, agent.choose(s, legal))
    assert swapped >= 1


@pytest.mark.parametrize("players,seed", [(2, 5), (5, 2)])
def test_every_answer_is_legal_exactly_with_its_types_for_its_player(players, seed):
    """At every position of a seeded random game, questions too: every listed action is
    legal, and so is a copy of it (equal, not the same object); with a bool for an int
    1 it is refused with a reason, and so is the action itself said by another player
    (or by a bool for the player to move)."""
    agent = RandomAgent(seed)
    s = RULES.new_game({"players": players}, seed)
    swapped = {True: 0, False: 0}           # per position with a question or not
    while not RULES.is_over(s):
        legal = RULES.legal_actions(s)
        asked = s.question() is not None
        p = s.to_move
        for a in legal:
            assert RULES.why_illegal(s, a) is None
            assert RULES.why_illegal(s, a, p) is None
            assert RULES.why_illegal(s, tuple(list(a))) is None
            assert isinstance(RULES.why_illegal(s, a, (p + 1) % players), str)
            if p == 1:
                assert isinstance(RULES.why_illegal(s, a, True), str)
            for i in range(1, len(a)):
                if type(a[i]) is int and a[i] == 1:
                    reason = RULES.why_illegal(s, a[:i] + (True,) + a[i + 1:])
                    assert isinstance(reason, str) and reason
                    swapped[asked] += 1
        RULES.apply(s, agent.choose(s, legal))
    assert swapped[True] >= 1 and swapped[False] >= 1


@pytest.mark.parametrize("key", map_keys())
def test_the_unordered_corridor_holds_the_corridors_hexes_and_walls(key):
    """The hexes and walls the terrain check reads (``_corridor_set``) are those of the
    ordered corridor, for pairs of hexes all over the map."""
    board = get_board(key)
    for a in range(0, board.n, 7):
        for b in range(0, board.n, 3):
            hexes, walls = corridors.corridor_set(board, a, b)
            ordered, owalls = corridors.corridor(board, a, b)
            assert sorted(hexes) == sorted(ordered), (key, a, b)
            assert sorted(walls) == sorted(owalls), (key, a, b)
