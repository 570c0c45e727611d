"""Magecraft: a gem bag-building duel for 2-4 players. Pure rules.

``RULES`` implements :class:`engines.core.protocol.Rules`; see ``rules.py`` for the turn
flow and the settled rule details, ``spells.json`` / ``characters.json`` for the
(original) content and ``balance.py`` for the self-play balance check.
"""
from __future__ import annotations

from engines.core.results import outcome
from engines.core.rules_base import RulesBase
from engines.magecraft import rules as _r
from engines.magecraft import tutorial as _tutorial
from engines.magecraft.ai import make_agent
from engines.magecraft.content import (CAST, CHARACTERS, COLOURS, ICON, ICONS, LEARN, NAME,
                                       SPELLS, WILD, Character, Spell, cost_text, icon_text,
                                       spell_text)
from engines.magecraft.decisions import HINTS, decision
from engines.magecraft.rules import (BOOK, CAST_P, LEARN_P, MASTER, OVER, PAY_LEARN, PAYING,
                                     PLACE, REARRANGE, RESOLVE, REVISE, SETUP, SHIELD,
                                     MagecraftState)
from engines.magecraft.value import ICON_VALUE, position_value, spell_value
from engines.magecraft.wording import card_name, describe, narrate

__all__ = ["RULES", "MagecraftRules", "MagecraftState", "SPELLS", "CHARACTERS", "COLOURS",
           "ICONS", "WILD", "Spell", "Character", "spell_text", "SETUP", "SHIELD", "CAST_P",
           "BOOK", "PAYING", "RESOLVE", "LEARN_P", "PAY_LEARN", "PLACE", "REVISE",
           "REARRANGE", "MASTER", "OVER", "CAST", "LEARN", "ICON", "NAME", "cost_text",
           "icon_text", "ICON_VALUE", "spell_value"]


def _check_config(config: dict) -> dict:
    """The rules' check of a config, and of its ``tutorial`` key (the tutorial's staged
    position: engines/magecraft/tutorial.py)."""
    cfg = _r.check_config(config)
    _tutorial.check(cfg)
    return cfg


class MagecraftRules(RulesBase):
    name = "magecraft"
    title = "Magecraft"
    min_players = _r.MIN_PLAYERS
    max_players = _r.MAX_PLAYERS
    max_record_actions = 15_000       # longest real games: see app/saves.py
    default_players = _r.DEFAULT_PLAYERS
    spells = SPELLS
    characters = CHARACTERS

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

    def agent_for(self, difficulty: str, seed: int):
        return make_agent(self, difficulty, seed)

    def game_result(self, state: MagecraftState):
        if state.winners is None:
            return None
        # several players tied (score gems, then HP) at the turn limit, or with 20
        # score gems at once: a draw (engines/core/results.py)
        return {**outcome(state.winners),
                "scores": [sum(z) for z in state.score],
                "hp": [sum(z) for z in state.hp],
                "out": list(state.out),
                "reason": state.end_reason}

    def end_by_forfeit(self, state: MagecraftState, seat: int, winners: list, events: list):
        """The forfeit's end (RulesBase.forfeit): the game's own end, reason "forfeit"."""
        _r._game_over(state, winners, "forfeit", events)

    # --- extras for the UI, tutorial and tests ---------------------------------------
    def spell(self, sid: int) -> Spell:
        return SPELLS[sid]

    def spell_text(self, sid: int) -> str:
        return spell_text(sid)

    def character(self, cid: int) -> Character:
        return CHARACTERS[cid]

    def gem_totals(self, state: MagecraftState) -> list:
        return state.gem_totals()


RULES = MagecraftRules()
