"""The non-visual side of a game table: the rules, the record, the live state and who
played each action, the human's seat, the autosave and undo.

A table scene owns one :class:`GameSession` (``scene.session``) and draws it; the
session knows nothing about pygame. ``(config, seed, actions)`` in the record replays
the game exactly, so a save, an undo and a resumed tutorial all rebuild the state by
replaying (a table may pass its own ``replay`` to add bookkeeping or start from a staged
position).
"""
from __future__ import annotations

from typing import Any, Callable

from engines.core.forfeit import forfeit_action, forfeit_seat
from engines.core.replay import Record

LOG_TAIL = 600       # a restored game's log is rebuilt from its last actions at most


class GameSession:
    def __init__(self, rules, game_key: str, human: int | None, difficulty: str = "normal",
                 mode: str = "game", autosave: bool = True) -> None:
        self.rules = rules
        self.game_key = game_key
        self.human = human
        self.difficulty = difficulty
        self.mode = mode
        self.autosave_enabled = autosave
        self.record: Record | None = None
        self.state: Any = None          # the game's state (the engine's own type)
        self.actors: list = []       # the seat that played each action of the record
        # where each of the human's decisions starts in the record: a gesture of several
        # actions (pick a book and pay it; learn a spell and place it) is one decision,
        # and undo takes back a whole one
        self.decisions: list[int] = []
        # the game log rebuilt on restore (Continue): the table's wording of an action
        # and of an event at a state (None: no line), and who is told the lines
        self.describer: Callable | None = None     # fn(state, action) -> str | None
        self.narrator: Callable | None = None      # fn(state, event) -> str | None
        self.on_restored: Callable | None = None   # fn([(stamp, text, actor, kind)])
        self._lines: list | None = None
        # pass-and-play: the seats people play (the viewer ``human`` one of them; one
        # person: just ``human``), where each of them last looked (the record's length
        # when they handed the table over) and where the viewer's look began (undo takes
        # back only their own moves since then)
        self.people: tuple[int, ...] = () if human is None else (human,)
        self.looked: dict[int, int] = {}
        self.since = 0
        self.levels: dict[int, str] = {}       # an AI seat's own level (else difficulty)

    @property
    def hot_seat(self) -> bool:
        """More than one person shares the screen: hand-overs between them."""
        return len(self.people) > 1

    def set_people(self, people, players: int) -> None:
        """The seats people play (checked: seats of this game, the viewer among them);
        anything else leaves the viewer alone."""
        seats = sorted({p for p in (people or ()) if type(p) is int and 0 <= p < players})
        if self.human is None or self.human not in seats:
            seats = [] if self.human is None else [self.human]
        self.people = tuple(seats)

    def is_person(self, seat) -> bool:
        return seat is not None and seat in self.people

    def _played(self) -> Record:
        """The record of the game on the table (one was started or restored)."""
        assert self.record is not None, "no game started or restored yet"
        return self.record

    # starting ---------------------------------------------------------------------------
    def new(self, config: dict, seed: int) -> list:
        """A fresh game; returns the events of the opening (for the scene to animate)."""
        self.record = Record(self.game_key, config, seed, [])
        self.actors = []
        self.decisions = []
        self.state, events = self.rules.start(config, seed)
        return events

    def restore(self, record: Record, replay: Callable | None = None) -> None:
        """Continue from a copy of ``record``, rebuilt by replaying its actions."""
        self.record = Record(record.game, dict(record.config), record.seed,
                             list(record.actions))
        on_restored = self.on_restored
        self._lines = [] if on_restored is not None else None
        try:
            self.state, self.actors = (replay or self.replay)(self.record.actions)
            lines = self._lines
        finally:
            self._lines = None
        self.set_decisions(None)
        if lines is not None and on_restored is not None:
            on_restored(lines)

    def set_decisions(self, starts) -> None:
        """Where the human's decisions start (a saved list, checked: ascending indexes
        of the human's own actions); None or anything else: each of the human's actions
        is taken for a decision of its own."""
        mine = [i for i, a in enumerate(self.actors) if a == self.human]
        ok = (isinstance(starts, list) and all(type(i) is int for i in starts)
              and starts == sorted(set(starts)) and set(starts) <= set(mine))
        self.decisions = list(starts) if ok else mine

    def replay(self, actions, initial=None, on_events: Callable | None = None) -> tuple:
        """(state, actors) after ``actions`` from the record's start (or ``initial``);
        ``on_events(state, events)`` sees every action's events."""
        rules = self.rules
        state = initial if initial is not None else rules.new_game(self._played().config,
                                                                    self._played().seed)
        lines = self._lines
        if lines is not None:
            first = max(0, len(actions) - LOG_TAIL)
            if first == 0 and initial is None:
                opening, events = rules.start(self._played().config, self._played().seed)
                self._tell(lines, 0, None, opening, None, events)
        actors = []
        for i, a in enumerate(actions):
            gave_up = forfeit_seat(a)       # a forfeit is its seat's, whoever was to move
            actors.append(state.to_move if gave_up is None else gave_up)
            line = self._word(self.describer, state, a) \
                if lines is not None and i >= first else None
            events = rules.apply(state, a)
            if on_events is not None:
                on_events(state, events)
            if lines is not None and i >= first:
                self._tell(lines, i + 1, actors[-1], state, line, events)
        return state, actors

    @staticmethod
    def _word(fn, state, thing) -> str | None:
        if fn is None:
            return None
        try:
            return fn(state, thing)
        except Exception:  # noqa: BLE001 - a line the wording cannot make is left out
            return None

    def _tell(self, lines: list, stamp: int, actor, state, line, events) -> None:
        """The log lines of one action (its own line, then its events') for the rebuilt
        log: (stamp, text, actor, kind) with kind "action" or "event"."""
        if line:
            lines.append((stamp, line, actor, "action"))
        for ev in events:
            if ev.get("type") == "GameOver":
                continue                 # the game-over hand-off says it
            text = self._word(self.narrator, state, ev)
            if text:
                lines.append((stamp, text, actor, "event"))

    # playing ----------------------------------------------------------------------------
    def apply(self, action, new_decision: bool = True) -> list:
        """Play ``action`` for whoever is to move; record it and return the events. An
        action of the human's starts a new decision unless ``new_decision`` is False (the
        rest of a gesture)."""
        actor = self.state.to_move
        events = self.rules.apply(self.state, action)
        if actor is not None and actor == self.human:
            goes_on = (not new_decision and self.decisions and self.actors
                       and self.actors[-1] == actor)
            if not goes_on:
                self.decisions.append(len(self._played().actions))
        self._played().actions.append(tuple(action))
        self.actors.append(actor)
        return events

    def can_forfeit(self) -> bool:
        """The human may give this game up now: a game of theirs (not a demo, not a
        tutorial) still going on, with them still in it (``why_illegal`` of the
        forfeit: engines.core.forfeit)."""
        if self.human is None or self.mode != "game" or self.state is None:
            return False
        return self.rules.why_illegal(self.state, forfeit_action(self.human),
                                      self.human) is None

    def forfeit(self) -> list:
        """The human gives the game up: the engine ends it (the forfeit action, from the
        human's seat, whoever is to move) and the record keeps it, so a replay ends the
        same way. Returns the events (IllegalAction when the engine refuses)."""
        assert self.human is not None, "only a player can forfeit"
        action = forfeit_action(self.human)
        events = self.rules.apply(self.state, action, self.human)
        self.decisions.append(len(self._played().actions))
        self._played().actions.append(action)
        self.actors.append(self.human)
        return events

    # undo -------------------------------------------------------------------------------
    def can_undo(self) -> bool:
        return (self.human is not None and self.human in self.actors[self.since:]
                and self.state.to_move is not None and self.mode == "game")

    def undo_point(self) -> int:
        """Where an undo cuts the record: the start of the human's last decision (in a
        hot-seat game never before the viewer's look began: another person's moves are
        theirs to take back)."""
        starts = [i for i in self.decisions
                  if self.since <= i < len(self.actors) and self.actors[i] == self.human]
        if starts:
            return starts[-1]
        return max(i for i, a in enumerate(self.actors)
                   if a == self.human and i >= self.since)

    def undo(self, replay: Callable | None = None) -> int:
        """Take back the human's last decision (all the actions of its gesture) and the
        AI actions after it; returns where the record was cut."""
        cut = self.undo_point()
        record = self._played()
        record.actions = list(record.actions[:cut])
        self.state, self.actors = (replay or self.replay)(record.actions)
        self.decisions = [i for i in self.decisions if i < cut]
        return cut

    # saving -----------------------------------------------------------------------------
    def save_meta(self) -> dict:
        meta: dict[str, Any] = {"human_seat": self.human, "difficulty": self.difficulty, "mode": self.mode,
                "decisions": list(self.decisions)}
        if self.hot_seat:
            meta["people"] = list(self.people)
            meta["looked"] = {str(k): v for k, v in self.looked.items()}
            meta["since"] = self.since
        if self.levels:           # up to the last seat with a level of its own
            meta["levels"] = self.level_list(max(self.levels) + 1)
        return meta

    def level_list(self, players: int) -> list:
        """Each seat's own AI level, None for the table's (a save's and a setup's form)."""
        return [self.levels.get(i) for i in range(players)]

    def autosave(self, meta: Callable[[], dict]) -> str | None:
        """Write the autosave (or clear it once the game is over); returns the error to
        show when that failed: a failed save must not stop the game."""
        if not self.autosave_enabled:
            return None
        try:
            from app import saves
        except ImportError:
            return None
        try:
            if self.state.to_move is None:
                saves.clear(self.game_key, self.mode)
            else:
                saves.autosave(self.game_key, self.record, meta())
        except Exception as exc:  # noqa: BLE001
            return f"Could not autosave: {exc}"
        return None
