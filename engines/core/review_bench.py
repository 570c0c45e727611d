"""The review's bench figures (``python -m app bench``; figures, not tests), the same for
every game:

``review_s``          CPU seconds to review a seeded two-player game of at most
                      ``TURNS`` turns, Normal in the reviewed (the human's) seat against
                      Hard, as the review screen does (every seat's estimates, the
                      review's own budget: engines.core.review).
``review_confirmed``  over at least ``CONFIRM_MARKS`` marked mistakes across seeded games
                      like it, the share that a search with ``CONFIRM_FACTOR`` times the
                      review's budget confirms: the same position analysed again on other
                      deals, the move played still scores below the suggested move.

The caller runs the AI clock on CPU time (app.bench does), so a loaded machine does
not cut the searches short.
"""
from __future__ import annotations

import time
from typing import Any, Callable

from engines.core.analysis import analyse
from engines.core.replay import Record
from engines.core.review import positions, review

__all__ = ["figures", "review_seconds", "confirmed", "seeded_game"]

TURNS = 30
CONFIRM_FACTOR = 8
CONFIRM_MARKS = 50
HARD_BUDGET = 0.1       # the Hard seat's cap while the seeded games are made (seconds)


def _whose_turn(state):
    return getattr(state, "current", getattr(state, "to_move", None))


def seeded_game(rules, config: dict, seed: int, turns: int = TURNS,
                hard_budget: float | None = HARD_BUDGET, levels=("normal", "hard")) -> Record:
    """The record of a seeded game, seat i played by ``levels[i]``, until it ends or
    ``turns`` turns have started (a turn: the seat whose turn it is changes)."""
    state = rules.new_game(dict(config), seed)
    agents = [rules.make_agent(level, seed * 31 + i) for i, level in enumerate(levels)]
    record = Record(rules.name, dict(config), seed, [])
    started, whose = 1, _whose_turn(state)
    while not rules.is_over(state):
        seat = state.to_move
        legal = rules.legal_actions(state)
        if len(legal) == 1:
            action = legal[0]
        else:
            budget = hard_budget if levels[seat] == "hard" else None
            action = agents[seat].choose(rules.view(state, seat), legal, budget)
        rules.apply(state, action)
        record.actions.append(tuple(action))
        now = _whose_turn(state)
        if now != whose:
            whose, started = now, started + 1
            if started > turns:
                break
    return record


def review_seconds(rules, config: dict, seed: int) -> tuple[float, tuple[Record, Any]]:
    """(CPU seconds, (the record, its review)) of the seeded game of ``seed``, reviewed
    as the review screen reviews it (every seat's estimates for the graph)."""
    record = seeded_game(rules, config, seed, TURNS, HARD_BUDGET)
    start = time.process_time()
    got = review(rules, record, 0, seed=seed)
    return time.process_time() - start, (record, got)


def confirmed(rules, record, got, seed: int) -> tuple[int, int]:
    """(marks confirmed, marks judged) of one review: each marked move weighed again
    against the suggested one by a search ``CONFIRM_FACTOR`` times longer, on other
    deals."""
    at = {p.index: p for p in positions(rules, record, {got.seat})}
    yes = n = 0
    for e in got.mistakes:
        p = at[e.index]
        a = analyse(rules, p.view, [e.best, e.played], seed * 7 + 1 + e.index,
                    got.budget * CONFIRM_FACTOR)
        better, played = a.chance_of(e.best), a.chance_of(e.played)
        if better is None or played is None:
            continue
        n += 1
        yes += better > played
    return yes, n


def figures(rules, config: dict, quick: bool, log: Callable[[str], None]) -> dict:
    """``review_s`` (one game) and ``review_confirmed`` (games until enough marks)."""
    config = dict(config, players=2)
    seconds, (record, got) = review_seconds(rules, config, 1)
    log(f"  review_s {seconds:.1f} ({len(got.entries)} decisions, {len(record.actions)} "
        f"actions, {got.budget:.3f} s each)")
    want = 6 if quick else CONFIRM_MARKS
    yes, n = confirmed(rules, record, got, 1)
    seed = 1
    while n < want and seed < (4 if quick else 40):
        seed += 1
        _, (record, got) = review_seconds(rules, config, seed)
        y, k = confirmed(rules, record, got, seed)
        yes, n = yes + y, n + k
    log(f"  review_confirmed {yes}/{n} over {seed} games")
    return {"review_s": round(seconds, 1),
            "review_confirmed": {"marks": n, "confirmed": yes,
                                 "share": round(yes / n, 3) if n else None,
                                 "games": seed}}
