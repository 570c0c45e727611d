"""The post-game review (engines.core.review): every decision of the reviewed seat with a
real choice judged by the Hard AI from that seat's own view; the largest drops marked as
mistakes; progress reported and a stop obeyed; the same for every game."""
from __future__ import annotations

import importlib

import pytest

from engines import registry
from engines.core.replay import Record
from engines.core.review import (BIG_DROP, Entry, Position, Walk, pick_mistakes,
                                 positions, review, run)
from engines.core.rng import Rng
from engines.core import clock
from tests.engines.core.test_analysis import TickClock

GAMES = list(registry.ENGINES)
BUDGET = 0.06


CHOICES = {"arena": 8, "magination": 8}    # their first decisions are small questions


def tiny_record(game: str, seed: int = 3, choices: int | None = None) -> Record:
    """A seeded two-player game of random moves, until seat 0 has had ``choices``
    decisions with more than one legal move (or the game ends)."""
    rules = registry.rules_for(game)
    config = dict(importlib.import_module(f"{registry.ENGINES[game]}.testing")
                  .CONFORMANCE_CONFIGS[0], players=2)
    state = rules.new_game(config, seed)
    rng = Rng(seed)
    record = Record(game, config, seed, [])
    seen = 0
    choices = choices or CHOICES.get(game, 4)
    while not rules.is_over(state) and seen < choices and len(record.actions) < 400:
        legal = rules.legal_actions(state)
        seen += state.to_move == 0 and len(legal) > 1
        action = legal[rng.randrange(len(legal))]
        rules.apply(state, action)
        record.actions.append(tuple(action))
    return record


def _review(game, record, **kw):
    kw.setdefault("seats", ())
    return review(registry.rules_for(game), record, 0, BUDGET, seed=5,
                  clock=TickClock(), **kw)


@pytest.mark.parametrize("game", GAMES)
def test_one_entry_per_real_decision_of_the_seat_with_chances(game):
    """Each decision of the reviewed seat with more than one legal move is one entry, in
    the record's order, with its chances in [0, 1]; the series has the seat's own
    estimate at each; the mistakes are entries, largest drop first, at most five."""
    rules = registry.rules_for(game)
    record = tiny_record(game)
    got = _review(game, record)
    mine = [p.index for p in positions(rules, record, {0})]
    assert mine, "the tiny game has no decision to review"
    assert [e.index for e in got.entries] == mine
    for e in got.entries:
        assert e.seat == 0 and e.best is not None
        for c in (e.before, e.after, e.best_chance):
            assert c is None or 0.0 <= c <= 1.0
        if e.played == e.best:
            assert e.drop == 0.0
    assert any(e.before is not None for e in got.entries), "nothing was estimated"
    assert [i for i, _ in got.series[0]] == [e.index for e in got.entries
                                             if e.before is not None]
    drops = [m.drop for m in got.mistakes]
    assert drops == sorted(drops, reverse=True) and len(drops) <= 5
    assert all(m in got.entries for m in got.mistakes)
    assert got.actions == len(record.actions)


@pytest.mark.parametrize("game", GAMES)
def test_the_review_is_the_same_when_the_hidden_cards_are_reshuffled(game):
    """Honest: each position of a game reviewed again with every card its seat cannot
    see dealt anew (the conformance suite's reshuffle) gets the same entries - before,
    after, the best move - so no estimate comes from a hidden card."""
    rules = registry.rules_for(game)
    reshuffle = importlib.import_module(f"{registry.ENGINES[game]}.testing").reshuffle_hidden
    record = tiny_record(game, seed=8)
    state = rules.new_game(dict(record.config), record.seed)
    rng = Rng(21)
    plain, shuffled = [], []
    for i, action in enumerate(record.actions):
        seat = state.to_move
        legal = rules.legal_actions(state)
        if seat == 0 and len(legal) > 1:
            other = reshuffle(state, seat, rng)
            plain.append(Position(i, seat, rules.view(state, seat), legal, tuple(action)))
            shuffled.append(Position(i, seat, rules.view(other, seat),
                                     rules.legal_actions(other), tuple(action)))
        rules.apply(state, action)
    assert plain
    with clock.using(TickClock()):
        a = run(rules, Walk(rules, plain, 0, BUDGET, 5)).entries
    with clock.using(TickClock()):
        b = run(rules, Walk(rules, shuffled, 0, BUDGET, 5)).entries
    assert a == b, f"{game}: the review saw a hidden card"
    assert any(e.before is not None for e in a), "nothing searched: the test proves nothing"


def test_the_same_seed_and_clock_give_the_same_review():
    record = tiny_record("magecraft", seed=4)
    assert _review("magecraft", record) == _review("magecraft", record)


def test_progress_is_told_and_a_stop_is_obeyed():
    """progress(done, total) after each decision; returning False stops the review."""
    record = tiny_record("magi", seed=2, choices=6)
    total = len(positions(registry.rules_for("magi"), record, None))
    told = []

    def progress(done, of):
        told.append((done, of))
        return len(told) < 2

    assert _review("magi", record, progress=progress, seats=None) is None
    assert told == [(1, total), (2, total)]
    told.clear()
    assert _review("magi", record, progress=lambda d, t: told.append((d, t)),
                   seats=None) is not None
    assert told[-1] == (total, total) and len(told) == total


def test_other_seats_get_their_own_estimates_only_in_the_series():
    """The series has each seat's own estimate at its decisions; only the reviewed seat
    has entries."""
    record = tiny_record("magecraft", seed=6, choices=12)
    got = _review("magecraft", record, seats=None)
    assert set(got.series) == {0, 1}
    assert all(e.seat == 0 for e in got.entries)
    assert _review("magecraft", record, seats=()).series.keys() == {0}


def _entry(i, before, after, played=("a",), best=("b",)):
    return Entry(i, 0, before, after, played, best, before)


def test_the_three_to_five_largest_drops_are_the_mistakes():
    """Largest drop first (ties: the earlier move); drops of at most 2 points are noise;
    the three largest are marked, a fourth and a fifth only when they cost at least
    BIG_DROP; the best move played is never a mistake."""
    entries = [_entry(0, 0.6, 0.59), _entry(1, 0.7, 0.4), _entry(2, 0.5, 0.45),
               _entry(3, 0.5, 0.46), _entry(4, 0.9, 0.5, played=("b",)),
               _entry(5, 0.5, 0.3), _entry(6, 0.5, 0.3), _entry(7, None, 0.1)]
    assert [e.index for e in pick_mistakes(entries)] == [1, 5, 6]
    many = [_entry(i, 0.9, 0.9 - d) for i, d in enumerate((0.05, 0.3, 0.1, 0.25, 0.2,
                                                           0.09, 0.03))]
    got = pick_mistakes(many)
    assert [e.index for e in got] == [1, 3, 4, 2, 5]
    assert all(e.drop >= BIG_DROP for e in got[3:])


def test_the_bench_game_stops_after_its_turns():
    """The bench's seeded game (engines.core.review_bench) ends when the game does or
    once its turns have started: here four."""
    from engines.core.review_bench import seeded_game
    rules = registry.rules_for("magecraft")
    with clock.using(TickClock()):
        record = seeded_game(rules, {"players": 2}, 2, turns=4, levels=("easy", "easy"))
    state = rules.new_game(dict(record.config), record.seed)
    turns, whose = 1, state.current
    for action in record.actions:
        rules.apply(state, action)
        if state.current != whose:
            turns, whose = turns + 1, state.current
    assert turns == 5 and record.actions, "the game went on past its fourth turn"


def test_the_bench_confirms_marks_with_a_longer_search():
    """review_confirmed's count: each marked move weighed again against the better one;
    no more confirmed than judged, no more judged than marked."""
    from engines.core.review_bench import confirmed
    rules = registry.rules_for("magi")
    record = tiny_record("magi", seed=2, choices=8)
    got = _review("magi", record)
    assert got.mistakes, "no mistake marked: the test would prove nothing"
    with clock.using(TickClock()):
        yes, n = confirmed(rules, record, got, 2)
    assert 0 <= yes <= n <= len(got.mistakes) and n > 0
