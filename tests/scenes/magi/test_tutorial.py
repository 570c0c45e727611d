"""The Magi tutorial, played by a scripted player with synthetic mouse events only."""
from __future__ import annotations

import pygame
import pytest

from engines.magi import RULES
from scenes.magi import tutorial_steps as TS
from tests.scenes.kit.test_tutorial_end import assert_points_at_coach
from tests.scenes.shell_helpers import (assert_record_replays, drag, ev, leave_and_resume_tutorial,
                                        play_steps, tap as click, wait_ready)


def start(app):
    from scenes.magi import tutorial_scene
    app.settings.animation_speed = "instant"
    scene = tutorial_scene(app)
    app.stack.push(scene, fade=False)
    return scene



def do_step(app, t):
    """Play the current step as a player would: drag, click or press Next."""
    step = t.current
    k = t.step
    wait_ready(app, t)
    if step.expect is None:
        name = "scoreboard_button" if step.key == "scores" else "next_button"
        click(app, t.element_rect(name).center)
    elif step.drag_to:
        drag(app, t.element_rect(step.point).center, t.element_rect(step.drag_to).center)
    else:
        click(app, t.element_rect(step.point).center)
    assert t.step == k + 1, f"step {step.key} did not advance ({t.drag.message})"


def test_script_is_legal_and_ends_the_round():
    events = TS.check_script()
    ended = [e for e in events if e["type"] == "RoundEnded"]
    assert ended[0]["winner"] == TS.HUMAN and ended[0]["hand_points"][0] == 0
    keys = [s.key for s in TS.STEPS]
    assert len(keys) == len(set(keys))
    # in the brief's order
    order = ["colour", "picture", "draw", "magi", "select", "magic", "dodge", "reset",
             "shot", "reverse", "again", "call", "catch", "scores"]
    assert all(k in keys for k in order)
    for s in TS.STEPS:
        assert s.point, s.key
        if s.expect is not None:
            assert s.hint, s.key


def test_scripted_player_finishes_the_tutorial(app):
    from app import saves
    from scenes.magi.tutorial import TutorialComplete
    t = start(app)
    assert t.mode == "tutorial" and t.step == 0
    while t.current is not None:
        do_step(app, t)
    assert t.record.actions == TS.SCRIPT
    assert t.state.round_scores[0] == [0, 9, 8, 5]
    assert_record_replays(t)                # the finished script's record
    assert isinstance(app.stack.top, TutorialComplete)
    assert_points_at_coach(app, app.stack.top)     # the last word: Hint and Review
    assert not saves.has_autosave()
    # "Back to menu"
    from scenes.menu import MenuScene
    click(app, app.stack.top.menu_button.rect.center)
    assert isinstance(app.stack.top, MenuScene)


def test_wrong_actions_are_refused_with_a_reason(app):
    t = start(app)
    wait_ready(app, t)
    # an explanation step: nothing may be played yet
    before = RULES.to_json(t.state)
    drag(app, t.element_rect("hand_card:22").center, t.element_rect("pile").center)
    assert t.record.actions == [] and t.step == 0
    assert "Next" in t.drag.message
    do_step(app, t)                                  # Next
    wait_ready(app, t)
    assert t.current.key == "colour"
    # legal for the engine but not this step's move: drawing
    click(app, t.element_rect("talon").center)
    assert t.record.actions == [] and t.step == 1
    assert t.drag.message == "For this step, drag the Red Coin onto the pile"
    # not legal at all: the engine's reason, then the step's hint
    drag(app, t.element_rect("hand_card:26").center, t.element_rect("pile").center)
    assert "does not match" in t.drag.message and "Red Coin" in t.drag.message
    for _ in range(20):
        app.frame()
    assert RULES.to_json(t.state) == before and t.record.actions == [] and t.step == 1
    assert sorted(t.hand.cards) == sorted(t.state.hands[0])
    do_step(app, t)                                  # the right move is accepted
    assert t.record.actions == [("play", 22)]


def test_leave_and_resume_at_the_same_step(app):
    from scenes.magi.tutorial import MagiTutorial
    t = start(app)
    while t.current.key != "dodge":
        do_step(app, t)
    wait_ready(app, t)
    step, state = t.step, RULES.to_json(t.state)
    # Esc -> pause menu -> Quit to menu -> Tutorials -> Resume tutorial
    t2 = leave_and_resume_tutorial(app, "magi", step)
    assert isinstance(t2, MagiTutorial) and t2 is not t
    assert t2.step == step and t2.current.key == "dodge"
    assert RULES.to_json(t2.state) == state
    # and it goes on from there
    do_step(app, t2)
    do_step(app, t2)
    assert t2.current.key == "passed_on"
    assert t2.state.hands[2] and len(t2.state.hands[2]) == 4


def test_main_menu_continue_routes_a_tutorial_save(app):
    from app import saves
    from scenes.magi import from_save
    from scenes.magi.tutorial import MagiTutorial
    t = start(app)
    do_step(app, t)
    do_step(app, t)
    save, _ = saves.tutorial_save("magi")
    again = from_save(app, save)
    assert isinstance(again, MagiTutorial) and again.step == t.step
    bad = dict(save, record=dict(save["record"], actions=[["draw"]]))
    with pytest.raises(ValueError):
        from_save(app, bad)


def test_random_input_raises_nothing(app):
    """A monkey on the tutorial (tests/scenes/test_monkey.py does not exist yet): random
    clicks, drags and keys, including the pause menu's Restart, must never raise."""
    import random
    rng = random.Random(5)
    t = start(app)
    keys = [pygame.K_SPACE, pygame.K_RETURN, pygame.K_m, pygame.K_p, pygame.K_s,
            pygame.K_ESCAPE, pygame.K_1, pygame.K_2]
    for i in range(400):
        if not app.running or not app.stack.scenes:
            break
        r = rng.random()
        if i % 40 == 0 and t.ready and t.current is not None and app.stack.top is t:
            do_step(app, t)                       # keep the tutorial moving
        elif r < 0.55:
            pos = (rng.randrange(1280), rng.randrange(720))
            click(app, pos)
        elif r < 0.8:
            a = (rng.randrange(1280), rng.randrange(720))
            b = (rng.randrange(1280), rng.randrange(720))
            drag(app, a, b)
        else:
            app.frame([ev(pygame.KEYDOWN, key=rng.choice(keys), mod=0)])
    for s in TS.STEPS:                            # element names always resolve or None
        t.element_rect(s.point)


def test_a_partway_tutorials_record_replays_from_config_seed_and_actions(app):
    """The tutorial's position is the engine's (its config), never a state edited by the
    table: the record part-way through replays with the game's own rules."""
    assert_record_replays(play_steps(app, start(app), do_step, 4))
