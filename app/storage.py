"""JSON files on disk: atomic writes, and careful reads that move bad files aside.

Nothing loaded from disk is ever executed: json.loads only, then validated by the caller.
"""
from __future__ import annotations

import json
import os
import tempfile
import time
from pathlib import Path


class BadFile(Exception):
    """A file could not be used. ``message`` is for the player; ``moved_to`` is where the
    bad file now lies (it is never deleted)."""

    def __init__(self, message: str, moved_to: Path | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.moved_to = moved_to


def write_json_atomic(path: Path, data) -> None:
    """Write to a temporary file in the same folder, flush it to disk, then rename."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(data, f, separators=(",", ":"))
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def move_aside(path: Path) -> Path:
    """Rename a bad file to <name>.bad-<timestamp>[-n] beside it and return the new path."""
    path = Path(path)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.bad-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.bad-{stamp}-{n}")
    os.replace(path, target)
    return target


def read_json(path: Path, what: str):
    """Parse a JSON file. Returns None if it does not exist. If it cannot be read or
    parsed, moves it aside and raises BadFile with a message naming ``what``."""
    path = Path(path)
    if not path.exists():
        return None
    try:
        text = path.read_text(encoding="utf-8")
        return json.loads(text)
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        moved = _try_move_aside(path)
        raise BadFile(f"The {what} file could not be read ({_short(exc)}). "
                      f"It was moved aside to {moved.name if moved else path.name}.",
                      moved) from None


def reject(path: Path, what: str, why: str) -> BadFile:
    """Move a parsed-but-invalid file aside and build the BadFile to raise."""
    moved = _try_move_aside(Path(path))
    return BadFile(f"The {what} file {why}. It was moved aside to "
                   f"{moved.name if moved else Path(path).name}.", moved)


def _try_move_aside(path: Path) -> Path | None:
    try:
        return move_aside(path)
    except OSError:
        return None


def _short(exc: Exception) -> str:
    if isinstance(exc, json.JSONDecodeError):
        return f"broken JSON at line {exc.lineno}"
    return type(exc).__name__
