"""The generic search agent on the real Magi engine (skipped until engines.magi exists)."""
from __future__ import annotations

import sys
from pathlib import Path

_ROOT = Path(__file__).resolve().parents[3]
if str(_ROOT) not in sys.path:             # plain `pytest` does not put the repo on sys.path
    sys.path.insert(0, str(_ROOT))

import pytest  # noqa: E402

from engines.core.rng import Rng  # noqa: E402
from engines.core.search import SearchAgent  # noqa: E402

magi = pytest.importorskip("engines.magi")
RULES = getattr(magi, "RULES", None)
if RULES is None:
    pytest.skip("engines.magi exports no RULES yet", allow_module_level=True)


def _policy():
    try:
        from engines.magi.ai import rollout_policy
    except ImportError:
        return None
    return rollout_policy


@pytest.mark.parametrize("players", [2, 4])
def test_plays_legal_moves_for_a_few_decisions(players):
    state = RULES.new_game({"players": players}, 3)
    policy = _policy()
    for step in range(12):
        if RULES.is_over(state):
            break
        view = RULES.view(state, state.to_move)
        legal = RULES.legal_actions(view)
        agent = SearchAgent(RULES, iterations=60, rollout_policy=policy, seed=step)
        action = agent.choose(view, legal)
        assert action in legal
        RULES.apply(state, action)


def test_same_view_same_decision_whatever_the_hidden_cards():
    state = RULES.new_game({"players": 4}, 8)
    me = state.to_move
    view = RULES.view(state, me)
    # Two full games the player cannot tell apart: the hidden cards dealt differently.
    worlds = [RULES.determinize(view, Rng(s)) for s in (1, 2)]
    assert RULES.to_json(worlds[0]) != RULES.to_json(worlds[1])
    views = [RULES.view(w, me) for w in worlds]
    assert RULES.to_json(views[0]) == RULES.to_json(views[1])
    picks = []
    for v in views:
        agent = SearchAgent(RULES, iterations=120, rollout_policy=_policy(), seed=5)
        picks.append((agent.choose(v, RULES.legal_actions(v)), agent.last_stats["visits"]))
    assert picks[0] == picks[1]
