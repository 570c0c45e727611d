"""Rough worth of icons and spells, shared by the AI and ``position_value`` (an unfinished
game's worth for ``RULES.evaluate``, which scores a finished one from its winners)."""
from __future__ import annotations

from engines.magecraft.content import CAST, ICON, WILD
from engines.magecraft.state import MagecraftState

# Rough worth of one icon (draw, attack, heal, shield, vanish).
ICON_VALUE = (0.9, 1.6, 1.0, 1.0, 0.8)


def spell_value(sid: int) -> float:
    """Icon worth minus cast cost (wild slots are cheaper to pay than colour slots)."""
    worth = icon_worth(sid)
    cost = sum(0.8 if c == WILD else (1.3 if c == 4 else 1.0) for c in CAST[sid])
    return worth - cost


def icon_worth(sid: int) -> float:
    """The icons of a spell, without its cost."""
    return sum(n * v for n, v in zip(ICON[sid], ICON_VALUE, strict=False))


def position_value(state: MagecraftState, player: int) -> float:
    if state.out[player]:
        return 0.0
    mine = _strength(state, player)
    best_other = max(_strength(state, q) for q in range(state.players)
                     if q != player and not state.out[q])
    d = (mine - best_other) / 8.0
    return max(0.0, min(1.0, 0.5 + 0.5 * d / (1.0 + abs(d))))


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
