"""Forfeit: a player gives the game up, in every game, written once.

A forfeit is the action ``("forfeit", seat)``. The engine accepts it from that seat at any
decision while the game goes on (``apply``), even when another seat is to move, but it is
never one of ``legal_actions``: random play, the AI agents and search never pick it. It is
recorded like any other action, so a replay and a resumed save end the same way.

How a forfeit ends the game is the same everywhere (:meth:`RulesBase.forfeit`): the
forfeiting seat's side (the seat and its teammates) loses, and the win goes to the seats
still in the game on the other sides: in a two-player game the other player, in a team game
the other team, in a game of several players the others still in share it (the game ends
for everyone: the one who gave up is the one who left). The result says so: ``"reason":
"forfeit"`` and ``"forfeited"`` (the side that gave up). Only the last step, closing the
game's own state, is the game's: its ``end_by_forfeit`` hook.

RulesBase's ``apply``, ``why_illegal``, ``describe`` and ``result`` take the forfeit
themselves and hand every other action to the game's ``apply_move``, ``why_illegal_move``,
``describe_move`` and ``game_result``; the trusted path (``apply_trusted``: search and
rollouts) is the game's own, untouched.
"""
from __future__ import annotations

from typing import Any

FORFEIT = "forfeit"

# the words of a forfeit refused, for players
NOT_A_FORFEIT = "A forfeit names the seat of the player who gives up"
GAME_OVER = "The game is over"
NO_SUCH_SEAT = "There is no such seat at this table"
NOT_YOURS = "You can only forfeit for yourself"
ALREADY_OUT = "That player is already out of the game"


def forfeit_action(seat: int) -> tuple:
    """The action by which ``seat`` gives the game up."""
    return (FORFEIT, seat)


def is_forfeit(action: Any) -> bool:
    """``action`` is a forfeit (well formed or not: its check says why when not)."""
    return type(action) is tuple and len(action) > 0 and action[0] == FORFEIT


def forfeit_seat(action: Any) -> int | None:
    """The seat of a well-formed forfeit action, else None."""
    if is_forfeit(action) and len(action) == 2 and type(action[1]) is int:
        return action[1]
    return None
