"""What a Magi-Nation position is worth: ``side(state, seat)`` (shared with the AI) and
``position_value(state, player)`` in [0, 1] for an unfinished game (``RULES.evaluate``
scores a finished one from its winners)."""
from __future__ import annotations

from engines.magination.state import State

W_MAGI = 22.0        # a Magi still to come is worth about its starting energy and cards


def side(s: State, p: int) -> float:
    left = len(s.stack[p]) + (1 if s.magi[p] >= 0 else 0)
    if s.out[p]:
        return 0.0
    v = W_MAGI * left + s.magi_energy(p)
    for c in s.creatures[p]:
        v += 1.25 * s.energy[c] + 1.5
    v += 0.7 * len(s.hand[p]) + 1.0 * len(s.relics[p])
    return v


def position_value(s: State, player: int) -> float:
    mine = side(s, player)
    best = max(side(s, q) for q in range(s.players) if q != player)
    d = (mine - best) / 25.0
    return max(0.0, min(1.0, 0.5 + 0.5 * d / (1.0 + abs(d))))
