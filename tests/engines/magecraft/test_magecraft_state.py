"""JSON round trip, replay determinism, clone independence, views that hide what a player
may not see, determinizations consistent with the view, and an AI that never peeks."""
import json

from engines.core.replay import replay
from engines.core.rng import Rng
from engines.magecraft import RULES
from engines.magecraft.ai import MagecraftHeuristicAgent


def random_game(n, seed, stop_after=None):
    s = RULES.new_game({"players": n}, seed)
    r = Rng(seed + 77)
    actions = []
    while not RULES.is_over(s) and (stop_after is None or len(actions) < stop_after):
        la = RULES.legal_actions(s)
        a = la[r.randrange(len(la))]
        actions.append(a)
        RULES.apply(s, a)
    return s, actions


def test_json_round_trip_keeps_everything():
    s, _ = random_game(3, 5, stop_after=120)
    data = json.loads(json.dumps(RULES.to_json(s)))
    t = RULES.from_json(data)
    assert RULES.to_json(t) == RULES.to_json(s)
    # and both continue identically
    r1, r2 = Rng(1), Rng(1)
    for _ in range(60):
        if RULES.is_over(s):
            break
        la, lb = RULES.legal_actions(s), RULES.legal_actions(t)
        assert la == lb
        a = la[r1.randrange(len(la))]
        assert a == lb[r2.randrange(len(lb))]
        assert RULES.apply(s, a) == RULES.apply(t, a)


def test_replay_from_config_seed_and_actions_is_exact():
    s, actions = random_game(2, 11)
    t, events = replay(RULES, {"players": 2}, 11, [tuple(json.loads(json.dumps(a)))
                                                   for a in actions])
    assert RULES.to_json(t) == RULES.to_json(s)
    assert events and RULES.result(t) == RULES.result(s)


def test_clone_is_independent():
    s, _ = random_game(2, 3, stop_after=40)
    before = RULES.to_json(s)
    c = RULES.clone(s)
    r = Rng(9)
    for _ in range(80):
        if RULES.is_over(c):
            break
        la = RULES.legal_actions(c)
        RULES.apply(c, la[r.randrange(len(la))])
    assert RULES.to_json(s) == before


def test_view_hides_other_hands_but_keeps_counts_and_public_zones():
    s, _ = random_game(3, 8, stop_after=50)
    me = 0
    v = RULES.view(s, me)
    assert v.hand[me] == s.hand[me] and v.hidden[me] == 0
    for q in (1, 2):
        assert v.hand[q] == [0] * 5
        assert v.hidden[q] == sum(s.hand[q])
        assert v.bag[q] == [a + b for a, b in zip(s.bag[q], s.hand[q], strict=False)]
        for zone in ("discard", "hp", "shield", "score", "books"):
            assert getattr(v, zone)[q] == getattr(s, zone)[q]
    assert v.bag[me] == s.bag[me]
    assert v.rng.s != s.rng.s
    assert v.gem_totals() == s.gem_totals()


def test_determinize_refills_hidden_hands_consistently():
    s, _ = random_game(4, 2, stop_after=70)
    v = RULES.view(s, 1)
    for k in range(10):
        d = RULES.determinize(v, Rng(k))
        assert d.gem_totals() == s.gem_totals()
        for q in range(4):
            assert sum(d.hand[q]) == sum(s.hand[q]) and d.hidden[q] == 0
            assert [a + b for a, b in zip(d.hand[q], d.bag[q], strict=False)] == \
                [a + b for a, b in zip(s.hand[q], s.bag[q], strict=False)]
        assert d.hand[1] == s.hand[1]
        if not RULES.is_over(d):
            assert RULES.legal_actions(d)


def test_agent_decides_the_same_when_only_hidden_gems_differ():
    s = RULES.new_game({"players": 2}, 4)
    while s.to_move == s.start or s.phase == "setup":
        RULES.apply(s, RULES.legal_actions(s)[0])
    me = s.to_move
    o = 1 - me
    t = RULES.clone(s)
    # swap one opponent hand gem with a different colour from their bag
    h, b = t.hand[o], t.bag[o]
    c1 = next(c for c in range(5) if h[c])
    c2 = next((c for c in range(5) if b[c] and c != c1), None)
    if c2 is not None:
        h[c1] -= 1
        b[c1] += 1
        b[c2] -= 1
        h[c2] += 1
    assert RULES.to_json(RULES.view(s, me)) == RULES.to_json(RULES.view(t, me))
    for diff in ("easy", "normal"):
        a1 = RULES.make_agent(diff, 5).choose(RULES.view(s, me), RULES.legal_actions(s))
        a2 = RULES.make_agent(diff, 5).choose(RULES.view(t, me), RULES.legal_actions(t))
        assert a1 == a2
    assert MagecraftHeuristicAgent(1).choose(RULES.view(s, me), RULES.legal_actions(s)) \
        in RULES.legal_actions(s)
