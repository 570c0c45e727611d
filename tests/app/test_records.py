"""The archive of finished games (app/records.py): a finished game is kept with its meta
and read back exactly; the newest 50 of each game are kept, the oldest dropped; a bad file
is moved aside with a message for the player, like a bad save."""
from __future__ import annotations

import json

import msgspec
import pytest

from app import records, storage
from app.records import FinishedMeta
from app.storage import BadFile
from engines.core.replay import Record

DAY = 86_400.0
T0 = 1_800_000_000.0          # a fixed moment (tests never read the wall clock)


def _record(game="magi", actions=None):
    return Record(game, {"players": 2, "variation": False}, 1234,
                  list(actions if actions is not None else [("draw",), ("play", 17)]))


def _meta(result="win", **kw):
    return {"result": result, "human_seat": 0, "difficulty": "hard", "names": ["You", "Bram"],
            "players": 2, "turns": 12, "decisions": 30, **kw}


def test_a_finished_game_is_kept_and_read_back_exactly(fresh_home):
    path = records.keep_finished("magi", _record(), _meta(side="Naroom"), now=T0)
    assert path.parent == fresh_home / "data" / "records"
    assert path.name.startswith("magi-") and path.suffix == ".json"
    [entry] = records.list_finished()
    assert entry.game == "magi" and entry.result == "win" and entry.meta.side == "Naroom"
    assert entry.meta.hints == 0              # optional: a table without hints says none
    assert entry.meta.date.startswith("2027-01-15T")
    record, meta = records.load_finished(entry)
    assert record == _record()
    assert meta == FinishedMeta(**_meta(side="Naroom"), date=entry.meta.date)
    assert records.list_finished("magination") == []
    # written atomically: nothing else is left in the folder
    assert [p.name for p in path.parent.iterdir()] == [path.name]


def test_the_hints_count_is_kept_when_the_table_gives_it(fresh_home):
    records.keep_finished("magi", _record(), _meta(hints=3), now=T0)
    assert records.list_finished()[0].meta.hints == 3


def test_the_newest_fifty_of_each_game_are_kept_and_the_oldest_dropped(fresh_home):
    for i in range(records.KEEP + 2):
        records.keep_finished("magi", _record(), _meta(decisions=i), now=T0 + i * DAY)
    records.keep_finished("mabinogi", Record("mabinogi", {"players": 2}, 1, []), _meta(),
                          now=T0)
    magi = records.list_finished("magi")
    assert len(magi) == records.KEEP
    # newest first; the two oldest (decisions 0 and 1) were dropped
    assert [e.meta.decisions for e in magi] == list(range(records.KEEP + 1, 1, -1))
    assert len(records.list_finished("mabinogi")) == 1       # another game's are its own
    assert len(records.list_finished()) == records.KEEP + 1


def test_two_games_ending_in_the_same_second_are_both_kept_in_order(fresh_home):
    records.keep_finished("magi", _record(), _meta("loss"), now=T0)
    records.keep_finished("magi", _record(), _meta("win"), now=T0)
    records.keep_finished("magi", _record(), _meta("draw"), now=T0)
    assert [e.result for e in records.list_finished()] == ["draw", "win", "loss"]
    for _ in range(records.KEEP):
        records.keep_finished("magi", _record(), _meta("win"), now=T0 + DAY)
    assert "loss" not in [e.result for e in records.list_finished()]    # the oldest went


def test_a_meta_the_schema_refuses_is_never_written(fresh_home):
    with pytest.raises(msgspec.ValidationError):
        records.keep_finished("magi", _record(), _meta(result="won"), now=T0)
    assert records.list_finished() == []


def _drop(fresh_home, name: str, content: bytes):
    folder = fresh_home / "data" / "records"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / name).write_bytes(content)
    return folder


def _good(**changes) -> dict:
    data = {"version": 1, "game": "magi", "record": _record().to_json(), "meta": _meta()}
    data.update(changes)
    return data


BAD_HEADS = {
    "garbage": b"\x00\xff garbage",
    "truncated": b'{"version": 1, "game": "magi", "rec',
    "not_a_game": json.dumps([1, 2, 3]).encode(),
    "newer": json.dumps(_good(version=99)).encode(),
    "bad_result": json.dumps(_good(meta=_meta(result="won"))).encode(),
    "seat_out_of_game": json.dumps(_good(meta=_meta(human_seat=5))).encode(),
    "other_game": json.dumps(_good(game="mabinogi")).encode(),
    "deep": b"[" * 100_000,
}


@pytest.mark.parametrize("kind", sorted(BAD_HEADS))
def test_a_damaged_finished_game_is_moved_aside_with_a_message(fresh_home, kind):
    storage.take_notices()
    folder = _drop(fresh_home, "magi-20270101-000000.json", BAD_HEADS[kind])
    records.keep_finished("magi", _record(), _meta(), now=T0)
    entries = records.list_finished()
    assert [e.result for e in entries] == ["win"]               # the good one is listed
    moved = sorted(folder.glob("magi-20270101-000000.json.bad-*"))
    assert len(moved) == 1
    [(title, body)] = storage.take_notices()
    assert title == records.NOTICE_TITLE
    assert body.startswith("The finished game magi-20270101-000000.json could not be read")
    assert str(moved[0]) in body and "your other finished games are kept" in body


def test_a_record_that_cannot_be_replayed_is_refused_when_opened(fresh_home):
    """The list reads the head and meta; the record is judged as a save's is when the game
    is opened: a move that is not one is refused and the file moved aside."""
    data = _good()
    data["record"]["actions"] = [["draw"], {"not": "an action"}]
    folder = _drop(fresh_home, "magi-20270101-000000.json", json.dumps(data).encode())
    [entry] = records.list_finished()
    with pytest.raises(BadFile) as bad:
        records.load_finished(entry)
    assert "could not be read" in bad.value.message and bad.value.moved_to is not None
    assert list(folder.glob("*.bad-*")) and records.list_finished() == []


def test_a_record_whose_players_differ_from_its_meta_is_refused(fresh_home):
    _drop(fresh_home, "magi-20270101-000000.json",
          json.dumps(_good(meta=_meta(players=3, names=["A", "B", "C"]))).encode())
    [entry] = records.list_finished()
    with pytest.raises(BadFile):
        records.load_finished(entry)


def test_files_that_are_not_the_archives_are_left_alone(fresh_home):
    folder = _drop(fresh_home, "notes.txt", b"mine")
    (folder / "magi-latest.json").write_text("{}")
    assert records.list_finished() == [] and not records.has_finished()
    assert sorted(p.name for p in folder.iterdir()) == ["magi-latest.json", "notes.txt"]
