"""What the kit's tutorial gives every game's tutorial: restarting from the pause menu
goes back to the first step and the tutorial's fresh game (and the save says so), and
the script helpers settle a saved step against the actions its record holds."""
from __future__ import annotations

import importlib

import pytest

from scenes.kit.tutorial_script import AI, Step, flatten, settle_step, step_in_span

GAMES = ["magi", "magination", "magecraft", "arena", "mabinogi"]


@pytest.mark.parametrize("game", GAMES)
def test_restart_goes_back_to_the_first_step_and_the_fresh_game(app, game):
    from app import saves
    helpers = importlib.import_module(f"tests.scenes.{game}.test_tutorial")
    t = helpers.start(app)
    fresh = t.rules.to_json(t.state)
    while not t.record.actions:
        helpers.do_step(app, t)
    assert t.step > 0 and t.rules.to_json(t.state) != fresh
    t.restart()
    assert t.step == 0 and not t.finished and t.record.actions == []
    assert t.rules.to_json(t.state) == fresh
    save, message = saves.tutorial_save(game)
    assert message is None and save["meta"]["step"] == 0 and save["record"]["actions"] == []


def _steps(*expects):
    return [Step(f"s{i}", "t", "x", expect=e) for i, e in enumerate(expects)]


def test_flatten_makes_one_script_of_steps_and_other_seats_moves():
    flow = [Step("a", "t", "x"), Step("b", "t", "x", expect=("play", 1)),
            AI(2, ("draw",)), Step("c", "t", "x", expect=("pass",))]
    steps, step_at, script, actors = flatten(flow, human=0)
    assert [s.key for s in steps] == ["a", "b", "c"] and step_at == [0, 0, 2]
    assert script == [("play", 1), ("draw",), ("pass",)] and actors == [0, 2, 0]
    gestures = flatten([Step("g", "t", "x", expect=(("card", 0), ("move", 1))),
                        AI(1, ("end",))], human=0, gestures=True)
    assert gestures.script == [("card", 0), ("move", 1), ("end",)]
    assert gestures.actors == [0, 0, 1] and gestures.step_at == [0]


def test_a_saved_step_is_settled_against_the_record():
    steps = _steps(None, ("a",), None, ("b",))
    step_at = [0, 0, 1, 1]
    assert settle_step(3, 1, steps, step_at) == 3      # the note before "b" was read
    assert settle_step(3, 0, steps, step_at) == 1      # "a" not played: back to it
    assert settle_step(0, 1, steps, step_at) == 2      # "a" played: past it
    assert settle_step(9, 2, steps, step_at) == 4      # everything played: done
    assert settle_step("x", 0, steps, step_at) == 0
    assert settle_step(1, 0, steps, step_at, first=1, last=1) == 1


def test_a_step_of_several_actions_keeps_its_place_part_way():
    steps = _steps(None, [("a",), ("b",)], [("c",)])
    step_at = [0, 0, 2]
    assert step_in_span(1, 1, steps, step_at, 3) == 1   # one of its two actions played
    assert step_in_span(0, 1, steps, step_at, 3) == 1   # the save's step is behind
    assert step_in_span(1, 2, steps, step_at, 3) == 2
    assert step_in_span(0, 9, steps, step_at, 3) == 3   # nowhere: the fallback
