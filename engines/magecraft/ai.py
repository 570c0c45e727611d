"""Magecraft AI: the difficulty mapping.

* "easy": the heuristic (engines.magecraft.heuristic) with a quarter of its moves random;
* "normal": the heuristic;
* "hard": the planner (engines.magecraft.ai_plan), which compares the strategic choices of
  its turn by simulation, with the heuristic as its playout policy.

Agents decide from a view only.
"""
from __future__ import annotations

from engines.magecraft.ai_plan import MagecraftPlannerAgent
from engines.magecraft.heuristic import MagecraftHeuristicAgent, decide

__all__ = ["make_agent", "MagecraftHeuristicAgent", "MagecraftPlannerAgent", "decide"]

_NOISE = {"easy": 0.25, "normal": 0.0, "hard": 0.0}


def make_agent(rules, difficulty: str, seed: int = 0):
    if difficulty not in _NOISE:
        raise ValueError(f"unknown difficulty {difficulty!r}")
    helper = MagecraftHeuristicAgent(seed, noise=_NOISE[difficulty])
    if difficulty != "hard":
        return helper
    return MagecraftPlannerAgent(rules, helper, seed=seed)
