"""Arena's view in a replay (issue 25, item 3): the buttons that only change how the
battlefield is seen (turn left/right, Levels, Ruler, Fit) stay in a replay and work by
mouse, their keys too; the buttons that act on the game (End turn, Stop, Ability, Undo)
stay hidden, even at a point of the record where the human could press them."""
from __future__ import annotations

import pygame

from tests.scenes.kit.test_replay import _open_from_load_game, _play
from tests.scenes.shell_helpers import press, tap


def test_rotate_and_the_view_buttons_work_in_an_arena_replay(app):
    t = _play(app, "arena", 4, seed=3, autosave=True)
    human = t.human
    _, r = _open_from_load_game(app)
    replay, rules = r.replay, r.rules
    while replay.at < replay.total and r.state.to_move != human:
        replay.forward()
    replay.goto(replay.at)
    for _ in range(10):
        app.frame()
    assert r.state.to_move == human, "no point of the record where the human is to move"
    before, at = rules.to_json(r.state), replay.at
    for name in ("rotate_left", "rotate_right", "levels", "ruler", "fit"):
        assert r.element_rect(name) is not None, f"{name} is hidden in a replay"
    for name in ("end", "stop", "ability"):
        assert r.element_rect(name) is None, f"{name} shows in a replay"
    assert not r.undo_button.visible
    cam = r.view.camera()
    rot = cam.rot
    tap(app, r.element_rect("rotate_right").center)
    assert cam.rot == (rot + 1) % 6, "the E button did not turn the view in a replay"
    tap(app, r.element_rect("rotate_left").center)
    tap(app, r.element_rect("rotate_left").center)
    assert cam.rot == (rot - 1) % 6, "the Q button did not turn the view in a replay"
    press(app, pygame.K_e)
    assert cam.rot == rot, "the E key did not turn the view in a replay"
    overlay = r.view.overlay
    tap(app, r.element_rect("levels").center)
    assert r.view.overlay != overlay, "Levels did nothing in a replay"
    assert replay.at == at and rules.to_json(r.state) == before, "a view button acted"
