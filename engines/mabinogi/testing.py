"""Build Mabinogi Duel positions for tests and the tutorial, and the hooks of the
conformance suite (tests/engines/test_conformance.py)."""
from __future__ import annotations

from engines.core.rng import Rng
from engines.mabinogi import rules as _r
from engines.mabinogi.content import CARD_INDEX, CARDS, POOL_BY_RES
from engines.mabinogi.effects import GameEnded, fire_all, place
from engines.mabinogi.state import ACTION, LANES, MabinogiState

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
    for iid in t.hand[q]:
        if not t.known[iid]:
            t.cdef[iid] = pool[rng.randrange(len(pool))]
    t.rng = Rng(rng.randrange(1 << 62))
    return t


def game(deck0, deck1, first: int = 0, seed: int = 0, **config) -> MabinogiState:
    """A new game with the given decks (card-name lists or prebuilt keys); deck limits
    are not checked (``strict`` False) so a test can hold any cards."""
    cfg = {"players": 2, "decks": [deck0, deck1], "first_player": first, "strict": False}
    cfg.update(config)
    return _r.new_state(cfg, seed)


def iid(s: MabinogiState, p: int, name: str, zone: str = "hand") -> int:
    """The first instance of a named card in a player's zone ("hand" or "grave")."""
    for i in getattr(s, zone)[p]:
        if s.cdef[i] >= 0 and CARDS[s.cdef[i]].name == name:
            return i
    raise KeyError(f"player {p} has no {name} in {zone}")


def summon(s: MabinogiState, p: int, name: str, lane: int, ready: bool = True,
           level: int | None = None, effects: bool = False):
    """Put a creature of ``p``'s hand (or a token, when the hand has none) on the
    battlefield directly: no cost, no action, no chain. ``ready``: no summoning
    sickness; ``effects``: run its starting effect as a summon would."""
    try:
        i = iid(s, p, name)
        s.hand[p].remove(i)
        s.known[i] = 1
    except KeyError:
        i = -1
    u = place(s, p, lane, CARD_INDEX[name], i, level or s.level[p], [])
    if ready:
        u.sick = 0
    if effects:
        try:
            fire_all(s, p, lane, "start", [])
        except GameEnded:
            pass
    return u


def to_grave(s: MabinogiState, p: int, name: str) -> int:
    """Move a named card of ``p``'s hand to the grave (no resource, no action)."""
    i = iid(s, p, name)
    s.hand[p].remove(i)
    s.grave[p].append(i)
    s.known[i] = 1
    return i


def set_turn(s: MabinogiState, p: int, actions: int = 1, res=None) -> None:
    """Make it ``p``'s action phase with ``actions`` flames (and resources, a dict of
    resource name -> count, when given)."""
    s.current = s.to_move = p
    s.phase = ACTION
    s.actions = actions
    s.chain = []
    if res is not None:
        from engines.mabinogi.content import RES_INDEX
        for k, v in res.items():
            s.res[p][RES_INDEX[k]] = v


def clear_board(s: MabinogiState) -> None:
    s.board = [[None] * LANES, [None] * LANES]


def answer(s: MabinogiState, *actions) -> list:
    """Apply several actions; returns all events."""
    ev: list = []
    for a in actions:
        ev.extend(_r.apply(s, a))
    return ev
