"""Arena AI: the difficulty mapping.

* "easy": the heuristic (engines.arena.heuristic) with a share of its moves random;
* "normal": the heuristic;
* "hard": the planner (engines.arena.planner): the heuristic's turn, with its strategic
  decisions (army card, moves, attacks) compared by simulation through the opponent's
  reply (the core RolloutAgent, the heuristic for both sides) and scored by a
  threat-aware evaluation, within 0.45 s of CPU a decision. Over the bench's 100 paired
  deals it beat the heuristic in 77.5% of Duels [68.4, 84.6] (simulating only to the end
  of its own turn for squad moves and attacks, about 65%; keeping the heuristic's move
  unless another is better by a standard error, 74% of 74). Measured at 0.6 s per
  decision, the core's ISMCTS (since removed) with the heuristic as rollout policy
  and the same evaluation won 1 of 8 Duels against the heuristic.

Agents decide from a view only.
"""
from __future__ import annotations

from engines.core.clock import TurnBudget
from engines.arena.heuristic import ArenaHeuristicAgent
from engines.arena.planner import ArenaPlannerAgent

_NOISE = {"easy": 0.3, "normal": 0.0, "hard": 0.0}


def make_agent(rules, difficulty: str, seed: int = 0):
    if difficulty not in _NOISE:
        raise ValueError(f"unknown difficulty {difficulty!r}")
    if difficulty == "hard":
        agent = ArenaPlannerAgent(rules, seed=seed)
        agent.turn_budget = TurnBudget()        # its whole turn within 1.5 s (issue 24)
        return agent
    return ArenaHeuristicAgent(seed, noise=_NOISE[difficulty])
