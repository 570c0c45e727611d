"""Deck storage: JSON files per deck, built-in read-only starters, bad files moved aside."""
from __future__ import annotations

import pytest

from app import decks


def _starter(key="naroom"):
    from engines.magination import RULES
    return RULES.starter_deck(key)


def test_round_trip(fresh_home):
    d = _starter("cald")
    entry = decks.save_deck({"name": "My  Cald", "magi": d["magi"], "cards": d["cards"]})
    assert entry["name"] == "My Cald" and entry["valid"]
    assert decks.deck_path("My Cald").name == "my-cald.json"
    loaded = decks.load_deck("my cald")
    assert loaded["magi"] == d["magi"] and sorted(loaded["cards"]) == sorted(d["cards"])
    names = [x["name"] for x in decks.list_decks()]
    assert names == ["Naroom starter", "Cald starter", "My Cald"]
    assert decks.delete_deck("My Cald") is True
    assert decks.load_deck("My Cald") is None and decks.delete_deck("My Cald") is False


def test_draft_saved_but_not_playable(fresh_home):
    decks.save_deck({"name": "Half done", "magi": ["Evu"], "cards": ["Furok"] * 3})
    listed = {d["name"]: d for d in decks.list_decks()}
    assert not listed["Half done"]["valid"] and listed["Half done"]["problems"]
    assert "Half done" not in [n for n, _ in decks.playable_decks()]
    d = _starter()
    decks.save_deck({"name": "Ready", "magi": d["magi"], "cards": d["cards"]})
    playable = dict(decks.playable_decks())
    assert list(playable)[:2] == ["Naroom starter", "Cald starter"]
    assert playable["Ready"] == {"magi": d["magi"], "cards": d["cards"]}


@pytest.mark.parametrize("content", [b"{\"magi\": [", b"\x00\xff garbage", b"[1, 2, 3]",
                                     b"{\"version\": 1, \"name\": \"X\", \"magi\": 5, \"cards\": []}",
                                     b"{\"version\": 99, \"name\": \"X\", \"magi\": [], \"cards\": []}"])
def test_bad_file_moved_aside_and_reported(fresh_home, content):
    d = _starter()
    decks.save_deck({"name": "Good", "magi": d["magi"], "cards": d["cards"]})
    bad = decks.decks_dir() / "broken.json"
    bad.write_bytes(content)
    report: list = []
    names = [x["name"] for x in decks.list_decks(report=report)]
    assert names == ["Naroom starter", "Cald starter", "Good"]
    assert len(report) == 1 and "deck" in report[0] and "moved aside" in report[0]
    assert not bad.exists()
    moved = list(decks.decks_dir().glob("broken.json.bad-*"))
    assert len(moved) == 1 and moved[0].read_bytes() == content
    assert decks.list_decks(report=(again := [])) and again == []   # reported once


def test_starters_present_and_read_only(fresh_home):
    starters = decks.list_decks()[:2]
    assert [s["starter"] for s in starters] == ["naroom", "cald"]
    assert all(s["valid"] and len(s["magi"]) == 3 and len(s["cards"]) >= 40 for s in starters)
    with pytest.raises(decks.DeckError):
        decks.save_deck({"name": "Naroom Starter", "magi": [], "cards": []})
    with pytest.raises(decks.DeckError):
        decks.delete_deck("Cald starter")
    with pytest.raises(decks.DeckError):
        decks.save_deck({"name": "  ", "magi": [], "cards": []})
    assert list(decks.decks_dir().iterdir()) == []
    assert decks.load_deck("Cald starter")["starter"] == "cald"
