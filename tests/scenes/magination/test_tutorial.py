"""The Magi-Nation tutorial (the rulebook's sample duel), played by a scripted player with
synthetic mouse events only."""
from __future__ import annotations

import pygame
import pytest

from engines.magination import RULES
from scenes.magination import tutorial_steps as TS
from tests.scenes.kit.test_tutorial_end import assert_points_at_coach
from tests.scenes.shell_helpers import (assert_record_replays, drag, ev, leave_and_resume_tutorial,
                                        play_steps, tap as click, wait_ready)


def start(app):
    from scenes.magination import tutorial_scene
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
    elif step.drag_to:
        drag(app, t.element_rect(step.point).center, t.element_rect(step.drag_to).center)
    elif isinstance(step.point, tuple):
        for _ in step.point:                     # click the card, then its power
            click(app, t.element_rect(t.point_name()).center)
    else:
        click(app, t.element_rect(step.point).center)
    if t.step == k and t.current is not None and t.current.key == step.key:
        raise AssertionError(f"step {step.key} did not advance ({t.drag.message})")


def test_script_follows_the_rulebook_example():
    s = TS.check_script()
    keys = [st.key for st in TS.STEPS]
    assert len(keys) == len(set(keys))
    for st in TS.STEPS:
        assert st.point, st.key
        if st.expect is not None:
            assert st.hint, st.key
    # the book's numbers at the end of the sample: Weebo 2, Carillion 4, Pruitt 2
    book = RULES.new_game(TS.config(), TS.SEED)
    for a in TS.SCRIPT[:TS.STEP_AT[TS.STEP_INDEX["zoe_next"]]]:
        RULES.apply(book, a)
    assert book.energy[TS.WEEBO] == 2 and book.energy[TS.CARILLION] == 4
    assert book.energy[TS.PRUITT] == 2 and not book.creatures[TS.ZOE]
    # one round more: a Relic, and Grega attacked directly until she falls
    assert TS.ENERGY_BAND in s.relics[0] and TS.GREGA in s.defeated[TS.ZOE]
    assert s.current == 0 and len(s.stack[TS.ZOE]) == 2


def test_scripted_player_finishes_the_tutorial(app):
    from app import saves
    from scenes.magination.tutorial import TutorialComplete
    t = start(app)
    assert t.mode == "tutorial" and t.step == 0
    seen_penalty = None
    while t.current is not None:
        if t.current.key == "regional":
            wait_ready(app, t)
            # while dragging the Cald Arbolit the price shows the regional penalty
            from tests.scenes.magination.test_table import press_move
            press_move(app, t.element_rect(f"hand_card:{TS.MY_ARBOLIT}").center,
                       t.element_rect("creatures:0").center)
            seen_penalty = t.input_part.drag_cost_label()
            app.frame([ev(pygame.MOUSEBUTTONUP, pos=t.element_rect("creatures:0").center,
                          button=1)])
            assert "Arbolit" in t.drag.message
            assert TS.MY_ARBOLIT in t.state.hand[0]
        do_step(app, t)
    assert seen_penalty == "Cost 2 (+1 regional)"
    assert_record_replays(t)                # the finished script's record
    assert t.record.actions == TS.SCRIPT
    assert isinstance(app.stack.top, TutorialComplete)
    assert_points_at_coach(app, app.stack.top)     # the last word: Hint and Review
    assert not saves.has_autosave("magination", "tutorial")
    # "Free game vs Easy": a normal game, Naroom against Cald
    from scenes.magination.table import MagiNationTable
    assert app.stack.top.play_button.label == "Free game vs Easy"
    click(app, app.stack.top.play_button.rect.center)
    game = app.stack.top
    assert isinstance(game, MagiNationTable) and game.mode == "game"
    assert game.difficulty == "easy" and game.options["decks"] == ["naroom", "cald"]


def test_wrong_actions_are_refused_and_change_nothing(app):
    t = start(app)
    wait_ready(app, t)
    do_step(app, t)                          # welcome
    do_step(app, t)                          # energy
    wait_ready(app, t)
    assert t.current.key == "start_vinoc"
    before, n = RULES.to_json(t.state), len(t.record.actions)
    click(app, t.element_rect("popup:yes").center)          # legal, but not this step's
    assert "No for Vinoc" in t.drag.message
    assert RULES.to_json(t.state) == before and len(t.record.actions) == n
    while t.current.key != "carillion":
        do_step(app, t)
    wait_ready(app, t)
    before, n = RULES.to_json(t.state), len(t.record.actions)
    drag(app, t.element_rect(f"hand_card:{TS.WEEBO}").center,
         t.element_rect("creatures:0").center)              # the Weebo first: refused
    assert t.drag.message == "For this step, drag the Carillion into your creature row."
    click(app, t.element_rect("next_step").center)          # ending the step: refused
    for _ in range(20):
        app.frame()
    assert RULES.to_json(t.state) == before and len(t.record.actions) == n
    assert t.current.key == "carillion"
    do_step(app, t)
    assert t.record.actions[-1] == ("play", TS.CARILLION)


def test_leave_and_resume_at_the_same_step(app):
    from scenes.magination.tutorial import MagiNationTutorial
    t = start(app)
    while t.current.key != "tap_roots":
        do_step(app, t)
    wait_ready(app, t)
    step, state = t.step, RULES.to_json(t.state)
    t2 = leave_and_resume_tutorial(app, "magination", step)
    assert isinstance(t2, MagiNationTutorial) and t2 is not t
    assert t2.step == step and t2.current.key == "tap_roots"
    assert RULES.to_json(t2.state) == state
    do_step(app, t2)                        # dropped on the Balamant: its target too
    assert t2.current.key == "tap_to"
    assert t2.record.actions[-2:] == [("play", TS.TAP_ROOTS), ("target", TS.BALAMANT)]


def test_tutorials_list_starts_it_and_from_save_routes(app):
    from app import saves
    from scenes.magination import from_save
    from scenes.magination.tutorial import MagiNationTutorial
    from scenes.tutorials import TutorialsScene
    saves.clear("magination", "tutorial")
    app.settings.animation_speed = "instant"
    lst = TutorialsScene(app)
    app.stack.push(lst, fade=False)
    app.frame()
    assert lst.start("magination")
    t = app.stack.top
    assert isinstance(t, MagiNationTutorial) and t.step == 0
    do_step(app, t)
    do_step(app, t)
    do_step(app, t)                          # No for Vinoc: autosaved
    save, _ = saves.latest("tutorial")
    again = from_save(app, save)
    assert isinstance(again, MagiNationTutorial) and again.step == t.step
    bad = dict(save, record=dict(save["record"], actions=[["yes"]]))
    with pytest.raises(ValueError):
        from_save(app, bad)


def test_screenshots(app):
    """Renders a few steps to /tmp/mnt_*.png (looked at by hand)."""
    t = start(app)
    shots = {"welcome": "mnt_1_welcome", "vortex": "mnt_2_vortex", "refresh": "mnt_3_power",
             "attack_1": "mnt_4_attack"}
    while t.current is not None and shots:
        key = t.current.key
        if key in shots:
            wait_ready(app, t)
            for _ in range(3):
                app.frame()
            app.save_screenshot(f"/tmp/{shots.pop(key)}.png")
        do_step(app, t)


def test_random_input_raises_nothing(app):
    """Random clicks, drags and keys (pause menu included) never raise, and every refused
    move leaves the game on the script."""
    import random
    rng = random.Random(7)
    t = start(app)
    keys = [pygame.K_SPACE, pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_l, pygame.K_1]
    for i in range(250):
        if not app.running or not app.stack.scenes:
            break
        r = rng.random()
        if i % 25 == 0 and app.stack.top is t and t.current is not None and t.ready:
            do_step(app, t)                       # keep the tutorial moving
        elif r < 0.55:
            click(app, (rng.randrange(1280), rng.randrange(720)))
        elif r < 0.8:
            drag(app, (rng.randrange(1280), rng.randrange(720)),
                 (rng.randrange(1280), rng.randrange(720)))
        else:
            app.frame([ev(pygame.KEYDOWN, key=rng.choice(keys), mod=0)])
        n = len(t.record.actions)
        assert [tuple(a) for a in t.record.actions] == TS.SCRIPT[:n]
    for s in TS.STEPS:
        for name in (s.point if isinstance(s.point, tuple) else (s.point,)):
            t.element_rect(name)


def test_refusals_have_one_full_stop_and_are_drawn_over_the_call_out(app):
    from scenes.kit.tutorial import sentence
    assert sentence("Creatures are played in the Play Creatures step.") == \
        "Creatures are played in the Play Creatures step."
    assert sentence("For this step, click Next step") == "For this step, click Next step."
    t = start(app)
    while t.current.key != "carillion":
        do_step(app, t)
    wait_ready(app, t)
    # an engine refusal and the step's hint: two sentences, no ".."
    reason = t.refuse_reason(("attack", TS.PRUITT, TS.GREGA))
    assert reason.startswith("Attacks happen in the Attack step. For this step")
    assert reason and ".." not in reason and reason.endswith(".")
    # a refusal near the call-out is drawn after it (on top)
    order = []
    t.draw_hooks.insert(0, lambda surface: order.append("call-out"))
    real = t.drag.draw_overlay
    t.drag.draw_overlay = lambda surface: (order.append("refusal"), real(surface))
    t.drag.show_message(reason, (t.log.rect.x + 20, t.log.rect.y + 40))
    app.frame()
    assert order.index("call-out") < order.index("refusal")


def test_every_call_out_fits_its_panel():
    from app.ui import text
    from scenes.magination.tutorial import STYLE
    st = STYLE
    inner = st.area.w - 2 * st.pad
    for step in TS.STEPS:
        counter = text.render("Tutorial · step 38 of 38", st.counter_size)
        title = text.render_wrapped(step.title, st.title_size, inner)
        body = text.render_wrapped(step.text, st.body_size, inner)
        foot = st.next_size[1] + st.pad if step.expect is None else st.foot_plain
        h = (st.top + counter.get_height() + st.counter_gap + title.get_height() + 6
             + body.get_height() + foot)
        assert h <= st.area.h, step.key
        assert ".." not in step.text and ".." not in step.hint, step.key


def test_a_partway_tutorials_record_replays_from_config_seed_and_actions(app):
    """The tutorial's position is the engine's (its config), never a state edited by the
    table: the record part-way through replays with the game's own rules."""
    assert_record_replays(play_steps(app, start(app), do_step, 4))
