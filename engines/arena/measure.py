"""Speed figures of the battlefield for the bench: line-of-sight checks per second and
the time to list every move of one figure on the Duel map."""
from __future__ import annotations

import time

from engines.arena.board import LEVEL_H, get_board
from engines.arena.content import ARMY
from engines.arena import movement
from engines.arena.movement import reachable
from engines.arena.sight import sees
from engines.arena.state import FIELD
from engines.arena.stats import occupancy


def _positions(rules, n: int, seed: int) -> list:
    """Mid-game Duels (heuristic play) with many figures on the battlefield."""
    out = []
    for k in range(n):
        s = rules.new_game({"players": 2, "armies": ["chandra", ("jace", "nissa", "gideon")[k % 3]]},
                           seed + k)
        agents = [rules.make_agent("normal", k), rules.make_agent("normal", k + 1)]
        steps = 0
        while not rules.is_over(s) and steps < 400 and s.turn < 6:
            legal = rules.legal_actions(s)
            p = s.to_move
            rules.apply(s, agents[p].choose(rules.view(s, p), legal) if len(legal) > 1
                        else legal[0])
            steps += 1
        if not rules.is_over(s):
            out.append(s)
    return out


def los_checks_per_s(rules, seconds: float = 1.0, seed: int = 40) -> dict:
    """Line-of-sight checks between every pair of figures of mid-game positions and from
    every figure to every hex: warm (the board's caches filled, as in play) and cold
    (fresh caches: the first look at a pair of hexes)."""
    states = _positions(rules, 3, seed)
    board = get_board("duel")
    jobs = []
    for s in states:
        occ = occupancy(s)
        figs = [f for f in range(len(s.f_card)) if s.f_zone[f] == FIELD]
        for f in figs:
            card = ARMY[s.c_key[s.f_card[f]]]
            eye = card.target * card.height * LEVEL_H
            for h in range(board.n):
                jobs.append((s.hexes_of(f), eye, (h,), 0.3, 1.0, occ))
    board.sight_cache.clear()
    board.corridor_cache.clear()
    board.corridor_top_cache.clear()
    t = time.perf_counter()
    for a, eye, b, lo, hi, occ in jobs:
        sees(board, a, eye, b, lo, hi, occ, skip=a)
    cold = len(jobs) / (time.perf_counter() - t)
    done = 0
    t = time.perf_counter()
    while time.perf_counter() - t < seconds:
        for a, eye, b, lo, hi, occ in jobs:
            sees(board, a, eye, b, lo, hi, occ, skip=a)
        done += len(jobs)
    warm = done / (time.perf_counter() - t)
    return {"warm": round(warm), "cold": round(cold), "checks": len(jobs)}


def reachable_ms(rules, seed: int = 40) -> dict:
    """Milliseconds to list every destination of one figure (its path, leaving attacks and
    falls) in mid-game Duel positions: median over the single-space figures, and over the
    double-space ones."""
    states = _positions(rules, 3, seed)
    single: list[tuple[float, int]] = []
    double: list[tuple[float, int]] = []
    for s in states:
        for f in range(len(s.f_card)):
            if s.f_zone[f] != FIELD:
                continue
            s.memo.clear()
            movement._SHARED.clear()
            movement._LOCAL.clear()
            t = time.perf_counter()
            n = len(reachable(s, f))
            ms = (time.perf_counter() - t) * 1000
            (double if s.f_hex2[f] >= 0 else single).append((ms, n))
    single.sort()
    double.sort()
    med = single[len(single) // 2] if single else (None, 0)
    dmed = double[len(double) // 2] if double else (None, 0)
    return {"single_ms": round(med[0], 2) if med[0] is not None else None,
            "single_destinations": med[1],
            "double_ms": round(dmed[0], 2) if dmed[0] is not None else None,
            "double_destinations": dmed[1]}
