"""Why a gesture may not start at a table, in the words every table uses: the table is
still animating, the game is over, or another seat is to move. A table's input part
asks ``not_now`` first, then says its own game's reasons."""
from __future__ import annotations

from scenes.kit.parts import TableFace


def not_now(table: TableFace, settling: str = "the table") -> str | None:
    """Why the human may not pick anything up now (None: they may): ``settling`` names
    what is still moving ("the cards", "the gems")."""
    if table.queue.busy:
        return f"Wait for {settling} to settle (click or Space skips)"
    to_move = table.state.to_move
    if table.human is None or to_move != table.human:
        if to_move is None:
            return "The game is over"
        return f"It is not your turn: {table.names[to_move]} is to move"
    return None

