"""The Mabinogi Duel tutorial (issue 11 §4), played by a scripted player with synthetic
mouse events only: every step, then the free duel against the Easy AI to its end; a
wrong move is refused with the step's hint; it can be left and resumed."""
from __future__ import annotations

import pygame
import pytest

from engines.mabinogi import RULES
from scenes.mabinogi import tutorial_steps as TS
from tests.scenes.kit.test_tutorial_end import assert_points_at_coach
from tests.scenes.shell_helpers import (assert_record_replays, drag, leave_and_resume_tutorial,
                                        play_steps, tap as click)
from tests.scenes.shell_helpers import key, wait_ready


def start(app):
    from scenes.mabinogi import tutorial_scene
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
        click(app, t.element_rect("next_button").center)
    else:
        for _ in range(10):
            if t.step != k:
                break
            wait_ready(app, t)
            name = t.point_name()
            assert name is not None, f"nothing to point at in step {step.key}"
            if step.drag_to:
                drag(app, t.element_rect(name).center, t.element_rect(step.drag_to).center)
            else:
                click(app, t.element_rect(name).center)
    assert t.step == k + 1, f"step {step.key} did not advance ({t.drag.message})"


def free_move(app, t) -> None:
    """One move of the free duel by mouse: a creature dragged to an empty cell or a
    spell to a target when one is legal, else the counter question answered, else
    Charge (the first cards of the hand first)."""
    if t.popup is not None:
        opts = t.popup.options
        click(app, opts[-1].rect.center)                 # let it resolve
        return
    legal = t.legal()
    for a in legal:
        if a[0] in ("summon", "cast"):
            d = t.decision()
            target = d.targets[d.options.index(a)]
            names = {"cell": lambda tg: f"cell:{tg[1]}:{tg[2]}",
                     "hero": lambda tg: f"hero:{tg[1]}", "table": lambda tg: "board"}
            card = t.element_rect(f"hand_card:{t.state.hand[0].index(a[1])}")
            goal = t.element_rect(names[target[0]](target))
            drag(app, card.center, goal.center)
            return
    if ("level_up",) in legal:
        click(app, t.element_rect("level").center)
    else:
        click(app, t.element_rect("charge").center)


def test_script_is_legal_and_in_order():
    b = TS.build()
    assert b.script == TS.SCRIPT
    keys = [s.key for s in TS.STEPS]
    assert keys == ["board", "resources", "summon", "discard", "battle", "counter", "chain",
                    "defence", "level", "levels", "revive", "charge", "duel"]
    for s in TS.STEPS:
        if s.expect:
            assert s.hint and s.point, s.key


def test_scripted_player_finishes_the_tutorial_and_the_free_duel(app):
    from app import saves
    from scenes.mabinogi.tutorial import TutorialComplete
    from scenes.menu import MenuScene
    t = start(app)
    assert t.mode == "tutorial" and t.step == 0
    while not t.free:
        do_step(app, t)
    assert t.record.actions == TS.SCRIPT
    st = t.state
    assert st.level[0] == 3 and not st.grave[0]
    assert_record_replays(t)                # the finished script's record
    assert not t.unhandled_events
    for _ in range(400):                               # the free duel, by mouse
        if isinstance(app.stack.top, TutorialComplete):
            break
        for _ in range(3000):
            if isinstance(app.stack.top, TutorialComplete) or (
                    t.ready and not t.input_held()):
                break
            app.frame()
        if isinstance(app.stack.top, TutorialComplete):
            break
        app.frame()
        free_move(app, t)
    assert isinstance(app.stack.top, TutorialComplete), "the free duel never ended"
    assert_points_at_coach(app, app.stack.top)     # the last word: Hint and Review
    assert t.state.to_move is None and RULES.result(t.state) is not None
    assert_record_replays(t)                # the free duel's end too
    assert not saves.has_autosave("mabinogi", "tutorial")
    click(app, app.stack.top.menu_button.rect.center)
    assert isinstance(app.stack.top, MenuScene)


def test_wrong_moves_are_refused_with_the_steps_hint(app):
    t = start(app)
    wait_ready(app, t)
    # an explanation step: nothing may be played
    drag(app, t.element_rect("hand:Hyena").center, t.element_rect("cell:0:0").center)
    assert t.record.actions == [] and "Next" in t.drag.message
    do_step(app, t)
    do_step(app, t)
    wait_ready(app, t)
    assert t.current.key == "summon"
    before = RULES.to_json(t.state)
    # legal for the engine, not this step's: the Hyena into lane 2
    drag(app, t.element_rect("hand:Hyena").center, t.element_rect("cell:0:1").center)
    assert t.drag.message == t.current.hint
    # not legal at all: onto the Golem's cell (the engine's reason, then the hint)
    drag(app, t.element_rect("hand:Hyena").center, t.element_rect("cell:0:2").center)
    assert "taken" in t.drag.message and t.current.hint in t.drag.message
    # Space does not end the turn in a scripted step
    app.frame([key(pygame.K_SPACE)])
    for _ in range(5):
        app.frame()
    assert RULES.to_json(t.state) == before and t.record.actions == []
    do_step(app, t)
    assert t.record.actions == TS.SCRIPT[:1]


def test_leave_and_resume_at_the_same_step(app):
    from scenes.mabinogi.tutorial import MabinogiTutorial
    t = start(app)
    while t.current.key != "chain":
        do_step(app, t)
    wait_ready(app, t)
    step, state = t.step, RULES.to_json(t.state)
    t2 = leave_and_resume_tutorial(app, "mabinogi", step)
    assert isinstance(t2, MabinogiTutorial) and t2 is not t
    assert t2.step == step and RULES.to_json(t2.state) == state
    do_step(app, t2)
    assert t2.current.key == "defence"


def test_bad_saves_are_refused(app):
    from app import saves
    from scenes.mabinogi import from_save
    from scenes.mabinogi.tutorial import MabinogiTutorial
    t = start(app)
    do_step(app, t)
    do_step(app, t)
    do_step(app, t)
    save, _ = saves.latest("tutorial")
    again = from_save(app, save)
    assert isinstance(again, MabinogiTutorial) and again.step == t.step
    bad = dict(save, record=dict(save["record"], actions=[["charge"]]))
    with pytest.raises(ValueError):
        from_save(app, bad)


def test_every_steps_text_fits_its_call_out():
    from app.ui import text
    from scenes.mabinogi.tutorial import STYLE as st
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


def test_the_free_duel_can_be_left_and_resumed(app):
    from scenes.mabinogi.tutorial import FREE, MabinogiTutorial
    t = start(app)
    while not t.free:
        do_step(app, t)
    wait_ready(app, t)
    free_move(app, t)
    for _ in range(3000):
        if t.ready and not t.input_held():
            break
        app.frame()
    actions = list(t.record.actions)
    assert len(actions) > len(TS.SCRIPT)
    t2 = leave_and_resume_tutorial(app, "mabinogi", FREE)
    assert isinstance(t2, MabinogiTutorial) and t2.free
    assert t2.record.actions == actions


def test_a_partway_tutorials_record_replays_from_config_seed_and_actions(app):
    """The tutorial's position is the engine's (its config), never a state edited by the
    table: the record part-way through replays with the game's own rules."""
    assert_record_replays(play_steps(app, start(app), do_step, 4))



def test_the_counter_question_waits_for_the_step_that_asks_it(app):
    """The counter question is put only when the tutorial's step (or its free duel) is
    ready for it (the tutorial's asks_counter): never while the player reads a note or
    watches Morrigan's scripted move, even where the engine would let them counter."""
    t = start(app)
    while t.current.key != "counter":
        do_step(app, t)
    wait_ready(app, t)
    assert t.input_part.live().countering and t.popup is not None   # the step asks it
    t.popup = None
    t.input_part.asks_counter = lambda: False      # as while the step is not ready
    for _ in range(5):
        app.frame()
    assert t.popup is None
    t.input_part.asks_counter = t.asks_counter     # the tutorial's own answer: ready
    app.frame()
    assert t.asks_counter() == (t.ready or t.free) and t.popup is not None
