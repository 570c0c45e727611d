"""AI agents. Every agent decides from a view (hidden information removed), never from
the full state: ``choose(view, legal_actions, budget=None) -> action``.

* RandomAgent - uniform over the legal actions (baseline for tests and the bench).
* Heuristic agents live with their game (engines/<game>/ai.py).
* RolloutAgent (engines/core/rollout.py) - determinized flat Monte-Carlo through the protocol.
"""
from __future__ import annotations

from engines.core.rng import Rng

DIFFICULTIES = ("easy", "normal", "hard")


class Agent:
    """Base class: subclasses override choose()."""

    name = "agent"

    def choose(self, view, legal_actions: list, budget: float | None = None):
        raise NotImplementedError


class RandomAgent(Agent):
    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def choose(self, view, legal_actions, budget=None):
        return legal_actions[self.rng.next64() % len(legal_actions)]
