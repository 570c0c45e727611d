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

No frame waits for the process: spawning one takes 100-200 ms, so it is started in a
thread of its own (``start_soon``, called by the first ``request``; a request made
meanwhile is sent when it is up, ``poll`` saying None until then), and ``close`` lets
it go the same way (a thread asks it to leave, then ends it; one closed while still
starting is stopped as soon as it is up).

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
import sys
import threading
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


def spawn():
    """A worker process and its two queues, started (the slow part: a new interpreter
    is spawned, and the first queue starts multiprocessing's resource tracker). Run in
    a thread of its own (:meth:`AIWorker.start_soon`), never in a frame."""
    ctx = multiprocessing.get_context("spawn")
    requests, results = ctx.Queue(), ctx.Queue()
    try:
        proc = ctx.Process(target=_worker_main, args=(requests, results),
                           name="magetable-ai", daemon=True)
        proc.start()
    except BaseException:
        stop(None, requests, results)
        raise
    return proc, requests, results


def stop(proc, requests, results) -> None:
    """Stop a worker process and close its queues (blocks up to ~2 s: run it in a
    thread, :func:`stop_soon`, never in a frame)."""
    try:
        if proc is not None and proc.is_alive():
            try:
                requests.put(None)
            except Exception:
                pass
            proc.join(timeout=1.0)
            if proc.is_alive():
                proc.terminate()
                proc.join(timeout=1.0)
    except Exception:
        pass
    for q in (requests, results):
        try:
            if q is not None:
                q.cancel_join_thread()
                q.close()
        except Exception:
            pass


# the threads stopping worker processes, or starting one given up (``settle`` waits for
# them: tests)
_STOPPING: list = []


def _end(proc) -> None:
    """End the process without waiting for anything (no thread, no queue, no join)."""
    try:
        if proc is not None and proc.is_alive():
            proc.terminate()
    except Exception:
        pass


def stop_soon(proc, requests, results) -> None:
    """:func:`stop`, in a thread of its own. While the interpreter shuts down (a
    worker never closed, collected at the app's exit) no thread can start (waiting for
    one would hang the exit) and a queue's lock may be held by a thread already gone:
    the process is only ended."""
    if sys.is_finalizing():
        _end(proc)
        return
    _STOPPING[:] = [t for t in _STOPPING if t.is_alive()]
    try:
        t = threading.Thread(target=stop, args=(proc, requests, results),
                             name="magetable-ai-stop", daemon=True)
        t.start()
    except RuntimeError:
        _end(proc)
        return
    _STOPPING.append(t)


def settle(timeout: float = 10.0) -> bool:
    """Wait until every worker process asked to stop has stopped (tests; the app's exit).
    True when none is left stopping."""
    for t in list(_STOPPING):
        t.join(timeout)
    _STOPPING[:] = [t for t in _STOPPING if t.is_alive()]
    return not _STOPPING


class Background:
    """``work(*args)`` done in a thread of its own (a short piece of a scene's work that
    would stall a frame: replaying a record, wording a result); each frame asks
    ``done``, then takes ``value()`` (which raises the work's error, if it failed)."""

    def __init__(self, work, *args: Any) -> None:
        self._work, self._args = work, args
        self._value: Any = None
        self._error: BaseException | None = None
        self.thread = threading.Thread(target=self._run, name="magetable-background",
                                       daemon=True)
        self.thread.start()

    def _run(self) -> None:
        try:
            self._value = self._work(*self._args)
        except BaseException as exc:    # handed to the frame that takes the value
            self._error = exc

    @property
    def done(self) -> bool:
        return not self.thread.is_alive()

    def value(self) -> Any:
        self.thread.join()
        if self._error is not None:
            raise self._error
        return self._value


class _Start:
    """One start of the worker process, in a thread: ``got`` (proc, requests, results)
    or ``error`` once done; a start given up (``abandon``: the worker was closed
    meanwhile) stops its process itself when it comes up."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.got: tuple | None = None
        self.error: str | None = None
        self.abandoned = False
        self.thread = threading.Thread(target=self._run, name="magetable-ai-start",
                                       daemon=True)

    def _run(self) -> None:
        try:
            got = spawn()
        except Exception as exc:     # no process support here: the worker thinks inline
            with self.lock:
                self.error = f"AI process could not start: {exc}"
            return
        with self.lock:
            if not self.abandoned:
                self.got = got
                return
        stop(*got)                   # closed while it started: nobody will use it

    @property
    def done(self) -> bool:
        return not self.thread.is_alive()

    def abandon(self) -> None:
        with self.lock:
            self.abandoned = True
            got, self.got = self.got, None
        if got is not None:
            stop_soon(*got)
        elif self.thread.is_alive():
            _STOPPING.append(self.thread)        # it stops its process when it is up


class AIWorker:
    def __init__(self, inline: bool = False) -> None:
        self.inline = inline
        self.last_error: str | None = None
        self._proc: Any = None          # the worker process (multiprocessing)
        self._requests: Any = None
        self._results: Any = None
        self._starting: _Start | None = None   # the process being started in a thread
        self._next_id = 0
        # (id, kind, args) sent to the process (or waiting for it to start: ``_unsent``)
        self._pending: tuple[int, str, tuple] | None = None
        self._unsent = False
        self._ready: Any = None                          # an inline answer not yet polled

    # process ---------------------------------------------------------------------------
    def start_soon(self) -> None:
        """Start the worker process in a thread of its own and return at once (a spawn
        takes 100-200 ms: never in a frame). Requests made meanwhile wait for it; if it
        cannot start, the worker thinks inline from then on. ``request`` calls it."""
        if self.inline or self._starting is not None or self._alive():
            return
        self._starting = _Start()
        self._starting.thread.start()

    @property
    def starting(self) -> bool:
        """True while the process is being started (see :meth:`start_soon`)."""
        self._settle_start()
        return self._starting is not None

    @property
    def ready(self) -> bool:
        """True once the process is up (never in inline mode)."""
        self._settle_start()
        return self._alive()

    def start(self, timeout: float = 30.0) -> bool:
        """Start the worker process and wait for it (tests, tools; a scene calls
        :meth:`start_soon`). False (and inline from then on) if it cannot start."""
        self.start_soon()
        if self._starting is not None:
            self._starting.thread.join(timeout)
        return self.ready

    def _alive(self) -> bool:
        return self._proc is not None and self._proc.is_alive()

    def _settle_start(self) -> None:
        """Take up a start that has finished: its process, or inline on its error; a
        request that waited for it is sent now."""
        s = self._starting
        if s is None or not s.done:
            return
        self._starting = None
        with s.lock:
            got, error = s.got, s.error
        if got is None:
            self._fall_back(error or "AI process could not start")
            return
        self._proc, self._requests, self._results = got
        if self._pending is not None and self._unsent:
            self._put(self._pending)

    def _put(self, job: tuple) -> None:
        try:
            self._requests.put(job)
            self._unsent = False
        except Exception as exc:
            self._fall_back(f"AI process unreachable: {exc}")

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
        """Queue a request: sent now if the process is up, when it is up if it is still
        starting (the request never waits for a spawn); inline if there is no process."""
        self._ready = None
        self._pending = None
        self._unsent = False
        if not self.inline:
            self._settle_start()
            if self._starting is None and not self._alive():
                if self._proc is not None:
                    self._stop_process()         # one that died: let it go, start anew
                self.start_soon()
        if not self.inline:
            self._next_id += 1
            self._pending = (self._next_id, kind, args)
            self._unsent = True
            if self._starting is None:
                self._put(self._pending)
            if not self.inline:
                return
            self._pending = None
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
        if self._unsent:
            self._settle_start()
            if self.inline:                    # it could not start: think here
                return self._finish_inline(kind, args)
            if self._unsent:
                return None                    # still starting
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
        self._unsent = False
        self._ready = None

    # shutdown --------------------------------------------------------------------------
    def _stop_process(self) -> None:
        """Let the process go without waiting for it (it stops in a thread of its own);
        one still starting stops as soon as it is up."""
        start, self._starting = self._starting, None
        if start is not None:
            start.abandon()
        got = (self._proc, self._requests, self._results)
        self._proc = self._requests = self._results = None
        if got[0] is not None:
            stop_soon(*got)

    def close(self) -> None:
        """Stop the worker process (safe to call twice; returns at once)."""
        self._pending = None
        self._unsent = False
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
