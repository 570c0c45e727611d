"""The refusals every table words alike (scenes/kit/refusals.py)."""
from types import SimpleNamespace

from scenes.kit.refusals import GAME_OVER, not_your_turn

NAMES = ["You", "Bram", "Ivy"]


def test_not_your_turn_says_whose_move_it_is_or_that_the_game_is_over():
    assert not_your_turn(SimpleNamespace(to_move=0), 0, NAMES) is None
    assert not_your_turn(SimpleNamespace(to_move=2), 0, NAMES) == \
        "It is not your turn: Ivy is to move"
    assert not_your_turn(SimpleNamespace(to_move=1), None, NAMES) == \
        "It is not your turn: Bram is to move"
    assert not_your_turn(SimpleNamespace(to_move=None), 0, NAMES) == GAME_OVER
