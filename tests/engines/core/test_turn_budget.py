"""Hard's time within a turn (issue 24): every decision stops near its cap, even in its
first deal, and a seat's whole turn shares one budget. Time is a fake clock moved by the
simulated plies, never the wall clock."""
from __future__ import annotations

from types import SimpleNamespace

from engines.core import clock
from engines.core.clock import TurnBudget, own_turn
from engines.core.rollout import OVERRUN, RolloutAgent
from tests.engines.core.toygame import RULES

PLY = 0.01          # fake seconds one simulated ply costs


class PlyClock:
    """Time that moves only when the rollout policy plays a ply."""

    def __init__(self) -> None:
        self.t = 0.0

    def __call__(self) -> float:
        return self.t


def _slow_policy(fake: PlyClock):
    def policy(state, legal, rng):
        fake.t += PLY
        return legal[rng.next64() % len(legal)]
    return policy


def _position(seed=8):
    state = RULES.new_game({"players": 2, "hand": 6}, seed)
    view = RULES.view(state, state.to_move)
    return view, RULES.legal_actions(view)


def _view(seat, current, turn):
    return SimpleNamespace(to_move=seat, current=current, turn=turn)


def test_a_decision_gives_up_its_first_deal_when_it_would_run_far_past_the_cap():
    """The cap holds even when a single deal (every candidate played out once) takes
    longer than the cap: the deal is given up and the prior's move (here the first
    candidate) taken, instead of finishing the deal whatever it costs."""
    view, legal = _position()
    fake = PlyClock()
    agent = RolloutAgent(RULES, _slow_policy(fake), samples=50, time_cap=0.05, prune_z=99,
                         clock=fake, foresee=True)
    choice = agent.choose(view, legal)
    assert len(legal) > 2
    assert fake.t <= OVERRUN * 0.05 + PLY + 1e-9
    assert agent.last_stats["samples"] == 0
    assert choice == legal[0]


def test_a_deal_cut_short_is_dropped_so_candidates_stay_compared_on_the_same_deals():
    view, legal = _position()
    fake = PlyClock()
    agent = RolloutAgent(RULES, _slow_policy(fake), samples=500, time_cap=1.0, prune_z=99,
                         clock=fake)
    agent.choose(view, legal)
    # checked every 8 plies without ``foresee``: at most 8 plies past the cut-off
    assert fake.t <= OVERRUN * 1.0 + 8 * PLY + 1e-9
    done = agent.last_stats["samples"]
    assert 0 < done < 500
    values = agent.last_stats["values"]
    assert all(0.0 <= v <= 1.0 for v in values.values()) and len(values) == len(legal)


def test_turn_budget_shares_what_is_left_of_the_turn_among_its_decisions():
    budget = TurnBudget(total=1.5, share=0.5, floor=0.04)
    budget.begin(_view(0, 0, 3))
    assert budget.allowance(0.45) == 0.45          # the decision's own cap first
    budget.spend(0.45)
    assert budget.allowance(None) == 0.525          # half of the 1.05 s left
    budget.spend(1.05)
    assert budget.allowance(0.45) == 0.04           # spent: the floor still answers


def test_turn_budget_starts_afresh_on_the_seats_next_turn_not_on_answers_between():
    """Answers given during another seat's turn count toward the seat's own turn; the
    budget is renewed only when its own next turn begins."""
    budget = TurnBudget(total=1.0, share=1.0, floor=0.0)
    budget.begin(_view(0, 0, 3))
    budget.spend(0.75)
    budget.begin(_view(0, 1, 3))                    # an answer in seat 1's turn
    assert own_turn(_view(0, 1, 3)) is None
    assert budget.allowance() == 0.25
    budget.spend(0.25)
    budget.begin(_view(0, 0, 4))                    # its own next turn
    assert budget.allowance() == 1.0


def test_a_turn_of_many_searched_decisions_stays_within_the_turn_budget():
    """Ten close decisions in one turn: each search stops at its share of what is left,
    so the whole turn costs its total and a few floors, not ten caps."""
    view, legal = _position()
    fake = PlyClock()
    agent = RolloutAgent(RULES, _slow_policy(fake), samples=10_000, time_cap=0.45,
                         prune_z=99, clock=fake)
    agent.turn_budget = TurnBudget(total=1.5, share=0.5, floor=0.04)
    for _ in range(10):
        agent.choose(view, legal)
    assert fake.t <= 1.5 + 10 * (OVERRUN * 0.04 + 8 * PLY)
    assert fake.t < 10 * 0.45 / 2


def test_the_turn_budget_reads_the_clock_in_use():
    view, legal = _position()
    fake = PlyClock()
    with clock.using(fake):
        agent = RolloutAgent(RULES, _slow_policy(fake), samples=10_000, time_cap=0.45,
                             prune_z=99)
        agent.turn_budget = TurnBudget(total=0.2, share=1.0, floor=0.0)
        agent.choose(view, legal)
    assert 0.15 <= agent.turn_budget.spent <= OVERRUN * 0.2 + 8 * PLY
