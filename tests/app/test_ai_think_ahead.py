"""Thinking ahead (issue 24): while the last move still shows, the worker may start on
the AI's next decision; the answer is taken only when the table asks, and only if the
seat's view is still the one it was computed for."""
from __future__ import annotations

from app.ui.ai_driver import AIDriver
from engines.registry import rules_for


class FakeWorker:
    """Records the requests; answers the last one with its first legal action."""

    def __init__(self) -> None:
        self.requests: list = []
        self.cancelled = 0

    def request(self, game, view_json, legal, difficulty, seed, budget=None):
        self.requests.append((view_json, legal))

    def poll(self):
        return self.requests[-1][1][0] if self.requests else None

    def cancel(self):
        self.cancelled += 1

    def close(self):
        pass


def _driver():
    rules = rules_for("mabinogi")
    driver = AIDriver(rules, "mabinogi", "hard", 3, inline=True)
    driver.worker = FakeWorker()
    state = rules.new_game({"players": 2}, 5)
    while len(rules.legal_actions(state)) < 2:
        rules.apply(state, rules.legal_actions(state)[0])
    return rules, driver, state


def test_a_decision_prepared_during_the_pace_is_taken_up_when_the_view_is_unchanged():
    rules, driver, state = _driver()
    seat = state.to_move
    driver.prepare(state, seat)
    assert len(driver.worker.requests) == 1
    assert not driver.thinking and driver.poll() is None     # nothing comes before ask
    driver.prepare(state, seat)                              # asked again each frame
    assert len(driver.worker.requests) == 1
    assert driver.ask(state, seat) is None
    assert len(driver.worker.requests) == 1                  # no second request
    assert driver.poll() in rules.legal_actions(state)


def test_an_answer_prepared_for_a_view_that_changed_is_thrown_away():
    rules, driver, state = _driver()
    seat = state.to_move
    driver.prepare(state, seat)
    before = driver.worker.requests[0][0]
    rules.apply(state, rules.legal_actions(state)[0])        # the position moved on
    while state.to_move is not None and len(rules.legal_actions(state)) < 2:
        rules.apply(state, rules.legal_actions(state)[0])
    seat = state.to_move
    driver.ask(state, seat)
    assert len(driver.worker.requests) == 2                  # asked afresh
    assert driver.worker.requests[-1][0] != before
    assert driver.poll() in rules.legal_actions(state)


def test_undo_forgets_a_prepared_decision():
    rules, driver, state = _driver()
    driver.prepare(state, state.to_move)
    driver.cancel()
    assert driver.early is None and driver.worker.cancelled == 1
    driver.ask(state, state.to_move)
    assert len(driver.worker.requests) == 2


def test_inline_agents_do_not_think_ahead():
    rules = rules_for("mabinogi")
    driver = AIDriver(rules, "mabinogi", "hard", 3, inline=True)
    state = rules.new_game({"players": 2}, 5)
    driver.prepare(state, state.to_move)
    assert driver.early is None


def test_at_a_table_the_worker_starts_while_the_move_animates_and_the_ai_waits_its_pace(app):
    """A real table: after the player's move, while its animation plays, the next AI
    decision is already sent; the AI's move comes only once the table's pace has passed,
    and it is the answer computed ahead (no second request)."""
    import random

    from tests.scenes.kit.tables import new_table, play_human, until

    t = new_table(app, "mabinogi")
    fake = FakeWorker()
    t.ai.worker = fake
    rng = random.Random(2)
    ahead = None
    for _ in range(6):
        play_human(app, t, rng)
        if t.state.to_move not in (None, t.human) and t.queue.busy:
            break
    else:
        raise AssertionError("no AI turn began with an animation")
    moves = len(t.record.actions)
    while t.queue.busy:
        app.frame()
        if fake.requests and ahead is None:
            ahead = (len(fake.requests), t.queue.busy, len(t.record.actions))
    assert ahead is not None and ahead[1] is True and ahead[2] == moves
    idle = until(app, lambda: len(t.record.actions) > moves)
    assert idle > 1                 # the answer was ready, yet the table kept its pace
    assert len(fake.requests) == ahead[0]           # taken up, not asked again
