"""Asks the AI for a seat's move, for any game (moved here from scenes/magi).

Normal play uses app.ai_worker.AIWorker when it exists (a worker process, so the window
never freezes); tests and the headless demo decide inline with in-process agents
(deterministic). Agents only ever see ``rules.view(state, seat)``.
"""
from __future__ import annotations

import time
from typing import Callable

# The cap of one decision handed to the agent; None: the agent's own (Hard's searches
# cap themselves at under half a second and share a budget over the seat's whole turn,
# engines.core.clock.TurnBudget).
BUDGET = {"easy": 0.2, "normal": 0.5, "hard": None}

# Seconds of wall and CPU time spent deciding inline (tests, the headless demo), all
# drivers together: the frame timer leaves them out, since the window thinks in the
# worker process and never waits for it.
INLINE_THINKING = [0.0, 0.0]


def inline_thinking() -> tuple[float, float]:
    """(wall, CPU) seconds spent by inline agents so far."""
    return INLINE_THINKING[0], INLINE_THINKING[1]


class AIDriver:
    """``rules``: the game's RULES; ``game``: its registry key (for the worker);
    ``forced(legal)``: True when a single legal action may be taken without asking;
    ``salt(state)``: varies the worker's seed from move to move."""

    def __init__(self, rules, game: str, difficulty: str, seed: int, inline: bool,
                 forced: Callable[[list], bool] | None = None,
                 salt: Callable[[object], int] | None = None) -> None:
        self.rules = rules
        self.game = game
        self.difficulty = difficulty
        self.levels: dict[int, str] = {}      # an AI seat's own level (pass-and-play setup)
        self.seed = seed
        self.inline = inline
        self.forced = forced or (lambda legal: len(legal) == 1)
        self.salt = salt or (lambda state: 0)
        self.worker = None
        self._agents: dict[int, object] = {}
        self.pending: tuple | None = None      # (token, seat, legal) awaiting an answer
        # a request sent ahead (``prepare``): (seat, view JSON, legal), taken up by
        # ``ask`` if the seat's view is still the same, else forgotten
        self.early: tuple | None = None
        self._token = 0
        if not inline:
            try:
                from app.ai_worker import AIWorker
                self.worker = AIWorker(inline=False)
            except Exception:  # noqa: BLE001 - no worker available: decide inline
                self.worker = None
                self.inline = True

    def level(self, seat: int) -> str:
        """``seat``'s level: its own when the setup gave it one, else the table's."""
        return self.levels.get(seat, self.difficulty)

    def agent(self, seat: int):
        a = self._agents.get(seat)
        if a is None:
            a = self._agents[seat] = self.rules.make_agent(self.level(seat),
                                                           self.seed * 31 + seat)
        return a

    def reset(self, seed: int | None = None) -> None:
        """Forget the agents (a new game), optionally with a new seed."""
        self.cancel()
        if seed is not None:
            self.seed = seed
        self._agents.clear()

    def cancel(self) -> None:
        """Forget a request in flight (undo, restart): its answer will be ignored."""
        self.pending = None
        self.early = None
        self._token += 1
        if self.worker is not None:
            self.worker.cancel()

    def prepare(self, state, seat: int) -> None:
        """Think ahead: while the table still paces the last move (its animation plays),
        the worker may start on ``seat``'s next decision. ``ask`` takes the answer only
        if the seat's view has not changed by then; the answer is never applied before
        ``ask`` (the table's pace and input rules stand). Inline: nothing (the inline
        agents decide when asked)."""
        if self.worker is None or self.pending is not None or self.early is not None:
            return
        rules = self.rules
        legal = rules.legal_actions(state)
        if self.forced(legal):
            self.early = (seat, None, None)      # nothing to think about: asked once
            return
        view_json = rules.to_json(rules.view(state, seat))
        self.early = (seat, view_json, legal)
        self._send(seat, view_json, legal, state)

    def _send(self, seat: int, view_json: dict, legal: list, state) -> None:
        assert self.worker is not None
        self._token += 1
        level = self.level(seat)
        self.worker.request(self.game, view_json, legal, level,
                            self.seed * 31 + seat + self.salt(state), BUDGET.get(level))

    def ask(self, state, seat: int):
        """Start deciding for ``seat``; returns the action at once when inline."""
        rules = self.rules
        legal = rules.legal_actions(state)
        early, self.early = self.early, None
        if self.forced(legal):
            if early is not None and early[1] is not None and self.worker is not None:
                self.worker.cancel()
            return legal[0]
        view = rules.view(state, seat)
        if self.worker is None:
            wall, cpu = time.perf_counter(), time.process_time()
            try:
                return self.agent(seat).choose(view, legal, None)
            finally:
                INLINE_THINKING[0] += time.perf_counter() - wall
                INLINE_THINKING[1] += time.process_time() - cpu
        view_json = rules.to_json(view)
        if early is not None and early[0] == seat and early[1] == view_json \
                and early[2] == legal:
            self.pending = (self._token, seat, legal)     # thought ahead: the same view
            return None
        self._send(seat, view_json, legal, state)          # forgets any other request
        self.pending = (self._token, seat, legal)
        return None

    def poll(self):
        """The answer to the request in flight, or None."""
        if self.worker is None or self.pending is None:
            return None
        action = self.worker.poll()
        if action is None:
            return None
        legal = self.pending[2]
        self.pending = None
        action = tuple(action) if isinstance(action, list) else action
        return action if action in legal else legal[0]

    @property
    def thinking(self) -> bool:
        return self.pending is not None

    def close(self) -> None:
        if self.worker is not None:
            try:
                self.worker.close()
            except Exception:  # noqa: BLE001
                pass
            self.worker = None
