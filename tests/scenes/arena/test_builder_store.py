"""Arena armies on disk (issue 12 §2): the builder saves JSON the Store reads back, the
defaults are built in and read-only, a draft is kept but not offered, a corrupt file is
moved aside with a message (never deleted), and a saved army reaches the engine's config
and is played."""
from __future__ import annotations

import json
import random

import pygame
import pytest

from app.collection_store import CollectionError
from engines.arena import RULES
from engines.arena.content import PLANESWALKERS, default_army
from scenes.arena import builder as ab
from scenes.kit.builder.load import LoadEntryOverlay
from scenes.arena.collection import (ARMIES, ARMY_STORE, DEFAULT_SEAT_ARMIES, OTHER,
                                     army_choices, armies_config)
from scenes.message import MessageOverlay
from tests.scenes.shell_helpers import click


def _type(app, field, chars):
    click(app, field.rect.center)
    app.frame([pygame.event.Event(pygame.TEXTINPUT, text=ch) for ch in chars])


def test_the_collection_kind_and_the_defaults():
    assert (ARMIES.kind, ARMIES.noun, ARMIES.game, ARMIES.button) == \
        ("army", "army", "arena", "Army builder…")
    assert ARMIES.store is ARMY_STORE and callable(ARMIES.open_builder)
    built = ARMY_STORE.builtin()
    assert [e["builtin"] for e in built] == list(PLANESWALKERS)
    assert all(e["valid"] for e in built)
    assert built[3]["name"] == "Chandra's default army"
    assert {k: built[3][k] for k in ("planeswalker", "squads", "spells")} == \
        default_army("chandra")


def test_save_writes_json_the_store_reads_back_and_the_game_plays_it(app, fresh_home):
    scene = ab.open_army_builder(app, ARMY_STORE.builtin()[3])
    app.frame()
    # three Phoenix squads instead of Phoenixes and Firecats
    scene.remove_card("firecats")
    scene.add_card("phoenixes")
    scene.add_card("phoenixes")
    scene.name_field.set("")
    _type(app, scene.name_field, "Wings of Fire")
    click(app, scene.save_button.rect.center)
    assert not scene.dirty and scene.saved_name == "Wings of Fire"
    assert "ready to play" in scene.message
    path = fresh_home / "data" / "armies" / "wings-of-fire.json"
    assert path == ARMY_STORE.path("Wings of Fire")
    data = json.loads(path.read_text())
    assert data["version"] == 1 and data["game"] == "arena" and data["name"] == "Wings of Fire"
    assert data["planeswalker"] == "chandra" and data["squads"] == ["phoenixes"] * 3
    loaded = ARMY_STORE.load("wings of fire")
    assert loaded["valid"] and loaded["squads"] == ["phoenixes"] * 3
    assert loaded["spells"] == default_army("chandra")["spells"]
    # offered in the setup and passed to the engine, one army per seat
    assert "Wings of Fire" in [c[0] for c in army_choices(app, 2)]
    config = {"players": 2, **armies_config({"armies": ["Wings of Fire", None]}, 2)}
    assert config["armies"][0]["squads"] == ["phoenixes"] * 3
    assert config["armies"][1] == default_army("jace")
    state, _ = RULES.start(RULES.check_config(config), 5)
    assert len(state.army[0]) == 4                      # Chandra and three squads
    rng = random.Random(5)
    for _ in range(60):                                 # and it is played
        if RULES.result(state) is not None:
            break
        RULES.apply(state, rng.choice(RULES.legal_actions(state)))
    # reopened by name, it is the saved file (not a copy)
    again = ab.open_army_builder(app, "Wings of Fire")
    assert again.saved_name == "Wings of Fire" and not again.dirty
    assert again.model.squads == ["phoenixes"] * 3


def test_an_illegal_army_saves_as_a_draft_and_is_not_offered(app, fresh_home):
    scene = ab.open_army_builder(app)
    app.frame()
    scene.model.spells = scene.model.spells[:5]          # 5 spells: not a legal deck
    scene._changed()
    scene.name_field.set("Half done")
    click(app, scene.save_button.rect.center)
    assert "draft" in scene.message
    listed = {e["name"]: e for e in ARMY_STORE.entries()}
    assert listed["Half done"]["problems"] == ["A spell deck has 12 cards, not 5"]
    assert "Half done" not in dict(ARMY_STORE.playable())
    cfg = armies_config({"armies": ["Half done", None]}, 2)   # falls back to a legal one
    assert cfg["armies"][0] == default_army("gideon")
    # a default army's name is refused
    scene.name_field.set("Jace's default army")
    click(app, scene.save_button.rect.center)
    assert "default army" in scene.message
    with pytest.raises(CollectionError):
        ARMY_STORE.delete("Nissa's default army")


@pytest.mark.parametrize("content", [b"{\"planeswalker\": [", b"\x00\xff garbage", b"[1, 2]",
                                     b"{\"version\": 1, \"name\": \"X\", \"planeswalker\": 5, "
                                     b"\"squads\": [], \"spells\": []}"])
def test_a_corrupt_army_file_is_moved_aside_with_a_message(app, fresh_home, content):
    ARMY_STORE.save({"name": "Good", **default_army("nissa")})
    bad = ARMY_STORE.folder() / "broken.json"
    bad.write_bytes(content)
    scene = ab.open_army_builder(app)
    app.frame()
    click(app, scene.load_button.rect.center)
    overlay = app.stack.scenes[-2]
    assert isinstance(overlay, LoadEntryOverlay) and overlay.store is ARMY_STORE
    message = app.stack.top
    assert isinstance(message, MessageOverlay)            # said once, over the list
    assert "could not be read and was moved aside" in message.title
    assert "army list broken.json" in overlay.report[0] and "moved aside" in overlay.report[0]
    assert not bad.exists()
    moved = list(ARMY_STORE.folder().glob("broken.json.bad-*"))
    assert len(moved) == 1 and moved[0].read_bytes() == content     # never deleted
    assert [a["name"] for a in overlay.entries][5:] == ["Good"]
    app.save_screenshot("/tmp/arena_builder_corrupt.png")


def test_load_a_default_copies_it(app, fresh_home):
    scene = ab.open_army_builder(app)
    app.frame()
    scene.dirty = False
    click(app, scene.load_button.rect.center)
    overlay = app.stack.top
    row = next(r for r, d in overlay.rows() if d["name"] == "Liliana's default army")
    click(app, row.center)
    assert app.stack.top is scene and scene.model.planeswalker == "liliana"
    assert scene.name_field.value == "My Liliana army" and scene.saved_name is None
    assert "copy" in scene.message


def test_unknown_cards_in_a_file_are_left_out_with_a_message(app, fresh_home):
    army = default_army("gideon")
    army["squads"].append("dragons")
    ARMY_STORE.save({"name": "Odd", **army})
    entry = ARMY_STORE.load("Odd")
    assert "'dragons' is not a squad or hero" in entry["problems"]
    scene = ab.open_army_builder(app, entry)
    assert scene.model.squads == ["soldiers", "archers"]
    assert "dragons" in scene.message


def test_default_seat_armies_are_playable():
    cfg = armies_config({}, 2)
    names = dict(ARMY_STORE.playable())
    assert names[DEFAULT_SEAT_ARMIES[0]]["planeswalker"] == "chandra"
    assert set(DEFAULT_SEAT_ARMIES[1:]) == {OTHER}      # each AI seat: another Planeswalker
    assert [a["planeswalker"] for a in cfg["armies"]] == ["chandra", "jace"]
    assert len({a["planeswalker"] for a in armies_config({}, 5)["armies"]}) == 5
    RULES.check_config({"players": 2, **cfg})


def test_the_collection_opens_the_builder(app, fresh_home):
    scene = ARMIES.open_builder(app)
    assert isinstance(scene, ab.ArmyBuilderScene) and app.stack.top is scene
    app.frame()
    assert scene.valid and scene.model.planeswalker == "chandra"


def test_more_seats_get_different_planeswalkers(fresh_home):
    cfg = armies_config({"armies": ["Nissa's default army", None, OTHER, None, None]}, 5)
    walkers = [a["planeswalker"] for a in cfg["armies"]]
    assert walkers[:2] == ["nissa", "chandra"] and len(set(walkers)) == 5


def test_default_seat_names_are_the_builtin_names():
    from scenes.arena.collection import default_name
    assert [default_name(pw) for pw in ("chandra", "jace")] == \
        ["Chandra's default army", "Jace's default army"]


def test_saving_over_another_saved_army_is_asked_first(app, fresh_home):
    ARMY_STORE.save({"name": "Mine", **default_army("gideon")})
    scene = ab.open_army_builder(app, ARMY_STORE.builtin()[1])        # a copy of Jace's
    app.frame()
    scene.name_field.set("Mine")
    click(app, scene.save_button.rect.center)
    overlay = app.stack.top
    assert isinstance(overlay, MessageOverlay) and ARMY_STORE.load("Mine")["planeswalker"] == "gideon"
    click(app, next(b for b in overlay.buttons if b.label == "Replace").rect.center)
    assert ARMY_STORE.load("Mine")["planeswalker"] == "jace" and not scene.dirty
