"""No tip in a replay (issue 25's loose ends): the Magecraft table teaches as it is played
(the Academy's "drag a spell left of a spellbook", each spellbook's "learn ▸" drop
label), but a replay asks nothing of the player, so its table shows neither (the kit's
replay flag, scenes.kit.replay.teaches, is the switch). The replay is opened by mouse
from the finished game's game-over screen."""
from __future__ import annotations

from tests.scenes.kit.test_replay import _play
from tests.scenes.kit.test_replay_status import _drawn
from tests.scenes.shell_helpers import tap

TIPS = ("drag a spell left of a spellbook", "learn ▸")


def test_the_academy_tip_and_the_learn_labels_are_not_shown_in_a_replay(app, monkeypatch):
    t = _play(app, "magecraft", 3, seed=5)
    live = _drawn(app, monkeypatch, t)
    assert all(tip in live for tip in TIPS), "the live table no longer shows its tips"
    t.forfeit()
    tap(app, app.stack.top.replay.rect.center)          # the game-over screen's Replay
    r = app.stack.top
    assert r is not t and r.replay is not None
    for at in (0, r.replay.total // 2, r.replay.total):
        r.replay.goto(at)
        app.frame()
        shown = [tip for tip in TIPS if tip in _drawn(app, monkeypatch, r)]
        assert not shown, f"a tip is shown in the replay at action {at}: {shown}"
