"""The analysis API (engines.core.analysis): the Hard AI's choice and its estimates, from
one player's view, for every game."""
from __future__ import annotations

import importlib
import json

import pytest

from engines import registry
from engines.core import clock
from engines.core.analysis import Analysis, analyse, analyse_json, win_chances
from engines.core.rng import Rng

GAMES = list(registry.ENGINES)


class TickClock:
    """A clock that moves on by ``step`` each time it is read: the searches' caps run out
    after the same work in every run (no wall clock in a test)."""

    def __init__(self, step: float = 0.0005) -> None:
        self.t = 0.0
        self.step = step

    def __call__(self) -> float:
        self.t += self.step
        return self.t


def _positions(game, count: int, seed: int = 4) -> list:
    """States of a random game where the seat to move has a real choice."""
    rules = registry.rules_for(game)
    testing = importlib.import_module(f"{registry.ENGINES[game]}.testing")
    out = []
    for config in testing.CONFORMANCE_CONFIGS[:2]:
        s, _ = rules.start(config, seed)
        rng = Rng(seed)
        for step in range(3000):
            if rules.is_over(s) or len(out) >= count:
                break
            legal = rules.legal_actions(s)
            if len(legal) > 1 and step % 5 == 3:
                out.append(rules.clone(s))
            rules.apply(s, legal[rng.randrange(len(legal))])
    return out


def _analysed(rules, state, seat):
    with clock.using(TickClock()):
        return analyse(rules, rules.view(state, seat), rules.legal_actions(state), 7, 0.08)


@pytest.mark.parametrize("game", GAMES)
def test_the_estimates_do_not_change_when_the_hidden_cards_are_reshuffled(game):
    """Honest hints: a position and the same position with every card its player cannot
    see dealt again (the conformance suite's reshuffle) get the same best move and the
    same win chances, so no estimate can come from a hidden card."""
    rules = registry.rules_for(game)
    reshuffle = importlib.import_module(f"{registry.ENGINES[game]}.testing").reshuffle_hidden
    rng = Rng(13)
    searched = 0
    for s in _positions(game, 6):
        seat = s.to_move
        other = reshuffle(s, seat, rng)
        a, b = _analysed(rules, s, seat), _analysed(rules, other, seat)
        assert a == b, f"{game}: the analysis of seat {seat} saw a hidden card"
        searched += a.reason_hint in ("search", "close")
    assert searched, f"{game}: no position was searched: the test would prove nothing"


@pytest.mark.parametrize("game", GAMES)
def test_the_analysis_names_legal_moves_with_win_chances(game):
    """The best move is legal, every option is legal with a chance in [0, 1] backed by at
    least one deal, best chance first, and the JSON the worker sends back is the same
    analysis."""
    rules = registry.rules_for(game)
    for s in _positions(game, 4, seed=9):
        legal = rules.legal_actions(s)
        got = _analysed(rules, s, s.to_move)
        assert got.best in legal
        chances = [c for _, c, _ in got.options if c is not None]
        assert chances == sorted(chances, reverse=True)
        for a, c, n in got.options:
            assert a in legal
            assert c is None or (0.0 <= c <= 1.0 and n >= 1)
        assert Analysis.from_json(json.loads(json.dumps(got.to_json()))) == got


def test_one_legal_move_is_the_only_move():
    rules = registry.rules_for("magi")
    s, _ = rules.start({"players": 2}, 1)
    got = analyse(rules, rules.view(s, s.to_move), [("draw",)], 0, 0.01)
    assert got.best == ("draw",) and got.reason_hint == "only"
    assert got.options == [(("draw",), None, 0)]


def test_a_candidate_dropped_early_is_judged_on_the_deals_it_saw():
    """A candidate pruned after 4 of 10 deals, with 3 wins, has a 75% chance, not 30%:
    the search's ``values`` are totals over every deal played."""
    stats = {"samples": 10, "values": {("a",): 0.6, ("b",): 0.3},
             "counts": {("a",): 10, ("b",): 4}}
    assert win_chances(stats) == [(("b",), 0.75, 4), (("a",), 0.6, 10)]


def test_the_worker_json_answer_is_an_analysis():
    rules = registry.rules_for("magecraft")
    s = _positions("magecraft", 1)[0]
    v = rules.view(s, s.to_move)
    legal = [list(a) for a in rules.legal_actions(s)]
    with clock.using(TickClock()):
        data = analyse_json("magecraft", rules.to_json(v), legal, 3, 0.05)
    got = Analysis.from_json(data)
    assert got.best in rules.legal_actions(s)


@pytest.mark.parametrize("bad", [None, [], {"reason": "vibes"}, {"reason": "search",
                                                                  "best": None}])
def test_a_damaged_answer_is_refused(bad):
    with pytest.raises(ValueError):
        Analysis.from_json(bad)
