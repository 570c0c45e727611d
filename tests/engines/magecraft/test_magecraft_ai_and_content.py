"""The designed content (25 spells, 4 characters, original-design notes), the heuristic
agent, the difficulty mapping and the self-play balance function."""
import json
import os

from engines.core.agents import RandomAgent
from engines.magecraft import CHARACTERS, RULES, SPELLS
from engines.magecraft.ai import MagecraftHeuristicAgent, rollout_policy
from engines.magecraft.balance import play, selfplay
from engines.magecraft.content import WILD
from engines.core.rng import Rng

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
    if hasattr(hard, "search"):
        hard.search.iterations = 25
        hard.search.time_cap = None
    assert hard.choose(RULES.view(s, s.to_move), legal) in legal
    assert rollout_policy(s, legal, Rng(1)) in legal


def test_selfplay_reports_character_win_rates_and_spell_picks():
    r = selfplay(12, 1)
    assert r["games"] == 12
    assert set(r["character_win_rate"]) == {c.name for c in CHARACTERS}
    assert all(0.0 <= v <= 1.0 for v in r["character_win_rate"].values())
    assert all(0.0 <= v <= 1.0 for v in r["spell_pick_rate"].values())
    assert "Fireball" in r["spell_pick_rate"]
