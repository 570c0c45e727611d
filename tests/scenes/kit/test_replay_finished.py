"""Finished games in Load game (issue 25, item 3): the finished-game archive (app.records,
another part of the app) is read through the adapter scenes.kit.replay_finished; here a
fake archive stands in for it. Each finished game is listed with Review and Replay (no
Open, no Delete), opens its replay by mouse, and an archive file that cannot be read says
why (the Review itself: tests/scenes/kit/test_review_entry.py)."""
from __future__ import annotations

import pygame
import pytest

from app.storage import BadFile
from engines.core.replay import Record
from engines.registry import rules_for
from scenes.kit import replay_finished
from scenes.load_game import LoadGameScene
from scenes.message import MessageOverlay
from tests.scenes.kit.tables import built_keys, new_table, until
from tests.scenes.shell_helpers import press, tap


class FakeArchive:
    """``list_finished`` and ``load_finished`` as app.records exposes them."""

    def __init__(self, games: dict) -> None:
        self.games = games            # name -> (entry, record, meta) or an exception
        self.loaded: list = []

    def list_finished(self, game=None):
        return [e for e, *_ in self.games.values()]

    def load_finished(self, entry):
        self.loaded.append(entry)
        _, record, meta = self.games[entry["name"]]
        if isinstance(record, Exception):
            raise record
        return record, meta


@pytest.fixture
def archive(monkeypatch):
    def use(games: dict) -> FakeArchive:
        fake = FakeArchive(games)
        monkeypatch.setattr(replay_finished, "SOURCE", fake)
        return fake
    return use


def _finished(app, game: str):
    """A finished game of ``game``: a few moves, then the human gives up."""
    t = new_table(app, game, seed=6, speed="instant", difficulty="easy")
    until(app, t.can_act, 6000)
    t.popup = None
    assert t.human_act(t.legal()[0]) is None
    until(app, lambda: t.can_act() or t.state.to_move is None, 6000)
    t.forfeit()
    record = Record(t.record.game, dict(t.record.config), t.record.seed,
                    list(t.record.actions))
    return record


def _row(scene: LoadGameScene, game: str):
    for entry, _, buttons in scene.rows:
        if isinstance(entry, replay_finished.FinishedGame) and entry.game == game:
            return entry, buttons
    raise AssertionError(f"no finished {game} game listed")


@pytest.mark.parametrize("game", built_keys())
def test_a_finished_game_is_listed_and_replays_by_mouse(app, archive, game):
    record = _finished(app, game)
    fake = archive({"a": ({"name": "a", "game": game, "time": 1_700_000_000.0,
                           "players": 2, "result": "you forfeited"},
                          record, {"human_seat": 0, "difficulty": "easy"})})
    app.stack.clear_to(LoadGameScene(app))
    app.frame()
    load = app.stack.top
    entry, buttons = _row(load, game)
    assert [b.label for b in buttons] == ["Review", "Replay"]
    assert "Finished game" in load.detail_of(entry) and "you forfeited" in load.detail_of(entry)
    tap(app, buttons[-1].rect.center)       # Replay
    table = app.stack.top
    replay = table.replay
    assert replay is not None and fake.loaded == [entry.entry]
    assert replay.finished and replay.bar.hands_button is not None
    tap(app, replay.bar.button("to_end").rect.center)
    rules = rules_for(game)
    want = rules.new_game(dict(record.config), record.seed)
    for a in record.actions:
        rules.apply(want, a)
    assert rules.to_json(table.state) == rules.to_json(want)
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is load


def test_an_unreadable_finished_game_says_why(app, archive):
    archive({"bad": ({"name": "bad", "game": "magi", "time": 5.0},
                     BadFile("The finished game was damaged; it was moved aside."), {})})
    app.stack.push(LoadGameScene(app), fade=False)
    app.frame()
    load = app.stack.top
    _, buttons = _row(load, "magi")
    tap(app, buttons[-1].rect.center)       # Replay
    top = app.stack.top
    assert isinstance(top, MessageOverlay) and "moved aside" in top.body


def test_no_archive_lists_no_finished_game(app, monkeypatch):
    """Entries of a shape the adapter cannot use (no game) are left out; an archive
    that fails to list is taken for an empty one."""
    class Broken:
        def list_finished(self, game=None):
            raise OSError("unreadable folder")

        def load_finished(self, entry):
            raise AssertionError("never asked")

    monkeypatch.setattr(replay_finished, "SOURCE", Broken())
    assert replay_finished.finished_games() == []
    monkeypatch.setattr(replay_finished, "SOURCE", FakeArchive({"x": ({"name": "x"}, None, {})}))
    assert replay_finished.finished_games() == []


@pytest.mark.parametrize("game", ["magi", "arena"])
def test_a_game_kept_by_the_real_archive_is_listed_and_replays_to_its_end(app, game):
    """The adapter over app.records itself (no fake): the archive's entry (its UTC stamp,
    the result in its meta) is listed with the day it ended, and its meta (a struct)
    opens the replay with the human's seat."""
    from app import records
    record = _finished(app, game)
    records.keep_finished(game, record, {"result": "loss", "forfeit": True, "human_seat": 0,
                                         "difficulty": "easy",
                                         "players": record.config["players"]},
                          now=1_700_000_000.0)
    app.stack.clear_to(LoadGameScene(app))
    app.frame()
    load = app.stack.top
    entry, buttons = _row(load, game)
    assert entry.time == 1_700_000_000.0
    assert "You gave up" in load.detail_of(entry)
    tap(app, buttons[-1].rect.center)       # Replay
    table = app.stack.top
    assert not isinstance(table, MessageOverlay), vars(table)
    assert table.replay is not None and table.replay.finished
    tap(app, table.replay.bar.button("to_end").rect.center)
    rules = rules_for(game)
    want = rules.new_game(dict(record.config), record.seed)
    for a in record.actions:
        rules.apply(want, a)
    assert rules.to_json(table.state) == rules.to_json(want)


def test_finished_games_say_the_result_to_the_player(app, fresh_home):
    """Load game words a finished game's result for its player (the archive keeps "win",
    "loss", "draw"): "You won", "You lost" (to whom, at which AI level), "Draw", "You
    gave up"; at more than two seats the place the archive holds ("You won, 1st of 4")."""
    from app import records
    games = [({"result": "loss", "names": ["You", "Bram"], "difficulty": "easy",
               "turns": 14}, 2, "You lost to Bram (Easy AI) · 14 turns"),
             ({"result": "win", "names": ["You", "Bram"], "difficulty": "hard"}, 2,
              "You won · against Bram (Hard AI)"),
             ({"result": "draw", "names": ["You", "Bram"]}, 2, "Draw · against Bram"),
             ({"result": "loss", "forfeit": True, "names": ["You", "Bram"]}, 2,
              "You gave up"),
             ({"result": "win", "names": ["Ivy", "You", "Orla", "Cara"], "human_seat": 1,
               "difficulty": "normal"}, 4,
              "You won, 1st of 4 · against Ivy, Orla and Cara (Normal AI)"),
             ({"result": "loss", "names": ["You", "Ivy", "Orla"]}, 3,
              "You lost · against Ivy and Orla")]
    for k, (meta, players, _) in enumerate(games):
        record = Record("magi", {"players": players}, 1, [])
        records.keep_finished("magi", record, {**meta, "players": players},
                              now=1_700_000_000.0 + k)
    app.stack.clear_to(LoadGameScene(app))
    app.frame()
    load = app.stack.top
    details = [load.detail_of(e) for e, _, _ in load.rows
               if isinstance(e, replay_finished.FinishedGame)]
    assert len(details) == len(games)
    for detail, (_, _, want) in zip(details, reversed(games)):     # newest first
        assert want in detail, detail
        assert "loss" not in detail and "win" not in detail.replace("won", "")
