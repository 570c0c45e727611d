"""Hard on the largest map (issue 27 item 7): on a 2,000-hex battlefield with 1,000-point
armies (many more figures, summons, moves and attacks in a turn than in the Duel) Hard's
whole turn still shares one budget (engines.core.clock.TurnBudget), and no decision runs
past its cap: there one deal through the opponent's reply can take longer than the whole
cap, and the search gives it up at the cap (planner._scaled). Time is a fake clock moved
by the simulated plies, never the wall clock."""
from __future__ import annotations

from engines.arena import RULES
from engines.arena.battlefield import MAX_HEXES, generated
from engines.core.turn_timing import turn_totals as _turns
from engines.core import clock
from engines.core.clock import TurnBudget, own_turn
from engines.core.rollout import OVERRUN
from tests.engines.arena.test_planner_replan import PlyClock, TimedRules


def test_hards_whole_turns_on_the_largest_map_stay_within_their_budget():
    bf = generated(40, 50, seed=27, name="Supersized")
    assert len(bf["hexes"]) == MAX_HEXES
    s = RULES.new_game({"players": 2, "armies": ["gideon", "liliana"], "build": 1000,
                        "battlefield": bf}, 601)
    cost = 0.01
    fake = PlyClock()
    agent = RULES.make_agent("hard", 3)
    agent.rules = TimedRules(fake, cost)
    # the search itself is measured from the first turn (there the armies are still out
    # of reach, where Hard would walk as Normal does: test_ai_long_maps.py)
    agent.walk_far = False
    played: list = []                          # (seat, own turn, fake seconds)
    with clock.using(fake):
        for _ in range(4000):
            if s.winners is not None or len(_turns(played)) >= 2:
                break
            legal = RULES.legal_actions(s)
            if s.to_move == 0 and len(legal) > 1:
                turn = own_turn(s)
                t = fake.t
                a = agent.choose(RULES.view(s, 0), legal)
                played.append((0, turn, fake.t - t))
            else:
                a = legal[0]
            RULES.apply(s, a)
    budget = agent.turn_budget
    assert isinstance(budget, TurnBudget)
    turns = _turns(played)
    assert len(turns) == 2
    spent = [x for _, _, x in played]
    # on a big map a deal still running is given up at the cap itself (not past it)
    assert max(spent) <= agent.time_cap + cost + 1e-9
    assert any(x > 2 * cost for x in spent)      # the search did run
    # each whole turn: the budget plus a floor for each of its decisions
    per_turn: dict = {}
    for _, turn, x in played:
        if turn is not None:
            per_turn.setdefault(turn, []).append(x)
    for turn, xs in per_turn.items():
        floors = len(xs) * (OVERRUN * budget.floor + cost)
        assert sum(xs) <= budget.total + floors + 1e-9, turn
    assert max(len(xs) for xs in per_turn.values()) >= 6   # a big army's many decisions
