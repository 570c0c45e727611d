"""Magecraft: a gem bag-building duel for 2-4 players. Pure rules.

``RULES`` implements :class:`engines.core.protocol.Rules`; see ``rules.py`` for the turn
flow and the settled rule details, ``spells.json`` / ``characters.json`` for the
(original) content and ``balance.py`` for the self-play balance check.
"""
from __future__ import annotations

from engines.core.rules_base import RulesBase
from engines.magecraft import rules as _r
from engines.magecraft.content import (CAST, CHARACTERS, COLOURS, ICON, ICONS, LEARN, NAME,
                                       SPELLS, WILD, Character, Spell, cost_text, icon_text,
                                       spell_text)
from engines.magecraft.rules import (BOOK, CAST_P, LEARN_P, MASTER, OVER, PAY_LEARN, PAYING,
                                     PLACE, REARRANGE, RESOLVE, REVISE, SETUP, SHIELD,
                                     MagecraftState)

__all__ = ["RULES", "MagecraftRules", "MagecraftState", "SPELLS", "CHARACTERS", "COLOURS",
           "ICONS", "WILD", "Spell", "Character", "spell_text", "SETUP", "SHIELD", "CAST_P",
           "BOOK", "PAYING", "RESOLVE", "LEARN_P", "PAY_LEARN", "PLACE", "REVISE",
           "REARRANGE", "MASTER", "OVER", "CAST", "LEARN", "ICON", "NAME", "cost_text",
           "icon_text"]

# Rough worth of one icon, used by evaluate() and the heuristic agent.
ICON_VALUE = (0.9, 1.6, 1.0, 1.0, 0.8)


class MagecraftRules(RulesBase):
    name = "magecraft"
    title = "Magecraft"
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
        from engines.magecraft.ai import make_agent
        return make_agent(self, difficulty, seed)
    spells = SPELLS
    characters = CHARACTERS

    # --- protocol (new_game, start, is_over, make_agent and the rules module's
    # functions come from RulesBase) ---------------------------------------------------
    def result(self, state: MagecraftState):
        if state.winners is None:
            return None
        return {"winners": list(state.winners),
                "scores": [sum(z) for z in state.score],
                "hp": [sum(z) for z in state.hp],
                "out": list(state.out),
                "reason": state.end_reason}

    def evaluate(self, state: MagecraftState, player: int) -> float:
        if state.winners is not None:
            return 1.0 / len(state.winners) if player in state.winners else 0.0
        if state.out[player]:
            return 0.0
        mine = _strength(state, player)
        best_other = max(_strength(state, q) for q in range(state.players)
                         if q != player and not state.out[q])
        d = (mine - best_other) / 8.0
        return max(0.0, min(1.0, 0.5 + 0.5 * d / (1.0 + abs(d))))

    def describe(self, state: MagecraftState, action) -> str:
        p = state.to_move
        who = state.names[p] if p is not None else "Nobody"
        k = action[0] if action else ""
        col = COLOURS
        if k == "discard":
            return f"{who} discards a {col[action[1]]} gem"
        if k == "unshield":
            return f"{who} moves a {col[action[1]]} shield gem to the discard area"
        if k == "done":
            return f"{who} is done" + (" rearranging" if state.phase == REARRANGE else
                                       " with the shield area")
        if k == "book":
            return f"{who} opens spellbook {action[1] + 1}"
        if k == "cantrip":
            ch = CHARACTERS[state.chars[p]]
            return f"{who} pays a {col[action[1]]} gem for the cantrip {ch.cantrip}"
        if k == "pay":
            if state.phase == PAY_LEARN:
                what = NAME[state.learn_sid]
                return f"{who} discards a {col[action[2]]} gem to learn {what}"
            book = state.books[p][state.book]
            what = NAME[book[state.pos] >> 1] if state.pos < len(book) else "the spell"
            return f"{who} pays a {col[action[2]]} gem into {what}"
        if k == "cast":
            book = state.books[p][state.book]
            return f"{who} casts {NAME[book[state.pos] >> 1]} with the golden gem"
        if k == "stop":
            return f"{who} stops casting"
        if k == "draw":
            return f"{who} draws a gem"
        if k == "heal":
            return f"{who} heals"
        if k == "attack":
            t = state.names[action[1]]
            if len(action) == 3:
                return f"{who} attacks {t}, knocking a {col[action[2]]} shield gem away"
            return f"{who} attacks {t} and takes a gem of their life"
        if k == "shield":
            if len(action) == 1:
                return f"{who} finds no gem for a shield"
            src = "the Academy" if action[1] == "academy" else "the discard area"
            return f"{who} shields with a {col[action[2]]} gem from {src}"
        if k == "vanish":
            if action[1] == "hand":
                return f"{who} vanishes a {col[action[2]]} gem from hand into the score area"
            return f"{who} vanishes a gem of their own life into the score area"
        if k == "learn":
            return f"{who} learns {NAME[action[1]]}"
        if k == "place":
            return f"{who} writes the new spell into spellbook {action[1] + 1}"
        if k == "revise":
            return f"{who} starts a revision"
        if k == "move":
            _, fb, fi, tb, ti = action
            sid = state.books[p][fb][fi] >> 1
            return f"{who} moves {NAME[sid]} to spellbook {tb + 1}, place {ti + 1}"
        if k == "master":
            return f"{who} masters {NAME[state.books[p][action[1]][action[2]] >> 1]}"
        if k == "end_turn":
            return f"{who} ends the turn"
        return f"{who}: {action!r}"

    # --- extras for the UI, tutorial and tests ---------------------------------------
    def spell(self, sid: int) -> Spell:
        return SPELLS[sid]

    def spell_text(self, sid: int) -> str:
        return spell_text(sid)

    def character(self, cid: int) -> Character:
        return CHARACTERS[cid]

    def gem_totals(self, state: MagecraftState) -> list:
        return state.gem_totals()


def spell_value(sid: int) -> float:
    """Icon worth minus cast cost (wild slots are cheaper to pay than colour slots)."""
    icons = ICON[sid]
    worth = sum(n * v for n, v in zip(icons, ICON_VALUE, strict=False))
    cost = sum(0.8 if c == WILD else (1.3 if c == 4 else 1.0) for c in CAST[sid])
    return worth - cost


def _strength(s: MagecraftState, q: int) -> float:
    score = sum(s.score[q])
    hp = sum(s.hp[q])
    shield = sum(s.shield[q])
    spells = 0.0
    for book in s.books[q]:
        for card in book:
            spells += 0.6 + max(0.0, spell_value(card >> 1)) * 0.5 + (0.4 if card & 1 else 0)
    dark = s.bag[q][4] + s.discard[q][4] + s.hand[q][4]
    return 1.3 * score + 1.0 * hp + 0.6 * shield + spells + 0.3 * dark \
        + (6.0 if score >= 16 else 0.0) - (4.0 if hp <= 3 else 0.0)


RULES = MagecraftRules()
