"""The Magi-Nation deck builder in the window's room (scenes.kit.builder.room): in a wide
(2560x1080) and a tall (1024x768) window its text stays whole and apart, its controls
inside the room, the pool shows more cards than at 1280x720; a card dragged by mouse at
the window's pixels from a column the wide room added joins the deck."""
from __future__ import annotations

import pytest

from scenes.magination.deck_builder import open_deck_builder
from scenes.magination.builder_layout import GRID
from scenes.magination.decks import DECKS
from tests.scenes.kit.builder.room_check import (drag_by_mouse, outside,
                                               pool_cards_in_sight, text_problems)


def _open(app):
    scene = open_deck_builder(app, DECKS.builtin()[0])
    app.frame()
    scene._layout()
    return scene



@pytest.mark.parametrize("size", [(2560, 1080), (1024, 768)])
def test_the_deck_builder_fills_the_room(app, fresh_home, monkeypatch, size):
    base = _open(app)
    seen = pool_cards_in_sight(base)
    app.stack.remove(base)
    app.resize_window(size)
    scene = _open(app)
    assert pool_cards_in_sight(scene) > seen
    pool, column = scene.pool_panel, scene.deck_column
    assert not scene.POOL.colliderect(scene.DECK)
    controls = [b.rect for b in scene.buttons] + [scene.name_field.rect, scene.search.rect]
    controls += [c.rect for c in pool.chips + [pool.clear_chip]] + column.magi_rows
    controls += [z[0] for z in column.zones]
    assert not outside(scene, controls + [scene.POOL, scene.DECK, scene.L.CHECKS])
    parts = controls + [r for r, _ in pool.tiles] + [r for r, _ in column.rows]
    problems = text_problems(app, monkeypatch, scene, parts, f"deck builder at {size}")
    assert not problems, problems[:5]


def test_a_card_dragged_by_mouse_in_a_wide_window_joins_the_deck(app, fresh_home):
    app.resize_window((2560, 1080))
    scene = open_deck_builder(app)
    app.frame()
    scene._layout()
    pool = scene.pool_panel
    col = pool.COLS - 1                       # the column the wide room added
    tile, card = next((r, c) for i, (r, c) in enumerate(pool.tiles)
                      if i % pool.COLS == col and c.implemented and c.type != "Magi")
    assert tile.x > GRID.right                 # past the 1280x720 grid
    drag_by_mouse(app, tile.center, scene.deck_column.LIST.center)
    assert scene.counts == {card.name: 1}
