"""What positions and attacks are worth: exact dice odds, figure values and the static
evaluation ``position_value(state, player)`` in [0, 1] the search agents stop on
(through ``RULES.evaluate``).

Dice odds: an attack die hits with 1/2 (3 faces of 6), a defence die shields with 1/3
(2 faces of 6); the damage of n attack dice against m defence dice is max(0, hits -
shields), computed exactly once for every n, m up to 16.
"""
from __future__ import annotations

import math

from engines.arena.content import ARMY, SCENARIOS
from engines.arena.state import FIELD, RESERVE, ArenaState, alive_pw

_MAX = 17


def _binom(n: int, p: float) -> list:
    return [math.comb(n, k) * p ** k * (1 - p) ** (n - k) for k in range(n + 1)]


def _tables():
    hit = [_binom(n, 0.5) for n in range(_MAX)]
    sh = [_binom(m, 1 / 3) for m in range(_MAX)]
    dist = [[None] * _MAX for _ in range(_MAX)]
    for n in range(_MAX):
        for m in range(_MAX):
            d = [0.0] * (n + 1)
            for h, ph in enumerate(hit[n]):
                for s, ps in enumerate(sh[m]):
                    d[max(0, h - s)] += ph * ps
            dist[n][m] = d
    return dist


DAMAGE = _tables()       # DAMAGE[n][m][k]: P(exactly k damage)
EXPECTED = [[sum(k * p for k, p in enumerate(DAMAGE[n][m])) for m in range(_MAX)]
            for n in range(_MAX)]


def expected_damage(n: int, m: int) -> float:
    return EXPECTED[min(max(n, 0), _MAX - 1)][min(max(m, 0), _MAX - 1)]


def kill_chance(n: int, m: int, life: int) -> float:
    d = DAMAGE[min(max(n, 0), _MAX - 1)][min(max(m, 0), _MAX - 1)]
    return sum(p for k, p in enumerate(d) if k >= life)


def figure_value(s: ArenaState, f: int) -> float:
    """Worth of one figure on the battlefield, in points (its share of the card's cost,
    less what its damage takes away); a Planeswalker is worth the game."""
    card = ARMY[s.c_key[s.f_card[f]]]
    left = (card.life - s.f_dmg[f]) / card.life
    if card.is_planeswalker:
        return 150.0 * (0.35 + 0.65 * left)
    return card.cost / card.figures * (0.5 + 0.5 * left)


def side_score(s: ArenaState, q: int) -> float:
    total = 0.0
    for c in s.army[q]:
        card = ARMY[s.c_key[c]]
        for f in s.c_figs[c]:
            z = s.f_zone[f]
            if z == FIELD:
                total += figure_value(s, f)
            elif z == RESERVE and not card.is_planeswalker:
                total += 0.35 * card.cost / card.figures     # worth little until summoned
    w = alive_pw(s, q)
    if w >= 0:
        card = ARMY[s.c_key[s.f_card[w]]]
        left = card.life - s.f_dmg[w]
        total += 40.0 * left / card.life - (25.0 if left <= 2 else 0.0)
        total += 6.0 * len(s.hand[q]) + 1.5 * len(s.library[q])
        total += 10.0 * sum(len(e) for c2, e in enumerate(s.c_hidden) if s.c_owner[c2] == q)
    # glyphs held
    for i, h in enumerate(s.g_hex):
        g = s.at[h] if s.g_on[i] else -1
        if g >= 0 and s.c_ctrl[s.f_card[g]] == q:
            total += 8.0
    return total


def position_value(s: ArenaState, player: int) -> float:
    """Heuristic value in [0, 1] of an unfinished ``s`` for ``player``."""
    if s.dead[player] and s.players == 2:
        return 0.0
    team = s.team[player]
    sides: dict = {}
    for q in range(s.players):
        sides[s.team[q]] = sides.get(s.team[q], 0.0) + side_score(s, q)
    mine = sides[team]
    best = max(v for k, v in sides.items() if k != team)
    x = (mine - best) / 90.0
    if SCENARIOS[s.scenario].get("score") == "purple":
        lead = s.score(player) - max(s.score(q) for q in range(s.players) if q != player)
        x += (0.4 + 2.6 * min(1.0, s.turn / max(1, s.turns))) * lead / 90.0
    return 1.0 / (1.0 + math.exp(-x))
