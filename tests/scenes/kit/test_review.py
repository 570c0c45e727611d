"""The post-game review screen (scenes.kit.review) by mouse, for every game: the
game-over screen's Review button opens it, the progress bar moves as the decisions are
analysed, the graph is drawn, Esc cancels, and a mistake's Play from here opens a live
table at that position (its record the record up to the mistake)."""
from __future__ import annotations

import time

import random

import pygame
import pytest

from engines.core import clock
from scenes.kit import review as review_mod
from scenes.kit.game_over import GameOverScene
from scenes.kit.review import ReviewScene
from tests.engines.core.test_analysis import TickClock
from tests.scenes.kit.tables import built_keys, new_table, play_human, until
from tests.scenes.shell_helpers import key, tap


@pytest.fixture(autouse=True)
def _short_search(monkeypatch):
    """Each decision's search ends after the same work in every run (no wall clock)."""
    monkeypatch.setattr(review_mod, "BUDGET", 0.05)
    with clock.using(TickClock()):
        yield


def _game_over(app, game: str, seed: int, decisions: int):
    """A game where the human played ``decisions`` random moves, then forfeited: the
    game-over screen on top of the table."""
    t = new_table(app, game, seed=seed, speed="instant")
    rng = random.Random(seed)
    for _ in range(decisions):
        play_human(app, t, rng)
        if t.state.to_move is None:
            break
    until(app, lambda: t.can_act() or t.state.to_move is None, 6000)
    if t.state.to_move is not None:
        t.forfeit()
    until(app, lambda: isinstance(app.stack.top, GameOverScene), 600)
    return t, app.stack.top


def _open_review(app, over) -> ReviewScene:
    assert over.review.visible, "the game-over screen has no Review button"
    tap(app, over.review.rect.center)
    top = app.stack.top
    assert isinstance(top, ReviewScene), "Review did not open the review"
    return top


SEEDS = {"arena": 5, "mabinogi": 3, "magecraft": 3, "magi": 3, "magination": 3}


@pytest.mark.parametrize("game", built_keys())
def test_review_by_mouse_then_play_from_a_mistake(app, game):
    """Review from the game-over screen: the progress goes up decision by decision
    while frames are drawn, then the graph and the mistakes in the game's words; Play
    from here on the first mistake starts a live table at that position: the record up
    to the mistake, the human to move, the AI at the same level."""
    t, over = _game_over(app, game, SEEDS.get(game, 3), 5 if game == "mabinogi" else 10)
    r = _open_review(app, over)
    seen = set()
    for _ in range(20000):
        if r.result is not None:
            break
        seen.add(r.progress[0])
        app.frame()
        time.sleep(0.001)      # the review's threads get the interpreter between frames
    assert r.result is not None, "the review never finished"
    total = r.progress[1]
    assert total >= 2 and len(seen) >= 2, "the progress was never seen moving"
    app.frame()
    assert r.graph_surface is not None, "the graph was not drawn"
    assert r.result.series.get(t.human), "no win-chance line for the human"
    if not r.result.mistakes:
        pytest.skip(f"{game}: no mistake marked in this game")
    assert len(r.lines) == len(r.result.mistakes) == len(r.rows)
    head, detail = r.lines[0]
    assert head.startswith("Move ") and "%" in detail
    e = r.result.mistakes[0]
    record = list(t.record.actions)
    tap(app, r.rows[0].rect.center)
    live = app.stack.top
    assert live is not t and live is not r and hasattr(live, "session")
    assert list(live.record.actions) == record[:e.index]
    assert live.state.to_move == t.human and not live.rules.is_over(live.state)
    assert live.difficulty == t.difficulty and live.human == t.human
    assert r not in app.stack.scenes and t not in app.stack.scenes
    until(app, lambda: live.can_act(), 600)
    assert e.played in live.legal() and e.best in live.legal()


def test_esc_cancels_the_review(app):
    """Esc while the review works: it stops (its worker let go) and the game-over
    screen is back on top."""
    t, over = _game_over(app, "magecraft", 5, 6)
    r = _open_review(app, over)
    app.frame()
    assert r.running
    app.frame([key(pygame.K_ESCAPE)])
    assert app.stack.top is over and r.closed and r.worker is None
    assert r.result is None


def test_no_review_button_without_a_player(app):
    """An AI-only table's game-over screen offers no Review (no decision of a player's)."""
    t = new_table(app, "magi", seed=2, speed="instant")
    assert t.ending.review_hook() is not None
    t.session.human = None
    assert t.ending.review_hook() is None


def _review_with_a_slow_start(app, monkeypatch, game: str = "magecraft"):
    """The review of a finished game as the real window runs it (a worker process),
    its process's start held at a gate (tests.app.test_ai_worker.SlowStart)."""
    from tests.app.test_ai_worker import SlowStart

    t, over = _game_over(app, game, 5, 6)
    t.inline_ai = False
    slow = SlowStart(monkeypatch)
    r = _open_review(app, over)
    app.frame()         # (the click's frame keeps what is under the screen; this one
    return t, over, r, slow    # starts the worker's process)


def test_the_review_draws_frames_while_its_worker_starts(app, monkeypatch):
    """The worker's process starts off the frame (in a thread): while its start is held
    up, frames go on being drawn (the progress bar, Esc offered) and the process was not
    started in the frame's thread; once it is up, the review runs to its end."""
    import time

    from app.ai_worker import settle

    t, over, r, slow = _review_with_a_slow_start(app, monkeypatch)
    try:
        assert slow.entered.wait(30)
        drawn = app.frame_count
        for _ in range(5):
            app.frame()
        assert app.frame_count == drawn + 5 and app.stack.top is r
        assert slow.on_main == [False], "the process was started in a frame"
        assert r.running and r.worker.starting and not r.worker.ready
        assert r.progress[0] == 0
        slow.gate.set()
        for _ in range(6000):
            if r.result is not None:
                break
            app.frame()
            time.sleep(0.005)
        assert r.result is not None, "the review never finished"
        assert r.worker.last_error is None and r.progress[0] == r.progress[1] >= 2
        app.frame()
        assert r.graph_surface is not None
    finally:
        slow.gate.set()
        r.close()
        assert settle()


def test_closing_the_review_while_its_worker_starts_leaves_no_process(app, monkeypatch):
    """Esc while the worker's process is still starting: the screen closes at once (the
    game-over screen is back), and the process is stopped as soon as it is up."""
    from app.ai_worker import settle

    t, over, r, slow = _review_with_a_slow_start(app, monkeypatch)
    try:
        assert slow.entered.wait(30)
        app.frame()
        app.frame([key(pygame.K_ESCAPE)])
        assert app.stack.top is over and r.closed and r.worker is None
    finally:
        slow.gate.set()
    assert settle(), "the stopping threads never ended"
    assert slow.on_main == [False] and len(slow.procs) == 1
    assert not slow.procs[0].is_alive(), "the review's process outlived it"


def test_the_review_keeps_what_is_under_it_instead_of_drawing_it_each_frame(app):
    """The finished table and its game-over screen are drawn under the review in its
    first frame only (they do not change under a modal screen); later frames show the
    kept copy, shaded, pixel for pixel; a resize draws them again once; closing shows
    the game-over screen at once, drawn again."""
    t, over = _game_over(app, "magi", 3, 4)
    drawn = []
    for scene in (t, over):
        real = scene.draw
        scene.draw = lambda surface, real=real, scene=scene: (drawn.append(scene),
                                                              real(surface))[1]
    r = _open_review(app, over)         # (its click's frame is the review's first)
    assert drawn[-2:] == [t, over]
    drawn.clear()
    corner = app.screen.get_at((2, 2))
    for _ in range(4):
        app.frame()
    assert drawn == [], "the scenes under the review were drawn again"
    assert app.screen.get_at((2, 2)) == corner
    r.on_resize()
    for _ in range(3):
        app.frame()
    assert drawn == [t, over]
    app.frame([key(pygame.K_ESCAPE)])
    app.frame()
    assert app.stack.top is over and app.stack._fade == 0
    assert drawn[-2:] == [t, over]


def test_a_record_that_does_not_replay_is_said_so_not_a_crash(app):
    """A damaged record (a move the rules refuse): the review opens, then says in its
    words that the game could not be gone over; Esc closes it."""
    from engines.core.replay import Record
    from scenes.kit.review import NO_WALK, review_record

    under = new_table(app, "magi", seed=2, speed="instant")
    bad = Record("magi", {"players": 2}, 1, [("nonsense", 99)])
    r = review_record(app, "magi", bad, 0, ["You", "Bram"], inline=True)
    for _ in range(200):
        if not r.running:
            break
        app.frame()
    assert r.failed and r.note == NO_WALK and r.result is None
    assert r.close_button.label == "Close"
    app.frame([key(pygame.K_ESCAPE)])
    assert app.stack.top is under
