"""The battlefield editor in the window's room: at 1280x720, 1920x1080 (the same design
grid, sharper) and a wide 2560x1080 window (a wider room: the map takes the width), its
panels stay apart and inside the room, the map fits its area, and every tool's button and
the checker's panel are drawn. Pictures of each are saved to /tmp/editor-*.png to look at
(the supersized map too)."""
from __future__ import annotations

import pytest

from engines.arena.map_edit import offset_pos
from scenes.arena.editor import EditorScene
from scenes.kit.room import room_of


def _dressed(app) -> EditorScene:
    """An editor on a small map with something of everything, a selection and a zone."""
    editor = app.stack.push(EditorScene(app), fade=False)
    ed = editor.editor
    ed.paint(offset_pos(2, 3), "sand", 3)
    ed.paint(offset_pos(3, 3), "sand", 2)
    ed.paint(offset_pos(6, 5), "water")
    ed.paint(offset_pos(7, 5), "water")
    ed.place_glyph(offset_pos(5, 8), "P")
    ed.place_glyph(offset_pos(3, 11), "K", "symbol")
    ed.place_ruin("A", offset_pos(6, 9), 0)
    for c in range(4, 8):
        ed.set_zone(offset_pos(c, 0), "yellow")
        ed.set_zone(offset_pos(c, 16), "orange")
    ed.select_many([offset_pos(c, r) for c in range(1, 4) for r in range(12, 15)])
    editor.tool = "glyph"
    for _ in range(12):
        app.frame()
    return editor


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (2560, 1080)])
def test_the_editor_fills_the_room_and_is_drawn_whole(app, fresh_home, size):
    if size != (1280, 720):
        app.resize_window(size)
    editor = _dressed(app)
    W, H = room_of(editor)
    room = editor.size
    assert room == (W, H)
    area = editor.view.area
    panels = [editor.palette.rect, editor.sidepanel.rect, area]
    for i, a in enumerate(panels):
        assert 0 <= a.x and a.right <= W and a.bottom <= H, a
        for b in panels[i + 1:]:
            assert not a.colliderect(b), (a, b)
    controls = [b.rect for b in editor.buttons] + [editor.name_field.rect]
    for i, a in enumerate(controls):
        assert 0 <= a.x and a.right <= W and 0 <= a.y and a.bottom <= H, a
        for b in controls[i + 1:]:
            assert not a.colliderect(b), (a, b)
    w, h = editor.view.cam.extent()
    assert w <= area.w and h <= area.h                # the whole map in view
    if size == (2560, 1080):
        assert area.w > 1280 - 216 - 300 - 32        # a wider room: a wider map area
    app.save_screenshot(f"/tmp/editor-{size[0]}x{size[1]}.png")


def test_a_supersized_map_is_drawn_and_fitted(app, fresh_home):
    editor = app.stack.push(EditorScene(app), fade=False)
    editor.new_map("Supersized 4x")
    for _ in range(4):
        app.frame()
    assert len(editor.editor.hexes) == 22 * 33
    w, h = editor.view.cam.extent()
    assert w <= editor.view.area.w and h <= editor.view.area.h
    app.save_screenshot("/tmp/editor-supersized.png")


def test_a_buttons_tooltip_is_not_left_over_a_dialog_or_after_it(app, fresh_home, monkeypatch):
    """A tooltip rests on Open…; the dialog it opens covers the editor: the tooltip is
    not drawn over it, nor after it closes, until the pointer rests on a button again."""
    import time as _time

    from scenes.arena.editor import EditorScene
    from tests.scenes.shell_helpers import motion
    editor = EditorScene(app)
    app.stack.push(editor, fade=False)
    app.frame([motion(editor.open_button.rect.center)])
    drawn: list = []
    monkeypatch.setattr(editor.tooltip, "draw", lambda *a, **k: drawn.append(a[1]))
    editor.hover_since = (editor.open_button, _time.monotonic() - 5)
    app.frame()
    assert drawn == ["Open a saved or printed battlefield"]
    editor.open()
    drawn.clear()
    app.frame()
    assert app.stack.top is not editor and drawn == []
    app.stack.pop()
    app.frame()
    assert drawn == []
