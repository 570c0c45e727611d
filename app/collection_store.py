"""What players build and keep, for any game: decks, armies. One JSON file per entry in
``data_dir()/<kind>s/<slug>.json`` (``decks/``, ``armies/``), written atomically:

    {"version": 1, "game": "magination", "name": "My Naroom",
     "magi": ["Evu", "Tryn", "Yaki"], "cards": ["Furok", "Furok", ...]}

The fields beside version/game/name are the game's own (``Store.fields``), checked by the
game's ``shape`` function before anything uses them and then by the engine's validator
(``problems``: empty means playable). Built-in entries (the starter decks, default armies)
are listed first and are read-only: they may be copied, never saved over or deleted. An
incomplete entry may be saved as a draft; only valid ones are offered for play.

A file that cannot be used is moved aside (never deleted) and reported: pass a list as
``report`` to receive the messages. Nothing read is executed.
"""
from __future__ import annotations

import re
from pathlib import Path
from typing import Any, Callable

from app import paths
from app.storage import BadFile, read_json, reject, write_json_atomic

VERSION = 1
MAX_NAME = 32


class CollectionError(ValueError):
    """A save or delete that was refused; ``str(exc)`` is for the player."""


def slug(name: str) -> str:
    """A file name for an entry's name: lower case, letters and digits joined by '-'."""
    s = re.sub(r"[^a-z0-9]+", "-", str(name).lower()).strip("-")
    return s[:48] or "entry"


def clean_name(name) -> str:
    return " ".join(str(name or "").split())[:MAX_NAME]


class Store:
    """The entries of one kind for one game.

    ``builtin()`` -> [{"name", "builtin": key, <fields>}]; ``shape(data)`` -> None or why
    the fields are malformed; ``problems(entry)`` -> the engine's reasons it cannot be
    played."""

    def __init__(self, game: str, kind: str, fields: tuple[str, ...],
                 builtin: Callable[[], list[dict]], shape: Callable[[dict], str | None],
                 problems: Callable[[dict], list[str]], noun: str | None = None) -> None:
        self.game = game
        self.kind = kind
        self.noun = noun or kind
        self.fields = fields
        self._builtin = builtin
        self._shape = shape
        self._problems = problems

    # --- paths ------------------------------------------------------------------------
    def folder(self) -> Path:
        path = paths.data_dir() / f"{self.kind}s"
        path.mkdir(parents=True, exist_ok=True)
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

    def _validate(self, data, path: Path) -> dict:
        what = self.noun
        if not isinstance(data, dict) or any(f not in data for f in self.fields):
            raise reject(path, what, f"is not a Magetable {what}")
        version = data.get("version")
        if type(version) is not int:
            raise reject(path, what, "has no valid version number")
        if version > VERSION:
            raise reject(path, what, "was written by a newer version of Magetable")
        name = data.get("name")
        if not isinstance(name, str) or not clean_name(name):
            raise reject(path, what, "has no name")
        if data.get("game", self.game) != self.game:
            raise reject(path, what, f"is for another game ({str(data.get('game'))[:30]!r})")
        why = self._shape(data)
        if why:
            raise reject(path, what, f"is damaged ({why})")
        return self._entry(clean_name(name), data, path=path)

    def _saved(self, report: list | None) -> list[dict]:
        out = []
        for path in sorted(self.folder().glob("*.json")):
            try:
                data = read_json(path, self.noun)
                if data is None:
                    continue
                if isinstance(data, dict) and data.get("game", self.game) != self.game:
                    continue            # another game's entry in a shared folder
                out.append(self._validate(data, path))
            except BadFile as bad:
                if report is not None:
                    report.append(bad.message)
            except OSError as exc:
                if report is not None:
                    report.append(f"The {self.noun} file {path.name} could not be read "
                                  f"({type(exc).__name__}).")
        out.sort(key=lambda d: d["name"].lower())
        return out

    def entries(self, report: list | None = None) -> list[dict]:
        """Every entry: the built-in ones first (``"builtin"`` set, read-only), then the
        saved ones by name. Bad files are moved aside; their messages go to ``report``."""
        return self.builtin() + self._saved(report)

    def load(self, name: str, report: list | None = None) -> dict | None:
        """One entry by name (built-in or saved), or None."""
        s = slug(name)
        for entry in self.builtin():
            if slug(entry["name"]) == s:
                return entry
        path = self.path(name)
        try:
            data = read_json(path, self.noun)
            return None if data is None else self._validate(data, path)
        except BadFile as bad:
            if report is not None:
                report.append(bad.message)
            return None

    def playable(self, report: list | None = None) -> list[tuple[str, dict]]:
        """(name, fields) of the built-in entries and every valid saved one."""
        return [(e["name"], {f: e[f] for f in self.fields})
                for e in self.entries(report) if e["valid"]]

    def exists(self, name: str) -> bool:
        return self.is_builtin_name(name) or self.path(name).is_file()

    # --- writing ------------------------------------------------------------------------
    def save(self, entry: dict) -> dict:
        """Write a user entry (valid or a draft) and return its listed form. Refused with
        CollectionError for a missing name or a built-in entry's name."""
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
        why = self._shape(data)
        if why:
            raise CollectionError(f"This {self.noun} cannot be saved ({why}).")
        path = self.path(name)
        write_json_atomic(path, data)
        return self._entry(name, data, path=path)

    def delete(self, name: str) -> bool:
        """Delete a saved entry; False if there was none. Built-in ones: CollectionError."""
        if self.is_builtin_name(name):
            raise CollectionError(f"The built-in {self.noun}s cannot be deleted.")
        path = self.path(name)
        try:
            path.unlink()
            return True
        except FileNotFoundError:
            return False
        except OSError as exc:
            raise CollectionError(f"The {self.noun} could not be deleted "
                                  f"({type(exc).__name__}).") from None
