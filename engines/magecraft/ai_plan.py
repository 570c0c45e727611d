"""Magecraft "hard" AI: decision-level planning by determinized heuristic simulation.

At each *strategic* decision of its turn (which spellbook to open, whether to go on
casting or use the cantrip, which spell to learn and where to write it, revising, which
spell to master) the agent compares every candidate by simulation:

* one determinization of the hidden information per simulation
  (``rules.determinize(view, rng)``: the opponents' hands drawn from what the view shows),
  shared by every candidate (common random numbers: the comparisons see the same luck);
* the candidate is applied, then the heuristic policy plays the rest of the turn and a few
  more turns for everyone (``horizon`` turns);
* the position is scored by a race evaluation (how many attacks each side still needs to
  win, shields, HP, score, the strength of the spellbooks and the bag).

Successive halving spends the simulations on the candidates that stay close. Micro
decisions (which gem pays a wild slot, the order of icons, setup discards) go to the
heuristic directly. Every ``choose`` starts its random stream from the agent's seed, so a
decision is a pure function of (seed, view) unless the wall-clock cap cuts it short: two
positions the player cannot tell apart get the same answer. The agent never reads anything
but the view it is handed.
"""
from __future__ import annotations

import math
import time

from engines.core.agents import Agent
from engines.core.rng import Rng
from engines.magecraft.content import (CAST, I_ATTACK, I_DRAW, I_HEAL, I_SHIELD, I_VANISH,
                                       ICON, WILD)
from engines.magecraft.rules import BOOK, CAST_P, MASTER, WIN_SCORE

DARK = 4
# Learning is left to the heuristic: a few turns of look-ahead undervalue a new spell (it
# clogs the front of a book at first), and searching it made the agent stop learning.
_SEARCHED = (CAST_P, BOOK, MASTER)


# ---------------------------------------------------------------------------------------
# Static evaluation

def _book_power(book) -> float:
    """Damage-like output per cast of a spellbook (attacks and vanishes count fully,
    draws help finish the book, heals and shields defend)."""
    out = 0.0
    cost = 0
    for card in book:
        sid = card >> 1
        ic = ICON[sid]
        cost += len(CAST[sid]) - ic[I_DRAW] - (1 if card & 1 else 0)
        if cost > 5:               # a hand of four plus a little luck reaches this far
            break
        out += ic[I_ATTACK] + 0.8 * ic[I_VANISH] + 0.45 * ic[I_HEAL] + 0.45 * ic[I_SHIELD]
    return out


def _engine(s, q) -> float:
    books = s.books[q]
    powers = sorted((_book_power(b) for b in books), reverse=True)
    n = sum(len(b) for b in books)
    mastered = sum(1 for b in books for c in b if c & 1)
    gems = [s.bag[q][c] + s.discard[q][c] + s.hand[q][c] + s.spent[q][c] for c in range(5)]
    total = sum(gems) or 1
    # how well the bag feeds the spells' colours
    want = [0.0] * 5
    for b in books:
        for k, card in enumerate(b[:3]):
            for code in CAST[card >> 1]:
                if code != WILD:
                    want[code] += 1.0 / (k + 1)
    wsum = sum(want) or 1.0
    fit = sum(min(gems[c] / total, want[c] / wsum) for c in range(5))
    return powers[0] + 0.35 * powers[1] + 0.15 * min(n, 9) + 0.3 * mastered + 2.0 * fit


def evaluate(s, p) -> float:
    """Value in [0, 1] of state ``s`` for player ``p``."""
    if s.winners is not None:
        return 1.0 / len(s.winners) if p in s.winners else 0.0
    if s.out[p]:
        return 0.0
    best = None
    for q in range(s.players):
        if q == p or s.out[q]:
            continue
        x = _edge(s, p, q)
        if best is None or x < best:
            best = x
    return 1.0 / (1.0 + math.exp(-best))


def _edge(s, p, q) -> float:
    sp, hp, shp = sum(s.score[p]), sum(s.hp[p]), sum(s.shield[p])
    sq, hq, shq = sum(s.score[q]), sum(s.hp[q]), sum(s.shield[q])
    # attacks (or vanishes for the score route) each side still needs
    need_p = shq + min(hq, WIN_SCORE - sp)
    need_q = shp + min(hp, WIN_SCORE - sq)
    ep, eq = _engine(s, p), _engine(s, q)
    x = 0.42 * (need_q - need_p) + 0.25 * (ep - eq)
    # the side that is closer to finishing gets a bonus that grows as the race ends
    x += 0.9 * (1.0 / (1.0 + need_p) - 1.0 / (1.0 + need_q)) * 4.0
    if s.current == p and s.to_move is not None:
        x += 0.15
    return x


# ---------------------------------------------------------------------------------------
# The agent

class MagecraftPlannerAgent(Agent):
    """Hard Magecraft AI (see the module docstring)."""

    name = "magecraft-planner"

    def __init__(self, rules, helper, seed: int = 0, sims: int = 32, horizon: int = 4,
                 time_cap: float | None = 0.6, phases=_SEARCHED) -> None:
        self.rules = rules
        self.helper = helper
        self.seed = seed
        self.sims = sims
        self.horizon = horizon
        self.time_cap = time_cap
        self.phases = tuple(phases)
        self.last_stats: dict = {}

    def choose(self, view, legal_actions, budget=None):
        from engines.magecraft.ai import decide
        if len(legal_actions) == 1:
            return legal_actions[0]
        if view.phase not in self.phases:
            a = decide(view, legal_actions, None)
            return a if a in legal_actions else legal_actions[0]
        cands = self._candidates(view, legal_actions)
        if len(cands) == 1:
            return cands[0]
        cap = budget if budget is not None else self.time_cap
        deadline = None if cap is None else time.perf_counter() + cap
        return self._plan(view, cands, deadline)

    def _candidates(self, view, legal):
        from engines.magecraft.ai import _pay_choice
        p = view.to_move
        if view.phase == BOOK:
            pays = [a for a in legal if a[0] == "pay"]
            out = [a for a in legal if a[0] != "pay"]
            if pays:
                out.insert(0, _pay_choice(view, p, pays))
            return out
        return list(legal)

    def _plan(self, view, cands, deadline):
        p = view.to_move
        n = len(cands)
        total = [0.0] * n
        count = [0] * n
        alive = list(range(n))
        rng = Rng(self.seed * 7919 + 17)
        seeds: list = []
        # successive halving: rounds of simulations, dropping the weaker half each round
        per_round = max(2, self.sims // max(1, math.ceil(math.log2(n)) + 1))
        clock = time.perf_counter
        sims_done = 0
        stop = False
        while len(alive) > 1 and not stop:
            while len(seeds) < count[alive[0]] + per_round:
                seeds.append(rng.next64())
            for i in alive:
                for k in range(count[i], count[i] + per_round):
                    total[i] += self._simulate(view, cands[i], seeds[k], p)
                    sims_done += 1
                count[i] += per_round
                if deadline is not None and clock() >= deadline:
                    stop = True
                    break
            ranked = sorted((i for i in alive if count[i]),
                            key=lambda i: (-total[i] / count[i], i))
            if stop or not ranked:
                alive = ranked or alive
                break
            keep = max(1, len(ranked) // 2)
            alive = ranked[:keep]
            if keep == 1:
                break
            per_round *= 2
        scored = [i for i in range(n) if count[i]]
        best = max(scored, key=lambda i: (count[i], total[i] / count[i], -i)) if scored else 0
        self.last_stats = {"sims": sims_done,
                           "values": {cands[i]: round(total[i] / count[i], 3)
                                      for i in scored}}
        return cands[best]

    def _simulate(self, view, action, seed, p) -> float:
        from engines.magecraft.ai import decide
        rules = self.rules
        s = rules.determinize(view, Rng(seed))
        legal_actions, apply = rules.legal_actions, rules.apply
        apply(s, action)
        limit = s.turn + self.horizon
        steps = 0
        while s.to_move is not None and s.turn < limit and steps < 600:
            legal = legal_actions(s)
            a = legal[0] if len(legal) == 1 else decide(s, legal, None)
            apply(s, a)
            steps += 1
        return evaluate(s, p)
