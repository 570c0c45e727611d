"""The end of a pass-and-play game (issue 26 item 6; scenes/kit/table_end.py,
record_keep.py): the game-over screen is shared, so it names the winner ("Ivy wins!")
and says "you" to no one, the fanfare plays when a person won, the chart's lines carry
the people's names; the game is kept out of "Your record" (one person's games against
the AI) and its screen offers no Review (a review is of one seat's decisions)."""
from __future__ import annotations

import random

from app import record_stats, records
from scenes.kit import table_end
from scenes.kit.game_over import GameOverScene
from tests.scenes.kit.hot_seat import (NAMES, hot_seat_table, play, reveal,
                                     until_settled)
from tests.scenes.kit.tables import until
from tests.scenes.shell_helpers import click_button


def _to_the_end(app, t, seed: int) -> GameOverScene:
    """The people play at random, every hand-over revealed by a click, to the end."""
    play(app, t, random.Random(seed), 5000)
    assert t.state.to_move is None, "the game did not end"
    until(app, lambda: isinstance(app.stack.top, GameOverScene), 3000)
    over = app.stack.top
    assert isinstance(over, GameOverScene)
    return over


def test_a_shared_game_over_screen_names_the_winner_and_plays_the_fanfare(app, monkeypatch):
    played: list = []
    monkeypatch.setattr(table_end, "sfx", lambda name, _app=None: played.append(name))
    t = hot_seat_table(app, "mabinogi", [0, 1], players=2, seed=3)
    over = _to_the_end(app, t, 3)
    res = t.rules.result(t.state)
    [w] = res["winners"]
    title = over.headline()
    assert title == f"{NAMES[w]} wins!", title
    assert "you" not in title.lower()
    assert over.names[:2] == NAMES[:2]               # the chart's lines by name
    assert "fanfare" in played                       # a person won, whoever looked last
    assert not over.review.visible                   # no one seat to review


def test_a_person_who_gives_up_is_named_on_the_shared_screen(app):
    t = hot_seat_table(app, "mabinogi", [0, 1], players=2, seed=3)
    play(app, t, random.Random(3), 2)
    until_settled(app, t)
    if t.handover.covering:
        reveal(app, t)
    until(app, lambda: t.can_act())
    click_button(app, t.menu_button)                 # the pause menu's Forfeit, by mouse
    click_button(app, app.stack.top.button("Forfeit"))
    click_button(app, next(b for b in app.stack.top.buttons if b.label == "Forfeit"))
    over = app.stack.top
    assert isinstance(over, GameOverScene)
    gave_up, other = NAMES[t.human], NAMES[1 - t.human]
    assert over.headline() == f"{gave_up} forfeited: {other} wins"


def test_a_pass_and_play_game_stays_out_of_your_record(app):
    """Kept files on, as in the app: nothing lands in the archive or the stats."""
    t = hot_seat_table(app, "mabinogi", [0, 1], players=2, seed=3, autosave=True)
    _to_the_end(app, t, 3)
    assert not records.has_finished()
    assert not record_stats.stats_path().exists()
