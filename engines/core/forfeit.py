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

:func:`forfeit_aware` makes a game's ``apply``, ``why_illegal``, ``describe`` and
``result`` understand the forfeit; RulesBase applies it to every game class it is the base
of (``__init_subclass__``), so a game binds its own functions as always and the trusted
path (``apply_trusted``: search and rollouts) is untouched.
"""
from __future__ import annotations

from typing import Any, Callable

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


_WRAPPED = "_forfeit_aware"


def _own(cls: type, name: str) -> Callable | None:
    """The function ``cls`` itself binds as ``name`` (a static method's function made
    to take the rules object first, like a method's), or None."""
    raw = cls.__dict__.get(name)
    if raw is None or getattr(raw, _WRAPPED, False):
        return None
    if isinstance(raw, staticmethod):
        fn = raw.__func__
        return lambda _self, *args: fn(*args)
    return raw if callable(raw) else None


def _mark(fn: Callable, game: Callable) -> Callable:
    setattr(fn, _WRAPPED, True)
    fn.__doc__ = getattr(game, "__doc__", None) or fn.__doc__
    return fn


def forfeit_aware(cls: type) -> None:
    """Route a forfeit action in the class's own ``apply``, ``why_illegal``, ``describe``
    and ``result`` to the rules' forfeit (``forfeit``, ``forfeit_problem``,
    ``describe_forfeit``, ``forfeited``); every other action goes to the game's function
    unchanged."""
    apply = _own(cls, "apply")
    if apply is not None:
        def forfeitable_apply(self, state, action, /, player=None, _game=apply):
            if is_forfeit(action):
                return self.forfeit_by_action(state, action, player)
            return _game(self, state, action) if player is None \
                else _game(self, state, action, player)
        cls.apply = _mark(forfeitable_apply, apply)          # type: ignore[attr-defined]
    why = _own(cls, "why_illegal")
    if why is not None:
        def forfeitable_why(self, state, action, /, player=None, _game=why):
            if is_forfeit(action):
                return self.forfeit_problem(state, action, player)
            return _game(self, state, action) if player is None \
                else _game(self, state, action, player)
        cls.why_illegal = _mark(forfeitable_why, why)        # type: ignore[attr-defined]
    describe = _own(cls, "describe")
    if describe is not None:
        def forfeitable_describe(self, state, action, /, viewer=None, _game=describe):
            if is_forfeit(action):
                return self.describe_forfeit(state, action, viewer)
            return _game(self, state, action) if viewer is None \
                else _game(self, state, action, viewer)
        cls.describe = _mark(forfeitable_describe, describe)  # type: ignore[attr-defined]
    result = _own(cls, "result")
    if result is not None:
        def forfeitable_result(self, state, /, _game=result):
            res = _game(self, state)
            if res is None:
                return None
            gave_up = self.forfeited(state)
            if gave_up:
                res = {**res, "reason": FORFEIT, "forfeited": gave_up}
            return res
        cls.result = _mark(forfeitable_result, result)        # type: ignore[attr-defined]
