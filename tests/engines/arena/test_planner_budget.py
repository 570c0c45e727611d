"""Hard's Arena turn within its budget (issue 24): the whole turn of the planner - every
decision from the start of its turn to the end - shares engines.core.clock.TurnBudget,
and no decision runs far past its cap. Time is a fake clock moved by the simulated
plies (each ``legal_actions`` of a rollout), never the wall clock."""
from __future__ import annotations

import pytest

from engines.arena import RULES
from engines.arena.state import CHOSEN
from engines.arena.testing import stage, tiny_board
from engines.core import clock
from engines.core.clock import TurnBudget
from engines.core.rollout import OVERRUN
from tests.engines.arena.test_planner_replan import PlyClock, TimedRules

tiny_board("budget_open", ["1 1 1 1 1 1 1 1 1 1 1 1 1 1"] * 7)

FIGURES = [(0, "chandra", 0, (0, 3)), (1, "nissa", 0, (9, 3)),
           (0, "firecats", 0, (2, 6), (3, 6)), (0, "firecats", 1, (3, 1), (3, 2)),
           (0, "firecats", 2, (2, 4), (3, 4))]


def _turn(cost: float, seed: int):
    """The fake seconds of each decision of seat 0's turn (moves and attacks)."""
    s = stage("budget_open", armies=("chandra", "nissa"), figures=FIGURES,
              chosen="firecats", step=CHOSEN, hands=[[], []])
    fake = PlyClock()
    agent = RULES.make_agent("hard", seed)
    agent.rules = TimedRules(fake, cost)
    spent = []
    with clock.using(fake):
        while s.current == 0 and s.winners is None:
            legal = RULES.legal_actions(s)
            if s.to_move == 0 and len(legal) > 1:
                t = fake.t
                a = agent.choose(RULES.view(s, 0), legal)
                spent.append(fake.t - t)
            else:
                a = legal[0]
            RULES.apply(s, a)
    return spent, agent


@pytest.mark.parametrize("seed", [1, 2])
def test_hards_whole_arena_turn_stays_within_its_budget(seed):
    cost = 0.004
    spent, agent = _turn(cost, seed)
    budget = agent.turn_budget
    assert isinstance(budget, TurnBudget)
    assert len(spent) >= 4                              # moves and attacks
    assert max(spent) <= OVERRUN * agent.time_cap + cost + 1e-9
    floors = len(spent) * (OVERRUN * budget.floor + cost)
    assert sum(spent) <= budget.total + floors + 1e-9
