"""Build Arena positions for tests and the tutorial, and the hooks of the conformance
suite (tests/engines/test_conformance.py)."""
from __future__ import annotations

import engines.arena.rules as _r
from engines.core.rng import Rng
from engines.arena.board import board_from_data, get_board, register
from engines.arena.content import ARMY_INDEX, SPELL_INDEX
from engines.arena.state import CHOSEN, FIELD, HIDDEN, PRE, RESERVE, place

# Duels (a random Duel ends by turn 30 at worst), a Skirmish (two teams: the partner's
# hand in the view, the glyphs symbol-side up) and a five-player Melee (60 turns)
CONFORMANCE_CONFIGS = [{"players": 2, "armies": ["chandra", "jace"]},
                       {"players": 2, "armies": ["liliana", "gideon"]},
                       {"players": 2, "armies": ["nissa", "chandra"]},
                       {"players": 4, "scenario": "skirmish",
                        "armies": ["jace", "liliana", "chandra", "nissa"]},
                       {"players": 5, "scenario": "melee"}]


def reshuffle_hidden(state, player: int, rng):
    """A full copy of ``state`` that differs only in what ``player`` cannot see: each
    opponent's hand, library and face-down cards dealt again from the same cards, the
    player's own library order shuffled (a known top card stays), a teammate's library
    shuffled (its hand and face-down cards are seen), the keys of the glyphs lying
    symbol-side up shuffled among them, the RNG reseeded."""
    t = _r.clone(state)
    unknown = [i for i, side in enumerate(t.g_side) if side == "symbol"]
    keys = [t.g_key[i] for i in unknown]
    rng.shuffle(keys)
    t.g_key = list(t.g_key)
    for i, k in zip(unknown, keys):
        t.g_key[i] = k
    for q in range(t.players):
        if q == player or t.team[q] == t.team[player]:
            lib = t.library[q]
            keep = lib[-1:] if q == player and t.top_known[q] else []
            rest = lib[:len(lib) - len(keep)]
            rng.shuffle(rest)
            t.library[q] = rest + keep
            continue
        slots: list[tuple] = []
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
                assert t.casting is not None
                t.casting[0] = x
    t.rng = Rng(rng.randrange(1 << 62))
    assert HIDDEN not in sum(t.hand, [])
    return t


def tiny_board(key: str, rows: list, walls=(), glyphs=()):
    """Register a hand-made board (rows as in board.hexes_from_rows) for a test."""
    return register(board_from_data({"key": key, "rows": list(rows), "walls": list(walls),
                                     "glyphs": list(glyphs)}))


# ---------------------------------------------------------------------------------------
# Staged positions

def find_card(s, seat: int, key: str) -> int:
    for c in s.army[seat]:
        if s.c_key[c] == ARMY_INDEX[key]:
            return c
    raise KeyError(f"seat {seat} has no {key}")


def fig(s, seat: int, key: str, i: int = 0) -> int:
    return s.c_figs[find_card(s, seat, key)][i]


def started(armies=("chandra", "nissa"), seed: int = 1, first: int = 0):
    """A Duel past its setup: ``first`` goes first; both Planeswalkers placed on the first
    free hex of their zones; hands dealt; the first player's turn begins."""
    s = _r.new_state({"players": 2, "armies": list(armies)}, seed)
    while (item := s.question()) is not None and item["q"] in ("first", "place"):
        if item["q"] == "first":
            _r.apply(s, ("first", first))
        else:
            _r.apply(s, _r.legal_actions(s)[0])
    return s


def stage(board_key: str = "duel", armies=("chandra", "nissa"), figures=(), current: int = 0,
          turn: int = 3, hands=None, libraries=None, damage=None, seed: int = 1,
          chosen: str | None = None, step: int | None = None, scenario: str | None = None,
          teams=None, turns: int | None = None):
    """A position for a test: the armies on ``board_key`` with only the listed figures
    on the battlefield. ``figures``: (seat, card key, figure index, hex[, back hex]) with
    hexes as (q, r) pairs; ``hands`` / ``libraries``: per seat, lists of spell keys
    (library top last); ``damage``: {(seat, key, i): n}; ``chosen``: the card key the
    current player has chosen (its step then CHOSEN unless ``step`` says). One army per
    seat: more than two armies play the ``scenario`` (by default the one for that many
    players) with its ``teams``."""
    cfg: dict = {"players": len(armies), "armies": list(armies)}
    for key, value in (("scenario", scenario), ("teams", teams), ("turns", turns)):
        if value is not None:
            cfg[key] = value
    s = _r.new_state(cfg, seed)
    board = get_board(board_key)
    s.board_key = board_key
    s.at = [-1] * board.n
    s.g_hex = [g.hex for g in board.glyphs]
    s.g_key = [g.key for g in board.glyphs]
    s.g_side = [g.side for g in board.glyphs]
    s.g_on = [True] * len(board.glyphs)
    for f in range(len(s.f_card)):
        s.f_hex[f] = s.f_hex2[f] = -1
        s.f_zone[f] = RESERVE
    for c in range(len(s.c_key)):
        s.c_zone[c] = RESERVE
    for spec in figures:
        seat, key, i, h = spec[:4]
        f = fig(s, seat, key, i)
        h2 = board.id_of[tuple(spec[4])] if len(spec) > 4 else -1
        place(s, f, board.id_of[tuple(h)], h2)
        s.f_zone[f] = FIELD
        s.c_zone[s.f_card[f]] = FIELD
    for (seat, key, i), n in (damage or {}).items():
        s.f_dmg[fig(s, seat, key, i)] = n
    for p in range(s.players):
        s.hand[p] = [SPELL_INDEX[k] for k in (hands[p] if hands and p < len(hands) else [])]
        s.library[p] = [SPELL_INDEX[k] for k in (libraries[p] if libraries and p < len(libraries)
                                                 else [])]
        s.grave[p] = []
    s.agenda = []
    s.first, s.turn, s.current = 0, turn, current
    nf = len(s.f_card)
    s.f_moved, s.f_went, s.f_attacks = [0] * nf, [0] * nf, [0] * nf
    s.casts = s.summons = 0
    s.used = []
    s.chosen = find_card(s, current, chosen) if chosen else -1
    s.step = step if step is not None else (CHOSEN if chosen else PRE)
    s.to_move = current
    s.memo.clear()
    return s


def act(s, *actions):
    """Apply actions in turn; returns all their events."""
    ev = []
    for a in actions:
        ev += _r.apply(s, a)
    return ev


def hx(s, q: int, r: int) -> int:
    return s.board.id_of[(q, r)]


def rig_dice(s, faces: list):
    """Make the next combat dice (and d20s) roll ``faces`` in order: the state's RNG is
    replaced by one that returns them (a d20 face given as 1..20)."""
    s.rng = _Rigged(faces, s.rng)


class _Rigged:
    """An RNG that returns chosen faces for randrange(6) / randrange(20), then falls back."""

    def __init__(self, faces, rng):
        self.faces = list(faces)
        self.rng = rng
        self.s = rng.s

    def randrange(self, n):
        if self.faces and n in (6, 20):
            return self.faces.pop(0) - 1
        return self.rng.randrange(n)

    def shuffle(self, items):
        self.rng.shuffle(items)

    def next64(self):
        return self.rng.next64()
