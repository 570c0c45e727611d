"""The analysis's own search where the Hard agent decides by rule (engines.core.fallback,
issue 25): Arena's placements and questions, Magi-Nation's opening questions and
Magecraft's small decisions (setup discards, the gem that pays, a spell's place) get win chances too,
from the seat's view alone."""
from __future__ import annotations

import importlib

import pytest

from engines import registry
from engines.core import clock
from engines.core.analysis import analyse
from engines.core.fallback import OPTIONS, shortlist
from engines.core.review import positions, review
from engines.core.rng import Rng
from tests.engines.core.test_analysis import TickClock
from tests.engines.core.test_review import tiny_record

# games whose Hard agent answers questions by rule
RULED = ["arena", "magination", "magecraft"]
BUDGET = 0.4                         # of the tick clock: a few deals in either game


def _ruled(rules, view, legal) -> bool:
    """The Hard agent decides ``view`` without statistics (by rule)."""
    agent = rules.make_agent("hard", 7)
    agent.turn_budget = None
    agent.last_stats = {}
    with clock.using(TickClock()):
        agent.choose(view, legal, BUDGET)
    return not (agent.last_stats or {}).get("values")


def _analysed(rules, view, legal):
    with clock.using(TickClock()):
        return analyse(rules, view, legal, 7, BUDGET)


@pytest.mark.parametrize("game", RULED)
def test_the_first_decisions_settled_by_rule_now_have_win_chances(game):
    """A game's first decisions (Arena: where the Planeswalker is placed, where a summoned
    squad is put; Magi-Nation: who goes first, whether to play a starting card;
    Magecraft: the gems discarded at setup) are the Hard agent's rule (Magecraft's: its
    heuristic), without a search: the analysis searches them itself, so each has a best
    move with a win chance and at least two options weighed."""
    rules = registry.rules_for(game)
    record = tiny_record(game, seed=3, choices=3)
    found = positions(rules, record, {0})[:3]
    assert any(_ruled(rules, p.view, p.legal) for p in found), \
        f"{game}: no decision here is settled by rule: the test would prove nothing"
    for p in found:
        got = _analysed(rules, p.view, p.legal)
        assert got.best in p.legal
        assert got.chance_of(got.best) is not None, \
            f"{game}: action {p.index} ({got.reason_hint}) has no estimate"
        assert len(got.options) >= 2 and got.reason_hint in ("search", "close")


@pytest.mark.parametrize("game", RULED)
def test_the_review_graph_starts_at_the_first_decision(game):
    """The review's graph is no longer empty over the opening: the reviewed seat's very
    first decision has a "before" estimate."""
    rules = registry.rules_for(game)
    record = tiny_record(game, seed=3, choices=2)
    first = positions(rules, record, {0})[0]
    got = review(rules, record, 0, BUDGET, seed=5, clock=TickClock(), seats=())
    assert got is not None and got.entries[0].index == first.index
    assert got.entries[0].before is not None
    assert got.series[0][0][0] == first.index


@pytest.mark.parametrize("game", RULED)
def test_fallback_estimates_do_not_change_when_the_hidden_cards_are_reshuffled(game):
    """Honest: at decisions the Hard agent settles by rule, the analysis's own search
    gives the same move and the same chances when every card the seat cannot see is
    dealt anew (the conformance suite's reshuffle)."""
    rules = registry.rules_for(game)
    reshuffle = importlib.import_module(f"{registry.ENGINES[game]}.testing").reshuffle_hidden
    record = tiny_record(game, seed=8, choices=4)
    state = rules.new_game(dict(record.config), record.seed)
    rng = Rng(21)
    checked = 0
    for action in record.actions:
        seat = state.to_move
        legal = rules.legal_actions(state)
        if seat == 0 and len(legal) > 1 and checked < 2 \
                and _ruled(rules, rules.view(state, seat), legal):
            other = reshuffle(state, seat, rng)
            a = _analysed(rules, rules.view(state, seat), legal)
            b = _analysed(rules, rules.view(other, seat), rules.legal_actions(other))
            assert a == b, f"{game}: the fallback search saw a hidden card"
            assert a.chance_of(a.best) is not None
            checked += 1
        rules.apply(state, action)
    assert checked, f"{game}: no decision settled by rule: the test proves nothing"


def test_the_short_list_starts_with_the_agents_pick_and_keeps_a_few():
    """Few moves: all of them, the agent's pick first. Many (Arena's squad placements):
    the pick and the best ``OPTIONS - 1`` others by a look one move ahead, all legal."""
    rules = registry.rules_for("arena")
    record = tiny_record("arena", seed=3, choices=6)
    found = positions(rules, record, {0})
    few = next(p for p in found if 2 <= len(p.legal) <= OPTIONS)
    pick = few.legal[-1]
    assert shortlist(rules, few.view, few.legal, pick, 1) == \
        [pick] + [a for a in few.legal if a != pick]
    many = next(p for p in found if len(p.legal) > 3 * OPTIONS)
    pick = many.legal[len(many.legal) // 2]
    got = shortlist(rules, many.view, many.legal, pick, 1)
    assert got[0] == pick and len(got) == OPTIONS and len(set(got)) == OPTIONS
    assert all(a in many.legal for a in got)


def test_a_hard_agent_without_a_search_stays_without_estimates():
    """An agent with no search to lend: the move, no chance, reason "rule"."""

    class Ruler:
        last_stats: dict = {}

        def choose(self, view, legal, budget=None):
            return legal[0]

    class Rules:
        def make_agent(self, level, seed):
            return Ruler()

    got = analyse(Rules(), object(), [("a",), ("b",)], 0, 0.1)
    assert got.reason_hint == "rule" and got.options == [(("a",), None, 0)]
