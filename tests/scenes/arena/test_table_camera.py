"""The Arena camera moves only when the player asks (issue 23 §3): placing your
Planeswalker in a Melee leaves the view as it was."""
from __future__ import annotations

import pytest

from tests.conftest import all_plugins
from tests.scenes.arena.helpers import settle
from tests.scenes.shell_helpers import tap


@pytest.mark.parametrize("seat", range(5))
def test_placing_your_planeswalker_in_a_melee_does_not_turn_the_board(app, seat):
    plugin = all_plugins()["arena"]
    app.settings.animation_speed = "instant"
    t = plugin.table_scene(app, players=5, seed=4, inline_ai=True, human_seat=seat,
                           autosave=False)
    t.ai_pace = 0.0
    app.stack.push(t, fade=False)
    settle(app, t)
    while t.decision() is not None and t.decision().kind != "choose" \
            or t.moves.board_choice() is None:
        t.human_act(t.decision().options[0])             # who goes first
        settle(app, t)
    lit = t.moves.lit_choice()
    assert lit, "the placing question lights your zone"
    cam = t.view.cam
    rot, pan, zi = cam.rot, list(cam.pan), cam.zi
    pw = t.state.pw[t.seats.me]
    f = t.state.c_figs[pw][0]
    h = next(h for h in sorted(lit) if t.places.hex_at(
        tuple(round(v) for v in cam.hex_center(h))) == h)
    tap(app, tuple(round(v) for v in cam.hex_center(h)))
    assert t.state.f_hex[f] == h
    settle(app, t)
    assert (t.view.cam.rot, t.view.cam.pan, t.view.cam.zi) == (rot, pan, zi)
