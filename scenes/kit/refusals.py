"""The refusals every table words alike when the human tries to act out of turn (a
card picked up, a disabled button pressed): said once here, so that each game's table
adds only its own reasons (a phase that allows nothing else).

``not_your_turn`` reads only the state; ``not_now`` adds the animations still playing;
``pick_refusal`` adds an open pop-up. A table's input part asks the one that fits first."""
from __future__ import annotations

from typing import Any

from scenes.kit.parts import TableFace

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


def not_now(table: TableFace, settling: str = "the table") -> str | None:
    """Why the human may not pick anything up now (None: they may): ``settling`` names
    what is still moving ("the cards", "the gems"), else ``not_your_turn``."""
    if table.queue.busy:
        return f"Wait for {settling} to settle (click or Space skips)"
    return not_your_turn(table.state, table.human, table.names)


def pick_refusal(table: TableFace, things: str) -> str | None:
    """``not_now`` for the ``things`` on the table, then an open pop-up."""
    why = not_now(table, f"the {things}")
    if why is None and table.popup is not None:
        return "First make your choice"
    return why
