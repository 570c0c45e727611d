"""The builder kit in the window's room (scenes/kit/builder/room.py) on the tiny test
builder: at 1280x720 every rect is the game's own; in a wider room the pool takes most of
the extra width (its grid gains columns) and the column moves to the right edge growing
a little; in a taller one the grid and the list gain rows. The top bar's buttons follow
the room's right edge, a live resize keeps the filters, the search and the scrolling,
and a card dragged by mouse at the window's pixels joins the deck."""
from __future__ import annotations

import pygame
import pytest

from scenes.kit.builder.room import COLUMN_MOST, BuilderRoom
from tests.scenes.kit.builder.room_check import drag_by_mouse, outside, text_problems
from tests.scenes.kit.builder.tiny import DECK, GRID, LIST, POOL, open_tiny

R = pygame.Rect(100, 200, 300, 50)


def test_at_1280x720_every_rect_is_the_games_own():
    room = BuilderRoom((1280, 720))
    for x in ("grow", "right", "left"):
        for y in ("top", "grow", "bottom"):
            assert room.pool(R, x, y) == room.column(R, x, y) == room.across(R, x, y) == R
    assert room.grid(R, 3, 90, 8) == (R, 3, 8)


def test_a_wider_room_goes_mostly_to_the_pool_and_a_little_to_the_column():
    room = BuilderRoom((1680, 720))
    assert room.pool_dx + room.column_dx == 400 and 0 < room.column_dx <= COLUMN_MOST
    assert room.pool_dx > 2 * room.column_dx
    assert room.pool(R).w == 300 + room.pool_dx and room.pool(R, "right").x == 100 + room.pool_dx
    col = room.column(R)                  # moved past the pool's extra, a little wider
    assert (col.x, col.w) == (100 + room.pool_dx, 300 + room.column_dx)
    assert room.column(R, "right").right == R.right + 400        # the room's right edge
    assert room.across(R).w == 700
    grid, cols, gap_x = room.grid(pygame.Rect(0, 0, 700, 400), 3, 228, 8)
    assert cols == 4 and grid.w == 700 + room.pool_dx
    assert 4 * 228 + 3 * gap_x <= grid.w < 4 * 228 + 3 * (gap_x + 1)   # spread across it
    huge = BuilderRoom((4000, 720))
    assert huge.column_dx == COLUMN_MOST                           # modest, however wide


def test_a_taller_room_grows_what_grows_and_moves_down_what_sits_at_the_foot():
    room = BuilderRoom((1280, 960))
    assert room.pool(R) == pygame.Rect(100, 200, 300, 290)
    assert room.column(R, y="bottom") == R.move(0, 240) and room.column(R) == R
    assert room.grid(R, 3, 90, 8)[1:] == (3, 8)                  # the same columns


@pytest.mark.parametrize("size", [(2560, 1080), (1024, 768)])
def test_the_tiny_builder_fills_the_room(app, fresh_home, monkeypatch, size):
    base = open_tiny(app)
    base.add("Ant")
    app.frame()
    assert (base.POOL, base.DECK, base.LIST, base.pool_panel.GRID) == (POOL, DECK, LIST, GRID)
    assert base.back_button.rect.right == 1280 - 16
    app.stack.remove(base)
    app.resize_window(size)
    scene = open_tiny(app, {"name": "Tiny", "cards": ["Ant", "Bee"]})
    app.frame()
    room = scene.room()
    assert scene.back_button.rect.right == room.size[0] - 16       # the room's right edge
    pool, panel = scene.pool_panel, scene.deck_column
    if room.ex:
        assert pool.COLS > base.pool_panel.COLS and pool.GRID.w > GRID.w
        assert scene.DECK.right == DECK.right + room.ex and scene.DECK.w > DECK.w
    if room.ey:
        assert pool.GRID.h > GRID.h and panel.LIST.h > LIST.h
        assert scene.DECK.bottom == DECK.bottom + room.ey
    assert not scene.POOL.colliderect(scene.DECK)
    parts = [b.rect for b in scene.buttons] + [scene.name_field.rect, scene.search.rect]
    parts += [c.rect for c in pool.chips + [pool.clear_chip]]
    assert not outside(scene, parts + [scene.POOL, scene.DECK, pool.SCROLLBAR])
    parts += [r for r, _ in pool.tiles] + [r for r, _ in panel.rows]
    problems = text_problems(app, monkeypatch, scene, parts, f"tiny at {size}")
    assert not problems, problems[:5]


def test_a_live_resize_lays_the_builder_out_again_keeping_what_it_showed(app, fresh_home):
    scene = open_tiny(app)
    app.frame()
    pool = scene.pool_panel
    pool.toggle_chip(pool.chips[0])               # A-C only
    scene.search.set("c")
    assert [n for _, n in (scene._layout() or pool.tiles)] == ["Cat"]
    app.resize_window((2560, 1080))
    app.frame()
    new = scene.pool_panel
    assert new is not pool and scene.search is new.search
    assert new.chips[0].on and new.search.value == "c" and new.pool == ["Cat"]
    assert scene.back_button.rect.right == 1680 - 16 and new.COLS > pool.COLS
    assert scene.DECK.right == 1680 - 10


def test_a_card_dragged_by_mouse_in_a_wide_window_joins_the_deck(app, fresh_home):
    app.resize_window((2560, 1080))
    scene = open_tiny(app)
    app.frame()
    scene._layout()
    tile = next(r for r, n in scene.pool_panel.tiles if n == "Fox")
    assert tile.right > 1280 - 600              # a tile of a column the room added
    drag_by_mouse(app, tile.center, scene.DECK.center)
    assert scene.cards == ["Fox"]
