"""Easy's slips: the mistakes a person makes at the table, for every game's Easy level.

Easy is Normal (the game's heuristic at its best) that now and then slips in one of a
few named ways - plays a card that is nearly the best, forgets a power or a counter,
spends its energy badly, attacks the wrong target, misses a lethal - and never picks a
move at random among the legal ones. Each game lists its kinds and their chances.

A slip is rolled from the agent's seed and the position as the deciding player sees
it (``decision_rng``: public things only), so the same view always gets the same
answer, whatever the hidden cards are, and a replayed game slips the same way.
"""
from __future__ import annotations

import zlib
from collections.abc import Mapping

from engines.core.rng import Rng


def decision_rng(seed: int, *salt) -> Rng:
    """A random stream for one decision: the agent's ``seed`` and ``salt``, things the
    deciding player sees (its turn, the step, the legal moves...). ``repr`` of ints,
    strings and tuples is the same in every process (``hash`` of a string is not)."""
    return Rng((seed * 1_000_003) ^ zlib.crc32(repr(salt).encode("utf-8")))


class Slips:
    """The chance of each kind of slip, rolled on a decision's random stream."""

    def __init__(self, chances: Mapping[str, float]) -> None:
        for kind, p in chances.items():
            if not 0.0 <= p <= 1.0:
                raise ValueError(f"the chance of the slip {kind!r} must be in [0, 1]")
        self.chances = dict(chances)

    @property
    def kinds(self) -> frozenset[str]:
        return frozenset(k for k, p in self.chances.items() if p > 0)

    def __bool__(self) -> bool:
        return bool(self.kinds)

    def roll(self, rng: Rng, kind: str) -> bool:
        """Does this decision slip in this way? (Draws once from ``rng`` either way, so
        the kinds rolled later do not depend on this one's chance being zero.)"""
        return rng.random() < self.chances.get(kind, 0.0)


NO_SLIPS = Slips({})


def taken(agent, best, slip: tuple, legal):
    """The move an Easy agent plays: ``best``, or the move of its ``slip`` (kind, move)
    when it rolled one that differs and is legal; the kind is kept as
    ``agent.last_slip``."""
    kind, pick = slip
    if pick is None or pick == best or pick not in legal:
        return best
    agent.last_slip = kind
    return pick
