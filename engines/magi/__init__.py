"""Magi: a shedding card game for 2-8 players (4-8 official). Pure rules.

``RULES`` implements :class:`engines.core.protocol.Rules`; see ``rules.py`` for the turn
flow and the rule decisions, ``cards.json`` for the (original) card design.
"""
from __future__ import annotations

from engines.core.events import game_over
from engines.core.results import outcome
from engines.core.rules_base import RulesBase
from engines.magi import decision as _d
from engines.magi import rules as _r
from engines.magi import wording as _w
from engines.magi.cards import CARDS, COLOURS, DESIGN_NOTE, PTS, Card
from engines.magi.rules import (CALLING, CHOICE, DRAWN, MAGIC, MAIN, OVER, HIDDEN,
                                MagiState, ORIG_GROUPS)
from engines.magi.value import position_value

__all__ = ["RULES", "MagiRules", "MagiState", "Card", "CARDS", "COLOURS", "HIDDEN",
           "MAGIC", "MAIN", "DRAWN", "CALLING", "CHOICE", "OVER", "ORIG_GROUPS", "DESIGN_NOTE"]


class MagiRules(RulesBase):
    name = "magi"
    title = "Magi"
    min_players = _r.MIN_PLAYERS
    max_players = _r.MAX_PLAYERS
    max_record_actions = 20_000       # longest real games: see app/saves.py
    default_players = _r.DEFAULT_PLAYERS
    house_rule_players = _r.HOUSE_RULE_PLAYERS
    colours = COLOURS
    cards = CARDS

    # --- protocol: the engine modules' functions, bound explicitly ------------------
    check_config = staticmethod(_r.check_config)
    new_state = staticmethod(_r.new_state)
    legal_actions = staticmethod(_r.legal_actions)
    apply_move = staticmethod(_r.apply)
    apply_trusted = staticmethod(_r.apply_trusted)
    why_illegal_move = staticmethod(_r.why_illegal)
    clone = staticmethod(_r.clone)
    view = staticmethod(_r.view)
    determinize = staticmethod(_r.determinize)
    to_json = staticmethod(_r.to_json)
    from_json = staticmethod(_r.from_json)
    decision = staticmethod(_d.decision)
    decision_hints = _d.HINTS
    describe_move = staticmethod(_w.describe)
    narrate = staticmethod(_w.narrate)
    card_name = staticmethod(_w.card_name)
    position_value = staticmethod(position_value)

    def agent_for(self, difficulty: str, seed: int):
        from engines.magi.ai import make_agent
        return make_agent(self, difficulty, seed)

    # --- protocol (new_game, is_over and make_agent come from RulesBase) -------------
    def game_result(self, state: MagiState):
        if state.winners is None:
            return None
        # several players with the fewest minus points: a draw (engines/core/results.py)
        return {**outcome(state.winners), "scores": list(state.totals),
                "rounds": [list(r) for r in state.round_scores]}

    def end_by_forfeit(self, state: MagiState, seat: int, winners: list, events: list):
        """The forfeit's end (RulesBase.forfeit): the round stops and nobody scores."""
        state.winners, state.phase, state.to_move, state.pending = list(winners), OVER, None, []
        events.append(game_over(winners, "forfeit", totals=list(state.totals)))

    def ended_by_forfeit(self, state: MagiState) -> bool:
        """Magi keeps no end reason: a game that ends by its rules ends on a total at the
        target, so one that ended below it was given up."""
        return state.winners is not None and max(state.totals) < state.target

    # --- extras for the UI, tutorial and tests ---------------------------------------
    def card(self, card_id: int) -> Card:
        return CARDS[card_id]

    def requirement(self, state: MagiState) -> dict:
        return state.requirement()

    def hand_points(self, state: MagiState, player: int) -> int:
        return sum(PTS[c] for c in state.hands[player] if c >= 0)


RULES = MagiRules()
