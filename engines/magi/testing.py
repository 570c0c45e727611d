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
    cfg = {"players": len(hands)}
    cfg.update(config)
    cfg["deal"] = deal
    return RULES.new_game(cfg, seed)
