"""Rough worth of icons and spells, shared by ``evaluate`` (the package face) and the AI."""
from __future__ import annotations

from engines.magecraft.content import CAST, ICON, WILD

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
