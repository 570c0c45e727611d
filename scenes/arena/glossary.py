"""Arena of the Planeswalkers' keyword help (scenes.kit.keywords): the terms its army
and spell cards use, each in a sentence or two of our own (true to the rulebook's
sections on army cards, spells, moving and attacking), and its cards by name for the
log."""
from __future__ import annotations

from functools import lru_cache

from engines.arena import RULES
from scenes.kit.keywords import CardBook

TERMS = {
    "Planeswalker": "Your leader on the battlefield. While it is there you draw a spell "
                    "each turn and may summon squads from your reserve near it.",
    "common squad": "An army card you may take more than once; its damage goes on each "
                    "figure's base.",
    "unique squad": "An army card you may take only once in your army; its damage goes on "
                    "the card.",
    "Flying": "The figure flies: every space costs 1 whatever its level, it passes over "
              "figures, water does not stop it and it never falls.",
    "range": "How many spaces away this figure can attack; range 1 means only a figure "
             "next to it.",
    "height": "How tall the figure is: it cannot climb that many levels at once, and a "
              "drop as high as it is may hurt it.",
    "double-space": "The figure stands on two spaces; it moves led by either end and must "
                    "end on two spaces of the same level.",
    "clear sight": "The figure can see some part of the other one, counting the spaces "
                   "between them.",
    "leaving-engagement attack": "When a figure steps away from an enemy next to it, that "
                                 "enemy may roll one attack die at it, with no defence.",
    "adjacent": "On a space next to it (and not so far above or below that they cannot "
                "reach each other).",
    "attack dice": "Dice rolled by the attacker: each hit not stopped by a shield the "
                   "defender rolls deals 1 damage.",
    "defence dice": "Extra dice the defender rolls against an attack, on top of its "
                    "toughness.",
    "d20": "The twenty-sided die: roll it and compare with the number the card gives.",
    "reserve": "Army cards and figures of yours not on the battlefield yet (or sent "
               "back there).",
    "Sorcery": "A spell you play, do, and put in your graveyard.",
    "Aura": "An enchantment laid face up on the army card it names; it stays and works "
            "while that card is in play.",
    "Hidden enchant": "Played face down on one of your army cards; you flip it when what it "
                      "describes happens, and it does its effect then.",
    "Enchantment": "A spell that stays on an army card: an Aura face up, or a hidden "
                   "enchant face down.",
    "counter": "Stop a spell as it is played: it has no effect and goes to the "
               "graveyard.",
}

# what counts as a term in the card texts: the tests check each one found has an entry
PATTERNS = (r"\b(Flying):", r"\b(Aura)\b", r"(Hidden enchant)", r"\b(Sorcery)\b",
            r"\b(common squad|unique squad)\b", r"\b(double-space)\b",
            r"\b(clear-sight|clear sight)\b", r"\b(leaving-engagement attack)")


@lru_cache(maxsize=1)
def _faces():
    from app.ui.cards import CardFaceCache
    from scenes.arena import panels as P
    return CardFaceCache(P.draw_army_face), CardFaceCache(P.draw_spell_face)


def card_info(name: str, size) -> tuple | None:
    """(face, name, text) of the army or spell card called ``name``."""
    army, spells = _faces()
    low = name.lower()
    for k, c in enumerate(RULES.army):
        if c.name.lower() == low:
            return army.get(k, size), c.name, RULES.card_text(k)
    for k, s in enumerate(RULES.spells):
        if s.name.lower() == low:
            return spells.get(k, size), s.name, RULES.spell_text(k)
    return None


def book() -> CardBook:
    return CardBook([c.name for c in RULES.army] + [s.name for s in RULES.spells],
                    card_info)
