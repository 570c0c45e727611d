"""Pass-and-play to the end (issue 26, "done means"): in every game, two people and, where
the game seats four, two people with two AIs, play a seeded game to its end through the
real table - each hand-over revealed by a click, the AI seats playing on their own - and
the game-over screen comes up. Their moves are random legal ones: the point is the flow of
hand-overs from the first decision to the last."""
from __future__ import annotations

import random

import pytest

from scenes.kit.game_over import GameOverScene
from scenes.kit.knockout import OUT_TITLE
from scenes.message import MessageOverlay
from tests.conftest import all_plugins
from tests.scenes.kit.hot_seat import hot_seat_table, reveal, settled
from tests.scenes.kit.tables import built_keys, until
from tests.scenes.shell_helpers import click

LIMIT = 4000            # people's decisions at most (random games end well before)


def _everyone_out_offer(app):
    """The knocked-out offer once every person is out while the AIs play on."""
    box = app.stack.top
    return box if isinstance(box, MessageOverlay) and box.title == OUT_TITLE else None


def _to_the_end(app, t, seed: int) -> int:
    """People's random legal moves, each hand-over revealed by a click, until the game
    ends; if every person is out while the AIs play on, the knocked-out offer's "Skip to
    the result". Returns the hand-overs."""
    rng = random.Random(seed)
    covers = 0
    for _ in range(LIMIT):
        for _ in range(6000):
            if settled(t) or _everyone_out_offer(app) is not None:
                break
            app.frame()
        box = _everyone_out_offer(app)
        if box is not None:
            assert all(p in t.seats_out() for p in t.session.people)
            click(app, box.buttons[0].rect.center)        # skip to the result
            break
        assert settled(t), "the table never waited for a person"
        if t.state.to_move is None:
            break
        if t.handover.covering:
            covers += 1
            reveal(app, t)
            continue
        t.popup = None
        assert t.human_act(rng.choice(t.legal())) is None
    until(app, lambda: t.state.to_move is None, 3000)
    until(app, lambda: isinstance(app.stack.top, GameOverScene), 600)
    return covers


@pytest.mark.parametrize("game", built_keys())
def test_two_people_play_a_game_to_the_end(app, game):
    n = max(2, min(all_plugins()[game].player_counts))
    people = [0, 1]
    t = hot_seat_table(app, game, people, players=n, seed=21)
    covers = _to_the_end(app, t, 21)
    assert covers >= 2, "the screen was never handed over"


@pytest.mark.parametrize("game", [k for k in built_keys()
                                  if max(all_plugins()[k].player_counts) >= 4])
def test_two_people_and_two_ais_play_a_game_to_the_end(app, game):
    t = hot_seat_table(app, game, [0, 2], players=4, seed=22)
    covers = _to_the_end(app, t, 22)
    assert covers >= 2, "the screen was never handed over"
    assert set(t.session.people) == {0, 2}
