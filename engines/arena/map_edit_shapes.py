"""The shapes the battlefield editor works with (engines/arena/map_edit.py): the set's
ruin pieces, the sizes of a new map, where a ruin's cells and walls stand, and how a
position moves when a selection is mirrored or turned.

Positions are axial (q, r) as in engines/arena/battlefield.py; a map's rows are laid out
as printed, odd rows shifted half a hex right. Twice a hex's x across, ``2q + r``, is a
whole number for every hex: mirrors and half turns are worked out on it. A map with an
odd number of rows has no exact middle line across its shifted rows: a mirror or half
turn then moves the rows of one parity half a hex (the editor picks the side that keeps
more of the selection on the map). Pure: no pygame, no files.
"""
from __future__ import annotations

from functools import partial
from typing import Iterable, NamedTuple

from engines.arena.battlefield import turn

Pos = tuple[int, int]

# the set's two ruin pieces as they stand facing 0 (the Duel's, engines/arena/maps): the
# tall broken column, the rubble beside it, and the wall along one side of the two
PIECES: dict[str, dict] = {
    "A": {"cells": [{"at": [0, 0], "height": 5, "fit": "none"},
                    {"at": [1, 0], "height": 1, "fit": "small"}],
          "walls": [{"between": [[0, -1], [1, -1]], "height": 3}]},
    "B": {"cells": [{"at": [0, 0], "height": 1, "fit": "small"},
                    {"at": [1, 0], "height": 5, "fit": "none"}],
          "walls": [{"between": [[0, 1], [1, 1]], "height": 3}]},
}


class Preset(NamedTuple):
    name: str
    cols: int
    rows: int


# sizes of a new map, as columns x rows of the printed layout (odd rows shifted): the
# Duel's (179 spaces, 11 x 17), twice and four times its area (never above MAX_HEXES)
PRESETS = (Preset("Duel size", 11, 17), Preset("Double", 16, 23),
           Preset("Supersized 4x", 22, 33))
MIRRORS = ("left-right", "top-bottom")


def offset_pos(col: int, row: int) -> Pos:
    """The axial position of column ``col`` of row ``row`` (odd rows shifted right)."""
    return col - (row - (row & 1)) // 2, row


def ruin_cells(ruin: dict) -> list[Pos]:
    """Where a ruin's cells stand on the map."""
    aq, ar = ruin["at"]
    return [(aq + dq, ar + dr) for dq, dr in
            (turn(c["at"][0], c["at"][1], ruin.get("facing", 0)) for c in ruin.get("cells", ()))]


def ruin_wall_ends(ruin: dict) -> list[Pos]:
    """The hexes a ruin's walls stand between."""
    aq, ar = ruin["at"]
    out = []
    for w in ruin.get("walls", ()):
        for e in w["between"]:
            dq, dr = turn(e[0], e[1], ruin.get("facing", 0))
            out.append((aq + dq, ar + dr))
    return out


def dx2(p: Pos) -> int:
    """Twice the hex's x across (a whole number for every hex)."""
    return 2 * p[0] + p[1]


def frame_of(ps: Iterable[Pos]) -> tuple[int, int, Pos]:
    """(sum of the extreme doubled-x, sum of the extreme rows, the hex nearest the
    centre) of the positions ``ps``."""
    ps = list(ps)
    sx = min(dx2(p) for p in ps) + max(dx2(p) for p in ps)
    sr = min(p[1] for p in ps) + max(p[1] for p in ps)
    cx, cy = sx / 2.0, sr / 2.0
    centre = min(ps, key=lambda p: ((dx2(p) - cx) ** 2 * 0.75 + (p[1] - cy) ** 2 * 2.25,
                                    p))
    return sx, sr, centre


def mover(kind: str, frame: tuple[int, int, Pos]):
    """A function moving a position by ``kind`` ("left-right", "top-bottom": mirrors;
    "turn60", "turn180": turns) within ``frame`` (see frame_of), and the sixths of a
    turn it gives a ruin (None: a mirror)."""
    sx, sr, (cq, cr) = frame
    if kind == "left-right":
        def lr(p: Pos, s: int = sx) -> Pos:
            d = s - dx2(p)
            return ((d - p[1]) // 2, p[1])
        if sx & 1:                # rows shifted half a hex: no exact middle line
            return partial(lr, s=sx - 1), None  # (the editor may take sx + 1)
        return lr, None
    if kind == "top-bottom":
        def tb(p: Pos) -> Pos:
            r = sr - p[1]
            d = dx2(p) + ((r - p[1]) & 1)      # rows of the other parity: half a hex
            return ((d - r) // 2, r)
        return tb, None
    if kind == "turn180":
        def t180(p: Pos, s: int = sx) -> Pos:
            d, r = s - dx2(p), sr - p[1]
            return ((d - r) // 2, r)
        if (sx - sr) & 1:         # an odd count of rows, shifted: no exact centre
            return partial(t180, s=sx - 1), 3   # (the editor may take sx + 1)
        return t180, 3
    if kind == "turn60":
        def t60(p: Pos) -> Pos:
            dq, dr = turn(p[0] - cq, p[1] - cr, 1)
            return (cq + dq, cr + dr)
        return t60, 1
    raise ValueError(kind)


def copy_ruin(r: dict) -> dict:
    out = {k: v for k, v in r.items() if k not in ("cells", "walls", "at")}
    if "at" in r:
        out["at"] = list(r["at"])
    out["cells"] = [{"at": list(c["at"]), "height": c["height"],
                     "fit": c.get("fit", "none")} for c in r.get("cells", ())]
    out["walls"] = [{"between": [list(e) for e in w["between"]], "height": w["height"]}
                    for w in r.get("walls", ())]
    return out


def mirrored(ruin: dict, move) -> dict:
    """A ruin mirrored cell by cell and wall by wall (``move``: where each hex goes),
    anchored on its first cell and facing 0."""
    cells = ruin_cells(ruin)
    ends = ruin_wall_ends(ruin)
    at = move(cells[0]) if cells else move(tuple(ruin["at"]))
    out = {k: v for k, v in ruin.items() if k not in ("cells", "walls", "at", "facing")}
    out["at"], out["facing"] = list(at), 0
    out["cells"] = []
    for c, cell in zip(cells, ruin.get("cells", ())):
        m = move(c)
        out["cells"].append({"at": [m[0] - at[0], m[1] - at[1]], "height": cell["height"],
                             "fit": cell.get("fit", "none")})
    out["walls"] = []
    for k, wall in enumerate(ruin.get("walls", ())):
        pair = [move(ends[2 * k]), move(ends[2 * k + 1])]
        out["walls"].append({"between": [[m[0] - at[0], m[1] - at[1]] for m in pair],
                             "height": wall["height"]})
    return out
