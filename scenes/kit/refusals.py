"""The refusals every table words alike when the human tries to act out of turn (a
card picked up, a disabled button pressed): said once here, so that each game's table
adds only its own reasons (a pop-up open, a phase that allows nothing else)."""
from __future__ import annotations

from typing import Any

GAME_OVER = "The game is over"


def not_your_turn(state: Any, human: int | None, names) -> str | None:
    """Why it is not the human's move now (None: it is): the game is over, or whose
    move it is. ``state`` is any engine state (its ``to_move``)."""
    to_move = state.to_move
    if human is not None and to_move == human:
        return None
    if to_move is None:
        return GAME_OVER
    return f"It is not your turn: {names[to_move]} is to move"
