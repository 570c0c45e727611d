"""Mabinogi Duel AI: the difficulty mapping, and the "hard" agent.

* "easy": the heuristic (engines.mabinogi.heuristic) with a third of its moves random;
* "normal": the heuristic: every action tried on a copy of the view, the turn run on to
  the opponent's action phase, the best-scoring position kept;
* "hard": :class:`MabinogiSearchAgent` - the heuristic's best few actions (its ranking,
  ``top`` of them) compared by determinized simulation through the generic
  engines.core.rollout.RolloutAgent: the opponent's hidden hand dealt at random from
  the view (``rules.determinize``), the candidate applied, then the fast policy plays
  both sides for ``horizon`` more turns and the position is scored
  (``rules.evaluate``). Candidates share the deals and the luck (common random numbers);
  the heuristic's own choice is tried first and wins ties.

Every agent decides from a view only, and the same view gets the same answer (each
decision's random stream starts from the agent's seed and the view).
"""
from __future__ import annotations

from engines.core.agents import Agent
from engines.core.rollout import RolloutAgent
from engines.mabinogi.heuristic import MabinogiHeuristicAgent, fast_policy, score, settle
from engines.mabinogi.rules import apply, clone

__all__ = ["make_agent", "MabinogiHeuristicAgent", "MabinogiSearchAgent"]

_NOISE = {"easy": 0.35, "normal": 0.0}


def _salt(view) -> int:
    """Mixed into each decision's seed: positions differ, so do their deals."""
    return (view.turn * 1009 + view.actions * 31 + sum(view.hp) * 7
            + len(view.grave[0]) * 3 + len(view.grave[1])) & 0xFFFFFF


class MabinogiSearchAgent(Agent):
    """The heuristic's ``top`` candidates compared by simulation (see the module doc)."""

    name = "search"

    def __init__(self, rules, seed: int = 0, top: int = 5, horizon: int = 2,
                 samples: int = 400, time_cap: float = 0.8) -> None:
        self.rules = rules
        self.top = top
        self.turns = horizon
        self.search = RolloutAgent(rules, fast_policy, samples=samples, time_cap=time_cap,
                                   seed=seed, horizon=self._horizon, prior=self._prior,
                                   salt=_salt)
        self._first = None
        self.last_stats: dict = {}

    def _horizon(self, root, state) -> bool:
        return state.turn >= root.turn + self.turns

    def _prior(self, view, legal):
        return self._first

    def ranked(self, view, legal: list) -> list:
        """The legal actions, best first by the heuristic's settled score."""
        me = view.to_move
        scored = []
        for i, a in enumerate(legal):
            t = clone(view)
            apply(t, a)
            settle(t, me)
            scored.append((-score(t, me), i, a))
        scored.sort()
        return [a for _, _, a in scored]

    def choose(self, view, legal_actions, budget=None):
        legal = list(legal_actions)
        if len(legal) == 1:
            return legal[0]
        cands = self.ranked(view, legal)[:self.top]
        if len(cands) == 1:
            return cands[0]
        self._first = cands[0]
        choice = self.search.search(view, cands, budget)
        self.last_stats = self.search.last_stats
        return choice


def make_agent(rules, difficulty: str, seed: int = 0):
    if difficulty == "hard":
        return MabinogiSearchAgent(rules, seed=seed)
    if difficulty not in _NOISE:
        raise ValueError(f"unknown difficulty {difficulty!r}")
    return MabinogiHeuristicAgent(seed, noise=_NOISE[difficulty])
