"""The autosave: one file, rewritten atomically after every action.

    {"version": SAVE_VERSION, "game": "magi", "record": Record.to_json(), "meta": {...}}

``meta`` belongs to the table scene (seat of the human, difficulty, "game" or "tutorial"
mode, ...). A file that cannot be used (garbage, truncated, not a save, written by a newer
Magetable, an unknown or unbuilt game) is moved aside - never deleted - and reported.
"""
from __future__ import annotations

from pathlib import Path

from app import config, paths
from app.storage import BadFile, read_json, reject, write_json_atomic

WHAT = "saved game"


def autosave_path() -> Path:
    return paths.data_dir() / "autosave.json"


def autosave(game: str, record, meta: dict) -> None:
    """Write the current game (a :class:`engines.core.replay.Record`) atomically."""
    data = {"version": config.SAVE_VERSION, "game": game, "record": record.to_json(),
            "meta": dict(meta or {})}
    write_json_atomic(autosave_path(), data)


def has_autosave() -> bool:
    """Cheap: is there a file at all? (It is validated only by load_autosave.)"""
    return autosave_path().is_file()


def load_autosave() -> tuple[dict | None, str | None]:
    """(save, None) for a usable save, (None, None) when there is none, or
    (None, message) when the file was bad - it has then been moved aside.

    ``save["record"]`` is kept as the JSON object (``Record.from_json`` accepts it, and
    :func:`record_of` does that for you)."""
    path = autosave_path()
    try:
        data = read_json(path, WHAT)
        if data is None:
            return None, None
        validate(data, path)
        return data, None
    except BadFile as bad:
        return None, bad.message


def validate(data, path: Path) -> None:
    """Raise BadFile (after moving ``path`` aside) unless ``data`` is a usable save."""
    from engines.core.replay import Record
    from engines.registry import ENGINES

    if not isinstance(data, dict) or "record" not in data or "game" not in data:
        raise reject(path, WHAT, "is not a Magetable save")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise reject(path, WHAT, "has no valid version number")
    if version > config.SAVE_VERSION:
        raise reject(path, WHAT, "was written by a newer version of Magetable")
    game = data.get("game")
    if not isinstance(game, str) or game not in ENGINES:
        raise reject(path, WHAT, f"is for a game this version cannot play ({str(game)[:30]!r})")
    try:
        record = Record.from_json(data["record"])
    except (ValueError, TypeError) as exc:
        raise reject(path, WHAT, f"is damaged ({exc})") from None
    if record.game != game:
        raise reject(path, WHAT, "is damaged (its record belongs to another game)")
    meta = data.get("meta", {})
    if not isinstance(meta, dict):
        raise reject(path, WHAT, "is damaged (its settings are malformed)")
    data.setdefault("meta", meta)


def record_of(save: dict):
    """The :class:`Record` of a save returned by :func:`load_autosave`."""
    from engines.core.replay import Record
    return Record.from_json(save["record"])


def reject_autosave(why: str) -> str:
    """A save that loaded but could not be restored (e.g. its actions no longer replay):
    move it aside and return the message for the player."""
    path = autosave_path()
    if not path.exists():
        return f"The {WHAT} {why}."
    return reject(path, WHAT, why).message


def clear_autosave() -> None:
    """Delete the autosave (the game it holds has ended). Only a file that is still a
    valid save is deleted; anything else is left for load_autosave to move aside."""
    path = autosave_path()
    if not path.is_file():
        return
    try:
        import json
        data = json.loads(path.read_text(encoding="utf-8"))
        ok = (isinstance(data, dict) and isinstance(data.get("version"), int)
              and data["version"] <= config.SAVE_VERSION and "record" in data)
    except (OSError, ValueError):
        ok = False
    if ok:
        try:
            path.unlink()
        except OSError:
            pass
