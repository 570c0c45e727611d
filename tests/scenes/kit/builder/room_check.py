"""What the builder room tests check of a builder drawn in a window's room (the kit's
test_room and each game's test_builder_room): its text whole and apart (the kit's
TextWatch) in the room at the window's real pixels, its controls inside the room, its
pool and column apart, and a card dragged by mouse in window pixels."""
from __future__ import annotations

import pygame

from app.ui import canvas
from tests.scenes.kit.textfit import Recorder, TextWatch
from tests.scenes.shell_helpers import drag


def in_room(scene) -> pygame.Rect:
    from scenes.kit.room import room_rect
    return room_rect(scene)


def text_problems(app, monkeypatch, scene, parts, what: str) -> list[str]:
    """``scene`` drawn under the TextWatch on a canvas of its room at the window's real
    pixels (as the stack draws it): what runs out of the room, is cut or overlaps, or
    runs over the edge of one of ``parts`` (design rects)."""
    watch = TextWatch(monkeypatch)
    rect, k, size = app.display.frame(True)
    assert size == in_room(scene).size
    view = canvas.Canvas(Recorder(rect.size, pygame.SRCALPHA), k, size)
    with app.stack._context(scene):
        scene._layout()
        scene.draw(view)
    real = [pygame.Rect(round(p.x * k), round(p.y * k), round(p.w * k), round(p.h * k))
            for p in map(pygame.Rect, parts)]
    texts = [s for s, _, _ in view.real.blits if watch.is_text(s)]
    assert len(texts) >= 4, f"{what}: nothing watched"
    out = watch.problems(view, view.real.get_rect(), real, what)
    monkeypatch.undo()
    return out


def outside(scene, rects) -> list:
    """The rects (design units) not inside the scene's room."""
    room = in_room(scene)
    return [r for r in map(pygame.Rect, rects) if not room.contains(r)]


def drag_by_mouse(app, start, end) -> None:
    """A drag by mouse from ``start`` to ``end`` (design units of a scene that fills the
    room), posted at their window pixels."""
    d = app.display
    drag(app, d.from_canvas(start, room=True), d.from_canvas(end, room=True))


def pool_cards_in_sight(scene) -> int:
    """How many of the builder's pool cards are wholly in sight."""
    return sum(scene.pool_panel.GRID.contains(r) for r, _ in scene.pool_panel.tiles)
