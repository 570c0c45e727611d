"""Magecraft "hard" AI: decision-level planning by determinized heuristic simulation.

At each *strategic* decision of its turn (which spellbook to open, whether to go on
casting or use the cantrip, which spell to learn or whether to revise, which spell to
master) the agent compares every candidate by simulation:

* one determinization of the hidden information per simulation
  (``rules.determinize(view, rng)``: the opponents' hands drawn from what the view shows),
  shared by every candidate (common random numbers: the comparisons see the same luck);
* the candidate is applied, then the heuristic policy plays the rest of the turn and a few
  more turns for everyone (``horizon`` turns; ``learn_horizon`` for learning decisions,
  whose candidates are the heuristic's ``learn_top`` spells plus revising / ending);
* the position is scored by a race evaluation (how many attacks each side still needs to
  win, shields, HP, score, the strength of the spellbooks and the bag).

The simulations are run by the generic ``engines.core.rollout.RolloutAgent``: the
heuristic's own choice is tried first and wins ties, and candidates clearly behind the
leader on the shared deals are pruned (a paired z-test), so the budget goes to the close
decisions. Micro decisions (which gem pays a wild slot, the order of icons, setup
discards, where a learned spell goes) go to the heuristic directly. Every ``choose`` starts its random stream from the agent's seed, so a
decision is a pure function of (seed, view) unless the wall-clock cap cuts it short: two
positions the player cannot tell apart get the same answer. The agent never reads anything
but the view it is handed.
"""
from __future__ import annotations

import math

from engines.core.agents import Agent
from engines.core.rollout import RolloutAgent
from engines.magecraft.content import (CAST, I_ATTACK, I_DRAW, I_HEAL, I_SHIELD, I_VANISH,
                                       ICON, WILD)
from engines.magecraft.heuristic import decide, learn_value, pay_choice
from engines.magecraft.state import BOOK, CAST_P, LEARN_P, MASTER, WIN_SCORE

DARK = 4
# Learning is searched too, but only among the heuristic's best few spells (plus revising
# and ending the turn) and to a longer horizon (``learn_horizon`` turns): a new spell clogs
# the front of a book at first and pays off over the next casts, so a short look-ahead
# undervalues it (searching it to 4 turns made the agent stop learning).
_SEARCHED = (CAST_P, BOOK, MASTER, LEARN_P)


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
    assert best is not None             # an opponent is left while the game goes on
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

def _playout(state, legal, rng):
    return legal[0] if len(legal) == 1 else decide(state, legal, None)


def _value(view, state, player) -> float:
    return evaluate(state, player)


def planner_search(planner, view, default=None) -> RolloutAgent:
    """The planner's search at a decision of ``view``: the heuristic for every seat, to
    ``planner.learn_horizon`` turns ahead at a learning decision, else ``horizon``,
    scored by the race evaluation; ``default`` (the heuristic's move) tried first."""
    turns = planner.learn_horizon if view.phase == LEARN_P else planner.horizon
    limit = view.turn + turns
    return RolloutAgent(planner.rules, _playout, samples=planner.sims,
                        time_cap=planner.time_cap, max_plies=600, prune_z=planner.prune_z,
                        seed=planner.seed, horizon=lambda v, s: s.turn >= limit,
                        value=_value, prior=lambda v, legal: default)


class MagecraftPlannerAgent(Agent):
    """Hard Magecraft AI (see the module docstring). The simulations are run by the
    generic :class:`engines.core.rollout.RolloutAgent` (common random numbers, paired
    pruning of the candidates clearly behind), with the heuristic as playout policy, a
    turn horizon and the race evaluation above."""

    name = "magecraft-planner"

    def __init__(self, rules, helper, seed: int = 0, sims: int = 64, horizon: int = 4,
                 time_cap: float | None = 0.5, phases=_SEARCHED, learn_horizon: int = 8,
                 learn_top: int = 3, prune_z: float = 2.0) -> None:
        self.rules = rules
        self.helper = helper
        self.seed = seed
        self.sims = sims
        self.horizon = horizon
        self.learn_horizon = learn_horizon
        self.learn_top = learn_top
        self.time_cap = time_cap
        self.prune_z = prune_z
        self.phases = tuple(phases)
        self.last_stats: dict = {}

    def choose(self, view, legal_actions, budget=None):
        if len(legal_actions) == 1:
            return legal_actions[0]
        if view.phase not in self.phases:
            a = decide(view, legal_actions, None)
            return a if a in legal_actions else legal_actions[0]
        cands = self._candidates(view, legal_actions)
        if len(cands) == 1:
            return cands[0]
        default = decide(view, legal_actions, None)
        search = planner_search(self, view, default)
        a = search.search(view, cands, budget)
        self.last_stats = dict(search.last_stats, sims=search.last_stats["samples"])
        return a

    def _candidates(self, view, legal):
        p = view.to_move
        if view.phase == BOOK:
            pays = [a for a in legal if a[0] == "pay"]
            out = [a for a in legal if a[0] != "pay"]
            if pays:
                out.insert(0, pay_choice(view, p, pays))
            return out
        if view.phase == LEARN_P:
            learns = sorted((a for a in legal if a[0] == "learn"),
                            key=lambda a: -learn_value(view, p, a[1]))
            return learns[:self.learn_top] + [a for a in legal if a[0] != "learn"]
        if view.phase == MASTER:          # mastering never hurts: skipping is not searched
            return [a for a in legal if a[0] == "master"] or list(legal)
        return list(legal)
