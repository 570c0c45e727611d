"""The settings screen: every change is saved at once and survives a reload."""
from __future__ import annotations

import pygame

from app.settings import load_settings
from scenes.settings_scene import SettingsScene
from tests.scenes.shell_helpers import click, down, motion, press, up


def _open(app):
    scene = SettingsScene(app)
    app.stack.push(scene, fade=False)
    app.frame()
    return scene


def test_changes_saved_immediately(app, fresh_home, monkeypatch):
    toggles = []
    monkeypatch.setattr(app, "toggle_fullscreen", lambda: toggles.append(1))
    scene = _open(app)
    click(app, scene.window.right.center)
    assert app.settings.window_mode == "fullscreen" and toggles == [1]
    click(app, scene.speed.right.center)              # normal -> fast
    click(app, scene.difficulty.left.center)          # normal -> easy
    click(app, scene.volume.minus.center)             # 0.7 -> 0.6
    loaded, message = load_settings()
    assert message is None
    assert (loaded.window_mode, loaded.animation_speed, loaded.ai_difficulty) == \
        ("fullscreen", "fast", "easy")
    assert abs(loaded.volume - 0.6) < 1e-9
    click(app, scene.window.left.center)
    assert toggles == [1, 1] and load_settings()[0].window_mode == "windowed"


def test_volume_slider_drag_and_keys(app, fresh_home):
    scene = _open(app)
    track = scene.volume.track
    app.frame([motion(track.midleft), down(track.midleft)])
    assert scene.volume.value == 0.0
    app.frame([motion(track.midright, (1, 0, 0)), up(track.midright)])
    assert scene.volume.value == 1.0 and load_settings()[0].volume == 1.0
    press(app, pygame.K_DOWN)       # shows the focus, which followed the mouse to the slider
    assert scene.focus.current is scene.volume
    press(app, pygame.K_LEFT)
    assert abs(app.settings.volume - 0.9) < 1e-9
    press(app, pygame.K_UP)                           # the Magi auto-call toggle
    press(app, pygame.K_UP)                           # difficulty
    press(app, pygame.K_RIGHT)
    assert app.settings.ai_difficulty == "hard"


def test_back_returns(app, fresh_home):
    scene = _open(app)
    click(app, scene.back.rect.center)
    assert scene not in app.stack.scenes
    scene = _open(app)
    press(app, pygame.K_ESCAPE)
    assert scene not in app.stack.scenes


def test_the_ui_scale_slider_enlarges_the_screens_and_is_remembered(app, fresh_home):
    """"Text and buttons size" at 110 %: applied when the slider is let go, saved, and
    the menu below is laid out again larger."""
    from scenes.menu import MenuScene
    menu = app.stack.push(MenuScene(app), fade=False)
    before = menu.button("New game").rect.h
    scene = _open(app)
    click(app, scene.ui_scale.plus.center)              # 100 % -> 110 %
    app.frame()
    assert app.display.ui_scale == 1.1 and app.settings.ui_scale == 1.1
    assert load_settings()[0].ui_scale == 1.1
    assert menu.button("New game").rect.h > before
    assert scene.ui_scale.value == 1.1                  # the slider was laid out again


def test_rows_scroll_into_view_at_the_largest_ui_scale(app, fresh_home):
    """At 150 % in a 1280x720 window the rows need more room than the panel has: they
    scroll, and the keyboard's row is always in view."""
    app.set_ui_scale(1.5)
    scene = _open(app)
    assert scene.most > 0 and scene.panel.bottom <= 720
    for _ in range(7):
        press(app, pygame.K_DOWN)
        current = scene.focus.current
        if current is not scene.back:
            assert scene.view.contains(current.rect), current.label
    assert scene.focus.current is scene.volume and scene.scroll > 0
    click(app, scene.volume.plus.center)                # a click on a scrolled row
    assert abs(app.settings.volume - 0.8) < 1e-9
