"""The movement answers shared between positions (``engines.arena.movement._SHARED``)
stay bounded in memory over a long session: a least-recently-used cache of a few hundred
answers, not thousands (each answer keeps the search labels its paths are traced from,
about 1 KB a destination; the 5-seat demo once grew by 4 MB a minute through it)."""
from __future__ import annotations

from engines.arena import RULES, movement
from engines.arena.movement import reachable
from engines.arena.state import FIELD
from engines.core.agents import RandomAgent


def _held() -> int:
    """Destinations held by the shared answers now."""
    return sum(len(answer) for answer in movement._SHARED.values())


def _play_and_ask(actions: int, seed: int = 4) -> int:
    """Play a 5-seat game at random, asking every figure on the field where it can go
    after each action (as the AI and the table do); returns the answers computed."""
    agent = RandomAgent(seed)
    s = RULES.new_game({"players": 5}, seed)
    asked = 0
    for _ in range(actions):
        if RULES.is_over(s):
            s = RULES.new_game({"players": 5}, seed := seed + 1)
        for f in range(len(s.f_card)):
            if s.f_zone[f] == FIELD:
                reachable(s, f)
                asked += 1
        RULES.apply(s, agent.choose(s, RULES.legal_actions(s)))
    return asked


def test_shared_movement_answers_stay_bounded_over_a_long_session():
    movement._SHARED.clear()
    try:
        _play_and_ask(800)
        assert len(movement._SHARED) <= 500
        assert _held() <= 60_000          # about 60 MB at most
    finally:
        movement._SHARED.clear()


def test_the_answer_used_last_is_kept_when_older_ones_go():
    movement._SHARED.clear()
    try:
        s = RULES.new_game({"players": 5}, 9)
        agent = RandomAgent(9)
        while not any(z == FIELD for z in s.f_zone):
            RULES.apply(s, agent.choose(s, RULES.legal_actions(s)))
        f = s.f_zone.index(FIELD)
        first = reachable(s, f)
        for _ in range(len(movement._SHARED), movement._SHARED_MAX + 5):
            key = ("filler", len(movement._SHARED))
            movement._keep(key, {})
            s.memo.clear()
            assert reachable(s, f) is first          # asked again: still the kept answer
        assert len(movement._SHARED) <= movement._SHARED_MAX
    finally:
        movement._SHARED.clear()
