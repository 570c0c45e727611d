"""Build Arena positions for tests (``started``, ``act``, ``rig_dice``, ``tiny_board`` and
the staging helpers of engines/arena/staging.py), and the hooks of the conformance suite
(tests/engines/test_conformance.py)."""
from __future__ import annotations

import engines.arena.rules as _r
from engines.core.rng import Rng
from engines.arena.battlefield import generated
from engines.arena.board import board_from_data, register
from engines.arena.staging import fig, find_card, stage
from engines.arena.state import HIDDEN

__all__ = ["CONFORMANCE_CONFIGS", "edited_duel", "seated_field", "reshuffle_hidden", "tiny_board", "started",
           "act", "hx", "rig_dice", "fig", "find_card", "stage", "OPTIONAL_CONFIG_NUMBERS"]

# the build total: left out of a 500-point config (the set's own), so the property test
# is told of it
OPTIONAL_CONFIG_NUMBERS = ("build",)

# Duels (a random Duel ends by turn 30 at worst; one at a 1,000-point build, its armies
# filled with common cards), a Skirmish (two teams: the partner's hand in the view, the
# glyphs symbol-side up) and a five-player Melee (60 turns)
CONFORMANCE_CONFIGS = [{"players": 2, "armies": ["chandra", "jace"]},
                       {"players": 2, "armies": ["liliana", "gideon"]},
                       {"players": 2, "armies": ["nissa", "chandra"]},
                       {"players": 2, "build": 1000, "armies": ["gideon", "chandra"]},
                       {"players": 4, "scenario": "skirmish",
                        "armies": ["jace", "liliana", "chandra", "nissa"]},
                       {"players": 5, "scenario": "melee"}]


def edited_duel() -> dict:
    """The Duel's battlefield as a player might edit it (issue 27): the yellow hill one
    level higher, a pond filled with sand, a new pond in the middle row's west, ruin A
    turned a sixth and the Toughness glyph moved."""
    from engines.arena.battlefield import printed
    bf = next(b for b in printed() if b["key"] == "duel")
    bf = {k: v for k, v in bf.items() if k != "key"}
    bf["name"], bf["origin"], bf["note"] = "Edited Duel", "user", "The Duel, edited."
    at = {(h["q"], h["r"]): h for h in bf["hexes"]}
    for h in bf["hexes"]:
        if h["level"] >= 2:
            h["level"] += 1
        elif h["terrain"] == "water" and h["r"] < 4:
            h["terrain"], h["level"] = "sand", 1
    at[(-2, 9)].update(terrain="water", level=0)
    bf["ruins"][0]["facing"] = 1
    for g in bf["glyphs"]:
        if g["key"] == "T":
            g["hex"] = [4, 11]
    return bf


# Issue 27: a Duel on an edited printed map and on a supersized generated one (748
# hexes, over 4x the Duel's 179): the config carries the whole map
CONFORMANCE_CONFIGS += [
    {"players": 2, "armies": ["jace", "nissa"], "battlefield": edited_duel()},
    {"players": 2, "armies": ["gideon", "liliana"],
     "battlefield": generated(22, 34, seed=27, name="Supersized")}]


def seated_field(cols: int, rows: int, seats: int, seed: int = 0,
                 name: str = "Seated field") -> dict:
    """A generated battlefield (battlefield.generated) with a starting zone for each of up
    to four seats: its yellow (top) and orange (bottom) zones, then a red zone along the
    west edge and a blue one along the east, four hexes each in the middle rows."""
    bf = generated(cols, rows, seed=seed, name=name)
    at = {(h["q"], h["r"]): h for h in bf["hexes"]}
    middle = rows // 2
    for colour, col in (("red", 0), ("blue", cols - 1))[:max(0, seats - 2)]:
        for r in range(middle - 3, middle + 1):
            h = at[(col - (r - (r & 1)) // 2, r)]
            h.update(zone=colour, level=1, terrain="sand")
    bf["seats"] = seats
    return bf


# A player's own scenarios (issue 27 item 4): three players on a generated map playing
# for the points at the end of a 30-turn track, and two teams of two on an edited Duel map
# (teammates share a zone) destroying Planeswalkers on a 40-turn track
CONFORMANCE_CONFIGS += [
    {"players": 3, "scenario": "custom_track", "turns": 30,
     "battlefield": seated_field(14, 16, 3, seed=4, name="Three Seats")},
    {"players": 4, "scenario": "custom_destroy", "teams": [[0, 1], [2, 3]], "turns": 40,
     "glyphs": "shuffled", "battlefield": edited_duel()}]


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


def busy_pick(rng, legal: list):
    """A random pick from ``legal`` that takes ending the turn only one time in eight
    (the game goes deep into movement, spells and attacks): for tests that walk many
    positions of seeded random games."""
    a = legal[rng.next64() % len(legal)]
    for _ in range(7):
        if a[0] != "end":
            break
        a = legal[rng.next64() % len(legal)]
    return a
