"""The sixth game's AI: leave the other player a multiple of four (from the view)."""
from __future__ import annotations

from engines.core.agents import Agent


class TakeToFour(Agent):
    name = "take to four"

    def choose(self, view, legal_actions, budget=None):
        want = ("take", view.pile % 4)
        return want if want in legal_actions else legal_actions[0]
