"""A player's own scenario on any battlefield (issue 27 item 4).

The set's three scenarios (the Duel, the Skirmish, the Melee) keep their own rules. A
player's own scenario is one of the ``custom_*`` entries of scenarios.json, named by its
victory rule:

* ``custom_destroy`` - destroy the Planeswalkers: the last team (or lone player) with a
  Planeswalker wins at once; at the end of the turn track the most points on the
  battlefield win (the Duel's and the Skirmish's rule).
* ``custom_track`` - points on the track: destroying Planeswalkers never ends the game
  (only a single player left with figures ends it early: nobody else can score again);
  at the end of the track the most points on the battlefield win.
* ``custom_marked`` - points on marked spaces: the Melee's rule on any map; at the end of
  the track the most points on the marked (purple) spaces win. A map needs marked
  spaces for it.

Its config carries (rules.check_config reads it through :func:`check_custom`):
``battlefield`` (required: a printed map's key, "duel", "skirmish" or "melee", or a whole
map dict, engines/arena/battlefield.py), ``players`` (2 to 5: the set has five
Planeswalkers, one a player), ``teams`` (none, or teams of equal size, at least two
players each, teammates side by side in the order play passes), ``turns`` (one of the
scenario's ``turn_choices``: the rulebook's tracks and a few others from 20 to 90),
``glyphs`` ("as_drawn": as the map lays them; "shuffled": symbol side up, shuffled over
the map's glyph spaces) and ``build`` (as every scenario).

Setup rulings for these scenarios (ours, where the rulebook leaves a free map open):
every starting zone of the map may be used (whatever its colour); teammates may share a
zone (the rulebook's "in some scenarios teammates can share starting zones"); the first
player draws on the first turn when more than two play (the rulebook's multiplayer
rule), not in a game of two (the Duel's).
Pure: no pygame, no files.
"""
from __future__ import annotations

from engines.arena.board import FIT_ANY
from engines.arena.content import SCENARIOS
from engines.arena.state import MAX_PLAYERS

__all__ = ["VICTORIES", "GLYPHS", "is_custom", "check_custom", "free_teams", "seat_lists", "table_rules",
           "track_choices", "default_track", "team_choices", "SEATS_SENTENCE"]

# victory rule -> the scenario that plays it
VICTORIES = {"destroy": "custom_destroy", "track": "custom_track", "marked": "custom_marked"}
GLYPHS = ("as_drawn", "shuffled")
SEATS_SENTENCE = (f"Arena is played by 2-{MAX_PLAYERS} players, on any battlefield: the "
                  f"set has {MAX_PLAYERS} Planeswalkers, one for each player")


def is_custom(key) -> bool:
    """``key`` names a player's own scenario (not one of the set's three)."""
    return isinstance(key, str) and bool(SCENARIOS.get(key, {}).get("custom"))


def track_choices() -> list:
    """The lengths an own scenario's turn track may be set to (the same for every one)."""
    return list(SCENARIOS["custom_destroy"]["turn_choices"])


def default_track(players: int) -> int:
    """An own scenario's track for this many players (the rulebook's: 30 for two, then
    twelve turns a player as the Melee's)."""
    return int(SCENARIOS["custom_destroy"]["turns"][str(players)])


def team_choices(players: int) -> list:
    """The ways ``players`` seats make teams of equal size (at least two players each,
    at least two teams), teammates side by side: lists of seats per team. Empty when
    the count allows none (2, 3 and 5 players)."""
    out = []
    for size in range(2, players // 2 + 1):
        if players % size:
            continue
        for start in range(size):          # where the first team's arc begins
            teams = [sorted((start + k * size + j) % players for j in range(size))
                     for k in range(players // size)]
            got = sorted(teams)
            if got not in out:
                out.append(got)
    return out


def seat_lists(teams, n: int) -> list:
    """Teams as lists of seats, each seat in exactly one (read from lists of seats or a
    team number per seat), or ValueError with a sentence (every scenario's teams)."""
    if isinstance(teams, str) or not hasattr(teams, "__len__"):
        raise ValueError("Give the teams as lists of seats, such as [[0, 1], [2, 3]]")
    teams = list(teams)
    if len(teams) == n and all(type(x) is int for x in teams):      # a team per seat
        labels = sorted(set(teams))
        teams = [[q for q in range(n) if teams[q] == k] for k in labels]
    if not all(isinstance(t, (list, tuple)) and all(type(q) is int for q in t)
               for t in teams):
        raise ValueError("Give the teams as lists of seats, such as [[0, 1], [2, 3]]")
    seats = sorted(q for t in teams for q in t)
    if seats != list(range(n)):
        raise ValueError(f"Every seat from 0 to {n - 1} plays in exactly one team")
    return teams


def free_teams(teams, n: int):
    """An own scenario's teams as sorted lists of seats (None: every player for
    themselves), or ValueError with a sentence. ``teams`` is None/False/[] (no teams),
    lists of seats, or a team number per seat."""
    if teams is None or teams is False or (isinstance(teams, (list, tuple)) and not teams):
        return None
    if not isinstance(teams, (list, tuple)):
        raise ValueError("Give the teams as lists of seats, such as [[0, 1], [2, 3]]")
    teams = seat_lists(teams, n)
    sizes = {len(t) for t in teams}
    if len(sizes) != 1:
        raise ValueError("Teams are of equal size: every team has as many players")
    if len(teams) < 2:
        raise ValueError("Teams play against each other: there are at least two teams")
    if sizes == {1}:
        raise ValueError("A team has two players or more: with one each, play without "
                         "teams")
    for t in teams:
        arc = [q for q in t if (q - 1) % n not in t]     # where an arc of the team begins
        if len(arc) != 1:
            raise ValueError("Teammates sit side by side, one after another in the order "
                             "play passes")
    return sorted(sorted(t) for t in teams)


def _battlefield(bf) -> dict:
    """A printed map's key as its battlefield dict; a dict as it is; else ValueError."""
    if isinstance(bf, str):
        from engines.arena.battlefield import printed
        for entry in printed():
            if entry["key"] == bf:
                return entry
        raise ValueError(f"There is no printed battlefield {bf[:20]!r}: choose the Duel's, "
                         "the Skirmish's or the Melee's, or a map of your own")
    if bf is None:
        raise ValueError("Your own scenario needs a battlefield: a printed one or a map "
                         "of your own")
    if not isinstance(bf, dict):
        raise ValueError("A battlefield is a table of hexes, ruins and glyphs")
    return bf


def for_custom(bf, players: int, teams, scenario: dict) -> dict:
    """The battlefield as the config keeps it (name, hexes, ruins, glyphs), or ValueError
    with the first reason it cannot host this own scenario: the map checker's problems
    (a starting zone per side: per team, teammates sharing one), a zone too small for a
    team that must share it, or a victory on marked spaces on a map without any."""
    from engines.arena.battlefield import board_of
    from engines.arena.map_check import check
    bf = _battlefield(bf)
    keep = {k: bf[k] for k in ("name", "hexes", "ruins", "glyphs") if k in bf}
    keep["name"] = str(keep.get("name", "") or "Battlefield")[:40]
    judged = dict(keep, teams=len(teams)) if teams else keep
    report = check(judged, players)
    if report.problems:
        if not teams and _seats_in_teams(keep, players):
            raise ValueError(f"{keep['name']} seats {players} players only in teams "
                             "(partners share a starting zone): choose the teams.")
        raise ValueError(report.problems[0])
    board = board_of(keep)
    groups = board.zone_groups
    if teams and len(groups) < players:
        # fewer zones than players: a team may have to share one zone, whole
        size = len(teams[0])
        for colour, hexes in groups:
            room = sum(1 for h in hexes if board.fit[h] == FIT_ANY)
            if room < size:
                raise ValueError(f"The {colour} starting zone at {board.hex_name(hexes[0])} "
                                 f"has room for {room} Planeswalker"
                                 f"{'s' if room != 1 else ''}; with fewer zones than "
                                 f"players a team of {size} may have to share it.")
    if scenario.get("score") == "purple" and not any(board.purple):
        raise ValueError(f"{scenario['name']} scores the marked (purple) spaces, and "
                         f"{keep['name']} has none: mark some spaces in the editor or "
                         "choose another victory.")
    return keep


def _seats_in_teams(keep: dict, players: int) -> bool:
    """Whether the map the checker refuses for ``players`` on their own would seat them
    in one of the teams the count allows (its zones, one a side)."""
    from engines.arena.map_check import check
    return any(not check(dict(keep, teams=len(t)), players).problems
               for t in team_choices(players))


def check_custom(cfg: dict, n: int, spec: dict) -> dict:
    """The own scenario's fields made whole: ``teams`` (None: no teams), ``glyphs`` and
    ``battlefield``; ValueError with a sentence. ``turns`` and ``build`` are checked by
    check_config as for every scenario."""
    teams = free_teams(cfg.get("teams"), n)
    glyphs = cfg.get("glyphs", spec.get("glyphs", "as_drawn"))
    if glyphs not in GLYPHS:
        raise ValueError("The glyphs lie as the map draws them (as_drawn) or symbol side "
                         "up, shuffled (shuffled)")
    return {"teams": teams, "glyphs": glyphs,
            "battlefield": for_custom(cfg.get("battlefield"), n, teams, spec)}


def table_rules(cfg: dict, spec: dict, board) -> tuple[bool, list, bool]:
    """(the first player draws on the first turn, the starting-zone colours players may
    place in, the glyphs lie shuffled symbol side up) for a game: the scenario's own, or
    for an own scenario the rulings in this module's docstring (every zone of the map,
    the multiplayer draw, the glyphs as the config says)."""
    if not spec.get("custom"):
        return bool(spec["first_draw"]), list(spec["zones"]), spec.get("glyphs") == "shuffled"
    colours: list = []
    for colour, _hexes in board.zone_groups:
        if colour not in colours:
            colours.append(colour)
    return cfg["players"] > 2, colours, cfg.get("glyphs") == "shuffled"
