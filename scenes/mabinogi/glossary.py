"""Mabinogi Duel's keyword help (scenes.kit.keywords): the terms its card texts and the
tags on its faces use, each in a sentence or two of our own (true to the rulebook's
sections 2 to 8), and its cards by name for the log."""
from __future__ import annotations

from functools import lru_cache

from engines.mabinogi import CARDS, RULES
from scenes.kit.keywords import CardBook

TERMS = {
    # what a creature's skill waits for: the tag on its face (scenes.mabinogi.faces)
    "Each turn": "The skill works when the creature is summoned and again at the start "
                 "of each of its owner's turns, left to right across the field.",
    "Turn end": "The skill works at the end of each of its owner's turns, after the "
                "battle.",
    "On death": "The skill works when this creature dies.",
    "Ranged": "In battle this creature does not hit the enemy in front: it attacks "
              "the target its text names instead. That is a ranged attack.",
    "When hit": "The skill works when this creature is attacked and lives through it.",
    "Evades": "The skill works just before the enemy in front of it attacks.",
    "Guards": "The skill works when your hero is attacked.",
    "Ally dies": "The skill works when another of your creatures dies.",
    # the card texts' words
    "paralysis": "A paralysed creature gets no attack ticket, so it does not attack. "
                 "The number is how many of its owner's turns that lasts: it drops by one "
                 "at the start of each of them.",
    "ranged attack": "Any attack that is not a creature hitting the enemy in front of it "
                     "in battle. A skill's or a spell's attack is always ranged.",
    "melee": "A creature's battle attack on the enemy in front of it (or the enemy hero "
             "when that cell is empty).",
    "debuff": "Lowering HP, attack or defence without attacking: it starts no battle and "
              "never takes HP below 1.",
    "[Grave]": "The card works from your grave, not from your hand: discard it (or use "
               "it) to put it there, and it waits there for what it names.",
    "counter": "Stops the card your opponent is using: it has no effect. A counter is a "
               "spell too, so it can be countered in turn.",
    "defence": "Taken off each hit before it reaches HP (DEF on a card).",
    "max HP": "The most HP a creature or hero can be restored to. Raising it raises HP "
              "by as much; lowering it leaves HP where it is unless HP was above it.",
    "XP": "Experience: your hero gains it by acting, attacking and losing creatures. "
          "Enough of it and the hero may level up.",
    "summoning card": "A card that puts a creature on your field; it goes to the grave "
                      "when that creature dies.",
    "spell card": "A card used once for its effect, then sent to the grave.",
    "in front": "The enemy cell facing this creature's cell, in the same lane.",
    "beside": "The cells next to this creature's, left and right, on its own side.",
    "Levels 1/2/3": "A number written like 2/3/4 is the value at your hero's level 1, "
                    "2 and 3: cards grow stronger (and dearer) as your hero levels up.",
}

# what counts as a term in the card texts: the tests check each one found has an entry
PATTERNS = (r"\((paralysis) [\d/]+\)", r"\((a debuff)", r"(\[Grave\])",
            r"\((a ranged attack)\)")

_FACE_TAGS = {"start": "Each turn", "close": "Turn end", "death": "On death",
              "battle": "Ranged", "attacked": "When hit", "front_attacks": "Evades",
              "hero_attacked": "Guards", "ally_dies": "Ally dies"}


def face_terms(title: str) -> list[str]:
    """The tag the face of the card ``title`` shows (what its first skill waits for)."""
    for c in CARDS:
        if c.name == title and c.kind == "summon" and c.fx:
            tag = _FACE_TAGS.get(c.fx[0].on)
            return [tag] if tag else []
    return []


@lru_cache(maxsize=1)
def _faces():
    from scenes.mabinogi.faces import Faces
    return Faces()


def _index(name: str) -> int | None:
    for d, c in enumerate(CARDS):
        if c.name.lower() == name.lower():
            return d
    return None


def card_info(name: str, size) -> tuple | None:
    """(face at level 1, name, its text at every level) of the card called ``name``."""
    d = _index(name)
    if d is None:
        return None
    c = RULES.card(d)
    face = _faces().card_face(d, size, 1)
    body = RULES.stat_line(d)
    if c.fx:
        body += f"\nLevels 1/2/3: {RULES.card_text(d)}"
    return face, c.name, body


def book() -> CardBook:
    return CardBook((c.name for c in CARDS), card_info)
