"""The analysis's own search, where the Hard agent decides without one (issue 25).

Some decisions the Hard agents settle by rule and never search: Arena's placements and
questions (where a summoned squad is put, a glyph, a spell's target), Magi-Nation's
opening questions (who goes first, whether to play a starting card), any choice a
game's search leaves to its heuristic. The agent's ``last_stats`` are then empty and
the analysis (engines.core.analysis) would have no estimate there: no percentages in the
Hint, a hole in the review's graph. So the analysis searches there itself:

    search(rules, agent, view, legal, first, seed, budget) -> (pick, stats) | None

with the Hard agent's own search (its ``engines.core.rollout.RolloutAgent``: the
same rollout policy, horizon and evaluation as at the table), over a short list of the
legal moves, on deals made from ``view`` alone (``determinize``: every hidden card dealt
anew), so it is as blind to hidden cards as the agent is.

Which search: the agent's ``fallback_searcher(view)`` when it has one (a game whose Hard
agent builds its search per decision, as Arena's and Magecraft's planners do), else the agent itself
when it is a RolloutAgent (Magi, Magi-Nation), else its ``search`` attribute when that is
a RolloutAgent (Mabinogi); no search at all: None (the analysis stays without
estimates).

The short list (:func:`shortlist`): the agent's own pick ``first`` (it wins ties in the
search), then, when there are more than ``OPTIONS`` legal moves, the others ranked by a
look one move ahead on one deal (``rules.evaluate`` after the move), the best
``OPTIONS - 1`` kept. The search's budget is the analysis's: the review's share per
decision keeps the review's time within its bar.
"""
from __future__ import annotations

from engines.core.rng import Rng
from engines.core.rollout import RolloutAgent

__all__ = ["search", "searcher_of", "shortlist", "OPTIONS"]

OPTIONS = 4          # moves the fallback search weighs at most (the agent's pick first)


def searcher_of(agent, view) -> RolloutAgent | None:
    """The Hard agent's search for ``view`` (see the module's docstring), or None."""
    own = getattr(agent, "fallback_searcher", None)
    if own is not None:
        return own(view)
    if isinstance(agent, RolloutAgent):
        return agent
    inner = getattr(agent, "search", None)
    return inner if isinstance(inner, RolloutAgent) else None


def shortlist(rules, view, legal: list, first, seed: int, k: int = OPTIONS) -> list:
    """``first`` and at most ``k - 1`` other legal moves: all of them when they are few,
    else the best by one move's look-ahead on one deal of ``view`` (ties: the legal
    order). A move the deal makes impossible is left out."""
    rest = [a for a in legal if a != first]
    if len(rest) < k:
        return [first] + rest
    world = rules.determinize(view, Rng(seed * 1_000_003 + 17))
    me = view.to_move
    scored = []
    for i, a in enumerate(rest):
        s = rules.clone(world)
        try:
            rules.apply(s, a)
        except Exception:           # an impossible move on this deal
            continue
        scored.append((-float(rules.evaluate(s, me)), i, a))
    scored.sort()
    return [first] + [a for _, _, a in scored[:k - 1]]


def search(rules, agent, view, legal: list, first, seed: int,
           budget: float | None) -> tuple | None:
    """(the search's pick, its ``last_stats``) over the short list of ``legal``, the
    agent's pick ``first`` first; None when the agent has no search. ``budget``: the
    search's cap (None: the search's own)."""
    searcher = searcher_of(agent, view)
    if searcher is None:
        return None
    cands = shortlist(rules, view, list(legal), first, seed)
    if len(cands) < 2:
        return None
    searcher.turn_budget = None            # a question asked aside from play
    searcher.prior = lambda v, lg: first   # the agent's pick is candidate 0
    pick = searcher.search(view, cands, budget)
    return pick, dict(searcher.last_stats)
