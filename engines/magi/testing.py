"""Build Magi states from an explicit deal (tests and the tutorial)."""
from __future__ import annotations


def make_state(hands, pile, talon=None, discard=(), seed: int = 0, **config):
    """A game whose first round uses the given hands (seat order), pile start card,
    talon (top card first; None = every other card, shuffled) and cards under the pile
    start (``discard``, bottom first). Extra keyword arguments go into the config
    (variation, target, first_starter, names). Cards not mentioned when a talon is given
    are set aside for that round."""
    from engines.magi import RULES
    deal = {"hands": [list(h) for h in hands], "pile": pile, "discard": list(discard)}
    if talon is not None:
        deal["talon"] = list(talon)
    cfg: dict = {"players": len(hands)}
    cfg.update(config)
    cfg["deal"] = deal
    return RULES.new_game(cfg, seed)


# One config per player count worth covering in the conformance suite
# (tests/engines/test_conformance.py): a house-rule pair and a three-seat table (with the
# "Magi!" call window and auto-call on some seats), an official table with the variation,
# and a full table.
CONFORMANCE_CONFIGS = [
    {"players": 2, "call_window": [0]},
    {"players": 3, "call_window": [1], "auto_call": [2]},
    {"players": 4, "variation": True},
    {"players": 8},
]


def reshuffle_hidden(state, player: int, rng):
    """A full state that differs from ``state`` only in what ``player`` cannot see: the
    cards in the other hands, the talon and the cards set aside are gathered and dealt back
    into the same places (same counts) in a new random order, as a different shuffle would
    have put them, and the random stream (hidden too) is a different one."""
    from engines.core.rng import Rng
    from engines.magi.rules import clone
    t = clone(state)
    others = [i for i in range(t.players) if i != player]
    pool = [c for i in others for c in t.hands[i]] + t.talon + t.out
    rng.shuffle(pool)
    it = iter(pool)
    for i in others:
        t.hands[i] = [next(it) for _ in t.hands[i]]
    t.talon = [next(it) for _ in t.talon]
    t.out = [next(it) for _ in t.out]
    t.rng = Rng(rng.randrange(1 << 62))
    return t
