"""Issue 23: a game whose tutorial was finished or left counts as seen: "Play a real game"
(or the setup's Start) no longer asks "New to …?" (Arena and Mabinogi asked again)."""
from __future__ import annotations

import pytest

import pygame

from scenes.game_setup import GameSetupScene
from scenes.kit.tutorial_end import TutorialComplete
from scenes.message import MessageOverlay
from scenes.pause import PauseOverlay
from scenes.tutorials import TutorialsScene
from tests.scenes.shell_helpers import click_button, press


def _tutorial_from_the_list(app, game):
    app.settings.seen_games = []
    tutorials = TutorialsScene(app)
    app.stack.push(tutorials, fade=False)
    app.frame()
    row = next(bs for key, _, bs in tutorials.rows if key == game)
    click_button(app, next(b for b in row if b.label == "Start"))
    app.frame()
    t = app.stack.top
    assert getattr(t, "game_key", None) == game and hasattr(t, "step")
    return t


def _start_is_not_offered_the_tutorial(app, setup):
    assert isinstance(setup, GameSetupScene)
    click_button(app, setup.start_button)
    top = app.stack.top
    assert not (isinstance(top, MessageOverlay) and top.title.startswith("New to")), \
        "the tutorial was offered again"


@pytest.mark.parametrize("game", ["arena", "mabinogi"])
def test_play_a_real_game_after_the_tutorial_does_not_ask_new_to_again(app, fresh_home,
                                                                     game):
    t = _tutorial_from_the_list(app, game)
    t.step = t.n_steps                  # the last step done: the end panel comes
    t._finish()
    end = app.stack.top
    assert isinstance(end, TutorialComplete)
    app.frame()
    click_button(app, end.play_button)  # "Play a real game"
    app.frame()
    if isinstance(app.stack.top, GameSetupScene):
        _start_is_not_offered_the_tutorial(app, app.stack.top)
    assert game in app.settings.seen_games


@pytest.mark.parametrize("game", ["arena", "mabinogi"])
def test_a_tutorial_left_half_way_counts_as_seen(app, fresh_home, game):
    _tutorial_from_the_list(app, game)
    press(app, pygame.K_ESCAPE)
    pause = app.stack.top
    assert isinstance(pause, PauseOverlay)
    click_button(app, pause.button("Quit to menu"))
    app.frame()
    setup = GameSetupScene(app, game)
    app.stack.push(setup, fade=False)
    app.frame()
    _start_is_not_offered_the_tutorial(app, setup)
