"""Every shell screen at every window size (issue 22): drawn at the window's real pixels,
nothing cut off, no text over another or over a control's edge (the kit's TextWatch),
and text that grows with the window (a glyph's height measured on the screen)."""
from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from app.ui import canvas
from tests.scenes.kit.textfit import TextWatch

SIZES = [(1024, 576), (1280, 720), (1920, 1080), (2560, 1080), (3840, 2160)]


def _table():
    """What the pause menu and the save slots ask of a table."""
    return SimpleNamespace(game_key="magi", players=2, state=SimpleNamespace(turn_no=3),
                           human_out=False, mode="game", human=None)


def _screens(app):
    from scenes.game_setup import GameSetupScene
    from scenes.load_game import LoadGameScene
    from scenes.menu import MenuScene
    from scenes.message import MessageOverlay
    from scenes.pause import PauseOverlay
    from scenes.rules_screen import RulesScreen
    from scenes.save_slots import SaveSlotsScene
    from scenes.settings_scene import SettingsScene
    from scenes.tutorials import TutorialsScene
    long = "Your game in progress will be replaced by the new one. " * 4
    yield "menu", MenuScene(app)
    for key in app.plugins.keys():
        yield f"setup {key}", GameSetupScene(app, key)
    yield "settings", SettingsScene(app)
    yield "pause", PauseOverlay(app, _table())
    yield "message", MessageOverlay(app, "Start a new game?", long,
                                    [("Start", None), ("Cancel", None)])
    yield "rules", RulesScreen(app, "magi")
    yield "load", LoadGameScene(app)
    yield "tutorials", TutorialsScene(app)
    yield "slots", SaveSlotsScene(app, _table())
    from scenes.stats_screen import StatsScene
    from tests.scenes.test_stats_screen import some_stats
    yield "stats (no games)", StatsScene(app, "magi")
    some_stats()
    yield "stats", StatsScene(app, "arena")


def _controls(scene) -> list[pygame.Rect]:
    """The rectangles of a screen's buttons and rows, for the "over an edge" check."""
    rects = [b.rect for b in getattr(scene, "buttons", []) if getattr(b, "visible", True)]
    for name in ("back", "start_button", "collection_button", "save_button",
                 "cancel_button", "rules_button"):
        b = getattr(scene, name, None)
        if b is not None and getattr(b, "visible", True):
            rects.append(b.rect)
    rects += [b.rect for b in getattr(scene, "slot_buttons", [])]
    return rects


@pytest.mark.parametrize("size,ui", [(s, 1.0) for s in SIZES] + [((1280, 720), 1.5),
                                                                 ((1920, 1080), 1.5),
                                                                 ((1024, 576), 0.8)],
                         ids=lambda v: f"{v[0]}x{v[1]}" if isinstance(v, tuple) else f"ui{v}")
def test_every_shell_screen_fits_the_window(app, monkeypatch, size, ui):
    """At every window size, and at the smallest and largest UI scale."""
    app.resize_window(size)
    app.set_ui_scale(ui)
    watch = TextWatch(monkeypatch)
    for name, scene in _screens(app):
        app.stack.push(scene, fade=False)
        app.stack.update(0.0)
        screen = watch.screen(size)
        app.stack.draw(screen.real)
        stretched = canvas.STATS["rescaled"]
        app.stack.draw(pygame.Surface(size))
        assert canvas.STATS["rescaled"] == stretched, f"{name}: a bitmap stretched"
        problems = watch.problems(screen, screen.get_rect(), _controls(scene),
                                  f"{name} at {size}")
        assert not problems, problems[:5]
        for rect in _controls(scene):
            assert screen.get_rect().contains(rect), (name, size, rect)
        app.stack.pop(fade=False)
        watch.surfaces.clear()


def _glyph_height(surface, rect) -> int:
    """How many pixel rows of ``rect`` hold the light text of a button label."""
    rows = 0
    for y in range(rect.y, rect.bottom):
        if any(min(surface.get_at((x, y))[:3]) > 200 for x in range(rect.x, rect.right)):
            rows += 1
    return rows


def test_text_grows_with_the_window(app):
    """The menu's "New game" label, measured on the screen: taller in a bigger window
    (rendered at the window's pixels, not the 1280x720 picture stretched)."""
    from scenes.menu import MenuScene
    heights = []
    for size in [(1024, 576), (1280, 720), (1920, 1080), (3840, 2160)]:
        app.resize_window(size)
        app.stack.clear_to(MenuScene(app))
        app.stack._fade = 0
        app.frame()
        button = app.stack.top.button("New game")
        heights.append(_glyph_height(app.screen, button.rect.inflate(-8, -8)))
    assert heights == sorted(heights) and len(set(heights)) == len(heights), heights
    assert heights[-1] >= 3 * heights[0] * 0.9
    # the UI scale makes text larger again at the same window size, where the screen
    # has the room (the rules screen's text scrolls: it always has)
    from scenes.rules_screen import RulesScreen
    rules = app.stack.clear_to(RulesScreen(app, "magi"))
    app.stack._fade = 0
    app.frame()
    before = _glyph_height(app.screen, rules.back.rect.inflate(-8, -8))
    app.set_ui_scale(1.3)
    app.frame()
    after = _glyph_height(app.screen, rules.back.rect.inflate(-8, -8))
    assert after > before * 1.2, (before, after)


def test_the_setups_rows_scroll_at_a_large_ui_scale(app):
    """At 150 % in a 1280x720 window the setup's tiles get lower and narrower and five
    seats' rows scroll inside the panel: the keyboard's row is always in view and a
    click on a scrolled row's arrow changes it."""
    from scenes.game_setup import GameSetupScene
    from tests.scenes.shell_helpers import click, press
    app.set_ui_scale(1.5)
    scene = app.stack.push(GameSetupScene(app, "arena"), fade=False)
    scene._set_players(5)
    app.frame()
    assert scene.m.scale > 1.05 and scene.compact and scene.rows_view is not None
    assert scene.panel.bottom <= 720 and scene.panel.right <= 1280
    rows = scene._row_controls()
    for _ in range(len(rows)):
        press(app, pygame.K_DOWN)
        current = scene.focus.current
        if current in scene._row_controls():
            assert scene.rows_view.contains(current.rect)
    assert scene.rows_scroll > 0
    last = scene._row_controls()[-1]
    before = last.value
    click(app, last.right.center)
    assert scene._row_controls()[-1].value != before
