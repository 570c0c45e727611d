"""The generic determinized rollout agent (flat Monte-Carlo), on the toy trick game."""
from __future__ import annotations

from engines.core.agents import RandomAgent
from engines.core.rollout import RolloutAgent
from tests.engines.core.toygame import RULES


def _random_policy(state, legal, rng):
    return legal[rng.next64() % len(legal)]


def _agent(seed=0, samples=40):
    return RolloutAgent(RULES, _random_policy, samples=samples, time_cap=None, seed=seed)


def _play(agents, seed):
    state = RULES.new_game({"players": 2}, seed)
    while not RULES.is_over(state):
        seat = state.to_move
        view = RULES.view(state, seat)
        RULES.apply(state, agents[seat].choose(view, RULES.legal_actions(view)))
    return RULES.result(state)


def test_rollout_agent_plays_legal_moves_to_the_end():
    result = _play([_agent(1), _agent(2)], 3)
    assert result["winners"]


def test_rollout_agent_is_deterministic_for_a_seed():
    state = RULES.new_game({"players": 2}, 8)
    view = RULES.view(state, state.to_move)
    legal = RULES.legal_actions(view)
    a, b = _agent(4), _agent(4)
    assert a.choose(view, legal) == b.choose(view, legal)
    assert a.last_stats["values"] == b.last_stats["values"]


def test_rollout_agent_never_reads_hidden_cards():
    """Two games that differ only in the opponent's hidden hand give the same decision."""
    state = RULES.new_game({"players": 2}, 21)
    other = RULES.clone(state)
    me = state.to_move
    opp = 1 - me
    pool = other.hands[opp] + other.out
    other.hands[opp], other.out = pool[-len(other.hands[opp]):], pool[:-len(other.hands[opp])]
    assert other.hands[opp] != state.hands[opp]
    picks = []
    for s in (state, other):
        view = RULES.view(s, me)
        agent = _agent(6)
        picks.append((agent.choose(view, RULES.legal_actions(view)), agent.last_stats["values"]))
    assert picks[0] == picks[1]


def test_rollout_agent_beats_random_play():
    wins = 0.0
    for g in range(20):
        seat = g % 2
        agents = [RandomAgent(100 + g), RandomAgent(200 + g)]
        agents[seat] = _agent(g, samples=30)
        winners = _play(agents, 500 + g)["winners"]
        wins += (1.0 / len(winners)) if seat in winners else 0.0
    assert wins >= 13


def test_a_zero_time_cap_still_answers_with_the_first_candidate():
    """No time at all: the deal in progress is given up at once (issue 24: a decision
    never runs far past its cap) and the first candidate - the prior's move when there
    is one - is the answer."""
    state = RULES.new_game({"players": 2}, 8)
    view = RULES.view(state, state.to_move)
    legal = RULES.legal_actions(view)
    agent = RolloutAgent(RULES, _random_policy, samples=1000, time_cap=0.0)
    assert agent.choose(view, legal) == legal[0]
    assert agent.last_stats["samples"] == 0


def _ticking_agent(foresee: bool) -> RolloutAgent:
    """An agent whose clock moves 0.3 s with every deal, capped at 1.0 s."""
    now = [0.0]

    def deal(view, rng):
        now[0] += 0.3
        return RULES.determinize(view, rng)

    return RolloutAgent(RULES, _random_policy, samples=1000, time_cap=1.0, deal=deal,
                        clock=lambda: now[0], foresee=foresee)


def test_foresee_skips_a_deal_that_would_end_past_the_cap():
    state = RULES.new_game({"players": 2}, 8)
    view = RULES.view(state, state.to_move)
    legal = RULES.legal_actions(view)
    plain, careful = _ticking_agent(False), _ticking_agent(True)
    plain.choose(view, legal)
    careful.choose(view, legal)
    assert plain.last_stats["samples"] == 4          # the fourth deal ends at 1.2 s
    assert careful.last_stats["samples"] == 3        # it stops at 0.9 s: 0.3 more is past 1.0
    assert careful.last_stats["seconds"] <= 1.0 < plain.last_stats["seconds"]
