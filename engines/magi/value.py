"""What a Magi position is worth: ``position_value(state, player)`` in [0, 1] for an
unfinished game (``RULES.evaluate`` scores a finished one from its winners)."""
from __future__ import annotations

from engines.magi.cards import PTS
from engines.magi.rules import MagiState

_MEAN_POINTS = sum(PTS) / len(PTS)


def position_value(state: MagiState, player: int) -> float:
    """Expected standing: banked totals plus what each hand would cost now, and a
    penalty per card (more cards = further from going out)."""
    n = state.players
    risk = []
    for i in range(n):
        h = state.hands[i]
        pts = sum(_MEAN_POINTS if c < 0 else PTS[c] for c in h)
        risk.append(state.totals[i] + 0.5 * pts + 3.0 * len(h))
    mine = risk[player]
    others = [risk[i] for i in range(n) if i != player]
    score = 0.0
    for o in others:
        d = (o - mine) / 25.0
        score += 0.5 + 0.5 * d / (1.0 + abs(d))
    return max(0.0, min(1.0, score / len(others)))
