"""The battlefield editor's model (issue 27 §1): every edit a player makes to a map, pure.

An :class:`Editor` holds one battlefield (the format of engines/arena/battlefield.py) as
it is being made, and changes it only through its operations. Each operation returns
``None`` when it was done (or changed nothing) and otherwise a sentence a player can
read saying why it was refused; nothing is changed by a refusal. What the tiles and
pieces allow, in our words:

* A hex is sand or water. Water lies at level 0, below the board's sand (level 1); a sand
  tile laid on a hex raises it a level (up to ``MAX_LEVEL``), one taken off lowers it.
* A ruin is one of the set's two pieces (``PIECES``): two spaces in a row, one a tall
  broken column and one low rubble, and a wall beside them; it stands on sand spaces that
  hold no other ruin and no glyph, turned to any of the six sides.
* A glyph lies on a space with no ruin and no other glyph, ability side or symbol side up.
* A starting zone is a group of same-coloured spaces (``ZONES``, the colours the
  scenarios place players in).
* A battlefield holds at most ``battlefield.MAX_HEXES`` spaces.

Undo and redo go back and forth over whole edits: an operation is one step, and a
stroke (``begin_stroke`` ... ``end_stroke``: a drag of the brush) is one step however
many hexes it painted. The selection (a set of positions) can be mirrored or turned
about its own centre, or copied mirrored or turned onto the other half of the map (a fair
map in a few clicks). :meth:`Editor.report` is the map checker's report of the map now.
The pieces, the size presets and the geometry of mirrors and turns are in
engines/arena/map_edit_shapes.py. Pure: no pygame, no files.
"""
from __future__ import annotations

from functools import partial
from typing import Iterable

from engines.arena.battlefield import FORMAT, MAX_COORD, MAX_HEXES, MAX_LEVEL, VERSION
from engines.arena.map_edit_shapes import (MIRRORS, PIECES, PRESETS, Pos, Preset, copy_ruin,
                                           dx2, frame_of, mirrored, mover, offset_pos,
                                           ruin_cells, ruin_wall_ends)

__all__ = ["Editor", "PIECES", "PRESETS", "MIRRORS", "Preset", "offset_pos", "ruin_cells",
           "ruin_wall_ends", "TERRAINS", "ZONES", "GLYPHS", "GLYPH_NAMES", "SIDES"]

TERRAINS = ("sand", "water")
ZONES = ("yellow", "orange")            # the starting-zone colours the scenarios use
GLYPHS = ("M", "P", "T", "K")           # Movement, Power, Toughness, Knowledge
GLYPH_NAMES = {"M": "Movement", "P": "Power", "T": "Toughness", "K": "Knowledge"}
SIDES = ("ability", "symbol")
MAX_GLYPHS = 100
MAX_RUINS = 200
class Editor:
    """One battlefield being edited (see the module's docstring). ``bf`` is not changed:
    the editor works on its own copy; :meth:`battlefield` gives the map as it stands."""

    def __init__(self, bf: dict | None = None) -> None:
        self.hexes: dict[Pos, dict] = {}
        self.ruins: list[dict] = []
        self.glyphs: list[dict] = []
        self.name, self.note, self.seats = "New battlefield", "", 2
        self.teams: int | None = None
        self.selection: set[Pos] = set()
        self._undo: list[tuple] = []
        self._redo: list[tuple] = []
        self._stroke: tuple | None = None      # the map before the stroke (None: no stroke)
        self._stroke_changed = False
        self.version = 0                        # counts changes (a view knows it is behind)
        if bf is None:
            self._new(PRESETS[0].cols, PRESETS[0].rows)
        else:
            self._load(bf)

    # --- the map as a battlefield --------------------------------------------------------
    def _load(self, bf: dict) -> None:
        self.hexes = {}
        for h in bf.get("hexes") or []:
            q, r = int(h["q"]), int(h["r"])
            rec: dict = {"q": q, "r": r, "level": int(h["level"]),
                         "terrain": "water" if h.get("terrain") == "water" else "sand"}
            for k in ("zone", "board", "purple"):
                if h.get(k):
                    rec[k] = h[k]
            self.hexes[(q, r)] = rec
        self.ruins = [copy_ruin(r) for r in bf.get("ruins") or []]
        self.glyphs = [{"hex": list(g["hex"]), "key": g["key"],
                        "side": g.get("side", "ability")} for g in bf.get("glyphs") or []]
        self.name = str(bf.get("name") or "New battlefield")
        self.note = str(bf.get("note") or "")
        seats, teams = bf.get("seats"), bf.get("teams")
        self.seats = seats if isinstance(seats, int) else 2
        self.teams = teams if isinstance(teams, int) else None
        self.selection = set()

    def battlefield(self) -> dict:
        """The map as a battlefield dict (engines/arena/battlefield.py), a fresh copy."""
        hexes = [dict(h) for h in self.hexes.values()]
        cols = [h["q"] + h["r"] // 2 for h in hexes]
        rows = [h["r"] for h in hexes]
        size = [max(cols) - min(cols) + 1, max(rows) - min(rows) + 1] if hexes else [0, 0]
        bf = {"format": FORMAT, "version": VERSION, "name": self.name, "note": self.note,
              "origin": "user", "seats": self.seats, "size": size, "hexes": hexes,
              "ruins": [copy_ruin(r) for r in self.ruins],
              "glyphs": [dict(g, hex=list(g["hex"])) for g in self.glyphs]}
        if self.teams:
            bf["teams"] = self.teams
        return bf

    def report(self, players: int | None = None):
        """The map checker's report of the map as it stands (engines.arena.map_check)."""
        from engines.arena.map_check import Report, check
        bf = self.battlefield()
        if not bf["hexes"]:
            return Report(["The battlefield has no hexes: paint some sand first."], [], [])
        return check(bf, players)      # a look: the checker keeps no board of it

    # --- undo and redo -------------------------------------------------------------------
    def _snapshot(self) -> tuple:
        return ({p: dict(h) for p, h in self.hexes.items()},
                [copy_ruin(r) for r in self.ruins],
                [dict(g, hex=list(g["hex"])) for g in self.glyphs], set(self.selection))

    def _restore(self, snap: tuple) -> None:
        self.version += 1
        hexes, ruins, glyphs, selection = snap
        self.hexes = {p: dict(h) for p, h in hexes.items()}
        self.ruins = [copy_ruin(r) for r in ruins]
        self.glyphs = [dict(g, hex=list(g["hex"])) for g in glyphs]
        self.selection = set(selection)

    def _step(self) -> None:
        """Before a change: the map as it was becomes an undo step (a stroke keeps one)."""
        self.version += 1
        if self._stroke is not None:
            self._stroke_changed = True
            return
        self._undo.append(self._snapshot())
        self._redo.clear()

    def begin_stroke(self) -> None:
        """A drag of the brush begins: what it paints is one undo step."""
        self.end_stroke()
        self._stroke = self._snapshot()
        self._stroke_changed = False

    def end_stroke(self) -> None:
        if self._stroke is not None and self._stroke_changed:
            self._undo.append(self._stroke)
            self._redo.clear()
        self._stroke, self._stroke_changed = None, False

    @property
    def in_stroke(self) -> bool:
        return self._stroke is not None

    @property
    def can_undo(self) -> bool:
        return bool(self._undo) or self._stroke_changed

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    def undo(self) -> str | None:
        self.end_stroke()
        if not self._undo:
            return "There is nothing to undo."
        self._redo.append(self._snapshot())
        self._restore(self._undo.pop())
        return None

    def redo(self) -> str | None:
        self.end_stroke()
        if not self._redo:
            return "There is nothing to redo."
        self._undo.append(self._snapshot())
        self._restore(self._redo.pop())
        return None

    # --- what is where -------------------------------------------------------------------
    def ruin_at(self, p: Pos) -> dict | None:
        for ruin in self.ruins:
            if p in ruin_cells(ruin):
                return ruin
        return None

    def glyph_at(self, p: Pos) -> dict | None:
        for g in self.glyphs:
            if tuple(g["hex"]) == p:
                return g
        return None

    @staticmethod
    def _in_range(p: Pos) -> bool:
        return all(-MAX_COORD <= v <= MAX_COORD for v in p)

    # --- painting ------------------------------------------------------------------------
    def paint(self, p: Pos, terrain: str, level: int = 1) -> str | None:
        """Sand at ``level`` (1 to MAX_LEVEL: the board and the tiles stacked on it) or
        water (always level 0) on the hex at ``p``; a hex is added where there is none."""
        if terrain not in TERRAINS:
            return "A hex is sand or water."
        if terrain == "water":
            level = 0
        elif not 1 <= level <= MAX_LEVEL:
            return f"Sand stands at level 1 (the board) up to level {MAX_LEVEL}."
        if not self._in_range(p):
            return "That is too far from the rest of the battlefield."
        h = self.hexes.get(p)
        if h is None:
            if len(self.hexes) >= MAX_HEXES:
                return (f"A battlefield holds at most {MAX_HEXES} hexes: erase some to make "
                        "room.")
            self._step()
            self.hexes[p] = {"q": p[0], "r": p[1], "level": level, "terrain": terrain}
            return None
        if terrain == "water" and self.ruin_at(p) is not None:
            return "A ruin stands here, and ruins stand on sand: take the ruin off first."
        if h["terrain"] == terrain and h["level"] == level:
            return None
        self._step()
        h["terrain"], h["level"] = terrain, level
        return None

    def raise_hex(self, p: Pos) -> str | None:
        """Lay a sand tile on the hex (water becomes sand at level 1)."""
        h = self.hexes.get(p)
        if h is None:
            return "There is no hex here: paint one with Sand first."
        if h["level"] >= MAX_LEVEL:
            return f"This column is {MAX_LEVEL} tiles high already: the most a battlefield stacks."
        self._step()
        if h["terrain"] == "water":
            h["terrain"], h["level"] = "sand", 1
        else:
            h["level"] += 1
        return None

    def lower_hex(self, p: Pos) -> str | None:
        """Take a sand tile off the hex (the board's own sand, level 1, stays)."""
        h = self.hexes.get(p)
        if h is None:
            return "There is no hex here to lower."
        if h["terrain"] == "water":
            return "Water is the lowest a hex goes."
        if h["level"] <= 1:
            return ("This is the board's own sand (level 1): paint it Water or Erase it to "
                    "go lower.")
        self._step()
        h["level"] -= 1
        return None

    def erase(self, p: Pos) -> str | None:
        """Take the hex away, with the ruin, glyph or zone on it."""
        if p not in self.hexes:
            return None
        self._step()
        del self.hexes[p]
        self.ruins = [r for r in self.ruins
                      if p not in ruin_cells(r) and p not in ruin_wall_ends(r)]
        self.glyphs = [g for g in self.glyphs if tuple(g["hex"]) != p]
        self.selection.discard(p)
        return None

    def clear(self, p: Pos) -> str | None:
        """Take the ruin, the glyph and the starting zone off the hex (the hex stays)."""
        h = self.hexes.get(p)
        if h is None:
            return "There is no hex here."
        ruin, glyph = self.ruin_at(p), self.glyph_at(p)
        if ruin is None and glyph is None and not h.get("zone"):
            return None
        self._step()
        if ruin is not None:
            self.ruins.remove(ruin)
        if glyph is not None:
            self.glyphs.remove(glyph)
        h.pop("zone", None)
        return None

    # --- ruins ---------------------------------------------------------------------------
    def why_not_ruin(self, piece: str, at: Pos, facing: int) -> str | None:
        """Why ruin ``piece`` cannot stand anchored on ``at`` facing ``facing`` (None: it
        can)."""
        if piece not in PIECES:
            return f"The set has ruins {' and '.join(PIECES)}."
        if len(self.ruins) >= MAX_RUINS:
            return f"A battlefield holds at most {MAX_RUINS} ruins."
        return self._why_not_stand({"piece": piece, "at": list(at), "facing": facing % 6,
                                    **PIECES[piece]})

    def _why_not_stand(self, ruin: dict, ignore: dict | None = None) -> str | None:
        taken = {c for r in self.ruins if r is not ignore for c in ruin_cells(r)}
        for c in ruin_cells(ruin):
            h = self.hexes.get(c)
            if h is None or c in taken:
                return "A ruin needs 2 free hexes in a row here."
            if h["terrain"] == "water":
                return "A ruin stands on sand, not on water."
            if self.glyph_at(c) is not None:
                return "A glyph lies here: a ruin stands on spaces with no glyph."
        if any(e not in self.hexes for e in ruin_wall_ends(ruin)):
            return ("The ruin's wall would stand off the battlefield here: turn it, or "
                    "place it further in.")
        return None

    def place_ruin(self, piece: str, at: Pos, facing: int = 0) -> str | None:
        """Ruin ``piece`` anchored on ``at`` (its first cell), turned ``facing`` sixths."""
        why = self.why_not_ruin(piece, at, facing)
        if why:
            return why
        self._step()
        self.ruins.append({"piece": piece, "at": list(at), "facing": facing % 6,
                           **copy_ruin(PIECES[piece])})
        return None

    def remove_ruin(self, p: Pos) -> str | None:
        ruin = self.ruin_at(p)
        if ruin is None:
            return "There is no ruin on this hex."
        self._step()
        self.ruins.remove(ruin)
        return None

    def turn_ruin(self, p: Pos, step: int = 1) -> str | None:
        """Turn the ruin standing on ``p`` by ``step`` sixths about its anchor."""
        ruin = self.ruin_at(p)
        if ruin is None:
            return "There is no ruin on this hex."
        facing = (ruin.get("facing", 0) + step) % 6
        why = self._why_not_stand(dict(ruin, facing=facing), ignore=ruin)
        if why:
            return why
        self._step()
        got = self.ruin_at(p)
        assert got is not None
        got["facing"] = facing
        return None

    # --- glyphs --------------------------------------------------------------------------
    def place_glyph(self, p: Pos, key: str, side: str = "ability") -> str | None:
        if key not in GLYPHS:
            return "The set's glyphs are Movement, Power, Toughness and Knowledge."
        if side not in SIDES:
            return "A glyph lies ability side or symbol side up."
        if p not in self.hexes:
            return "A glyph goes on a hex of the battlefield."
        if self.glyph_at(p) is not None or self.ruin_at(p) is not None:
            return "A glyph goes on an empty hex."
        if len(self.glyphs) >= MAX_GLYPHS:
            return f"A battlefield holds at most {MAX_GLYPHS} glyphs."
        self._step()
        self.glyphs.append({"hex": list(p), "key": key, "side": side})
        return None

    def remove_glyph(self, p: Pos) -> str | None:
        g = self.glyph_at(p)
        if g is None:
            return "There is no glyph on this hex."
        self._step()
        self.glyphs.remove(g)
        return None

    def flip_glyph(self, p: Pos) -> str | None:
        """Turn the glyph over: ability side up <-> symbol side up."""
        g = self.glyph_at(p)
        if g is None:
            return "There is no glyph on this hex to turn over."
        side = "symbol" if g["side"] == "ability" else "ability"
        self._step()
        got = self.glyph_at(p)
        assert got is not None
        got["side"] = side
        return None

    # --- starting zones ------------------------------------------------------------------
    def set_zone(self, p: Pos, colour: str) -> str | None:
        if colour not in ZONES:
            return f"Starting zones are {' or '.join(ZONES)}."
        h = self.hexes.get(p)
        if h is None:
            return "A starting zone is made of hexes of the battlefield."
        if h.get("zone") == colour:
            return None
        self._step()
        h["zone"] = colour
        return None

    def clear_zone(self, p: Pos) -> str | None:
        h = self.hexes.get(p)
        if h is None or not h.get("zone"):
            return None
        self._step()
        h.pop("zone")
        return None

    def set_seats(self, seats: int) -> str | None:
        if type(seats) is not int or not 2 <= seats <= 12:
            return "A battlefield is made for 2 to 12 players."
        self.seats = seats
        self.version += 1
        return None

    # --- the selection -------------------------------------------------------------------
    def select(self, p: Pos, add: bool = True) -> None:
        """Add (or, ``add`` False, take away) the hex at ``p``."""
        if add and p in self.hexes:
            self.selection.add(p)
        elif not add:
            self.selection.discard(p)

    def toggle_select(self, p: Pos) -> None:
        self.select(p, p not in self.selection)

    def select_many(self, ps: Iterable[Pos], extend: bool = False) -> None:
        """Select the hexes ``ps`` (a dragged box), with the selection so far when
        ``extend``."""
        if not extend:
            self.selection = set()
        self.selection.update(p for p in ps if p in self.hexes)

    def select_all(self) -> None:
        self.selection = set(self.hexes)

    def select_none(self) -> None:
        self.selection = set()

    def select_half(self, which: str = "top") -> None:
        """The top (or bottom, left, right) half of the map, its middle line left out."""
        ps = list(self.hexes)
        if not ps:
            return
        if which in ("top", "bottom"):
            lo, hi = min(p[1] for p in ps), max(p[1] for p in ps)
            mid2 = lo + hi
            pick = [p for p in ps if (2 * p[1] < mid2 if which == "top" else 2 * p[1] > mid2)]
        else:
            lo, hi = min(dx2(p) for p in ps), max(dx2(p) for p in ps)
            mid2 = lo + hi
            pick = [p for p in ps if (2 * dx2(p) < mid2 if which == "left"
                                      else 2 * dx2(p) > mid2)]
        self.selection = set(pick)

    # --- mirror and turn -----------------------------------------------------------------
    def transform(self, kind: str, copy: bool = False) -> str | None:
        """Mirror the selection ("left-right" or "top-bottom") or turn it ("turn60",
        "turn180") about its own centre; with ``copy``, about the whole map's centre,
        as a copy laid over the other half (the selection stays where it is). What the
        selection holds (levels, water, zones, glyphs, ruins wholly inside it) goes with
        it; the selection then covers what was moved or copied."""
        if kind not in ("left-right", "top-bottom", "turn60", "turn180"):
            return "Mirror left-right or top-bottom, or turn by 60° or 180°."
        sel = [p for p in self.selection if p in self.hexes]
        if not sel:
            return "Select some hexes first (the Select tool: click hexes or drag a box)."
        frame = frame_of(self.hexes if copy else sel)
        move, sixths = mover(kind, frame)
        if isinstance(move, partial):
            # about no exact centre: the half-hex shift that keeps more of it on the map
            other = partial(move.func, s=frame[0] + 1)
            room = set(self.hexes if copy else sel)
            if sum(other(p) in room for p in sel) > sum(move(p) in room for p in sel):
                move = other
        target = {p: move(p) for p in sel}
        if not all(self._in_range(t) for t in target.values()):
            return "That would move hexes too far from the rest of the battlefield."
        chosen = set(sel)
        ruins = [r for r in self.ruins if set(ruin_cells(r)) <= chosen]
        glyphs = [g for g in self.glyphs if tuple(g["hex"]) in chosen]
        # the hexes left behind (moving) and the hexes landed on are replaced
        keep = {p: h for p, h in self.hexes.items()
                if p not in target.values() and (copy or p not in chosen)}
        if len(keep) + len(target) > MAX_HEXES:
            return f"A battlefield holds at most {MAX_HEXES} hexes."
        landed = set(target.values())
        out_ruins = [r for r in self.ruins
                     if (copy or r not in ruins)
                     and not (set(ruin_cells(r)) | set(ruin_wall_ends(r))) & landed]
        out_glyphs = [g for g in self.glyphs if (copy or g not in glyphs)
                      and tuple(g["hex"]) not in landed]
        new_hexes = dict(keep)
        for p in sel:
            t = target[p]
            new_hexes[t] = dict(self.hexes[p], q=t[0], r=t[1])
        moved_ruins = []
        for r in ruins:
            new = copy_ruin(r)
            if sixths is not None:        # turned: the same piece, turned as much
                new["at"] = list(move(tuple(r["at"])))
                new["facing"] = (r.get("facing", 0) + sixths) % 6
            else:                         # mirrored: its cells and walls, mirrored
                new = mirrored(r, move)
            if all(c in new_hexes for c in ruin_cells(new) + ruin_wall_ends(new)):
                moved_ruins.append(new)
        moved_glyphs = [dict(g, hex=list(target[tuple(g["hex"])])) for g in glyphs]
        self._step()
        self.hexes = new_hexes
        self.ruins = [r for r in out_ruins
                      if all(c in new_hexes for c in ruin_cells(r) + ruin_wall_ends(r))]
        taken = {c for r in self.ruins for c in ruin_cells(r)}
        for r in moved_ruins:
            if not taken.intersection(ruin_cells(r)):
                self.ruins.append(r)
                taken.update(ruin_cells(r))
        self.glyphs = out_glyphs + moved_glyphs
        self.selection = landed
        return None

    # --- size ----------------------------------------------------------------------------
    def _new(self, cols: int, rows: int) -> None:
        self.hexes = {}
        for r in range(rows):
            for c in range(cols):
                p = offset_pos(c, r)
                self.hexes[p] = {"q": p[0], "r": p[1], "level": 1, "terrain": "sand"}
        self.ruins, self.glyphs, self.selection = [], [], set()

    def new(self, preset: str | Preset) -> str | None:
        """A new map of a preset's size (PRESETS by name): flat sand, nothing on it.
        One undo step (the old map comes back with Undo)."""
        got = preset if isinstance(preset, Preset) else \
            next((p for p in PRESETS if p.name == preset), None)
        if got is None:
            return f"The sizes are {', '.join(p.name for p in PRESETS)}."
        if got.cols * got.rows > MAX_HEXES:
            return f"A battlefield holds at most {MAX_HEXES} hexes."
        self._step()
        self._new(got.cols, got.rows)
        self.name = "New battlefield"
        self.note = ""
        return None

    def resize(self, cols: int, rows: int) -> str | None:
        """The map's frame made ``cols`` x ``rows`` (from its top-left corner): hexes
        outside it go (with what stands on them), new columns and rows are flat sand."""
        if cols < 1 or rows < 1 or cols * rows > MAX_HEXES:
            return f"A battlefield is 1 hex or more and holds at most {MAX_HEXES} hexes."
        ps = list(self.hexes)
        c0 = min((p[0] + (p[1] - (p[1] & 1)) // 2 for p in ps), default=0)
        r0 = min((p[1] for p in ps), default=0)
        r0 -= r0 & 1                           # keep the rows' shift
        old_c = max((p[0] + (p[1] - (p[1] & 1)) // 2 for p in ps), default=-1) - c0 + 1
        old_r = max((p[1] for p in ps), default=r0 - 1) - r0 + 1
        inside = set()
        for r in range(rows):
            for c in range(cols):
                inside.add(offset_pos(c + c0, r + r0))
        self._step()
        for p in [p for p in self.hexes if p not in inside]:
            self.erase_quiet(p)
        for r in range(rows):
            for c in range(cols):
                if c >= old_c or r >= old_r:
                    p = offset_pos(c + c0, r + r0)
                    self.hexes.setdefault(p, {"q": p[0], "r": p[1], "level": 1,
                                              "terrain": "sand"})
        return None

    def erase_quiet(self, p: Pos) -> None:
        """Erase without an undo step of its own (part of a larger edit)."""
        self.hexes.pop(p, None)
        self.ruins = [r for r in self.ruins
                      if p not in ruin_cells(r) and p not in ruin_wall_ends(r)]
        self.glyphs = [g for g in self.glyphs if tuple(g["hex"]) != p]
        self.selection.discard(p)
