"""The builder kit on a tiny test-only builder (tests/scenes/kit/builder/tiny.py): adding
and refusing, the refusal flash, the unsaved-changes guard, leaving through the scene
stack's API, the file actions through the store and the entry as text."""
from __future__ import annotations

import pygame

from app.scene import Scene
from scenes.kit.builder import text_io
from scenes.message import MessageOverlay
from scenes.kit.builder.grid import cell, share
from scenes.kit.builder.tabs import Tab, Tabs
from tests.scenes.kit.builder.tiny import FULL, NAMES, STORE, TinyLoad, open_tiny
from tests.scenes.shell_helpers import click, drag, key, press


def _answer(app, label: str) -> None:
    overlay = app.stack.top
    assert isinstance(overlay, MessageOverlay), overlay
    click(app, next(b for b in overlay.buttons if b.label == label).rect.center)
    app.frame()


def _tile(scene, name: str):
    scene._layout()
    return next(r.center for r, n in scene.pool_panel.tiles if n == name)


def test_a_click_adds_and_a_refused_drop_flashes_the_models_reason(app, fresh_home):
    scene = open_tiny(app)
    app.frame()
    for name in ("Ant", "Bee", "Cat", "Dog"):
        click(app, _tile(scene, name))
        app.frame()
    assert scene.cards == ["Ant", "Bee", "Cat", "Dog"] and scene.dirty and scene.valid
    drag(app, _tile(scene, "Eel"), scene.DECK.center)
    assert scene.cards == ["Ant", "Bee", "Cat", "Dog"]          # refused: nothing changed
    assert scene.message == FULL
    assert scene.drag.message == FULL and scene.drag.message_left > 0   # at the cursor
    row = next(r.center for r, n in scene.deck_column.rows if n == "Bee")
    drag(app, (row[0] - 60, row[1]), scene.pool_panel.GRID.center)      # a row out
    assert scene.cards == ["Ant", "Cat", "Dog"] and not scene.valid


def test_unsaved_changes_are_guarded_before_leaving(app, fresh_home):
    scene = open_tiny(app)
    app.frame()
    press(app, pygame.K_ESCAPE)                # nothing changed: it leaves at once
    assert scene not in app.stack.scenes
    scene = open_tiny(app)
    scene.add("Ant")
    app.frame()
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MessageOverlay) and scene in app.stack.scenes
    _answer(app, "Keep editing")
    assert app.stack.top is scene and scene.cards == ["Ant"]
    scene.back()
    _answer(app, "Leave")
    assert scene not in app.stack.scenes


def test_leaving_goes_through_the_stack_api_even_from_under_an_overlay(app, fresh_home,
                                                                       monkeypatch):
    scene = open_tiny(app)
    scene.search.focus(True)
    above = Scene(app)
    above.overlay = True
    app.stack.push(above)
    removed = []
    real = app.stack.remove
    monkeypatch.setattr(app.stack, "remove", lambda s, fade=True: removed.append(s) or
                        real(s, fade))
    scene._leave()
    assert removed == [scene] and scene not in app.stack.scenes and app.stack.top is above
    assert not scene.search.focused             # exit() ran: the fields let go


def test_save_rename_copy_and_delete_go_through_the_store(app, fresh_home):
    scene = open_tiny(app)
    for name in ("Ant", "Bee", "Cat"):
        scene.add(name)
    scene.name_field.set("")
    assert not scene.save() and "name first" in scene.message
    scene.name_field.set("Tiny starter")
    assert not scene.save() and "built-in tiny deck" in scene.message
    scene.name_field.set("Mine")
    assert scene.save() and "as a draft" in scene.message and not scene.dirty
    assert STORE.load("Mine")["cards"] == ["Ant", "Bee", "Cat"]
    scene.name_field.set("Ours")                # a new name: rename, or keep both
    scene.save()
    _answer(app, "Rename")
    assert scene.saved_name == "Ours" and not STORE.path("Mine").is_file()
    assert scene.duplicate() and scene.saved_name == "Ours copy"
    assert STORE.path("Ours").is_file() and STORE.path("Ours copy").is_file()
    scene.delete()
    _answer(app, "Delete")
    assert not STORE.path("Ours copy").is_file() and scene.cards == []
    assert scene.saved_name is None and "Deleted" in scene.message


def test_a_built_in_entry_is_copied_and_a_loaded_one_says_what_it_left_out(app, fresh_home):
    scene = open_tiny(app)
    scene.open_load()
    overlay = app.stack.top
    assert isinstance(overlay, TinyLoad)
    overlay.choose(overlay.entries[0])
    app.frame()
    assert scene.name_field.value == "Tiny starter copy" and scene.saved_name is None
    assert scene.dirty and "A copy of Tiny starter" in scene.message
    scene.load({"name": "Odd", "cards": ["Ant", "Yak"]})
    assert scene.cards == ["Ant"] and "Yak" in scene.message


def test_the_entry_as_text_goes_out_and_comes_back(app, fresh_home, monkeypatch):
    board: dict = {}
    monkeypatch.setattr(text_io, "copy_text", lambda t: board.update(text=t) or True)
    monkeypatch.setattr(text_io, "paste_text", lambda: board.get("text"))
    scene = open_tiny(app)
    scene.add("Fox")
    scene.name_field.set("Foxy")
    assert scene.export_text() and board["text"] == "# Foxy\nFox\n"
    board["text"] = "# Pasted\nAnt\nBee\nYak\n"
    scene.import_text()
    _answer(app, "Discard changes")             # the unsaved Fox is guarded
    assert scene.cards == ["Ant", "Bee"] and scene.name_field.value == "Pasted"
    assert scene.dirty and "1 line skipped" in scene.message
    board["text"] = "nothing here"
    assert not scene.import_text() and "it names no card" in scene.message


def test_without_a_clipboard_the_text_goes_through_a_file(app, fresh_home, monkeypatch):
    monkeypatch.setattr(text_io, "copy_text", lambda t: False)
    monkeypatch.setattr(text_io, "paste_text", lambda: None)
    scene = open_tiny(app)
    scene.add("Cat")
    assert scene.export_text()
    path = scene.channel.export_file("Untitled deck")
    assert str(path) in scene.message and path.read_text() == "# Untitled deck\nCat\n"
    assert not scene.import_text() and str(scene.channel.import_file()) in scene.message


def test_ctrl_s_saves_and_a_right_click_pins_the_zoom(app, fresh_home):
    scene = open_tiny(app)
    scene.add("Dog")
    scene.name_field.set("Keys")
    app.frame([key(pygame.K_s, pygame.KMOD_CTRL)])
    assert STORE.path("Keys").is_file() and not scene.dirty
    pos = _tile(scene, "Eel")
    click(app, pos, button=3)
    assert scene.pinned and scene.pinned[0] == "Eel"
    press(app, pygame.K_ESCAPE)                 # Esc lets go of the zoom first
    assert scene.pinned is None and scene in app.stack.scenes


def test_a_row_of_chips_filters_the_pool_by_the_rows_test(app, fresh_home):
    pool = open_tiny(app).pool_panel
    first, second = pool.chips
    pool.toggle_chip(first)
    assert pool.pool == ["Ant", "Bee", "Cat"]
    pool.toggle_chip(second)                      # within a row any chip that is on
    assert pool.pool == list(NAMES)
    pool.toggle_chip(first)
    pool.search.set("o")
    pool.refilter()                               # the search applies too
    assert pool.pool == ["Dog", "Fox"]
    pool.toggle_chip(pool.clear_chip)
    assert pool.pool == list(NAMES) and not any(c.on for c in pool.chips)


class _Part:
    def __init__(self, key: str, rect: pygame.Rect) -> None:
        self.key, self.rect, self.zones, self.drawn = key, rect, [], 0

    def layout(self, model, problems=None) -> list:
        return []

    def card_at(self, pos):
        return self.key if self.rect.collidepoint(pos) else None

    def draw(self, surface, *args) -> None:
        self.drawn += 1


class _Drag:
    def set_targets(self, targets) -> None:
        self.targets = targets

    def set_draggables(self, drags) -> None:
        pass


def test_tabs_show_one_part_at_a_time_and_head_each_with_its_state():
    left, right = pygame.Rect(0, 0, 100, 100), pygame.Rect(100, 0, 100, 100)
    parts = [_Part(k, r) for k, r in (("a", left), ("b", right), ("c", left), ("d", right))]
    tabs = Tabs(Tab("one", pygame.Rect(0, 200, 90, 30), "One", "x", parts[0], parts[1],
                    {"one": right}, lambda: [], lambda: "fine"),
                Tab("two", pygame.Rect(100, 200, 90, 30), "Two", "y", parts[2], parts[3],
                    {"two": right}, lambda: ["a problem"], lambda: "not yet"))
    drag = _Drag()
    tabs.layout(None, drag)
    assert drag.targets == {"one": right} and tabs.card_at((150, 50)) == ("x", "b")
    assert tabs.head_at((120, 210)) == "two" and tabs.head_at((95, 210)) is None
    tabs.show(tabs.next_key())
    tabs.layout(None, drag)
    assert tabs.current.key == "two" and drag.targets == {"two": right}
    assert tabs.card_at((50, 50)) == ("y", "c") and tabs.card_at((50, 150)) is None
    tabs.draw(pygame.Surface((300, 300)), None, (0, 0), set(), False)
    assert [p.drawn for p in parts] == [0, 0, 1, 1]
    assert tabs.next_key() == "one"


def test_a_grid_shares_its_width_and_places_its_cells_row_by_row():
    assert share(100, 3, 5) == 30 and share(738, 2, 8) == 365
    assert cell(10, 20, 0, 3, (30, 40), (5, 6)) == pygame.Rect(10, 20, 30, 40)
    assert cell(10, 20, 4, 3, (30, 40), (5, 6)) == pygame.Rect(45, 66, 30, 40)
    assert cell(10, 20, 4, 3, (30, 40), (5, 6), scroll=50) == pygame.Rect(45, 16, 30, 40)
