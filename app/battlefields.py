"""Arena battlefields on disk (issue 27): the store, and a thumbnail drawn from a map.

A battlefield is a file like an army list: ``data_dir()/arena-battlefields/<slug>.json``,
written atomically, read through the guarded reader (app.storage, kind "battlefield",
with its own size cap), checked by :class:`BattlefieldFields` (a msgspec schema: types,
ranges and lengths) before anything uses it, then laid out and judged by the engine's map
checker (engines/arena/map_check.py). A damaged file is moved aside with a message saying
where; it never stops the list. The file holds the engine's battlefield format
(engines/arena/battlefield.py) beside the store's version, game and name::

    {"version": 1, "game": "arena", "name": "Twin Fords", "note": "...", "seats": 2,
     "hexes": [...], "ruins": [...], "glyphs": [...]}

The list (:meth:`BattlefieldStore.entries`) is the set's printed battlefields first
(read-only: copy them, never save over them) and then the player's, by name. Each entry
says whether it is playable (``valid``; ``problems`` from the checker) and carries the
checker's ``warnings`` and ``notes``.

:func:`thumbnail` draws a small top-down picture of a map (pygame through app.ui.canvas
and app.ui.draw, imported only when a picture is asked for).
"""
from __future__ import annotations

import math
from typing import Annotated, Any, Literal

import msgspec

from app.collection_store import Store
from app.storage import SHOWABLE

__all__ = ["BATTLEFIELDS", "BattlefieldFields", "BattlefieldStore", "thumbnail",
           "as_battlefield"]

Coord = Annotated[int, msgspec.Meta(ge=-999, le=999)]
Pair = Annotated[list[Coord], msgspec.Meta(min_length=2, max_length=2)]
Height = Annotated[int, msgspec.Meta(ge=1, le=12)]
Short = Annotated[str, msgspec.Meta(max_length=20, pattern=SHOWABLE)]


class Hex(msgspec.Struct):
    q: Coord
    r: Coord
    level: Annotated[int, msgspec.Meta(ge=0, le=12)]
    terrain: Literal["sand", "water"] = "sand"
    zone: Short = ""
    board: Annotated[int, msgspec.Meta(ge=0, le=99)] = 0
    purple: bool = False


class Cell(msgspec.Struct):
    at: Pair
    height: Height
    fit: Literal["none", "small"] = "none"


class RuinWall(msgspec.Struct):
    between: Annotated[list[Pair], msgspec.Meta(min_length=2, max_length=2)]
    height: Height


class Ruin(msgspec.Struct):
    at: Pair
    piece: Short = ""
    facing: Annotated[int, msgspec.Meta(ge=0, le=5)] = 0
    cells: Annotated[list[Cell], msgspec.Meta(max_length=50)] = []
    walls: Annotated[list[RuinWall], msgspec.Meta(max_length=50)] = []


class Glyph(msgspec.Struct):
    hex: Pair
    key: Literal["M", "P", "T", "K"]
    side: Literal["ability", "symbol"] = "ability"


class BattlefieldFields(msgspec.Struct):
    """A battlefield's own fields, as the file must hold them (other keys are ignored)."""
    note: Annotated[str, msgspec.Meta(max_length=2000, pattern=SHOWABLE)]
    seats: Annotated[int, msgspec.Meta(ge=1, le=12)]
    hexes: Annotated[list[Hex], msgspec.Meta(max_length=2000)]      # battlefield.MAX_HEXES
    ruins: Annotated[list[Ruin], msgspec.Meta(max_length=200)]
    glyphs: Annotated[list[Glyph], msgspec.Meta(max_length=100)]


FIELDS = ("note", "seats", "hexes", "ruins", "glyphs")


def _printed() -> list[dict]:
    """The read-only entries: the set's printed battlefields, then Magetable's own designs."""
    from engines.arena.battlefield import originals, printed
    return [dict(bf, builtin=bf["key"]) for bf in printed() + originals()]


def as_battlefield(entry: dict) -> dict:
    """The engine's battlefield dict of a listed entry (what a game's config carries)."""
    from engines.arena.battlefield import FORMAT, VERSION, size_of
    bf: dict[str, Any] = {"format": FORMAT, "version": VERSION,
                          "name": entry.get("name", ""),
                          "origin": (entry.get("origin") or "printed") if entry.get("builtin")
                          else "user"}
    for f in FIELDS:
        bf[f] = entry.get(f, [] if f not in ("note", "seats") else entry.get(f))
    if entry.get("teams"):
        bf["teams"] = entry["teams"]
    bf["size"] = list(size_of(bf))
    return bf


class BattlefieldStore(Store):
    """The shared Store with the battlefield's nested schema and the map checker."""

    def shape(self, data: dict) -> dict:
        checked: Any = msgspec.convert(data, BattlefieldFields, strict=True)
        return {f: msgspec.to_builtins(getattr(checked, f)) for f in FIELDS}

    def _entry(self, name: str, data: dict, builtin: str | None = None,
               path=None) -> dict:
        from engines.arena.map_check import check
        entry: dict[str, Any] = {"name": name, "game": self.game, "builtin": builtin,
                                 "path": str(path) if path else None}
        for f in FIELDS:
            entry[f] = data[f]
        if data.get("teams"):
            entry["teams"] = data["teams"]
        if builtin and data.get("origin") in ("printed", "original"):
            entry["origin"] = data["origin"]       # the set's, or Magetable's own design
        report = check(as_battlefield(entry))
        entry["problems"] = list(report.problems)
        entry["warnings"] = list(report.warnings)
        entry["notes"] = list(report.notes)
        entry["valid"] = report.playable
        return entry


BATTLEFIELDS = BattlefieldStore("arena", "battlefield", FIELDS, _printed, BattlefieldFields,
                                lambda entry: [], noun="battlefield",
                                plural="battlefields", folder="arena-battlefields")


# --- the thumbnail -----------------------------------------------------------------------
SAND = (214, 188, 130)
WATER = (70, 128, 190)
RUIN = (96, 88, 80)
ZONES = {"yellow": (240, 210, 40), "orange": (240, 130, 30)}
GLYPH_UP, GLYPH_DOWN = (250, 240, 200), (120, 110, 100)
BACK = (30, 30, 36)


def _sand(level: int) -> tuple[int, int, int]:
    lift = min(60, 18 * max(0, level - 1))
    return (min(255, SAND[0] + lift // 2), min(255, SAND[1] + lift // 2),
            min(255, SAND[2] + lift))


def thumbnail(bf: dict, size=(160, 120)):
    """A small top-down picture of the battlefield ``bf`` (sand lighter the higher it is
    stacked, water, ruins, starting zones outlined in their colour, glyphs as dots: pale
    ability side up, dark symbol side up) on a surface of ``size`` design units
    (``canvas.new``: sharp at the window's scale). ValueError for a map that cannot be
    laid out."""
    from app.ui import canvas, draw
    from engines.arena.battlefield import board_of

    board = board_of(bf)
    w, h = int(size[0]), int(size[1])
    surface = canvas.new((w, h))
    surface.fill(BACK)
    xs, ys = board.x, board.y
    span_x = max(xs) - min(xs) + 1.0
    span_y = max(ys) - min(ys) + 2.0 / math.sqrt(3.0)
    unit = min((w - 4) / span_x, (h - 4) / span_y)
    ox = (w - span_x * unit) / 2 - (min(xs) - 0.5) * unit
    oy = (h - span_y * unit) / 2 - (min(ys) - 1.0 / math.sqrt(3.0)) * unit
    rad = unit / math.sqrt(3.0)
    corners = [(math.cos(math.radians(30 + 60 * k)), math.sin(math.radians(30 + 60 * k)))
               for k in range(6)]
    glyph_at = {g.hex: g.side for g in board.glyphs}
    for i in range(board.n):
        cx, cy = ox + xs[i] * unit, oy + ys[i] * unit
        pts = [(cx + rad * dx, cy + rad * dy) for dx, dy in corners]
        colour = WATER if board.water[i] else _sand(board.level[i])
        if board.ruin_top[i]:
            colour = RUIN
        draw.polygon(surface, colour, pts)
        zone = board.zone[i]
        if zone:
            draw.polygon(surface, ZONES.get(zone, (200, 80, 200)), pts,
                         max(1, int(unit // 6)))
        if i in glyph_at:
            draw.circle(surface, GLYPH_UP if glyph_at[i] == "ability" else GLYPH_DOWN,
                        (cx, cy), max(1.0, rad * 0.5))
    return surface
