"""Self-play balance of the prebuilt decks: every pair of decks, in mirror seats.

Each deal (a seed) of a pair is played twice, the two decks swapping seats (and so who
goes first), by agents of the same difficulty on both sides, so that seat and deal luck
cancel out. No I/O; the bench and the tuning scripts call it (``play_pair`` is a pure
function of its arguments, so a caller may spread pairs over processes).

* deck_win_rate - share of its games each deck won (a draw counts half);
* matchups - "A vs B": A's win rate against B;
* seat_win_rate - the first and second seat's share (the first seat plays first only
  when the seed says so: see ``first_player``);
* average_turns, end_reasons.
"""
from __future__ import annotations

import math

from engines.mabinogi.content import DECKS
from engines.mabinogi.rules import apply, legal_actions, new_state, view


def wilson(k: float, n: int, z: float = 1.96) -> tuple:
    """The 95% Wilson interval of k successes in n trials."""
    if n <= 0:
        return (0.0, 1.0)
    p = k / n
    d = 1 + z * z / n
    c = p + z * z / (2 * n)
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return (round(max(0.0, (c - h) / d), 3), round(min(1.0, (c + h) / d), 3))


def _agents(rules, difficulty: str, seed: int, time_cap: float | None):
    out = []
    for i in range(2):
        a = rules.make_agent(difficulty, seed * 2 + i)
        if time_cap is not None and hasattr(a, "search"):
            a.search.time_cap = time_cap
        out.append(a)
    return out


def play(config: dict, seed: int, agents, max_actions: int = 5000):
    """One game to the end; returns the final state."""
    s = new_state(config, seed)
    k = 0
    while s.to_move is not None and k < max_actions:
        p = s.to_move
        legal = legal_actions(s)
        a = legal[0] if len(legal) == 1 else agents[p].choose(view(s, p), legal)
        apply(s, a)
        k += 1
    return s


def play_pair(a: str, b: str, seed: int, difficulty: str = "hard",
              time_cap: float | None = None) -> list:
    """Deal ``seed`` of decks ``a`` and ``b`` played twice, seats swapped: a list of
    (deck in seat 0, deck in seat 1, winners, turns, reason)."""
    from engines.mabinogi import RULES
    out = []
    for decks in ((a, b), (b, a)):
        agents = _agents(RULES, difficulty, seed, time_cap)
        s = play({"players": 2, "decks": list(decks), "first_player": seed % 2}, seed, agents)
        out.append((decks[0], decks[1], list(s.winners or []), s.turn, s.end_reason))
    return out


def pairs() -> list:
    keys = [d.key for d in DECKS]
    return [(x, y) for i, x in enumerate(keys) for y in keys[i + 1:]]


def summarize(results: list) -> dict:
    """The figures of a list of ``play_pair`` outputs (flattened)."""
    keys = [d.key for d in DECKS]
    wins = {k: 0.0 for k in keys}
    played = {k: 0 for k in keys}
    pair_w: dict = {}
    pair_n: dict = {}
    seat = [0.0, 0.0]
    turns = 0
    reasons: dict = {}
    for d0, d1, winners, t, reason in results:
        share = 1.0 / len(winners) if winners else 0.0
        for s_, (me, other) in enumerate(((d0, d1), (d1, d0))):
            played[me] += 1
            pair_n[(me, other)] = pair_n.get((me, other), 0) + 1
            if s_ in winners:
                wins[me] += share
                seat[s_] += share
                pair_w[(me, other)] = pair_w.get((me, other), 0.0) + share
        turns += t
        reasons[reason] = reasons.get(reason, 0) + 1
    n = len(results)
    return {
        "games": n,
        "deck_win_rate": {k: round(wins[k] / played[k], 3) for k in keys if played[k]},
        "deck_interval_95": {k: wilson(wins[k], played[k]) for k in keys if played[k]},
        "matchups": {f"{x} vs {y}": round(pair_w.get((x, y), 0.0) / m, 3)
                     for (x, y), m in sorted(pair_n.items())},
        "seat_win_rate": [round(w / n, 3) for w in seat] if n else [],
        "average_turns": round(turns / n, 1) if n else 0,
        "end_reasons": reasons,
    }


def selfplay(deals_per_pair: int, seed: int, difficulty: str = "hard",
             time_cap: float | None = None) -> dict:
    """Every pair of prebuilt decks, ``deals_per_pair`` deals each, both seatings."""
    results = []
    for i, (a, b) in enumerate(pairs()):
        for k in range(deals_per_pair):
            results.extend(play_pair(a, b, seed * 1009 + i * 101 + k, difficulty, time_cap))
    return summarize(results)


def bench_figures(deals_per_pair: int, seed: int, difficulty: str = "hard",
                  time_cap: float | None = 0.25) -> dict:
    """The bench's deck balance: ``selfplay`` with Hard agents on both sides (their
    search capped at ``time_cap`` seconds a decision, to fit the bench's budget)."""
    figures = selfplay(deals_per_pair, seed, difficulty, time_cap)
    figures["difficulty"] = difficulty
    figures["time_cap"] = time_cap
    return figures
