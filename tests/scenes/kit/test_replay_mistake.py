"""Watch marks the mistake (issue 25's loose ends): the review's Watch opens the replay
just before a marked move, and the replay says which move it was. While it stands
there, the table's status line reads "Your move here: <the move played> — better: <the
better move>" in the review's own words, the controls bar says it in full in a box under
its track, and the track has a tick at that place; one step on (the move played) clears the words, one step back brings them
again; a click on the track goes to that point of the record. By mouse through the
real scenes, in every game (each table's status line reads the replay's)."""
from __future__ import annotations

import pytest

from app.ui import canvas
from engines.core import clock
from scenes.kit import review as review_mod
from scenes.kit.replay_bar import MISTAKE
from scenes.kit.review import ReviewScene
from tests.engines.core.test_analysis import TickClock
from tests.scenes.kit.tables import built_keys
from tests.scenes.kit.test_replay_status import _drawn
from tests.scenes.kit.test_review_entry import _finished, _load_row, _reviewed
from tests.scenes.shell_helpers import tap


@pytest.fixture(autouse=True)
def _short_search(monkeypatch):
    """Each decision's search ends after the same work in every run (no wall clock)."""
    monkeypatch.setattr(review_mod, "BUDGET", 0.05)
    with clock.using(TickClock()):
        yield


def _words(lines: list[str]) -> list[str]:
    return [s for s in lines if s.startswith("Your move here: ")]


@pytest.mark.parametrize("game", built_keys())
def test_watch_marks_the_mistake_on_the_status_line_and_the_bar(app, fresh_home, game,
                                                                monkeypatch):
    _finished(app, game, human_seat=0)
    _, buttons = _load_row(app, game)
    tap(app, buttons["Review"].rect.center)
    r = app.stack.top
    assert isinstance(r, ReviewScene)
    _reviewed(app, r)
    assert r.result.mistakes, "no mistake marked in this game: Watch would go untried"
    e = r.result.mistakes[0]
    head, detail = r.lines[0]
    played = head.split("your move: ", 1)[1]
    best = detail.split("Better: ", 1)[1].rsplit(" (", 1)[0]
    tap(app, r.watch[0].rect.center)
    table = app.stack.top
    replay, bar = table.replay, table.replay.bar
    assert table is not r and replay.at == e.index
    app.frame()
    want = f"Your move here: {played} \u2014 better: {best}"
    assert replay.status() == want
    shown = _words(_drawn(app, monkeypatch, table))
    assert shown and want.startswith(shown[0].rstrip("…")), \
        f"the mistake's words are not on the table ({shown})"
    assert bar.mark_lines() == [f"Your move here: {played}", f"Better: {best}"]
    assert bar.mark.h > 0 and bar.rect.contains(bar.mark)
    assert not bar.mark.colliderect(bar.button("play_pause").rect)
    assert table.log.full_rect.bottom <= bar.rect.top, "the log runs under the bar"
    screen = canvas.new((1280, 720))
    table.draw(screen)
    x = bar.track_x(e.index)
    assert bar.track.x <= x <= bar.track.right
    assert tuple(screen.get_at((x, bar.track.y)))[:3] == MISTAKE, "no tick at the mistake"

    tap(app, bar.button("forward").rect.center)          # the move itself: words gone
    assert replay.at == e.index + 1 and not replay.status().startswith("Your move")
    assert not _words(_drawn(app, monkeypatch, table))
    assert "orange tick" in bar.mark_lines()[0]          # where the marked move is
    tap(app, bar.button("back").rect.center)             # back before it: words again
    assert replay.at == e.index and replay.status() == want

    tap(app, (bar.track.x + 1, bar.track.centery))       # the track: to the start
    assert replay.at == 0 and not _words(_drawn(app, monkeypatch, table))
    tap(app, (bar.track_x(e.index), bar.track.centery))  # the tick: the mistake again
    assert replay.at == e.index and replay.status() == want


def test_a_replay_opened_without_watch_marks_nothing(app, fresh_home, monkeypatch):
    """The review's Replay (the whole game) has no marked move: no words, no tick."""
    _finished(app, "magi", human_seat=0)
    _, buttons = _load_row(app, "magi")
    tap(app, buttons["Review"].rect.center)
    r = app.stack.top
    _reviewed(app, r)
    tap(app, r.replay_button.rect.center)
    table = app.stack.top
    assert table.replay.mistake is None and table.replay.bar.mark.h == 0
    for k in range(table.replay.total + 1):
        table.replay.goto(k)
        assert not table.replay.status().startswith("Your move")
