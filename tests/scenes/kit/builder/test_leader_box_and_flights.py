"""The builder kit's leader box and picker (scenes.kit.builder.leader_box) and what moves
in a builder for a moment (scenes.kit.builder.flights), on their own: the arrows step
round the leaders (from an unknown one to the first), a press and release on
the box opens the picker, a row of the picker chooses and Esc keeps; a flight arrives and
ends, a blink goes out."""
from __future__ import annotations

import pygame

from scenes.kit.builder.flights import Blinks, Flights
from scenes.kit.builder.leader_box import Leader, LeaderBox, LeaderPicker
from tests.scenes.shell_helpers import click, down, press, up


def _leaders() -> list[Leader]:
    def face(size):
        return pygame.Surface((size, size))
    return [Leader(k, k.title(), "9 HP", f"{k} text", f"{k} tip", face)
            for k in ("ann", "bo", "cy")]


def _box(chosen: list[str], picks: list[int]) -> LeaderBox:
    return LeaderBox(pygame.Rect(100, 100, 400, 62), _leaders(), lambda: chosen[-1],
                     chosen.append, lambda: picks.append(1),
                     lambda key: Leader(key, "Unknown", "", "?", "unknown tip", _leaders()[0].portrait),
                     ("Choose", "hint", "✓ Mine"))


def test_the_arrows_step_round_the_leaders_and_from_an_unknown_one_to_the_first():
    chosen: list[str] = ["cy"]
    box = _box(chosen, [])
    box.step(1)
    assert chosen[-1] == "ann"                       # round the end
    box.step(-1)
    assert chosen[-1] == "cy"
    chosen.append("zed")                             # a key no leader has
    assert box.leader().name == "Unknown"
    box.step(1)
    assert chosen[-1] == "ann"
    chosen.append("zed")
    box.step(-1)
    assert chosen[-1] == "ann"                       # either arrow: the first


def test_a_press_and_release_on_the_box_picks_but_not_on_its_arrows():
    picks: list[int] = []
    box = _box(["bo"], picks)
    inside, arrow = box.body.center, box.zones[0][0].center
    assert box.handle(down(inside)) and box.handle(up(inside)) and picks == [1]
    box.handle(down(inside))
    box.handle(up((0, 0)))                           # released elsewhere: nothing
    assert picks == [1]
    assert not box.handle(down(arrow))               # the arrows are the column's buttons
    assert box.tooltip_at(inside) == "bo tip" and box.tooltip_at(arrow) is None


def test_the_picker_chooses_a_row_and_escape_keeps(app):
    chosen: list[str] = ["ann"]
    box = _box(chosen, [])
    picker = box.picker(app)
    assert isinstance(picker, LeaderPicker) and picker.current == "ann"
    app.stack.push(picker)
    app.frame()
    click(app, picker.rows()[2][0].center)
    assert chosen[-1] == "cy" and app.stack.top is not picker
    app.stack.push(box.picker(app))
    app.frame()
    press(app, pygame.K_ESCAPE)
    assert chosen[-1] == "cy" and not isinstance(app.stack.top, LeaderPicker)


def test_a_flight_arrives_and_ends_and_a_blink_goes_out():
    flights = Flights(seconds=0.3, hop=60)
    sprite = pygame.Surface((10, 10))
    flights.launch(sprite, (0, 100), (200, 100))
    assert flights
    flights.update(0.15)
    surface = pygame.Surface((300, 200), pygame.SRCALPHA)
    sprite.fill((255, 0, 0))
    flights.draw(surface)
    # half-way in time, past half-way in space (it eases out), lifted by the arc
    hit = [(x, y) for x in range(300) for y in range(200) if surface.get_at((x, y))[0] == 255]
    xs, ys = [p[0] for p in hit], [p[1] for p in hit]
    assert 100 < sum(xs) / len(xs) < 200 and sum(ys) / len(ys) < 100
    flights.update(0.2)
    assert not flights
    blinks = Blinks()
    blinks.start("res", 1.2)
    assert "res" in blinks and blinks
    blinks.update(1.0)
    assert "res" in blinks
    blinks.update(0.3)
    assert "res" not in blinks and not blinks
