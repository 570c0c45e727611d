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
            app.frame([key(pygame.K_SPACE)])
            hurried += 1
        else:
            app.frame()
        frames += 1
        assert frames < 6000 and t.state.to_move is not None
    assert hurried > 0
    record = list(t.record.actions)
    for i in range(2 * every + 1):  # ... and on into the human's turn
        app.frame([key(pygame.K_SPACE)] if (frames + i) % every == 0 else [])
    assert True not in acted, "a Space meant to hurry the others acted on your turn"
    assert t.record.actions == record and t.can_act()
    assert t.drag.message == IGNORED_SPACE_HINT
    for _ in range(int(HURRY_GRACE * FPS) + 6):    # a pause, then a deliberate press
        app.frame()
    app.frame([key(pygame.K_SPACE)])
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
