"""The table's words for the log (a part of the kit's table, mixed into
:class:`scenes.kit.table.TableScene`): an action's line before it is applied and an
event's line, in the viewer's "you" (the human's seat, or the person at the screen in
pass-and-play); the same words as if the game stood at an earlier state (the log rebuilt
from the record on Continue, or for a new viewer after a hand-over). A game's table
overrides ``_describe``/``_narrate`` when it words its own lines."""
from __future__ import annotations

from typing import Any


class TableWords:
    # what it reads of its table: the game's rules, the session (its state), the viewer's
    # seat, the log panel
    rules: Any
    session: Any
    state: Any
    human: Any
    log: Any

    def _describe(self, action) -> str | None:
        """The log line of ``action`` (before it is applied), "you" for the human;
        None logs nothing."""
        return self.rules.describe(self.state, action, self.human)

    def _narrate(self, event) -> str | None:
        """The log line of one event, "you" for the human (None: no line)."""
        return self.rules.narrate(self.state, event, self.human)

    def _at(self, state, word, thing):
        """``word(thing)`` (the table's own ``_describe``/``_narrate``) as if the game
        stood at ``state`` (the log rebuilt from the record)."""
        keep, self.session.state = self.session.state, state
        try:
            return word(thing)
        finally:
            self.session.state = keep

    def _describe_at(self, state, action) -> str | None:
        return self._at(state, self._describe, action)

    def _narrate_at(self, state, event) -> str | None:
        return self._at(state, self._narrate, event)

    def _log_restored(self, lines) -> None:
        """A restored game (Continue) gets its log back, rebuilt from the record with
        the table's wording ("you" for the human): the session's replay calls this."""
        self.log.add_restored(lines)

    def narrate(self, event) -> str | None:
        """The log line of one event, "you" for the human (the table's wording)."""
        return self._narrate(event)
