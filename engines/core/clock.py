"""The clock the AI's time caps are measured on.

Wall time by default: a player waits in wall time. The bench measures in CPU time
(``with using(time.process_time): ...``) so that a loaded machine, where wall time runs
several times CPU time, does not silently cut the searches short. Agents read the clock
when they decide (``now()``), so agents built inside other agents follow it too; an agent
given its own ``clock`` keeps it.
"""
from __future__ import annotations

import contextlib
import time
from typing import Callable, Iterator

_current: list[Callable[[], float]] = [time.perf_counter]


def current() -> Callable[[], float]:
    """The clock in use now."""
    return _current[0]


@contextlib.contextmanager
def using(clock: Callable[[], float]) -> Iterator[None]:
    """Measure every time cap on ``clock`` inside the block (not thread-safe: one
    caller at a time, the bench)."""
    before = _current[0]
    _current[0] = clock
    try:
        yield
    finally:
        _current[0] = before


def own_turn(view) -> tuple | None:
    """Which of its own turns the seat deciding in ``view`` is in: (whose turn, turn
    number) when it is that seat's turn, None when it answers during another seat's turn
    (the views of every game carry ``current`` and ``turn`` or ``turn_no``)."""
    seat = getattr(view, "to_move", None)
    current = getattr(view, "current", seat)
    if seat is None or current != seat:
        return None
    turn = getattr(view, "turn", None)
    return (current, getattr(view, "turn_no", None) if turn is None else turn)


class TurnBudget:
    """The thinking time of one seat's whole turn - every decision from the start of one
    of its turns to the start of the next, answers during the others' turns included -
    shared out among its decisions.

    A decision may take at most ``share`` of what is left of the turn's ``total``, and
    never less than ``floor`` (a turn with many decisions still gets an answer at every
    one: the prior's move, or a deal or two): the turn stays within ``total`` plus a few
    floors whatever its number of decisions (a long Magi-Nation turn has twenty; a floor
    of 0.04 s took its p95 to 2.2 s), and a decision the search settles early (one clear option, the others
    pruned) leaves its time to the next ones. Times are read on the clock the caps run
    on; the agent reports what it spent (``spend``)."""

    def __init__(self, total: float = 1.5, share: float = 0.5, floor: float = 0.01) -> None:
        self.total = float(total)
        self.share = float(share)
        self.floor = float(floor)
        self.turn: tuple | None = None      # the own turn being budgeted
        self.spent = 0.0

    def begin(self, view) -> None:
        """A decision in ``view``: the budget starts afresh when its seat's own turn has
        changed since the last decision."""
        turn = own_turn(view)
        if turn is not None and turn != self.turn:
            self.turn = turn
            self.spent = 0.0

    def allowance(self, cap: float | None = None) -> float:
        """The most this decision may think: its share of what is left of the turn, at
        least the floor, and at most ``cap`` (the decision's own cap) when given."""
        left = max(0.0, self.total - self.spent)
        allowed = max(self.floor, left * self.share)
        return allowed if cap is None else min(float(cap), allowed)

    def spend(self, seconds: float) -> None:
        self.spent += max(0.0, float(seconds))
