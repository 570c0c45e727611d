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
