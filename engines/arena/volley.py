"""A card's attacks on an opposing Planeswalker taken together (Normal's card choice).

The worth of one attack counts its own chance of destroying the Planeswalker. A squad's
three attacks at the same Planeswalker destroy it far more often than three times one
attack's chance says (their damage adds up), and a lone big attack far less than the
sum would when the chances are high. ``volley`` is the correction: what the attacks of
one card on the same Planeswalker are worth together, less the sum of what each is worth
alone. Read from a view: positions, stats, the damage on the Planeswalker.
"""
from __future__ import annotations

from engines.arena.content import ARMY
from engines.arena.state import ArenaState
from engines.arena.stats import stat
from engines.arena.tactics import Scorer, attack_options_from, kill_value
from engines.arena.value import DAMAGE, kill_chance


def shots_from(s: ArenaState, f: int, hexes: tuple, occ: list) -> list:
    """The attacks figure f would make on an opposing Planeswalker standing on ``hexes``
    this turn: [(Planeswalker figure, attack dice, defence dice), ...] (one a Planeswalker
    it can attack, repeated for each attack it has)."""
    out = []
    card = ARMY[s.c_key[s.f_card[f]]]
    n = 1 + card.does.get("extra_attacks", {}).get("amount", 0)
    for g, bonus in attack_options_from(s, f, hexes, occ):
        if not ARMY[s.c_key[s.f_card[g]]].is_planeswalker:
            continue
        att = stat(s, f, "power") + (1 if bonus > 0 else 0)
        dfn = stat(s, g, "toughness") + (1 if bonus < 0 else 0)
        out += [(g, att, dfn)] * n
        break
    return out


def next_shots(sc: Scorer, hexes: tuple) -> list:
    """The attacks the figure of ``sc`` could make on an opposing Planeswalker on its
    card's next turn from ``hexes`` (within its move and range; sight and ground
    ignored, as :meth:`Scorer.next_strike`)."""
    dist = sc.board.dist
    for g, gh, _, _, gt, _, _, is_pw in sc.enemies:
        if is_pw and min(dist[a][b] for a in hexes for b in gh) <= sc.move + max(1, sc.rng):
            n = 1 + sc.card.does.get("extra_attacks", {}).get("amount", 0)
            return [(g, sc.power, gt)] * n
    return []


def together(shots: list, left: int) -> float:
    """The chance that attacks of these (attack, defence) dice deal ``left`` damage or
    more between them."""
    if left <= 0:
        return 1.0
    pmf = [1.0] + [0.0] * left
    for att, dfn in shots:
        d = DAMAGE[min(max(att, 0), 16)][min(max(dfn, 0), 16)]
        new = [0.0] * (left + 1)
        for k, pk in enumerate(pmf):
            if pk:
                for j, pj in enumerate(d):
                    new[min(left, k + j)] += pk * pj
        pmf = new
    return pmf[left]


def volley(s: ArenaState, shots: list) -> float:
    """What attacks [(Planeswalker, attack, defence), ...] of one card are worth
    together beyond the sum of their worths alone: the chance of destroying each
    Planeswalker by their damage added up, against the sum of each attack's own chance."""
    by: dict = {}
    for g, att, dfn in shots:
        by.setdefault(g, []).append((att, dfn))
    out = 0.0
    for g, dice in by.items():
        if len(dice) < 2:
            continue
        card = ARMY[s.c_key[s.f_card[g]]]
        left = card.life - s.f_dmg[g]
        alone = sum(kill_chance(att, dfn, left) for att, dfn in dice)
        out += (together(dice, left) - alone) * kill_value(s, g)
    return out

