"""The bench's ladder pairings (issue 24): Normal against Easy and Hard against Normal
beside Hard against random play, each deal played from every seat, and at a table of
more seats the measured level in one seat against the level below in all the others,
read against its seat share."""
from __future__ import annotations

from app import bench


class _Rules:
    """Rules whose agents are their level's name, at a table of ``default_players``."""

    def __init__(self, players: int = 2) -> None:
        self.default_players = players

    def make_agent(self, difficulty, seed):
        return difficulty


def test_every_deal_is_played_from_every_seat():
    assert bench.paired_deals(4) == [(0, 0), (0, 1), (1, 0), (1, 1)]
    assert bench.paired_deals(8, 4) == [(0, 0), (0, 1), (0, 2), (0, 3),
                                        (1, 0), (1, 1), (1, 2), (1, 3)]


def test_the_measured_level_sits_once_in_each_seat_against_the_level_below(monkeypatch):
    played = []

    def play(rules, config, agents, seed):
        played.append((config["players"], tuple(agents), seed))
        return {"winners": [agents.index("normal")] if seed == 7000 else [0, 1, 2]}

    monkeypatch.setattr(bench, "play_match", play)
    score = bench.seated_score(_Rules(3), {}, lambda s: "normal", lambda s: "easy", 6,
                               players=3)
    assert [p[1].index("normal") for p in played] == [0, 1, 2, 0, 1, 2]
    assert all(p[1].count("easy") == 2 and p[0] == 3 for p in played)
    assert [p[2] for p in played] == [7000] * 3 + [7001] * 3
    assert score == 3 * 1 + 3 * (1 / 3)


def test_the_opponents_seeds_differ_seat_by_seat(monkeypatch):
    seen = []
    monkeypatch.setattr(bench, "play_match",
                        lambda rules, config, agents, seed: seen.append(agents) or
                        {"winners": []})
    bench.seated_score(None, {}, lambda s: ("normal", s), lambda s: ("easy", s), 4,
                       players=4)
    for agents in seen:
        seeds = [s for _, s in agents]
        assert len(set(seeds)) == 4


def test_ai_winrate_reports_the_ladder_beside_hard_against_random(monkeypatch):
    calls = []

    def score(rules, config, agent, opponent, games, side=None, players=2):
        calls.append((agent(1), opponent(2), players))
        return games * 0.75
    monkeypatch.setattr(bench, "seated_score", score)
    out = bench.ai_winrate(_Rules(2), "game", 20)
    for label in ("hard_vs_random", "hard_vs_normal", "normal_vs_easy", "hard_vs_heuristic"):
        assert out[label] == {"games": 20, "win_rate": 0.75,
                              "wilson95": bench._wilson(15, 20)}, label
    assert [c[:1] for c in calls] == [("hard",), ("hard",), ("normal",)]
    assert calls[1][1] == "normal" and calls[2][1] == "easy"
    assert type(calls[0][1]).__name__ == "RandomAgent"


def test_a_many_seat_game_reads_its_ladder_against_the_seat_share(monkeypatch):
    """Magi's default table has four seats: the ladder's steps are played there (Hard
    against random play stays a duel) and carry their seat share."""
    seats = {}

    def score(rules, config, agent, opponent, games, side=None, players=2):
        seats[agent(1), type(opponent(2)).__name__] = players
        return games * 0.5
    monkeypatch.setattr(bench, "seated_score", score)
    out = bench.ai_winrate(_Rules(4), "game", 8)
    assert out["normal_vs_easy"]["players"] == 4
    assert out["normal_vs_easy"]["seat_share"] == 0.25
    assert out["hard_vs_normal"]["seat_share"] == 0.25
    assert "seat_share" not in out["hard_vs_random"]
    assert sorted(seats.values()) == [2, 4, 4]
