"""Replays (issue 25, item 3), on every game's own table, driven by the mouse: a saved
game opens from Load game in replay mode, its controls step it to the end and the state
there is the saved game's; back and forward reach the state a fresh replay reaches at
that point (the log in step); only a finished game shows every hand; no click, drag or
key on the table applies an action in a replay and the AI seats never move; leaving
returns to the screen it was opened from, and nothing is saved."""
from __future__ import annotations

import json
import random

import pygame
import pytest

from app import saves
from engines.core.replay import Record
from scenes.kit.game_over import GameOverScene
from scenes.kit.replay_bar import PAUSE
from scenes.load_game import LoadGameScene
from tests.scenes.kit.tables import built_keys, new_table, until
from tests.scenes.shell_helpers import drag, key, press, tap


def _play(app, game: str, decisions: int, seed: int = 4, autosave: bool = False):
    """A table of ``game`` (Easy seats, instant animations) after ``decisions`` random
    decisions of the human's (fewer when the game ends first)."""
    rng = random.Random(seed)
    t = new_table(app, game, seed=seed, speed="instant", difficulty="easy",
                  autosave=autosave)
    for _ in range(decisions):
        until(app, lambda: t.can_act() or t.state.to_move is None, 6000)
        if t.state.to_move is None:
            break
        t.popup = None
        assert t.human_act(rng.choice(t.legal())) is None
    until(app, lambda: not t.queue.busy, 6000)
    return t


def _fresh(rules, record: Record, k: int) -> dict:
    """The state after the record's first ``k`` actions, replayed from scratch."""
    state = rules.new_game(dict(record.config), record.seed)
    for a in record.actions[:k]:
        rules.apply(state, a)
    return rules.to_json(state)


def _replay_row_button(scene: LoadGameScene, kind: str):
    for entry, _, buttons in scene.rows:
        if getattr(entry, "kind", "finished") == kind:
            return next(b for b in buttons if b.label == "Replay")
    raise AssertionError(f"no {kind} row with a Replay button")


def _click(app, button) -> None:
    """A player's click on a control of the replay's bar (the table's design pixels)."""
    assert button.visible and button.enabled, f"{button.label} is not clickable"
    tap(app, button.rect.center)


def _open_from_load_game(app):
    """Load game, then its Replay of the game in progress, by mouse."""
    app.stack.clear_to(LoadGameScene(app))
    app.frame()
    load = app.stack.top
    tap(app, _replay_row_button(load, "auto").rect.center)
    table = app.stack.top
    assert table.replay is not None, "Replay did not open a replay"
    return load, table


@pytest.mark.parametrize("game", built_keys())
def test_a_saved_game_replayed_to_its_end_is_the_saved_game(app, game):
    """Load game -> Replay: the game's own table at the record's start; its To-the-end
    control (and the forward one, action by action, from near the end) reaches exactly
    the saved state; Esc leaves to Load game and the save is unchanged."""
    t = _play(app, game, 6, autosave=True)
    path = saves.autosave_path(game)
    saved_bytes = path.read_bytes()
    save, _ = saves.load(str(path))
    record = saves.record_of(save)
    rules = t.rules
    want = _fresh(rules, record, len(record.actions))
    load, r = _open_from_load_game(app)
    replay = r.replay
    assert type(r) is type(t) and replay.at == 0 and len(r.record.actions) == 0
    assert rules.to_json(r.state) == _fresh(rules, record, 0)
    _click(app, replay.bar.button("to_end"))
    assert replay.at == len(record.actions)
    assert rules.to_json(r.state) == want
    _click(app, replay.bar.button("to_start"))
    back = max(0, len(record.actions) - 8)
    while replay.at < back:
        _click(app, replay.bar.button("turn_forward"))
    while replay.at > back:
        _click(app, replay.bar.button("back"))
    while replay.at < len(record.actions):       # the last actions, played with animation
        _click(app, replay.bar.button("forward"))
    until(app, lambda: not r.queue.busy)
    assert rules.to_json(r.state) == want, "stepping forward by the controls ended elsewhere"
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is load, "leaving the replay did not return to Load game"
    assert path.read_bytes() == saved_bytes, "the replay changed the saved game"


@pytest.mark.parametrize("game", built_keys())
def test_back_and_forward_reach_the_state_of_a_fresh_replay(app, game):
    """Every control, by mouse, lands on the state a fresh replay of the record reaches
    at the same point; the table's record, the log and the label are in step."""
    _play(app, game, 8, seed=7, autosave=True)
    _, r = _open_from_load_game(app)
    replay, rules = r.replay, r.rules
    record = replay.record
    rng = random.Random(3)
    names = ["forward", "forward", "forward", "turn_forward", "back", "turn_forward",
             "turn_back", "forward", "turn_back", "to_end", "back", "turn_back",
             "to_start", "turn_forward", "forward"]
    names += [rng.choice(["forward", "back", "turn_forward", "turn_back"]) for _ in range(12)]
    for name in names:
        button = replay.bar.button(name)
        if not button.enabled:
            continue
        _click(app, button)
        until(app, lambda: not r.queue.busy)
        k = replay.at
        assert len(r.record.actions) == k
        assert rules.to_json(r.state) == _fresh(rules, record, k), f"{name} reached " \
            f"a state no replay of {k} actions reaches"
        assert all(s <= k for s in r.log.stamps), "the log shows moves not replayed yet"
        assert replay.label().startswith(f"action {k} of {len(record.actions)}")
    # the keys do what the controls do
    replay.goto(len(record.actions) // 2)
    k = replay.at
    press(app, pygame.K_RIGHT)
    assert replay.at == k + 1
    press(app, pygame.K_LEFT)
    assert replay.at == k
    press(app, pygame.K_HOME)
    assert replay.at == 0
    press(app, pygame.K_END)
    assert replay.at == len(record.actions)
    press(app, pygame.K_PAGEUP)
    assert replay.at < len(record.actions) and replay.at in replay.marks.turn_starts
    assert rules.to_json(r.state) == _fresh(rules, record, replay.at)


@pytest.mark.parametrize("game", built_keys())
def test_play_runs_the_record_at_the_chosen_speed(app, game):
    """Play steps through the record by itself, faster at 4x than at 1x; pause stops."""
    _play(app, game, 6, seed=9, autosave=True)
    _, r = _open_from_load_game(app)
    replay = r.replay
    app.settings.animation_speed = "normal"

    def steps(speed: str, frames: int = 90) -> int:
        replay.goto(0)
        _click(app, replay.bar.button(speed))
        _click(app, replay.bar.button("play_pause"))
        assert replay.playing and replay.bar.button("play_pause").label == PAUSE
        for _ in range(frames):
            app.frame()
        done = replay.at
        assert done < replay.total, "the record is too short to compare speeds"
        press(app, pygame.K_SPACE)
        assert not replay.playing
        return done

    slow, fast = steps("1x"), steps("4x")
    assert slow > 0 and fast > slow, f"1x: {slow} actions, 4x: {fast}"
    here = replay.at
    for _ in range(60):
        app.frame()
    assert replay.at == here, "the replay went on while paused"


@pytest.mark.parametrize("game", built_keys())
def test_every_hand_shows_only_in_a_finished_game(app, game):
    """A game in progress has no "Show every hand" and never draws hidden cards (the
    table draws the human's view); a finished game (given up here) replayed from its
    game-over screen offers it, and the table then draws the full state."""
    _play(app, game, 3, seed=5, autosave=True)
    _, r = _open_from_load_game(app)
    replay = r.replay
    assert not replay.finished and replay.bar.hands_button is None
    assert replay.show_every_hand(True) is False
    _click(app, replay.bar.button("to_end"))
    assert json.dumps(r.rules.to_json(r.view_state())) == json.dumps(
        r.rules.to_json(r.rules.view(r.state, r.human)))
    press(app, pygame.K_ESCAPE)

    t = _play(app, game, 3, seed=5)
    t.forfeit()
    over = app.stack.top
    assert isinstance(over, GameOverScene) and over.replay.visible
    tap(app, over.replay.rect.center)
    r = app.stack.top
    replay = r.replay
    assert replay is not None and replay.finished and replay.at == 0
    _click(app, replay.bar.button("to_end"))
    hidden = r.rules.to_json(r.view_state())
    assert hidden == r.rules.to_json(r.rules.view(r.state, r.human))
    _click(app, replay.bar.button("hands"))
    assert replay.every_hand
    assert r.rules.to_json(r.view_state()) == r.rules.to_json(r.state)
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is over, "leaving the replay did not return to the game-over screen"


@pytest.mark.parametrize("game", built_keys())
def test_no_input_on_the_table_applies_an_action_in_a_replay(app, game):
    """At a point of the record where the human is to move (and at one where an AI seat
    is): clicks all over the table, every drag the table offers, Space, Enter, the number
    keys and Ctrl+Z change nothing, and the AI seats do not move (Space is the replay's
    play/pause: not pressed here)."""
    t = _play(app, game, 6, seed=2, autosave=True)
    human = t.human
    _, r = _open_from_load_game(app)
    replay, rules = r.replay, r.rules
    bar = replay.bar.rect
    for want_human in (True, False):
        replay.goto(0)
        while replay.at < replay.total and (r.state.to_move == human) != want_human:
            replay.forward()
        replay.goto(replay.at)
        if replay.at >= replay.total:
            continue
        before, at = rules.to_json(r.state), replay.at
        for _ in range(30):
            app.frame()
        for x in range(20, 1280, 70):
            for y in range(15, 720, 60):
                if not bar.collidepoint(x, y):
                    tap(app, (x, y))
        for item in list(r.drag.draggables):
            for rect in list(r.drag.targets.values()):
                drag(app, item.rect.center, rect.center)
        for k in (pygame.K_RETURN, pygame.K_1, pygame.K_2, pygame.K_e, pygame.K_p):
            app.frame([key(k)])
        app.frame([key(pygame.K_z, pygame.KMOD_CTRL)])
        for _ in range(30):
            app.frame()
        assert replay.at == at and len(r.record.actions) == at
        assert rules.to_json(r.state) == before, "input on the table acted in a replay"
        assert app.stack.top is r or getattr(app.stack.top, "overlay", False)


def test_a_game_over_replay_that_cannot_open_says_why(app, monkeypatch):
    """The game-over screen's Replay of a record the rules refuse (here: the replay's
    opening made to fail) shows why, and the game-over screen stays."""
    from engines.core.protocol import IllegalAction
    from scenes.kit import replay_bar
    from scenes.message import MessageOverlay

    def refused(*args, **kw):
        raise IllegalAction("that card is not in your hand")

    monkeypatch.setattr(replay_bar, "open_replay", refused)
    t = _play(app, "magi", 2, seed=5)
    t.forfeit()
    over = app.stack.top
    tap(app, over.replay.rect.center)
    top = app.stack.top
    assert isinstance(top, MessageOverlay) and "not in your hand" in top.body
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is over
