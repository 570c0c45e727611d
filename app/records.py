"""Finished games kept for the record: the archive the Stats screen, the replay view and
the review read.

When a person's game ends (won, lost, drawn or given up; never a tutorial or a demo), the
table hands its record and what it knows about the game to :func:`keep_finished`; one
JSON file is written atomically in ``data_dir()/records/``:

    <game>-<stamp>.json     {"version": RECORD_VERSION, "game": "magi",
                             "record": Record.to_json(), "meta": {...}}

``<stamp>`` is the time it ended (UTC, ``YYYYmmdd-HHMMSS``, ``-2``, ``-3``... when two end
in the same second). The newest :data:`KEEP` of each game are kept; the oldest are deleted
when a newer one is written (the figures of the Stats screen live in their own file,
app/record_stats.py, and outlive the games dropped here).

The meta (:class:`FinishedMeta`): the human's seat, the AI difficulty, the seats' names,
the human's side (their deck, army, Planeswalker or character, as the game names it), the
result for the human ("win", "loss", "draw"), whether they forfeited, the date, the number
of players, the turns the game lasted when the game counts turns, the human's decisions
and the hints they asked for (0 when the table had no hints).

Every file is read through the guarded reader (app.storage, kind "finished"):
:func:`list_finished` checks each file's head and meta (a bad one is moved aside and its
message posted for the player); :func:`load_finished` checks the record as a saved game is
checked (its moves, its config, the game's own check) before handing it over.
"""
from __future__ import annotations

import os
import re
import time
from functools import partial
from pathlib import Path
from typing import Annotated, Any, Literal

import msgspec

from app import paths, storage
from app.storage import BadFile, Invalid

KIND = "finished"
RECORD_VERSION = 1
KEEP = 50                 # finished games kept per game
MAX_NAME = 64
NOTICE_TITLE = "A finished game was set aside"

Result = Literal["win", "loss", "draw"]
Difficulty = Literal["easy", "normal", "hard"]
Name = Annotated[str, msgspec.Meta(max_length=MAX_NAME, pattern=storage.SHOWABLE)]
Count = Annotated[int, msgspec.Meta(ge=0, le=1_000_000)]
GameKey = Annotated[str, msgspec.Meta(min_length=1, max_length=24, pattern="^[a-z0-9_]+$")]


class FinishedMeta(msgspec.Struct):
    """What a finished game's file says about it besides its record."""
    result: Result
    date: Annotated[str, msgspec.Meta(max_length=32, pattern="^[0-9T:Z+. -]*$")] = ""
    human_seat: Annotated[int, msgspec.Meta(ge=0, le=63)] = 0
    difficulty: Difficulty = "normal"
    names: Annotated[list[Name], msgspec.Meta(max_length=64)] = []
    side: Name | None = None            # the human's deck/army/Planeswalker/character
    forfeit: bool = False
    players: Annotated[int, msgspec.Meta(ge=1, le=64)] = 2
    turns: Count | None = None          # None: the game does not count turns
    decisions: Count = 0                # the human's decisions
    hints: Count = 0                    # hints asked for (optional: 0 without)


class FinishedHead(msgspec.Struct):
    """A finished game's file as listed: the record itself is judged when opened."""
    version: Annotated[int, msgspec.Meta(ge=1)]
    game: GameKey
    meta: FinishedMeta
    record: dict[str, Any]


class FinishedEntry(msgspec.Struct, frozen=True):
    """One finished game as a list shows it (newest first)."""
    game: str
    path: str
    stamp: str              # from the file's name: when it ended (UTC)
    meta: FinishedMeta

    @property
    def result(self) -> str:
        return self.meta.result


# --- where they live -------------------------------------------------------------------

def records_dir() -> Path:
    """The archive's folder (made by the first write; reading never creates it)."""
    return paths.data_dir() / "records"


_FILE = re.compile(r"^([a-z0-9_]+)-([0-9]{8}-[0-9]{6})(?:-([0-9]{1,4}))?\.json$")


def _key(game: str) -> str:
    return re.sub(r"[^a-z0-9_]", "", str(game).lower())[:24] or "game"


def _files(game: str | None = None) -> list[tuple[tuple, Path, str]]:
    """((stamp, n), path, game) of every archive file (of ``game``), oldest first."""
    try:
        folder = records_dir()
        names = os.listdir(folder)
    except OSError:
        return []
    out = []
    for fname in names:
        m = _FILE.match(fname)
        if m is None or (game is not None and m.group(1) != _key(game)):
            continue
        out.append(((m.group(2), int(m.group(3) or 1)), folder / fname, m.group(1)))
    out.sort(key=lambda f: f[0])
    return out


def has_finished() -> bool:
    """Cheap: is any finished game kept (its contents are judged when listed)?"""
    return bool(_files())


# --- writing ---------------------------------------------------------------------------

def keep_finished(game: str, record, meta: dict, now: float | None = None) -> Path:
    """Write a finished game (a :class:`engines.core.replay.Record` and its meta, checked
    against :class:`FinishedMeta` first) and drop the oldest of its game beyond
    :data:`KEEP`. ``now``: when it ended (seconds since the epoch; default: now).
    Returns the file written; :class:`storage.CannotSave` when it cannot be."""
    key = _key(game)
    when = time.time() if now is None else float(now)
    meta = dict(meta)
    meta.setdefault("date", time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(when)))
    meta = msgspec.to_builtins(msgspec.convert(meta, FinishedMeta, strict=True))
    stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime(when))
    folder = records_dir()
    path, n = folder / f"{key}-{stamp}.json", 1
    while os.path.lexists(path):
        n += 1
        path = folder / f"{key}-{stamp}-{n}.json"
    data = {"version": RECORD_VERSION, "game": key, "record": record.to_json(), "meta": meta}
    storage.write_json_atomic(path, data)
    prune(key)
    return path


def prune(game: str, keep: int = KEEP) -> list[Path]:
    """Delete the oldest finished games of ``game`` beyond the newest ``keep``; returns
    what was deleted (a file that cannot be deleted is left)."""
    files = _files(game)
    gone = []
    for _, path, _ in files[:max(0, len(files) - keep)]:
        try:
            path.unlink()
            gone.append(path)
        except OSError:
            pass
    return gone


# --- reading ---------------------------------------------------------------------------

def check_head(data: Any) -> FinishedHead:
    """``data`` (parsed JSON) as a finished game's head and meta, else :class:`Invalid`
    or a msgspec ValidationError (the reader turns both into the player's message)."""
    if not isinstance(data, dict) or "record" not in data or "meta" not in data:
        raise Invalid("it is not a Magetable finished game")
    version = data.get("version")
    if type(version) is int and version > RECORD_VERSION:
        raise Invalid("it was written by a newer version of Magetable")
    head = msgspec.convert(data, FinishedHead, strict=True)
    if head.record.get("game") != head.game:
        raise Invalid("it is damaged (its record belongs to another game)")
    if head.meta.human_seat >= head.meta.players:
        raise Invalid("your seat in it is not one of its seats")
    return head


def _checked_file(path: Path, data: Any) -> FinishedHead:
    head = check_head(data)
    m = _FILE.match(path.name)
    if m is None or m.group(1) != head.game:
        raise Invalid("it is damaged (its name and its game differ)")
    return head


def list_finished(game: str | None = None) -> list[FinishedEntry]:
    """The finished games kept (of ``game``), newest first, each file's head and meta
    checked: a bad file is moved aside and its message posted for the player
    (:func:`storage.post_notice`), and the list goes on without it."""
    out = []
    for (stamp, n), path, _ in reversed(_files(game)):
        try:
            head = storage.load(path, KIND, partial(_checked_file, path), name=True)
        except BadFile as bad:
            storage.post_notice(NOTICE_TITLE, bad.message)
            continue
        if head is None:
            continue
        label = stamp if n == 1 else f"{stamp}-{n}"
        out.append(FinishedEntry(head.game, str(path), label, head.meta))
    return out


def check_finished(data: Any) -> tuple[FinishedHead, Any]:
    """``data`` as a finished game whose record can be replayed: its head and meta, then
    its record checked as a saved game's is (app.saves.check_save: the game one this
    version plays, its moves, its config, the game's own check). Returns (head, Record)."""
    from app import saves
    from engines.core.replay import Record
    head = check_head(data)
    saves.check_save({"version": 1, "game": head.game, "record": head.record,
                      "meta": {"human_seat": head.meta.human_seat,
                               "difficulty": head.meta.difficulty}})
    if head.meta.players != head.record["config"].get("players"):
        raise Invalid("it is damaged (its players and its record's differ)")
    try:
        record = Record.from_json(head.record)
    except ValueError as exc:
        raise Invalid(f"it is damaged ({storage.printable(str(exc))[:120]})") from None
    return head, record


def load_finished(entry: FinishedEntry | str | Path) -> tuple[Any, FinishedMeta]:
    """(Record, meta) of a finished game listed by :func:`list_finished` (or its path).
    :class:`BadFile` (the file moved aside, the player's message inside) when it cannot
    be used; FileNotFoundError when it is not there any more."""
    path = Path(entry.path if isinstance(entry, FinishedEntry) else entry)
    found = storage.load(path, KIND, check_finished, name=True)
    if found is None:
        raise FileNotFoundError(str(path))
    head, record = found
    return record, head.meta
