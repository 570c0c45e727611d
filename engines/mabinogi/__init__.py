"""Mabinogi Duel: the no-draw lane duel for two players. Pure rules.

``RULES`` implements :class:`engines.core.protocol.Rules`. Where things are:

* rules.py - the protocol face (setup, legal actions, apply, forfeit) and the settled
  rule details (settled.SETTLED has them as (term, text) pairs for the rules screen);
* state.py - the state (cards as instances ``iid``, ``board[seat][lane]`` of
  :class:`Unit`, heroes, resources, the counter chain) and its constants;
* turn.py / chain.py / effects.py - the phases, card uses and counters, attacks and
  card effects, with the events each emits (listed in their docstrings);
* content.py + cards.json / decks.json - the card pool, tokens, heroes and prebuilt
  decks; card_text.py - a card's rules text; deck_model.py - the deck limits,
  ``deck_problems`` and the :class:`DeckModel` a deck builder edits;
* decisions.py - ``decision`` and ``drops`` (where a card may be dropped on the table);
  wording.py - log lines; ai.py - the agents; balance.py - deck self-play.

For a table scene (all read-only, from the state or a view):

* ``state.hand[seat]`` (iids; ``state.cdef[iid]`` is the card, -1 when hidden),
  ``state.grave[seat]`` (top last), ``state.board[seat][lane]`` (Unit: ``d``, ``hp``,
  ``mhp``, ``attack``, ``df``, ``sick``, ``para``, ``lvl``, ``home``),
  ``state.hp/mhp/hdef/level/xp/res/kinds/hero[seat]``, ``state.actions`` (flames),
  ``state.chain`` (a waiting card use and its counters), ``state.hp_log``;
* ``RULES.cost(state, seat, iid)`` (with the upkeep), ``RULES.xp_needed(state, seat)``,
  ``RULES.card(d)``, ``RULES.card_text(d, level)``, ``RULES.stat_line(d, level)``,
  ``RULES.hero(h)``, ``RULES.drops(state, iid)``, ``RULES.forfeit(state, seat)`` (the kit's);
  ``RULES.settled`` (the settled rules) and ``RULES.decks`` (prebuilt decks).
"""
from __future__ import annotations

from engines.core.results import outcome
from engines.core.rules_base import RulesBase
from engines.mabinogi import rules as _r
from engines.mabinogi import tutorial as _tutorial
from engines.mabinogi.ai import make_agent
from engines.mabinogi.card_text import card_text, stat_line
from engines.mabinogi.content import (CARDS, DECKS, HEROES, POOL, RESOURCES, Card, Deck, Hero,
                                      card, hero, prebuilt)
from engines.mabinogi.decisions import HINTS, decision, drops
from engines.mabinogi.deck_model import DeckModel, DeckProblem, deck_problems
from engines.mabinogi.rules import MabinogiState
from engines.mabinogi.settled import SETTLED
from engines.mabinogi.state import ACTION, COUNTER, HERO, LANES, OVER, Unit
from engines.mabinogi.value import position_value
from engines.mabinogi.wording import card_name, describe, narrate

__all__ = ["RULES", "MabinogiRules", "MabinogiState", "Unit", "CARDS", "POOL", "HEROES",
           "DECKS", "RESOURCES", "Card", "Hero", "Deck", "card", "hero", "prebuilt",
           "card_text", "stat_line", "DeckModel", "DeckProblem", "deck_problems", "SETTLED",
           "ACTION", "COUNTER", "OVER", "HERO", "LANES"]


def _check_config(config: dict) -> dict:
    """The rules' check of a config, and of its ``tutorial`` key (the tutorial's staged
    position: engines/mabinogi/tutorial.py)."""
    cfg = _r.check_config(config)
    _tutorial.check(cfg)
    return cfg


class MabinogiRules(RulesBase):
    name = "mabinogi"
    title = "Mabinogi Duel"
    min_players = _r.MIN_PLAYERS
    max_players = _r.MAX_PLAYERS
    default_players = _r.DEFAULT_PLAYERS
    cards = CARDS
    heroes = HEROES
    decks = DECKS
    settled = SETTLED

    # --- protocol: the engine modules' functions, bound explicitly ------------------
    check_config = staticmethod(_check_config)
    new_state = staticmethod(_r.new_state)
    legal_actions = staticmethod(_r.legal_actions)
    decision = staticmethod(decision)
    decision_hints = HINTS
    why_illegal_move = staticmethod(_r.why_illegal)
    apply_move = staticmethod(_r.apply)
    apply_trusted = staticmethod(_r.apply_trusted)
    clone = staticmethod(_r.clone)
    view = staticmethod(_r.view)
    determinize = staticmethod(_r.determinize)
    to_json = staticmethod(_r.to_json)
    from_json = staticmethod(_r.from_json)
    describe_move = staticmethod(describe)
    narrate = staticmethod(narrate)
    card_name = staticmethod(card_name)
    position_value = staticmethod(position_value)
    tutorial_stager = _tutorial          # the tutorial's position, staged from its config

    def end_by_forfeit(self, state: MabinogiState, seat: int, winners: list, events: list):
        """The forfeit's end (RulesBase.forfeit): the game's own (rule 1.4)."""
        events.extend(_r.forfeit(state, seat))

    drops = staticmethod(drops)
    deck_problems = staticmethod(deck_problems)

    def agent_for(self, difficulty: str, seed: int):
        return make_agent(self, difficulty, seed)

    def game_result(self, state: MabinogiState):
        if state.winners is None:
            return None
        # a tie on HP under the turn-limit house rule, or a stall: a draw (engines/core/results.py)
        return {**outcome(state.winners), "scores": list(state.hp),
                "hp": list(state.hp), "level": list(state.level), "turns": state.turn,
                "reason": state.end_reason}

    # --- extras for the table, the deck builder, the tutorial and tests --------------
    def card(self, ref) -> Card:
        return card(ref)

    def hero(self, ref) -> Hero:
        return hero(ref)

    def card_text(self, d: int, level: int | None = None) -> str:
        return card_text(d, level)

    def stat_line(self, d: int, level: int | None = None) -> str:
        return stat_line(d, level)

    def cost(self, state: MabinogiState, seat: int, iid: int) -> int:
        """What card ``iid`` costs ``seat`` now (cost at the hero's level + upkeep)."""
        return state.cost(seat, iid)

    def xp_needed(self, state: MabinogiState, seat: int) -> int | None:
        return state.xp_needed(seat)


RULES = MabinogiRules()
