"""The review's ways in and out (issue 25): Load game offers Review beside Replay for
each finished game the archive keeps (the review is of the seat the archive says was
the player's, against the AI level they played), and the review offers Replay (the whole
game, from its start) and, for each marked mistake, Watch (the replay opened just
before that move). Everything by mouse through the real scenes; leaving a replay comes
back to the review, closing the review comes back to Load game."""
from __future__ import annotations

import time

import random

import pytest

from engines.core import clock
from engines.core.replay import Record
from scenes.kit import replay_finished
from scenes.kit import review as review_mod
from scenes.kit.review import ReviewScene
from scenes.load_game import LoadGameScene, review_seat
from scenes.message import MessageOverlay
from tests.engines.core.test_analysis import TickClock
from tests.scenes.kit.tables import built_keys, new_table, play_human, until
from tests.scenes.shell_helpers import tap


@pytest.fixture(autouse=True)
def _short_search(monkeypatch):
    """Each decision's search ends after the same work in every run (no wall clock)."""
    monkeypatch.setattr(review_mod, "BUDGET", 0.05)
    with clock.using(TickClock()):
        yield


SEEDS = {"arena": 5, "mabinogi": 3, "magecraft": 3, "magi": 3, "magination": 3}


def _finished(app, game: str, human_seat: int) -> Record:
    """A game the player (at ``human_seat``, against Easy) played a few random moves of,
    then gave up: the table keeps it in the archive as every finished game is kept."""
    seed = SEEDS.get(game, 3)
    t = new_table(app, game, seed=seed, speed="instant", difficulty="easy",
                  human_seat=human_seat, autosave=True)
    rng = random.Random(seed)
    for _ in range(5 if game == "mabinogi" else 10):
        play_human(app, t, rng)
        if t.state.to_move is None:
            break
    until(app, lambda: t.can_act() or t.state.to_move is None, 6000)
    if t.state.to_move is not None:
        t.forfeit()
    until(app, lambda: t.state.to_move is None, 600)
    return Record(t.record.game, dict(t.record.config), t.record.seed,
                  list(t.record.actions))


def _load_row(app, game: str):
    app.stack.clear_to(LoadGameScene(app))
    app.frame()
    load = app.stack.top
    for entry, _, buttons in load.rows:
        if isinstance(entry, replay_finished.FinishedGame) and entry.game == game:
            return load, {b.label: b for b in buttons}
    raise AssertionError(f"no finished {game} game listed")


def _reviewed(app, r: ReviewScene) -> None:
    for _ in range(20000):
        if r.result is not None:
            break
        app.frame()
        time.sleep(0.001)      # the review's threads get the interpreter between frames
    assert r.result is not None, "the review never finished"
    app.frame()


def _state_after(rules, record: Record, k: int):
    state = rules.new_game(dict(record.config), record.seed)
    for a in record.actions[:k]:
        rules.apply(state, a)
    return rules.to_json(state)


@pytest.mark.parametrize("game", built_keys())
def test_review_a_finished_game_from_load_game_then_replay_and_watch(app, fresh_home, game):
    """Load game: the finished game's row has Review and Replay; Review opens the review
    of the seat the player had (seat 2 here), named and at the AI level as the archive
    says. Its Replay opens the whole game at its start; each mistake's Watch opens it
    just before that move; leaving comes back to the review, Close to Load game."""
    record = _finished(app, game, human_seat=1)
    load, buttons = _load_row(app, game)
    assert list(buttons) == ["Review", "Replay"]
    tap(app, buttons["Review"].rect.center)
    r = app.stack.top
    assert isinstance(r, ReviewScene), "Review did not open the review"
    assert r.seat == 1 and r.difficulty == "easy" and r.game_key == game
    assert r.record.actions == record.actions and len(r.names) == record.config["players"]
    assert not r.replay_button.visible, "Replay offered before the review is done"
    _reviewed(app, r)
    assert r.replay_button.visible and len(r.watch) == len(r.result.mistakes)
    assert r.result.mistakes, "no mistake marked in this game: Watch would go untried"
    assert not r.replay_button.rect.colliderect(r.close_button.rect)

    tap(app, r.replay_button.rect.center)             # the whole game, from its start
    table = app.stack.top
    assert table is not r and table.replay is not None, r.note
    assert table.replay.at == 0 and table.replay.total == len(record.actions)
    assert table.human == 1
    app.frame()
    assert not table.hint.button.visible, "a replay offers the Hint"
    tap(app, table.replay.bar.button("leave").rect.center)
    assert app.stack.top is r

    for k, e in enumerate(r.result.mistakes[:2]):     # Watch: just before the mistake
        assert not r.watch[k].rect.colliderect(r.rows[k].rect)
        tap(app, r.watch[k].rect.center)
        table = app.stack.top
        assert table is not r and table.replay is not None, r.note
        assert table.replay.at == e.index
        assert table.rules.to_json(table.state) == _state_after(table.rules, record, e.index)
        assert table.state.to_move == 1
        tap(app, table.replay.bar.button("forward").rect.center)   # the move itself
        assert table.replay.at == e.index + 1
        tap(app, table.replay.bar.button("leave").rect.center)
        assert app.stack.top is r

    tap(app, r.close_button.rect.center)
    assert app.stack.top is load


def test_a_finished_game_that_cannot_be_read_is_not_reviewed(app, monkeypatch):
    """Review on a damaged archive file: the archive's message, no review."""
    from app.storage import BadFile

    class Damaged:
        def list_finished(self, game=None):
            return [{"game": "magi", "time": 5.0}]

        def load_finished(self, entry):
            raise BadFile("The finished game was damaged; it was moved aside.")

    monkeypatch.setattr(replay_finished, "SOURCE", Damaged())
    load, buttons = _load_row(app, "magi")
    tap(app, buttons["Review"].rect.center)
    top = app.stack.top
    assert isinstance(top, MessageOverlay) and "moved aside" in top.body


def test_the_reviews_seat_names_and_level_come_from_the_archives_meta():
    """What the archive says is taken; what it lacks or cannot be (a seat past the
    game's players, an unknown level) falls back to seat 1 and Normal."""
    rec = Record("magi", {"players": 3}, 1, [])
    assert review_seat({"human_seat": 2, "names": ["A", "B", "C"], "difficulty": "hard"},
                       rec) == (2, ["A", "B", "C"], "hard")
    assert review_seat({"human_seat": 5, "difficulty": "brutal"}, rec) == (0, [], "normal")
    assert review_seat({}, rec) == (0, [], "normal")
