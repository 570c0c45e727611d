"""The game log (issue 9): it survives Continue (rebuilt from the record with the game's
wording, "you" for the human) and marks the moves an undo took back, on every table."""
from __future__ import annotations

import random

import pygame
import pytest

from tests.scenes.screens import design_screen
from tests.conftest import all_plugins
from tests.scenes.kit.tables import built_keys, new_table, until
from tests.scenes.shell_helpers import key


def _play(app, t, rng, decisions: int) -> None:
    for _ in range(decisions):
        until(app, lambda: t.can_act() or t.state.to_move is None, 6000)
        if t.state.to_move is None:
            return
        t.popup = None
        t.human_act(rng.choice(t.legal()))
    until(app, lambda: t.can_act() or t.state.to_move is None, 6000)


def _texts(log) -> list[str]:
    return [line for line, _ in log.lines]


@pytest.mark.parametrize("game", built_keys())
def test_the_log_is_rebuilt_when_a_saved_game_is_continued(app, game):
    rng = random.Random(2)
    t = new_table(app, game, seed=2, speed="instant")
    _play(app, t, rng, 8)
    live = _texts(t.log)
    mine = [line for line in live if line.startswith("You ")]
    assert mine, "the live log says nothing about the human's moves"
    save = {"game": game, "record": t.record.to_json(), "meta": t.save_meta()}
    restored = all_plugins()[game].from_save(app, save, inline_ai=True, autosave=False)
    again = _texts(restored.log)
    assert len(again) > 2, "the restored table's log is empty"
    for line in mine:
        assert line in again, f"{line!r} is missing from the restored log"


@pytest.mark.parametrize("game", built_keys())
def test_undo_marks_the_moves_it_took_back_in_the_log(app, game):
    rng = random.Random(3)
    t = new_table(app, game, seed=3, speed="instant")
    _play(app, t, rng, 4)
    action = None
    for _ in range(30):             # a decision with a log line of its own
        t.popup = None
        action = rng.choice(t.legal())
        line = t._describe(action)
        if line:
            break
        t.human_act(action)
        until(app, lambda: t.can_act() or t.state.to_move is None, 6000)
        assert t.state.to_move is not None
    before = len(t.log.lines)
    t.human_act(action)
    for _ in range(20):
        app.frame()
    if t.state.to_move is None:
        pytest.skip("the decision ended the game")
    assert line in _texts(t.log)[before:]
    app.frame([key(pygame.K_z, pygame.KMOD_CTRL)])
    assert line in t.log.taken_back(), "the undone move is not marked taken back"
    assert all(t.log.back[i] for i in range(before, len(t.log.lines) - 1))
    assert not any(t.log.back[:before])
    surface = design_screen()
    t.draw(surface)                 # drawn greyed and struck through, with "taken back"
