"""Build Magecraft positions for tests (the staging helpers of
engines/magecraft/staging.py, and ``started``), and the hooks of the conformance suite
(tests/engines/test_conformance.py)."""
from __future__ import annotations

import engines.magecraft.rules as _r
from engines.core.rng import Rng
from engines.magecraft.staging import at_turn, card, gems

__all__ = ["CONFORMANCE_CONFIGS", "reshuffle_hidden", "started", "at_turn", "card", "gems"]

# one config per player count (random games of each end well inside the suite's limit),
# and a first game without mastering
CONFORMANCE_CONFIGS = [{"players": n} for n in range(_r.MIN_PLAYERS, _r.MAX_PLAYERS + 1)] \
    + [{"players": 2, "mastering": False}]


def reshuffle_hidden(state, player: int, rng):
    """A full copy of ``state`` that differs only in what ``player`` cannot see, as other
    luck would have made it: each opponent's hand is drawn again, gem by gem, from that
    opponent's bag and hand together (the bag's future draws are the RNG's, reseeded)."""
    t = _r.clone(state)
    for q in range(t.players):
        if q == player:
            continue
        bag, hand = t.bag[q], t.hand[q]
        k = sum(hand)
        for c in range(5):
            bag[c] += hand[c]
            hand[c] = 0
        for _ in range(k):
            r = rng.randrange(sum(bag))
            c = 0
            while r >= bag[c]:
                r -= bag[c]
                c += 1
            bag[c] -= 1
            hand[c] += 1
    t.rng = Rng(rng.randrange(1 << 62))
    return t


def started(players: int = 2, seed: int = 0, **config):
    """A new game with the setup discards made (first legal choice each time)."""
    cfg = {"players": players}
    cfg.update(config)
    s = _r.new_state(cfg, seed)
    while s.phase == _r.SETUP:
        _r.apply(s, _r.legal_actions(s)[0])
    return s
