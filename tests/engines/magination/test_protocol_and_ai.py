"""Protocol surface, replays, views, and the AI agents."""
from engines.core.agents import RandomAgent
from engines.core.replay import replay
from engines.magination import RULES
from engines.core.rng import Rng
from engines.magination.value import position_value
from engines.magination.ai import (EasyAgent, HardAgent, HeuristicAgent, greedy_policy,
                                   rollout_policy)
from engines.magination.play import play_ok, play_problem, power_ok, power_problem


def _random_game(seed, steps=None):
    s = RULES.new_game({}, seed)
    agent = RandomAgent(seed)
    acts = []
    while not RULES.is_over(s) and (steps is None or len(acts) < steps):
        a = agent.choose(s, RULES.legal_actions(s))
        RULES.apply(s, a)
        acts.append(a)
    return s, acts


def test_replays_are_exact_and_describe_every_action():
    s, acts = _random_game(11, 300)
    t, _ = replay(RULES, {}, 11, acts)
    assert RULES.to_json(t) == RULES.to_json(s)
    u = RULES.new_game({}, 11)
    for a in acts[:80]:
        assert isinstance(RULES.describe(u, a), str)
        RULES.apply(u, a)


def test_clone_is_independent():
    s, _ = _random_game(4, 120)
    c = RULES.clone(s)
    if not RULES.is_over(c):
        RULES.apply(c, RULES.legal_actions(c)[0])
    assert RULES.to_json(s) != RULES.to_json(c) or RULES.is_over(s)


def test_registry_surface():
    assert RULES.name == "magination" and RULES.title == "Magi-Nation Duel"
    assert RULES.card("Grega").energize == 5
    s = RULES.new_game({"first_player": 1}, 2)
    assert 0.0 <= position_value(s, 0) <= 1.0 and RULES.evaluate(s, 1) >= 0.0


def test_difficulty_mapping():
    assert isinstance(RULES.make_agent("easy", 1), HeuristicAgent)
    assert isinstance(RULES.make_agent("normal", 1), HeuristicAgent)
    assert isinstance(RULES.make_agent("hard", 1), HardAgent)
    assert isinstance(RULES.make_agent("easy", 1), EasyAgent)
    assert not isinstance(RULES.make_agent("normal", 1), EasyAgent)


def test_agents_choose_legal_actions_from_the_view_only():
    s, _ = _random_game(7, 60)
    hard = RULES.make_agent("hard", 3)
    hard.samples, hard.time_cap = 4, None
    for agent in (RULES.make_agent("easy", 2), RULES.make_agent("normal", 1), hard):
        t = RULES.clone(s)
        for _ in range(15):
            if RULES.is_over(t):
                break
            legal = RULES.legal_actions(t)
            a = agent.choose(RULES.view(t, t.to_move), legal)
            assert a in legal
            RULES.apply(t, a)


def test_hidden_cards_do_not_change_the_decision():
    s, _ = _random_game(9, 40)
    me = s.to_move
    other = 1 - me
    t = RULES.clone(s)
    t.defs = list(t.defs)
    deck = t.deck[other]
    if len(deck) >= 2:                       # swap two hidden opposing cards
        a, b = deck[0], deck[-1]
        t.defs[a], t.defs[b] = t.defs[b], t.defs[a]
    agent1, agent2 = RULES.make_agent("normal", 5), RULES.make_agent("normal", 5)
    legal = RULES.legal_actions(s)
    assert agent1.choose(RULES.view(s, me), legal) == agent2.choose(RULES.view(t, me), legal)


def test_the_heuristic_beats_random_play():
    wins = 0
    for g in range(4):
        s = RULES.new_game({}, 100 + g)
        agents = [RULES.make_agent("normal", g), RandomAgent(g)]
        if g % 2:
            agents.reverse()
        while not RULES.is_over(s):
            p = s.to_move
            RULES.apply(s, agents[p].choose(RULES.view(s, p), RULES.legal_actions(s)))
        hero = 0 if g % 2 == 0 else 1
        wins += hero in RULES.result(s)["winners"]
    assert wins >= 3


def _hide_swap(s):
    """A copy of ``s`` that differs only in cards the player to move cannot see."""
    other = 1 - s.to_move
    t = RULES.clone(s)
    t.defs = list(t.defs)
    for zone in (t.deck[other], t.hand[other], t.deck[s.to_move]):
        hidden = [i for i in zone if i not in t.known] if zone is t.hand[other] else zone
        if len(hidden) >= 2:
            a, b = hidden[0], hidden[-1]
            t.defs[a], t.defs[b] = t.defs[b], t.defs[a]
    return t


def test_hard_decides_from_the_view_only():
    checked = 0
    for seed, steps in ((9, 40), (12, 90), (5, 140)):
        s, _ = _random_game(seed, steps)
        if RULES.is_over(s) or len(RULES.legal_actions(s)) < 2:
            continue
        t = _hide_swap(s)
        assert RULES.to_json(t) != RULES.to_json(s)
        me = s.to_move
        legal = RULES.legal_actions(s)
        picks = []
        for state in (s, t):
            agent = RULES.make_agent("hard", 8)
            agent.samples, agent.time_cap = 6, None
            picks.append((agent.choose(RULES.view(state, me), legal),
                          agent.last_stats.get("values")))
        assert picks[0] == picks[1]
        checked += 1
    assert checked >= 2


def test_rollout_policy_plays_legal_actions():
    for seed in (3, 6):
        s = RULES.new_game({}, seed)
        rng = Rng(seed)
        for _ in range(200):
            if RULES.is_over(s):
                break
            legal = RULES.legal_actions(s)
            a = rollout_policy(s, legal, rng)
            assert a in legal
            RULES.apply(s, a)


def test_greedy_policy_plays_legal_actions():
    s = RULES.new_game({}, 4)
    rng = Rng(4)
    for _ in range(150):
        if RULES.is_over(s):
            break
        legal = RULES.legal_actions(s)
        a = greedy_policy(s, legal, rng)
        assert a in legal
        RULES.apply(s, a)


def test_move_generation_yes_no_checks_agree_with_the_reasons():
    """play_ok / power_ok (move generation, no sentences) say yes exactly when
    play_problem / power_problem find nothing to refuse."""
    checked = 0
    for seed in (1, 2, 5, 8):
        s = RULES.new_game({}, seed)
        agent = RandomAgent(seed)
        for _ in range(300):
            if RULES.is_over(s):
                break
            p = s.current
            if s.pending is None and s.magi[p] >= 0:
                for src in [s.magi[p]] + s.creatures[p] + s.relics[p]:
                    for k in range(len(s.card_of(src).powers)):
                        assert power_ok(s, p, src, k) == (power_problem(s, p, src, k) is None)
                        checked += 1
                for iid in s.hand[p]:
                    assert play_ok(s, p, iid) == (play_problem(s, p, iid) is None)
                    checked += 1
            RULES.apply(s, agent.choose(s, RULES.legal_actions(s)))
    assert checked > 500


def test_the_hard_agent_searches_the_rules_themselves():
    """No wrapper around the rules: apply checks one action cheaply."""
    assert RULES.make_agent("hard", 1).rules is RULES


def test_hard_stops_early_when_the_choices_are_a_wash():
    hard = RULES.make_agent("hard", 1)
    same = [[0.5, 0.6, 0.4] * 4] * 3
    assert hard._prune([0, 1, 2], [6.0, 6.0, 6.0], same, 12) == [0]
    apart = [[0.5] * 12, [0.9, 0.1] * 6, [0.6] * 12]
    assert len(hard._prune([0, 1, 2], [6.0, 6.0, 7.2], apart, 12)) >= 2


def test_the_trusted_path_hands_its_list_to_legal_actions_on_the_state_once():
    """apply_trusted keeps the free turn's list it worked out on the state itself, for
    the next legal_actions of that state only: a clone, a saved state and the checked
    apply never carry it, and it is handed over once."""
    from engines.magination.play import main_actions
    s = RULES.new_game({}, 3)
    rng = Rng(5)
    kept = 0
    for _ in range(300):
        if RULES.is_over(s):
            break
        legal = RULES.legal_actions(s)
        RULES.apply_trusted(s, legal[rng.randrange(len(legal))])
        if s.listed is None:
            continue
        kept += 1
        handed = s.listed
        assert RULES.clone(s).listed is None
        assert RULES.from_json(RULES.to_json(s)).listed is None
        assert handed == main_actions(s)
        assert RULES.legal_actions(s) is handed and s.listed is None
    assert kept > 10
    t = RULES.new_game({}, 3)
    t.listed = [("stale",)]
    RULES.apply(t, RULES.legal_actions(RULES.clone(t))[0])
    assert t.listed is None
