"""Mabinogi decks on disk through the builder: saved as JSON the store reads back,
renamed, copied, deleted; bad files moved aside (never deleted) with a plain message;
decks as text; the builder opened from the game setup screen by a plug-in that names
``collection=DECKS``."""
from __future__ import annotations

import json

import pygame
import pytest

from app.collection_store import CollectionError
from app.plugin import GamePlugin, Plugins
from scenes.mabinogi import builder as b
from scenes.kit.builder import text_io
from scenes.mabinogi.builder_load import LoadDeckOverlay
from scenes.mabinogi.collection import DECKS, STORE
from scenes.message import MessageOverlay
from tests.scenes.shell_helpers import click, click_button, press

GOOD = {"version": 1, "game": "mabinogi", "name": "Grove", "hero": "brigid",
        "cards": ["Hyena", "Hyena", "Rhino"]}


def open_builder(app, deck=None):
    scene = b.open_builder(app, deck)
    app.frame()
    return scene


def name_it(app, scene, name):
    scene.name_field.set("")
    click(app, scene.name_field.rect.center)
    app.frame([pygame.event.Event(pygame.TEXTINPUT, text=ch) for ch in name])
    press(app, pygame.K_RETURN)


def answer(app, label):
    overlay = app.stack.top
    assert isinstance(overlay, MessageOverlay), overlay
    click(app, next(x for x in overlay.buttons if x.label == label).rect.center)


# -- the collection ------------------------------------------------------------------------
def test_the_collection_names_the_store_and_the_builder(app, fresh_home):
    assert DECKS.kind == "deck" and DECKS.game == "mabinogi" and DECKS.store is STORE
    assert [d["builtin"] for d in STORE.builtin()] == ["wild_pack", "arcane_flame",
                                                       "dawn_guard", "grave_pact",
                                                       "three_stars", "shadow_market"]
    assert all(d["valid"] and len(d["cards"]) == 12 for d in STORE.builtin())
    scene = DECKS.open_builder(app)
    assert isinstance(scene, b.DeckBuilderScene) and app.stack.top is scene


def test_prebuilt_decks_are_read_only(fresh_home):
    with pytest.raises(CollectionError):
        STORE.save({"name": "wild pack", "hero": "brigid", "cards": []})
    with pytest.raises(CollectionError):
        STORE.delete("Dawn Guard")


def test_a_folder_of_its_own_beside_magi_nations_decks(fresh_home):
    """A Mabinogi deck and a Magi-Nation deck of the same name are two files."""
    from scenes.magination.decks import DECKS as MN
    d = MN.builtin()[0]
    MN.save({"name": "Fire", "magi": d["magi"], "cards": d["cards"]})
    STORE.save({"name": "Fire", "hero": "aedan", "cards": ["Fireball"]})
    assert STORE.path("Fire") != MN.path("Fire")
    assert MN.load("Fire")["magi"] == d["magi"] and STORE.load("Fire")["hero"] == "aedan"
    assert [e["name"] for e in MN.entries()][2:] == ["Fire"]
    assert [e["name"] for e in STORE.entries()][6:] == ["Fire"]


# -- saving -------------------------------------------------------------------------------
def test_save_writes_json_that_the_store_reads_back(app, fresh_home):
    scene = open_builder(app)
    for name in ("Hyena", "Hyena", "Rhino", "Fireball"):
        scene.add(name)
    scene.deck_column.hero.step(1)                       # the next hero
    name_it(app, scene, "My Grove")
    click(app, scene.save_button.rect.center)
    assert not scene.dirty and scene.saved_name == "My Grove"
    assert "ready to play" in scene.message
    data = json.loads(STORE.path("My Grove").read_text())
    assert data == {"version": 1, "game": "mabinogi", "name": "My Grove", "hero": "aedan",
                    "cards": ["Fireball", "Hyena", "Hyena", "Rhino"]}
    entry = STORE.load("my grove")
    assert entry["valid"] and sorted(entry["cards"]) == ["Fireball", "Hyena", "Hyena", "Rhino"]
    assert dict(STORE.playable())["My Grove"]["hero"] == "aedan"
    # opened again, it is the same deck, saved
    again = open_builder(app, "My Grove")
    assert again.saved_name == "My Grove" and not again.dirty
    assert again.counts == {"Hyena": 2, "Rhino": 1, "Fireball": 1}


def test_a_draft_saves_but_is_not_playable_and_names_are_checked(app, fresh_home):
    scene = open_builder(app)
    click(app, scene.save_button.rect.center)            # no name, no card
    assert "name" in scene.message and STORE.entries()[6:] == []
    name_it(app, scene, "Dawn Guard")                    # a prebuilt deck's name
    click(app, scene.save_button.rect.center)
    assert "prebuilt" in scene.message and STORE.entries()[6:] == []
    name_it(app, scene, "Later")
    click(app, scene.save_button.rect.center)
    assert "draft" in scene.message
    assert [d["name"] for d in STORE.entries()][6:] == ["Later"]
    assert "Later" not in dict(STORE.playable())
    assert STORE.load("Later")["problems"] == ["A deck needs at least one card."]


def test_rename_duplicate_and_delete(app, fresh_home):
    scene = open_builder(app)
    scene.add("Hyena")
    name_it(app, scene, "Alpha")
    click(app, scene.save_button.rect.center)
    # a new name in the box: Save asks to rename (the old file goes) or keep both
    name_it(app, scene, "Beta")
    click(app, scene.save_button.rect.center)
    answer(app, "Rename")
    assert [d["name"] for d in STORE.entries()][6:] == ["Beta"]
    assert scene.saved_name == "Beta" and "Renamed 'Alpha' to 'Beta'" in scene.message
    name_it(app, scene, "Gamma")
    click(app, scene.save_button.rect.center)
    answer(app, "Keep both")
    assert [d["name"] for d in STORE.entries()][6:] == ["Beta", "Gamma"]
    # Copy saves a copy under a new name and goes on with it
    click(app, scene.copy_button.rect.center)
    assert scene.saved_name == "Gamma copy" and not scene.dirty
    click(app, scene.copy_button.rect.center)
    assert scene.saved_name == "Gamma copy copy"
    assert [d["name"] for d in STORE.entries()][6:] == ["Beta", "Gamma", "Gamma copy",
                                                        "Gamma copy copy"]
    assert STORE.load("Gamma copy")["cards"] == ["Hyena"]
    # saving over another saved deck asks first
    name_it(app, scene, "Beta")
    click(app, scene.save_button.rect.center)
    answer(app, "Keep both")
    answer(app, "Replace")
    assert scene.saved_name == "Beta"
    click(app, scene.delete_button.rect.center)
    answer(app, "Delete")
    assert [d["name"] for d in STORE.entries()][6:] == ["Gamma", "Gamma copy",
                                                        "Gamma copy copy"]
    assert scene.counts == {} and scene.saved_name is None
    click(app, scene.delete_button.rect.center)          # nothing saved: says so
    assert "nothing to delete" in scene.message


def test_a_saved_deck_is_loaded_from_the_load_overlay(app, fresh_home):
    STORE.save({"name": "Dusk", "hero": "morcant", "cards": ["Ghoul", "Ghoul"]})
    scene = open_builder(app)
    click(app, scene.load_button.rect.center)
    overlay = app.stack.top
    assert isinstance(overlay, LoadDeckOverlay) and overlay.report == []
    row = next(r for r, d in overlay.rows() if d["name"] == "Dusk")
    click(app, row.center)
    assert app.stack.top is scene and scene.saved_name == "Dusk"
    assert scene.counts == {"Ghoul": 2} and scene.model.hero == "morcant"
    assert scene.message == "Loaded 'Dusk'."


# -- untrusted files ------------------------------------------------------------------------
BAD = [b"{\"hero\": ", b"\x00\xff garbage", b"[1, 2, 3]", b"null",
       json.dumps({**GOOD, "cards": "Hyena"}).encode(),
       json.dumps({**GOOD, "cards": [1, 2]}).encode(),
       json.dumps({**GOOD, "cards": ["Hyena"] * 41}).encode(),
       json.dumps({**GOOD, "hero": None}).encode(),
       json.dumps({**GOOD, "version": 99}).encode(),
       json.dumps({**GOOD, "name": ""}).encode(),
       json.dumps({k: v for k, v in GOOD.items() if k != "hero"}).encode(),
       b"[" * 5000 + b"]" * 5000]


@pytest.mark.parametrize("content", BAD)
def test_a_bad_deck_file_is_moved_aside_and_reported(fresh_home, content):
    STORE.save({"name": "Good", "hero": "brigid", "cards": ["Hyena"]})
    bad = STORE.folder() / "broken.json"
    bad.write_bytes(content)
    report: list = []
    names = [x["name"] for x in STORE.entries(report=report)]
    assert names[6:] == ["Good"]
    assert len(report) == 1 and "deck file broken.json" in report[0]
    assert "moved aside" in report[0]
    assert not bad.exists()
    moved = list(STORE.folder().glob("broken.json.bad-*"))
    assert len(moved) == 1 and moved[0].read_bytes() == content      # never deleted
    assert STORE.entries(report=(again := [])) and again == []       # reported once


def test_a_corrupt_deck_file_is_moved_aside_with_a_message_in_the_builder(app, fresh_home):
    STORE.save({"name": "Good", "hero": "brigid", "cards": ["Hyena"]})
    bad = STORE.folder() / "ruined.json"
    bad.write_text('{"version": 1, "name": "Ruined", "hero": "brigid", "cards": [')
    scene = open_builder(app)
    click(app, scene.load_button.rect.center)
    message = app.stack.top
    assert isinstance(message, MessageOverlay)
    assert message.title == "1 deck file could not be read and was moved aside."
    assert "ruined.json" in message.body and "moved aside to" in message.body
    assert "your other decks are kept" in message.body
    click(app, message.buttons[0].rect.center)
    overlay = app.stack.top
    assert isinstance(overlay, LoadDeckOverlay)
    assert [d["name"] for d in overlay.entries][6:] == ["Good"]
    assert not bad.exists() and len(list(STORE.folder().glob("ruined.json.bad-*"))) == 1


def test_a_deck_over_the_limits_loads_as_a_draft_with_the_reasons(app, fresh_home):
    """A file the schema accepts but the rules refuse: listed as a draft, opened with
    the engine's sentences; unknown card names are left out and said."""
    cards = ["Hyena", "Hyena", "Hyena", "Fireball", "Holy Light", "Ghoul", "Golden Coin",
             "Rhino", "Rhino", "Grand Elf", "Grand Elf", "Arctotherium", "Entangle",
             "Nosuchcard"]
    (STORE.folder() / "wild.json").write_text(json.dumps({**GOOD, "name": "Wild",
                                                          "cards": cards}))
    entry = STORE.load("Wild")
    assert not entry["valid"]
    scene = open_builder(app, entry)
    sentences = [s for s, _ in scene.problems()]
    assert "A deck holds at most 12 cards (this one has 13)." in sentences
    assert any(s.startswith("A deck uses at most 3 resources (this one uses Gold, Mana, "
                            "Light, Nature, Dark)") for s in sentences)
    assert not any("copies" in s for s in sentences)      # the rulebook sets no limit
    assert "Nosuchcard" in scene.message                  # left out, and said
    assert not scene.valid
    app.frame()
    lines = [m for m, _ in scene.deck_column.check_lines()]
    assert lines[0] == sentences[0] and lines[1].startswith("→ ")


# -- decks as text --------------------------------------------------------------------------
def test_export_to_the_clipboard_and_import_back(app, fresh_home, monkeypatch):
    board = {}
    monkeypatch.setattr(text_io, "copy_text", lambda t: board.update(text=t) or True)
    monkeypatch.setattr(text_io, "paste_text", lambda: board.get("text"))
    scene = open_builder(app, STORE.builtin()[0])
    scene.name_field.set("Leafy")
    click(app, scene.text_button.rect.center)
    answer(app, "Export")
    assert board["text"].startswith("# Leafy\nHero: Brigid of the Grove\n")
    assert "2 Hyena\n" in board["text"] and "clipboard" in scene.message
    board["text"] = ("# Pasted\nHero: Aedan the Ember-Scholar\n2x Fireball\nghoul\n"
                     "2 Nosuchcard\n")
    scene.import_text()                                  # unsaved changes: asked first
    answer(app, "Discard changes")
    assert scene.counts == {"Fireball": 2, "Ghoul": 1} and scene.model.hero == "aedan"
    assert scene.name_field.value == "Pasted" and scene.dirty
    assert "1 line skipped" in scene.message and "Nosuchcard" in scene.message


def test_without_a_clipboard_the_text_goes_through_a_file(app, fresh_home, monkeypatch):
    monkeypatch.setattr(text_io, "copy_text", lambda t: False)
    monkeypatch.setattr(text_io, "paste_text", lambda: None)
    scene = open_builder(app, STORE.builtin()[1])
    scene.name_field.set("Hot Stuff")
    assert scene.export_text()
    path = scene.channel.export_file("Hot Stuff")
    assert str(path) in scene.message and path.read_text().startswith("# Hot Stuff\n")
    assert not scene.import_text()
    assert str(scene.channel.import_file()) in scene.message
    scene.channel.import_file().write_text(path.read_text())
    scene.dirty = False
    assert scene.import_text()
    assert sorted(scene.cards) == sorted(STORE.builtin()[1]["cards"])


# -- opened from the game setup screen ------------------------------------------------------
def test_a_plug_in_with_collection_decks_opens_the_builder_from_the_setup(fresh_home):
    """Until the real plug-in is wired: a test plug-in with ``collection=DECKS``."""
    from app.runtime import App
    from app.settings import Settings
    from scenes.game_setup import GameSetupScene
    from tests.conftest import all_plugins
    plugins = [p for p in all_plugins() if p.key != "mabinogi"]
    test_plugin = GamePlugin(key="mabinogi", order=40, engine="engines.mabinogi",
                             blurb="test", table_scene=lambda *a, **k: None,
                             collection=DECKS)
    app = App(headless=True, settings=Settings(seen_games=[p.key for p in plugins]),
              plugins=Plugins(plugins + [test_plugin]))
    setup = GameSetupScene(app, "mabinogi")
    app.stack.push(setup, fade=False)
    app.frame()
    assert setup.collection_button.visible
    click_button(app, setup.collection_button)
    assert isinstance(app.stack.top, b.DeckBuilderScene)
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is setup
