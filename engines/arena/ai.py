"""Arena AI: the difficulty mapping.

* "easy": Normal with the mistakes a person makes (engines.arena.easy): a weaker card
  now and then, a move one space short, a glyph or a spell forgotten, a weaker target;
* "normal": the heuristic (engines.arena.heuristic), playing to win: it brings its squads
  toward the opposing Planeswalker and the glyphs (engines.arena.aims) even when the
  opponent holds back;
* "hard": the planner (engines.arena.planner): the heuristic's turn, with its strategic
  decisions (army card, moves, attacks) compared by simulation through the opponent's
  reply (the core RolloutAgent, the heuristic for both sides) and scored by a
  threat-aware evaluation, within 0.45 s of CPU a decision. It searches with the
  heuristic as it was before Normal learned to play to win (``decide(bold=False)``,
  the same play move for move): so searching, it beat the new Normal in 28 of 40 paired
  Duels, 70% [54.6, 81.9] (seeds 8000-8019, CPU-time caps); searching with Normal's new
  terms, only 18 of 32, 56% [39.3, 71.8].

Measured (paired Duels, seats swapped on each deal, Wilson 95%): the new Normal against
the heuristic of before 54.8% [47.8, 61.5] of 200 (seeds 6000+); Normal against Easy
73.0% [66.5, 78.7] of 200 (seeds 7000+); Normal against a sitting opponent, Duels won by
turn 15: 195 of 200 (seeds 9000+: Gideon 38, Jace 37, Liliana, Chandra and Nissa 40 of
40), before 139 of 200. Over the bench's 100 paired
  deals it beat the heuristic in 77.5% of Duels [68.4, 84.6] (simulating only to the end
  of its own turn for squad moves and attacks, about 65%; keeping the heuristic's move
  unless another is better by a standard error, 74% of 74). Measured at 0.6 s per
  decision, the core's ISMCTS (since removed) with the heuristic as rollout policy
  and the same evaluation won 1 of 8 Duels against the heuristic.

Agents decide from a view only.
"""
from __future__ import annotations

from engines.arena.easy import ArenaEasyAgent
from engines.arena.heuristic import ArenaHeuristicAgent
from engines.arena.planner import (MIN_SAMPLES, ArenaPlannerAgent, _full_policy,
                                   _next_is_mine, _scaled, turn_end_value)
from engines.core.clock import TurnBudget
from engines.core.rollout import RolloutAgent

DIFFICULTIES = ("easy", "normal", "hard")


class ArenaHardAgent(ArenaPlannerAgent):
    """The planner, lending its search to the analysis where it decides by rule (a
    question, a placement: engines.core.fallback)."""

    def fallback_searcher(self, view) -> RolloutAgent:
        """The planner's search as it runs at a strategic decision of ``view``: the
        heuristic for both sides through the opponent's reply, scored at the end of the
        turn by ``turn_end_value``."""
        me, turn = view.to_move, view.turn + 2
        return RolloutAgent(self.rules, _full_policy, samples=self.samples,
                            time_cap=_scaled(self.time_cap, view.players), max_plies=800,
                            prune_z=self.prune_z, keep_z=self.keep_z, seed=self.seed,
                            foresee=True, min_samples=MIN_SAMPLES,
                            horizon=lambda v, st: st.turn >= turn,
                            value=lambda v, st, p: turn_end_value(st, me,
                                                                  _next_is_mine(st, me)),
                            salt=lambda v: v.turn * 977 + len(v.agenda))


def make_agent(rules, difficulty: str, seed: int = 0):
    if difficulty not in DIFFICULTIES:
        raise ValueError(f"unknown difficulty {difficulty!r}")
    if difficulty == "hard":
        agent = ArenaHardAgent(rules, seed=seed)
        agent.turn_budget = TurnBudget()        # its whole turn within 1.5 s (issue 24)
        return agent
    if difficulty == "easy":
        return ArenaEasyAgent(seed)
    return ArenaHeuristicAgent(seed, bold=True)
