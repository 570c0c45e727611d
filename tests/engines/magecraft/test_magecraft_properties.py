"""Property tests over many seeds and 2-4 players: random legal play never raises, every
gem is in exactly one place (colour totals conserved), and the game ends within a bound."""
from hypothesis import given, settings
from hypothesis import strategies as st

from engines.core.rng import Rng
from engines.magecraft import RULES


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(2, 4), agent_seed=st.integers(0, 999))
def test_random_play_never_raises_conserves_gems_and_ends(seed, players, agent_seed):
    s = RULES.new_game({"players": players}, seed)
    totals = s.gem_totals()
    g = {2: 8, 3: 12, 4: 16}[players]
    assert totals == [6 * players + g] * 4 + [g]
    r = Rng(agent_seed)
    steps = 0
    bound = s.turn_limit * 80
    while not RULES.is_over(s):
        legal = RULES.legal_actions(s)
        assert legal
        a = legal[r.randrange(len(legal))]
        assert RULES.why_illegal(s, a) is None
        RULES.apply(s, a)
        steps += 1
        assert steps < bound
        if steps % 7 == 0:
            assert s.gem_totals() == totals
            for z in (s.bag, s.hand, s.discard, s.hp, s.shield, s.score, s.spent):
                assert all(x >= 0 for zone in z for x in zone)
            assert min(s.acad_gems) >= 0 and min(s.acad_count) >= 0
    assert s.gem_totals() == totals
    res = RULES.result(s)
    assert res["winners"] and s.turn <= s.turn_limit
    assert RULES.legal_actions(s) == []


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(2, 4))
def test_illegal_moves_are_refused_without_changing_the_state(seed, players):
    s = RULES.new_game({"players": players}, seed)
    r = Rng(seed)
    probes = [("pay", 0, 4), ("book", 2), ("attack", 0), ("revise",), ("learn", 0),
              ("unshield", 1), ("cast",), ("master", 0, 0), ("nonsense",), ("discard", 9)]
    for _ in range(150):
        if RULES.is_over(s):
            break
        legal = RULES.legal_actions(s)
        for probe in probes:
            if probe not in legal:
                before = RULES.to_json(s)
                reason = RULES.why_illegal(s, probe)
                assert isinstance(reason, str) and reason
                try:
                    RULES.apply(s, probe)
                    raise AssertionError(f"{probe} was accepted")
                except Exception as err:          # IllegalAction
                    assert getattr(err, "reason", None)
                assert RULES.to_json(s) == before
        RULES.apply(s, legal[r.randrange(len(legal))])
