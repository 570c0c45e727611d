"""Arena AI: the difficulty mapping.

* "easy": the heuristic (engines.arena.heuristic) with a share of its moves random;
* "normal": the heuristic;
* "hard": the planner (engines.arena.planner).

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
