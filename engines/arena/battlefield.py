"""Battlefields as files: the format a player's map is saved in, and its way to a Board.

A battlefield (``FORMAT``, version 1) is a plain dict::

    {"format": "arena-battlefield", "version": 1, "name": "Twin Fords",
     "note": "Original design ...", "origin": "user",      # "printed" | "original" | "user"
     "seats": 2,                                            # players it is made for
     "teams": 2,                  # optional: teams sharing a starting zone each
     "size": [cols, rows],                                  # its bounding box, in hexes
     "hexes": [{"q": 0, "r": 0, "level": 1, "terrain": "sand"|"water",
                "zone": "yellow", "board": 0, "purple": false}, ...],
     "ruins": [{"piece": "A", "at": [q, r], "facing": 0..5,
                "cells": [{"at": [dq, dr], "height": 5, "fit": "none"|"small"}],
                "walls": [{"between": [[dq, dr], [dq, dr]], "height": 3}]}],
     "glyphs": [{"hex": [q, r], "key": "P", "side": "ability"|"symbol"}]}

* ``level`` counts stacked tiles: water is level 0, the board's sand level 1, each sand
  tile laid on it one more.
* A ruin is one piece: its footprint (cells and walls) is given around its anchor ``at``
  as the piece stands facing 0, and turned ``facing`` sixths of a turn counter-clockwise.
* A hex's ``zone`` is a starting-zone colour; a seat's starting zone is a connected group
  of same-coloured spaces (``Board.zone_groups``).
* Hex ids are the order of ``hexes``: the printed maps convert both ways without changing
  a single id (their replays stay exact).

The printed maps (engines/arena/maps/) are read through :func:`printed`: the same board,
as a read-only battlefield; Magetable's own designs (engines/arena/maps/original/, in this
format) through :func:`originals`. :func:`board_of` makes a Board from any battlefield dict and
raises ValueError with a sentence a player can read; :func:`content_key` names a
battlefield by its content (a hash), so a game that played on it names exactly that map.
"""
from __future__ import annotations

import hashlib
import json
import os

from engines.arena.board import FIT_ANY, LOADED, Board, found, get_board, map_keys, remember

FORMAT = "arena-battlefield"
VERSION = 1
PRINTED = ("duel", "skirmish", "melee")       # the set's three battlefields
# Magetable's own designs, shipped read-only beside the printed ones: maps/original/<key>.json
# in this very format (the printed maps' folder lists only the board files)
ORIGINAL = ("twin_fords", "broken_heights", "four_corners")
MAX_HEXES = 2000          # 11 Duels (a Board of 2,000 hexes is built in about 10 ms)
MAX_COORD = 999
MAX_LEVEL = 12
MAX_RUIN_HEIGHT = 12
TERRAINS = ("sand", "water")
FITS = ("none", "small")
SIDES = ("ability", "symbol")


def turn(dq: int, dr: int, facing: int) -> tuple[int, int]:
    """An axial offset turned ``facing`` sixths of a turn counter-clockwise."""
    for _ in range(facing % 6):
        dq, dr = -dr, dq + dr
    return dq, dr


def _pair(v, what: str) -> tuple[int, int]:
    if not isinstance(v, (list, tuple)) or len(v) != 2 or \
            not all(type(x) is int and -MAX_COORD <= x <= MAX_COORD for x in v):
        raise ValueError(f"{what} should be a pair of whole numbers from {-MAX_COORD} "
                         f"to {MAX_COORD}")
    return int(v[0]), int(v[1])


def board_records(bf: dict) -> tuple[list, list, list]:
    """(hexes, walls, glyphs) as engines.arena.board.Board takes them; ValueError with a
    sentence for a battlefield that cannot be laid out."""
    if not isinstance(bf, dict):
        raise ValueError("A battlefield is a table of hexes, ruins and glyphs")
    raw = bf.get("hexes")
    if not isinstance(raw, list) or not raw:
        raise ValueError("The battlefield has no hexes")
    if len(raw) > MAX_HEXES:
        raise ValueError(f"The battlefield has more than {MAX_HEXES} hexes")
    hexes = []
    for h in raw:
        if not isinstance(h, dict):
            raise ValueError("A hex should be a table of its position, level and terrain")
        q, r = _pair([h.get("q"), h.get("r")], "A hex's position")
        level, terrain = h.get("level"), h.get("terrain", "sand")
        if type(level) is not int or not 0 <= level <= MAX_LEVEL:
            raise ValueError(f"The hex ({q}, {r}) should have a level from 0 to {MAX_LEVEL}")
        if terrain not in TERRAINS:
            raise ValueError(f"The hex ({q}, {r}) should be sand or water")
        if terrain == "water" and level != 0:
            raise ValueError(f"The water hex ({q}, {r}) should be at level 0: water lies "
                             "below the sand")
        if terrain == "sand" and level < 1:
            raise ValueError(f"The sand hex ({q}, {r}) should be at level 1 or more")
        rec: dict = {"q": q, "r": r, "level": level,
                     "terrain": "water" if terrain == "water" else "land"}
        zone = h.get("zone") or ""
        if not isinstance(zone, str) or len(zone) > 20:
            raise ValueError(f"The hex ({q}, {r}) has a starting zone with a bad name")
        if zone:
            rec["zone"] = zone
        if type(h.get("board", 0)) is int and h.get("board"):
            rec["board"] = h["board"]
        if h.get("purple") is True:
            rec["purple"] = True
        hexes.append(rec)
    at = {(h["q"], h["r"]): h for h in hexes}
    if len(at) != len(hexes):
        raise ValueError("Two hexes of the battlefield share a position")
    walls: list = []
    for ruin in bf.get("ruins") or []:
        if not isinstance(ruin, dict):
            raise ValueError("A ruin should be a table of its piece, place and facing")
        piece = str(ruin.get("piece", ""))[:20]
        aq, ar = _pair(ruin.get("at"), "A ruin's place")
        facing = ruin.get("facing", 0)
        if type(facing) is not int or not 0 <= facing <= 5:
            raise ValueError(f"Ruin {piece} should face one of the six sides (0 to 5)")
        for cell in ruin.get("cells") or []:
            dq, dr = turn(*_pair(cell.get("at"), "A ruin cell's place"), facing)
            h = at.get((aq + dq, ar + dr))
            if h is None:
                raise ValueError(f"Ruin {piece} stands off the battlefield at "
                                 f"({aq + dq}, {ar + dr})")
            if "ruin" in h:
                raise ValueError(f"Two ruins stand on the hex ({aq + dq}, {ar + dr})")
            height, fit = cell.get("height"), cell.get("fit", "none")
            if type(height) is not int or not 1 <= height <= MAX_RUIN_HEIGHT or \
                    fit not in FITS:
                raise ValueError(f"Ruin {piece} has a cell of a bad height or kind")
            h["ruin"] = {"piece": piece, "height": height, "fit": fit}
        for wall in ruin.get("walls") or []:
            ends = wall.get("between") if isinstance(wall, dict) else None
            if not isinstance(ends, list) or len(ends) != 2:
                raise ValueError(f"Ruin {piece} has a wall that is not between two hexes")
            pts = []
            for e in ends:
                dq, dr = turn(*_pair(e, "A wall's end"), facing)
                if (aq + dq, ar + dr) not in at:
                    raise ValueError(f"Ruin {piece} has a wall off the battlefield")
                pts.append([aq + dq, ar + dr])
            height = wall.get("height")
            if type(height) is not int or not 1 <= height <= MAX_RUIN_HEIGHT:
                raise ValueError(f"Ruin {piece} has a wall of a bad height")
            walls.append({"piece": piece, "between": pts, "height": height})
    glyphs = []
    for g in bf.get("glyphs") or []:
        if not isinstance(g, dict):
            raise ValueError("A glyph should be a table of its hex, kind and side")
        q, r = _pair(g.get("hex"), "A glyph's hex")
        if (q, r) not in at:
            raise ValueError(f"A glyph lies off the battlefield at ({q}, {r})")
        if g.get("side", "ability") not in SIDES:
            raise ValueError(f"The glyph at ({q}, {r}) lies ability side or symbol side up")
        glyphs.append({"hex": [q, r], "key": g.get("key"), "side": g.get("side", "ability")})
    return hexes, walls, glyphs


def canonical(bf: dict) -> dict:
    """The battlefield with only the fields that shape play, in a fixed form."""
    hexes, walls, glyphs = board_records(bf)
    return {"hexes": hexes, "walls": walls, "glyphs": glyphs}


def content_key(bf: dict) -> str:
    """A key naming this battlefield by what is on it: "bf-" and a hash of the hexes,
    ruins and glyphs (the name and note do not count)."""
    text = json.dumps(canonical(bf), sort_keys=True, separators=(",", ":"))
    return "bf-" + hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def board_of(bf: dict, keep: bool = True) -> Board:
    """The Board of a battlefield, known by its :func:`content_key` (made once while it
    is remembered: engines.arena.board.remember keeps a player's last few boards and
    makes a forgotten one again from its records; the same content gives the same
    board). ``keep=False`` (the map checker's look at a map being edited or listed):
    a known board is used, a new one is not remembered, so a map edited hex by hex
    does not push the boards of games out of the registry. ValueError with a sentence
    when the battlefield cannot be laid out."""
    key = content_key(bf)
    got = found(key) if keep else LOADED.get(key)
    if got is not None:
        return got
    hexes, walls, glyphs = board_records(bf)
    name = str(bf.get("name", "") or "Battlefield")[:40]
    try:
        board = Board(key, name, hexes, walls, glyphs, str(bf.get("note", ""))[:2000])
    except (ValueError, KeyError) as exc:
        raise ValueError(f"The battlefield cannot be laid out: {exc}") from None
    return remember(board) if keep else board


def from_board(board: Board, origin: str = "user", seats: int = 2) -> dict:
    """A board as a battlefield (the printed maps' read-only entries; a start for the
    editor). Each ruin piece is anchored on its first cell, facing 0; hex order kept."""
    hexes = []
    for i in range(board.n):
        h: dict = {"q": board.q[i], "r": board.r[i], "level": board.level[i],
                   "terrain": "water" if board.water[i] else "sand", **board.marks(i)}
        hexes.append(h)
    pieces: dict[str, dict] = {}
    for i in range(board.n):
        if board.fit[i] == FIT_ANY and not board.ruin_top[i]:
            continue
        name = board.ruin_piece[i]
        ruin = pieces.setdefault(name, {"piece": name, "at": [board.q[i], board.r[i]],
                                        "facing": 0, "cells": [], "walls": []})
        ruin["cells"].append({"at": [board.q[i] - ruin["at"][0], board.r[i] - ruin["at"][1]],
                              "height": board.ruin_top[i] - board.level[i],
                              "fit": "small" if board.fit[i] == 1 else "none"})
    for w in board.walls.values():
        ruin = pieces.setdefault(w.piece, {"piece": w.piece, "at": [board.q[w.a],
                                                                     board.r[w.a]],
                                           "facing": 0, "cells": [], "walls": []})
        ax, ay = ruin["at"]
        ruin["walls"].append({"between": [[board.q[w.a] - ax, board.r[w.a] - ay],
                                          [board.q[w.b] - ax, board.r[w.b] - ay]],
                              "height": w.top - max(board.level[w.a], board.level[w.b])})
    glyphs = [{"hex": [board.q[g.hex], board.r[g.hex]], "key": g.key, "side": g.side}
              for g in board.glyphs]
    qs = [board.q[i] + board.r[i] // 2 for i in range(board.n)]
    return {"format": FORMAT, "version": VERSION, "name": board.name, "note": board.note,
            "origin": origin, "seats": seats,
            "size": [max(qs) - min(qs) + 1, max(board.r) - min(board.r) + 1],
            "hexes": hexes, "ruins": list(pieces.values()), "glyphs": glyphs}


def printed() -> list[dict]:
    """The set's battlefields as read-only entries (``"key"``: the map they read)."""
    seats = {"duel": 2, "skirmish": 4, "melee": 5}
    out = []
    for key in PRINTED:
        if key in map_keys():
            bf = from_board(get_board(key), origin="printed", seats=seats[key])
            bf["key"] = key
            if key == "skirmish":
                bf["teams"] = 2          # teammates share a zone
            out.append(bf)
    return out


ORIGINAL_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "maps", "original")


def originals(folder: str = ORIGINAL_DIR) -> list[dict]:
    """Magetable's own battlefields (``ORIGINAL``, files in ``folder``) as read-only
    entries, each with ``"key"`` (its file's name) and ``"origin": "original"``; a file
    that cannot be read or laid out is left out (the app ships them: a test keeps them
    whole)."""
    out = []
    for key in ORIGINAL:
        try:
            with open(os.path.join(folder, f"{key}.json"), encoding="utf-8") as fh:
                bf = json.load(fh)
            board_records(bf)
        except (OSError, ValueError, TypeError, AttributeError):
            continue
        if not isinstance(bf, dict):
            continue
        bf["origin"] = "original"
        bf["key"] = key
        out.append(bf)
    return out


def size_of(bf: dict) -> tuple[int, int]:
    """Columns and rows of the battlefield's bounding box (odd rows shifted, as printed)."""
    hexes = bf.get("hexes") or []
    cols = [h["q"] + h["r"] // 2 for h in hexes]
    rows = [h["r"] for h in hexes]
    if not cols:
        return 0, 0
    return max(cols) - min(cols) + 1, max(rows) - min(rows) + 1


def generated(cols: int, rows: int, seed: int = 0, name: str = "Generated field") -> dict:
    """A plain two-seat battlefield of ``cols`` x ``rows`` hexes (odd rows shifted, as
    printed), made from ``seed`` alone: sand at level 1 with a few hills (stacked tiles)
    and ponds, a yellow starting zone along the top row and an orange one along the
    bottom, a Glyph of Power in the middle and a ruin beside it. For tests, the bench and
    a start in the editor."""
    from engines.core.rng import Rng
    rng = Rng(seed)
    grid: dict[tuple[int, int], dict] = {}
    order: list[dict] = []
    for r in range(rows):
        for col in range(cols):
            q = col - (r - (r & 1)) // 2
            h: dict = {"q": q, "r": r, "level": 1, "terrain": "sand"}
            grid[(q, r)] = h
            order.append(h)
    middle = rows // 2
    for _ in range(max(1, cols * rows // 60)):
        h = order[rng.randrange(len(order))]
        if 2 <= h["r"] <= rows - 3 and h["r"] != middle:
            if rng.randrange(3) == 0:
                h["level"], h["terrain"] = 0, "water"
            else:
                for dq, dr in ((0, 0), (1, 0), (0, 1)):
                    n = grid.get((h["q"] + dq, h["r"] + dr))
                    if n is not None and n["terrain"] == "sand":
                        n["level"] += 1
    zone_w = min(cols, 4)
    first = (cols - zone_w) // 2
    for col in range(first, first + zone_w):
        grid[(col, 0)]["zone"] = "yellow"
        last = rows - 1
        grid[(col - (last - (last & 1)) // 2, last)]["zone"] = "orange"
    cq = cols // 2 - (middle - (middle & 1)) // 2
    for dq in (-1, 0, 1):
        h = grid[(cq + dq, middle)]
        h["level"], h["terrain"] = 1, "sand"
    return {"format": FORMAT, "version": VERSION, "name": name,
            "note": "Generated by Magetable from a seed.", "origin": "user", "seats": 2,
            "size": [cols, rows], "hexes": order,
            "ruins": [{"piece": "A", "at": [cq + 1, middle], "facing": 0,
                       "cells": [{"at": [0, 0], "height": 4, "fit": "none"}],
                       "walls": []}],
            "glyphs": [{"hex": [cq, middle], "key": "P", "side": "ability"}]}
