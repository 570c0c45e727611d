"""Self-play balance check: heuristic against heuristic, characters in mirrored seats.

``selfplay(games, seed)`` plays ``games`` two-player games (rounded up to an even number):
each pair of games uses the same seed and the same two characters, swapped between the
seats, so seat and deal luck cancel out. No I/O; the bench calls it.

* character_win_rate - share of its games each character won (a draw counts half);
* matchups - "A vs B": A's win rate against B over the mirrored games;
* spell_pick_rate - share of the games with that spell in the Academy in which at least
  one player learned it.
"""
from __future__ import annotations

from engines.magecraft.content import CHARACTERS, NAME
from engines.magecraft.heuristic import MagecraftHeuristicAgent
from engines.magecraft.rules import apply, legal_actions, new_state, view


def play(config: dict, seed: int, agents, max_actions: int = 20000):
    """One game; returns (final state, list of (player, spell id) learned)."""
    s = new_state(config, seed)
    learned = []
    k = 0
    while s.to_move is not None and k < max_actions:
        p = s.to_move
        legal = legal_actions(s)
        a = agents[p].choose(view(s, p), legal)
        if a[0] == "learn":
            learned.append((p, a[1]))
        apply(s, a)
        k += 1
    return s, learned


def selfplay(games: int, seed: int) -> dict:
    n_chars = len(CHARACTERS)
    pairs = [(a, b) for a in range(n_chars) for b in range(a + 1, n_chars)]
    wins = {c.name: 0.0 for c in CHARACTERS}
    played = {c.name: 0 for c in CHARACTERS}
    offered = {name: 0 for name in NAME}
    picked = {name: 0 for name in NAME}
    seat_wins = [0.0, 0.0]
    pair_wins: dict = {}
    turns = 0
    reasons: dict = {}
    rounds = max(1, (games + 1) // 2)
    for g in range(rounds):
        a, b = pairs[g % len(pairs)]
        gseed = seed * 100003 + g
        for chars in ((a, b), (b, a)):
            agents = [MagecraftHeuristicAgent(gseed + i) for i in range(2)]
            s, learned = play({"players": 2, "characters": list(chars)}, gseed, agents)
            for sid in s.acad_ids:
                offered[NAME[sid]] += 1
            for sid in {sid for _, sid in learned}:
                picked[NAME[sid]] += 1
            winners = s.winners or []
            for seat, c in enumerate(chars):
                played[CHARACTERS[c].name] += 1
                if seat in winners:
                    wins[CHARACTERS[c].name] += 1.0 / len(winners)
                    seat_wins[seat] += 1.0 / len(winners)
                    key = (CHARACTERS[c].name, CHARACTERS[chars[1 - seat]].name)
                    pair_wins[key] = pair_wins.get(key, 0.0) + 1.0 / len(winners)
            turns += s.turn
            reasons[s.end_reason] = reasons.get(s.end_reason, 0) + 1
    total = rounds * 2
    per_pair: dict = {}
    for g in range(rounds):
        a, b = pairs[g % len(pairs)]
        x, y = CHARACTERS[a].name, CHARACTERS[b].name
        per_pair[(x, y)] = per_pair.get((x, y), 0) + 2
        per_pair[(y, x)] = per_pair.get((y, x), 0) + 2
    return {
        "games": total,
        "character_win_rate": {k: round(wins[k] / played[k], 3) if played[k] else None
                               for k in wins},
        "spell_pick_rate": {k: round(picked[k] / offered[k], 3)
                            for k in offered if offered[k]},
        "matchups": {f"{x} vs {y}": round(pair_wins.get((x, y), 0.0) / per_pair[(x, y)], 3)
                     for (x, y) in per_pair},
        "seat_win_rate": [round(w / total, 3) for w in seat_wins],
        "average_turns": round(turns / total, 1),
        "end_reasons": reasons,
        "spell_offered": {k: offered[k] for k in offered if offered[k]},
    }


def bench_figures(games: int, seed: int, time_cap: float | None = 40.0) -> dict:
    """The bench's balance figures: ``{"character_win_rate": {...}, "spell_pick_rate":
    {...}}`` from ``selfplay(games, seed)`` (heuristic against heuristic, characters in
    mirrored seats), plus the number of games played. A game of two heuristic agents
    takes a few tens of milliseconds, so a few hundred games fit in the bench's budget;
    ``time_cap`` (seconds) stops early on a slow machine, at an even number of games."""
    import time
    start = time.perf_counter()
    chunk = 24
    parts = []
    done = 0
    k = 0
    while done < games:
        n = min(chunk, games - done)
        n += n % 2
        parts.append(selfplay(n, seed * 1009 + k))
        done += parts[-1]["games"]
        k += 1
        if time_cap is not None and time.perf_counter() - start > time_cap:
            break
    return _merge(parts)


def _merge(parts: list) -> dict:
    total = sum(r["games"] for r in parts)
    names = [c.name for c in CHARACTERS]
    # each selfplay run cycles through the pairs, so each character plays a known share;
    # weight the rates by the games each character played in that run
    n_chars = len(CHARACTERS)
    pairs = [(a, b) for a in range(n_chars) for b in range(a + 1, n_chars)]
    wins = {k: 0.0 for k in names}
    played = {k: 0 for k in names}
    for r in parts:
        rounds = r["games"] // 2
        cnt = {k: 0 for k in names}
        for g in range(rounds):
            a, b = pairs[g % len(pairs)]
            cnt[names[a]] += 2
            cnt[names[b]] += 2
        for k in names:
            if cnt[k] and r["character_win_rate"][k] is not None:
                wins[k] += r["character_win_rate"][k] * cnt[k]
                played[k] += cnt[k]
    offered: dict = {}
    picked: dict = {}
    for r in parts:
        for k, v in r["spell_pick_rate"].items():
            n = r["spell_offered"][k]
            offered[k] = offered.get(k, 0) + n
            picked[k] = picked.get(k, 0) + v * n
    return {"games": total,
            "character_win_rate": {k: round(wins[k] / played[k], 3) if played[k] else None
                                   for k in names},
            "spell_pick_rate": {k: round(picked[k] / offered[k], 3) for k in offered},
            "seat_win_rate": [round(sum(r["seat_win_rate"][i] * r["games"] for r in parts)
                                    / total, 3) for i in range(2)]}


def target_shares(games: int, seed: int, difficulty: str = "normal", players: int = 4,
                  marked: int = 0, time_cap: float | None = None) -> dict:
    """Whom the AI attacks in ``players``-player self-play with one seat (``marked``)
    named "You", as the table names the human: every seat is an AI agent of
    ``difficulty`` (Hard agents with ``time_cap`` seconds per decision when given).
    Returns the attacks each seat received (``hits``), their shares, and the marked
    seat's share of each game's attacks averaged over the games (``marked_share``, with
    its standard error ``se``): about 1/(players-1) * (players-1)/players = 1/players
    when nobody is singled out."""
    import math

    from engines.magecraft.ai import make_agent
    from engines.magecraft import RULES as rules
    hits = [0] * players
    shares = []
    for g in range(games):
        names = ["You" if q == marked else f"Mage {q + 1}" for q in range(players)]
        s = new_state({"players": players, "names": names}, seed * 7919 + g)
        agents = [make_agent(rules, difficulty, seed * 31 + g * 7 + q) for q in range(players)]
        if time_cap is not None:
            for a in agents:
                if hasattr(a, "time_cap"):
                    a.time_cap = time_cap
        got = [0] * players
        while s.to_move is not None:
            p = s.to_move
            a = agents[p].choose(view(s, p), legal_actions(s))
            if a[0] == "attack":
                got[a[1]] += 1
            apply(s, a)
        if sum(got):
            shares.append(got[marked] / sum(got))
        hits = [x + y for x, y in zip(hits, got)]
    total = sum(hits) or 1
    mean = sum(shares) / len(shares) if shares else 0.0
    var = sum((x - mean) ** 2 for x in shares) / max(1, len(shares) - 1)
    return {"games": games, "hits": hits, "shares": [round(h / total, 4) for h in hits],
            "marked_share": round(mean, 4),
            "se": round(math.sqrt(var / max(1, len(shares))), 4)}
