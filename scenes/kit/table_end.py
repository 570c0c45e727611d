"""The end of a table's game and its saves (a part of the kit's table, ``table.ending``):
the game-over hand-off (fanfare, the log line, the game-over screen with its chart), a
forfeit's end, the way back to the menu, and the autosave.

What the part may read and ask of its table is declared by
:class:`scenes.kit.parts.EndFace`. The table keeps the hooks a game or a tutorial
overrides (``show_game_over``, ``_final_result``, ``_game_over_chart``, ``save_meta``,
``_autosave``) and forwards them here; the part asks them of the table, so an override
is always the one that runs.
"""
from __future__ import annotations

from app.audio import sfx
from app.ui import palette
from engines.core import events as E
from engines.core.forfeit import forfeit_action
from scenes.kit import record_keep
from scenes.kit.parts import EndFace
from scenes.kit.replay_bar import replay_table
from scenes.kit.shell import shell_of


FORFEIT_LINE = "You forfeited the game."


class TableEnd:
    """The table's end-of-game part (see the module's docstring)."""

    def __init__(self, table: EndFace) -> None:
        self.table = table

    # forfeit ------------------------------------------------------------------------------
    def forfeit(self) -> None:
        """The human gives up (the table checked it may, and let go of what was held):
        the engine ends the game as their loss (recorded), the log says so, the autosave
        is cleared, the game-over screen shows."""
        t = self.table
        seat = t.human
        assert seat is not None                  # the table checked: a person's game
        events = t.session.forfeit()
        t._legal_cache = t._decision_cache = None
        t.hurry.reset()
        t.log.add(FORFEIT_LINE, palette.ACCENT)
        t._show_state()
        t._autosave()
        for fn in list(t.listeners["after_action"]):
            fn(forfeit_action(seat), events)
        t.show_game_over(next((e for e in events if e.get("type") == E.GAME_OVER), None))

    # game over ----------------------------------------------------------------------------
    def queue_game_over(self, ev, wait: float = 0.4) -> None:
        """On the GameOver event: a short pause, then the table's game-over hand-off."""
        t = self.table
        if wait:
            t.queue.push_wait(wait)
        t.queue.push_call(lambda: t.show_game_over(ev))

    def show_game_over(self, ev=None) -> None:
        """The game-over hand-off, once: the fanfare when the game just ended (``ev``,
        the GameOver event; None for a restored finished game), the log line, then the
        game-over screen on top ("Play again" restarts, "Menu" goes to the menu; a game
        given up says who forfeited). A game that just ended goes on the player's record
        (scenes.kit.record_keep); a replay only says the result in its log. When people
        share the screen (pass-and-play) the screen names them all, winners included, and
        says "you" to no one (it is the screen's ``human``: None); the fanfare plays when
        a person won."""
        t = self.table
        if t.replay is not None:
            t.replay.game_over(ev)
            return
        if t.game_over_shown:
            return
        t.game_over_shown = True
        res = t.rules.result(t.state) or {"winners": [], "scores": [0] * t.players}
        ev_given = ev is not None
        shared = t.session.hot_seat         # people share the screen: no one is "you"
        if ev_given and (t.human is None or set(t.session.people) & set(res["winners"])):
            sfx("fanfare", t.app)           # a person won (an AI-only demo: always)
        if ev is None:
            ev = E.game_over(res["winners"], res.get("reason", ""))
        t._final_result(res)
        if ev_given:
            for problem in record_keep.keep(t, res):   # on the record (not a restored end)
                t.log.add(problem, palette.BAD)
        line = t._narrate(ev)
        if line:
            t.log.add(line, palette.ACCENT)
        totals, rows, target = t._game_over_chart(res)
        t.app.stack.push(t.game_over_class(
            t.app, t.names, totals, res["winners"], rows, target,
            None if shared else t.human,
            on_again=t.restart, on_menu=self.to_menu, auto=t.demo or t.human is None,
            draw=bool(res.get("draw")), forfeited=tuple(res.get("forfeited") or ()),
            on_replay=None if t.demo or t.human is None else lambda: replay_table(t),
            hints=t.hint.used, on_review=self.review_hook()))

    def review_hook(self):
        """The game-over screen's Review (scenes.kit.review): for one person's game (not a
        demo, a tutorial or an AI-only table; not a pass-and-play game either: the review
        is of one seat's decisions, and the shared screen has no one seat)."""
        t = self.table
        if t.human is None or t.demo or t.session.mode != "game" or t.session.hot_seat:
            return None

        def open_it() -> None:
            from scenes.kit.review import open_review    # only when asked
            open_review(t)
        return open_it

    def to_menu(self) -> None:
        """Back to the shell's start screen (without a shell: off the table)."""
        app = self.table.app
        shell = shell_of(app)
        if shell is None:
            app.stack.pop()
            return
        app.stack.clear_to(shell.start())

    def autosave(self) -> None:
        """The game saved (its meta: the table's ``save_meta``); an error goes to the
        log. Not while the game is being played out (saved, cleared, once it ends)."""
        t = self.table
        if t.playing_out:
            return
        error = t.session.autosave(t.save_meta)
        if error:
            t.log.add(error, palette.BAD)
