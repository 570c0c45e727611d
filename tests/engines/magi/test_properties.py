"""Property tests: random legal play from many seeds and player counts."""
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engines.core.agents import RandomAgent
from engines.magi import HIDDEN, RULES

ALL = list(range(99))
MAX_ACTIONS = 20000        # random games observed to end well below 4,000 actions


def _places(s):
    return sum(s.hands, []) + s.talon + s.pile + s.out


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), players=st.integers(2, 8), agent_seed=st.integers(0, 999),
       variation=st.booleans())
def test_random_play_keeps_every_invariant_and_ends_with_a_winner(seed, players, agent_seed,
                                                                 variation):
    s = RULES.new_game({"players": players, "variation": variation}, seed)
    agent = RandomAgent(agent_seed)
    totals = list(s.totals)
    steps = 0
    while not RULES.is_over(s):
        assert steps < MAX_ACTIONS
        legal = RULES.legal_actions(s)
        assert legal
        RULES.apply(s, agent.choose(s, legal))       # never raises
        steps += 1
        assert sorted(_places(s)) == ALL             # every card in exactly one place
        assert all(a >= b for a, b in zip(s.totals, totals, strict=True))   # totals never fall
        totals = list(s.totals)
        if steps % 25 == 0 and s.to_move is not None:
            me = s.to_move
            v = RULES.view(s, me)
            for i, h in enumerate(v.hands):
                if i != me:
                    assert set(h) <= {HIDDEN}
            assert set(v.talon) <= {HIDDEN} and set(v.out) <= {HIDDEN}
    res = RULES.result(s)
    assert res["winners"] and max(res["scores"]) >= s.target
    low = min(res["scores"])
    assert res["winners"] == [i for i, t in enumerate(res["scores"]) if t == low]
    assert [sum(col) for col in zip(*res["rounds"], strict=True)] == res["scores"]
