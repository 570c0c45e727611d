"""The autosave: round trip, and every kind of bad file moved aside with a message."""
from __future__ import annotations

import json

import pytest

from app import config, saves
from engines.core.replay import Record


def _made(path):
    """``path`` with its folder made (a file dropped where the app keeps saves)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    return path


def _record(game="magi"):
    return Record(game, {"players": 4, "variation": False}, 1234, [("draw",), ("play", 17)])


def _bad_files(home):
    return sorted((home / "data" / "saves").glob("auto-magi.json.bad-*"))


def test_round_trip(fresh_home):
    assert not saves.has_autosave()
    assert saves.latest("game") == (None, None)
    meta = {"human_seat": 0, "difficulty": "hard", "mode": "game"}
    saves.autosave("magi", _record(), meta)
    assert saves.has_autosave()
    save, message = saves.latest("game")
    assert message is None
    assert save["version"] == config.SAVE_VERSION
    assert save["game"] == "magi" and save["meta"] == meta
    rec = saves.record_of(save)
    assert rec.seed == 1234 and rec.actions == [("draw",), ("play", 17)]
    # atomic write leaves no temporary files behind
    assert [p.name for p in (fresh_home / "data" / "saves").iterdir()] == ["auto-magi.json"]


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
    "unbuilt_game": json.dumps({"version": 1, "game": "arena",
                                "record": _record("arena").to_json(), "meta": {}}).encode(),
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
    path = _made(saves.autosave_path("magi"))
    path.write_bytes(BAD_CONTENTS[kind])
    assert saves.has_autosave()
    save, message = saves.latest("game")
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
    saves.clear("magi")
    assert not saves.has_autosave()
    saves.clear("magi")           # nothing there: no error
    # a file that is not a valid save is not deleted (load_autosave moves it aside)
    _made(saves.autosave_path("magi")).write_text("not json")
    saves.clear("magi")
    assert saves.autosave_path("magi").read_text() == "not json"


def test_reject_moves_a_save_aside(fresh_home):
    saves.autosave("magi", _record(), {})
    message = saves.reject(saves.autosave_path("magi"), "could not be restored (boom)")
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


def test_each_game_has_its_own_autosave_and_a_tutorial_never_replaces_a_game(fresh_home):
    saves.autosave("magi", _record(), {"mode": "game"})
    saves.autosave("magi", _record(), {"mode": "tutorial", "step": 3})
    saves.autosave("magecraft", Record("magecraft", {"players": 2}, 5, []), {"mode": "game"})
    kinds = sorted((e.kind, e.game) for e in saves.entries())
    assert kinds == [("auto", "magecraft"), ("auto", "magi"), ("tutorial", "magi")]
    save, message = saves.tutorial_save("magi")
    assert message is None and save["meta"]["step"] == 3
    latest, _ = saves.latest("game")
    assert latest["game"] == "magecraft"              # the newest game in progress
    saves.clear("magi", "tutorial")                  # the tutorial finished
    assert saves.has_autosave("magi") and not saves.has_autosave("magi", "tutorial")


def test_named_slots_keep_a_game_under_a_name(fresh_home):
    saves.save_to_slot(2, "  Before   the big attack ", "magi", _record(), {"human_seat": 0})
    (slot,) = [e for e in saves.entries() if e.kind == "slot"]
    assert slot.slot == 2 and slot.name == "Before the big attack" and slot.game == "magi"
    save, message = saves.load(slot.path)
    assert message is None and saves.record_of(save).seed == 1234
    with pytest.raises(ValueError):
        saves.slot_path(saves.SLOTS + 1)
    saves.delete_slot(2)
    assert not [e for e in saves.entries() if e.kind == "slot"]


def test_the_single_autosave_of_earlier_versions_moves_to_its_game(fresh_home):
    old = fresh_home / "data" / "autosave.json"
    old.parent.mkdir(parents=True, exist_ok=True)
    old.write_text(json.dumps({"version": 1, "game": "magi", "record": _record().to_json(),
                               "meta": {"mode": "tutorial", "step": 2}}))
    assert [(e.kind, e.game) for e in saves.entries()] == [("tutorial", "magi")]
    assert not old.exists()
