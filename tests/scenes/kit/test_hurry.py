"""One input, one meaning (issue 9, "Space must never end your own turn by accident"):
Space and clicks that hurry the others' animations never act on the human's turn, on
every game's table."""
from __future__ import annotations

import random

import pytest

import pygame

from scenes.kit.table import (HURRY_GRACE, IGNORED_SPACE_HINT, SKIPPED_HINT)
from tests.scenes.kit.tables import built_keys, new_table, play_human, until
from tests.scenes.shell_helpers import down, key, motion, up

FPS = 60


def key_up(k):
    return pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)


def tapped(k):
    """A press: the key goes down and comes up (hammering is a string of these)."""
    return [key(k), key_up(k)]


def _to_the_others(app, t, rng):
    """Play random human decisions until the others are to move (animations playing)."""
    for _ in range(40):
        if t.state.to_move not in (None, t.human):
            return
        play_human(app, t, rng)
    raise AssertionError("the others never got a turn")


@pytest.mark.parametrize("every", [6, 39], ids=["10-a-second", "0.65-s-apart"])
@pytest.mark.parametrize("game", built_keys())
def test_space_hammered_through_the_others_turn_never_acts_on_yours(app, game, every):
    """Ten presses a second, and presses 0.65 s apart (the pace at which a tester's
    script ended its own Magecraft turn: "You stop casting / You end the turn")."""
    t = new_table(app, game, seed=7)
    acted = []                      # can_act() each time the table's next step ran
    own_space = t.space
    t.space = lambda: (acted.append(t.can_act()), own_space())
    rng = random.Random(3)
    _to_the_others(app, t, rng)
    hurried = 0
    frames = 0
    while not t.can_act():          # hammer Space
        if frames % every == 0:
            app.frame(tapped(pygame.K_SPACE))
            hurried += 1
        else:
            app.frame()
        frames += 1
        assert frames < 6000 and t.state.to_move is not None
    assert hurried > 0
    record = list(t.record.actions)
    for i in range(2 * every + 1):  # ... and on into the human's turn
        app.frame(tapped(pygame.K_SPACE) if (frames + i) % every == 0 else [])
    assert True not in acted, "a Space meant to hurry the others acted on your turn"
    assert t.record.actions == record and t.can_act()
    assert t.drag.message == IGNORED_SPACE_HINT
    for _ in range(int(HURRY_GRACE * FPS) + 6):    # a pause, then a deliberate press
        app.frame()
    app.frame(tapped(pygame.K_SPACE))
    assert acted and acted[-1] is True


@pytest.mark.parametrize("game", built_keys())
def test_a_click_that_skips_an_animation_does_nothing_else_and_says_so(app, game):
    t = new_table(app, game, seed=7)
    clicks = []
    own_click = t._click
    t._click = lambda pos: (clicks.append(pos), own_click(pos))[1]
    rng = random.Random(4)
    _to_the_others(app, t, rng)
    until(app, lambda: t.queue.busy)
    spot = (300, 330)
    app.frame([motion(spot), down(spot)])
    assert not t.queue.busy
    app.frame([up(spot)])
    assert clicks == [], "the click that skipped the animation also clicked the table"
    assert t.drag.message == SKIPPED_HINT


@pytest.mark.parametrize("game", built_keys())
def test_space_on_your_turn_without_hurrying_acts_at_once(app, game):
    """The guard only holds presses carried over from hurrying: a first press on a
    ready turn is the next step."""
    t = new_table(app, game, seed=7)
    acted = []
    own_space = t.space
    t.space = lambda: (acted.append(t.can_act()), own_space())
    until(app, t.can_act)
    app.frame([key(pygame.K_SPACE)])
    assert acted == [True]


def _restored_at_the_others_turn(app, game, seed=7):
    """A game played until the others are to move, saved, and continued (Continue)."""
    from tests.conftest import all_plugins
    t = new_table(app, game, seed=seed)
    _to_the_others(app, t, random.Random(3))
    save = {"game": game, "record": t.record.to_json(), "meta": t.save_meta()}
    app.stack.pop()
    restored = all_plugins()[game].from_save(app, save, inline_ai=True, autosave=False)
    app.stack.push(restored, fade=False)
    return restored



@pytest.mark.parametrize("game", built_keys())
def test_space_held_through_the_others_turn_after_continue_never_acts_on_yours(app, game):
    """Issue 23 (Magi, right after Continue): Space held down through the AI's turns is
    one press (its KEYDOWNs repeat while held): it hurries the others and never acts on
    the human's turn, however long it is held there, until it comes up and goes down
    again."""
    t = _restored_at_the_others_turn(app, game)
    acted = []
    own_space = t.space
    t.space = lambda: (acted.append(t.can_act()), own_space())
    assert not t.can_act()
    app.frame([key(pygame.K_SPACE)])              # pressed in the others' turn, held
    frames = 0
    while not t.can_act():
        app.frame([key(pygame.K_SPACE)] if frames % 20 == 0 else [])   # its repeats
        frames += 1
        assert frames < 6000 and t.state.to_move is not None
    record = list(t.record.actions)
    for _ in range(3):                            # still held, well past the grace
        for _ in range(int(HURRY_GRACE * FPS) + 10):
            app.frame()
        app.frame([key(pygame.K_SPACE)])
    assert True not in acted, "a Space held since the others' turn acted on yours"
    assert t.record.actions == record and t.can_act()
    app.frame([key_up(pygame.K_SPACE)])           # released ...
    for _ in range(int(HURRY_GRACE * FPS) + 6):
        app.frame()
    app.frame([key(pygame.K_SPACE)])              # ... and pressed again: it acts
    assert acted and acted[-1] is True


@pytest.mark.parametrize("game", ["magi"])
def test_space_held_over_an_undo_does_not_act(app, game):
    """Held down through the others' turn, Space still does not act after an undo
    (Ctrl+Z) brings the human's turn back."""
    t = new_table(app, game, seed=7)
    rng = random.Random(3)
    _to_the_others(app, t, rng)
    acted = []
    own_space = t.space
    t.space = lambda: (acted.append(t.can_act()), own_space())
    app.frame([key(pygame.K_SPACE)])
    until(app, t.can_act)
    app.frame([key(pygame.K_z, pygame.KMOD_CTRL)])
    until(app, t.can_act)
    for _ in range(int(HURRY_GRACE * FPS) + 10):
        app.frame()
    app.frame([key(pygame.K_SPACE)])
    assert True not in acted


@pytest.mark.parametrize("game", built_keys())
def test_space_held_through_the_scripted_players_does_not_pass_a_tutorial_note(app, game):
    """In a tutorial too: Space held down through the scripted players' turn does not
    pass the next step's note, however long it is held; released and pressed, it does."""
    from tests.conftest import all_plugins
    t = all_plugins()[game].tutorial_scene(app)
    app.stack.push(t, fade=False)
    for _ in range(40):                       # to a step after the others played
        until(app, lambda: t.ready or t.waiting_for_others)
        if t.waiting_for_others:
            break
        step = t.current
        if step.expect is None:
            app.frame(tapped(pygame.K_SPACE))
        elif isinstance(step.expect, list) or isinstance(step.expect[0], tuple):
            assert t.human_sequence(list(step.expect)) is None
        else:
            assert t.human_act(step.expect) is None
    else:
        pytest.skip("no scripted turn in reach")
    app.frame([key(pygame.K_SPACE)])          # held from here on
    frames = 0
    while not t.ready:
        app.frame([key(pygame.K_SPACE)] if frames % 20 == 0 else [])
        frames += 1
        assert frames < 6000
    if t.current.expect is not None:
        pytest.skip("the step after the scripted turn is a move, not a note")
    step = t.step
    for _ in range(int(HURRY_GRACE * FPS) + 10):
        app.frame()
    app.frame([key(pygame.K_SPACE)])          # a repeat, well past the grace
    assert t.step == step, "a Space held since the scripted turn passed the note"
    app.frame([key_up(pygame.K_SPACE)])       # released ...
    for _ in range(int(HURRY_GRACE * FPS) + 6):
        app.frame()
    app.frame([key(pygame.K_SPACE)])          # ... and pressed again: the next step
    assert t.step == step + 1
