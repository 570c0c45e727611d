"""The battlefield store (issue 27): the printed maps as read-only entries beside the
player's, files through the guarded reader (a damaged one moved aside with a message
saying where), and a thumbnail drawn from the map."""
from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from app import storage
from app.battlefields import BATTLEFIELDS, as_battlefield, thumbnail
from app.collection_store import CollectionError
from app.ui import canvas
from engines.arena import RULES
from engines.arena.battlefield import content_key, generated
from engines.arena.testing import edited_duel


@pytest.fixture
def home(fresh_home):
    return fresh_home


def _folder() -> Path:
    return BATTLEFIELDS.folder()


def test_the_list_is_the_printed_maps_and_ours_read_only_then_the_players_by_name(home):
    BATTLEFIELDS.save(dict(generated(11, 17, seed=5), name="Zeta Field"))
    BATTLEFIELDS.save(dict(edited_duel(), name="Alpha Duel"))
    entries = BATTLEFIELDS.entries()
    assert [e["name"] for e in entries] == ["The Duel", "The Skirmish", "The Melee",
                                           "Twin Fords", "Broken Heights", "Four Corners",
                                           "Alpha Duel", "Zeta Field"]
    assert [bool(e["builtin"]) for e in entries] == [True] * 6 + [False, False]
    assert [e.get("origin") for e in entries[:6]] == ["printed"] * 3 + ["original"] * 3
    assert all(e["valid"] for e in entries)
    for name in ("The Duel", "Twin Fords"):
        with pytest.raises(CollectionError, match="built-in"):
            BATTLEFIELDS.save(dict(edited_duel(), name=name))
    # what a game's config carries of our own design: the whole map, said to be ours
    assert as_battlefield(entries[3])["origin"] == "original"
    assert as_battlefield(entries[0])["origin"] == "printed"


def test_an_edited_map_saved_and_loaded_is_the_map_the_conformance_suite_plays(home):
    """The conformance suite's edited Duel (engines/arena/testing.py) round-trips
    through the store unchanged: same content, same board, and a game starts on it."""
    bf = edited_duel()
    saved = BATTLEFIELDS.save(dict(bf, name="Edited"))
    assert Path(saved["path"]).is_file()
    assert not list(_folder().glob("*.tmp"))              # written atomically
    loaded = BATTLEFIELDS.load("Edited")
    assert loaded is not None and loaded["valid"]
    again = as_battlefield(loaded)
    assert content_key(again) == content_key(bf)
    state, _ = RULES.start({"players": 2, "battlefield": again}, 2)
    assert state.board_key == content_key(bf)


def test_an_unplayable_map_is_kept_as_a_draft_with_the_checkers_words(home):
    bf = generated(11, 17, seed=5)
    for h in bf["hexes"]:
        h.pop("zone", None)
    entry = BATTLEFIELDS.save(dict(bf, name="No Zones"))
    assert not entry["valid"]
    assert "0 starting zones for 2 players" in entry["problems"][0]
    assert BATTLEFIELDS.load("No Zones")["problems"] == entry["problems"]


@pytest.mark.parametrize("content, words", [
    (b"{not json", "damaged"),
    (json.dumps({"version": 1, "game": "arena", "name": "Bad", "note": "", "seats": 2,
                 "hexes": [{"q": 0, "r": 0, "level": "high"}], "ruins": [],
                 "glyphs": []}).encode(), "whole number"),
    (json.dumps({"version": 1, "game": "arena", "name": "Bad", "note": "", "seats": 2,
                 "hexes": [], "ruins": [], "glyphs": [{"hex": [0, 0], "key": "Q"}]}).encode(),
     "allowed choices"),
    (b" " * (storage.KINDS["battlefield"].max_bytes + 1), "too large"),
])
def test_a_damaged_battlefield_file_is_moved_aside_with_a_message_saying_where(
        home, content, words):
    path = _folder() / "bad.json"
    path.write_bytes(content)
    report: list = []
    entries = BATTLEFIELDS.entries(report)
    assert [e["name"] for e in entries] == ["The Duel", "The Skirmish", "The Melee",
                                           "Twin Fords", "Broken Heights", "Four Corners"]
    assert len(report) == 1 and words in report[0], report
    assert "battlefield file bad.json" in report[0] and "moved aside to" in report[0]
    assert not path.exists()
    moved = list(_folder().glob("bad.json.bad-*"))
    assert len(moved) == 1 and str(moved[0]) in report[0]


def test_the_battlefield_kind_has_its_own_size_cap():
    kind = storage.KINDS["battlefield"]
    assert kind.what == "battlefield file"
    big = json.dumps(as_battlefield(dict(generated(40, 40, seed=1), name="Big")))
    assert len(big) < kind.max_bytes


def _pixel(surface, at):
    real = canvas.real_of(surface)
    k = getattr(surface, "k", 1.0)
    return tuple(real.get_at((int(at[0] * k), int(at[1] * k))))[:3]


@pytest.mark.parametrize("scale", [None, 2.0])
def test_the_thumbnail_draws_sand_water_and_zones_at_the_windows_scale(scale):
    """A small top-down picture of the map: a water hex is drawn blue, a sand hex sand,
    at the size asked for in design units and sharp at the window's scale."""
    pygame.init()
    bf = generated(11, 17, seed=5)
    for h in bf["hexes"]:
        if h["r"] == 8:
            h["terrain"], h["level"] = "water", 0
    bf["ruins"], bf["glyphs"] = [], []
    with canvas.scaled(scale):
        pic = thumbnail(bf, (120, 160))
    assert pic.get_size() == (120, 160)
    if scale:
        assert canvas.real_of(pic).get_size() == (240, 320)
    centre = _pixel(pic, (60, 80))
    assert centre[2] > centre[0] + 60, centre               # water: blue
    top = _pixel(pic, (60, 40))
    assert top[0] > top[2] + 40, top                        # sand
    assert _pixel(pic, (1, 1)) == (30, 30, 36)              # the background around it


def test_a_printed_map_has_a_thumbnail():
    pygame.init()
    for entry in BATTLEFIELDS.builtin():
        assert thumbnail(as_battlefield(entry)).get_size() == (160, 120)
