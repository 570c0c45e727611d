"""Last Counter: the sixth "game", a test-only engine that is the worked example of
docs/architecture.md ("Add a sixth game").

Two players take turns at a pile of counters: take 1 to 3, or play the card in your hand
(take as many counters as it shows, then draw a new card from the shuffled deck). The
cards in hand are hidden from the other player, the deck's order from both; whoever takes
the last counter wins. A real game's package is laid out the same way:

    rules.py      the state and the pure rules (the protocol's functions)
    decisions.py  the pending decision and its declared hints (``HINTS``)
    read.py       the read model the scenes use instead of raw state fields
    tutorial.py   the tutorial's staged position (a config key)
    deck.py       the deck model the builder edits
    testing.py    the conformance suite's hooks (never imported by production code)
"""
from __future__ import annotations

from engines.core.agents import RandomAgent
from engines.core.rules_base import RulesBase
from tests.sixth.engine import decisions, rules, tutorial
from tests.sixth.engine.ai import TakeToFour

__all__ = ["RULES", "SixthRules"]


class SixthRules(RulesBase):
    name, title = "sixth", "Last Counter"
    min_players, max_players, default_players = 2, 2, 2
    decision_hints = decisions.HINTS
    check_config = staticmethod(rules.check_config)
    new_state = staticmethod(rules.new_state)
    legal_actions = staticmethod(rules.legal_actions)
    decision = staticmethod(decisions.decision)
    why_illegal_move = staticmethod(rules.why_illegal)
    apply_move = staticmethod(rules.apply)
    apply_trusted = staticmethod(rules.apply_trusted)
    game_result = staticmethod(rules.result)
    view = staticmethod(rules.view)
    determinize = staticmethod(rules.determinize)
    clone = staticmethod(rules.clone)
    to_json = staticmethod(rules.to_json)
    from_json = staticmethod(rules.from_json)
    describe_move = staticmethod(rules.describe)
    narrate = staticmethod(rules.narrate)
    position_value = staticmethod(rules.position_value)
    tutorial_position = staticmethod(tutorial.position)

    def card_name(self, state, card, /) -> str:
        return f"a {card}"

    def agent_for(self, difficulty: str, seed: int):
        return RandomAgent(seed) if difficulty == "easy" else TakeToFour()


RULES = SixthRules()
