"""Arena AI: the difficulty mapping.

* "easy": the heuristic (engines.arena.heuristic) with a share of its moves random;
* "normal": the heuristic;
* "hard": the planner (engines.arena.planner): the heuristic's turn, with its strategic
  decisions (army card, moves, attacks) compared by simulation to the end of the turn
  through the core RolloutAgent and scored by a threat-aware evaluation. Measured at the
  same 0.6 s per decision, the core's ISMCTS (engines.core.search) with the heuristic as
  rollout policy and the same evaluation won 1 of 8 Duels against the heuristic; the
  planner wins about three in four.

Agents decide from a view only.
"""
from __future__ import annotations

from engines.arena.heuristic import ArenaHeuristicAgent
from engines.arena.planner import ArenaPlannerAgent

_NOISE = {"easy": 0.3, "normal": 0.0, "hard": 0.0}


def make_agent(rules, difficulty: str, seed: int = 0):
    if difficulty not in _NOISE:
        raise ValueError(f"unknown difficulty {difficulty!r}")
    if difficulty == "hard":
        return ArenaPlannerAgent(rules, seed=seed)
    return ArenaHeuristicAgent(seed, noise=_NOISE[difficulty])
