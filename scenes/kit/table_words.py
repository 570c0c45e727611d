"""The table's log words as if the game stood at an earlier state: the log rebuilt from
the record (Continue, a replay, a new viewer after a pass-and-play hand-over) is worded
by the table's own ``_describe``/``_narrate``, which read the session's state."""
from __future__ import annotations

from typing import Any, Callable


def worded_at(session, state, word: Callable[[Any], Any], thing) -> Any:
    """``word(thing)`` with ``session.state`` standing at ``state`` for the call."""
    keep, session.state = session.state, state
    try:
        return word(thing)
    finally:
        session.state = keep
