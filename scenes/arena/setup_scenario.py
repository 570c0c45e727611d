"""The Arena setup's scenario rows (issue 27 item 4): the Battlefield row at every player
count, and the rows of a scenario of your own on a chosen map (Teams, Turn track,
Victory, Glyphs), shown only when a map of the store is chosen: the printed scenarios
keep their own rules.

Row values are strings the setup remembers (scenes.setup_memory) and checks when it
reads them (a value gone from the choices falls back to the row's default):

* Battlefield: "standard" (the printed scenario for the count, first as always), "melee36",
  "melee48", "melee60" (the Melee at another length, 3-5 players), or "map:<name>" - a
  battlefield of the store (app.battlefields: the printed ones and the player's), listed
  only when it can host this many players (engines.arena.scenario.for_custom), with its
  thumbnail. A remembered map that became damaged or unplayable is left out, and the
  printed scenario says so in its note.
* Teams: "none" or the seats of each team, "01-23" (teammates side by side).
* Turn track: "std" (the usual length for the count) or a length from the engine's list.
* Victory: "destroy", "track" or "marked" (engines.arena.scenario.VICTORIES).
* Glyphs: "as_drawn" or "shuffled".

:func:`scenario_config` writes the engine's config of them. Nothing of the engine or
the store is imported until a row is listed.
"""
from __future__ import annotations

import hashlib
import json

__all__ = ["MAP", "battlefield_choices", "team_row_choices", "track_row_choices",
           "victory_choices", "glyph_choices", "custom_shown",
           "scenario_config"]

MAP = "map:"
_PLAYABLE: dict = {}          # (digest, players) -> how it hosts the count (_fits)
_PICTURES: dict = {}          # (digest, size) -> thumbnail
KEPT = 64


def _digest(entry: dict) -> str:
    text = json.dumps([entry.get(k) for k in ("hexes", "ruins", "glyphs")], sort_keys=True,
                      separators=(",", ":"))
    return hashlib.sha1(text.encode("utf-8")).hexdigest()


def _battlefield(entry: dict):
    """What a config carries of a store entry: a printed map's key, else the whole map
    (Magetable's own designs too: the engine knows only the set's maps by key)."""
    from app.battlefields import as_battlefield
    if entry.get("builtin") and entry.get("origin", "printed") == "printed":
        return entry["builtin"]
    return as_battlefield(entry)


def _fits(entry: dict, players: int) -> str:
    """How the map hosts ``players`` in an own scenario: "free" (without teams), "teams"
    (only with teams: two of two at four players, sharing zones), "" (not at all)."""
    from engines.arena.content import SCENARIOS
    from engines.arena.scenario import for_custom, team_choices
    key = (_digest(entry), players)
    if key not in _PLAYABLE:
        if len(_PLAYABLE) >= KEPT:
            _PLAYABLE.clear()
        spec = SCENARIOS["custom_destroy"]
        ok = ""
        for teams in [None] + team_choices(players):
            try:
                for_custom(_battlefield(entry), players, teams, spec)
                ok = "teams" if teams else "free"
                break
            except ValueError:
                continue
        _PLAYABLE[key] = ok
    return _PLAYABLE[key]


def _picture(entry: dict):
    """The map's thumbnail at a size (real pixels), kept."""
    digest = _digest(entry)

    def picture(size):
        from app.battlefields import as_battlefield, thumbnail
        key = (digest, tuple(size))
        if key not in _PICTURES:
            if len(_PICTURES) >= KEPT:
                _PICTURES.clear()
            _PICTURES[key] = thumbnail(as_battlefield(entry), size)
        return _PICTURES[key]
    return picture


def _maps(players: int) -> list:
    """The store's battlefields that host ``players`` (printed first, then the player's)."""
    from app.battlefields import BATTLEFIELDS
    try:
        entries = BATTLEFIELDS.entries()
    except Exception:  # noqa: BLE001 - an unreadable folder: no map of the player's
        return []
    return [e for e in entries if e.get("valid") and _fits(e, players)]


def _remembered(app) -> str:
    memory = getattr(getattr(app, "settings", None), "last_setup", None)
    mine = memory.get("arena") if isinstance(memory, dict) else None
    options = mine.get("options") if isinstance(mine, dict) else None
    got = options.get("battlefield") if isinstance(options, dict) else None
    return got if isinstance(got, str) else ""


def battlefield_choices(app, players: int) -> list:
    """The Battlefield row: the rulebook's scenario for the count first (2 the Duel; 3 and
    5 the Melee of 36 or 60 turns, 4 the Skirmish), the Melee at its other lengths (3-5),
    then every battlefield of the store that hosts this many players, with its
    thumbnail, for a scenario of your own."""
    from engines.arena import RULES
    out: list = []
    if players <= 2:
        out.append(("standard", "The Duel", "The set's scenario: 30 turns"))
    else:
        n = min(5, players)
        std = RULES.default_turns("melee", n)
        melee = "Most points on purple spaces wins"
        if n == 4:
            out.append(("standard", "The Skirmish (2 against 2)",
                        "You and AI 1 against AI 2 and AI 3"))
        else:
            out.append(("standard", f"The Melee, {std} turns", melee))
        out += [(f"melee{k}", f"The Melee, {k} turns", melee) for k in (36, 48, 60)
                if k != std or n == 4]
    maps = _maps(players)
    for e in maps:
        kind = ("Your map" if not e.get("builtin") else
                "Our own map" if e.get("origin") == "original" else "Printed map")
        marked = any(h.get("purple") for h in e.get("hexes", ()))
        note = kind + (" · for teams" if _fits(e, players) == "teams" else "") + \
            (" · marked spaces" if marked else "")
        out.append((MAP + e["name"], f"Map: {e['name']}", note, _picture(e)))
    was = _remembered(app)
    if was.startswith(MAP) and was[len(MAP):] not in {e["name"] for e in maps}:
        first = out[0]
        out[0] = (first[0], first[1], f"{was[len(MAP):][:24]} cannot be played now: "
                                      "the set's scenario instead")
    return out


def custom_shown(values: dict) -> bool:
    """The own scenario's rows show when a map of the store is chosen."""
    got = values.get("battlefield")
    return isinstance(got, str) and got.startswith(MAP)


def _seat(q: int) -> str:
    return "You" if q == 0 else f"AI {q}"


def _said(seats: list) -> str:
    names = [_seat(q) for q in seats]
    return ", ".join(names[:-1]) + " and " + names[-1] if len(names) > 1 else names[0]


def team_row_choices(app, players: int) -> list:
    """Every player for themselves, or teams of equal size side by side (the only choice
    at 2, 3 and 5 players: the row stays, so nothing moves when the count changes)."""
    from engines.arena.scenario import team_choices
    out = [("none", "Every player for themselves", "")]
    for teams in team_choices(players):
        mine = next(t for t in teams if 0 in t)
        rest = [t for t in teams if t is not mine]
        out.append(("-".join("".join(str(q) for q in t) for t in teams),
                    f"{_said(mine)} together",
                    "Against " + ", against ".join(_said(t) for t in rest)))
    return out


def track_row_choices(app, players: int) -> list:
    """The usual length for the count first, then the others of the engine's list."""
    from engines.arena.scenario import default_track, track_choices
    std = default_track(max(2, min(5, players)))
    out = [("std", f"{std} turns", f"The usual length for {players} players")]
    out += [(str(k), f"{k} turns", "") for k in track_choices() if k != std]
    return out


def victory_choices(app, players: int) -> list:
    return [("destroy", "Destroy the Planeswalkers", "Last side standing; then points"),
            ("track", "Points on the track", "Plays to the end: most points win"),
            ("marked", "Points on marked spaces", "The purple spaces, as in the Melee")]


def glyph_choices(app, players: int) -> list:
    return [("as_drawn", "As the map shows them", ""),
            ("shuffled", "Shuffled, symbol side up", "Turned when a figure stops")]


def _teams_of(value, players: int):
    from engines.arena.scenario import team_choices
    for teams in team_choices(players):
        if value == "-".join("".join(str(q) for q in t) for t in teams):
            return teams
    return None


def scenario_config(values: dict, players: int, cfg: dict) -> bool:
    """Write the own scenario of the chosen map into ``cfg`` (scenario, battlefield,
    teams, turns, glyphs); False (``cfg`` untouched) when no map is chosen or the chosen
    one is gone, damaged or no longer hosts this many players: the printed scenario."""
    from engines.arena.scenario import VICTORIES, track_choices
    if not custom_shown(values):
        return False
    name = values["battlefield"][len(MAP):]
    entry = next((e for e in _maps(players) if e["name"] == name), None)
    if entry is None:
        return False
    cfg["scenario"] = VICTORIES.get(str(values.get("victory")), VICTORIES["destroy"])
    cfg["battlefield"] = _battlefield(entry)
    teams = _teams_of(values.get("teams"), players)
    if teams:
        cfg["teams"] = teams
    track = values.get("turns")
    if isinstance(track, str) and track.isdigit() and int(track) in track_choices():
        cfg["turns"] = int(track)
    if values.get("glyphs") == "shuffled":
        cfg["glyphs"] = "shuffled"
    return True
