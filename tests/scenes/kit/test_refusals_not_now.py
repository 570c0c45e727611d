"""scenes.kit.refusals.not_now: why a gesture may not start, in every table's words."""
from __future__ import annotations

from types import SimpleNamespace

from scenes.kit.refusals import not_now


def _table(busy=False, to_move=0, human=0):
    return SimpleNamespace(queue=SimpleNamespace(busy=busy), human=human,
                           state=SimpleNamespace(to_move=to_move), names=["You", "Bram"])


def test_the_human_to_move_on_a_settled_table_may_pick_up():
    assert not_now(_table()) is None


def test_an_animating_table_says_what_settles():
    assert not_now(_table(busy=True), "the gems") == \
        "Wait for the gems to settle (click or Space skips)"
    assert "the table to settle" in not_now(_table(busy=True))


def test_another_seat_to_move_or_the_game_over_is_said():
    assert not_now(_table(to_move=1)) == "It is not your turn: Bram is to move"
    assert not_now(_table(to_move=None)) == "The game is over"
    assert not_now(_table(to_move=0, human=None)) == "It is not your turn: You is to move"
