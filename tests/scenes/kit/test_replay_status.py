"""The status line in a replay (issue 25, item 3): every game's table, replaying a
record, says the replay's own line ("Replay — Bram's turn 9") where it says in play who
is thinking or what the human should do: a replay awaits nobody."""
from __future__ import annotations

import pytest

from app.ui import canvas, text
from tests.scenes.kit.tables import built_keys
from tests.scenes.kit.test_replay import _open_from_load_game, _play

LIVE_WORDS = ("thinking", "is playing", "drag a card", "play a matching card", "Your turn:",
              "Your turn —", "Spells left this turn", "choose ")


def _drawn(app, monkeypatch, table) -> list[str]:
    """The strings ``table`` draws in one frame (the shared surface cache emptied first,
    so that every string is drawn anew through ``text._draw_text``)."""
    from app.ui.surface_cache import SHARED
    shown: list[str] = []
    draw_text = text._draw_text

    def keep(label, *a, **kw):
        shown.append(str(label))
        return draw_text(label, *a, **kw)
    SHARED.clear()
    monkeypatch.setattr(text, "_draw_text", keep)
    try:
        table.mouse = (-100, -100)
        table.draw(canvas.new((1280, 720)))
    finally:
        monkeypatch.setattr(text, "_draw_text", draw_text)
    return shown


@pytest.mark.parametrize("game", built_keys())
def test_a_replay_says_its_own_status_line(app, game, monkeypatch):
    """At a point where an AI seat is to move and at one where the human is, the table
    draws "Replay — <whose> turn <n>" and none of the live prompts ("… is thinking",
    "Your turn — play…"), and no Hint button (a replay asks nothing); at the end of a finished record, "the game is over"."""
    t = _play(app, game, 6, seed=2, autosave=True)
    human = t.human
    _, r = _open_from_load_game(app)
    replay = r.replay
    for want_human in (False, True):
        replay.goto(0)
        while replay.at < replay.total and (r.state.to_move == human) != want_human:
            replay.forward()
        replay.goto(replay.at)
        if replay.at >= replay.total:
            continue
        app.frame()
        assert not r.hint.button.visible, "the Hint button shows in a replay"
        seat = r.state.to_move
        who = "your" if want_human else f"{r.names[seat]}'s"
        want = f"Replay — {who} turn"
        assert replay.status().startswith(want)
        lines = _drawn(app, monkeypatch, r)
        assert any(s.startswith("Replay — ") for s in lines), \
            f"no replay status line drawn (drawn: {lines[:40]})"
        live = [s for s in lines if any(w in s for w in LIVE_WORDS)]
        assert not live, f"a live prompt is drawn in a replay: {live}"


def test_the_replay_line_at_the_end_of_a_finished_game(app, monkeypatch):
    t = _play(app, "magi", 3, seed=5)
    t.forfeit()
    over = app.stack.top
    from tests.scenes.shell_helpers import tap
    tap(app, over.replay.rect.center)
    r = app.stack.top
    r.replay.to_end()
    app.frame()
    assert r.replay.status() == "Replay — the game is over"
    assert "Replay — the game is over" in _drawn(app, monkeypatch, r)
