"""Build Arena positions for tests and the tutorial, and the hooks of the conformance
suite (tests/engines/test_conformance.py)."""
from __future__ import annotations

import engines.arena.rules as _r
from engines.core.rng import Rng
from engines.arena.board import board_from_data, register
from engines.arena.state import HIDDEN

# one config per player count (a random Duel ends by turn 30 at worst)
CONFORMANCE_CONFIGS = [{"players": 2, "armies": ["chandra", "jace"]}]


def reshuffle_hidden(state, player: int, rng):
    """A full copy of ``state`` that differs only in what ``player`` cannot see: each
    opponent's hand, library and face-down cards dealt again from the same cards, the
    player's own library order shuffled (a known top card stays), the RNG reseeded."""
    t = _r.clone(state)
    for q in range(t.players):
        if q == player:
            lib = t.library[q]
            keep = lib[-1:] if t.top_known[q] else []
            rest = lib[:len(lib) - len(keep)]
            rng.shuffle(rest)
            t.library[q] = rest + keep
            continue
        slots = []
        pool = []
        for i, x in enumerate(t.hand[q]):
            slots.append(("hand", i))
            pool.append(x)
        for i, x in enumerate(t.library[q]):
            slots.append(("library", i))
            pool.append(x)
        for c, entries in enumerate(t.c_hidden):
            for i, e in enumerate(entries):
                if e[1] == q:
                    slots.append(("hidden", c, i))
                    pool.append(e[0])
        if t.casting is not None and t.casting[1] == q and t.casting[2]:
            slots.append(("casting",))
            pool.append(t.casting[0])
        rng.shuffle(pool)
        for slot, x in zip(slots, pool):
            if slot[0] == "hand":
                t.hand[q][slot[1]] = x
            elif slot[0] == "library":
                t.library[q][slot[1]] = x
            elif slot[0] == "hidden":
                e = t.c_hidden[slot[1]][slot[2]]
                t.c_hidden[slot[1]][slot[2]] = [x, e[1], e[2]]
            else:
                t.casting[0] = x
    t.rng = Rng(rng.randrange(1 << 62))
    assert HIDDEN not in sum(t.hand, [])
    return t


def tiny_board(key: str, rows: list, walls=(), glyphs=()):
    """Register a hand-made board (rows as in board.hexes_from_rows) for a test."""
    return register(board_from_data({"key": key, "rows": list(rows), "walls": list(walls),
                                     "glyphs": list(glyphs)}))
