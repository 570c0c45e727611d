"""The CPU time of the AI's decisions and whole turns over seeded games (the bench's
``ai_turn_ms`` and Arena's big-map figures; never a test's assertion of speed).

A whole turn of a seat is every decision it makes from the start of one of its turns to
the start of its next, its answers during the others' turns included."""
from __future__ import annotations

import time
from typing import Callable

from engines.core import clock as ai_clock


def turn_totals(decisions: list) -> list[float]:
    """From [(seat, own turn or None, ms), ...] in the order played: the time of each
    seat's whole turns (``own turn``: engines.core.clock.own_turn of the position, None
    during another seat's turn). Only turns closed by the seat's next turn count (a cut
    game's last turns are partial)."""
    out: list[float] = []
    open_turns: dict = {}                    # seat -> [own turn, ms so far]
    for seat, turn, ms in decisions:
        cur = open_turns.get(seat)
        if turn is not None and (cur is None or cur[0] != turn):
            if cur is not None and cur[0] is not None:
                out.append(cur[1])
            cur = open_turns[seat] = [turn, 0.0]
        elif cur is None:                    # answers before its first turn: not a turn
            cur = open_turns[seat] = [None, 0.0]
        cur[1] += ms
    return out


def timed_decisions(rules, config_of: Callable[[int], dict], difficulty: str, turns: int,
                    cpu_seconds: float, seed: int = 600) -> list:
    """[((game, seat), own turn or None, CPU ms), ...] of every decision the agents of
    ``difficulty`` (every seat) make in seeded games (game k: ``config_of(k)``, seed
    ``seed + k``), until ``turns`` whole turns are closed or about ``cpu_seconds`` of CPU
    are spent (the games are cut, not finished). A decision with one legal move is taken
    without asking, as the table does (ui.ai_driver). The AI's caps run on CPU time."""
    played: list = []
    start = time.process_time()
    game = 0
    with ai_clock.using(time.process_time):
        while time.process_time() - start < cpu_seconds \
                and len(turn_totals(played)) < turns:
            config = config_of(game)
            state = rules.new_game(config, seed + game)
            agents = [rules.make_agent(difficulty, 40 + 10 * game + p)
                      for p in range(config.get("players", 2))]
            while not rules.is_over(state) and time.process_time() - start < cpu_seconds:
                seat = state.to_move
                legal = rules.legal_actions(state)
                if len(legal) == 1:
                    rules.apply(state, legal[0])
                    continue
                turn = ai_clock.own_turn(state)
                view = rules.view(state, seat)
                c = time.process_time()
                action = agents[seat].choose(view, legal)
                played.append(((game, seat), turn, (time.process_time() - c) * 1000))
                rules.apply(state, action)
                if turn is not None and len(turn_totals(played)) >= turns:
                    break
            game += 1
    return played
