"""Replays (issue 25): a saved or finished game shown on its own table, step by step.

:class:`ReplayController` drives a game's real table (``table.replay`` is set: no input
acts on the game, the AI seats do not move, no question pops up, no game-over screen;
scenes.kit.table) through the record it was given. Forward plays the next action of
the record on the table, with every animation and log line as in play (the kit's
pipeline: ``table.apply``); back rebuilds the state by replaying the record up to that
point and re-draws the log up to it, without animating (a snap). Turns are where the
engine said a turn began (its TurnBegan events). A finished game may show every hand:
the table then draws the full state, as an AI-only demo does (``view_state``); a game
still going on never does. Nothing here saves: the table is opened with no autosave.

The controls bar, the keys and the way in and out are scenes.kit.replay_bar's.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from app.ui import palette
from engines.core import events as E
from engines.core.replay import Record

SPEEDS = (0.5, 1.0, 2.0, 4.0)


@dataclass(frozen=True)
class Mistake:
    """A move the review marked, as the replay shows it: the record's ``index`` (the
    replay stands just before the move there) and the move played and the better one,
    in the game's words."""
    index: int
    played: str
    best: str

    def line(self) -> str:
        """"Your move here: Attack with Grub — better: Draw a card"."""
        return f"Your move here: {self.played} \u2014 better: {self.best}"


@dataclass(frozen=True)
class Marks:
    """What a record holds, found by replaying it once: the turn shown at each point
    (``turn_at[k]``: after k actions), where turns begin, and whether it ends the game."""
    turn_at: tuple[int, ...]
    turn_starts: tuple[int, ...]
    finished: bool


def marks_of(rules, record: Record) -> Marks:
    """The record replayed from its start (IllegalAction when a move is refused)."""
    state, opening = rules.start(dict(record.config), record.seed)
    turn = _turn(opening, 0)
    turn_at, starts = [turn], [0]
    for i, action in enumerate(record.actions):
        events = rules.apply(state, action)
        began = _turn(events, None)
        if began is not None:
            turn = began
            starts.append(i + 1)
        turn_at.append(turn)
    return Marks(tuple(turn_at), tuple(starts), state.to_move is None)


def replay_status(table) -> str | None:
    """The replay's own status line when ``table`` shows a replay (every game's status
    or prompt line reads it first), else None."""
    replay = getattr(table, "replay", None)
    return replay.status() if replay is not None else None


def teaches(table) -> bool:
    """May ``table`` show its tips and tutorial prompts ("drag a spell left of a
    spellbook")? Not in a replay: nothing there is the player's to do (the table's
    ``replay`` is the one switch every game reads)."""
    return getattr(table, "replay", None) is None


def _turn(events, default):
    """The number of the last turn ``events`` begin (``default``: none begins)."""
    found = default
    for ev in events:
        if ev.get("type") == E.TURN_BEGAN and type(ev.get("turn_no")) is int:
            found = ev["turn_no"]
    return found


class ReplayController:
    """The replay of ``record`` on ``table`` (see the module's docstring)."""

    REFUSED = "This is a replay: no move can be played in it"

    def __init__(self, table, record: Record, marks: Marks | None = None) -> None:
        self.table = table
        self.record = Record(record.game, dict(record.config), record.seed,
                             list(record.actions))
        self.marks = marks if marks is not None else marks_of(table.rules, self.record)
        self.at = 0                  # the actions of the record on the table
        self.playing = False
        self.speed = 1.0
        self.every_hand = False
        self.wait = 0.0              # seconds since the last action (while playing)
        self._over_told = False
        self.mistake: Mistake | None = None   # the review's marked move (Watch)
        self.bar: Any = None         # the controls bar (scenes.kit.replay_bar)
        table.replay = self
        table.autosave_enabled = False
        self.hide_buttons()
        self.goto(0)

    def hide_buttons(self) -> None:
        """Undo, Menu and the game's own buttons: none acts in a replay, so none shows;
        only the ones that change the view stay (the table's ``view_buttons``)."""
        t = self.table
        keep = {id(b) for b in t.view_buttons()} if hasattr(t, "view_buttons") else set()
        for b in t.buttons:
            if id(b) not in keep:
                b.visible = False

    # where the replay stands ----------------------------------------------------------
    @property
    def total(self) -> int:
        return len(self.record.actions)

    @property
    def finished(self) -> bool:
        """The record ends the game (only then may every hand be shown)."""
        return self.marks.finished

    @property
    def turn(self) -> int:
        return self.marks.turn_at[self.at]

    def label(self) -> str:
        """"action 37 of 212, turn 9"."""
        text = f"action {self.at} of {self.total}"
        return f"{text}, turn {self.turn}" if self.turn else text

    def at_mistake(self) -> bool:
        """Does the replay stand just before the review's marked move?"""
        return self.mistake is not None and self.at == self.mistake.index

    def status(self) -> str:
        """The table's status line in a replay, instead of its live prompt ("Bram is
        thinking…", "Your turn — play…" would say something is awaited): "Replay —
        Bram's turn 9", "Replay — your turn 9", "Replay — the game is over"; just
        before the review's marked move, that move and the better one ("Your move
        here: … — better: …")."""
        if self.mistake is not None and self.at_mistake():
            return self.mistake.line()
        t = self.table
        seat = t.state.to_move
        if seat is None:
            return "Replay — the game is over"
        who = "your" if seat == t.human else f"{t.names[seat]}'s"
        return f"Replay — {who} turn {self.turn}" if self.turn else f"Replay — {who} turn"

    def mark_mistake(self, index: int, played, best) -> Mistake:
        """Mark the review's mistake at ``index`` (the actions ``played`` and ``best``
        there, worded as the review words them: engines.core.advice, for the table's
        player, at the position before the move): the status line says it while the
        replay stands there, and the bar ticks its place."""
        from engines.core.advice import advice
        rules, seat = self.table.rules, self.table.human
        state = rules.new_game(dict(self.record.config), self.record.seed)
        for action in self.record.actions[:max(0, min(self.total, int(index)))]:
            rules.apply(state, action)

        def say(action) -> str:
            try:
                return advice(rules, state, tuple(action), seat)
            except Exception:  # noqa: BLE001 - a move the wording cannot make, as it is
                return " ".join(str(x) for x in action)
        self.mistake = Mistake(int(index), say(played), say(best))
        if self.bar is not None:
            self.bar.relayout()          # the bar grows by the words' box
        return self.mistake

    # moving ---------------------------------------------------------------------------
    def goto(self, k: int) -> None:
        """The table at ``k`` actions into the record, at once: the state rebuilt by
        replaying, the log re-drawn up to it, nothing animating."""
        k = max(0, min(self.total, int(k)))
        t = self.table
        t._let_go()
        for part in t.parts.each():
            part.reset()
        t.log.clear()
        t.session.restore(Record(self.record.game, dict(self.record.config),
                                 self.record.seed, self.record.actions[:k]), t._replay)
        t._legal_cache = t._decision_cache = None
        t.hurry.reset()
        t.knockout.reset()
        t.pipeline.sync()
        self.at = k
        self.wait = 0.0
        self._over_told = False
        if t.state.to_move is None:
            self.game_over(None)

    def forward(self) -> None:
        """The next action of the record, played on the table with its animations (the
        last one's still running are finished first)."""
        if self.at >= self.total:
            self.playing = False
            return
        t = self.table
        if t.queue.busy:
            t.queue.skip()
        t.apply(self.record.actions[self.at])
        self.at += 1
        self.wait = 0.0
        if self.at >= self.total:
            self.playing = False

    def back(self) -> None:
        self.goto(self.at - 1)

    def turn_back(self) -> None:
        """To the start of this turn, or of the one before when at its start already."""
        self.goto(max((s for s in self.marks.turn_starts if s < self.at), default=0))

    def turn_forward(self) -> None:
        """To the start of the next turn (the end when none begins after)."""
        self.goto(min((s for s in self.marks.turn_starts if s > self.at),
                      default=self.total))

    def to_start(self) -> None:
        self.goto(0)

    def to_end(self) -> None:
        self.goto(self.total)

    def play_pause(self) -> None:
        """Play (from the start again when at the end) or pause."""
        if self.playing:
            self.playing = False
            return
        if self.at >= self.total:
            self.goto(0)
        self.playing = True
        self.wait = 0.0

    def set_speed(self, speed: float) -> None:
        self.speed = float(speed)

    def show_every_hand(self, on: bool) -> bool:
        """Every seat's hidden cards face up (a finished game only); False when refused."""
        if on and not self.finished:
            return False
        self.every_hand = bool(on)
        self.goto(self.at)
        return True

    # the frame ------------------------------------------------------------------------
    def tick(self, dt: float) -> None:
        """While playing: the next action once the last one's animations are done and
        the table's pace (shortened by the speed) has passed."""
        t = self.table
        self.hide_buttons()          # a table may show its buttons again as it ticks
        if self.bar is not None:
            self.bar.tick()
        if not self.playing or t.queue.busy:
            return
        self.wait += dt * self.speed
        if self.wait >= t.ai_pace:
            self.forward()

    def game_over(self, ev) -> None:
        """The record's end reached: the result in the log, once (no game-over screen)."""
        if self._over_told:
            return
        self._over_told = True
        t = self.table
        if ev is None:
            res = t.rules.result(t.state) or {"winners": []}
            ev = E.game_over(res["winners"], res.get("reason", ""))
        line = t._narrate(ev)
        if line:
            t.log.add(line, palette.ACCENT)

    # the table's input in a replay --------------------------------------------------------
    def table_input(self, event) -> bool:
        """What reaches the table in a replay: only what looks (the hover and right-click
        zoom, the log's scrolling, the view's own buttons and keys: the table's
        ``view_buttons`` and ``view_input``); the controls bar first. Every other input is
        swallowed: nothing acts on the game."""
        t = self.table
        if self.bar is not None and self.bar.handle(event):
            return True
        et = event.type
        if et in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION) \
                and hasattr(t, "view_buttons"):
            for b in t.view_buttons():      # the view's own buttons (Arena's turn, Fit)
                if b.handle(event) and et != pygame.MOUSEMOTION:
                    return True
        if hasattr(t, "view_input") and t.view_input(event):
            return True
        if et == pygame.MOUSEMOTION:
            return t.kit_input.handle(event)
        if et in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            if event.button == 3:
                return t.kit_input.handle(event)
            t.mouse, t.mouse_seen = event.pos, True
            return True
        if et == pygame.MOUSEWHEEL:
            return t.log.handle(event)
        return True
