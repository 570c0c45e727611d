"""AI thinking off the render path.

With the GIL, a search running in a thread steals frames from the renderer, so the AI
thinks in ONE worker process (multiprocessing "spawn" context: the same on every OS
and inside the PyInstaller build, whose ``__main__`` calls ``freeze_support()``). The
worker imports only ``engines.*``: it rebuilds the player's view from JSON and asks the
game's agent for a decision.

    worker = AIWorker()
    worker.request("magi", rules.to_json(rules.view(state, seat)), legal, "normal", seed, 1.5)
    ...each frame:  action = worker.poll()   # None until the decision is ready

Two kinds of request: ``request`` (a seat's decision, the answer an action) and
``request_analysis`` (the Hard AI's analysis of a view, for the Hint: the answer the JSON
of an engines.core.analysis.Analysis). A table keeps one worker per use (its AI seats'
and its Hint's), so neither forgets the other's request.

``inline=True`` computes synchronously inside ``request`` (tests, deterministic
replays, the headless demo). If the process cannot start or dies, the worker switches
to inline mode for good and carries on; ``last_error`` says why.

This module must not import pygame (the worker process imports it).
"""
from __future__ import annotations

import json
import multiprocessing
import multiprocessing.connection
import queue as queue_mod
import traceback
from typing import Any

from engines.core.protocol import action_from_json


# A seat's turn spans several requests, each with a fresh agent: the turn budget of an
# agent that keeps one (``turn_budget``, engines.core.clock.TurnBudget) is kept here,
# per game, difficulty and seat, so that the whole turn shares it.
_TURN_BUDGETS: dict = {}


def decide(game_key: str, view_json: dict, legal: list, difficulty: str, seed: int,
           budget: float | None) -> tuple:
    """One decision, computed here: the work the worker process does."""
    from engines import registry    # looked up at call time (tests monkeypatch it)

    rules = registry.rules_for(game_key)
    view = rules.from_json(view_json)
    actions = [action_from_json(a) for a in legal]
    agent = rules.make_agent(difficulty, seed)
    if getattr(agent, "turn_budget", None) is not None:
        seat = getattr(view, "to_move", None)
        agent.turn_budget = _TURN_BUDGETS.setdefault((game_key, difficulty, seat),
                                                     agent.turn_budget)
    action = agent.choose(view, actions, budget)
    return action_from_json(json.loads(json.dumps(action)))


def analyse(game_key: str, view_json: dict, legal: list, seed: int,
            budget: float | None) -> dict:
    """One analysis (engines.core.analysis), computed here: its JSON."""
    from engines.core.analysis import analyse_json

    return analyse_json(game_key, view_json, legal, seed, budget)


# what the process answers, by request kind: (the work, its answer to JSON)
JOBS = {"decide": (lambda *args: decide(*args), list),
        "analyse": (lambda *args: analyse(*args), dict)}


def run(kind: str, args: tuple):
    """The work of one request of ``kind`` (``decide`` or ``analyse``)."""
    work, _ = JOBS[kind]
    return work(*args)


PARENT_CHECK_SECONDS = 0.5


def _parent_gone(parent) -> bool:
    """True once the app that started this worker is gone (killed, crashed): its
    sentinel becomes ready when it exits, on every OS."""
    if parent is None:
        return False
    try:
        return bool(multiprocessing.connection.wait([parent.sentinel], timeout=0))
    except (OSError, ValueError):
        return True


def _worker_main(requests, results) -> None:
    """The worker process: answer (id, ok, action_or_error) for each request, and leave
    as soon as the app is gone (a daemon process dies with a clean exit only; after a
    kill -9 or a crash of the app nobody would stop it, and its queues' semaphores and the
    resource tracker would stay behind)."""
    parent = multiprocessing.parent_process()
    while True:
        try:
            job = requests.get(timeout=PARENT_CHECK_SECONDS)
        except queue_mod.Empty:
            if _parent_gone(parent):
                return
            continue
        except (EOFError, OSError):
            return
        if job is None:
            return
        job_id, kind, args = job
        try:
            results.put((job_id, True, JOBS[kind][1](run(kind, args))))
        except BaseException:   # report everything; the app falls back to inline
            results.put((job_id, False, traceback.format_exc(limit=6)))


def _legal_json(legal: list) -> list:
    return json.loads(json.dumps([list(a) if isinstance(a, tuple) else a for a in legal]))


def _answer(kind: str, value: Any) -> Any:
    """A request's answer as the app takes it: an action (a tuple) for a decision; an
    analysis's JSON as it is."""
    if kind == "decide":
        return action_from_json(json.loads(json.dumps(list(value))))
    return json.loads(json.dumps(value))


class AIWorker:
    def __init__(self, inline: bool = False) -> None:
        self.inline = inline
        self.last_error: str | None = None
        self._proc: Any = None          # the worker process (multiprocessing)
        self._requests: Any = None
        self._results: Any = None
        self._next_id = 0
        # (id, kind, args) sent to the process
        self._pending: tuple[int, str, tuple] | None = None
        self._ready: Any = None                          # an inline answer not yet polled

    # process ---------------------------------------------------------------------------
    def start(self) -> bool:
        """Start the worker process now (optional warm-up; ``request`` starts it lazily).
        Returns False (and switches to inline) if it cannot start."""
        if self.inline:
            return False
        if self._proc is not None and self._proc.is_alive():
            return True
        try:
            ctx = multiprocessing.get_context("spawn")
            self._requests = ctx.Queue()
            self._results = ctx.Queue()
            self._proc = ctx.Process(target=_worker_main, args=(self._requests, self._results),
                                     name="magetable-ai", daemon=True)
            self._proc.start()
            return True
        except Exception as exc:     # no process support here: think inline
            self._fall_back(f"AI process could not start: {exc}")
            return False

    def _fall_back(self, reason: str) -> None:
        self.last_error = reason
        self.inline = True
        self._stop_process()

    # requests --------------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        """True from ``request`` until its answer has been returned by ``poll``."""
        return self._pending is not None or self._ready is not None

    def request(self, game_key: str, view_json: dict, legal: list, difficulty: str,
                seed: int, budget: float | None = None) -> None:
        """Queue one decision; a previous unanswered request is forgotten."""
        self._send("decide", (game_key, view_json, _legal_json(legal), difficulty,
                              int(seed), budget))

    def request_analysis(self, game_key: str, view_json: dict, legal: list, seed: int,
                         budget: float | None = None) -> None:
        """Queue one analysis by the Hard AI (engines.core.analysis): ``poll`` returns its
        JSON. A previous unanswered request is forgotten."""
        self._send("analyse", (game_key, view_json, _legal_json(legal), int(seed), budget))

    def _send(self, kind: str, args: tuple) -> None:
        self._ready = None
        self._pending = None
        if not self.inline and self.start():
            self._next_id += 1
            try:
                self._requests.put((self._next_id, kind, args))
                self._pending = (self._next_id, kind, args)
                return
            except Exception as exc:
                self._fall_back(f"AI process unreachable: {exc}")
        self._ready = self._compute_inline(kind, args)

    def _compute_inline(self, kind: str, args: tuple) -> Any:
        return _answer(kind, run(kind, args))

    def poll(self) -> Any:
        """The answer once ready (returned once), else None: the chosen action for a
        decision, the analysis's JSON for an analysis."""
        if self._ready is not None:
            action, self._ready = self._ready, None
            return action
        if self._pending is None:
            return None
        job_id, kind, args = self._pending
        while True:
            try:
                got_id, ok, value = self._results.get_nowait()
            except queue_mod.Empty:
                break
            except Exception as exc:
                self._fall_back(f"AI process unreadable: {exc}")
                return self._finish_inline(kind, args)
            if got_id != job_id:
                continue                       # an answer to a forgotten request
            self._pending = None
            if ok:
                return _answer(kind, value)
            self._fall_back(f"AI process failed:\n{value}")
            return self._finish_inline(kind, args)
        if self._proc is None or not self._proc.is_alive():
            self._fall_back("AI process stopped")
            return self._finish_inline(kind, args)
        return None

    def _finish_inline(self, kind: str, args: tuple) -> Any:
        self._pending = None
        return self._compute_inline(kind, args)

    def cancel(self) -> None:
        """Forget the pending request (its late answer is ignored)."""
        self._pending = None
        self._ready = None

    # shutdown --------------------------------------------------------------------------
    def _stop_process(self) -> None:
        proc, self._proc = self._proc, None
        if proc is None:
            return
        try:
            if proc.is_alive():
                try:
                    self._requests.put(None)
                except Exception:
                    pass
                proc.join(timeout=1.0)
                if proc.is_alive():
                    proc.terminate()
                    proc.join(timeout=1.0)
        except Exception:
            pass
        for q in (self._requests, self._results):
            try:
                if q is not None:
                    q.cancel_join_thread()
                    q.close()
            except Exception:
                pass
        self._requests = self._results = None

    def close(self) -> None:
        """Stop the worker process (safe to call twice)."""
        self._pending = None
        self._ready = None
        self._stop_process()

    def __del__(self) -> None:  # best effort: daemon processes also die with the app
        try:
            self._stop_process()
        except Exception:
            pass

    def __enter__(self) -> "AIWorker":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()
