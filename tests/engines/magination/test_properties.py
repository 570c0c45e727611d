"""Property tests: random legal play between the two starter decks from many seeds."""
import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engines.core import Rng
from engines.core.agents import RandomAgent
from engines.magination import HIDDEN, RULES

MAX_ACTIONS = 6000         # random games observed to end well below 1,500 actions


def _zones(s):
    out = list(s.limbo)
    for p in range(s.players):
        for z in (s.deck, s.hand, s.discard, s.creatures, s.relics, s.stack, s.defeated):
            out += z[p]
        if s.magi[p] >= 0:
            out.append(s.magi[p])
    return sorted(out)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), agent_seed=st.integers(0, 999), players=st.sampled_from(
    [2, 2, 3]))
def test_random_play_never_raises_keeps_invariants_and_ends(seed, agent_seed, players):
    decks = ["naroom", "cald", "naroom"][:players]
    s = RULES.new_game({"players": players, "decks": decks}, seed)
    every = list(range(len(s.defs)))
    agent = RandomAgent(agent_seed)
    steps = 0
    while not RULES.is_over(s):
        assert steps < MAX_ACTIONS
        legal = RULES.legal_actions(s)
        assert legal
        RULES.apply(s, agent.choose(s, legal))
        steps += 1
        assert min(s.energy) >= 0                       # energy never negative
        assert _zones(s) == every                       # every card in exactly one zone
        if steps % 40 == 0 and s.to_move is not None:
            me = s.to_move
            v = RULES.view(s, me)
            for q in range(players):
                assert all(v.defs[i] == HIDDEN for i in v.deck[q])
                if q != me:
                    assert all(v.defs[i] == HIDDEN or i in s.known for i in v.hand[q])
            w = RULES.determinize(v, Rng(steps))
            assert sorted(w.defs) == sorted(s.defs)
            d = RULES.to_json(s)
            assert RULES.to_json(RULES.from_json(json.loads(json.dumps(d)))) == d
    res = RULES.result(s)
    assert res["winners"] and s.turn_no <= s.turn_limit
