"""Finished games as the Load screen lists them for a replay: a small adapter over the
finished-game archive (``app.records``: ``list_finished(game=None) -> entries`` and
``load_finished(entry) -> (Record, meta)``, its files read through the guarded reader).

The archive is another part of the app; this adapter is the one place the Load screen
meets it, so nothing else depends on the shape of its entries: each becomes a
:class:`FinishedGame` (the game's key, when it ended, what the list shows). Without the
archive (or when listing it fails) there are simply no finished games to list.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any

# the archive to read (tests hand in a fake); None: ``app.records`` when it is there
SOURCE: Any = None


@dataclass(frozen=True)
class FinishedGame:
    game: str            # the plug-in's key
    time: float          # when it ended (seconds since the epoch; 0: unknown)
    detail: str          # what the list says of it besides its game and date
    entry: Any           # the archive's own entry, handed back to load it


def archive() -> Any:
    """The archive module, or None when this build has none."""
    if SOURCE is not None:
        return SOURCE
    try:
        module = importlib.import_module("app.records")
    except ImportError:
        return None
    if not hasattr(module, "list_finished") or not hasattr(module, "load_finished"):
        return None
    return module


def finished_games() -> list[FinishedGame]:
    """Every finished game the archive keeps, newest first (none when it cannot say)."""
    source = archive()
    if source is None:
        return []
    try:
        entries = list(source.list_finished())
    except Exception:  # noqa: BLE001 - the archive reports its own bad files
        return []
    out = [FinishedGame(_text(_field(e, "game")), _when(e), _detail(e), e) for e in entries]
    out = [f for f in out if f.game]
    out.sort(key=lambda f: -f.time)
    return out


def load(finished: FinishedGame) -> tuple:
    """(Record, meta) of a finished game; the archive's error (a damaged file moved
    aside, with its message) is raised as it is."""
    source = archive()
    if source is None:
        raise LookupError("the finished games are not kept in this version")
    record, meta = source.load_finished(finished.entry)
    return record, _as_dict(meta)


def why_not(exc: BaseException) -> str:
    """The message of a finished game that could not be read, for players."""
    message = getattr(exc, "message", None)
    return message if isinstance(message, str) and message else \
        "The finished game could not be read."


def _field(entry: Any, *names: str) -> Any:
    """The first of ``names`` the entry has: on the entry itself, else in its meta
    (the archive's entries keep the result and the players in ``meta``)."""
    for holder in (entry, _field_of(entry, "meta")):
        for name in names:
            value = _field_of(holder, name)
            if value is not None:
                return value
    return None


def _field_of(holder: Any, name: str) -> Any:
    if holder is None:
        return None
    return holder.get(name) if isinstance(holder, dict) else getattr(holder, name, None)


def _as_dict(meta: Any) -> dict:
    """The archive's meta (a msgspec struct, or a plain dict) as a dict."""
    if meta is None:
        return {}
    if isinstance(meta, dict):
        return dict(meta)
    fields = getattr(meta, "__struct_fields__", None)
    if fields is not None:
        return {name: getattr(meta, name) for name in fields}
    return {}


def _when(entry: Any) -> float:
    """When the game ended, in seconds since the epoch: the entry's time, or its UTC
    stamp (``YYYYmmdd-HHMMSS``, the archive's file names), or 0 when unknown."""
    value = _field(entry, "time", "when")
    if type(value) in (int, float):
        return float(value)
    stamp = _field(entry, "stamp")
    if isinstance(stamp, str):
        import calendar
        import time as _time
        try:
            return float(calendar.timegm(_time.strptime(stamp[:15], "%Y%m%d-%H%M%S")))
        except ValueError:
            return 0.0
    return 0.0


def _text(value: Any) -> str:
    return value if isinstance(value, str) else ""


RESULT_WORDS = {"win": "You won", "loss": "You lost", "draw": "Draw"}
ORDINALS = {1: "1st", 2: "2nd", 3: "3rd"}


def _detail(entry: Any) -> str:
    """What the list says of a finished game, to its player: "Finished game · You lost
    to Bram (Easy AI) · 14 turns", "Finished game · You won, 1st of 5 · against Bram,
    Ivy, Orla and Cara (Hard AI)", "You gave up". A result the archive words otherwise
    is shown as it is; what the entry does not hold is left out."""
    parts = ["Finished game"]
    players = _field(entry, "players")
    players = players if type(players) is int and players > 0 else 0
    result = _text(_field(entry, "result", "outcome"))
    said = _result_words(result, players, _field(entry, "forfeit") is True,
                         _field(entry, "place"))
    foes = _opponents(entry, players)
    level = _field(entry, "difficulty")
    ai = f" ({level.title()} AI)" if level in ("easy", "normal", "hard") and foes else ""
    if said and foes and result == "loss" and players == 2:
        parts.append(f"{said} to {foes}{ai}")
    else:
        parts += [p for p in (said, f"against {foes}{ai}" if foes else "") if p]
    if not foes and players:
        parts.append(f"{players} players")
    turns = _field(entry, "turns")
    if type(turns) is int and turns > 0:
        parts.append(f"{turns} turn{'s' if turns != 1 else ''}")
    return " · ".join(parts)


def _result_words(result: str, players: int, forfeit: bool, place: Any) -> str:
    """"You won", "You lost", "Draw" ("You gave up" for a game given up); in a game of
    more than two, the place when the archive holds it ("You came 2nd of 5"), and 1st
    for a win."""
    if not result:
        return ""
    if result not in RESULT_WORDS:
        return result[:40]                   # an archive's own words
    if result == "loss" and forfeit:
        return "You gave up"
    if players > 2:
        if result == "win":
            place = 1
        if type(place) is int and 1 <= place <= players:
            nth = ORDINALS.get(place, f"{place}th")
            return ("You won, " if result == "win" else "You came ") + \
                f"{nth} of {players}"
    return RESULT_WORDS[result]


def _opponents(entry: Any, players: int) -> str:
    """The others' names ("Bram", "Bram and Ivy", "Bram, Ivy and Orla"), from the
    entry's names without the human's seat; "" when it has none."""
    names = _field(entry, "names")
    if not isinstance(names, (list, tuple)) or not names:
        return ""
    seat = _field(entry, "human_seat")
    seat = seat if type(seat) is int else 0
    others = [" ".join(str(n).split())[:24] for k, n in enumerate(names) if k != seat]
    others = [n for n in others if n]
    if not others or (players and len(names) != players):
        return ""
    if len(others) == 1:
        return others[0]
    return ", ".join(others[:-1]) + " and " + others[-1]
