"""The generic information-set MCTS agent, on a toy hidden-information trick game."""
from __future__ import annotations

import sys
from pathlib import Path

_HERE = Path(__file__).resolve().parent
_ROOT = _HERE.parents[2]
for _p in (str(_ROOT), str(_HERE)):     # plain `pytest` does not put the repo on sys.path
    if _p not in sys.path:
        sys.path.insert(0, _p)

import pytest  # noqa: E402

from engines.core.agents import RandomAgent  # noqa: E402
from engines.core.rng import Rng  # noqa: E402
from engines.core.search import SearchAgent  # noqa: E402
from toygame import RULES  # noqa: E402


def _play(agents, seed, players=2):
    state = RULES.new_game({"players": players}, seed)
    while not RULES.is_over(state):
        seat = state.to_move
        view = RULES.view(state, seat)
        action = agents[seat].choose(view, RULES.legal_actions(view))
        RULES.apply(state, action)
    return RULES.result(state)


def _midgame(seed, plies):
    """A position after ``plies`` random moves."""
    state = RULES.new_game({"players": 2}, seed)
    rng = Rng(seed + 99)
    for _ in range(plies):
        RULES.apply(state, rng.choice(RULES.legal_actions(state)))
    return state


def _following(my_hand, led, prize, prizes):
    """Seat 1 to follow a card ``led`` by seat 0, for ``prize`` points."""
    state = RULES.new_game({"players": 2}, 1)
    rest = sorted(set(range(1, 16)) - set(my_hand) - {led})
    n = len(my_hand)
    state.hands = [rest[:n - 1], sorted(my_hand)]
    state.out = rest[n - 1:]
    state.trick = [(0, led)]
    state.played = [led]
    state.to_move = 1
    state.prize = prize
    state.prizes = list(prizes)
    return state


# ---------------------------------------------------------------------- basics
@pytest.mark.parametrize("players", [2, 3, 4])
def test_returns_a_legal_action_all_game_long(players):
    seats = [SearchAgent(RULES, iterations=60, seed=s) for s in range(players)]
    state = RULES.new_game({"players": players}, 5)
    while not RULES.is_over(state):
        view = RULES.view(state, state.to_move)
        legal = RULES.legal_actions(view)
        action = seats[state.to_move].choose(view, legal)
        assert action in legal
        RULES.apply(state, action)
    assert RULES.result(state)["winners"]


def test_single_legal_action_is_returned_without_searching():
    agent = SearchAgent(RULES, iterations=500, seed=3)
    state = _midgame(4, 8)          # one card left each
    view = RULES.view(state, state.to_move)
    legal = RULES.legal_actions(view)
    assert len(legal) == 1
    assert agent.choose(view, legal) == legal[0]
    assert agent.last_stats["iterations"] == 0


def test_deterministic_for_seed_and_iterations():
    state = _midgame(11, 3)
    view = RULES.view(state, state.to_move)
    legal = RULES.legal_actions(view)
    a = SearchAgent(RULES, iterations=300, seed=7)
    b = SearchAgent(RULES, iterations=300, seed=7)
    first = a.choose(view, legal)
    assert b.choose(view, legal) == first
    assert a.last_stats["visits"] == b.last_stats["visits"]
    # the same agent asked again decides the same (each decision restarts from the seed)
    assert a.choose(view, legal) == first
    assert a.last_stats["visits"] == b.last_stats["visits"]
    assert a.last_stats["iterations"] == 300
    assert sum(a.last_stats["visits"].values()) == 300


def test_does_not_mutate_the_view():
    state = _midgame(2, 1)
    view = RULES.view(state, state.to_move)
    before = RULES.to_json(view)
    SearchAgent(RULES, iterations=200, seed=1).choose(view, RULES.legal_actions(view))
    assert RULES.to_json(view) == before


# ---------------------------------------------------------------------- no peeking
@pytest.mark.parametrize("seed,plies", [(1, 0), (8, 1), (13, 2), (21, 3), (34, 5)])
def test_never_reads_hidden_cards(seed, plies):
    real = _midgame(seed, plies)
    me = real.to_move
    other = 1 - me
    # Same public game, but the opponent's unseen cards swapped with out-of-game ones.
    scrambled = RULES.clone(real)
    pool = scrambled.hands[other] + scrambled.out
    Rng(seed * 7 + 1).shuffle(pool)
    k = len(scrambled.hands[other])
    scrambled.hands[other] = sorted(pool[:k])
    scrambled.out = sorted(pool[k:])
    assert scrambled.hands[other] != real.hands[other]
    assert scrambled.hands[me] == real.hands[me]

    choices = []
    for full in (real, scrambled):
        view = RULES.view(full, me)
        agent = SearchAgent(RULES, iterations=250, seed=42)
        choices.append((agent.choose(view, RULES.legal_actions(view)),
                        agent.last_stats["visits"]))
    assert choices[0] == choices[1]


# ---------------------------------------------------------------------- strength
def test_beats_random_agent():
    wins = 0.0
    games = 40
    for g in range(games):
        me = g % 2
        agents = [RandomAgent(g), RandomAgent(g + 1000)]
        agents[me] = SearchAgent(RULES, iterations=80, seed=g)
        winners = _play(agents, 500 + g)["winners"]
        if me in winners:
            wins += 1.0 / len(winners)
    # A random player wins about half; the search wins about three games in four.
    assert wins / games >= 0.62, wins


def test_wins_cheaply_and_dumps_low_cards():
    agent = SearchAgent(RULES, iterations=300, seed=0)
    # Big prize: beat the 10, with the 11 or 14 (either wins the game), never the 3.
    view = RULES.view(_following([3, 11, 14], led=10, prize=5, prizes=[1, 2]), 1)
    assert agent.choose(view, RULES.legal_actions(view)) in (("play", 11), ("play", 14))
    # Tiny prize the opponent took with a 14: throw the 3 away, keep the high cards.
    view = RULES.view(_following([3, 11, 15], led=14, prize=1, prizes=[2, 3]), 1)
    assert agent.choose(view, RULES.legal_actions(view)) == ("play", 3)


# ---------------------------------------------------------------------- budgets
def test_time_cap_stops_early():
    state = _midgame(3, 0)
    view = RULES.view(state, state.to_move)
    legal = RULES.legal_actions(view)
    agent = SearchAgent(RULES, iterations=10 ** 7, time_cap=0.02, seed=1)
    agent.choose(view, legal)
    assert 1 <= agent.last_stats["iterations"] < 10 ** 7
    # a zero cap still searches once, so the agent always has an answer
    agent = SearchAgent(RULES, iterations=500, time_cap=0.0, seed=1)
    assert agent.choose(view, legal) in legal
    assert agent.last_stats["iterations"] == 1


def test_budget_overrides_time_cap():
    state = _midgame(3, 0)
    view = RULES.view(state, state.to_move)
    legal = RULES.legal_actions(view)
    agent = SearchAgent(RULES, iterations=50, time_cap=0.0, seed=1)
    agent.choose(view, legal, budget=60.0)
    assert agent.last_stats["iterations"] == 50
    agent.choose(view, legal, budget=0.0)
    assert agent.last_stats["iterations"] == 1


def test_last_stats_reports_work():
    agent = SearchAgent(RULES, iterations=120, seed=9)
    state = _midgame(6, 0)
    view = RULES.view(state, state.to_move)
    agent.choose(view, RULES.legal_actions(view))
    stats = agent.last_stats
    assert stats["iterations"] == 120
    assert stats["seconds"] >= 0.0
    assert 1 < stats["nodes"] <= 121


def test_custom_rollout_policy_and_depth_cut_off():
    calls = []

    def lowest_card(state, legal, rng):
        calls.append(len(legal))
        return min(legal)

    state = _midgame(6, 0)
    view = RULES.view(state, state.to_move)
    legal = RULES.legal_actions(view)
    agent = SearchAgent(RULES, iterations=50, rollout_policy=lowest_card, seed=2)
    assert agent.choose(view, legal) in legal
    assert calls
    # rollout_depth 0: leaves are scored by rules.evaluate straight away
    calls.clear()
    agent = SearchAgent(RULES, iterations=50, rollout_depth=0, rollout_policy=lowest_card)
    assert agent.choose(view, legal) in legal
    assert not calls


def test_tree_depth_is_bounded():
    state = _midgame(6, 0)
    view = RULES.view(state, state.to_move)
    legal = RULES.legal_actions(view)
    agent = SearchAgent(RULES, iterations=400, max_tree_depth=1, seed=2)
    agent.choose(view, legal)
    assert agent.last_stats["nodes"] == 1 + len(legal)


def test_rejects_empty_legal_list_and_zero_iterations():
    with pytest.raises(ValueError):
        SearchAgent(RULES, iterations=0)
    state = _midgame(6, 0)
    with pytest.raises(ValueError):
        SearchAgent(RULES, iterations=5).choose(RULES.view(state, 0), [])


def test_root_search_is_limited_to_the_offered_actions():
    state = _midgame(6, 0)
    view = RULES.view(state, state.to_move)
    offered = RULES.legal_actions(view)[:2]
    agent = SearchAgent(RULES, iterations=100, seed=2)
    assert agent.choose(view, offered) in offered
    assert set(agent.last_stats["visits"]) == set(offered)
