"""The end of a table's game and its saves (a TableScene mix-in): the game-over hand-off
(fanfare, the log line, the game-over screen with its chart), the way back to the menu,
and the autosave. A table overrides ``_final_result`` and ``_game_over_chart``."""
from __future__ import annotations

from app.audio import sfx
from app.ui import palette
from engines.core import events as E
from scenes.kit.shell import shell_of


class TableEnd:
    """TableScene's end-of-game half (see the module's docstring)."""

    # game over ----------------------------------------------------------------------------
    def _queue_game_over(self, ev, wait: float = 0.4) -> None:
        """On the GameOver event: a short pause, then the game-over hand-off."""
        if wait:
            self.queue.push_wait(wait)
        self.queue.push_call(lambda: self.show_game_over(ev))

    queue_game_over = _queue_game_over

    def show_game_over(self, ev=None) -> None:
        """The game-over hand-off, once: the fanfare when the game just ended (``ev``,
        the GameOver event; None for a restored finished game), the log line, then the
        game-over screen on top ("Play again" restarts, "Menu" goes to the menu)."""
        if self.game_over_shown:
            return
        self.game_over_shown = True
        res = self.rules.result(self.state) or {"winners": [], "scores": [0] * self.players}
        if ev is not None and (self.human is None or self.human in res["winners"]):
            sfx("fanfare", self.app)
        if ev is None:
            ev = E.game_over(res["winners"], res.get("reason", ""))
        self._final_result(res)
        line = self._narrate(ev)
        if line:
            self.log.add(line, palette.ACCENT)
        totals, rows, target = self._game_over_chart(res)
        self.app.stack.push(self.game_over_class(
            self.app, self.names, totals, res["winners"], rows, target, self.human,
            on_again=self.restart, on_menu=self._to_menu, auto=self.demo or self.human is None,
            draw=bool(res.get("draw"))))

    def _final_result(self, res) -> None:
        """The table's own bookkeeping when the game ends (before the screen shows)."""

    def _game_over_chart(self, res) -> tuple:
        """(final totals, the rows of the chart: each player's gain per round or turn,
        the chart's target line) for the game-over screen."""
        return res["scores"], res.get("rounds", []), 0

    def _to_menu(self) -> None:
        """Back to the shell's start screen (without a shell: off the table)."""
        shell = shell_of(self.app)
        if shell is None:
            self.app.stack.pop()
            return
        self.app.stack.clear_to(shell.start())

    def _autosave(self) -> None:
        if self.playing_out:
            return                   # saved (cleared) once the play-out ends
        error = self.session.autosave(self.save_meta)
        if error:
            self.log.add(error, palette.BAD)

    def save_meta(self) -> dict:
        """The autosave's meta (a tutorial adds its step)."""
        return self.session.save_meta()
