"""The Arena army builder in the window's room (scenes.kit.builder.room): in a wide
(2560x1080) and a tall (1024x768) window, both tabs keep their text whole and apart and
their controls inside the room. Every army card and every spell of a colour is already in
sight at 1280x720: the room makes the pool's tiles larger instead (and the army's list
longer in a taller room). A card dragged by mouse at the window's pixels joins the
army."""
from __future__ import annotations

import pytest

from scenes.arena import builder as ab
from scenes.arena.builder_layout import PW, ROWS
from tests.scenes.kit.builder.room_check import drag_by_mouse, outside, text_problems


def _open(app):
    scene = ab.open_army_builder(app)
    app.frame()
    scene._layout()
    return scene


def _tile_area(scene) -> int:
    return sum(t[0].w * t[0].h for t in scene.tabs.current.pool.tiles)


@pytest.mark.parametrize("size", [(2560, 1080), (1024, 768)])
def test_the_army_builder_fills_the_room(app, fresh_home, monkeypatch, size):
    base = _open(app)
    areas = {}
    for tab in (ab.ARMY_TAB, ab.SPELL_TAB):
        base.show_tab(tab)
        base._layout()
        areas[tab] = (_tile_area(base), len(base.tabs.current.pool.tiles))
    app.stack.remove(base)
    app.resize_window(size)
    scene = _open(app)
    if size[1] / size[0] > 0.7:                     # 4:3: a longer army list
        assert scene.L.ROWS.h > ROWS.h
    for tab in (ab.ARMY_TAB, ab.SPELL_TAB):
        scene.show_tab(tab)
        scene._layout()
        pool, column = scene.tabs.current.pool, scene.tabs.current.column
        area, n = areas[tab]
        assert len(pool.tiles) == n and _tile_area(scene) > area
        assert not scene.L.POOL.colliderect(scene.L.PANEL)
        controls = [x.rect for x in scene.buttons] + [scene.name_field.rect]
        controls += [r for r, _ in scene.walkers.rects] + [t.rect for t in scene.tabs.tabs]
        controls += [z[0] for z in column.zones] + [x.rect for x in column.buttons]
        controls += [c.rect for c in getattr(pool, "chips", [])]
        assert not outside(scene, controls + [scene.L.POOL, scene.L.PANEL, scene.L.CHECKS])
        parts = controls + [t[0] for t in pool.tiles] + [r for r, _ in column.rows]
        if tab == ab.ARMY_TAB and size[0] / size[1] > 2:
            # (below a scale of 1 the toolkit's small text renders a little wider than its
            # design box, its legend then passing the field's right edge, as it does in a
            # letterboxed 1024x576 window: app.ui.text's, left to it)
            parts += [scene.L.FIELD]
        problems = text_problems(app, monkeypatch, scene, parts + [scene.L.CHECKS],
                                 f"{tab} at {size}")
        assert not problems, problems[:5]


def test_a_card_dragged_by_mouse_in_a_wide_window_joins_the_army(app, fresh_home):
    app.resize_window((2560, 1080))
    scene = _open(app)
    scene.model.squads = []
    scene._changed()
    scene._layout()
    tile, key = next((t[0], t[1]) for t in scene.army_pool.tiles if t[2])   # its colour's
    assert tile.w > PW                               # as wide as the wide room makes it
    drag_by_mouse(app, (tile.right - 200, tile.centery), scene.L.PANEL.center)
    assert scene.model.squads == [key]


def test_a_live_resize_keeps_the_tab_and_the_colour_shown(app, fresh_home):
    scene = _open(app)
    scene.show_tab(ab.SPELL_TAB)
    scene.spell_pool.show("white")
    app.frame()
    app.resize_window((2560, 1080))
    app.frame()
    assert scene.tab == ab.SPELL_TAB and scene.spell_pool.shown == "white"
    assert scene.back_button.rect.right == 1680 - 16 and scene.L.PANEL.right == 1680 - 16
    assert scene.tabs.current.pool is scene.spell_pool and scene.spell_pool.faded
