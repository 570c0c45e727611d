"""Save game and Load game (issue 23, item 15): saving into a slot that holds a save asks
first, as deleting does; Load game shows the players and the turn of every save, the
games in progress (autosaves) as the slots do."""
from __future__ import annotations

import pygame

from app import saves
from scenes.load_game import LoadGameScene
from scenes.menu import MenuScene
from scenes.message import MessageOverlay
from scenes.pause import PauseOverlay
from scenes.save_slots import SaveSlotsScene
from tests.scenes.kit.tables import new_table, until
from tests.scenes.shell_helpers import click_button, press


def _table(app, game="magi", autosave=False):
    app.stack.push(MenuScene(app), fade=False)
    t = new_table(app, game, autosave=autosave)
    until(app, t.can_act)
    t.popup = None
    assert t.human_act(t.legal()[0]) is None
    until(app, t.can_act)
    return t


def _save_in_slot(app, n: int, name: str):
    press(app, pygame.K_ESCAPE)
    pause = app.stack.top
    assert isinstance(pause, PauseOverlay)
    click_button(app, pause.button("Save game…"))
    slots = app.stack.top
    assert isinstance(slots, SaveSlotsScene)
    click_button(app, slots.slot_buttons[n - 1])
    slots.name_field.value = name
    click_button(app, slots.save_button)
    return pause, slots


def test_saving_into_an_occupied_slot_asks_first(app, fresh_home):
    _table(app)
    pause, _ = _save_in_slot(app, 2, "First")
    assert app.stack.top is pause                       # an empty slot: saved at once
    press(app, pygame.K_ESCAPE)                         # back to the table
    pause, slots = _save_in_slot(app, 2, "Second")
    ask = app.stack.top
    assert isinstance(ask, MessageOverlay), "slot 2 was overwritten without asking"
    assert ask.title == "Replace the save in slot 2?"
    press(app, pygame.K_ESCAPE)                         # Cancel: nothing written
    assert app.stack.top is slots
    assert [e.name for e in saves.entries() if e.kind == "slot"] == ["First"]
    click_button(app, slots.save_button)
    app.stack.top.choose(0)                             # Replace
    assert [e.name for e in saves.entries() if e.kind == "slot"] == ["Second"]
    assert app.stack.top is pause


def test_load_game_shows_the_players_and_turn_of_a_game_in_progress(app, fresh_home):
    t = _table(app, "magination", autosave=True)
    assert saves.has_autosave("magination")
    app.stack.clear_to(MenuScene(app))
    load = LoadGameScene(app)
    app.stack.push(load, fade=False)
    app.frame()
    entry = next(e for e, _, _ in load.rows if e.kind == "auto")
    detail = load.detail_of(entry)
    assert f"{t.players} players" in detail
    assert f"turn {t.state.turn_no}" in detail
