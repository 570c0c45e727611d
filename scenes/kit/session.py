"""The non-visual side of a game table: the rules, the record, the live state and who
played each action, the human's seat, the autosave and undo.

A table scene owns one :class:`GameSession` (``scene.session``) and draws it; the
session knows nothing about pygame. ``(config, seed, actions)`` in the record replays
the game exactly, so a save, an undo and a resumed tutorial all rebuild the state by
replaying (a table may pass its own ``replay`` to add bookkeeping or start from a staged
position).
"""
from __future__ import annotations

from typing import Callable

from engines.core.replay import Record


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
        self.state = None
        self.actors: list = []       # the seat that played each action of the record

    # starting ---------------------------------------------------------------------------
    def new(self, config: dict, seed: int) -> list:
        """A fresh game; returns the events of the opening (for the scene to animate)."""
        self.record = Record(self.game_key, config, seed, [])
        self.actors = []
        self.state, events = self.rules.start(config, seed)
        return events

    def restore(self, record: Record, replay: Callable | None = None) -> None:
        """Continue from a copy of ``record``, rebuilt by replaying its actions."""
        self.record = Record(record.game, dict(record.config), record.seed,
                             list(record.actions))
        self.state, self.actors = (replay or self.replay)(self.record.actions)

    def replay(self, actions, initial=None, on_events: Callable | None = None) -> tuple:
        """(state, actors) after ``actions`` from the record's start (or ``initial``);
        ``on_events(state, events)`` sees every action's events."""
        rules = self.rules
        state = initial if initial is not None else rules.new_game(self.record.config,
                                                                    self.record.seed)
        actors = []
        for a in actions:
            actors.append(state.to_move)
            events = rules.apply(state, a)
            if on_events is not None:
                on_events(state, events)
        return state, actors

    # playing ----------------------------------------------------------------------------
    def apply(self, action) -> list:
        """Play ``action`` for whoever is to move; record it and return the events."""
        actor = self.state.to_move
        events = self.rules.apply(self.state, action)
        self.record.actions.append(tuple(action))
        self.actors.append(actor)
        return events

    # undo -------------------------------------------------------------------------------
    def can_undo(self) -> bool:
        return (self.human is not None and self.human in self.actors
                and self.state.to_move is not None and self.mode == "game")

    def undo(self, replay: Callable | None = None) -> None:
        """Take back the human's last action and the AI actions after it."""
        cut = max(i for i, a in enumerate(self.actors) if a == self.human)
        self.record.actions = list(self.record.actions[:cut])
        self.state, self.actors = (replay or self.replay)(self.record.actions)

    # saving -----------------------------------------------------------------------------
    def save_meta(self) -> dict:
        return {"human_seat": self.human, "difficulty": self.difficulty, "mode": self.mode}

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
