"""Hard re-plans after a surprise (issue 24): every decision of its turn is searched
from the position as it is now, and a search too short to judge keeps the heuristic's
move. The staged case: three Blazing Firecats go for Nissa, whose hidden Fog (an
original-design enchant: when she is attacked, her player may flip it and the attack
does not happen) cancels the first attack; the two other Firecats next to her still
attack before the turn ends. Time is a fake clock moved by the simulated plies."""
from __future__ import annotations

import pytest

from engines.arena import RULES
from engines.arena.content import SPELL_INDEX as S
from engines.arena.state import CHOSEN, FIELD
from engines.arena.testing import fig, stage, tiny_board
from engines.core import clock

tiny_board("replan_open", ["1 1 1 1 1 1 1 1 1 1 1 1 1 1"] * 7)

# (the figures, Nissa's damage): the Firecats start a few spaces from Nissa and move in
CASES = {
    "from the west": ([(0, "chandra", 0, (0, 3)), (1, "nissa", 0, (7, 2)),
                       (0, "firecats", 0, (2, 6), (1, 6)), (0, "firecats", 1, (4, 2), (3, 2)),
                       (0, "firecats", 2, (8, 5), (7, 5))], 2),
    "from both sides": ([(0, "chandra", 0, (0, 3)), (1, "nissa", 0, (9, 3)),
                         (0, "firecats", 0, (2, 6), (3, 6)),
                         (0, "firecats", 1, (10, 1), (10, 2)),
                         (0, "firecats", 2, (7, 1), (8, 1))], 1),
}


class PlyClock:
    """Fake time, moved only by the simulated plies."""

    def __init__(self) -> None:
        self.t = 0.0

    def __call__(self) -> float:
        return self.t


class TimedRules:
    """The Arena rules, each ``legal_actions`` (one per simulated ply) costing
    ``cost`` fake seconds."""

    def __init__(self, fake: PlyClock, cost: float) -> None:
        self.fake, self.cost = fake, cost

    def __getattr__(self, name):
        return getattr(RULES, name)

    def legal_actions(self, state):
        self.fake.t += self.cost
        return RULES.legal_actions(state)


def _adjacent(s, f: int, g: int) -> bool:
    dist = s.board.dist
    return min(dist[s.f_hex[f]][s.f_hex[g]], dist[s.f_hex2[f]][s.f_hex[g]]) == 1


@pytest.mark.parametrize("case", sorted(CASES))
@pytest.mark.parametrize("cost,seed", [(0.002, 2), (0.005, 3), (0.005, 2)])
def test_after_a_fog_cancels_an_attack_the_other_firecats_next_to_nissa_still_attack(
        case, cost, seed):
    figures, damage = CASES[case]
    s = stage("replan_open", armies=("chandra", "nissa"), figures=figures,
              chosen="firecats", step=CHOSEN, hands=[[], []],
              damage={(1, "nissa", 0): damage})
    s.c_hidden[s.pw[1]] = [[S["fog"], 1, 0]]
    nissa = fig(s, 1, "nissa")
    cats = [fig(s, 0, "firecats", i) for i in range(3)]
    fake = PlyClock()
    agent = RULES.make_agent("hard", seed)
    agent.rules = TimedRules(fake, cost)
    attacked: list = []
    cancelled = False
    with clock.using(fake):
        while s.current == 0 and s.winners is None:
            legal = RULES.legal_actions(s)
            if s.to_move == 0:
                a = legal[0] if len(legal) == 1 else agent.choose(RULES.view(s, 0), legal)
            else:                                   # Nissa's player flips the Fog
                a = ("yes",) if ("yes",) in legal else legal[0]
            if a == ("end",):
                idle = [f for f in cats if f not in attacked and s.f_zone[f] == FIELD
                        and s.f_zone[nissa] == FIELD and _adjacent(s, f, nissa)]
                assert not idle, f"Firecats {idle} next to Nissa never attacked"
            if a[0] == "attack":
                attacked.append(a[1])
            ev = RULES.apply(s, a)
            cancelled = cancelled or any(e["type"] == "AttackCancelled" for e in ev)
    assert cancelled                                # the Fog did cancel an attack
    assert len(attacked) >= 2
