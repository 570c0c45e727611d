"""Magi: a shedding card game for 2-8 players (4-8 official). Pure rules.

``RULES`` implements :class:`engines.core.protocol.Rules`; see ``rules.py`` for the turn
flow and the rule decisions, ``cards.json`` for the (original) card design.
"""
from __future__ import annotations

from engines.core.rules_base import RulesBase
from engines.magi import rules as _r
from engines.magi.cards import CARDS, COLOURS, DESIGN_NOTE, PTS, Card
from engines.magi.rules import (CHOICE, DRAWN, MAGIC, MAIN, OVER, HIDDEN, MagiState,
                                ORIG_GROUPS)

__all__ = ["RULES", "MagiRules", "MagiState", "Card", "CARDS", "COLOURS", "HIDDEN",
           "MAGIC", "MAIN", "DRAWN", "CHOICE", "OVER", "ORIG_GROUPS", "DESIGN_NOTE"]

_MEAN_POINTS = sum(PTS) / len(PTS)
_ORIG_WORDS = {"select": "Select", "free": "Free", "again": "Again", "reverse": "Reverse",
               "shot": "Shot", "through": "Through", "draw0": "Draw 0", "draw1": "Draw 1",
               "draw2": "Draw 2", "draw3": "Draw 3"}


class MagiRules(RulesBase):
    name = "magi"
    title = "Magi"
    min_players = 2
    max_players = 8
    default_players = 4
    house_rule_players = (2, 3)

    # --- protocol: the rules module's functions, bound explicitly -------------------
    legal_actions = staticmethod(_r.legal_actions)
    apply = staticmethod(_r.apply)
    why_illegal = staticmethod(_r.why_illegal)
    clone = staticmethod(_r.clone)
    view = staticmethod(_r.view)
    determinize = staticmethod(_r.determinize)
    to_json = staticmethod(_r.to_json)
    from_json = staticmethod(_r.from_json)

    def start(self, config: dict, seed: int) -> tuple:
        events: list = []
        state = _r.new_state(config, seed, events)
        return state, events

    def agent_for(self, difficulty: str, seed: int):
        from engines.magi.ai import make_agent
        return make_agent(self, difficulty, seed)
    colours = COLOURS
    cards = CARDS

    # --- protocol (new_game, start, is_over, make_agent and the rules module's
    # functions come from RulesBase) ---------------------------------------------------
    def result(self, state: MagiState):
        if state.winners is None:
            return None
        return {"winners": list(state.winners), "scores": list(state.totals),
                "rounds": [list(r) for r in state.round_scores]}

    def evaluate(self, state: MagiState, player: int) -> float:
        n = state.players
        if state.winners is not None:
            return 1.0 / len(state.winners) if player in state.winners else 0.0
        # Expected standing: banked totals plus what each hand would cost now, and a
        # penalty per card (more cards = further from going out).
        risk = []
        for i in range(n):
            h = state.hands[i]
            pts = sum(_MEAN_POINTS if c < 0 else PTS[c] for c in h)
            risk.append(state.totals[i] + 0.5 * pts + 3.0 * len(h))
        mine = risk[player]
        others = [risk[i] for i in range(n) if i != player]
        score = 0.0
        for o in others:
            d = (o - mine) / 25.0
            score += 0.5 + 0.5 * d / (1.0 + abs(d))
        return max(0.0, min(1.0, score / len(others)))

    def describe(self, state: MagiState, action) -> str:
        p = state.to_move
        who = state.names[p] if p is not None else "Nobody"
        kind = action[0] if action else ""
        if kind == "play":
            where = " in the magic phase" if state.phase == MAGIC else ""
            return f"{who} plays {self.card_name(action[1])}{where}"
        if kind == "draw":
            return f"{who} draws a card"
        if kind == "pass":
            return f"{who} passes"
        if kind == "skip_magic":
            return f"{who} lets the magic phase go by"
        if kind == "colour":
            return f"{who} chooses {action[1]}"
        if kind == "shoot":
            return f"{who} shoots the turn to {state.names[action[1]]}"
        if kind == "original":
            return f"{who} chooses {_ORIG_WORDS.get(action[1], action[1])} for the Original card"
        if kind == "call":
            return f"{who} calls \"Magi!\""
        if kind == "catch":
            return f"{who} catches {state.names[action[1]]} without a \"Magi!\" call"
        return f"{who}: {action!r}"

    # --- extras for the UI, tutorial and tests ---------------------------------------
    def card(self, card_id: int) -> Card:
        return CARDS[card_id]

    def card_name(self, card_id: int) -> str:
        return CARDS[card_id].name

    def requirement(self, state: MagiState) -> dict:
        return state.requirement()

    def hand_points(self, state: MagiState, player: int) -> int:
        return sum(PTS[c] for c in state.hands[player] if c >= 0)


RULES = MagiRules()
