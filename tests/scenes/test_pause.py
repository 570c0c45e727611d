"""The pause overlay's buttons."""
from __future__ import annotations

import pygame
import pytest

from app.scene import Scene
from scenes.menu import MenuScene
from scenes.message import MessageOverlay
from scenes.pause import PauseOverlay
from scenes.rules_screen import RulesScreen
from scenes.settings_scene import SettingsScene
from tests.scenes.shell_helpers import click_button, press


class FakeGame(Scene):
    game_key = "magi"

    def __init__(self, app):
        super().__init__(app)
        self.restarts = 0
        self.handled = 0

    def restart(self):
        self.restarts += 1

    def handle(self, event):
        self.handled += 1
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.stack.push(PauseOverlay(self.app, self))
            return True
        return False


@pytest.fixture
def paused(app, fresh_home):
    menu = MenuScene(app)
    game = FakeGame(app)
    app.stack.push(menu, fade=False)
    app.stack.push(game, fade=False)
    press(app, pygame.K_ESCAPE)
    pause = app.stack.top
    assert isinstance(pause, PauseOverlay)
    return app, game, pause


def test_resume_and_esc(paused):
    app, game, pause = paused
    handled = game.handled
    press(app, pygame.K_SPACE)               # modal: the game gets nothing
    assert game.handled == handled
    click_button(app, pause.button("Resume"))
    assert app.stack.top is game
    press(app, pygame.K_ESCAPE)
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is game


def test_restart_asks_first(paused):
    app, game, pause = paused
    click_button(app, pause.button("Restart"))
    assert isinstance(app.stack.top, MessageOverlay) and game.restarts == 0
    press(app, pygame.K_ESCAPE)                                  # cancel
    assert app.stack.top is pause and game.restarts == 0
    click_button(app, pause.button("Restart"))
    click_button(app, app.stack.top.buttons[0])                  # confirm
    assert game.restarts == 1 and app.stack.top is game


def test_rules_and_settings(paused):
    app, game, pause = paused
    click_button(app, pause.button("Rules"))
    assert isinstance(app.stack.top, RulesScreen) and app.stack.top.game_key == "magi"
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is pause
    click_button(app, pause.button("Settings"))
    assert isinstance(app.stack.top, SettingsScene)
    app.frame()
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is pause


def test_quit_to_menu(paused):
    app, game, pause = paused
    click_button(app, pause.button("Quit to menu"))
    assert len(app.stack.scenes) == 1 and isinstance(app.stack.top, MenuScene)


def test_a_game_saved_in_a_slot_opens_again_from_load_game(app, fresh_home):
    """Pause -> Save game… -> slot 2 -> Save; Quit to menu; Load game lists the slot and
    opens the same game; the game's own autosave is kept beside it."""
    from app import saves
    from scenes.load_game import LoadGameScene
    from scenes.magi.table import MagiTable
    from scenes.save_slots import SaveSlotsScene
    table = app.plugins["magi"].table_scene(app, players=4, seed=9)
    app.stack.push(MenuScene(app), fade=False)
    app.stack.push(table, fade=False)
    for _ in range(3):
        app.frame()
    while table.state.to_move != table.human:
        table.apply(table.legal()[0])
    table.apply(table.legal()[0])                      # one move of the human's: autosaved
    press(app, pygame.K_ESCAPE)
    pause = app.stack.top
    assert isinstance(pause, PauseOverlay)
    click_button(app, pause.button("Save game…"))
    slots = app.stack.top
    assert isinstance(slots, SaveSlotsScene)
    click_button(app, slots.slot_buttons[1])
    slots.name_field.value = "Round one"
    click_button(app, slots.save_button)
    assert app.stack.top is pause
    click_button(app, pause.button("Quit to menu"))
    menu = app.stack.top
    assert isinstance(menu, MenuScene) and "Load game" in menu.labels
    click_button(app, menu.button("Load game"))
    load = app.stack.top
    assert isinstance(load, LoadGameScene)
    titles = [load.title_of(e) for e, _, _ in load.rows]
    assert "Slot 2: Round one" in titles and "Magi" in titles
    row = next(r for r in load.rows if r[0].kind == "slot")
    click_button(app, row[2][1])                       # Open
    again = app.stack.top
    assert isinstance(again, MagiTable) and again.record.actions == table.record.actions
    assert saves.has_autosave("magi")


def test_no_save_slot_for_a_finished_game_or_a_demo(app):
    class Finished(FakeGame):
        human, mode = 0, "game"
        state = type("S", (), {"to_move": None})()
        record = None
    assert PauseOverlay(app, Finished(app)).button("Save game…") is None
    assert PauseOverlay(app, FakeGame(app)).button("Save game…") is None


# --- Forfeit (issue 21, item 10) -------------------------------------------------------

def _paused_table(app, key):
    """A game of ``key`` (autosaved) over the menu, its first human decision ready; the
    pause menu opened by a click on the table's Menu button."""
    from tests.scenes.kit.tables import new_table, until
    app.stack.push(MenuScene(app), fade=False)
    t = new_table(app, key, autosave=True)
    until(app, lambda: t.can_act())
    t.popup = None
    assert t.human_act(t.legal()[0]) is None         # a move of the human's: autosaved
    app.frame()
    click_button(app, t.menu_button)
    pause = app.stack.top
    assert isinstance(pause, PauseOverlay)
    return t, pause


@pytest.mark.parametrize("key", ["arena", "mabinogi", "magecraft", "magi", "magination"])
def test_forfeit_asks_first_and_cancel_leaves_the_game_untouched(app, fresh_home, key):
    from app import saves
    from scenes.pause import FORFEIT_TITLE
    t, pause = _paused_table(app, key)
    actions, to_move = list(t.record.actions), t.state.to_move
    before = t.rules.to_json(t.state)
    click_button(app, pause.button("Forfeit"))
    ask = app.stack.top
    assert isinstance(ask, MessageOverlay) and ask.title == FORFEIT_TITLE
    assert "counts as a loss" in ask.body
    click_button(app, next(b for b in ask.buttons if b.label == "Cancel"))
    assert app.stack.top is pause
    assert t.record.actions == actions and t.state.to_move == to_move
    assert t.rules.to_json(t.state) == before and saves.has_autosave(key)


@pytest.mark.parametrize("key", ["arena", "mabinogi", "magecraft", "magi", "magination"])
def test_forfeit_confirmed_ends_the_game_as_the_players_loss(app, fresh_home, key):
    """Pause -> Forfeit -> Forfeit: the engine ends the game (recorded: a replay ends the
    same way), the game-over screen says "You forfeited", the autosave is gone (the
    menu offers no Continue into it)."""
    from app import saves
    from engines.core.replay import replay
    from scenes.kit.game_over import GameOverScene
    t, pause = _paused_table(app, key)
    click_button(app, pause.button("Forfeit"))
    ask = app.stack.top
    click_button(app, next(b for b in ask.buttons if b.label == "Forfeit"))
    over = app.stack.top
    assert isinstance(over, GameOverScene)
    assert over.headline().startswith("You forfeited")
    res = t.rules.result(t.state)
    assert t.rules.is_over(t.state) and res["reason"] == "forfeit"
    assert t.human in res["forfeited"] and t.human not in res["winners"] and res["winners"]
    assert t.record.actions[-1] == ("forfeit", t.human)
    again, _ = replay(t.rules, t.record.config, t.record.seed, t.record.actions)
    assert t.rules.result(again) == res
    assert not saves.has_autosave(key)
    app.frame()
    click_button(app, over.menu)
    menu = app.stack.top
    assert isinstance(menu, MenuScene) and "Continue" not in menu.labels


def test_no_forfeit_in_a_demo_a_tutorial_or_a_finished_game(app, fresh_home):
    """A demo (the AI plays), a tutorial (a lesson, not a game that counts) and a
    finished game offer no Forfeit."""
    from tests.scenes.kit.tables import new_table
    demo = new_table(app, "magi", demo=True, push=False)
    assert PauseOverlay(app, demo).button("Forfeit") is None
    lesson = new_table(app, "magi", mode="tutorial", push=False)
    assert PauseOverlay(app, lesson).button("Forfeit") is None
    game = new_table(app, "magi", push=False)
    assert PauseOverlay(app, game).button("Forfeit") is not None
    game.rules.forfeit(game.state, 1)
    assert PauseOverlay(app, game).button("Forfeit") is None
    assert PauseOverlay(app, FakeGame(app)).button("Forfeit") is None


@pytest.mark.parametrize("key", ["magi", "mabinogi"])
def test_esc_on_the_game_over_screen_opens_the_pause_menu(app, fresh_home, key):
    """No screen blocks Esc (issue 23, item 13): over a finished game, Esc opens the
    table's pause menu; Resume comes back to the game-over screen."""
    from scenes.kit.game_over import GameOverScene
    t, pause = _paused_table(app, key)
    click_button(app, pause.button("Forfeit"))
    click_button(app, next(b for b in app.stack.top.buttons if b.label == "Forfeit"))
    over = app.stack.top
    assert isinstance(over, GameOverScene)
    app.frame([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="",
                                  scancode=0)])
    assert isinstance(app.stack.top, PauseOverlay), "Esc did nothing on the game-over screen"
    assert app.stack.top.button("Forfeit") is None          # the game is over
    app.frame([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="",
                                  scancode=0)])              # Resume
    assert app.stack.top is over
