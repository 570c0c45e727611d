"""The clock the AI's time caps run on: wall time by default, CPU time in the bench."""
from __future__ import annotations

import time

from engines.core import clock
from engines.core.rollout import RolloutAgent
from tests.engines.core.toygame import RULES


def _random_policy(state, legal, rng):
    return legal[rng.next64() % len(legal)]


class FakeClock:
    """Each reading is ``step`` seconds after the last."""

    def __init__(self, step: float) -> None:
        self.t, self.step = 0.0, step

    def __call__(self) -> float:
        self.t += self.step
        return self.t


def _position():
    state = RULES.new_game({"players": 2}, 8)
    view = RULES.view(state, state.to_move)
    return view, RULES.legal_actions(view)


def test_wall_time_by_default_and_using_restores():
    assert clock.current() is time.perf_counter
    with clock.using(time.process_time):
        assert clock.current() is time.process_time
    assert clock.current() is time.perf_counter


def test_rollout_cap_is_read_on_the_clock_in_use():
    view, legal = _position()
    with clock.using(FakeClock(1.0)):           # a second per reading: past the cap at once
        agent = RolloutAgent(RULES, _random_policy, samples=50, time_cap=0.5, prune_z=99)
        agent.choose(view, legal)
    assert agent.last_stats["samples"] == 0
    own = RolloutAgent(RULES, _random_policy, samples=50, time_cap=0.5, prune_z=99,
                       clock=FakeClock(0.0))     # its own clock, which never moves
    with clock.using(FakeClock(1.0)):
        own.choose(view, legal)
    assert own.last_stats["samples"] == 50
