"""The kit's own parts of a table (issue 20): the input (``kit_input``), the end of the
game (``ending``) and the human's actions (``acting``) are parts made with the table as
the face they declare, not mix-ins sharing its ``self``. What a game's table or a
tutorial overrides on the table (``show_game_over``, ``save_meta``, ``space``,
``refuse_reason``, ``_sequence_reason``) is still what runs: the parts ask the table."""
from __future__ import annotations

import pygame
import pytest

from scenes.kit.table import TableScene
from tests.scenes.kit.tables import built_keys, new_table, until
from tests.scenes.shell_helpers import key


def test_the_table_is_no_longer_made_of_mixins():
    assert [c.__name__ for c in TableScene.__mro__[1:]] == ["Scene", "object"]


@pytest.mark.parametrize("game", built_keys())
def test_the_game_over_hand_off_runs_the_tables_own_show_game_over(app, game):
    t = new_table(app, game)
    seen: list = []
    t.show_game_over = lambda ev=None: seen.append(ev)      # as a tutorial overrides it
    ev = {"type": "GameOver", "winners": [0], "reason": ""}
    t.queue.clear()
    t.queue_game_over(ev, wait=0.1)
    until(app, lambda: seen, limit=200)
    assert seen == [ev]


@pytest.mark.parametrize("game", built_keys())
def test_the_autosave_keeps_the_tables_own_meta(app, game):
    t = new_table(app, game)
    metas: list = []
    t.save_meta = lambda: {"mode": "tutorial", "step": 3}    # as a tutorial overrides it
    t.session.autosave = lambda meta: metas.append(meta())
    t._autosave()
    assert metas == [{"mode": "tutorial", "step": 3}]


@pytest.mark.parametrize("game", built_keys())
def test_space_on_the_humans_ready_turn_is_the_tables_own_space(app, game):
    t = new_table(app, game, speed="instant")
    until(app, lambda: t.can_act() and not t.input_held())
    spaced: list = []
    t.space = lambda: spaced.append(True)
    assert t.handle(key(pygame.K_SPACE))
    assert spaced == [True]


@pytest.mark.parametrize("game", built_keys())
def test_a_gesture_is_checked_by_the_tables_own_sequence_reason(app, game):
    t = new_table(app, game, speed="instant")
    until(app, lambda: t.can_act() and not t.input_held())
    t._sequence_reason = lambda actions: "Not in this lesson"    # as a tutorial may
    played = len(t.record.actions)
    assert t.human_sequence([t.legal()[0]]) == "Not in this lesson"
    assert len(t.record.actions) == played
