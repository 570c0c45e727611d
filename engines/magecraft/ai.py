"""Magecraft AI: the difficulty mapping.

* "easy": the heuristic with a person's slips (engines.magecraft.heuristic
  ``MagecraftEasyAgent``: the wrong spellbook, gem, opponent or spell, a spellbook
  stopped early), never a random move;
* "normal": the heuristic;
* "hard": the planner (engines.magecraft.ai_plan), which compares the strategic choices of
  its turn by simulation, with the heuristic as its playout policy.

Agents decide from a view only.

The ladder (issue 24; 200 games, 100 deals 7000+ each played from both seats): Normal
beat Easy 78.5% [72.3, 83.6] (the old Easy, a quarter of its moves random: 80.5%); at
four seats, Normal in one against three Easy, 67.5% [60.7, 73.6] (seat share 25%).
"""
from __future__ import annotations

from engines.core.rollout import RolloutAgent
from engines.magecraft.ai_plan import MagecraftPlannerAgent, planner_search
from engines.magecraft.heuristic import MagecraftEasyAgent, MagecraftHeuristicAgent, decide

__all__ = ["make_agent", "MagecraftEasyAgent", "MagecraftHardAgent",
           "MagecraftHeuristicAgent", "MagecraftPlannerAgent", "decide"]

_LEVELS = ("easy", "normal", "hard")


class MagecraftHardAgent(MagecraftPlannerAgent):
    """The planner, lending its search to the analysis where it decides without one (a
    gem paid, a setup discard, where a learned spell goes, a lone candidate:
    engines.core.fallback)."""

    def fallback_searcher(self, view) -> RolloutAgent:
        """The planner's own search for ``view`` (ai_plan.planner_search); the analysis
        puts the move it was given first."""
        return planner_search(self, view)


def make_agent(rules, difficulty: str, seed: int = 0):
    if difficulty not in _LEVELS:
        raise ValueError(f"unknown difficulty {difficulty!r}")
    if difficulty == "easy":
        return MagecraftEasyAgent(seed)
    helper = MagecraftHeuristicAgent(seed)
    if difficulty != "hard":
        return helper
    return MagecraftHardAgent(rules, helper, seed=seed)
