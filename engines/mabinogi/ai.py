"""Mabinogi Duel AI: the difficulty mapping (placeholder while the heuristic is built)."""
from __future__ import annotations

from engines.core.agents import RandomAgent


def make_agent(rules, difficulty: str, seed: int = 0):
    return RandomAgent(seed)
