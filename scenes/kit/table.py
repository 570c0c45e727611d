"""What every game table scene does the same way, around its :class:`GameSession`.

:class:`TableScene` is the base every table shares; a game's table is a
:class:`scenes.kit.parts_table.PartsTable` (its ``spec`` and the named parts its
``build()`` makes: the one entry). The kit makes, in this order: the session
(``state``, ``record``, ``actors``, ``human``, ``difficulty``, ``mode`` read through to
it), the seats (``seats``: the viewer, the others in table order, the remap), its own
parts (the animation queue, the drag controller, the log panel, the zoom view and its
hover-hold, the Undo and Menu buttons, the AI driver, the knocked-out hand-off), and the
event pipeline (scenes.kit.pipeline: wording, the log at animation time, the handlers,
and ``shown``, what is drawn).

It turns the human's input into engine actions (its part ``acting``: scenes.kit.acting;
refused ones say why, near the cursor; a gesture of several actions is checked on a clone
first), drives the AI seats at a readable pace, autosaves after every action, undoes,
restarts, hands over to the game-over screen (its part ``ending``: scenes.kit.table_end),
pauses on Esc (through the shell it was handed: scenes.kit.shell) and routes the common
keys and clicks (its part ``kit_input``: scenes.kit.table_input). Those parts, like
``hurry`` and ``knockout``, are made with the table as the face they declare
(scenes.kit.parts); the table forwards its public names to them and keeps the hooks games
and tutorials override. ``update`` is the kit's: the table's ``tick``, then the kit's
watch. What a table draws is always the human's view of the state (``view_state``: the
full state only in an AI-only demo). An event type with no handler that the game does not
declare ignored is counted in ``unhandled_events``. Tutorials hook in through
``action_filter``, ``listeners`` and ``draw_hooks``. The Hint is its part ``hint``
(scenes.kit.hint).
"""
from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, Callable

import pygame

from app.scene import Scene
from app.ui import palette
from engines.core.replay import Record
from scenes.kit.ai_seats import drive_ai
from scenes.kit.room import room_rect
from scenes.kit.acting import HumanActs
from scenes.kit.game_over import GameOverScene
from scenes.kit.handover import HandOver
from scenes.kit.hurry import HurryGuard
from scenes.kit.knockout import KnockOut, seats_out_of
from scenes.kit.parts import TableParts
from scenes.kit.seats import Seats, fill_names, seat_names
from scenes.kit.session import GameSession
from scenes.kit.setup import TableSpec
from scenes.kit.shell import shell_of
from scenes.kit.table_build import build_parts
from scenes.kit.table_end import TableEnd
from scenes.kit.table_input import (HURRY_GRACE, IGNORED_CLICK_HINT, IGNORED_SPACE_HINT,
                                    SKIPPED_HINT, TABLE_COMMANDS, TableInput)
from scenes.kit.table_words import worded_at

if TYPE_CHECKING:
    from app.ui.ai_driver import AIDriver
    from app.ui.animq import AnimationQueue
    from app.ui.cards import HoverHold, ZoomView
    from app.ui.drag import DragController
    from app.ui.widgets import Button
    from scenes.kit.hint import Hint
    from scenes.kit.log_panel import LogPanel
    from scenes.kit.pipeline import EventPipeline
    from scenes.kit.zoom import LogCardZoom

__all__ = ["TableScene", "TABLE_COMMANDS", "HURRY_GRACE", "SKIPPED_HINT",
           "IGNORED_CLICK_HINT", "IGNORED_SPACE_HINT"]


def _session_attr(name: str) -> Any:
    return property(lambda self: getattr(self.session, name),
                    lambda self, value: setattr(self.session, name, value),
                    doc=f"The session's ``{name}``.")


class TableScene(Scene):
    rules: Any = None            # the game's RULES
    game_key = ""
    ai_names: tuple = ()
    ai_pace = 0.5                # seconds between AI moves at normal speed
    fast_ai_share = 0.35         # the share of it left with the setting "Fast AI turns"
    # the AI driver: True when a lone legal action may be taken without asking the agent,
    # and the per-move salt of the worker's seed (app.ui.ai_driver.AIDriver)
    ai_forced: Callable[[list], bool] | None = None
    ai_salt: Callable[[object], int] | None = None
    # action_filter sees the list of actions of a whole gesture (else one action)
    filter_takes_gestures = False
    game_over_class: type = GameOverScene
    # where the "You are out: watching" banner stands (its midtop; None: the top of the
    # table area, left of the log): a table may put it over the human's own board
    out_banner_at: tuple | None = None
    # every table is a scenes.kit.parts_table.PartsTable: its spec and its parts
    spec: TableSpec | None = None
    parts: TableParts | None = None
    replay: Any = None           # a replay's controller (scenes.kit.replay): see there
    # the parts every table has (scenes.kit.table_build.build_parts)
    inline_ai: bool
    queue: AnimationQueue
    drag: DragController
    log: LogPanel
    zoomer: ZoomView
    hover_hold: HoverHold
    log_zoom: LogCardZoom
    undo_button: Button
    menu_button: Button
    buttons: list[Button]
    hint: Hint
    ai: AIDriver
    pipeline: EventPipeline
    handover: HandOver

    def update(self, dt: float) -> None:
        """The frame: the table's ``tick``, then the kit's part (``_kit_tick``)."""
        self.tick(dt)
        self._kit_tick()

    def tick(self, dt: float) -> None:
        """The table's frame (the animations, its parts, the AI seats, the zoom)."""
        raise NotImplementedError

    def _kit_tick(self) -> None:
        """The kit's part of every frame: the hand-over's watch (scenes.kit.handover),
        the hurry guard's turn watch (scenes.kit.hurry), the knocked-out one
        (scenes.kit.knockout; not in a replay), the Hint's."""
        self.handover.watch()
        self.hurry.watch()
        if self.replay is None:
            self.knockout.watch()
        self.hint.tick()

    state: Any = _session_attr("state")
    record: Record = _session_attr("record")
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
        self.session.describer = self._describe_at
        self.session.narrator = self._narrate_at
        self.session.on_restored = self._log_restored
        # tutorials: fn(gesture) -> reason | None
        self.action_filter: Callable[[Any], str | None] | None = None
        self.listeners: dict[str, list] = {"after_action": []}   # fn(action, events)
        self.draw_hooks: list = []         # fn(surface), drawn on top
        self._legal_cache: tuple | None = None       # (state, actions played, legal)
        self._decision_cache: tuple | None = None    # (the legal cache, decision)
        self.popup: Any = None
        self.mouse: tuple[int, int] = (0, 0)
        self.mouse_seen = False            # no pointer event yet: messages go mid-table
        self.time = 0.0
        self.ai_wait = 0.0
        self.game_over_shown = False
        self.zoom_key: Any = None
        self.zoom_pinned = False
        # input given while the others play never acts on the human's turn
        self.hurry: HurryGuard = HurryGuard(self)
        self._input: Any = None        # the input being handled (one decision)
        self._last_input: Any = None   # ... when the human's last action was applied
        self._from_pos: Any = None     # where the human's last action came from
        self.knockout: KnockOut = KnockOut(self)   # knocked out while others play on
        self.kit_input = TableInput(self)  # the common keys and clicks, the zoom
        self.ending = TableEnd(self)       # the game-over hand-off, the autosave
        self.acting = HumanActs(self)      # the human's actions, gestures and answers
        self.handover = HandOver(self)     # pass-and-play: the screen between people

    def _init_table(self, **where) -> None:
        """The parts every table has (scenes.kit.table_build: the animation queue, the
        drag controller, the log, the zoom, Undo and Menu, the Hint, the AI driver, the
        event pipeline), placed where the game says."""
        build_parts(self, **where)

    def _init_seats(self, players: int, seed, record, names) -> None:
        """players, seed (random when None) and seat names; a saved record decides the
        first two."""
        if record is not None:
            players = record.config["players"]
            seed = record.seed
        self.players = int(players)
        self.seed = seed if seed is not None else random.randrange(1 << 30)
        self.names = fill_names(self._seat_names(names, record),
                                lambda: self._seat_names(None, None))
        self.seats = Seats(self.players, self.human, tuple(self.names))

    def _seat_names(self, names, record) -> list:
        return seat_names(names, record, self.human, self.players, self.ai_names)

    def ai_pace_now(self) -> float:
        """Seconds between two AI moves at normal speed: ``ai_pace``, shortened when the
        player turned on "Fast AI turns" in Settings (what the moves do still animates)."""
        fast = bool(getattr(getattr(self.app, "settings", None), "fast_ai", False))
        return self.ai_pace * (self.fast_ai_share if fast else 1.0)

    def speed(self) -> float:
        """The animations' speed factor (Settings; times a replay's speed)."""
        replay = self.replay.speed if self.replay is not None else 1.0
        try:
            return float(self.app.settings.speed_factor) * replay
        except Exception:  # noqa: BLE001
            return replay

    def _replay(self, actions):
        """(state, actors) after ``actions``; tables add bookkeeping, tutorials a staged
        start."""
        return self.session.replay(actions)

    def play_events(self, events: list) -> None:
        """An applied action's events to the screen: the pipeline."""
        self.pipeline.play(events)

    @property
    def shown(self):
        """What is drawn: the pipeline's snapshot (the view as of the last finished
        animation, patched by the handlers as they play)."""
        return self.pipeline.shown

    @property
    def unhandled_events(self) -> dict:
        """Event types seen with no handler, not declared ignored (tests read it)."""
        return self.pipeline.unhandled

    def restart(self) -> None:
        """A new game with the same seats (pause menu, "Play again")."""
        self.seed = self.seed + 1 if self.demo else random.randrange(1 << 30)
        self.ai.reset(self.seed)
        self.knockout.reset()
        self._close_dialogs()
        self._restart_options()
        self._start(None)

    def _restart_options(self) -> None:
        """Options a new game must not keep."""

    def _start(self, record) -> None:
        """A new game (``record`` None) or a saved one continued (the table's)."""
        raise NotImplementedError

    # engine access ------------------------------------------------------------------------
    @property
    def human_to_move(self) -> bool:
        return self.human is not None and self.state.to_move == self.human

    def can_act(self) -> bool:
        return self.replay is None and self.human_to_move and not self.queue.busy

    def legal(self) -> list:
        cache = self._legal_cache
        if cache is None or cache[0] is not self.state or cache[1] != len(self.record.actions):
            cache = self._legal_cache = (self.state, len(self.record.actions),
                                         self.rules.legal_actions(self.state))
        return cache[2]

    def human_legal(self) -> list:
        return self.legal() if self.can_act() else []

    def decision(self):
        """What the engine asks now (``rules.decision``), cached with ``legal()``: a new
        state, a new action or a cleared legal cache computes it again."""
        self.legal()
        cache = self._decision_cache
        if cache is None or cache[0] is not self._legal_cache:
            cache = self._decision_cache = (self._legal_cache,
                                            self.rules.decision(self.state))
        return cache[1]

    def _choosing(self) -> bool:
        """A question is open (not the free turn)."""
        d = self.decision()
        return d is not None and d.is_choice

    @property
    def sees_all(self) -> bool:
        """Every hidden card drawn face up: an AI-only demo, a replay's "every hand"."""
        return self.human is None or (self.replay is not None and self.replay.every_hand)

    def view_state(self):
        """What the table draws: the human's view of the state (nothing hidden from them
        leaks onto the screen); the full state when it ``sees_all``."""
        if self.sees_all:
            return self.rules.clone(self.state)
        return self.rules.view(self.state, self.human)

    def refuse_reason(self, action) -> str | None:
        if self.replay is not None:
            return self.replay.REFUSED
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
            # what the filter is shown for one action: a gesture of one, or the action
            return self.action_filter([tuple(action)] if self.filter_takes_gestures
                                      else action)
        return None

    def human_act(self, action, from_pos=None) -> str | None:
        """Apply the human's action; returns the reason when refused."""
        return self.acting.act(action, from_pos)

    def human_sequence(self, actions, from_pos=None) -> str | None:
        """One gesture of several actions (``_sequence_reason``); the reason if refused."""
        return self.acting.sequence(actions, from_pos)

    def _sequence_reason(self, actions) -> str | None:
        """Why the gesture ``actions`` may not be played (None: it may)."""
        return self.acting.sequence_reason(actions)

    def _choose(self, action) -> None:
        """A pop-up's answer: an action, a list (a distribution) or None (closed)."""
        self.acting.choose(action)

    def choose(self, action) -> None:
        """A pop-up's answer (see ``_choose``)."""
        self._choose(action)

    def _close_popup(self) -> None:
        self.popup = None

    def _describe(self, action) -> str | None:
        """The log line of ``action`` (before it is applied), "you" for the human;
        None logs nothing."""
        return self.rules.describe(self.state, action, self.human)

    def _narrate(self, event) -> str | None:
        """The log line of one event, "you" for the human (None: no line)."""
        return self.rules.narrate(self.state, event, self.human)

    def _describe_at(self, state, action) -> str | None:
        return worded_at(self.session, state, self._describe, action)

    def _narrate_at(self, state, event) -> str | None:
        return worded_at(self.session, state, self._narrate, event)

    def _log_restored(self, lines) -> None:
        """A restored game (Continue) gets its log back, rebuilt from the record with
        the table's wording ("you" for the human): the session's replay calls this."""
        self.log.add_restored(lines)

    def apply(self, action, from_pos=None) -> list:
        actor = self.state.to_move
        line = self._describe(action)
        goes_on = self._input is not None and self._input is self._last_input
        self._last_input = self._input if actor == self.human else None
        events = self.session.apply(action, new_decision=not goes_on)
        self._legal_cache = None
        self.ai_wait = 0.0
        self.popup = None
        self._applied(events)
        self.knockout.note(events)
        if line is not None:
            self.log.add(line, palette.SEAT_COLOURS[actor % 8] if actor is not None
                         else palette.TEXT)
        self._from_pos = from_pos
        self.play_events(events)
        self._autosave()
        for fn in list(self.listeners["after_action"]):
            fn(action, events)
        return events

    def _applied(self, events) -> None:
        """Bookkeeping right after an action is applied (before its events play)."""

    # undo / pause / messages ----------------------------------------------------------------
    def can_undo(self) -> bool:
        return self.session.can_undo()

    def undo(self) -> None:
        """Take back the human's last decision (a whole gesture) and the others' moves
        after it; the table is ready for input at once: no animation left, no pop-up or
        zoom of the moment taken back, Space not held by the hurry guard, and the log's
        lines of those moves marked taken back."""
        if not self.can_undo():
            self.show_message("Nothing to undo yet")
            return
        self._let_go()
        cut = self.session.undo(self._replay)
        self._legal_cache = self._decision_cache = None
        self.hurry.reset()
        self._last_input = None
        if not self.human_out:          # the move that knocked the human out taken back
            self.knockout.reset()
        self._show_state()
        self.log.take_back(cut)
        self.log.add("Undone: back to before your last move.", palette.ACCENT)
        self._autosave()

    def _let_go(self) -> None:
        """Drop what the moment holds before the state changes under the table (an undo,
        a forfeit): the animations, the AI's thinking, a drag, a pop-up, the zoom."""
        self.queue.clear()
        self.ai.cancel()
        self.hint.drop()
        self.ai_wait = 0.0
        self.drag.cancel()
        self.popup = None
        self.zoom_key, self.zoom_pinned = None, False
        self.hover_hold.reset()

    def _close_dialogs(self) -> None:
        """Dialogs left over the table (a round's scoreboard, reached through the pause
        menu above it) go with the game they were about (a restart, a forfeit)."""
        self.app.stack.remove_above(self)

    def _log_stamp(self) -> int:
        record = self.session.record
        return len(record.actions) if record is not None else 0

    def toggle_log(self) -> None:
        """L or a click on the log's header: hide or show the game log."""
        self.log.toggle()

    def log_toggled(self, collapsed: bool) -> None:
        """Hook: the log was hidden (``collapsed``) or shown again. Hiding gives its
        column (``self.log.full_rect`` below the header) to the table: a table widens
        its layout here and draws the collapsed header only."""

    def _show_state(self) -> None:
        """Draw the state as it is now, without animating (after an undo)."""

    def pause(self) -> None:
        shell = shell_of(self.app)
        if shell is None:
            self.show_message("Pause menu not available")
            return
        self.app.stack.push(shell.pause(self))

    def can_forfeit(self) -> bool:
        """The pause menu offers "Forfeit" (GameSession.can_forfeit)."""
        return self.session.can_forfeit()

    def forfeit(self) -> None:
        """The human gives up (the pause menu, confirmed): ``ending.forfeit``."""
        if not self.can_forfeit():
            self.show_message("You cannot forfeit now")
            return
        self._let_go()
        self._close_dialogs()
        self.ending.forfeit()

    def show_message(self, message: str, seconds: float = 3.0, hint: bool = False) -> None:
        """A message at the cursor: a refusal (red edge), or a ``hint`` (gold edge). The
        card zoom gives way to it (``_update_zoom``). Before any pointer event (keys
        only) it shows in the middle of the table, not in a corner."""
        pos = self.mouse if self.mouse_seen else room_rect(self).center
        self.drag.show_message(message, pos, seconds, hint=hint)
        self.zoom_key, self.zoom_pinned = None, False

    # the AI seats ---------------------------------------------------------------------------
    def _drive_ai(self, dt) -> None:
        if self.replay is None:          # a replay's moves are the record's
            drive_ai(self, dt)

    # knocked out (scenes.kit.knockout) ---------------------------------------------------
    def seats_out(self) -> set:
        """Hook: the seats knocked out while the game goes on (the engine's word)."""
        return seats_out_of(self.rules, self.state)

    @property
    def human_out(self) -> bool:
        return self.knockout.human_out

    @property
    def playing_out(self) -> bool:
        return self.knockout.playing_out

    def play_out(self) -> None:
        """The AI seats play the game to its end at once (the pause menu's "Skip to the
        result")."""
        self.knockout.play_out()

    def offer_knockout(self) -> None:
        self.knockout.offer()

    def narrate(self, event) -> str | None:
        """The log line of one event, "you" for the human (the table's wording)."""
        return self._narrate(event)

    # piles --------------------------------------------------------------------------------
    def pile_at(self, pos):
        """Hook: the pile a click at ``pos`` opens, as ``(title, cards, draw_face)`` for
        ``browse_pile`` (a discard pile, a graveyard), or None. Asked on every left click
        the drag controller did not take, before ``_click``."""
        return None

    def browse_pile(self, title: str, cards, draw_face=None, centre=None):
        """Open the pile browser over the table (scenes.kit.pile_browser.open_over)."""
        from scenes.kit.pile_browser import open_over
        return open_over(self, title, cards, draw_face, centre)

    def card_under(self, pos):
        """The key of the card under ``pos`` (zoom), or None."""
        return None

    def card_named(self, line: str, at: int | None = None) -> str | None:
        """Hook: the card a log ``line`` names (the mouse over its character ``at``),
        by the name the game's card book knows it by, or None. By default: a card name
        of the book found in the line, the one under the mouse first."""
        return self.log_zoom.book.name_in(line, at)

    def _zoom_area(self):
        """Where the zoomed card lies (moving off it unpins the zoom)."""
        return pygame.Rect(0, 0, 0, 0)

    def element_rect(self, name: str) -> pygame.Rect | None:
        """Hook: a named place on the table (tests and tutorials point at them), or None."""
        return None

    # drag and input hooks (PartsTable answers them with its input part) -------------------
    def _on_drop(self, payload, target) -> str | None:
        return ""

    def _legal_targets(self, payload) -> set:
        return set()

    def _can_pick(self, payload) -> str | None:
        return None

    def _handle_more(self, event) -> bool:
        """The table's own controls, after the buttons."""
        return False

    def _click(self, pos) -> bool:
        return False

    def space(self) -> None:
        pass

    def exit(self) -> None:
        self.ai.close()
        self.hint.close()

    # the kit's input part (scenes.kit.table_input) -----------------------------------------
    def handle(self, event) -> bool:
        """One input event (see TableInput.handle); a tutorial or a table may take it
        first and call this. Under the hand-over cover only the cover's."""
        if self.handover.handle(event):
            return True
        return self.kit_input.handle(event)

    def input_held(self) -> bool:
        """A click or Space now would be taken for more hurrying and ignored (tests and
        tutorials wait for this to pass, as a player would)."""
        return self.kit_input.held()

    def _update_zoom(self, dt: float) -> None:
        """The zoom, each frame (TableInput.update_zoom)."""
        self.kit_input.update_zoom(dt)

    # the kit's end part (scenes.kit.table_end) ---------------------------------------------
    def _queue_game_over(self, ev, wait: float = 0.4) -> None:
        """On the GameOver event: a short pause, then ``show_game_over``."""
        self.ending.queue_game_over(ev, wait)

    queue_game_over = _queue_game_over

    def show_game_over(self, ev=None) -> None:
        """The game-over hand-off, once (TableEnd.show_game_over; a tutorial overrides
        it)."""
        self.ending.show_game_over(ev)

    def _final_result(self, res) -> None:
        """The table's own bookkeeping when the game ends (before the screen shows)."""

    def _game_over_chart(self, res) -> tuple:
        """(final totals, the rows of the chart: each player's gain per round or turn,
        the chart's target line) for the game-over screen."""
        return res["scores"], res.get("rounds", []), 0

    def _autosave(self) -> None:
        self.ending.autosave()

    def save_meta(self) -> dict:
        """The autosave's meta (a tutorial adds its step; the turn, where the game
        counts turns, for the Load screen's list)."""
        meta = self.session.save_meta()
        turn = getattr(self.state, "turn_no", None)
        if type(turn) is int and turn > 0:
            meta["turn"] = turn
        meta.update(self.hint.meta())         # the hints used (the Stats screen reads it)
        return meta
