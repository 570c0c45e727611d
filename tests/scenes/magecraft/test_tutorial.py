"""The Magecraft tutorial, played by a scripted player with synthetic mouse events only."""
from __future__ import annotations

import os

import pygame
import pytest

from engines.magecraft import RULES
from scenes.magecraft import tutorial_steps as TS
from tests.scenes.kit.test_tutorial_end import assert_points_at_coach
from tests.scenes.shell_helpers import (assert_record_replays, drag, leave_and_resume_tutorial,
                                        play_steps, tap as click, wait_ready)


def start(app):
    from scenes.magecraft import tutorial_scene
    app.settings.animation_speed = "instant"
    scene = tutorial_scene(app)
    app.stack.push(scene, fade=False)
    return scene



def shot(app, name):
    if os.environ.get("MCT_SHOTS"):
        app.frame()
        pygame.image.save(app.screen if hasattr(app, "screen") else
                          pygame.display.get_surface(), f"/tmp/mct_{name}.png")


def do_step(app, t):
    """Play the current step as a player would: drag, click or press Next."""
    step = t.current
    k = t.step
    wait_ready(app, t)
    shot(app, f"{k:02d}_{step.key}")
    if step.expect is None:
        click(app, t.element_rect("next_button").center)
    else:
        for _ in range(10):
            if t.step != k:
                break
            wait_ready(app, t)
            name = t.point_name()
            if step.drag_to:
                drag(app, t.element_rect(name).center, t.element_rect(step.drag_to).center)
            else:
                click(app, t.element_rect(name).center)
    assert t.step == k + 1, f"step {step.key} did not advance ({t.drag.message})"


def test_script_is_legal_and_in_order():
    b = TS.build()
    assert b.script == TS.SCRIPT
    keys = [s.key for s in TS.STEPS]
    assert len(keys) == len(set(keys))
    order = ["board", "start_discard", "pay", "shield_first", "left_to_right", "wild",
             "hp_next", "cantrip", "shield_choice", "refresh", "their_turn", "shield_phase",
             "learn", "cure", "cure_wild", "heal", "bury", "vanish", "shield_again",
             "revise", "discard4", "rearrange", "master", "cast_master", "golden",
             "game_end"]
    assert [k for k in keys if k in order] == order
    for s in TS.STEPS:
        assert s.point, s.key
        if s.expect is not None:
            assert s.hint, s.key


def test_scripted_player_finishes_the_tutorial(app):
    from app import saves
    from scenes.magecraft.tutorial import TutorialComplete
    from scenes.menu import MenuScene
    t = start(app)
    assert t.mode == "tutorial" and t.step == 0
    seen = set()
    while t.current is not None:
        seen.add(t.current.key)
        do_step(app, t)
    assert t.record.actions == TS.SCRIPT
    st = t.state
    assert sum(st.score[0]) == 5 and st.shield[1] == [2, 0, 0, 0, 0]
    assert st.books[0][1][0] & 1                      # Magic Missile mastered
    assert_record_replays(t)                # the finished script's record
    assert st.fill[0] == 0 and t.tally.golden == (0, 1, 1, 0)   # the golden Fire gem moved on
    assert isinstance(app.stack.top, TutorialComplete)
    assert_points_at_coach(app, app.stack.top)     # the last word: Hint and Review
    shot(app, "99_complete")
    assert not saves.has_autosave("magecraft", "tutorial")
    click(app, app.stack.top.menu_button.rect.center)
    assert isinstance(app.stack.top, MenuScene)


def test_wrong_actions_are_refused_and_change_nothing(app):
    t = start(app)
    wait_ready(app, t)
    before = RULES.to_json(t.state)
    # an explanation step: nothing may be played
    drag(app, t.element_rect("hand_gem:0").center, t.element_rect("slot:1:0:0").center)
    assert t.record.actions == [] and t.step == 0 and "Next" in t.drag.message
    do_step(app, t)
    wait_ready(app, t)
    assert t.current.key == "start_discard"
    # the starting discard: not that gem (the step's hint), and nothing moves
    click(app, t.element_rect("hand_gem:0").center)
    click(app, t.element_rect("done").center)
    assert t.record.actions == [] and t.drag.message == t.current.hint
    assert RULES.to_json(t.state) == before
    click(app, t.element_rect("hand_gem:0:0").center)   # put it back
    do_step(app, t)
    wait_ready(app, t)
    assert t.current.key == "pay"
    before = RULES.to_json(t.state)
    # legal for the engine but not this step's move: Mana Tricks with the Earth gem
    drag(app, t.element_rect("hand_gem:2").center, t.element_rect("slot:2:0:0").center)
    assert t.drag.message == t.current.hint
    # a button: Stop casting
    click(app, t.element_rect("done").center)
    assert t.drag.message == t.current.hint
    # not legal at all: Water onto the Fire slot (the engine's reason, then the hint)
    drag(app, t.element_rect("hand_gem:1").center, t.element_rect("slot:1:0:0").center)
    assert "Fire" in t.drag.message and t.current.hint in t.drag.message
    for _ in range(10):
        app.frame()
    assert RULES.to_json(t.state) == before and t.record.actions == [("discard", 4)]
    do_step(app, t)
    assert t.record.actions == [("discard", 4), ("book", 1), ("pay", 0, 0)]


def test_leave_and_resume_at_the_same_step(app):
    from scenes.magecraft.tutorial import MagecraftTutorial
    t = start(app)
    while t.current.key != "hp_next":
        do_step(app, t)
    wait_ready(app, t)
    click(app, t.element_rect(t.point_name()).center)     # the first of the two attacks
    k = t.step
    assert t.current.key == "hp_next" and t.progress == 1
    step, state = t.step, RULES.to_json(t.state)
    t2 = leave_and_resume_tutorial(app, "magecraft", step)
    assert isinstance(t2, MagecraftTutorial) and t2 is not t
    assert t2.step == step == k and t2.progress == 1
    assert RULES.to_json(t2.state) == state
    do_step(app, t2)
    assert t2.current.key == "cantrip"


def test_the_revision_discard_is_chosen_then_confirmed(app):
    t = start(app)
    while t.current.key != "discard4":
        do_step(app, t)
    wait_ready(app, t)
    hand = list(t.state.hand[0])
    click(app, t.element_rect(t.point_name()).center)     # one gem chosen: nothing played
    assert t.progress == 0 and len(t.stage.discard_pick) == 1 and t.state.hand[0] == hand
    do_step(app, t)
    assert t.current.key == "rearrange" and sum(t.state.hand[0]) == 0


def test_tutorial_list_starts_magecraft_and_bad_saves_are_refused(app):
    from app import saves
    from scenes.magecraft import from_save
    from scenes.magecraft.tutorial import MagecraftTutorial
    from scenes.tutorials import TutorialsScene, tutorial_factory
    assert tutorial_factory(app.plugins["magecraft"]) is not None
    saves.clear("magecraft", "tutorial")
    scene = TutorialsScene(app)
    app.stack.push(scene, fade=False)
    app.frame()
    assert scene.start("magecraft")
    t = app.stack.top
    assert isinstance(t, MagecraftTutorial)
    do_step(app, t)
    do_step(app, t)
    save, _ = saves.latest("tutorial")
    again = from_save(app, save)
    assert isinstance(again, MagecraftTutorial) and again.step == t.step
    bad = dict(save, record=dict(save["record"], actions=[["stop"]]))
    with pytest.raises(ValueError):
        from_save(app, bad)


def test_every_steps_text_fits_its_call_out():
    """The call-out is as tall as the log's column at most: a longer text ran under its
    foot ("Your move...") and out of the panel."""
    from app.ui import text
    from scenes.magecraft.tutorial import STYLE as st
    inner = st.area.w - 2 * st.pad
    for s in TS.STEPS:
        counter = text.render(f"Tutorial · step {TS.N_STEPS} of {TS.N_STEPS}",
                              st.counter_size, (0, 0, 0), text.BOLD)
        title = text.render_wrapped(s.title, st.title_size, inner, (0, 0, 0), text.BOLD)
        body = text.render_wrapped(s.text, st.body_size, inner, (0, 0, 0))
        foot = st.next_size[1] + st.pad if s.expect is None else st.foot_plain
        h = (st.top + counter.get_height() + st.counter_gap + title.get_height() + 6
             + body.get_height() + foot)
        assert h <= st.area.h, (s.key, h)


def test_a_partway_tutorials_record_replays_from_config_seed_and_actions(app):
    """The tutorial's position is the engine's (its config), never a state edited by the
    table: the record part-way through replays with the game's own rules."""
    assert_record_replays(play_steps(app, start(app), do_step, 4))
