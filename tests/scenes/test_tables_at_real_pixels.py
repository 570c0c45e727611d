"""Every game's table at its most seats, drawn at the window's real pixels (issue 22):
from 1024x576 to 3840x2160 and at 21:9 the table draws its 1280x720 design on a canvas
over the window (app.ui.canvas) without a single bitmap stretched once its pictures are
made, and its text is taller in a taller window (measured on the screen)."""
from __future__ import annotations

import pygame
import pytest

from app.ui import canvas
from tests.conftest import all_plugins

GAMES = ["magi", "magination", "arena", "mabinogi", "magecraft"]
SIZES = [(1024, 576), (2560, 1080), (3840, 2160)]


def _demo(key: str, size):
    from app.demo import build_demo_app
    plugins = all_plugins()
    seats = max(plugins[key].player_counts)
    return build_demo_app(plugins, key, seats, seed=3, headless=True, size=size)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("key", GAMES)
def test_the_table_draws_at_real_pixels_with_nothing_stretched(key, size):
    app = _demo(key, size)
    table = app.stack.top
    assert not table.native
    for _ in range(40):                 # the first frames make the pictures
        app.frame()
    before = canvas.STATS["rescaled"]
    for _ in range(20):
        app.frame()
    assert canvas.STATS["rescaled"] == before, "a plain bitmap was stretched onto the table"
    assert app.screen.get_size() == size
    r = app.display.canvas_rect
    assert r.w >= size[0] - 1 or r.h >= size[1] - 1      # letterboxed on one side at most
    assert type(table) not in app.stack._soft


def _menu_button_text_rows(key: str, size) -> int:
    """The height in real pixels of the "Menu" label's ink on the table's Menu button."""
    app = _demo(key, size)
    for _ in range(5):
        app.frame()
    rect = app.stack.top.menu_button.rect
    x, y = app.display.from_canvas(rect.topleft)
    x2, y2 = app.display.from_canvas(rect.bottomright)
    area = app.screen.subsurface(pygame.Rect(x, y, x2 - x, y2 - y).inflate(-6, -6))
    bg = area.get_at((1, 1))
    rows = 0
    for yy in range(area.get_height()):
        if any(sum(abs(a - b) for a, b in zip(area.get_at((xx, yy))[:3], bg[:3])) > 120
               for xx in range(area.get_width())):
            rows += 1
    return rows


def test_a_tables_text_grows_with_the_window():
    small = _menu_button_text_rows("magi", (1280, 720))
    large = _menu_button_text_rows("magi", (2560, 1440))
    assert small > 4 and large >= 2 * small - 2


@pytest.mark.parametrize("key", GAMES)
def test_a_table_resized_while_open_keeps_drawing(key):
    """A table opened at 1280x720 and then maximised (or taken to fullscreen) draws on,
    at the new size; its pictures made before are drawn at their place."""
    app = _demo(key, (1280, 720))
    for _ in range(30):
        app.frame()
    app.resize_window((1920, 1080))
    for _ in range(30):
        app.frame()
    app.resize_window((1024, 576))
    for _ in range(10):
        app.frame()
    assert app.stack.top is not None and not app.stack._soft
