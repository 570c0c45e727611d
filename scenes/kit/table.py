"""What every game table scene does the same way, around its :class:`GameSession`.

:class:`TableScene` holds the session (``state``, ``record``, ``actors``, ``human``,
``difficulty``, ``mode`` read through to it), turns the human's input into engine
actions (refused ones say why, near the cursor), drives the AI seats at a readable pace,
autosaves after every action, undoes, restarts, pauses on Esc and routes the common keys
and clicks: Esc (drop / unpin / pause), Ctrl+Z (undo), Space, L (the log), right click
(pin the zoom), a click while the animations play (skip them).

A table subclass provides ``rules``, ``game_key``, ``ai_names``, ``ai_pace`` and the
game's own parts: ``_config``, ``_start``, ``_play_events``, ``card_under``,
``_zoom_area``, ``_click``, ``space`` and drawing. Tutorials hook in through
``action_filter``, ``listeners`` and ``draw_hooks``.
"""
from __future__ import annotations

import os
import random

import pygame

from app.scene import Scene
from app.ui import commands, palette
from scenes.kit.session import GameSession


# the commands every table understands (app.ui.commands), in the order they are tried
TABLE_COMMANDS = ("undo", "log", "next_step", "pause")


def _test_mode(app) -> bool:
    return bool(getattr(app, "headless", False)) and (
        "PYTEST_CURRENT_TEST" in os.environ or getattr(app, "test_mode", False))


def _session_attr(name: str) -> property:
    def get(self):
        return getattr(self.session, name)

    def set_(self, value) -> None:
        setattr(self.session, name, value)
    return property(get, set_, doc=f"The session's ``{name}``.")


class TableScene(Scene):
    rules = None                 # the game's RULES
    game_key = ""
    ai_names: tuple = ()
    ai_pace = 0.5                # seconds between AI moves at normal speed
    esc_closes_popup = False     # Esc closes an open choice pop-up before pausing

    state = _session_attr("state")
    record = _session_attr("record")
    actors = _session_attr("actors")
    human = _session_attr("human")
    difficulty = _session_attr("difficulty")
    mode = _session_attr("mode")
    autosave_enabled = _session_attr("autosave_enabled")

    # setup ------------------------------------------------------------------------------
    def _init_session(self, options, demo: bool, human_seat, difficulty: str, mode: str,
                      autosave) -> None:
        self.options = dict(options or {})
        self.demo = demo
        self.session = GameSession(self.rules, self.game_key, None if demo else human_seat,
                                   difficulty, mode, (not demo) if autosave is None
                                   else autosave)
        self.action_filter = None          # tutorials: fn(gesture) -> reason | None
        self.listeners: dict[str, list] = {"after_action": []}   # fn(action, events)
        self.draw_hooks: list = []         # fn(surface), drawn on top
        self._legal_cache = None
        self.popup = None
        self.mouse = (0, 0)
        self.time = 0.0
        self.ai_wait = 0.0

    def _init_seats(self, players: int, seed, record, names) -> None:
        """players, seed (random when None) and seat names; a saved record decides the
        first two."""
        if record is not None:
            players = record.config["players"]
            seed = record.seed
        self.players = int(players)
        self.seed = seed if seed is not None else random.randrange(1 << 30)
        self.names = self._seat_names(names, record)

    def _seat_names(self, names, record) -> list:
        """``names``, else the record's, else "You" for the human and AI names."""
        if names is not None:
            return names
        if record is not None and record.config.get("names"):
            return list(record.config["names"])
        ai = iter(self.ai_names)
        return ["You" if i == self.human else next(ai) for i in range(self.players)]

    def _inline_ai(self, inline_ai) -> bool:
        if inline_ai is None:
            return _test_mode(self.app) or (self.demo and self.app.headless)
        return inline_ai

    def _speed(self) -> float:
        try:
            return float(self.app.settings.speed_factor)
        except Exception:  # noqa: BLE001
            return 1.0

    def _replay(self, actions):
        """(state, actors) after ``actions``; tables add bookkeeping, tutorials a staged
        start."""
        return self.session.replay(actions)

    def restart(self) -> None:
        """A new game with the same seats (pause menu, "Play again")."""
        self.seed = self.seed + 1 if self.demo else random.randrange(1 << 30)
        self.ai.reset(self.seed)
        self._restart_options()
        self._start(None)

    def _restart_options(self) -> None:
        """Options a new game must not keep."""

    # engine access ------------------------------------------------------------------------
    @property
    def human_to_move(self) -> bool:
        return self.human is not None and self.state.to_move == self.human

    def can_act(self) -> bool:
        return self.human_to_move and not self.queue.busy

    def legal(self) -> list:
        cache = self._legal_cache
        if cache is None or cache[0] is not self.state or cache[1] != len(self.record.actions):
            cache = self._legal_cache = (self.state, len(self.record.actions),
                                         self.rules.legal_actions(self.state))
        return cache[2]

    def human_legal(self) -> list:
        return self.legal() if self.can_act() else []

    def _gesture(self, action):
        """What ``action_filter`` is shown for one action (a table may wrap it)."""
        return action

    def refuse_reason(self, action) -> str | None:
        if self.human is None:
            return "The AI is playing this game"
        if self.state.to_move is None:
            return "The game is over"
        if self.state.to_move != self.human:
            return f"It is not your turn: {self.names[self.state.to_move]} is to move"
        reason = self.rules.why_illegal(self.state, action)
        if reason:
            return reason
        if self.action_filter is not None:
            return self.action_filter(self._gesture(action))
        return None

    def human_act(self, action, from_pos=None) -> str | None:
        """Apply the human's action; returns the reason when refused."""
        if self.queue.busy:
            self.queue.skip()
        reason = self.refuse_reason(action)
        if reason:
            self.show_message(reason)
            return reason
        self.apply(action, from_pos)
        return None

    def _describe(self, action) -> str | None:
        """The log line of ``action`` (before it is applied), "you" for the human;
        None logs nothing."""
        return self.rules.describe(self.state, action, self.human)

    def _narrate(self, event) -> str | None:
        """The log line of one event, "you" for the human (None: no line)."""
        return self.rules.narrate(self.state, event, self.human)

    def apply(self, action, from_pos=None) -> list:
        actor = self.state.to_move
        line = self._describe(action)
        events = self.session.apply(action)
        self._legal_cache = None
        self.ai_wait = 0.0
        self.popup = None
        self._applied(events)
        if line is not None:
            self.log.add(line, palette.SEAT_COLOURS[actor % 8] if actor is not None
                         else palette.TEXT)
        self._from_pos = from_pos
        self._play_events(events)
        self._autosave()
        for fn in list(self.listeners["after_action"]):
            fn(action, events)
        return events

    def _applied(self, events) -> None:
        """Bookkeeping right after an action is applied (before its events play)."""

    def _autosave(self) -> None:
        error = self.session.autosave(self.save_meta)
        if error:
            self.log.add(error, palette.BAD)

    def save_meta(self) -> dict:
        """The autosave's meta (a tutorial adds its step)."""
        return self.session.save_meta()

    # undo / pause / messages ----------------------------------------------------------------
    def can_undo(self) -> bool:
        return self.session.can_undo()

    def undo(self) -> None:
        if not self.can_undo():
            self.show_message("Nothing to undo yet")
            return
        self.queue.clear()
        self.ai.cancel()
        self.drag.cancel()
        self.popup = None
        self.session.undo(self._replay)
        self._legal_cache = None
        self._show_state()
        self.log.add("Undone: back to before your last move.", palette.ACCENT)
        self._autosave()

    def _show_state(self) -> None:
        """Draw the state as it is now, without animating (after an undo)."""

    def pause(self) -> None:
        try:
            from scenes.pause import PauseOverlay
        except ImportError:
            self.show_message("Pause menu not available")
            return
        self.app.stack.push(PauseOverlay(self.app, self))

    def show_message(self, message: str, seconds: float = 3.0) -> None:
        self.drag.show_message(message, self.mouse, seconds)

    # the AI seats ---------------------------------------------------------------------------
    def _drive_ai(self, dt) -> None:
        st = self.state
        if st.to_move is None or st.to_move == self.human:
            return
        top = self.app.stack.top
        if top is not self and not getattr(top, "updates_below", False):
            return
        if self.ai.thinking:
            action = self.ai.poll()
            if action is not None:
                self.apply(action)
            return
        self.ai_wait += dt * self._speed()
        if self.ai_wait < self.ai_pace:
            return
        action = self.ai.ask(st, st.to_move)
        if action is not None:
            self.apply(action)

    # input ----------------------------------------------------------------------------------
    def handle(self, event) -> bool:
        et = event.type
        if et == pygame.MOUSEMOTION:
            self.mouse = event.pos
            if (self.zoom_pinned and self.zoom_key is not None
                    and not self._zoom_area().collidepoint(event.pos)):
                self.zoom_pinned, self.zoom_key = False, None
        command = commands.command_of(event, TABLE_COMMANDS)
        if command == "pause":
            if self.drag.busy:
                return self.drag.handle(event)
            if self.esc_closes_popup and self.popup is not None:
                self.popup = None
                return True
            if self.zoom_pinned:
                self.zoom_pinned, self.zoom_key = False, None
                return True
            self.pause()
            return True
        if command == "undo":
            self.undo()
            return True
        if command == "next_step":
            self.space()
            return True
        if command == "log":
            self.log.toggle()
            return True
        if self.popup is not None and not self.queue.busy:
            if self._handle_popup(event):
                return True
        if et == pygame.MOUSEBUTTONDOWN and event.button == 3:
            key = self.card_under(event.pos)
            self.zoom_key, self.zoom_pinned = (key, True) if key is not None else (None, False)
            return True
        if self.log.handle(event):
            return True
        for b in self.buttons:
            if b.handle(event):
                return True
        if self._handle_more(event):
            return True
        if self.queue.busy and et == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.queue.skip()
            return True
        if self.drag.handle(event):
            return True
        if et == pygame.MOUSEBUTTONUP and event.button == 1:
            return self._click(event.pos)
        return et in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)

    def _handle_popup(self, event) -> bool:
        """The open pop-up's turn at ``event`` (a table may close it on a click beside)."""
        return self.popup.handle(event)

    def _handle_more(self, event) -> bool:
        """The table's own controls, after the buttons."""
        return False

    def _click(self, pos) -> bool:
        return False

    def space(self) -> None:
        pass

    def exit(self) -> None:
        self.ai.close()
