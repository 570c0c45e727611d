"""What the result of a finished game says, written once for every game.

``result(state)`` (engines/core/protocol.py) is ``{"winners": [seats], "scores": [...],
...}`` and, around the winners:

* ``"draw": True`` - the winners share a draw, not a win: rivals tied (equal points at
  the end of a turn track, the fewest minus points held by two players) or went out
  together. Whenever more than one seat is listed and they are not one team, ``draw``
  is True.
* ``"team": k`` - a team won (Arena's Skirmish: two against two): the winners are the
  seats of ``result["teams"][k]`` and it is one win, not a draw. ``None`` (or absent)
  when no team won. Two teams tied on points are a draw: every seat listed, ``draw``
  True, ``team`` None.
* A seat that is out of the game (knocked out while the others played on) is never a
  winner while some seat is still in, unless its team won. Only when every seat went out
  together may they share a draw (Magi-Nation's mutual knock-out).

:func:`outcome` builds those keys from the winners; :func:`result_problems` is the
conformance suite's check of a result (tests/engines/test_conformance.py); the seats out
come from :func:`seats_out`.
"""
from __future__ import annotations

from typing import Any


def outcome(winners, teams=()) -> dict:
    """``{"winners": sorted seats, "draw": bool, "team": k | None}`` for these winners:
    one team's seats are that team's win; several seats otherwise are a draw."""
    seats = sorted(set(winners))
    team = None
    for k, t in enumerate(teams or ()):
        if len(seats) > 1 and sorted(t) == seats:
            team = k
    return {"winners": seats, "draw": len(seats) > 1 and team is None, "team": team}


def seats_out(rules: Any, state: Any) -> set:
    """The seats out of the game: the engine's ``RULES.seats_out(state)`` when it has
    one, else the state's per-seat ``out`` flags (a list of booleans), else none."""
    ask = getattr(rules, "seats_out", None)
    if callable(ask):
        return set(ask(state))
    flags = getattr(state, "out", None)
    n = getattr(state, "players", None)
    if isinstance(flags, (list, tuple)) and len(flags) == n \
            and all(isinstance(f, bool) for f in flags):
        return {p for p, f in enumerate(flags) if f}
    return set()


def result_problems(res: Any, players: int, out=frozenset()) -> list[str]:
    """Why ``res`` is not a finished game's result as described above (empty: fine).
    ``out``: the seats out of the game when it ended."""
    if not isinstance(res, dict):
        return [f"the result is {type(res).__name__}, not a dict"]
    winners = res.get("winners")
    if not isinstance(winners, list) or any(type(w) is not int or not 0 <= w < players
                                            for w in winners):
        return [f"winners {winners!r} are not seats of {players}"]
    bad = []
    if len(set(winners)) != len(winners):
        bad.append(f"winners {winners} list a seat twice")
    draw, team = res.get("draw", False), res.get("team")
    if type(draw) is not bool:
        bad.append(f"draw is {draw!r}, not true or false")
    teams = res.get("teams") or []
    if team is not None:
        if type(team) is not int or not 0 <= team < len(teams):
            return bad + [f"team {team!r} is not one of the teams {teams}"]
        if sorted(teams[team]) != sorted(winners):
            bad.append(f"team {team} is {teams[team]} but the winners are {winners}")
        if draw:
            bad.append("a team's win is not a draw")
    elif len(winners) > 1 and not draw:
        bad.append(f"{len(winners)} winners {winners} share the win without draw")
    in_play = set(range(players)) - set(out)
    if team is None and in_play:
        gone = sorted(w for w in winners if w in out)
        if gone:
            bad.append(f"seats {gone} are out but listed as winners "
                       f"(seats {sorted(in_play)} are still in)")
    return bad
