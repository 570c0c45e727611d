"""What players build and keep, for any game: decks, armies. One JSON file per entry in
``data_dir()/<folder>/<slug>.json``, a folder per game and kind (Magi-Nation's ``decks/``,
Arena's ``armies/``, Mabinogi's ``mabinogi-decks/``), written atomically:

    {"version": 1, "game": "magination", "name": "My Naroom",
     "magi": ["Evu", "Tryn", "Yaki"], "cards": ["Furok", "Furok", ...]}

The fields beside version/game/name are the game's own (``Store.fields``), given by the
game's ``schema`` (a msgspec Struct: types, lengths) and checked when the file is read,
before anything uses them, then by the engine's validator (``problems``: empty means
playable). Built-in entries (the starter decks, default armies) are listed first and are
read-only: they may be copied, never saved over or deleted. An incomplete entry may be
saved as a draft; only valid ones are offered for play.

Files are read through the guarded reader (app.storage). A file that cannot be used is
moved aside (never deleted) and reported: pass a list as ``report`` to receive the
messages, else the app shows them (storage.post_notice). Nothing read is executed.
"""
from __future__ import annotations

import re
from pathlib import Path
from typing import Annotated, Any, Callable

import msgspec

from app import paths, storage
from app.storage import BadFile, Invalid, why_invalid

VERSION = 1
MAX_NAME = 32


class CollectionError(ValueError):
    """A save or delete that was refused; ``str(exc)`` is for the player."""


class EntryHead(msgspec.Struct):
    """What every entry file holds beside the game's own fields."""
    version: Annotated[int, msgspec.Meta(ge=1)]
    name: Annotated[str, msgspec.Meta(max_length=200, pattern=storage.SHOWABLE)]
    game: Annotated[str, msgspec.Meta(max_length=40)] | None = None


def slug(name: str) -> str:
    """A file name for an entry's name: lower case, letters and digits joined by '-'."""
    s = re.sub(r"[^a-z0-9]+", "-", str(name).lower()).strip("-")
    return s[:48] or "entry"


def clean_name(name) -> str:
    return " ".join(str(name or "").split())[:MAX_NAME]


class _OtherGame(Exception):
    """An entry of another game in a shared folder: left alone, not listed."""


class Store:
    """The entries of one kind for one game.

    ``builtin()`` -> [{"name", "builtin": key, <fields>}]; ``schema``: a msgspec Struct
    whose fields are ``fields`` (types and lengths; unknown keys ignored);
    ``problems(entry)`` -> the engine's reasons it cannot be played."""

    def __init__(self, game: str, kind: str, fields: tuple[str, ...],
                 builtin: Callable[[], list[dict]], schema: type,
                 problems: Callable[[dict], list[str]], noun: str | None = None,
                 plural: str | None = None, folder: str | None = None) -> None:
        self.game = game
        self.kind = kind
        self.noun = noun or kind
        self.plural = plural or f"{self.noun}s"            # "armies", shown to players
        # the folder under data_dir(): one per game and kind (two games' decks of the same
        # name must not share a file); Magi-Nation's decks keep "decks/", where they were
        self.folder_name = folder or f"{game}-{self.plural}"
        self.fields = fields
        self.schema = schema
        self._builtin = builtin
        self._problems = problems
        if kind not in storage.KINDS:
            storage.KINDS[kind] = storage.Kind(f"{self.noun} file", 256 * 1024,
                                               f"your other {self.plural} are kept")

    # --- paths ------------------------------------------------------------------------
    def folder(self) -> Path:
        path = paths.data_dir() / self.folder_name
        try:
            path.mkdir(parents=True, exist_ok=True)
        except OSError:
            pass            # no data folder: nothing is listed and saving says why
        return path

    def path(self, name: str) -> Path:
        return self.folder() / f"{slug(name)}.json"

    # --- entries ------------------------------------------------------------------------
    def _entry(self, name: str, data: dict, builtin: str | None = None,
               path: Path | None = None) -> dict:
        entry: dict[str, Any] = {"name": name, "game": self.game, "builtin": builtin,
                                 "path": str(path) if path else None}
        for f in self.fields:
            entry[f] = list(data[f]) if isinstance(data[f], list) else data[f]
        entry["problems"] = list(self._problems(entry))
        entry["valid"] = not entry["problems"]
        return entry

    def builtin(self) -> list[dict]:
        return [self._entry(e["name"], e, builtin=e.get("builtin") or slug(e["name"]))
                for e in self._builtin()]

    def is_builtin_name(self, name: str) -> bool:
        s = slug(name)
        return any(slug(e["name"]) == s for e in self._builtin())

    def shape(self, data: dict) -> dict:
        """The game's fields of ``data`` checked against ``schema`` (a msgspec
        ValidationError otherwise)."""
        checked: Any = msgspec.convert(data, self.schema, strict=True)
        return {f: getattr(checked, f) for f in self.fields}

    def _check(self, path: Path) -> Callable[[Any], dict]:
        def check(data: Any) -> dict:
            if not isinstance(data, dict):
                raise Invalid(f"it is not a Magetable {self.noun}")
            head = msgspec.convert(data, EntryHead, strict=True)
            if head.game is not None and head.game != self.game:
                raise _OtherGame()
            if head.version > VERSION:
                raise Invalid("it was written by a newer version of Magetable")
            name = clean_name(head.name)
            if not name:
                raise Invalid("it has no name")
            if any(f not in data for f in self.fields):
                raise Invalid(f"it is not a Magetable {self.noun}")
            return self._entry(name, self.shape(data), path=path)
        return check

    def _read(self, path: Path, report: list | None) -> dict | None:
        """One file as an entry, or None (no file, another game's, or set aside - then
        reported)."""
        try:
            return storage.load(path, self.kind, self._check(path), name=True,
                                keep=(_OtherGame,))
        except _OtherGame:
            return None
        except BadFile as bad:
            if report is not None:
                report.append(bad.message)
            else:
                storage.post_notice(f"{self.noun.capitalize()} files set aside", bad.message)
            return None

    def _saved(self, report: list | None) -> list[dict]:
        out = []
        try:
            files = sorted(self.folder().glob("*.json"))
        except OSError:
            files = []
        for path in files:
            entry = self._read(path, report)
            if entry is not None:
                out.append(entry)
        out.sort(key=lambda d: d["name"].lower())
        return out

    def entries(self, report: list | None = None) -> list[dict]:
        """Every entry: the built-in ones first (``"builtin"`` set, read-only), then the
        saved ones by name. Bad files are moved aside; their messages go to ``report``
        (or, without one, to the app's notices)."""
        return self.builtin() + self._saved(report)

    def load(self, name: str, report: list | None = None) -> dict | None:
        """One entry by name (built-in or saved), or None."""
        s = slug(name)
        for entry in self.builtin():
            if slug(entry["name"]) == s:
                return entry
        return self._read(self.path(name), report)

    def playable(self, report: list | None = None) -> list[tuple[str, dict]]:
        """(name, fields) of the built-in entries and every valid saved one."""
        return [(e["name"], {f: e[f] for f in self.fields})
                for e in self.entries(report) if e["valid"]]

    def exists(self, name: str) -> bool:
        return self.is_builtin_name(name) or self.path(name).is_file()

    # --- writing ------------------------------------------------------------------------
    def save(self, entry: dict) -> dict:
        """Write a user entry (valid or a draft) and return its listed form. Refused with
        CollectionError for a missing name, a built-in entry's name, fields the schema
        refuses, or a folder that cannot be written."""
        name = clean_name(entry.get("name"))
        if not name:
            raise CollectionError(f"Give the {self.noun} a name first.")
        if self.is_builtin_name(name):
            raise CollectionError(f"'{name}' is a built-in {self.noun} and cannot be "
                                  "changed: save your copy under another name.")
        data = {"version": VERSION, "game": self.game, "name": name}
        for f in self.fields:
            value = entry.get(f, [])
            data[f] = list(value) if isinstance(value, (list, tuple)) else value
        try:
            self.shape(data)
        except msgspec.ValidationError as exc:
            raise CollectionError(f"This {self.noun} cannot be saved "
                                  f"({why_invalid(exc)}).") from None
        path = self.path(name)
        try:
            storage.write_json_atomic(path, data)
        except OSError as exc:
            why = str(exc) if isinstance(exc, storage.CannotSave) else \
                f"the file {path} cannot be written"
            raise CollectionError(why[:1].upper() + why[1:] + ".") from None
        return self._entry(name, data, path=path)

    def delete(self, name: str) -> bool:
        """Delete a saved entry; False if there was none. Built-in ones: CollectionError."""
        if self.is_builtin_name(name):
            raise CollectionError(f"The built-in {self.plural} cannot be deleted.")
        path = self.path(name)
        try:
            path.unlink()
            return True
        except FileNotFoundError:
            return False
        except OSError:
            raise CollectionError(f"The {self.noun} could not be deleted "
                                  f"({path} cannot be changed).") from None
