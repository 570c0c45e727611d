import time

import pytest

from app.ai_worker import AIWorker, settle


class FakeAgent:
    def __init__(self, seed):
        self.seed = seed

    def choose(self, view, legal, budget=None):
        assert all(isinstance(a, tuple) for a in legal)
        return legal[(view["n"] + self.seed) % len(legal)]


class FakeRules:
    def from_json(self, data):
        return dict(data)

    def make_agent(self, difficulty, seed):
        return FakeAgent(seed)


@pytest.fixture
def fake_game(monkeypatch):
    import engines.registry as registry

    real = registry.rules_for
    monkeypatch.setattr(registry, "rules_for",
                        lambda key: FakeRules() if key == "fake" else real(key))


def test_inline_decides_synchronously(fake_game):
    w = AIWorker(inline=True)
    assert w.poll() is None and not w.busy
    w.request("fake", {"n": 1}, [("draw",), ("play", 3), ("colour", "red")], "easy", 1, None)
    assert w.busy
    assert w.poll() == ("colour", "red")
    assert w.poll() is None and not w.busy
    w.close()


def test_dead_process_falls_back_to_inline(fake_game):
    """A process that dies with a request in hand: the answer is worked out here, and
    the worker thinks inline from then on."""
    class Dying:
        alive = True

        def is_alive(self):
            return self.alive

    import queue

    w = AIWorker(inline=False)
    proc = Dying()
    w._proc = proc                    # pretend a process is running ...
    w._requests, w._results = queue.Queue(), queue.Queue()
    w.request("fake", {"n": 0}, [("a",), ("b",)], "easy", 1, None)
    assert w.busy and w.poll() is None
    proc.alive = False                # ... that dies
    assert w.poll() == ("b",)
    assert w.inline and "stopped" in w.last_error


def test_a_process_that_cannot_start_means_thinking_inline(fake_game, monkeypatch):
    """No process can be started here: the request is answered all the same (worked
    out here), and ``last_error`` says why."""
    from multiprocessing.context import SpawnProcess

    def cannot(self):
        raise OSError("no processes here")

    monkeypatch.setattr(SpawnProcess, "start", cannot)
    w = AIWorker()
    w.request("fake", {"n": 2}, [("a",), ("b",), ("c",)], "easy", 1, None)
    got = None
    for _ in range(3000):             # the start fails in its thread: a few polls
        got = w.poll()
        if got is not None:
            break
        time.sleep(0.01)
    assert got == ("a",)             # the fake agent: legal[(n + seed) % 3]
    assert w.inline and "could not start" in w.last_error
    w.close()


class SlowStart:
    """multiprocessing's spawn, held at a gate until the test opens it (a slow
    machine's start), noting on which thread each start ran and the processes made."""

    def __init__(self, monkeypatch):
        import threading
        from multiprocessing.context import SpawnProcess

        self.gate, self.entered = threading.Event(), threading.Event()
        self.on_main: list = []
        self.procs: list = []
        real = SpawnProcess.start

        def start(proc):
            main = threading.current_thread() is threading.main_thread()
            self.on_main.append(main)
            self.entered.set()
            if not main:                # (on the main thread a gate would hang the test)
                self.gate.wait(60)
            real(proc)
            self.procs.append(proc)

        monkeypatch.setattr(SpawnProcess, "start", start)


def test_a_request_never_waits_for_the_process_to_start(monkeypatch):
    """The process starts in a thread of its own: ``request`` returns while it is still
    starting, ``poll`` says None meanwhile, and the request is sent once it is up."""
    rules = _magi_rules() or pytest.skip("engines.magi not built yet")
    slow = SlowStart(monkeypatch)
    state = rules.new_game({"players": 2}, 7)
    legal = rules.legal_actions(state)
    view_json = rules.to_json(rules.view(state, state.to_move))
    w = AIWorker()
    try:
        w.request("magi", view_json, legal, "easy", 3, 0.05)
        assert slow.entered.wait(30)
        assert slow.on_main == [False], "the process was started in the frame's thread"
        assert w.starting and w.busy and not w.ready
        assert w.poll() is None
        slow.gate.set()
        action = None
        for _ in range(6000):
            action = w.poll()
            if action is not None:
                break
            time.sleep(0.01)
        assert w.last_error is None and w.ready
        assert action in [tuple(a) for a in legal]
    finally:
        slow.gate.set()
        w.close()
        assert settle()


def test_closing_while_the_process_starts_leaves_no_process(monkeypatch):
    """Closed while its process is still starting (Esc at once): the process is stopped
    as soon as it is up, and nothing is left running."""
    slow = SlowStart(monkeypatch)
    w = AIWorker()
    w.start_soon()
    assert slow.entered.wait(30)
    w.close()                      # returns at once: the start is still at its gate
    assert not w.busy and not w.starting
    slow.gate.set()
    assert settle(), "the stopping threads never ended"
    assert slow.on_main == [False] and len(slow.procs) == 1
    assert not slow.procs[0].is_alive(), "the process outlived its closed worker"


def _magi_rules():
    try:
        from engines.registry import rules_for
        return rules_for("magi")
    except Exception:
        return None


@pytest.mark.skipif(_magi_rules() is None, reason="engines.magi not built yet")
def test_process_mode_real_game():
    rules = _magi_rules()
    state = rules.new_game({"players": 4}, 7)
    seat = state.to_move
    legal = rules.legal_actions(state)
    view_json = rules.to_json(rules.view(state, seat))
    inline = AIWorker(inline=True)
    inline.request("magi", view_json, legal, "easy", 3, 0.05)
    assert inline.poll() in [tuple(a) for a in legal]
    w = AIWorker()
    try:
        w.request("magi", view_json, legal, "easy", 3, 0.05)
        deadline = time.time() + 60
        action = None
        while action is None and time.time() < deadline:
            action = w.poll()
            time.sleep(0.01)
        assert w.last_error is None
        assert action in [tuple(a) for a in legal]
        assert isinstance(action, tuple)
    finally:
        w.close()


@pytest.mark.skipif(not hasattr(__import__("signal"), "SIGKILL"), reason="POSIX kill -9")
def test_the_worker_leaves_when_the_app_is_killed():
    """kill -9 of the app (or a crash) leaves no AI process behind."""
    import os
    import signal
    import subprocess
    import sys
    import time
    from pathlib import Path

    root = str(Path(__file__).resolve().parents[2])
    code = ("import sys, time\n"
            f"sys.path.insert(0, {root!r})\n"
            "from app.ai_worker import AIWorker\n"
            "w = AIWorker()\n"
            "assert w.start()\n"
            "print(w._proc.pid, flush=True)\n"
            "time.sleep(60)\n")
    app = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True,
                           stderr=subprocess.DEVNULL)
    worker = int(app.stdout.readline())
    os.kill(app.pid, signal.SIGKILL)
    app.wait()
    deadline = time.time() + 15
    while time.time() < deadline:
        try:
            os.kill(worker, 0)
        except ProcessLookupError:
            return
        time.sleep(0.1)
    os.kill(worker, signal.SIGKILL)
    raise AssertionError("the AI worker outlived the app")


def test_the_worker_keeps_a_seats_turn_budget_across_its_requests(monkeypatch):
    """Each request makes a fresh agent; an agent with a turn budget gets the one kept
    for its game, difficulty and seat, so a whole turn of requests shares it."""
    import engines.registry as registry
    from app import ai_worker
    from engines.core.clock import TurnBudget

    made = []

    class View(dict):
        to_move = 1

    class BudgetAgent(FakeAgent):
        def __init__(self, seed):
            super().__init__(seed)
            self.turn_budget = TurnBudget()
            made.append(self)

    class Rules(FakeRules):
        def from_json(self, data):
            return View(data)

        def make_agent(self, difficulty, seed):
            return BudgetAgent(seed)

    monkeypatch.setattr(registry, "rules_for", lambda key: Rules())
    monkeypatch.setattr(ai_worker, "_TURN_BUDGETS", {})
    for seed in (1, 2):
        ai_worker.decide("budgeted", {"n": 0}, [["a"], ["b"]], "hard", seed, None)
    assert made[0].turn_budget is made[1].turn_budget
    ai_worker.decide("budgeted", {"n": 0}, [["a"], ["b"]], "normal", 3, None)
    assert made[2].turn_budget is not made[0].turn_budget


def test_the_app_exits_with_a_worker_never_closed():
    """A worker left open at the app's exit (a table never closed) is collected while
    the interpreter shuts down: the exit does not wait on it (no thread can start then),
    and its process does not outlive the app."""
    import os
    import subprocess
    import sys
    from pathlib import Path

    root = str(Path(__file__).resolve().parents[2])
    code = ("import sys\n"
            f"sys.path.insert(0, {root!r})\n"
            "from app.ai_worker import AIWorker\n"
            "w = AIWorker()\n"
            "assert w.start()\n"
            "print(w._proc.pid, flush=True)\n"
            "keep = [w]\n"
            "keep.append(keep)\n")      # a cycle: collected only at the exit
    try:
        proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                              timeout=60)
    except subprocess.TimeoutExpired:
        raise AssertionError("the app hung at its exit on a worker never closed") from None
    assert proc.returncode == 0, proc.stderr[-600:]
    worker = int(proc.stdout.split()[0])
    for _ in range(150):
        try:
            os.kill(worker, 0)
        except ProcessLookupError:
            return
        time.sleep(0.1)
    raise AssertionError("the AI worker outlived the app")
