"""The post-game review: a finished (or any) record walked decision by decision, each
judged by the Hard AI's analysis (engines.core.analysis) from the deciding seat's own
view at that moment - never from a hidden card.

    review(rules, record, seat, budget_per_decision, seed, progress) -> Review | None

For each decision of ``seat`` with a real choice (more than one legal move; a forced
move costs nothing and is not an entry):

- ``before``: the seat's win chance there, as the search sees it: the chance of the
  search's best move;
- ``after``: the chance of the move actually played, from the same analysis when it was
  one of the search's candidates, else from one more analysis of the same view with the
  candidates cut to the best move and the one played (both on the same deals);
- ``best`` and ``best_chance``; the ``drop`` is ``before - after`` (0 when the move
  played was the best).

The win-chance series over the game has, per seat, each seat's own estimate at its own
decisions (``before``): the reviewed seat's at every entry, the others' (one analysis
each, no "after") when ``seats`` asks for them. The three to five largest drops are the
``mistakes`` (with the better move), largest first: see :func:`pick_mistakes`.

The walk is a step machine (:class:`Walk`) so that the review screen can send each
analysis to the AI worker and draw frames between them; :func:`review` runs the same
walk here. ``progress(done, total)`` is called after each decision; returning False
stops the review (``review`` then returns None). Deterministic for a given seed when
the searches' clock is (``clock``: a callable read by the time caps, e.g. a tick clock).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from engines.core import clock as _clock
from engines.core.analysis import Analysis, analyse
from engines.core.forfeit import forfeit_seat

__all__ = ["Entry", "Position", "Review", "Walk", "positions", "review", "walk", "run",
           "pick_mistakes",
           "budget_for", "TOTAL_SECONDS"]

TOTAL_SECONDS = 32.0     # the whole review's search time when no budget is given
MAX_BUDGET = 0.5         # a decision never searches longer than this ...
MIN_BUDGET = 0.03        # ... nor shorter
MIN_DROP = 0.02          # a smaller drop is noise, never a mistake
BIG_DROP = 0.08          # the 4th and 5th mistakes must have dropped at least this much
FEW, MOST = 3, 5         # mistakes marked: three to five


@dataclass(frozen=True)
class Position:
    """One decision in the record: the action's index, the deciding seat, its view, its
    legal moves and the move it played."""
    index: int
    seat: int
    view: Any
    legal: list
    played: tuple


@dataclass(frozen=True)
class Entry:
    index: int                    # the action's index in the record
    seat: int
    before: float | None          # the seat's chance there (the best move's)
    after: float | None           # the chance of the move played (None: the reviewed
    played: tuple                 # seat's only; an estimate the search could not make)
    best: tuple
    best_chance: float | None
    reason: str = "search"        # the analysis's reason_hint

    @property
    def drop(self) -> float:
        """How much the move played cost, as the search sees it (0: none, or unknown)."""
        if self.before is None or self.after is None or self.played == self.best:
            return 0.0
        return max(0.0, self.before - self.after)


@dataclass
class Review:
    seat: int
    entries: list = field(default_factory=list)      # the reviewed seat's Entry, in order
    series: dict = field(default_factory=dict)       # seat -> [(index, chance)]
    mistakes: list = field(default_factory=list)     # Entry, largest drop first
    actions: int = 0                                 # the record's length
    budget: float = 0.0                              # seconds a decision searched


def positions(rules, record, seats=None) -> list:
    """The decisions of ``record`` (replayed from its start) with more than one legal
    move, of the seats in ``seats`` (None: every seat). A forfeit, played whoever was to
    move, is no decision."""
    state = rules.new_game(dict(record.config), record.seed)
    out = []
    for i, action in enumerate(record.actions):
        seat = state.to_move
        if seat is not None and forfeit_seat(action) is None \
                and (seats is None or seat in seats):
            legal = list(rules.legal_actions(state))
            if len(legal) > 1:
                out.append(Position(i, seat, rules.view(state, seat), legal,
                                    tuple(action)))
        rules.apply(state, action)
    return out


def budget_for(count: int, total: float = TOTAL_SECONDS) -> float:
    """Seconds per analysis so that ``count`` of them fit in ``total`` (within the
    bounds)."""
    return min(MAX_BUDGET, max(MIN_BUDGET, total / max(1, count)))


def pick_mistakes(entries) -> list:
    """The marked mistakes: the entries whose drop is more than ``MIN_DROP``, largest
    first (ties: earlier first); the three largest, then up to five while they drop at
    least ``BIG_DROP``."""
    ranked = sorted((e for e in entries if e.drop > MIN_DROP),
                    key=lambda e: (-e.drop, e.index))
    return [e for k, e in enumerate(ranked[:MOST]) if k < FEW or e.drop >= BIG_DROP]


def _chance(a: Analysis) -> float | None:
    return a.chance_of(a.best)


class Walk:
    """The review as steps: ``ask()`` names the next analysis wanted (a position, the
    moves to weigh, a seed, a budget) or None when done; ``answer(analysis)`` gives it.
    ``done``/``total`` count decisions; ``result()`` is the review."""

    def __init__(self, rules, found: list, seat: int, budget: float | None = None,
                 seed: int = 0, actions: int = 0) -> None:
        self.rules = rules
        self.found = list(found)
        self.seat = seat
        # no budget given: the total shared out over the analyses expected (one for each
        # decision, and a second for about half of the reviewed seat's)
        mine = sum(p.seat == seat for p in self.found)
        self.budget = float(budget) if budget is not None else \
            budget_for(len(self.found) + mine // 2)
        self.seed = int(seed)
        self.actions = actions
        self.done = 0
        self.entries: list[Entry] = []
        self.series: dict[int, list] = {}
        self._first: Analysis | None = None      # the analysis waiting for its second

    @property
    def total(self) -> int:
        return len(self.found)

    def _seed(self, p: Position) -> int:
        return (self.seed * 1_000_003 + p.index * 7919 + p.seat) & 0x7FFFFFFF

    def ask(self) -> tuple | None:
        """(view, legal, seed, budget) of the next analysis; None when all are done."""
        if self.done >= self.total:
            return None
        p = self.found[self.done]
        first = self._first
        if first is None:
            return p.view, p.legal, self._seed(p), self.budget
        return p.view, [first.best, p.played], self._seed(p) + 1, self.budget

    def answer(self, analysis: Analysis) -> None:
        p = self.found[self.done]
        first = self._first
        if first is None:
            before = _chance(analysis)
            if p.seat != self.seat or before is None:
                self._finish(p, analysis, analysis.chance_of(p.played) if
                             p.seat == self.seat else None)
                return
            after = analysis.chance_of(p.played)
            if after is None and p.played in p.legal and p.played != analysis.best:
                self._first = analysis               # weigh it against the best
                return
            self._finish(p, analysis, after)
            return
        self._first = None
        b, a = analysis.chance_of(first.best), analysis.chance_of(p.played)
        if b is not None and a is not None:
            # the second search's gap, measured from the first's estimate of the best
            after = min(_chance(first) or 0.0, max(0.0, (_chance(first) or 0.0) - (b - a)))
        else:
            after = None
        self._finish(p, first, after)

    def _finish(self, p: Position, a: Analysis, after: float | None) -> None:
        before = _chance(a)
        if before is not None:
            self.series.setdefault(p.seat, []).append((p.index, before))
        if p.seat == self.seat:
            if p.played == a.best:
                after = before
            self.entries.append(Entry(p.index, p.seat, before, after, p.played, a.best,
                                      before, a.reason_hint))
        self.done += 1

    def result(self) -> Review:
        return Review(self.seat, list(self.entries), {s: list(v) for s, v in
                                                      self.series.items()},
                      pick_mistakes(self.entries), self.actions, self.budget)


def walk(rules, record, seat: int, budget_per_decision: float | None = None,
         seed: int = 0, seats=None) -> Walk:
    """The review's walk of ``record`` for ``seat`` (the series also for ``seats``:
    None every seat, () only ``seat``)."""
    wanted = None if seats is None else set(seats) | {seat}
    return Walk(rules, positions(rules, record, wanted), seat, budget_per_decision, seed,
                len(record.actions))


def run(rules, w: Walk, progress: Callable | None = None) -> Review | None:
    """Run ``w`` here (each analysis inline); None when ``progress`` said stop."""
    while True:
        asked = w.ask()
        if asked is None:
            return w.result()
        before = w.done
        view, legal, seed, budget = asked
        w.answer(analyse(rules, view, legal, seed, budget))
        if progress is not None and w.done != before and progress(w.done, w.total) is False:
            return None


def review(rules, record, seat: int, budget_per_decision: float | None = None,
           seed: int = 0, progress: Callable | None = None, seats=None,
           clock: Callable[[], float] | None = None) -> Review | None:
    """The review of ``seat``'s decisions in ``record`` (see the module's docstring).
    ``budget_per_decision``: seconds of the AI clock per analysis (None: the review's
    ``TOTAL_SECONDS`` shared out); ``clock``: the searches' clock (None: the AI's)."""
    w = walk(rules, record, seat, budget_per_decision, seed, seats)
    if clock is None:
        return run(rules, w, progress)
    with _clock.using(clock):
        return run(rules, w, progress)
