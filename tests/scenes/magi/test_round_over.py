"""Magi's "Round over" scoreboard never traps the player (issue 23): Esc opens the pause
menu over it, the table's Menu button works, and a restart from there takes it away."""
from __future__ import annotations

import pygame

from scenes.magi.scoreboard import RoundScoreboard
from scenes.pause import PauseOverlay
from tests.scenes.magi.test_table import make_table
from tests.scenes.shell_helpers import key, tap

GOING_OUT = {"hands": [[11], [12, 13, 14, 15, 16, 17], [18, 19, 20, 21, 22, 23],
                       [24, 25, 26, 27, 28, 29]],
             "pile": 0, "talon": list(range(30, 45))}


def _round_over(app):
    """The human holds one card that matches the pile and plays it: the round is over."""
    t = make_table(app, GOING_OUT)
    assert t.human_act(("play", 11)) is None
    for _ in range(3000):
        if isinstance(app.stack.top, RoundScoreboard):
            return t, app.stack.top
        app.frame()
    raise AssertionError("no round ended")


def test_esc_on_the_round_scoreboard_opens_the_pause_menu(app):
    t, board = _round_over(app)
    app.frame([key(pygame.K_ESCAPE)])
    assert isinstance(app.stack.top, PauseOverlay), "Esc did nothing over 'Round over'"
    app.frame([key(pygame.K_ESCAPE)])          # Resume: the scoreboard is still there
    assert app.stack.top is board and not board.closed


def test_the_tables_menu_button_works_over_the_round_scoreboard(app):
    t, board = _round_over(app)
    assert not board.rect.colliderect(t.menu_button.rect)
    tap(app, t.menu_button.rect.center)
    app.frame()
    assert isinstance(app.stack.top, PauseOverlay), "Menu did nothing over 'Round over'"


def test_a_restart_from_the_pause_menu_takes_the_scoreboard_away(app):
    t, board = _round_over(app)
    app.frame([key(pygame.K_ESCAPE)])
    pause = app.stack.top
    pause._restart()
    assert app.stack.top is t and board not in app.stack.scenes
    assert len(t.record.actions) == 0 or t.state.to_move is not None


def test_a_tutorial_restarted_over_its_scores_takes_them_away(app, fresh_home):
    """The Magi tutorial's scores (its own scoreboard): Esc opens the pause menu over
    them, and Restart starts the tutorial again without them."""
    from scenes.magi.tutorial import TutorialScoreboard, tutorial_scene
    t = tutorial_scene(app)
    app.stack.push(t, fade=False)
    for _ in range(60):
        for _ in range(400):
            app.frame()
            if t.ready or isinstance(app.stack.top, TutorialScoreboard):
                break
        if isinstance(app.stack.top, TutorialScoreboard):
            break
        step = t.current
        if step.expect is None:
            t.next_step()
        else:
            assert t.human_act(step.expect) is None
    board = app.stack.top
    assert isinstance(board, TutorialScoreboard)
    app.frame([key(pygame.K_ESCAPE)])
    pause = app.stack.top
    assert isinstance(pause, PauseOverlay)
    pause._restart()
    assert app.stack.top is t and board not in app.stack.scenes and t.step == 0


def test_the_tables_menu_button_works_over_the_scoreboard_in_a_larger_window(app):
    """At 1920x1080 the scoreboard draws at the window's pixels and the table on the scaled
    canvas: a click where the table's Menu button shows still opens the pause menu."""
    t, board = _round_over(app)
    app.resize_window((1920, 1080))
    app.frame()
    where = app.display.from_canvas(t.menu_button.rect.center)
    tap(app, where)
    app.frame()
    assert isinstance(app.stack.top, PauseOverlay), "Menu did nothing at 1920x1080"
