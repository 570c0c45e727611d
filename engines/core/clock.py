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
