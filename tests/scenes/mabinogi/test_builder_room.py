"""The Mabinogi deck builder in the window's room (scenes.kit.builder.room): in a wide
(2560x1080) and a tall (1024x768) window its text stays whole and apart, its controls
inside the room, the pool shows more cards than at 1280x720 and the checks have more
room; a card dragged by mouse at the window's pixels from a column the wide room added
joins the deck."""
from __future__ import annotations

import pytest

from scenes.mabinogi import builder as b
from scenes.mabinogi.builder_layout import CHECKS, GRID
from tests.scenes.kit.builder.room_check import (drag_by_mouse, outside,
                                               pool_cards_in_sight, text_problems)

DECK = {"name": "Room deck", "hero": "brigid",
        "cards": ["Golden Coin", "Golden Coin", "Mana Surge", "Fireball"]}


def _open(app, deck=None):
    scene = b.open_builder(app, deck)
    app.frame()
    scene._layout()
    return scene



@pytest.mark.parametrize("size", [(2560, 1080), (1024, 768)])
def test_the_deck_builder_fills_the_room(app, fresh_home, monkeypatch, size):
    base = _open(app, DECK)
    seen = pool_cards_in_sight(base)
    app.stack.remove(base)
    app.resize_window(size)
    scene = _open(app, DECK)
    assert pool_cards_in_sight(scene) > seen
    if size[1] / size[0] > 0.7:                     # 4:3: the checks are taller
        assert scene.L.CHECKS.h > CHECKS.h
    pool, column = scene.pool_panel, scene.deck_column
    assert not scene.POOL.colliderect(scene.DECK)
    controls = [x.rect for x in scene.buttons] + [scene.name_field.rect, scene.search.rect]
    controls += [c.rect for c in pool.chips + [pool.clear_chip]] + [scene.L.HERO]
    controls += [z[0] for z in column.zones] + [r for r, _ in column.badges]
    assert not outside(scene, controls + [scene.POOL, scene.DECK, scene.L.CHECKS])
    parts = controls + [r for r, _ in pool.tiles] + [r for r, _ in column.rows]
    parts += [scene.L.CURVE, scene.L.CHECKS]
    problems = text_problems(app, monkeypatch, scene, parts, f"deck builder at {size}")
    assert not problems, problems[:5]


def test_a_card_dragged_by_mouse_in_a_wide_window_joins_the_deck(app, fresh_home):
    app.resize_window((2560, 1080))
    scene = _open(app)
    pool = scene.pool_panel
    tile, name = next((r, n) for i, (r, n) in enumerate(pool.tiles) if i == pool.COLS - 1)
    assert tile.x > GRID.right                       # past the 1280x720 grid
    drag_by_mouse(app, tile.center, scene.deck_column.LIST.center)
    assert scene.counts == {name: 1}


def test_a_live_resize_keeps_the_filters_and_redraws_the_panels(app, fresh_home):
    scene = _open(app, DECK)
    scene.search.set("imp")
    app.frame()
    app.resize_window((2560, 1080))
    app.frame()
    assert scene.search.value == "imp" and all("imp" in n.lower()
                                               for n in scene.pool_panel.pool)
    assert scene.back_button.rect.right == 1680 - 16 and scene.DECK.right == 1680 - 16
    assert b.background(scene.room().size, tuple(scene.POOL),
                        tuple(scene.DECK)).get_size() == (1680, 720)
