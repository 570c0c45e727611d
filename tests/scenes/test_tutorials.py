"""The tutorials list (issue 23, item 15): each game's row offers its rules beside the
lesson (they were reachable only from the pause menu); Back comes back to the list."""
from __future__ import annotations

import pygame

from scenes.rules_screen import RulesScreen
from scenes.tutorials import TutorialsScene
from tests.scenes.shell_helpers import click_button, press


def test_each_row_of_the_tutorials_list_opens_its_games_rules(app, fresh_home):
    tutorials = TutorialsScene(app)
    app.stack.push(tutorials, fade=False)
    app.frame()
    for key, rect, buttons in list(tutorials.rows):
        if not tutorials.list.contains(rect):
            continue
        rules = next((b for b in buttons if b.label == "Rules"), None)
        assert rules is not None, f"no Rules on the {key} row"
        click_button(app, rules)
        screen = app.stack.top
        assert isinstance(screen, RulesScreen) and screen.game_key == key
        press(app, pygame.K_ESCAPE)
        assert app.stack.top is tutorials
