"""A finished game's replay, opened by mouse from its game-over screen (the tests of
"Show every hand" in each game's folder use it)."""
from __future__ import annotations

from tests.scenes.kit.test_replay import _play
from tests.scenes.shell_helpers import tap


def live_then_finished_replay(app, game: str, decisions: int, seed: int, drawn):
    """A live table of ``game`` after ``decisions`` random ones of the human's, drawn
    once and handed to ``drawn(table, 'live')``; then given up and its replay opened
    from the game-over screen's Replay button (by mouse). Returns the replay's table."""
    t = _play(app, game, decisions, seed=seed)
    t.mouse = (-100, -100)
    drawn(t, "live")
    t.forfeit()
    over = app.stack.top
    tap(app, over.replay.rect.center)
    r = app.stack.top
    assert r.replay is not None and r.replay.finished
    return r


def show_every_hand(app, r, on: bool) -> None:
    """The bar's "Show every hand" / "Hide the others' hands", clicked until it is ``on``."""
    button = r.replay.bar.button("hands")
    if r.replay.every_hand != on:
        tap(app, button.rect.center)
    assert r.replay.every_hand == on and r.sees_all == on
