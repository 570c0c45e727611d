"""The player's record per game (app/record_stats.py): wins, losses and draws in all, by
difficulty and by side; streaks; average length; hints. Counted as games end, kept in a
schema-checked stats file that outlives the archive; a damaged one is moved aside with a
message and the counting starts again from the finished games still kept."""
from __future__ import annotations

import json

import msgspec

from app import record_stats, records, storage
from app.records import FinishedMeta
from engines.core.replay import Record

T0 = 1_800_000_000.0


def _meta(result="win", **kw) -> dict:
    return {"result": result, "human_seat": 0, "difficulty": "normal", "players": 2,
            "decisions": 10, **kw}


def _finish(game: str, meta: dict, now: float) -> None:
    """A game that ended, as the table hands it over: archived, then counted."""
    records.keep_finished(game, Record(game, {"players": 2}, 1, []), meta, now=now)
    assert record_stats.count_finished(game, meta, archived=True) is None


def test_results_are_counted_by_difficulty_and_by_side(fresh_home):
    for i, (result, diff, side) in enumerate([("win", "easy", "Chandra"),
                                               ("loss", "hard", "Chandra"),
                                               ("draw", "hard", "Jace"),
                                               ("win", "hard", None)]):
        _finish("arena", _meta(result, difficulty=diff, side=side), T0 + i)
    stats, message = record_stats.read_stats()
    assert message is None
    g = stats.games["arena"]
    assert (g.total.games, g.total.wins, g.total.losses, g.total.draws) == (4, 2, 1, 1)
    assert (g.by_difficulty["easy"].wins, g.by_difficulty["hard"].games) == (1, 3)
    assert g.by_difficulty["hard"].draws == 1 and "normal" not in g.by_difficulty
    assert (g.by_side["Chandra"].wins, g.by_side["Chandra"].losses) == (1, 1)
    assert g.by_side["Jace"].draws == 1 and set(g.by_side) == {"Chandra", "Jace"}
    assert g.recent == ["win", "loss", "draw", "win"]
    assert list(stats.games) == ["arena"]


def test_a_loss_or_a_draw_ends_a_win_streak_and_the_best_is_remembered(fresh_home):
    stats = record_stats.StatsFile(1)
    for r in ["win", "win", "win", "loss", "win", "draw", "win", "win"]:
        record_stats.add(stats, "magi", FinishedMeta(r))
    g = stats.games["magi"]
    assert (g.streak, g.best_streak) == (2, 3)


def test_average_length_counts_turns_where_the_game_says_them_and_moves_always(fresh_home):
    stats = record_stats.StatsFile(1)
    for turns, decisions in [(10, 20), (20, 40), (None, 30)]:
        record_stats.add(stats, "magi", FinishedMeta("win", turns=turns, decisions=decisions))
    g = stats.games["magi"]
    assert g.average_turns() == 15.0 and g.average_decisions() == 30.0
    assert record_stats.GameStats().average_turns() is None


def test_hints_are_summed_and_a_game_without_the_count_adds_none(fresh_home):
    _finish("magi", _meta(hints=2), T0)
    _finish("magi", _meta(), T0 + 1)
    _finish("magi", _meta(hints=1), T0 + 2)
    assert record_stats.read_stats()[0].games["magi"].hints == 3


def test_the_stats_outlive_the_archive_dropping_old_games(fresh_home):
    for i in range(records.KEEP + 5):
        _finish("magi", _meta("win" if i % 2 else "loss"), T0 + i)
    assert len(records.list_finished("magi")) == records.KEEP
    g = record_stats.read_stats()[0].games["magi"]
    assert g.total.games == records.KEEP + 5 and g.total.wins == (records.KEEP + 5) // 2
    assert len(g.recent) == record_stats.RECENT


def test_with_no_stats_file_the_figures_come_from_the_archive(fresh_home):
    _finish("magi", _meta("win"), T0)
    _finish("magi", _meta("loss"), T0 + 1)
    record_stats.stats_path().unlink()
    stats, message = record_stats.read_stats()
    assert message is None and stats.games["magi"].total.games == 2
    _finish("magi", _meta("win"), T0 + 2)                 # counted once, not twice
    assert record_stats.read_stats()[0].games["magi"].total.games == 3


def test_a_game_that_could_not_be_archived_is_still_counted(fresh_home):
    meta = _meta("draw")
    assert record_stats.count_finished("magi", meta, archived=False) is None
    assert record_stats.read_stats()[0].games["magi"].total.draws == 1


BAD_STATS = {
    "garbage": b"\x00\xff not json",
    "not_stats": json.dumps({"hello": 1}).encode(),
    "negative": json.dumps({"version": 1, "games": {"magi": {"total": {"games": -1}}}}).encode(),
    "does_not_add_up": json.dumps({"version": 1, "games": {"magi": {
        "total": {"games": 5, "wins": 1, "losses": 1, "draws": 1}}}}).encode(),
    "bad_game_key": json.dumps({"version": 1, "games": {"../x": {}}}).encode(),
    "bad_result": json.dumps({"version": 1, "games": {"magi": {"recent": ["won"]}}}).encode(),
    "newer": json.dumps({"version": 99, "games": {}}).encode(),
    "too_large": b" " * (storage.KINDS["stats"].max_bytes + 1),
}


def test_a_damaged_stats_file_is_moved_aside_and_the_counting_starts_again(fresh_home):
    for kind, content in BAD_STATS.items():
        path = record_stats.stats_path()
        _finish("magi", _meta("win"), T0)
        path.write_bytes(content)
        stats, message = record_stats.read_stats()
        assert message is not None, kind
        assert message.startswith("The stats file could not be read"), kind
        assert "the counting starts again from the finished games still kept" in message
        moved = sorted(path.parent.glob("stats.json.bad-*"))
        assert moved and str(moved[-1]) in message and not path.exists(), kind
        # the figures of the finished games the archive holds
        assert stats.games["magi"].total.games == len(records.list_finished("magi")), kind
        for p in moved:
            p.unlink()


def test_a_game_ending_over_a_damaged_stats_file_says_so_and_counts_again(fresh_home):
    _finish("magi", _meta("win"), T0)
    record_stats.stats_path().write_bytes(b"{broken")
    meta = _meta("loss")
    records.keep_finished("magi", Record("magi", {"players": 2}, 1, []), meta, now=T0 + 1)
    message = record_stats.count_finished("magi", meta, archived=True)
    assert message and "moved aside" in message
    g = record_stats.read_stats()[0].games["magi"]
    assert (g.total.wins, g.total.losses) == (1, 1)             # both, from the archive


def test_the_stats_file_round_trips_through_its_schema(fresh_home):
    _finish("mabinogi", _meta("win", side="Ailill", turns=9, hints=1), T0)
    data = json.loads(record_stats.stats_path().read_text())
    again = record_stats.check_stats(data)
    assert again == msgspec.convert(data, record_stats.StatsFile)
    assert again.games["mabinogi"].by_side["Ailill"].wins == 1
