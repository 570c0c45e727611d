"""Mabinogi Duel heuristics: the "normal" agent and the fast policy the "hard" agent's
simulations play with.

* :class:`MabinogiHeuristicAgent` tries every legal action on a copy of its view, lets
  the turn run to the opponent's next action phase (its own remaining flames unused, the
  counter questions passed), and keeps the action whose position scores best
  (value.side_score: HP, the creatures and the damage they threaten, level, XP,
  resources, hand, grave upkeep). Everything it reads is in the view: hidden cards only
  ever sit in the opponent's hand, which no step of the player's own turn looks at.
  ``noise`` (easy) makes that share of its moves random.
* :func:`fast_policy` scores each legal action statically (no copy, no simulation): a
  few microseconds, for rollouts.
"""
from __future__ import annotations

from engines.core.agents import Agent
from engines.core.rng import Rng
from engines.mabinogi.content import CARDS
from engines.mabinogi.rules import apply, clone
from engines.mabinogi.state import A_END, A_PASS, COUNTER, HERO, MabinogiState
from engines.mabinogi.value import card_value, effect_worth, side_score, unit_value

WIN = 1e6


def settle(t: MabinogiState, me: int) -> None:
    """Run a copy on to where positions compare: counter questions passed, and ``me``'s
    own action phase ended (flames left unused)."""
    for _ in range(8):
        if t.to_move is None:
            return
        if t.phase == COUNTER:
            apply(t, A_PASS)
        elif t.current == me:
            apply(t, A_END)
        else:
            return


def score(t: MabinogiState, me: int) -> float:
    if t.winners is not None:
        return WIN if me in t.winners and len(t.winners) == 1 else \
            (0.0 if me in t.winners else -WIN)
    return side_score(t, me) - side_score(t, 1 - me)


def greedy(view: MabinogiState, legal: list):
    """The action whose settled copy scores best (ties: the first listed)."""
    me = view.to_move
    best = legal[0]
    best_v = -2 * WIN
    for a in legal:
        t = clone(view)
        apply(t, a)
        settle(t, me)
        v = score(t, me)
        if v > best_v + 1e-9:
            best, best_v = a, v
    return best


class MabinogiHeuristicAgent(Agent):
    name = "heuristic"

    def __init__(self, seed: int = 0, noise: float = 0.0) -> None:
        self.seed = seed
        self.noise = noise

    def choose(self, view, legal_actions, budget=None):
        legal = list(legal_actions)
        if len(legal) == 1:
            return legal[0]
        if self.noise:
            # the same view always gets the same answer
            rng = Rng(self.seed * 7919 + view.turn * 131 + view.actions * 17 + len(legal))
            if rng.random() < self.noise:
                return legal[rng.randrange(len(legal))]
        return greedy(view, legal)


# ---------------------------------------------------------------------------------------
# The fast policy

def _lane_bonus(s: MabinogiState, p: int, d: int, lane: int) -> float:
    c = CARDS[d]
    lvl = s.level[p]
    atk, hp = c.atk[lvl - 1], c.hp[lvl - 1]
    foe = s.board[1 - p][lane]
    if foe is None:
        return 0.8 * atk
    b = 0.6 * foe.attack                     # it blocks what hits us
    if atk >= foe.hp + foe.df:
        b += 0.5 * unit_value(foe)
    if foe.attack >= hp:
        b -= 0.4 * card_value(d, lvl)
    return b


def _spell_score(s: MabinogiState, p: int, a: tuple) -> float:
    d = s.cdef[a[1]]
    lvl = s.level[p]
    base = effect_worth(d, lvl)
    if len(a) == 2:
        c = CARDS[d]
        for e in c.fx:
            if e.to in ("enemies",) and not any(s.board[1 - p]):
                return -1.0
            if e.to == "team" and not any(s.board[p]):
                return -1.0
            if e.do == "gain" and e.on == "cast":
                base = 0.6 * e.n[lvl - 1]
        return base
    seat, lane = a[2], a[3]
    if lane == HERO:
        if seat == p:
            missing = s.mhp[p] - s.hp[p]
            return min(base, 0.5 * missing)
        return base * 1.1
    u = s.board[seat][lane]
    if seat == p:
        return base * (0.6 + 0.04 * u.attack)
    dmg = 0
    for e in CARDS[d].fx:
        if e.do == "damage":
            dmg += e.n[lvl - 1]
        if e.do in ("control", "bounce"):
            return unit_value(u) * 0.8
    if dmg:
        return unit_value(u) if dmg >= u.hp + u.df else 0.7 * dmg
    return base * (0.5 + 0.05 * unit_value(u))


def fast_policy(s: MabinogiState, legal: list, rng) -> tuple:
    """A quick rule-of-thumb move (for rollouts)."""
    p = s.to_move
    if s.phase == COUNTER:
        return legal[0] if len(legal) > 1 and rng.random() < 0.85 else A_PASS
    best = A_END
    best_v = 0.0
    hand_n = len(s.hand[p])
    for a in legal:
        k = a[0]
        if k == "level_up":
            return a
        if k == "summon":
            d = s.cdef[a[1]]
            v = card_value(d, s.level[p]) + _lane_bonus(s, p, d, a[2])
        elif k == "cast":
            v = _spell_score(s, p, a)
        elif k == "charge":
            v = 1.5
        elif k == "revive":
            g = len(s.grave[p])
            v = 4.0 if hand_n <= 2 and g >= 3 and s.hp[p] > g + 8 else -1.0
        elif k == "discard":
            d = s.cdef[a[1]]
            c = CARDS[d]
            v = 1.0 if (not c.usable) else -3.0
        else:
            continue
        v += rng.random() * 0.8
        if v > best_v:
            best, best_v = a, v
    return best

