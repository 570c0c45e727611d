"""Whole turns of the AI, timed over seeded games (engines/core/turn_timing.py: the
bench's ai_turn_ms and Arena's big-map figures use it)."""
from __future__ import annotations

from engines.core.turn_timing import timed_decisions, turn_totals


def test_turn_totals_group_a_seats_decisions_from_one_of_its_turns_to_the_next():
    """A whole turn: every decision of a seat from the start of its turn to the start of
    its next, answers in the other seats' turns included; a turn not closed by the
    seat's next one (the cut game's last) is left out, and so are answers before a
    seat's first turn."""
    played = [(1, None, 7.0),                       # seat 1 answers before its turn
              (0, (0, 1), 10.0), (0, (0, 1), 20.0),
              (1, (1, 1), 5.0),
              (0, None, 3.0),                       # seat 0 answers in seat 1's turn
              (0, (0, 2), 1.0), (1, (1, 2), 2.0), (0, (0, 3), 4.0)]
    assert turn_totals(played) == [33.0, 5.0, 1.0]


def test_timed_decisions_stop_at_the_turns_asked_and_name_each_game_and_seat():
    from engines.magi import RULES
    played = timed_decisions(RULES, lambda game: {"players": 4}, "easy", 6, 30.0)
    assert len(turn_totals(played)) >= 6
    assert {seat for (_, seat), _, _ in played} <= {0, 1, 2, 3}
    assert all(ms >= 0 for _, _, ms in played)
