"""The Arena tutorial (one staged lesson per rulebook example), played by a scripted
player with synthetic mouse events only."""
from __future__ import annotations

import pygame
import pytest

from engines.arena import RULES
from engines.arena.tutorial import ORDER, config
from scenes.arena import tutorial_steps as TS
from tests.scenes.kit.test_tutorial_end import assert_points_at_coach
from tests.scenes.shell_helpers import (assert_record_replays, drag, ev, leave_and_resume_tutorial,
                                        tap as click, wait_ready)


def start(app):
    from scenes.arena import tutorial_scene
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
    else:
        click(app, t.element_rect(step.point).center)
    if t.step == k:
        raise AssertionError(f"step {step.key} did not advance ({t.drag.message!r}, "
                             f"{t.message if hasattr(t, 'message') else ''})")


def test_script_is_legal_and_each_lesson_shows_its_example():
    states = TS.check_script()
    keys = [st.key for st in TS.STEPS]
    assert len(keys) == len(set(keys))
    for st in TS.STEPS:
        assert st.point, st.key
        if st.expect is not None:
            assert st.hint, st.key
    assert list(TS.FIRST_STEP) == ORDER
    R = RULES
    # climbing the ledge costs 1 + 2 levels; the cliff is closed straight up
    s = R.new_game(config("up"), TS.SEED)
    R.apply(s, ("card", 0))
    assert R.reachable(s, TS.F_CHANDRA)[(TS.H(4, 2),)].cost == 3
    s = R.new_game(config("limit"), TS.SEED)
    R.apply(s, ("card", 0))
    assert R.reachable(s, TS.F_CHANDRA)[(TS.H(5, 4),)].cost == 6     # round by the ledge
    # the fall, the water stop, the two leaving strikes, the height die
    s = R.new_game(config("fall"), TS.SEED)
    R.apply(s, ("card", 0))
    assert R.reachable(s, TS.F_CHANDRA)[(TS.H(8, 0),)].n_falls == 1
    s = R.new_game(config("water"), TS.SEED)
    R.apply(s, ("card", 0))
    assert R.reachable(s, TS.F_CHANDRA)[(TS.H(1, 1),)].water
    s = R.new_game(config("engage"), TS.SEED)
    R.apply(s, ("card", 0))
    assert R.reachable(s, TS.F_CHANDRA)[(TS.H(1, 3),)].n_attacks == 2
    s = R.new_game(config("flip"), TS.SEED)
    R.apply(s, ("card", TS.FIRECATS))
    assert R.reachable(s, TS.F_FIRECAT)[(TS.H(1, 3), TS.H(2, 3))].cost == 0
    s = R.new_game(config("height"), TS.SEED)
    R.apply(s, ("card", 0))
    assert R.attack_dice(s, TS.F_CHANDRA, TS.F_ELF_R)[2] == ["+1 height"]
    s = R.new_game(config("sight"), TS.SEED)
    R.apply(s, ("card", TS.ELVES_G))
    assert s.board.dist[s.f_hex[TS.F_ELF_G]][s.f_hex[TS.F_CHANDRA_G]] == 5
    assert TS.F_CHANDRA_G in R.attack_targets(s, TS.F_ELF_G)
    # the hidden enchant flipped and left play
    hidden = states["hidden"]
    assert not hidden.c_hidden[TS.CHANDRA] and TS.FIRE_SHIELD in hidden.grave[0]
    # the rules stage a lesson only when the config names one (and refuse unknown ones)
    assert RULES.new_game({"players": 2, "lesson": "basic"}, 1).board_key == "tutorial"
    assert RULES.new_game({"players": 2}, 1).board_key == "duel"
    with pytest.raises(ValueError):
        RULES.new_game({"players": 2, "lesson": "nowhere"}, 1)
    with pytest.raises(ValueError):
        RULES.check_config({"players": 2, "lesson": "nowhere"})


def test_scripted_player_finishes_the_tutorial(app):
    from app import saves
    from scenes.arena.table import ArenaTable
    from scenes.arena.tutorial import TutorialComplete
    t = start(app)
    assert t.mode == "tutorial" and t.step == 0 and t.lesson == "basic"
    lessons = []
    while t.current is not None:
        if t.lesson not in lessons:
            lessons.append(t.lesson)
        n = TS.STEP_AT[t.step]
        do_step(app, t)
        if t.current is not None and TS.LESSON_OF[t.step] == t.lesson:
            assert [tuple(a) for a in t.record.actions] == \
                TS.SCRIPTS[t.lesson][:len(t.record.actions)]
            assert len(t.record.actions) >= n
    assert lessons == ORDER
    assert [tuple(a) for a in t.record.actions] == TS.SCRIPTS["hidden"]
    assert_record_replays(t)                # the finished script's record
    assert isinstance(app.stack.top, TutorialComplete)
    assert_points_at_coach(app, app.stack.top)     # the last word: Hint and Review
    assert not saves.has_autosave("arena", "tutorial")
    # "Free Duel vs Easy": a normal game, Chandra against Nissa
    assert app.stack.top.play_button.label == "Free Duel vs Easy"
    click(app, app.stack.top.play_button.rect.center)
    game = app.stack.top
    assert isinstance(game, ArenaTable) and game.mode == "game"
    assert game.difficulty == "easy" and game.state.board_key == "duel"


def test_a_move_other_than_the_asked_one_is_refused_with_a_reason(app):
    t = start(app)
    do_step(app, t)                                   # welcome
    wait_ready(app, t)
    assert t.current.key == "basic"
    before, n = RULES.to_json(t.state), len(t.record.actions)
    drag(app, t.element_rect("fig:0").center,
         t.element_rect(f"hex:{TS.H(2, 6)}").center)  # a legal move, not this step's
    assert t.drag.message == ("For this step, drag Chandra to the marked space.")
    assert RULES.to_json(t.state) == before and len(t.record.actions) == n
    # out of reach: the engine's reason, then the step's hint
    reason = t.refuse_reason(("move", 0, TS.H(8, 0)))
    assert reason.startswith("Choose an army card first")
    assert reason.endswith("For this step, drag Chandra to the marked space.")
    assert ".." not in reason
    do_step(app, t)
    for _ in range(120):                              # the next lesson loads
        app.frame()
        if t.lesson == "up":
            break
    assert t.lesson == "up" and t.record.actions == []
    wait_ready(app, t)
    # the height-limit lesson: straight up the cliff is refused by the engine
    while t.current.key != "limit":
        do_step(app, t)
    wait_ready(app, t)
    s = RULES.clone(t.state)
    RULES.apply(s, ("card", 0))
    assert "out of reach" in RULES.why_illegal(s, ("move", 0, TS.H(6, 4)))


def test_leave_and_resume_at_the_same_step(app):
    from scenes.arena.tutorial import ArenaTutorial
    t = start(app)
    while t.current.key != "hidden_end":
        do_step(app, t)
    wait_ready(app, t)
    step, state = t.step, RULES.to_json(t.state)
    t2 = leave_and_resume_tutorial(app, "arena", step)
    assert isinstance(t2, ArenaTutorial) and t2 is not t
    assert t2.step == step and t2.current.key == "hidden_end" and t2.lesson == "hidden"
    assert RULES.to_json(t2.state) == state
    while t2.current is not None:
        do_step(app, t2)


def test_from_save_routes_and_refuses_a_foreign_record(app):
    from app import saves
    from scenes.arena import from_save
    from scenes.arena.tutorial import ArenaTutorial
    saves.clear("arena", "tutorial")
    t = start(app)
    do_step(app, t)
    do_step(app, t)                                   # basic: the move is autosaved
    for _ in range(120):
        app.frame()
        if t.lesson == "up":
            break
    save, _ = saves.latest("tutorial")
    again = from_save(app, save)
    assert isinstance(again, ArenaTutorial) and again.step == t.step
    assert again.lesson == "up"
    bad = dict(save, record=dict(save["record"], actions=[["end"]]))
    with pytest.raises(ValueError):
        from_save(app, bad)


def test_screenshots(app):
    """Renders a few steps to /tmp/arena_tut_*.png (looked at by hand)."""
    t = start(app)
    shots = {"basic": "1_basic", "limit": "2_limit", "double": "3_double",
             "engage": "4_engage", "sight": "5_sight", "summon_2": "6_summon",
             "hidden_card": "7_hidden", "hidden_flip": "8_flip"}
    while t.current is not None and shots:
        key = t.current.key
        if key in shots:
            wait_ready(app, t)
            for _ in range(3):
                app.frame()
            app.save_screenshot(f"/tmp/arena_tut_{shots.pop(key)}.png")
        do_step(app, t)


def test_random_input_raises_nothing(app):
    """Random clicks, drags and keys never raise, and every move played follows the
    lesson's script."""
    import random
    rng = random.Random(7)
    t = start(app)
    keys = [pygame.K_SPACE, pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_q, pygame.K_h]
    for i in range(200):
        if not app.running or not app.stack.scenes:
            break
        r = rng.random()
        if i % 20 == 0 and app.stack.top is t and t.current is not None and t.ready:
            try:
                do_step(app, t)                   # the view may be turned or zoomed
            except AssertionError:
                pass
        elif r < 0.55:
            click(app, (rng.randrange(1280), rng.randrange(720)))
        elif r < 0.8:
            drag(app, (rng.randrange(1280), rng.randrange(720)),
                 (rng.randrange(1280), rng.randrange(720)))
        else:
            app.frame([ev(pygame.KEYDOWN, key=rng.choice(keys), mod=0)])
        n = len(t.record.actions)
        assert [tuple(a) for a in t.record.actions] == TS.SCRIPTS[t.lesson][:n]


def test_every_call_out_fits_its_panel():
    from app.ui import text
    from scenes.arena.tutorial import STYLE
    st = STYLE
    inner = st.area.w - 2 * st.pad
    for step in TS.STEPS:
        counter = text.render("Tutorial · step 38 of 38", st.counter_size)
        title = text.render_wrapped(step.title, st.title_size, inner)
        assert title.get_height() < 2 * st.title_size + 8, step.key   # one line
        body = text.render_wrapped(step.text, st.body_size, inner)
        foot = st.next_size[1] + st.pad if step.expect is None else st.foot_plain
        h = (st.top + counter.get_height() + st.counter_gap + title.get_height() + 6
             + body.get_height() + foot)
        assert h <= st.area.h, step.key
        assert ".." not in step.text and ".." not in step.hint, step.key


def test_a_partway_tutorials_record_replays_from_config_seed_and_actions(app):
    """The tutorial's position is the engine's (its config), never a state edited by the
    table: the record part-way through replays with the game's own rules."""
    t = start(app)
    while t.lesson == "basic" or not t.record.actions:      # into the second lesson
        do_step(app, t)
    assert t.lesson == "up" and t.record.actions
    assert_record_replays(t)


def test_the_double_space_lesson_takes_a_drop_on_the_middle_of_the_marked_ledge(app):
    """Issue 23 §1: the middle of the marked ledge's top face, drawn behind the level-5
    cliff, takes the Firecat's drop (before, the cliff's face took it and it was
    refused)."""
    t = start(app)
    while t.current.key != "double":
        do_step(app, t)
    wait_ready(app, t)
    step = t.current
    h = TS.H(5, 3)
    cam = t.view.cam
    centre = tuple(round(v) for v in cam.hex_center(h))
    n = len(t.record.actions)
    drag(app, t.element_rect(step.point).center, centre)
    assert len(t.record.actions) > n, t.drag.message
    assert tuple(t.record.actions[-1]) == step.expect[-1]
    wait_ready(app, t)
    assert t.current.key != "double"


def test_the_tutorials_turn_track_starts_at_turn_one(app, monkeypatch):
    """Issue 23 §7: the first lesson opened on "Turn 3 of 30". Each lesson starts at
    the first turn of its track, and the top bar says so from the first step."""
    from app.ui import text
    said: list = []
    real = text.render
    monkeypatch.setattr(text, "render", lambda s, *a, **kw: said.append(s) or real(s, *a, **kw))
    t = start(app)
    wait_ready(app, t)
    app.frame()
    assert t.state.turn == 1
    assert any(isinstance(s, str) and s.startswith("Turn 1 of ") for s in said)
    assert not any(isinstance(s, str) and s.startswith("Turn 3 of ") for s in said)


def test_the_sight_lessons_words_agree_with_the_engines_sight_rule(app):
    """Issue 23 §7: the sight lesson said the Phoenix partly blocks the Elf's sight of
    Chandra while the ruler showed every line clear ("9 of 9 lines"). The engine's
    sight rule is the truth: the Phoenix now stands where it blocks some lines and not
    all, as the words say, and the attack is still allowed (any clear line is enough)."""
    from engines.arena.testing import fig
    from engines.arena.tutorial import staged as lesson_position
    s = lesson_position(config("sight"), 1)
    elf, chandra = fig(s, 0, "elves"), fig(s, 1, "chandra")
    line = RULES.sight_line(s, elf, chandra)
    words = TS.STEPS[TS.FIRST_STEP["sight"]].text
    assert "sees part of Chandra" in words and "Phoenix stands between them" in words
    assert 0 < line.clear_rays < line.rays
    RULES.apply(s, ("card", s.f_card[elf]))
    assert ("attack", elf, chandra) in RULES.legal_actions(s)
