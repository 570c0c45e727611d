"""Magi-Nation Duel: three Magi each, creatures, relics and spells fighting over energy.
Pure rules. ``RULES`` implements :class:`engines.core.protocol.Rules`; see ``rules.py``
for the settled rule details and the map of the modules (turn flow, play, combat,
triggers, the card-effect vocabulary in ``effects.py``, the odd cards in ``card_code.py``),
``decisions.py`` for ``decision(state)``, ``wording.py`` for the log lines and
``cards.json`` for the card data.
"""
from __future__ import annotations

from engines.core.results import outcome
from engines.core.rules_base import RulesBase
from engines.magination import ai
from engines.magination import rules as _r
from engines.magination.cards import (ABOUT, CARDS, CREATURE, MAGI, RELIC, SPELL,
                                      STARTER_DECKS, Card, card, starter_deck)
from engines.magination.decisions import HINTS, decision
from engines.magination.decks import DEFAULT_PLAYERS, MAX_PLAYERS, MIN_PLAYERS
from engines.magination.state import DRAW_REASON, HIDDEN, State, end_game
from engines.magination.value import position_value
from engines.magination.wording import describe, name_of, narrate

__all__ = ["RULES", "MagiNationRules", "State", "Card", "CARDS", "HIDDEN", "card",
           "starter_deck", "STARTER_DECKS", "ABOUT", "MAGI", "CREATURE", "RELIC", "SPELL"]


class MagiNationRules(RulesBase):
    name = "magination"
    title = "Magi-Nation Duel"
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    max_record_actions = 6_000       # longest real games: see app/saves.py
    default_players = DEFAULT_PLAYERS
    cards = CARDS

    # --- protocol: the engine's functions, bound explicitly -----------------------------
    check_config = staticmethod(_r.check_config)
    new_state = staticmethod(_r.new_state)
    legal_actions = staticmethod(_r.legal_actions)
    decision = staticmethod(decision)
    decision_hints = HINTS
    apply_move = staticmethod(_r.apply)
    apply_trusted = staticmethod(_r.apply_trusted)
    why_illegal_move = staticmethod(_r.why_illegal)
    clone = staticmethod(_r.clone)
    view = staticmethod(_r.view)
    determinize = staticmethod(_r.determinize)
    to_json = staticmethod(_r.to_json)
    from_json = staticmethod(_r.from_json)
    describe_move = staticmethod(describe)
    narrate = staticmethod(narrate)
    deck_problems = staticmethod(_r.deck_problems)

    def is_over(self, state: State) -> bool:
        return state.winners is not None

    def game_result(self, state: State):
        if state.winners is None:
            return None
        scores = [len(state.stack[p]) + (1 if state.magi[p] >= 0 else 0)
                  for p in range(state.players)]
        # a draw: everyone went out together (DRAW_REASON) or several tied at the turn
        # limit (engines/core/results.py)
        res = {**outcome(state.winners), "scores": scores,
               "reason": state.end_reason, "turns": state.turn_no}
        res["draw"] = res["draw"] or state.end_reason == DRAW_REASON
        return res

    def end_by_forfeit(self, state: State, seat: int, winners: list, events: list):
        """The forfeit's end (RulesBase.forfeit): the game's own end, reason "forfeit"."""
        end_game(state, winners, "forfeit", events)

    def card_name(self, state: State, card) -> str:
        """The name of instance ``card`` as ``state`` shows it."""
        return name_of(state, card)

    # --- AI --------------------------------------------------------------------------------
    position_value = staticmethod(position_value)

    def agent_for(self, difficulty: str, seed: int):
        return ai.make_agent(self, difficulty, seed)

    # --- extras for the UI, tutorial and tests -------------------------------------------
    def card(self, name_or_id) -> Card:
        """Card data by id or name."""
        return card(name_or_id)

    def starter_deck(self, key: str) -> dict:
        return starter_deck(key)


RULES = MagiNationRules()
