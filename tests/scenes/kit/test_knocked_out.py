"""Knocked out of a multiplayer game (issue 9): when the human is out while the others
play on, the table says so and offers watch, skip to the result (the AI players finish
the game at once, off-screen) and a new game; on every table whose engine knocks
players out (Magecraft, Magi-Nation with 3-4 players)."""
from __future__ import annotations

import random

import pygame
import pytest

from tests.scenes.screens import design_screen
from scenes.kit.knockout import OUT_TITLE, WATCHING
from scenes.message import MessageOverlay
from tests.scenes.kit.tables import built_keys, new_table, until
from tests.scenes.shell_helpers import click, key

SEEDS = {"magecraft": 3, "magination": 1}


def _knocks_out(t) -> bool:
    flags = getattr(t.state, "out", None)
    return hasattr(t.rules, "seats_out") or (
        isinstance(flags, list) and flags and all(isinstance(f, bool) for f in flags))


def _until_out(app, game):
    """A 3-player game where the human plays at random until knocked out (the table is
    kept in step without drawing every move); None when the game ended first."""
    t = new_table(app, game, players=3, seed=SEEDS.get(game, 1), speed="instant",
                  difficulty="easy")
    if not _knocks_out(t):
        pytest.skip(f"{game} knocks no player out")
    rng = random.Random(SEEDS.get(game, 1))
    for _ in range(20000):
        st = t.state
        if st.to_move is None or t.human_out:
            break
        t.queue.skip()
        t.popup = None
        if st.to_move == t.human:
            t.human_act(rng.choice(t.legal()))
        else:
            t.apply(t.ai.ask(st, st.to_move))
    if not t.human_out:
        return None
    # out in the middle of their own turn: the table ends it for them (a lone 'end')
    until(app, lambda: t.state.to_move != t.human, 60)
    return t


def _the_offer(app, t) -> MessageOverlay:
    until(app, lambda: isinstance(app.stack.top, MessageOverlay), 600)
    box = app.stack.top
    assert box.title == OUT_TITLE
    assert [label for label, _ in box.choices] == ["Skip to the result", "New game", "Watch"]
    assert "play on" in box.body
    return box


@pytest.mark.parametrize("game", built_keys())
def test_knocked_out_you_are_told_and_can_skip_to_the_result(app, game):
    t = _until_out(app, game)
    if t is None:
        pytest.skip("the game ended before the human was out")
    assert t.state.to_move is not None and t.state.to_move != t.human
    box = _the_offer(app, t)
    click(app, box.buttons[0].rect.center)              # skip to the result
    from scenes.kit.game_over import GameOverScene
    until(app, lambda: isinstance(app.stack.top, GameOverScene), 3000)
    assert t.state.to_move is None and t.rules.result(t.state) is not None
    assert not t.playing_out


@pytest.mark.parametrize("game", built_keys())
def test_knocked_out_you_can_watch_and_ask_again_or_start_anew(app, game):
    t = _until_out(app, game)
    if t is None:
        pytest.skip("the game ended before the human was out")
    box = _the_offer(app, t)
    app.frame([key(pygame.K_ESCAPE)])                   # Esc: watch
    assert app.stack.top is t and t.knockout.banner_hook in t.draw_hooks
    actions = len(t.record.actions)
    until(app, lambda: len(t.record.actions) > actions or t.state.to_move is None, 3000)
    surface = design_screen()
    t.draw(surface)                                     # "You are out: watching" banner
    assert WATCHING.startswith("You are out")
    if t.state.to_move is None:
        return
    until(app, lambda: not t.queue.busy)
    app.frame([key(pygame.K_SPACE)])                    # Space: the choices again
    box = _the_offer(app, t)
    click(app, box.buttons[1].rect.center)              # new game
    assert app.stack.top is t and not t.human_out and len(t.record.actions) < actions
    assert t.knockout.banner_hook is None


@pytest.mark.parametrize("game", built_keys())
def test_the_pause_menu_offers_skip_to_the_result_when_you_are_out(app, game):
    from scenes.pause import PauseOverlay
    t = _until_out(app, game)
    if t is None:
        pytest.skip("the game ended before the human was out")
    box = _the_offer(app, t)
    app.frame([key(pygame.K_ESCAPE)])
    app.frame([key(pygame.K_ESCAPE)])                   # Esc on the table: pause
    pause = app.stack.top
    assert isinstance(pause, PauseOverlay)
    skip = pause.button("Skip to the result")
    assert skip is not None
    click(app, skip.rect.center)
    from scenes.kit.game_over import GameOverScene
    until(app, lambda: isinstance(app.stack.top, GameOverScene), 3000)
    del box
