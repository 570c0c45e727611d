"""The autosave: round trip, and every kind of bad file moved aside with a message."""
from __future__ import annotations

import json

import pytest

from app import config, saves
from engines.core.replay import Record


def _record(game="magi"):
    return Record(game, {"players": 4, "variation": False}, 1234, [("draw",), ("play", 17)])


def _bad_files(home):
    return sorted((home / "data").glob("autosave.json.bad-*"))


def test_round_trip(fresh_home):
    assert not saves.has_autosave()
    assert saves.load_autosave() == (None, None)
    meta = {"human_seat": 0, "difficulty": "hard", "mode": "game"}
    saves.autosave("magi", _record(), meta)
    assert saves.has_autosave()
    save, message = saves.load_autosave()
    assert message is None
    assert save["version"] == config.SAVE_VERSION
    assert save["game"] == "magi" and save["meta"] == meta
    rec = saves.record_of(save)
    assert rec.seed == 1234 and rec.actions == [("draw",), ("play", 17)]
    # atomic write leaves no temporary files behind
    assert [p.name for p in (fresh_home / "data").iterdir()] == ["autosave.json"]


BAD_CONTENTS = {
    "garbage": b"\x00\xff\xfe garbage \x80\x81",
    "truncated": b'{"version": 1, "game": "magi", "record": {"game": "ma',
    "newer": json.dumps({"version": config.SAVE_VERSION + 1, "game": "magi",
                         "record": _record().to_json(), "meta": {}}).encode(),
    "list": b"[1, 2, 3]",
    "no_record": json.dumps({"version": 1, "game": "magi"}).encode(),
    "bad_record": json.dumps({"version": 1, "game": "magi",
                              "record": {"game": "magi", "seed": "x"}, "meta": {}}).encode(),
    "unknown_game": json.dumps({"version": 1, "game": "chess",
                                "record": _record("chess").to_json(), "meta": {}}).encode(),
    "unbuilt_game": json.dumps({"version": 1, "game": "mabinogi",
                                "record": _record("mabinogi").to_json(), "meta": {}}).encode(),
    "mismatch": json.dumps({"version": 1, "game": "magi",
                            "record": _record("other").to_json(), "meta": {}}).encode(),
    "bad_version": json.dumps({"version": "1", "game": "magi",
                               "record": _record().to_json(), "meta": {}}).encode(),
    "null": b"null",
    "meta_null": json.dumps({"version": 1, "game": "magi", "record": _record().to_json(),
                             "meta": None}).encode(),
    "seat_bool": json.dumps({"version": 1, "game": "magi", "record": _record().to_json(),
                             "meta": {"human_seat": True}}).encode(),
    "seat_99": json.dumps({"version": 1, "game": "magi", "record": _record().to_json(),
                           "meta": {"human_seat": 99}}).encode(),
    "difficulty": json.dumps({"version": 1, "game": "magi", "record": _record().to_json(),
                              "meta": {"difficulty": "godlike"}}).encode(),
    "seed_float": json.dumps({"version": 1, "game": "magi",
                              "record": {**_record().to_json(), "seed": 1.5},
                              "meta": {}}).encode(),
    "seed_huge": json.dumps({"version": 1, "game": "magi",
                             "record": {**_record().to_json(), "seed": 2 ** 64},
                             "meta": {}}).encode(),
    "players_str": json.dumps({"version": 1, "game": "magi",
                               "record": {**_record().to_json(), "config": {"players": "4"}},
                               "meta": {}}).encode(),
    "no_players": json.dumps({"version": 1, "game": "magi",
                              "record": {**_record().to_json(), "config": {}},
                              "meta": {}}).encode(),
    "bad_action": json.dumps({"version": 1, "game": "magi",
                              "record": {**_record().to_json(), "actions": [["play", 1.5]]},
                              "meta": {}}).encode(),
    "engine_refuses": json.dumps({"version": 1, "game": "magi",
                                  "record": {**_record().to_json(),
                                             "config": {"players": 4, "target": 0}},
                                  "meta": {}}).encode(),
}


@pytest.mark.parametrize("kind", sorted(BAD_CONTENTS))
def test_bad_file_is_moved_aside_and_reported(fresh_home, kind):
    path = saves.autosave_path()
    path.write_bytes(BAD_CONTENTS[kind])
    assert saves.has_autosave()
    save, message = saves.load_autosave()
    assert save is None
    assert message and "moved aside" in message
    assert not path.exists()
    bad = _bad_files(fresh_home)
    assert len(bad) == 1 and bad[0].read_bytes() == BAD_CONTENTS[kind]
    assert bad[0].name in message
    if kind == "newer":
        assert "newer" in message


def test_clear_autosave(fresh_home):
    saves.autosave("magi", _record(), {})
    saves.clear_autosave()
    assert not saves.has_autosave()
    saves.clear_autosave()           # nothing there: no error
    # a file that is not a valid save is not deleted (load_autosave moves it aside)
    saves.autosave_path().write_text("not json")
    saves.clear_autosave()
    assert saves.autosave_path().read_text() == "not json"


def test_reject_autosave_moves_aside(fresh_home):
    saves.autosave("magi", _record(), {})
    message = saves.reject_autosave("could not be restored (boom)")
    assert "boom" in message and not saves.has_autosave()
    assert len(_bad_files(fresh_home)) == 1


def test_engine_sentences_are_shown_but_not_python_internals():
    from app.saves import _engine_check
    from app.storage import Invalid

    class Rules:
        def __init__(self, text):
            self.text = text

        def check_config(self, cfg):
            raise ValueError(self.text)

    with pytest.raises(Invalid) as err:
        _engine_check(Rules("Magi is played by 2 to 8 players."), {})
    assert err.value.reason == "its game settings are refused: Magi is played by 2 to 8 players"
    with pytest.raises(Invalid) as err:
        _engine_check(Rules("You's deck: Unknown deck: 'NoneType' object is not subscriptable"),
                      {})
    assert err.value.reason == "its game settings are not ones this game can be played with"
