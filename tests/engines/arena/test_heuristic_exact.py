"""The heuristic made faster decides exactly as before: Normal's bold choices, the
heuristic of before that Hard's simulations play, Hard's move and attack candidates and
its end-of-turn values, over seeded positions of Duels, a Skirmish and a Melee, match the
digests recorded from the code before the speed-up (tests/engines/arena/heur_digest.py
re-records them after a deliberate change of decisions)."""
from __future__ import annotations

import json

from tests.engines.arena import heur_digest


def test_heuristic_decisions_match_the_recorded_digests():
    with open(heur_digest.FIXTURE) as fh:
        want = json.load(fh)
    assert heur_digest.compare(want, heur_digest.record()) == []


def test_the_digest_tells_a_changed_decision():
    """The comparison names the first position where a decision differs."""
    want = {"duel": {"old": ["a", "b", "c"]}}
    got = {"duel": {"old": ["a", "x", "c"]}}
    assert heur_digest.compare(want, got) == ["duel old: first differs at position 1"]
