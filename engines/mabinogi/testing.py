"""Build Mabinogi Duel positions for tests (``game``, ``answer`` and the staging helpers of
engines/mabinogi/staging.py), and the hooks of the conformance suite
(tests/engines/test_conformance.py)."""
from __future__ import annotations

from engines.core.rng import Rng
from engines.mabinogi import rules as _r
from engines.mabinogi.content import POOL_BY_RES
from engines.mabinogi.staging import clear_board, iid, set_turn, summon, to_grave
from engines.mabinogi.state import MabinogiState

__all__ = ["CONFORMANCE_CONFIGS", "reshuffle_hidden", "game", "answer", "iid", "summon",
           "to_grave", "set_turn", "clear_board"]

# one config per pair of prebuilt decks worth covering (every prebuilt deck plays)
CONFORMANCE_CONFIGS = [
    {"players": 2, "decks": ["wild_pack", "arcane_flame"]},
    {"players": 2, "decks": ["dawn_guard", "grave_pact"]},
    {"players": 2, "decks": ["three_stars", "shadow_market"]},
]


def reshuffle_hidden(state: MabinogiState, player: int, rng) -> MabinogiState:
    """A full copy of ``state`` that differs only in what ``player`` cannot see: every
    card of the opponent's hand that was never shown becomes another card of the pool
    in one of the opponent's resources, and the RNG (the future's luck) is reseeded."""
    t = _r.clone(state)
    q = 1 - player
    pool = [d for r in t.kinds[q] for d in POOL_BY_RES[r]]
    for i in t.hand[q]:
        if not t.known[i]:
            t.cdef[i] = pool[rng.randrange(len(pool))]
    t.rng = Rng(rng.randrange(1 << 62))
    return t


def game(deck0, deck1, first: int = 0, seed: int = 0, **config) -> MabinogiState:
    """A new game with the given decks (card-name lists or prebuilt keys); deck limits
    are not checked (``strict`` False) so a test can hold any cards."""
    cfg = {"players": 2, "decks": [deck0, deck1], "first_player": first, "strict": False}
    cfg.update(config)
    return _r.new_state(cfg, seed)


def answer(s: MabinogiState, *actions) -> list:
    """Apply several actions; returns all events."""
    ev: list = []
    for a in actions:
        ev.extend(_r.apply(s, a))
    return ev
