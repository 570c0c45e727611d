"""Magi-Nation Duel: three Magi each, creatures, relics and spells fighting over energy.
Pure rules. ``RULES`` implements :class:`engines.core.protocol.Rules`; see ``rules.py``
for the turn flow and settled rule details, ``effects.py`` for the card-effect vocabulary,
``card_code.py`` for the odd cards and ``cards.json`` for the card data.
"""
from __future__ import annotations

from engines.core.rules_base import RulesBase
from engines.magination import rules as _r
from engines.magination.cards import (ABOUT, CARDS, CREATURE, MAGI, RELIC, SPELL,
                                      STARTER_DECKS, Card, card, starter_deck)
from engines.magination.state import HIDDEN, State

__all__ = ["RULES", "MagiNationRules", "State", "Card", "CARDS", "HIDDEN", "card",
           "starter_deck", "STARTER_DECKS", "ABOUT", "MAGI", "CREATURE", "RELIC", "SPELL"]


class MagiNationRules(RulesBase):
    name = "magination"
    title = "Magi-Nation Duel"
    min_players = 2
    max_players = 4

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
        from engines.magination.ai import make_agent
        return make_agent(self, difficulty, seed)
    cards = CARDS

    # --- protocol (new_game, start, make_agent and the rules module's functions come
    # from RulesBase) ------------------------------------------------------------------
    deck_problems = staticmethod(_r.deck_problems)

    def is_over(self, state: State) -> bool:
        return state.winners is not None

    def result(self, state: State):
        if state.winners is None:
            return None
        scores = [len(state.stack[p]) + (1 if state.magi[p] >= 0 else 0)
                  for p in range(state.players)]
        return {"winners": list(state.winners), "scores": scores,
                "reason": state.end_reason, "turns": state.turn_no}

    def evaluate(self, state: State, player: int) -> float:
        from engines.magination.ai import evaluate
        return evaluate(state, player)

    def describe(self, state: State, action) -> str:
        return _describe(state, tuple(action))

    # --- extras for the UI, tutorial and tests ---------------------------------------
    def card(self, name_or_id) -> Card:
        """Card data by id or name."""
        return card(name_or_id)

    def card_name(self, state: State, iid: int) -> str:
        d = state.defs[iid]
        return "a hidden card" if d < 0 else CARDS[d].name

    def starter_deck(self, key: str) -> dict:
        return starter_deck(key)


def _describe(s: State, a) -> str:
    p = s.to_move
    who = s.names[p] if p is not None else "Nobody"
    kind = a[0] if a else ""

    def nm(i):
        return "a hidden card" if s.defs[i] < 0 else CARDS[s.defs[i]].name

    if kind == "end_step":
        return f"{who} ends the {_r.STEP_NAMES.get(s.step, '')} step"
    if kind == "play":
        return f"{who} plays {nm(a[1])}"
    if kind == "power":
        c = CARDS[s.defs[a[1]]]
        return f"{who} uses {c.name}'s power {c.powers[a[2]].name}"
    if kind == "attack":
        return f"{who}'s {nm(a[1])} attacks {nm(a[2])}"
    if kind == "target":
        return f"{who} chooses {nm(a[1])}"
    if kind == "number":
        return f"{who} chooses {a[1]}"
    if kind == "pick":
        return f"{who} picks {nm(a[1])}"
    if kind == "search":
        return f"{who} takes {CARDS[a[1]].name} from the deck"
    if kind == "done":
        return f"{who} is done choosing"
    if kind == "yes":
        return f"{who} says yes"
    if kind == "no":
        return f"{who} says no"
    if kind == "order":
        tr = s.pending[4][a[1]]
        return f"{who} resolves {CARDS[s.defs[tr[1]]].effects[tr[2]].name} first"
    if kind == "first":
        return f"{who} chooses {s.names[a[1]]} to go first"
    return f"{who}: {a!r}"


RULES = MagiNationRules()
