"""Knocked out of a multiplayer game (a TableScene mix-in): when the human is out while
the others play on (Magecraft: no HP gems left; Magi-Nation: no Magi left, 3-4 players),
the table says so plainly and offers three ways on: watch the rest, skip to the result
(the AI seats play the game out at once, off-screen, a few moves a frame so the window
stays alive) or start a new game.

Which seats are out comes from the engine state through ``seats_out()``: the engine's
``RULES.seats_out(state)`` when it has one, else the state's per-seat ``out`` flags (a
list of booleans, as Magecraft's and Magi-Nation's states keep); a game whose engine
tells it another way overrides ``seats_out`` on its table.
"""
from __future__ import annotations

import time

import pygame

from app.ui import palette, text
from app.ui.widgets import draw_panel
from scenes.kit.shell import shell_of

PLAY_OUT_BUDGET = 0.025      # seconds of play-out per frame (the window keeps drawing)
OUT_TITLE = "You are out"
WATCHING = "You are out: watching. Space: your choices"
PLAYING_OUT = "Playing the game out…"


class KnockOut:
    """The knocked-out hand-off; TableScene calls ``_watch_knockout`` every frame."""

    # where the "You are out: watching" banner stands (its midtop; None: the top of the
    # table area, left of the log): a table may put it over the human's own board
    out_banner_at: tuple | None = None

    def _init_knockout(self) -> None:
        self.out_told = False          # the human was told they are out
        self.playing_out = False       # the AI seats are playing the game out
        self.out_line = ""             # the engine's words for the human going out
        self._out_hook = None

    # the engine's word --------------------------------------------------------------------
    def seats_out(self) -> set:
        """The seats knocked out while the game goes on (see the module's docstring)."""
        state = self.state
        ask = getattr(self.rules, "seats_out", None)
        if callable(ask):
            return set(ask(state))
        flags = getattr(state, "out", None)
        n = getattr(state, "players", None)
        if isinstance(flags, (list, tuple)) and len(flags) == n \
                and all(isinstance(f, bool) for f in flags):
            return {p for p, f in enumerate(flags) if f}
        return set()

    @property
    def human_out(self) -> bool:
        """The human is out of a game that goes on without them."""
        return (self.human is not None and self.state is not None
                and self.state.to_move is not None and self.human in self.seats_out())

    def _note_out_events(self, events) -> None:
        """Keeps the engine's line for the human going out (from apply)."""
        for ev in events:
            if ev.get("type") == "PlayerOut" and ev.get("player") == self.human:
                self.out_line = self._narrate(ev) or ""

    # each frame ----------------------------------------------------------------------------
    def _watch_knockout(self) -> None:
        if self.playing_out:
            self._play_out_step()
            return
        if self.out_told or self.queue.busy or not self.human_out:
            return
        top = self.app.stack.top
        if top is not self:
            return                   # told once the pop-ups above are gone
        self.out_told = True
        self._watch_banner(True)
        self.offer_knockout()

    def offer_knockout(self) -> None:
        """The three ways on, in a message (Enter: skip to the result; Esc: watch)."""
        shell = shell_of(self.app)
        if shell is None:
            return                       # no shell to ask with: watching
        others = len([p for p in range(self.players)
                      if p != self.human and p not in self.seats_out()])
        why = self.out_line.strip() or "You are out of this game."
        body = (f"{why} The {others} other players play on. Watch the rest of the game, "
                "skip to the result (the AI players finish it at once), or start a new "
                "game.")
        self.app.stack.push(shell.message_overlay(self.app, OUT_TITLE, body, [
            ("Skip to the result", self.play_out), ("New game", self.restart),
            ("Watch", None)]))

    def play_out(self) -> None:
        """The AI seats play the game to its end at once, without animations; then the
        game-over screen."""
        if self.state.to_move is None:
            return
        self.playing_out = True
        self.ai.cancel()
        self.popup = None
        self.drag.cancel()

    def _play_out_step(self) -> None:
        rules = self.rules
        stop = time.perf_counter() + PLAY_OUT_BUDGET
        self.ai.cancel()
        while self.state.to_move is not None and time.perf_counter() < stop:
            self.queue.skip()
            seat = self.state.to_move
            legal = rules.legal_actions(self.state)
            if not legal:
                break
            if seat == self.human:
                action = legal[0]       # never expected: the human is out
            elif self.ai.forced(legal):
                action = legal[0]
            else:
                action = self.ai.agent(seat).choose(rules.view(self.state, seat), legal, None)
            self.apply(action)
        self.queue.skip()
        if self.state.to_move is None:
            self.playing_out = False
            self._watch_banner(False)
            self.session.autosave(self.save_meta)      # a finished game clears the save

    # the banner while watching -----------------------------------------------------------
    def _watch_banner(self, on: bool) -> None:
        hook = self._out_hook
        if hook is not None and hook in self.draw_hooks:
            self.draw_hooks.remove(hook)
        self._out_hook = None
        if on:
            self._out_hook = self._draw_out_banner
            self.draw_hooks.append(self._out_hook)

    def _draw_out_banner(self, surface) -> None:
        if self.state.to_move is None and not self.playing_out:
            return
        words = PLAYING_OUT if self.playing_out else WATCHING
        img = text.render(words, 14, palette.TEXT, text.BOLD)
        box = pygame.Rect(0, 0, img.get_width() + 28, img.get_height() + 12)
        box.midtop = self.out_banner_at or (self.log.full_rect.x // 2, 4)
        draw_panel(surface, box, fill=(60, 30, 34), border=palette.BAD, radius=10, alpha=235)
        surface.blit(img, img.get_rect(center=box.center))
