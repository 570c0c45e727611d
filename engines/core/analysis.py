"""What the Hard AI thinks of a decision, from one player's view: the analysis API.

    analyse(rules, view, legal, seed, budget) -> Analysis(best, options, reason_hint)

The same for every game: the game's Hard agent (``rules.make_agent("hard", seed)``)
decides from ``view`` alone, as it does at the table, and its search's statistics are
read back. Every game's Hard agent is, or searches through, the core
:class:`engines.core.rollout.RolloutAgent`, which leaves in ``last_stats`` the deals it
played and, per candidate, its mean value and how many deals it saw (``values``,
``counts``). Nothing but the view is read, so the analysis of a position cannot tell
apart two worlds its player cannot tell apart (a test reshuffles the hidden cards).

The Hint (scenes.kit.hint) asks it in the AI worker (app.ai_worker, the ``analyse``
request) and the post-game review asks it for every decision of a record.

From values to a win chance
---------------------------
A rollout scores a candidate for the deciding seat on one deal: at the end of the game
1 for a win, 1/n for a win shared by n, 0 for a loss; stopped earlier (the game's
horizon: the end of a Magi round, the opponent's reply in Arena, a few turns in the
duels), by the game's evaluation, a value in [0, 1] whose meaning is "1 = surely
winning" (``rules.evaluate``, or the Hard agent's own: Arena's ``turn_end_value``,
Magecraft's race evaluation). The mean over the deals a candidate saw is therefore its
estimated chance to win (in Magi, of the round's points race as the game's evaluation
scores it); it is clamped to [0, 1]. ``samples`` says how many deals back it: a
candidate the search dropped early as clearly behind has fewer.

A decision the Hard agent settles without a search (a question it answers by rule, a
phase its search leaves to the heuristic: its ``last_stats`` empty) is searched by the
analysis itself (engines.core.fallback: the agent's own search, from the view alone,
over a short list of the moves, the agent's pick first and winning ties); ``best`` is
then that search's pick and ``options`` its estimates, so every decision with more
than one legal move has win chances. Only a single legal move, or a game whose Hard
agent has no search to lend, has none: its ``options`` hold the move with
``win_chance`` None, and ``reason_hint`` says why.

``reason_hint`` (worded by the table, scenes.kit.hint_words):
    "search"  the search's most winning candidate (``best`` has the highest chance)
    "close"   the Hard agent's own first choice, kept: the search found none clearly
              better on the same deals
    "only"    the one legal move
    "rule"    decided without a search (the Hard agent's rule for this kind of choice),
              and none could be run for it
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engines.core import fallback
from engines.core.actions import action_from_json

__all__ = ["Analysis", "analyse", "analyse_json", "win_chances"]

REASONS = ("search", "close", "only", "rule")


@dataclass(frozen=True)
class Analysis:
    best: tuple                       # what the Hard agent would play (where it
                                      # decides by rule: the fallback search's pick)
    # (action, win chance in [0, 1] or None, deals played), best chance first
    options: list = field(default_factory=list)
    reason_hint: str = "rule"                     # one of REASONS
    samples: int = 0                              # deals the search played

    def chance_of(self, action) -> float | None:
        for a, chance, _ in self.options:
            if a == action:
                return chance
        return None

    def to_json(self) -> dict:
        return {"best": list(self.best), "reason": self.reason_hint,
                "samples": self.samples,
                "options": [[list(a), c, n] for a, c, n in self.options]}

    @classmethod
    def from_json(cls, data: Any) -> "Analysis":
        """Back from the worker's JSON; ValueError when it is not an analysis."""
        if not isinstance(data, dict) or data.get("reason") not in REASONS:
            raise ValueError("not an analysis")
        best = action_from_json(data.get("best"))
        options = []
        for row in data.get("options") or []:
            if not isinstance(row, list) or len(row) != 3:
                raise ValueError("not an analysis option")
            a, c, n = row
            if c is not None and type(c) not in (int, float) or type(n) is not int:
                raise ValueError("not an analysis option")
            options.append((action_from_json(a), None if c is None else float(c), n))
        samples = data.get("samples")
        return cls(best, options, data["reason"], samples if type(samples) is int else 0)


def win_chances(stats: dict) -> list:
    """[(action, win chance, deals)] from a RolloutAgent's ``last_stats``, best first
    (ties: the search's own order)."""
    values = stats.get("values") or {}
    counts = stats.get("counts") or {}
    done = int(stats.get("samples") or 0)
    rows = []
    for i, (a, v) in enumerate(values.items()):
        n = int(counts.get(a, done))
        if n <= 0:
            continue
        mean = float(v) * done / n        # values are totals over every deal played
        rows.append((-mean, i, a, min(1.0, max(0.0, mean)), n))
    rows.sort()
    return [(a, chance, n) for _, _, a, chance, n in rows]


def analyse(rules, view, legal, seed: int = 0, budget: float | None = None) -> Analysis:
    """The Hard agent's choice for ``view`` among ``legal`` and its estimates (see the
    module's docstring). ``budget``: the search's cap in seconds of the AI clock
    (engines.core.clock; None: the agent's own cap). No turn budget applies: a question
    asked aside from play gets its whole cap."""
    legal = list(legal)
    if len(legal) == 1:
        return Analysis(legal[0], [(legal[0], None, 0)], "only")
    agent = rules.make_agent("hard", seed)
    if hasattr(agent, "turn_budget"):
        agent.turn_budget = None
    agent.last_stats = {}
    best = agent.choose(view, legal, budget)
    stats = getattr(agent, "last_stats", None) or {}
    options = win_chances(stats)
    if not options or best not in [a for a, _, _ in options]:
        # decided without a search: the analysis searches itself (engines.core.fallback)
        got = fallback.search(rules, agent, view, legal, best, seed, budget)
        stats = got[1] if got is not None else {}
        options = win_chances(stats)
        if got is None or got[0] not in [a for a, _, _ in options]:
            return Analysis(best, [(best, None, 0)], "rule")
        best = got[0]
    top = options[0][1]
    chance = dict((a, c) for a, c, _ in options)[best]
    reason = "search" if chance >= top - 1e-9 else "close"
    return Analysis(best, options, reason, int(stats.get("samples") or 0))


def analyse_json(game_key: str, view_json: dict, legal: list, seed: int,
                 budget: float | None) -> dict:
    """``analyse`` for the AI worker: the view and the actions as JSON in, JSON out."""
    from engines import registry    # looked up at call time (tests monkeypatch it)

    rules = registry.rules_for(game_key)
    view = rules.from_json(view_json)
    actions = [action_from_json(a) for a in legal]
    return analyse(rules, view, actions, seed, budget).to_json()
