"""Knocked out of a multiplayer game (a part of the kit's table, ``table.knockout``): when the human is out while
the others play on (Magecraft: no HP gems left; Magi-Nation: no Magi left, 3-4 players),
the table says so plainly and offers three ways on: watch the rest, skip to the result
(the AI seats play the game out at once, off-screen, a few moves a frame so the window
stays alive) or start a new game.

Which seats are out comes from the table's ``seats_out()`` (by default
:func:`seats_out_of`: the engine's ``RULES.seats_out(state)`` when it has one, else the
state's per-seat ``out`` flags, a list of booleans, as Magecraft's and Magi-Nation's
states keep). The part reads of its table (declared: scenes.kit.parts.KnockOutFace): the
state, rules, the human's seat, the number of players, ``seats_out``, the queue, the AI
driver, the app's stack, the log's column, ``out_banner_at``; it asks it to ``apply``
(the play-out), ``restart``, narrate and autosave, and it may clear the pop-up, cancel
the drag and add its banner to the ``draw_hooks``.
"""
from __future__ import annotations

import time
from typing import Callable

import pygame

from app.ui import palette, text
from app.ui.widgets import draw_panel
from engines.core.results import seats_out
from scenes.kit.parts import KnockOutFace
from scenes.kit.shell import shell_of

PLAY_OUT_BUDGET = 0.025      # seconds of play-out per frame (the window keeps drawing)
OUT_TITLE = "You are out"
WATCHING = "You are out: watching. Space: your choices"
PLAYING_OUT = "Playing the game out…"


def seats_out_of(rules, state) -> set:
    """The seats knocked out while the game goes on (see the module's docstring): the
    engines' own reading, engines.core.results.seats_out."""
    return seats_out(rules, state)


class KnockOut:
    """The knocked-out hand-off; the table calls ``watch`` every frame."""

    def __init__(self, table: KnockOutFace) -> None:
        self.table = table
        self.banner_hook: Callable | None = None   # the banner's draw hook while watching
        self.reset()

    def reset(self) -> None:
        """Not out (a new game; an undo that took the knock-out back)."""
        self.banner(False)
        self.told = False              # the human was told they are out
        self.playing_out = False       # the AI seats are playing the game out
        self.out_line = ""             # the engine's words for the human going out

    @property
    def human_out(self) -> bool:
        """The human is out of a game that goes on without them."""
        t = self.table
        return (t.human is not None and t.state is not None
                and t.state.to_move is not None and t.human in t.seats_out())

    def note(self, events) -> None:
        """Keeps the engine's line for the human going out (from apply)."""
        for ev in events:
            if ev.get("type") == "PlayerOut" and ev.get("player") == self.table.human:
                self.out_line = self.table.narrate(ev) or ""

    # each frame ----------------------------------------------------------------------------
    def watch(self) -> None:
        t = self.table
        if self.playing_out:
            self._play_out_step()
            return
        if t.queue.busy or not self.human_out:
            return
        out = t.seats_out()
        if any(p != t.human and p not in out for p in t.session.people):
            return         # pass-and-play: other people play on (the hand-over's turn)
        if t.state.to_move == t.human:
            # out in the middle of their own turn (Arena: the last figure destroyed as it
            # moved): the one move left, ending the turn, is made for them - it cannot
            # hurt, and the others would wait for it while the human watches
            legal = t.rules.legal_actions(t.state)
            if len(legal) == 1:
                t.apply(legal[0])
            return
        if self.told:
            return
        if t.app.stack.top is not t:
            return                   # told once the pop-ups above are gone
        self.told = True
        self.banner(True)
        self.offer()

    def offer(self) -> None:
        """The three ways on, in a message (Enter: skip to the result; Esc: watch)."""
        t = self.table
        shell = shell_of(t.app)
        if shell is None:
            return                       # no shell to ask with: watching
        out = t.seats_out()
        others = len([p for p in range(t.players) if p != t.human and p not in out])
        why = self.out_line.strip() or "You are out of this game."
        body = (f"{why} The {others} other players play on. Watch the rest of the game, "
                "skip to the result (the AI players finish it at once), or start a new "
                "game.")
        t.app.stack.push(shell.message(OUT_TITLE, body, [
            ("Skip to the result", self.play_out), ("New game", t.restart),
            ("Watch", None)]))

    def play_out(self) -> None:
        """The AI seats play the game to its end at once, without animations; then the
        game-over screen."""
        t = self.table
        if t.state.to_move is None:
            return
        self.playing_out = True
        t.ai.cancel()
        t.popup = None
        t.drag.cancel()

    def _play_out_step(self) -> None:
        t = self.table
        rules = t.rules
        stop = time.perf_counter() + PLAY_OUT_BUDGET
        t.ai.cancel()
        while t.state.to_move is not None and time.perf_counter() < stop:
            t.queue.skip()
            seat = t.state.to_move
            legal = rules.legal_actions(t.state)
            if not legal:
                break
            if seat == t.human:
                action = legal[0]       # never expected: the human is out
            elif t.ai.forced(legal):
                action = legal[0]
            else:
                action = t.ai.agent(seat).choose(rules.view(t.state, seat), legal, None)
            t.apply(action)
        t.queue.skip()
        if t.state.to_move is None:
            self.playing_out = False
            self.banner(False)
            t.session.autosave(t.save_meta)      # a finished game clears the save

    # the banner while watching -----------------------------------------------------------
    def banner(self, on: bool) -> None:
        hooks = self.table.draw_hooks
        if self.banner_hook is not None and self.banner_hook in hooks:
            hooks.remove(self.banner_hook)
        self.banner_hook = None
        if on:
            self.banner_hook = self._draw_banner
            hooks.append(self.banner_hook)

    def _draw_banner(self, surface) -> None:
        t = self.table
        if t.state.to_move is None and not self.playing_out:
            return
        words = PLAYING_OUT if self.playing_out else WATCHING
        img = text.render(words, 14, palette.TEXT, text.BOLD)
        box = pygame.Rect(0, 0, img.get_width() + 28, img.get_height() + 12)
        box.midtop = t.out_banner_at or (t.log.full_rect.x // 2, 4)
        draw_panel(surface, box, fill=(60, 30, 34), border=palette.BAD, radius=10, alpha=235)
        surface.blit(img, img.get_rect(center=box.center))
