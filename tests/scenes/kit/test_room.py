"""A legacy scene that fills the window's room lays out in it (scenes.kit.room)."""
from __future__ import annotations

from app.scene import Scene
from scenes.kit.room import extra, room_of, room_rect


class _Wide(Scene):
    fills_room = True


def test_a_scene_that_fills_the_room_gets_the_windows_aspect_and_others_1280x720(app):
    app.resize_window((2560, 1080))
    assert room_of(_Wide(app)) == (1680, 720) and extra(_Wide(app)) == (400, 0)
    assert room_of(Scene(app)) == (1280, 720)
    app.resize_window((1024, 768))
    assert room_rect(_Wide(app)).size == (1280, 960)
    app.resize_window((1280, 720))
    assert room_of(_Wide(app)) == (1280, 720)
