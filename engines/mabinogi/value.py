"""Rough worth of creatures, cards and positions, shared by ``position_value`` (through
``RULES.evaluate``) and the AI. Reads only what a view shows (a hidden card counts as an average card)."""
from __future__ import annotations

import math

from engines.mabinogi.content import CARDS, SPELL
from engines.mabinogi.state import MAX_LEVEL, XP_TO_LEVEL, MabinogiState, Unit

# effect worth per point, by what it does (a starting or closing effect works every turn)
_FX = {"damage": 1.0, "heal": 0.5, "lose_hp": 0.7, "buff": 0.6, "debuff": 0.6,
       "paralyse": 2.0, "gain": 1.0, "xp": 0.6, "token": 4.0, "control": 6.0, "bounce": 5.0,
       "discard_random": -1.0, "reclaim": 2.0}
_AREA = {"enemies": 2.0, "others": 1.2, "team": 2.0, "adjacent": 1.3,
         "front_three_or_hero": 1.8}


def effect_worth(d: int, lvl: int) -> float:
    """What a card's effects are worth (per use for a spell, per turn for a creature)."""
    total = 0.0
    for e in CARDS[d].fx:
        if e.on == "counter":
            total += 4.0
            continue
        if e.on == "battle":
            total += 2.0
            continue
        n = e.n[lvl - 1] if e.n else 1
        w = _FX.get(e.do or "", 0.5) * (n if e.do not in ("control", "bounce", "token")
                                        else max(1, n))
        w *= _AREA.get(e.to or "", 1.0)
        if e.to == "others":
            w *= 0.5            # it hurts your side too
        total += w
    return total


def unit_value(u: Unit) -> float:
    """A creature on the battlefield: its attack (it will hit again), HP and defence
    (what it takes to remove it) and its effects."""
    c = CARDS[u.d]
    v = 1.6 * u.attack + 0.55 * u.hp + 0.45 * u.df + 0.8 * effect_worth(u.d, u.lvl)
    if c.token:
        v *= 0.9
    if u.home >= 0:
        v *= 0.3                # it goes back to its owner soon
    return v + 2.0


def card_value(d: int, lvl: int) -> float:
    """A card in the hand (d -1: a hidden card, worth an average card)."""
    if d < 0:
        return 7.0
    c = CARDS[d]
    if c.kind == SPELL:
        return 3.0 + 1.2 * effect_worth(d, lvl)
    return (1.2 * c.atk[lvl - 1] + 0.45 * c.hp[lvl - 1] + 0.35 * c.df[lvl - 1]
            + 0.8 * effect_worth(d, lvl) + 1.0)


def _threat(s: MabinogiState, p: int) -> float:
    """Damage ``p``'s creatures would deal the enemy hero in a battle now: those facing
    an empty enemy cell, and those whose battle skill aims at the hero."""
    q = 1 - p
    foe = s.board[q]
    t = 0.0
    for lane, u in enumerate(s.board[p]):
        if u is None or u.para > 1:
            continue
        c = CARDS[u.d]
        if foe[lane] is None or any(e.on == "battle" and e.to == "enemy_hero" for e in c.fx):
            t += u.attack
    return t


# the weights of side_score (tuned by heuristic self-play)
WEIGHTS = {"hp": 1.5, "hdef": 0.5, "low_hp": 1.5, "threat": 1.2, "unit": 1.0, "level": 9.0,
           "xp": 0.8, "res": 0.9, "res_spare": 0.9, "hand": 0.35, "grave": 1.3}


def side_score(s: MabinogiState, p: int, w: dict = WEIGHTS) -> float:
    """How well ``p`` stands (no comparison with the opponent)."""
    q = 1 - p
    score = w["hp"] * s.hp[p] + w["hdef"] * s.hdef[p]
    if s.hp[p] <= 8:
        score -= (9 - s.hp[p]) * w["low_hp"]
    score += w["threat"] * _threat(s, p)
    units = 0.0
    for u in s.board[p]:
        if u is not None:
            units += unit_value(u)
    for u in s.board[q]:
        if u is not None and u.owner == p and u.home >= 0:
            units += 0.8 * unit_value(u)    # ours, coming back
    score += w["unit"] * units
    lv = s.level[p]
    score += w["level"] * (lv - 1)
    if lv < MAX_LEVEL:
        score += w["xp"] * min(s.xp[p], XP_TO_LEVEL[lv - 1])
    res = s.res[p]
    hand = s.hand[p]
    cdef = s.cdef
    if w["res_spare"] != w["res"]:
        need = [0] * 5
        for i in hand:
            c = CARDS[cdef[i]]
            cost = c.cost[lv - 1] + len(s.grave[p])
            if cost > need[c.res]:
                need[c.res] = cost
        for r in s.kinds[p]:
            useful = min(res[r], need[r])
            score += w["res"] * useful + w["res_spare"] * (res[r] - useful)
    else:
        score += w["res"] * sum(res[r] for r in s.kinds[p])
    score += w["hand"] * sum(card_value(cdef[i], lv) for i in hand)
    score -= w["grave"] * len(s.grave[p])
    return score


def position_value(s: MabinogiState, player: int) -> float:
    """Heuristic value in [0, 1] of an unfinished ``s`` for ``player`` (1 = surely
    winning)."""
    d = side_score(s, player) - side_score(s, 1 - player)
    return 0.5 + 0.5 * math.tanh(d / 40.0)
