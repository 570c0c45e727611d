"""Deck storage: JSON files per deck, built-in read-only starters, bad files moved aside."""
from __future__ import annotations

import pytest

from app.collection_store import CollectionError
from scenes.magination.decks import DECKS


def _starter(key="naroom"):
    from engines.magination import RULES
    return RULES.starter_deck(key)


def test_round_trip(fresh_home):
    d = _starter("cald")
    entry = DECKS.save({"name": "My  Cald", "magi": d["magi"], "cards": d["cards"]})
    assert entry["name"] == "My Cald" and entry["valid"]
    assert DECKS.path("My Cald").name == "my-cald.json"
    loaded = DECKS.load("my cald")
    assert loaded["magi"] == d["magi"] and sorted(loaded["cards"]) == sorted(d["cards"])
    names = [x["name"] for x in DECKS.entries()]
    assert names == ["Naroom starter", "Cald starter", "My Cald"]
    assert DECKS.delete("My Cald") is True
    assert DECKS.load("My Cald") is None and DECKS.delete("My Cald") is False


def test_draft_saved_but_not_playable(fresh_home):
    DECKS.save({"name": "Half done", "magi": ["Evu"], "cards": ["Furok"] * 3})
    listed = {d["name"]: d for d in DECKS.entries()}
    assert not listed["Half done"]["valid"] and listed["Half done"]["problems"]
    assert "Half done" not in [n for n, _ in DECKS.playable()]
    d = _starter()
    DECKS.save({"name": "Ready", "magi": d["magi"], "cards": d["cards"]})
    playable = dict(DECKS.playable())
    assert list(playable)[:2] == ["Naroom starter", "Cald starter"]
    assert playable["Ready"] == {"magi": d["magi"], "cards": d["cards"]}


@pytest.mark.parametrize("content", [b"{\"magi\": [", b"\x00\xff garbage", b"[1, 2, 3]",
                                     b"{\"version\": 1, \"name\": \"X\", \"magi\": 5, \"cards\": []}",
                                     b"{\"version\": 99, \"name\": \"X\", \"magi\": [], \"cards\": []}"])
def test_bad_file_moved_aside_and_reported(fresh_home, content):
    d = _starter()
    DECKS.save({"name": "Good", "magi": d["magi"], "cards": d["cards"]})
    bad = DECKS.folder() / "broken.json"
    bad.write_bytes(content)
    report: list = []
    names = [x["name"] for x in DECKS.entries(report=report)]
    assert names == ["Naroom starter", "Cald starter", "Good"]
    assert len(report) == 1 and "deck" in report[0] and "moved aside" in report[0]
    assert not bad.exists()
    moved = list(DECKS.folder().glob("broken.json.bad-*"))
    assert len(moved) == 1 and moved[0].read_bytes() == content
    assert DECKS.entries(report=(again := [])) and again == []   # reported once


def test_starters_present_and_read_only(fresh_home):
    starters = DECKS.entries()[:2]
    assert [s["builtin"] for s in starters] == ["naroom", "cald"]
    assert all(s["valid"] and len(s["magi"]) == 3 and len(s["cards"]) >= 40 for s in starters)
    with pytest.raises(CollectionError):
        DECKS.save({"name": "Naroom Starter", "magi": [], "cards": []})
    with pytest.raises(CollectionError):
        DECKS.delete("Cald starter")
    with pytest.raises(CollectionError):
        DECKS.save({"name": "  ", "magi": [], "cards": []})
    assert list(DECKS.folder().iterdir()) == []
    assert DECKS.load("Cald starter")["builtin"] == "cald"
