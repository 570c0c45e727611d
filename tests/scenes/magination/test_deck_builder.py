"""The Magi-Nation deck builder, driven by synthetic mouse and keyboard events."""
from __future__ import annotations

import pygame

from scenes.magination.builder_art import region_of
from scenes.magination.builder_layout import DECK, GRID, LIST
from scenes.kit.builder.load import LoadEntryOverlay
from scenes.magination.builder_pool import POOL_CARDS
from scenes.magination.decks import DECKS
from scenes.magination import deck_builder as db
from scenes.message import MessageOverlay
from tests.scenes.shell_helpers import click, down, motion, press, up


def _open(app, deck=None):
    scene = db.open_deck_builder(app, deck)
    app.frame()
    return scene


def _type(app, field, chars):
    click(app, field.rect.center)
    app.frame([pygame.event.Event(pygame.TEXTINPUT, text=ch) for ch in chars])


def _tile(scene, name):
    for rect, card in scene.pool_panel.tiles:
        if card.name == name:
            return rect
    raise AssertionError(f"{name} not shown")


def _find(app, scene, name):
    """Search the pool for ``name`` and return its tile."""
    scene.search.set("")
    _type(app, scene.search, name)
    press(app, pygame.K_RETURN)
    return _tile(scene, name)


def test_add_card_by_clicking(app, fresh_home):
    scene = _open(app)
    click(app, _find(app, scene, "Furok").center)
    assert scene.counts == {"Furok": 1}
    click(app, _find(app, scene, "Evu").center)
    assert scene.magi == ["Evu"]
    assert scene.dirty and not scene.valid
    assert any(p.startswith("Add 39 more cards") for p in scene.problems())
    assert any(p.startswith("Choose 2 more Magi") for p in scene.problems())


def test_fourth_copy_refused_with_reason(app, fresh_home):
    scene = _open(app)
    rect = _find(app, scene, "Furok")
    for _ in range(4):
        click(app, rect.center)
    assert scene.counts["Furok"] == 3
    assert "At most 3 copies of Furok" in scene.message
    assert scene.drag.message == scene.message          # shown next to the cursor
    # the - button of the deck row removes one
    minus = next(r for r, _, g in scene.deck_column.zones if g == "-")
    click(app, minus.center)
    assert scene.counts["Furok"] == 2


def test_not_implemented_card_refused_with_reason(app, fresh_home, monkeypatch):
    # every Base Set card works now, so mark one as not implemented for this test
    card = next(c for c in POOL_CARDS if c.type == "Creature" and c.powers)
    monkeypatch.setattr(card, "implemented", False)
    scene = _open(app)
    rect = _find(app, scene, card.name)
    app.frame([motion(rect.center)])
    click(app, rect.center)
    assert card.name not in scene.counts and card.name not in scene.magi
    assert scene.message == "Not playable yet: its power is not implemented"
    # nor can it be dragged onto the deck
    app.frame([motion(rect.center), down(rect.center)])
    app.frame([motion((rect.centerx + 40, rect.centery), (1, 0, 0))])
    app.frame([motion(DECK.center, (1, 0, 0)), up(DECK.center)])
    assert card.name not in scene.counts
    assert scene.drag.message == "Not playable yet: its power is not implemented"


def test_filters_narrow_the_pool(app, fresh_home, monkeypatch):
    # one card marked not implemented, so that "Playable only" has something to hide
    hidden = next(c for c in POOL_CARDS if c.type == "Spell")
    monkeypatch.setattr(hidden, "implemented", False)
    scene = _open(app)
    assert len(scene.pool_panel.pool) == 190
    cald = next(c for c in scene.pool_panel.region_chips if c.value == "Cald")
    click(app, cald.rect.center)
    assert 0 < len(scene.pool_panel.pool) < 190 and all(region_of(c) == "Cald"
                                                        for c in scene.pool_panel.pool)
    n_cald = len(scene.pool_panel.pool)
    spell = next(c for c in scene.pool_panel.type_chips if c.value == "Spell")
    click(app, spell.rect.center)
    assert 0 < len(scene.pool_panel.pool) < n_cald and all(c.type == "Spell"
                                                           for c in scene.pool_panel.pool)
    cost3 = next(c for c in scene.pool_panel.cost_chips if c.label == "3")
    click(app, cost3.rect.center)
    assert all(c.base_cost == 3 for c in scene.pool_panel.pool)
    click(app, scene.pool_panel.clear_chip.rect.center)
    click(app, scene.pool_panel.playable_chip.rect.center)
    assert 0 < len(scene.pool_panel.pool) < 190 and all(c.implemented
                                                        for c in scene.pool_panel.pool)
    _type(app, scene.search, "hyren")
    assert scene.pool_panel.pool and all("hyren" in c.name.lower() for c in scene.pool_panel.pool)
    _type(app, scene.search, "zzz")
    assert scene.pool_panel.pool == []


def test_drag_in_drag_out_and_reorder_magi(app, fresh_home):
    scene = _open(app)
    rect = _find(app, scene, "Grow")
    app.frame([motion(rect.center), down(rect.center)])
    app.frame([motion((rect.centerx + 30, rect.centery), (1, 0, 0))])
    app.frame([motion(LIST.center, (1, 0, 0)), up(LIST.center)])
    assert scene.counts == {"Grow": 1}
    row = scene.deck_column.rows[0][0]
    app.frame([motion(row.center), down(row.center)])
    app.frame([motion((row.centerx - 30, row.centery), (1, 0, 0))])
    app.frame([motion(GRID.center, (1, 0, 0)), up(GRID.center)])
    assert scene.counts == {}
    for name in ("Evu", "Tryn", "Yaki"):
        scene.add(name)
    app.frame()
    down_arrow = next(r for r, _, g in scene.deck_column.zones if g == "▼")
    click(app, down_arrow.center)
    assert scene.magi == ["Tryn", "Evu", "Yaki"]
    a, b = scene.deck_column.magi_rows[0], scene.deck_column.magi_rows[2]
    app.frame([motion((a.x + 20, a.centery)), down((a.x + 20, a.centery))])
    app.frame([motion((a.x + 20, a.centery + 20), (1, 0, 0))])
    app.frame([motion((b.x + 20, b.centery), (1, 0, 0)), up((b.x + 20, b.centery))])
    assert scene.magi == ["Evu", "Yaki", "Tryn"]
    assert "The Magi stack is full" in scene.add("Pruitt")


def test_copy_starter_save_and_play(app, fresh_home):
    scene = _open(app)
    click(app, scene.load_button.rect.center)
    overlay = app.stack.top
    assert isinstance(overlay, LoadEntryOverlay) and overlay.store is DECKS
    assert overlay.builtin_tag == "Starter: copy"
    row = next(r for r, d in overlay.rows() if d["name"] == "Cald starter")
    click(app, row.center)
    assert app.stack.top is scene and scene.valid
    assert scene.magi == ["Ashgar", "Gar", "Grega"] and scene.card_count() == 40
    scene.name_field.set("")
    _type(app, scene.name_field, "Hot Stuff")
    press(app, pygame.K_RETURN)
    click(app, scene.save_button.rect.center)
    assert not scene.dirty and scene.saved_name == "Hot Stuff"
    playable = dict(DECKS.playable())
    assert playable["Hot Stuff"]["magi"] == ["Ashgar", "Gar", "Grega"]
    assert len(playable["Hot Stuff"]["cards"]) == 40


def test_draft_saves_but_is_not_playable(app, fresh_home):
    scene = _open(app)
    scene.add("Evu")
    click(app, scene.save_button.rect.center)          # no name yet: refused
    assert "name" in scene.message and not DECKS.entries()[2:]
    _type(app, scene.name_field, "Naroom starter")     # a starter's name: refused
    click(app, scene.save_button.rect.center)
    assert "starter" in scene.message and not DECKS.entries()[2:]
    scene.name_field.set("")
    _type(app, scene.name_field, "Later")
    click(app, scene.save_button.rect.center)
    assert "draft" in scene.message
    assert [d["name"] for d in DECKS.entries()][2:] == ["Later"]
    assert "Later" not in dict(DECKS.playable())
    click(app, scene.delete_button.rect.center)
    assert isinstance(app.stack.top, MessageOverlay)
    click(app, app.stack.top.buttons[0].rect.center)    # Delete
    assert DECKS.entries()[2:] == [] and scene.magi == []


def test_right_click_zoom_and_escape_returns(app, fresh_home):
    scene = _open(app)
    rect = scene.pool_panel.tiles[0][0]
    app.frame([motion(rect.center), down(rect.center, 3), up(rect.center, 3)])
    assert scene.pinned and scene.pinned[0] == scene.pool_panel.tiles[0][1].name
    app.save_screenshot("/tmp/db_test_zoom.png")
    press(app, pygame.K_ESCAPE)
    assert scene.pinned is None and scene in app.stack.scenes
    press(app, pygame.K_ESCAPE)
    assert scene not in app.stack.scenes


def test_unsaved_changes_asked_before_leaving(app, fresh_home):
    scene = _open(app)
    scene.add("Evu")
    click(app, scene.back_button.rect.center)
    assert isinstance(app.stack.top, MessageOverlay) and scene in app.stack.scenes
    press(app, pygame.K_ESCAPE)                          # keep editing
    assert app.stack.top is scene
    click(app, scene.back_button.rect.center)
    click(app, app.stack.top.buttons[0].rect.center)     # leave
    assert scene not in app.stack.scenes


# -- issue 9: messages once and over the zoom; decks as text ---------------------------
def test_a_refusal_is_shown_once_next_to_the_cursor(app, fresh_home):
    scene = _open(app)
    for _ in range(4):
        scene.add("Furok")
    assert scene.drag.message and "At most 3 copies" in scene.drag.message
    assert scene.status is None                         # not a second time in the pool


def test_messages_are_drawn_over_the_hover_zoom(app, fresh_home, monkeypatch):
    scene = _open(app)
    order = []
    monkeypatch.setattr(scene, "_draw_hover", lambda s: order.append("zoom"))
    monkeypatch.setattr(scene, "_draw_status", lambda s: order.append("status"))
    monkeypatch.setattr(scene.drag, "draw_overlay", lambda s: order.append("cursor message"))
    app.frame()
    assert order[:3] == ["zoom", "status", "cursor message"]


def test_export_to_the_clipboard_and_import_back(app, fresh_home, monkeypatch):
    from scenes.kit.builder import text_io as deck_text
    board = {}
    monkeypatch.setattr(deck_text, "copy_text", lambda t: board.update(text=t) or True)
    monkeypatch.setattr(deck_text, "paste_text", lambda: board.get("text"))
    scene = _open(app, DECKS.builtin()[0])
    scene.name_field.set("Leafy")
    click(app, scene.text_button.rect.center)
    overlay = app.stack.top
    assert isinstance(overlay, MessageOverlay)
    export = next(b for b in overlay.buttons if b.label == "Export")
    app.save_screenshot("/tmp/mn_builder_text.png")
    click(app, export.rect.center)
    assert board["text"].startswith("# Leafy\n1 Evu\n1 Tryn\n1 Yaki\n")
    assert "clipboard" in scene.message
    board["text"] = "# Pasted\n1 Ashgar\n1 Gar\n1 Grega\n3 Furok\n2 Nosuchcard\n"
    scene.import_text()                          # unsaved changes: asked first
    overlay = app.stack.top
    assert isinstance(overlay, MessageOverlay)
    click(app, next(b for b in overlay.buttons if b.label == "Discard changes").rect.center)
    app.frame()
    assert scene.magi == ["Ashgar", "Gar", "Grega"] and scene.counts == {"Furok": 3}
    assert scene.name_field.value == "Pasted" and scene.dirty
    assert "1 line skipped" in scene.message and "Nosuchcard" in scene.message


def test_without_a_clipboard_the_text_goes_through_a_file_and_says_where(
        app, fresh_home, monkeypatch):
    from scenes.kit.builder import text_io as deck_text
    monkeypatch.setattr(deck_text, "copy_text", lambda t: False)
    monkeypatch.setattr(deck_text, "paste_text", lambda: None)
    scene = _open(app, DECKS.builtin()[1])
    scene.name_field.set("Hot Stuff")
    assert scene.export_text()
    path = scene.channel.export_file("Hot Stuff")
    assert str(path) in scene.message and path.read_text().startswith("# Hot Stuff\n")
    assert not scene.import_text()
    assert str(scene.channel.import_file()) in scene.message
    scene.channel.import_file().write_text(path.read_text())
    scene.dirty = False
    assert scene.import_text()
    app.frame()
    assert scene.magi == ["Ashgar", "Gar", "Grega"] and scene.card_count() == 40
