"""The designed content (25 spells, 4 characters, original-design notes), the heuristic
agent, the difficulty mapping and the self-play balance function."""
import json
import os

from engines.core.agents import RandomAgent
from engines.magecraft import CHARACTERS, RULES, SPELLS
from engines.magecraft.heuristic import MagecraftHeuristicAgent, decide
from engines.magecraft.balance import play, selfplay
from engines.magecraft.content import WILD

HERE = os.path.join(os.path.dirname(__file__), "..", "..", "..", "engines", "magecraft")


def test_content_files_are_marked_as_original_design():
    for name in ("spells.json", "characters.json"):
        with open(os.path.join(HERE, name), encoding="utf-8") as fh:
            assert "original design" in json.load(fh)["_note"].lower()


def test_twenty_five_spells_with_the_six_named_ones():
    assert len(SPELLS) == 25 and len({s.name for s in SPELLS}) == 25
    kinds = {}
    for s in SPELLS:
        kinds.setdefault(s.kind, []).append(s.name)
    assert kinds["starting"] == ["Meditation", "Magic Missile", "Mana Tricks"]
    assert kinds["basic"] == ["Minor Cure", "Absorb", "Fireball"]
    assert len(kinds["academy"]) == 19
    for s in SPELLS:
        assert s.cast and sum(s.icons) > 0
        assert bool(s.learn) == (s.kind != "starting")
    assert any(WILD in s.cast for s in SPELLS) and any(4 in s.cast for s in SPELLS)


def test_four_characters_with_a_one_gem_cantrip():
    assert len(CHARACTERS) == 4
    for c in CHARACTERS:
        assert 0 <= c.cost <= WILD and sum(c.icons) >= 1 and c.cantrip


def test_heuristic_beats_random_play():
    wins = 0
    for seed in range(6):
        for seat in (0, 1):
            agents = [RandomAgent(seed), RandomAgent(seed)]
            agents[seat] = MagecraftHeuristicAgent(seed)
            s, _ = play({"players": 2}, seed, agents)
            wins += seat in (s.winners or [])
    assert wins >= 10


def test_heuristic_plays_multiplayer_games_to_the_end():
    for n in (3, 4):
        s, learned = play({"players": n}, n, [MagecraftHeuristicAgent(i) for i in range(n)])
        assert RULES.is_over(s) and learned


def test_difficulties_give_working_agents():
    s = RULES.new_game({"players": 2}, 1)
    for _ in range(12):
        RULES.apply(s, RULES.legal_actions(s)[0])
    legal = RULES.legal_actions(s)
    for diff in ("easy", "normal"):
        assert RULES.make_agent(diff, 3).choose(RULES.view(s, s.to_move), legal) in legal
    hard = RULES.make_agent("hard", 3)
    assert hard.choose(RULES.view(s, s.to_move), legal) in legal
    assert decide(RULES.view(s, s.to_move), legal) in legal


def test_selfplay_reports_character_win_rates_and_spell_picks():
    r = selfplay(12, 1)
    assert r["games"] == 12
    assert set(r["character_win_rate"]) == {c.name for c in CHARACTERS}
    assert all(0.0 <= v <= 1.0 for v in r["character_win_rate"].values())
    assert all(0.0 <= v <= 1.0 for v in r["spell_pick_rate"].values())
    assert "Fireball" in r["spell_pick_rate"]


def _hard(seed, sims=8):
    agent = RULES.make_agent("hard", seed)
    if hasattr(agent, "sims"):
        agent.sims = sims
        agent.time_cap = None          # iterations only: deterministic
    return agent


def _to_searched_decision(seed):
    """A two-player game walked by the heuristic until player 0 must choose a spellbook."""
    s = RULES.new_game({"players": 2}, seed)
    walker = MagecraftHeuristicAgent(seed)
    for _ in range(400):
        legal = RULES.legal_actions(s)
        if s.to_move == 0 and s.phase == "cast" and len(legal) > 2 and s.turn > 2:
            return s
        RULES.apply(s, walker.choose(RULES.view(s, s.to_move), legal))
    return None


def test_hard_decides_only_from_the_view():
    checked = 0
    for seed in range(1, 12):
        s = _to_searched_decision(seed)
        if s is None:
            continue
        # the same position except for which gems sit in the opponent's hidden hand
        t = RULES.clone(s)
        h, b = t.hand[1], t.bag[1]
        src = next((c for c in range(5) if h[c]), None)
        dst = next((c for c in range(5) if c != src and b[c]), None)
        if src is None or dst is None:
            continue
        h[src] -= 1
        b[src] += 1
        h[dst] += 1
        b[dst] -= 1
        v1, v2 = RULES.view(s, 0), RULES.view(t, 0)
        assert RULES.to_json(v1) == RULES.to_json(v2)
        legal = RULES.legal_actions(s)
        assert legal == RULES.legal_actions(t)
        a1 = _hard(seed).choose(v1, legal)
        a2 = _hard(seed).choose(v2, legal)
        assert a1 == a2 and a1 in legal
        checked += 1
    assert checked >= 3


def test_every_difficulty_returns_legal_actions_through_a_game():
    agents = {d: RULES.make_agent(d, 5) for d in ("easy", "normal")}
    agents["hard"] = _hard(5, sims=4)
    for diff, agent in agents.items():
        s = RULES.new_game({"players": 2}, 21)
        other = RandomAgent(2)
        steps = 0
        while not RULES.is_over(s) and steps < 3000:
            legal = RULES.legal_actions(s)
            if s.to_move == 0:
                a = agent.choose(RULES.view(s, 0), legal)
                assert a in legal, (diff, a)
            else:
                a = other.choose(RULES.view(s, 1), legal)
            RULES.apply(s, a)
            steps += 1
        assert RULES.is_over(s)


def test_easy_is_weaker_than_normal_but_beats_random():
    easy_vs_normal = easy_vs_random = 0.0
    for g in range(10):
        seat = g % 2
        agents = [None, None]
        agents[seat] = RULES.make_agent("easy", g)
        agents[1 - seat] = RULES.make_agent("normal", 100 + g)
        s, _ = play({"players": 2}, 300 + g, agents)
        easy_vs_normal += seat in (s.winners or [])
        agents[1 - seat] = RandomAgent(100 + g)
        s, _ = play({"players": 2}, 300 + g, agents)
        easy_vs_random += seat in (s.winners or [])
    assert easy_vs_normal <= 5 and easy_vs_random >= 8


def test_bench_figures_are_bounded_and_balanced_enough():
    from engines.magecraft.balance import bench_figures
    r = bench_figures(48, 3)
    assert r["games"] == 48
    assert set(r["character_win_rate"]) == {c.name for c in CHARACTERS}
    assert all(0.0 <= v <= 1.0 for v in r["character_win_rate"].values())
    assert "Fireball" in r["spell_pick_rate"]


def test_hard_searches_learning_among_the_heuristics_top_picks():
    """At a learn decision the planner compares (by simulation to a longer horizon) the
    heuristic's best few spells plus revising / ending the turn, and the answer is a pure
    function of (seed, view)."""
    from engines.magecraft.heuristic import learn_value
    checked = 0
    for seed in range(1, 30):
        s = RULES.new_game({"players": 2}, seed)
        walker = MagecraftHeuristicAgent(seed)
        for _ in range(600):
            legal = RULES.legal_actions(s)
            if (s.to_move == 0 and s.phase == "learn" and s.turn > 2
                    and sum(a[0] == "learn" for a in legal) >= 4):
                break
            RULES.apply(s, walker.choose(RULES.view(s, s.to_move), legal))
        else:
            continue
        view = RULES.view(s, 0)
        agent = _hard(seed, sims=6)
        a = agent.choose(view, legal)
        top = sorted((x for x in legal if x[0] == "learn"),
                     key=lambda x: -learn_value(view, 0, x[1]))[:agent.learn_top]
        allowed = top + [x for x in legal if x[0] != "learn"]
        assert a in allowed
        assert set(agent.last_stats["values"]) == set(allowed)
        assert _hard(seed, sims=6).choose(view, legal) == a
        checked += 1
        if checked == 2:
            break
    assert checked == 2


def test_ai_attacks_break_ties_by_seat_order_relative_to_the_attacker():
    """Equally weak opponents: each seat attacks the one who plays next after it, so no
    seat number (the table's human sits at 0) draws every tied attack."""
    from engines.magecraft.testing import at_turn, started
    for p in range(4):
        s = started(4, 3, characters=["pyra", "nerin", "terrek", "lumi"])
        for q in range(4):
            s.shield[q] = [0] * 5
            s.hp[q] = [3, 3, 3, 3, 0]
            s.score[q] = [0] * 5
        at_turn(s, p, hand="F", books=[["magic_missile"], [], []])
        RULES.apply(s, ("book", 0))
        RULES.apply(s, ("pay", 0, 0))
        legal = RULES.legal_actions(s)
        assert decide(RULES.view(s, p), legal) == ("attack", (p + 1) % 4)


def test_the_marked_human_seat_is_not_singled_out_in_four_player_self_play():
    """Measured with balance.target_shares (fixed seeds): before the tie-break fix the
    seat named "You" at seat 0 took 26.9% of the attacks in these 300 games (27.5% in
    2000 games: 6 standard errors above the fair 25%)."""
    from engines.magecraft.balance import target_shares
    r = target_shares(300, 1, "normal")
    assert 0.235 < r["marked_share"] < 0.26, r
