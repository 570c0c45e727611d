import time

import pytest

from app.ai_worker import AIWorker


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
    class Dead:
        def is_alive(self):
            return False

    import queue

    w = AIWorker(inline=False)
    w.start = lambda: True            # pretend a process is running ...
    w._proc = Dead()                  # ... that has died
    w._requests, w._results = queue.Queue(), queue.Queue()
    w.request("fake", {"n": 0}, [("a",), ("b",)], "easy", 1, None)
    assert w.busy
    assert w.poll() == ("b",)
    assert w.inline and "stopped" in w.last_error


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
