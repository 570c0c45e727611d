"""The bench's figures of the AI on maps it never saw (issue 27 item 6): Hard against
Normal in paired Duels on each of our designed maps and a generated one, and Normal
against a sitting opponent on each."""
from __future__ import annotations

from engines.arena import RULES
from engines.arena import balance
from engines.arena import bench as arena_bench
from engines.arena.battlefield import ORIGINAL, originals


class _Spy:
    """The Arena rules, noting each agent made and each game's board."""

    def __init__(self) -> None:
        self.made: list = []
        self.boards: list = []

    def __getattr__(self, name):
        return getattr(RULES, name)

    def make_agent(self, level, seed):
        self.made.append((level, seed))
        return RULES.make_agent(level, seed)

    def new_game(self, config, seed):
        s = RULES.new_game(config, seed)
        self.boards.append((s.board.name, seed))
        return s


def test_paired_duels_play_each_deal_twice_with_the_seats_swapped_on_the_map():
    """One pair is two Duels on the same deal and map, the measured level at seat 0 and
    then at seat 1 (the ladder's seeds); the score and its interval count its wins."""
    bf = originals()[0]
    assert bf["seats"] == 2
    spy = _Spy()
    got = balance.paired_versus(spy, {"battlefield": bf}, "normal", "easy", 1, first=3)
    assert spy.boards == [(bf["name"], 7003), (bf["name"], 7003)]
    assert spy.made == [("normal", 906), ("easy", 506), ("normal", 907), ("easy", 507)]
    assert got["games"] == 2 and 0.0 <= got["score"] <= 2.0
    assert got["wilson95"] == balance.wilson(got["score"], 2)
    assert sum(got["end_reasons"].values()) == 2


def test_the_bench_reports_hard_against_normal_and_normal_against_sitting_per_map(
        monkeypatch):
    """``hard_vs_normal_maps`` and ``normal_vs_sitting_maps`` name our designed maps and a
    generated one; quick mode plays one pair of Hard against Normal per map."""
    asked: list = []

    def versus(rules, config, level, other, pairs, time_cap=None, first=0):
        asked.append((config["battlefield"]["name"], level, other, pairs))
        return {"games": 2 * pairs, "score": 1.5, "win_rate": 0.75,
                "wilson95": [0.1, 0.9], "average_turns": 20.0, "end_reasons": {}}

    def sitting(rules, games, seed, battlefield=None):
        return {"gideon": {"games": games, "won": games}, "jace": {"games": games,
                                                                   "won": 0}}
    monkeypatch.setattr(balance, "paired_versus", versus)
    import engines.arena.sitting as sitting_module
    monkeypatch.setattr(sitting_module, "normal_vs_sitting", sitting)
    out = arena_bench.map_figures(True)
    keys = [b["key"] for b in originals() if b["seats"] == 2] + ["generated"]
    assert len(keys) == 3 and set(keys) < set(ORIGINAL) | {"generated"}
    assert list(out["hard_vs_normal_maps"]) == keys
    assert [a[1:] for a in asked] == [("hard", "normal", 1)] * len(keys)
    assert out["hard_vs_normal_maps"]["generated"]["win_rate"] == 0.75
    assert out["normal_vs_sitting_maps"]["twin_fords"]["won"] == 1
    assert out["normal_vs_sitting_maps"]["twin_fords"]["games"] == 2
