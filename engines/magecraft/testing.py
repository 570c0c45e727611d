"""Build Magecraft positions for tests and the tutorial, and the hooks of the
conformance suite (tests/engines/test_conformance.py)."""
from __future__ import annotations

import engines.magecraft.rules as _r
from engines.core.rng import Rng
from engines.magecraft.content import LETTERS, SPELL_INDEX

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


def gems(letters: str) -> list:
    """"FFWD" -> [2, 1, 0, 0, 1] (letters F W E L D)."""
    z = [0] * 5
    for ch in letters:
        z[LETTERS.index(ch)] += 1
    return z


def card(key: str, mastered: bool = False) -> int:
    return SPELL_INDEX[key] * 2 + (1 if mastered else 0)


def started(players: int = 2, seed: int = 0, **config):
    """A new game with the setup discards made (first legal choice each time)."""
    cfg = {"players": players}
    cfg.update(config)
    s = _r.new_state(cfg, seed)
    while s.phase == _r.SETUP:
        _r.apply(s, _r.legal_actions(s)[0])
    return s


def at_turn(s, player: int, hand=None, books=None, shield=None, hp=None, discard=None,
            bag=None, score=None, academy_gems=None):
    """Start ``player``'s turn with the given zones (letters strings; books as lists of
    spell keys, a key ending in '*' is mastered). Zones not given are left alone. Gem
    totals are not kept: use it to stage a position, not to check conservation."""
    p = player
    if hand is not None:
        s.hand[p] = gems(hand)
    if shield is not None:
        s.shield[p] = gems(shield)
    if hp is not None:
        s.hp[p] = gems(hp)
    if discard is not None:
        s.discard[p] = gems(discard)
    if bag is not None:
        s.bag[p] = gems(bag)
    if score is not None:
        s.score[p] = gems(score)
    if academy_gems is not None:
        s.acad_gems = gems(academy_gems)
    if books is not None:
        s.books[p] = [[card(k.rstrip("*"), k.endswith("*")) for k in b] for b in books]
    s.spent[p] = [0] * 5
    ev: list = []
    _r._begin_turn(s, p, ev)
    return ev
