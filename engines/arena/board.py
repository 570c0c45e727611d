"""Battlefields: hexes by integer id, their levels and terrain, ruins, neighbour and
distance tables. A :class:`Board` is static (glyphs and figures live in the game state),
built once per map and shared by every state that plays on it.

Coordinates and units
---------------------
* Axial coordinates (q, r) on pointy-top hexes: the centre of hex (q, r) is at
  ``x = q + r / 2``, ``y = r * sqrt(3) / 2``. Neighbouring centres are exactly 1.0 apart:
  **a hex is 1.0 across its flats**, the unit of every length in the engine.
* A level (one tile's thickness) is ``LEVEL_H = 0.25`` of a hex width. A figure of height
  4 stands 1.0 tall. Water hexes are at level 0, the base land at level 1, raised tiles
  add levels on top (a 3-hex tile on base land is level 2).
* Hex ids are 0..N-1 in the map file's order; ``board.id_of[(q, r)]``.

Ruins (the footprint rule)
--------------------------
A ruin is a piece of one or more cells and walls, each with a height in levels above the
ground it stands on:

* a **solid** cell (``fit: "none"``): the ruin fills the hex; no figure may pass through
  it or stop on it; it blocks sight as a prism up to its top;
* a **rubble** cell (``fit: "small"``): fallen stones leave room only for a small base;
  a figure with a large base (``base: "large"`` on its army card: the Planeswalkers, big
  creatures, double-space figures) cannot move through or onto it; it does not block sight;
* a **wall** on the edge between two hexes: no figure crosses that edge; it blocks sight
  as a thin vertical panel; two figures on either side are engaged only when both of them
  stand taller than its top ("a ruin higher than either between them").

A ruin's cells are never *empty* spaces (summoning needs an empty space).
"""
from __future__ import annotations

import json
import math
import os
import weakref
import zlib
from collections import OrderedDict
from typing import NamedTuple

LEVEL_H = 0.25                      # one level, in hex widths (a hex is 1.0 across)
SQRT3 = math.sqrt(3.0)
HEX_APOTHEM = 0.5                   # centre to a flat side
HEX_RADIUS = 1.0 / SQRT3            # centre to a corner
# the six axial directions, counter-clockwise from east
DIRS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))

FIT_ANY, FIT_SMALL, FIT_NONE = 0, 1, 2
_FIT = {"any": FIT_ANY, "small": FIT_SMALL, "none": FIT_NONE}
GLYPH_KEYS = ("M", "P", "T", "K")   # Movement, Power, Toughness, Knowledge


class Glyph(NamedTuple):
    hex: int
    key: str          # "M" | "P" | "T" | "K"
    side: str         # "ability" | "symbol" (at the start of the game)


class Wall(NamedTuple):
    a: int
    b: int
    top: int          # absolute level of its top (ground level + height)
    piece: str


def center(q: int, r: int) -> tuple[float, float]:
    return (q + r * 0.5, r * SQRT3 * 0.5)


def axial_distance(q1: int, r1: int, q2: int, r2: int) -> int:
    dq, dr = q1 - q2, r1 - r2
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


class DistRows(dict):
    """The spaces between hexes, ``dist[i][j]``, as a table of rows made when first asked:
    building a map stays linear in its hexes (a full table of a 2,000-hex map is four
    million numbers and most of a second), and a game reads only the rows of the hexes
    its figures stand on and aim at. A row is a tuple indexed by hex id; ``dist[i]``
    reads as a tuple of rows would (a negative id counts from the end), ``len`` is the
    number of hexes. A dict underneath: a row already made is one look-up in C."""

    __slots__ = ("q", "r", "n")

    def __init__(self, q: tuple, r: tuple) -> None:
        super().__init__()
        self.q, self.r, self.n = q, r, len(q)

    def __missing__(self, i: int) -> tuple:
        n = self.n
        k = i + n if type(i) is int and -n <= i < 0 else i
        if type(k) is not int or not 0 <= k < n:
            raise IndexError("there is no hex with that id on this battlefield")
        qi, ri = self.q[k], self.r[k]
        si = qi + ri
        row = tuple((abs(qi - qj) + abs(ri - rj) + abs(si - qj - rj)) >> 1
                    for qj, rj in zip(self.q, self.r))
        self[i] = row
        return row

    def __len__(self) -> int:
        return self.n

    def __iter__(self):         # rows, as a tuple of rows would give them
        return (self[i] for i in range(self.n))


class Board:
    """A battlefield. Per-hex tuples indexed by hex id: ``q``, ``r``, ``level``,
    ``water``, ``fit`` (FIT_ANY / FIT_SMALL / FIT_NONE), ``ruin_top`` (absolute level of a
    ruin cell's top, 0 if none), ``ruin_piece``, ``zone`` (starting-zone name or ""),
    ``board_part`` (which cardboard board the hex is printed on, for the view), ``x``,
    ``y`` (centre), ``nbrs`` (neighbour ids), ``dist`` (spaces between hexes: ``dist[i][j]``,
    rows made when first asked, :class:`DistRows`),
    ``purple`` (the Melee's scoring spaces next to the power glyphs).
    ``walls`` maps a sorted hex pair to its Wall; ``glyphs`` are the starting glyphs.
    ``zones`` maps a zone colour to its hexes; ``zone_groups`` are the starting zones
    themselves: each connected group of same-coloured spaces, as (colour, hexes) - the
    Duel and the Skirmish have one yellow and one orange zone, the Melee six orange ones."""

    def __init__(self, key: str, name: str, hexes: list, walls: list, glyphs: list,
                 note: str = "") -> None:
        self.key = key
        self.name = name
        self.note = note
        n = len(hexes)
        self.n = n
        self.q = tuple(h["q"] for h in hexes)
        self.r = tuple(h["r"] for h in hexes)
        self.id_of = {(h["q"], h["r"]): i for i, h in enumerate(hexes)}
        if len(self.id_of) != n:
            raise ValueError(f"map {key}: two hexes share a position")
        self.water = tuple(h.get("terrain", "land") == "water" for h in hexes)
        self.level = tuple(int(h["level"]) for h in hexes)
        for i, h in enumerate(hexes):
            if self.water[i] and self.level[i] != 0:
                raise ValueError(f"map {key}: water hex {h['q']},{h['r']} must be level 0")
            if not self.water[i] and self.level[i] < 1:
                raise ValueError(f"map {key}: land hex {h['q']},{h['r']} below level 1")
        fit, top, piece = [], [], []
        for h in hexes:
            ruin = h.get("ruin")
            if ruin:
                fit.append(_FIT[ruin.get("fit", "none")])
                top.append(int(h["level"]) + int(ruin["height"]))
                piece.append(str(ruin.get("piece", "")))
            else:
                fit.append(FIT_ANY)
                top.append(0)
                piece.append("")
        self.fit = tuple(fit)
        self.ruin_top = tuple(top)
        self.ruin_piece = tuple(piece)
        self.zone = tuple(h.get("zone", "") or "" for h in hexes)
        self.board_part = tuple(int(h.get("board", 0)) for h in hexes)
        self.purple = tuple(bool(h.get("purple", False)) for h in hexes)
        xy = [center(h["q"], h["r"]) for h in hexes]
        self.x = tuple(p[0] for p in xy)
        self.y = tuple(p[1] for p in xy)
        self.z = tuple(lv * LEVEL_H for lv in self.level)        # surface height
        nb = []
        for i in range(n):
            row = []
            for dq, dr in DIRS:
                j = self.id_of.get((self.q[i] + dq, self.r[i] + dr))
                if j is not None:
                    row.append(j)
            nb.append(tuple(row))
        self.nbrs = tuple(nb)
        self.adjacent = tuple(frozenset(row) for row in nb)
        self.dist = DistRows(self.q, self.r)
        self.walls: dict[tuple[int, int], Wall] = {}
        for w in walls:
            a = self.id_of[tuple(w["between"][0])]
            b = self.id_of[tuple(w["between"][1])]
            if b not in self.adjacent[a]:
                raise ValueError(f"map {key}: a wall must stand between two neighbours")
            ground = max(self.level[a], self.level[b])
            self.walls[(min(a, b), max(a, b))] = Wall(min(a, b), max(a, b),
                                                      ground + int(w["height"]),
                                                      str(w.get("piece", "")))
        # per hex: (neighbour, rise to it, a wall between) - the movement's hot loop
        self.steps = tuple(tuple((j, self.level[j] - self.level[i],
                                  (min(i, j), max(i, j)) in self.walls) for j in nb[i])
                           for i in range(n))
        self.glyphs = tuple(Glyph(self.id_of[tuple(g["hex"])], g["key"],
                                  g.get("side", "ability")) for g in glyphs)
        for g in self.glyphs:
            if g.key not in GLYPH_KEYS:
                raise ValueError(f"map {key}: unknown glyph {g.key!r}")
        self.zones: dict[str, tuple[int, ...]] = {}
        for i, zname in enumerate(self.zone):
            if zname:
                self.zones.setdefault(zname, ())
                self.zones[zname] = self.zones[zname] + (i,)
        groups = []
        seen: set = set()
        for i, zname in enumerate(self.zone):
            if not zname or i in seen:
                continue
            group, todo = [], [i]
            seen.add(i)
            while todo:
                h = todo.pop()
                group.append(h)
                for j in self.nbrs[h]:
                    if j not in seen and self.zone[j] == zname:
                        seen.add(j)
                        todo.append(j)
            groups.append((zname, tuple(sorted(group))))
        self.zone_groups: tuple = tuple(groups)
        # a space that can ever be empty (summoning): no ruin cell on it
        self.open = tuple(self.fit[i] == FIT_ANY and not self.ruin_top[i] for i in range(n))
        # per-map caches filled by engines.arena.sight
        self.sight_cache: dict = {}
        self.corridor_cache: dict = {}
        self.ball_cache: dict = {}
        # per-map tables made once when first asked (see the methods below)
        self.tables: dict = {}
        self.any_clear_cache: dict = {}   # engines.arena.sight: a ray the terrain leaves
        self.corridor_bits_cache: dict = {}   # engines.arena.sight: corridors as masks
        self.corridor_top_cache: dict = {}    # engines.arena.sight: the highest thing in one

    # --- small questions -----------------------------------------------------------------
    def wall_between(self, a: int, b: int) -> Wall | None:
        if not self.walls:
            return None
        return self.walls.get((a, b) if a < b else (b, a))

    def adjacent_at(self, h: int, hf: int, k: int, hg: int) -> bool:
        """Would a figure of height ``hf`` on hex h and one of height ``hg`` on hex k be
        adjacent? Only on neighbouring spaces, and not when one figure's base stands at
        least as high as the other figure's top (the rulebook's Example 11: a figure on
        a ledge is not adjacent to the one below). Every rule that says "adjacent" asks
        this (through ``stats.adjacent`` for figures where they stand)."""
        if k not in self.adjacent[h]:
            return False
        rise = self.level[k] - self.level[h]
        return rise < hf and -rise < hg

    def adjacent_on(self, fh: tuple, hf: int, gh: tuple, hg: int) -> bool:
        """Figures of heights hf and hg standing on the hexes ``fh`` and ``gh`` (one or
        two each) are adjacent (:meth:`adjacent_at` for any of their spaces)."""
        for a in fh:
            for b in gh:
                if self.adjacent_at(a, hf, b, hg):
                    return True
        return False

    def hex_name(self, h: int) -> str:
        return f"({self.q[h]}, {self.r[h]})"

    def within(self, h: int, spaces: int) -> list[int]:
        """Hexes at most ``spaces`` from ``h`` (levels ignored)."""
        d = self.dist[h]
        return [j for j in range(self.n) if d[j] <= spaces]

    def ball_mask(self, h: int, spaces: int) -> int:
        """The hexes at most ``spaces`` from ``h`` as a bit mask (bit j set: hex j is
        within reach), made once per map and distance."""
        key = (h, spaces)
        got = self.ball_cache.get(key)
        if got is None:
            d = self.dist[h]
            got = 0
            for j in range(self.n):
                if d[j] <= spaces:
                    got |= 1 << j
            self.ball_cache[key] = got
        return got

    # --- tables made once per map (the map never changes; movement's and sight's loops) --
    def ball(self, h: int, spaces: int, nearest: bool = False) -> tuple:
        """The hexes at most ``spaces`` from ``h``, in id order (``nearest``: by distance
        from h, then id)."""
        key = ("ball", h, spaces, nearest)
        got = self.tables.get(key)
        if got is None:
            d = self.dist[h]
            got = tuple(j for j in range(self.n) if d[j] <= spaces)
            if nearest:
                got = tuple(sorted(got, key=lambda j: d[j]))
            self.tables[key] = got
        return got

    def step_table(self, height: int, flying: bool, sure: bool) -> tuple:
        """Per hex: ``(neighbour, cost, fall)`` of every step a figure of this height can
        take from it (movement's rules, engines/arena/movement.py): a flyer steps anywhere
        for 1 and never falls; otherwise no wall crossed, no rise as high as the figure,
        1 plus the levels climbed (none for the sure-footed), a fall on a drop as high as
        the figure onto land. In the order of ``nbrs``."""
        key = ("steps", height, flying, sure)
        got = self.tables.get(key)
        if got is None:
            rows = []
            for i in range(self.n):
                row = []
                for j, rise, walled in self.steps[i]:
                    if flying:
                        row.append((j, 1, 0))
                        continue
                    if walled or rise >= height:
                        continue
                    cost = 1 + rise if rise > 0 and not sure else 1
                    fall = 1 if -rise >= height and not self.water[j] else 0
                    row.append((j, cost, fall))
                rows.append(tuple(row))
            got = tuple(rows)
            self.tables[key] = got
        return got

    def engage_table(self, height: int, other: int) -> tuple:
        """Per hex k: the neighbours h where a figure of height ``height`` would be
        engaged with a figure of height ``other`` standing on k (``stats.engage_ok``:
        adjacent, Example 11, and no wall as high as either figure's top between)."""
        key = ("engage", height, other)
        got = self.tables.get(key)
        if got is None:
            rows = []
            for k in range(self.n):
                row = []
                for h in self.nbrs[k]:
                    if not self.adjacent_at(h, height, k, other):
                        continue
                    w = self.wall_between(h, k)
                    if w is not None and (self.level[h] + height <= w.top
                                          or self.level[k] + other <= w.top):
                        continue
                    row.append(h)
                rows.append(tuple(row))
            got = tuple(rows)
            self.tables[key] = got
        return got

    def zero_row(self, large: bool, flying: bool, m: int) -> tuple:
        """Per hex: m + 1 where the ground lets the figure pass (``ground_table``), else
        -1 (the movement search's first row of its cheapest layers)."""
        key = ("zero", large, flying, m)
        got = self.tables.get(key)
        if got is None:
            got = tuple(m + 1 if ok else -1 for ok in self.ground_table(large, flying)[0])
            self.tables[key] = got
        return got

    def stop_row(self, glyphs: int, flying: bool) -> tuple:
        """Per hex: a move must end there - a glyph (``glyphs``: their hexes as a bit
        mask) or, for a figure that does not fly, water. Kept per map for up to a few
        hundred glyph masks."""
        key = ("stop", glyphs, flying)
        got = self.tables.get(key)
        if got is None:
            row = [bool(w) and not flying for w in self.water]
            b = glyphs
            while b:
                low = b & -b
                row[low.bit_length() - 1] = True
                b ^= low
            got = tuple(row)
            stops = self.tables.setdefault("stop_rows", [0])
            stops[0] += 1
            if stops[0] <= 512:          # beyond: made again each time, not kept
                self.tables[key] = got
        return got

    def step_falls(self, height: int, flying: bool, sure: bool) -> bool:
        """Does any step of ``step_table(height, flying, sure)`` fall?"""
        key = ("step_falls", height, flying, sure)
        got = self.tables.get(key)
        if got is None:
            got = any(fall for row in self.step_table(height, flying, sure)
                      for _, _, fall in row)
            self.tables[key] = got
        return got

    def ground_table(self, large: bool, flying: bool) -> tuple:
        """(enter, stand) per hex as the ruins alone allow for a figure's base: no solid
        cell, no rubble under a large base; a flyer passes over both."""
        key = ("ground", large, flying)
        got = self.tables.get(key)
        if got is None:
            stand = [True] * self.n
            enter = [True] * self.n
            for h in range(self.n):
                fit = self.fit[h]
                if fit == FIT_NONE or (fit == FIT_SMALL and large):
                    stand[h] = False
                    if not flying:
                        enter[h] = False
            got = (tuple(enter), tuple(stand))
            self.tables[key] = got
        return got

    def marks(self, i: int) -> dict:
        """Hex ``i``'s marks as a map file writes them (only those it has): its starting
        zone, the board piece it belongs to, a marked (purple) space."""
        out: dict = {}
        if self.zone[i]:
            out["zone"] = self.zone[i]
        if self.board_part[i]:
            out["board"] = self.board_part[i]
        if self.purple[i]:
            out["purple"] = True
        return out

    def to_json(self) -> dict:
        """The map as its data file holds it."""
        hexes = []
        for i in range(self.n):
            h: dict = {"q": self.q[i], "r": self.r[i], "level": self.level[i],
                       "terrain": "water" if self.water[i] else "land"}
            if self.fit[i] != FIT_ANY or self.ruin_top[i]:
                h["ruin"] = {"piece": self.ruin_piece[i],
                             "height": self.ruin_top[i] - self.level[i],
                             "fit": ("any", "small", "none")[self.fit[i]]}
            h.update(self.marks(i))
            hexes.append(h)
        walls = [{"piece": w.piece, "between": [[self.q[w.a], self.r[w.a]],
                                                [self.q[w.b], self.r[w.b]]],
                  "height": w.top - max(self.level[w.a], self.level[w.b])}
                 for w in self.walls.values()]
        glyphs = [{"hex": [self.q[g.hex], self.r[g.hex]], "key": g.key, "side": g.side}
                  for g in self.glyphs]
        return {"key": self.key, "name": self.name, "hexes": hexes, "walls": walls,
                "glyphs": glyphs}


# ---------------------------------------------------------------------------------------
# Loading

# The boards known by key. The printed maps (map files) and the boards ``register``-ed
# are kept for good; a player's maps (``remember``, engines.arena.battlefield.board_of)
# are kept for the last USER_KEPT used, and one forgotten is made again when asked for:
# from the board itself while anything still holds it (a weak reference), else from its
# records, kept compressed (a few kB a map) for the last RECIPES_KEPT forgotten.
_BOARDS: dict[str, Board] = {}
LOADED = _BOARDS        # the boards loaded so far by key (read-only for others: a look-up)
USER_KEPT = 4
RECIPES_KEPT = 256
_USER: OrderedDict[str, None] = OrderedDict()        # a player's boards, oldest first
_GONE: weakref.WeakValueDictionary[str, Board] = weakref.WeakValueDictionary()
_RECIPES: OrderedDict[str, bytes] = OrderedDict()    # forgotten boards' records, zlib'd
_MAP_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "maps")


def board_from_data(data: dict) -> Board:
    """A Board from a map file's dict: either ``hexes`` (a list of hex records) or
    ``rows`` (the compact text form of :func:`hexes_from_rows`)."""
    hexes = data.get("hexes")
    walls = list(data.get("walls", []))
    glyphs = list(data.get("glyphs", []))
    if hexes is None:
        hexes, more_glyphs = hexes_from_rows(data["rows"])
        glyphs += more_glyphs
    return Board(data["key"], data.get("name", data["key"]), hexes, walls, glyphs,
                 data.get("_note", ""))


def hexes_from_rows(rows: list[str]) -> tuple[list, list]:
    """Hex records from rows of space-separated tokens (odd rows shifted half a hex to the
    right, as printed). A token is a level digit followed by flags: ``w`` water (level 0),
    ``Y``/``O`` yellow/orange starting zone, ``X<h>`` a solid ruin cell of height h,
    ``r<h>`` a rubble cell, ``gM``/``gP``/``gT``/``gK`` a glyph (ability side up; ``g*M``
    symbol side up); ``-`` is no hex. Example: ``"1 1 0w 4 1Y 1X5 1gP"``."""
    hexes, glyphs = [], []
    for row, line in enumerate(rows):
        for col, tok in enumerate(line.split()):
            if tok == "-":
                continue
            q = col - (row - (row & 1)) // 2
            level = int(tok[0])
            h: dict = {"q": q, "r": row, "level": level, "terrain": "land"}
            i = 1
            while i < len(tok):
                c = tok[i]
                if c == "w":
                    h["terrain"] = "water"
                    i += 1
                elif c in "YO":
                    h["zone"] = "yellow" if c == "Y" else "orange"
                    i += 1
                elif c == "p":
                    h["purple"] = True
                    i += 1
                elif c in "Xr":
                    j = i + 1
                    while j < len(tok) and tok[j].isdigit():
                        j += 1
                    h["ruin"] = {"piece": "ruin", "height": int(tok[i + 1:j] or 1),
                                 "fit": "none" if c == "X" else "small"}
                    i = j
                elif c == "g":
                    side = "ability"
                    if tok[i + 1] == "*":
                        side = "symbol"
                        i += 1
                    glyphs.append({"hex": [q, row], "key": tok[i + 1], "side": side})
                    i += 2
                else:
                    raise ValueError(f"unknown map token {tok!r}")
            hexes.append(h)
    return hexes, glyphs


def register(board: Board) -> Board:
    """Make a board known by its key for good (states name their board by key)."""
    _BOARDS[board.key] = board
    _USER.pop(board.key, None)
    return board


def remember(board: Board) -> Board:
    """Make a player's board known by its key among the last ``USER_KEPT`` used (the
    oldest beyond them is forgotten: see :func:`found`)."""
    key = board.key
    _BOARDS[key] = board
    _USER[key] = None
    _USER.move_to_end(key)
    _RECIPES.pop(key, None)
    while len(_USER) > USER_KEPT:
        try:
            old, _ = _USER.popitem(last=False)
        except KeyError:            # another thread took the last one
            break
        gone = _BOARDS.pop(old, None)
        if gone is not None:
            _GONE[old] = gone
            data = dict(gone.to_json(), _note=gone.note)
            _RECIPES[old] = zlib.compress(json.dumps(data, separators=(",", ":"))
                                          .encode("utf-8"))
            while len(_RECIPES) > RECIPES_KEPT:
                _RECIPES.popitem(last=False)
    return board


def found(key: str) -> Board | None:
    """The board with this key if it is known (a player's board forgotten is made again
    and remembered), else None. Never reads a map file."""
    b = _BOARDS.get(key)
    if b is not None:
        if key in _USER:
            try:                    # (another thread may have forgotten it just now)
                _USER.move_to_end(key)
            except KeyError:
                pass
        return b
    b = _GONE.get(key)
    if b is None:
        recipe = _RECIPES.get(key)
        if recipe is None:
            return None
        b = board_from_data(json.loads(zlib.decompress(recipe).decode("utf-8")))
    return remember(b)


def get_board(key: str) -> Board:
    """The board with this key: a known one (:func:`found`), else the map file
    maps/<key>.json."""
    b = found(key) if isinstance(key, str) else None
    if b is not None:
        return b
    path = os.path.join(_MAP_DIR, f"{key}.json")
    if not isinstance(key, str) or not key.replace("_", "").replace("-", "").isalnum() \
            or not os.path.exists(path):
        raise ValueError(f"there is no battlefield called {str(key)[:30]!r}")
    with open(path, encoding="utf-8") as fh:
        return register(board_from_data(json.load(fh)))


def map_keys() -> list[str]:
    return sorted(f[:-5] for f in os.listdir(_MAP_DIR) if f.endswith(".json"))
