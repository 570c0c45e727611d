"""The map checker: what the rules need of a battlefield, in sentences a player can read.

:func:`check` takes a battlefield dict (engines/arena/battlefield.py) and returns a
:class:`Report`: ``problems`` (the map cannot be played: each says why), ``warnings``
(it can be played, but a player should know) and ``notes`` (what the map holds). The
rules it reads (the rulebook's setup, summoning, movement and glyph sections, in our
words):

* Every player places a Planeswalker in a starting zone that no opponent holds: a map
  needs a starting zone per seat (per team where teammates share one: ``teams``), and
  at least two seats.
* The Planeswalker stands on an empty space of its zone: a zone needs a space with no
  ruin on it.
* A Planeswalker summons up to two squads or heroes before its third action, onto empty
  spaces within 5 spaces of it (in clear sight): around its zone there must be room for
  the two largest squads of the set (counted by distance from the zone's spaces, sight
  left out: a necessary condition, cheap on any map).
* A figure of height 4 that cannot climb a rise as high as itself nor cross a wall may
  be unable to reach another seat's zone: a warning, not a refusal (ranged attacks and
  flyers may still settle the game).
* Glyphs are the set's kinds, one to a space, on a space a figure can stop on; ruins
  stand on sand (water lies below the tiles).
Pure: no pygame, no files.
"""
from __future__ import annotations

from typing import NamedTuple

from engines.arena.battlefield import board_of
from engines.arena.board import Board

SUMMON_RANGE = 5          # summoned figures go within 5 spaces of their Planeswalker
SUMMONS_PER_TURN = 2      # up to two squads or heroes a turn
REACH_HEIGHT = 4          # the figure the reach check walks
GLYPH_NAMES = {"M": "Movement", "P": "Power", "T": "Toughness", "K": "Knowledge"}


class Report(NamedTuple):
    problems: list
    warnings: list
    notes: list

    @property
    def playable(self) -> bool:
        return not self.problems


def summon_room() -> int:
    """Spaces the two largest squads or heroes of the set need at once."""
    from engines.arena.content import ARMY
    sizes = sorted((c.figures * c.size for c in ARMY if not c.is_planeswalker), reverse=True)
    return sum(sizes[:SUMMONS_PER_TURN])


def _zone_name(board: Board, k: int) -> str:
    colour, hexes = board.zone_groups[k]
    return f"the {colour} starting zone at {board.hex_name(hexes[0])}"


def reach(board: Board, start: tuple) -> set:
    """Hexes a large-based figure of height 4 that does not fly can walk to from
    ``start`` (rises lower than itself, no wall, no solid ruin or rubble)."""
    enter = board.ground_table(True, False)[0]
    steps = board.step_table(REACH_HEIGHT, False, False)
    seen = {h for h in start if enter[h]}
    todo = list(seen)
    while todo:
        h = todo.pop()
        for j, _cost, _fall in steps[h]:
            if j not in seen and enter[j]:
                seen.add(j)
                todo.append(j)
    return seen


def check(bf: dict, players: int | None = None) -> Report:
    """What the rules need of ``bf`` for ``players`` seats (default: the map's own
    ``seats``)."""
    problems: list[str] = []
    warnings: list[str] = []
    notes: list[str] = []
    try:
        board = board_of(bf, keep=False)        # a look: a game's board is kept by for_play
    except ValueError as exc:
        return Report([str(exc)], [], [])
    seats = players if players is not None else bf.get("seats", 2)
    if type(seats) is not int or seats < 2:
        problems.append("A battlefield is for at least two players: every game has two "
                        "Planeswalkers or more.")
        seats = 2
    groups = board.zone_groups
    teams = bf.get("teams")
    sides = teams if type(teams) is int and 2 <= teams <= seats else seats
    if len(groups) < sides:
        who = f"{sides} teams" if sides != seats else f"{seats} players"
        problems.append(f"There are {len(groups)} starting zones for {who}: "
                        "each player places a Planeswalker in a zone no opponent holds, so "
                        "every side needs its own zone.")
    need = summon_room()
    for k, (_colour, hexes) in enumerate(groups):
        where = _zone_name(board, k)
        if not any(board.open[h] for h in hexes):
            problems.append(f"{where.capitalize()} has no empty space: a Planeswalker "
                            "must be placed on a space with no ruin on it.")
            continue
        around: set[int] = set()
        for h in hexes:
            around.update(j for j in board.ball(h, SUMMON_RANGE) if board.open[j])
        if len(around) < need + 1:
            problems.append(f"{where.capitalize()} leaves room for {len(around) - 1} "
                            f"summoned figures within {SUMMON_RANGE} spaces, but a "
                            f"Planeswalker may summon two squads at once ({need} figures).")
    for k in range(len(groups)):
        got = reach(board, groups[k][1])
        for m in range(len(groups)):
            if m != k and not got.intersection(groups[m][1]):
                warnings.append(f"A figure of height {REACH_HEIGHT} cannot walk from "
                                f"{_zone_name(board, k)} to {_zone_name(board, m)}: "
                                "cliffs, walls or ruins cut them apart.")
    on: dict[int, int] = {}
    for g in board.glyphs:
        on[g.hex] = on.get(g.hex, 0) + 1
        if board.ruin_top[g.hex] or not board.open[g.hex]:
            problems.append(f"The Glyph of {GLYPH_NAMES[g.key]} at {board.hex_name(g.hex)} "
                            "lies under a ruin: a figure must be able to stop on a glyph.")
    for h, count in on.items():
        if count > 1:
            problems.append(f"{count} glyphs lie on the space {board.hex_name(h)}: a space "
                            "holds one glyph.")
    for i in range(board.n):
        if board.water[i] and (board.ruin_top[i] or not board.open[i]):
            problems.append(f"A ruin stands on the water at {board.hex_name(i)}: ruins "
                            "stand on sand.")
    if board.glyphs:
        kinds = ", ".join(GLYPH_NAMES[g.key] for g in board.glyphs)
        many = "glyph" if len(board.glyphs) == 1 else "glyphs"
        notes.append(f"{len(board.glyphs)} {many}: {kinds}.")
    else:
        warnings.append("There are no glyphs: the game plays without them.")
    notes.append(f"{board.n} spaces, {len(groups)} starting zones.")
    return Report(problems, warnings, notes)


def for_play(bf, players: int, scenario: dict) -> dict:
    """The battlefield as a game's config keeps it (its name and what shapes play), or
    ValueError with the first reason it cannot host this scenario for ``players``: the
    checker's problems, or a starting-zone colour the scenario places in that the map
    lacks."""
    if not isinstance(bf, dict):
        raise ValueError("A battlefield is a table of hexes, ruins and glyphs")
    keep = {k: bf[k] for k in ("name", "hexes", "ruins", "glyphs", "teams") if k in bf}
    keep["name"] = str(keep.get("name", "") or "Battlefield")[:40]
    report = check(keep, players)
    if report.problems:
        raise ValueError(report.problems[0])
    board = board_of(keep)
    colours = {c for c, _ in board.zone_groups}
    for colour in scenario.get("zones", ()):
        if colour not in colours:
            raise ValueError(f"{scenario.get('name', 'This scenario')} places players in "
                             f"a {colour} starting zone, and this battlefield has none.")
    return keep
