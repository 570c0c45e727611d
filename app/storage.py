"""Files on disk: atomic writes, and one guarded reader for every file the app loads.

Every file the app reads is untrusted: settings, the autosave (games and tutorials),
deck files, and later army lists and Mabinogi decks. :func:`load` is the one way in:

1. **Only an ordinary file** is read: the path is ``stat``-ed first, so a FIFO, a device
   (say a symlink to ``/dev/zero``) or a folder is refused without being opened; it is
   opened with ``O_NONBLOCK`` where that exists and checked again once open. A link that
   leads nowhere (its file gone) is a bad file too, not "no file": it is listed where a
   file should be (the menu would offer Continue), so it is moved aside like any other.
2. **A size cap per kind** (:data:`KINDS`): a file over it is refused at once, before a
   byte is parsed, and no more than the cap is ever read.
3. **A cheap pre-scan** bounds the nesting (``[[[[...``) and the length of every number,
   so that nothing later can recurse without bound or spend seconds on one integer.
4. **Parsing** with msgspec's JSON decoder, which refuses ``NaN`` and ``Infinity``
   (strict JSON) and numbers out of a float's range; schemas bound the integers they
   take (a seed is 64-bit, a seat one of the players).
5. **The kind's schema** (a msgspec ``Struct``, checked by the caller's ``check``) before
   any value is used; the game's own checks (``rules.check_config``) come last.

Whatever goes wrong - a ``RecursionError``, a ``MemoryError``, bad UTF-8, an ``OSError``,
a wrong type - ends the same way: the file is moved aside (``<name>.bad-<time>``, never
deleted) and :class:`BadFile` carries one message in plain words for the player, with
the full path of the moved file. Nothing loaded from disk is ever executed.

Why msgspec: one library for every format; typed ``Struct`` schemas checked while
decoding, with strict types (a bool is not an int, a string is not a number, a float is
not an int) and ranges and lengths via ``msgspec.Meta``; error messages that name the
field's path (``$.meta.human_seat``), which :func:`why_invalid` turns into words; fast (a
10,000-action save decodes in milliseconds); and a small compiled wheel for every
platform we ship, which PyInstaller bundles.
"""
from __future__ import annotations

import json
import os
import re
import stat
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, TypeVar

import msgspec

T = TypeVar("T")

MAX_DEPTH = 32            # nesting the pre-scan lets through (real files need under 10)
MAX_NUMBER_CHARS = 40     # the longest number literal (a 64-bit seed has 20 characters)
TMP_MAX_AGE = 60.0        # seconds: older *.tmp files are leftovers of interrupted writes


@dataclass(frozen=True)
class Kind:
    """One kind of file: what players call it, its size cap, and what happens without
    it ("everything else works as before")."""

    what: str
    max_bytes: int
    after: str = "everything else works as before"


# The caps leave a wide margin over the largest real files (see app/saves.py for the
# measured saves); a file over its cap is refused before it is parsed.
KINDS: dict[str, Kind] = {
    "settings": Kind("settings file", 64 * 1024,
                     "Magetable uses its default settings and everything else works as "
                     "before"),
    "save": Kind("saved game", 2 * 1024 * 1024),
    "deck": Kind("deck file", 256 * 1024, "your other decks are kept"),
    "army": Kind("army list", 256 * 1024, "your other army lists are kept"),
    # an Arena battlefield (app/battlefields.py): a supersized map of ~1,000 hexes is
    # ~80 KB; the schema allows 2,000 hexes
    "battlefield": Kind("battlefield file", 1024 * 1024, "your other battlefields are kept"),
    # a finished game kept for the record (app/records.py): a save's record and meta
    "finished": Kind("finished game", 2 * 1024 * 1024, "your other finished games are kept"),
    # the figures of the Stats screen (app/record_stats.py)
    "stats": Kind("stats file", 512 * 1024,
                  "the counting starts again from the finished games still kept"),
}


class BadFile(Exception):
    """A file could not be used. ``message`` is for the player; ``moved_to`` is where the
    bad file now lies (it is never deleted); ``reason`` is the short why."""

    def __init__(self, message: str, moved_to: Path | None = None, reason: str = "") -> None:
        super().__init__(message)
        self.message = message
        self.moved_to = moved_to
        self.reason = reason


class Invalid(Exception):
    """Raised by a kind's ``check``: ``reason`` is a clause for players ("it is for a
    game this version cannot play")."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class CannotSave(OSError):
    """A write that cannot happen (e.g. the data folder cannot be created); ``str()`` is
    in plain words."""


# --- notices for the player --------------------------------------------------------------
# A file set aside where no screen asked for the message (the setup screen's deck list,
# a deck opened by name) is announced by the app itself: App.frame hands these to its
# ``notify`` (a message overlay), once each.
_notices: list[tuple[str, str]] = []


def post_notice(title: str, body: str) -> None:
    if (title, body) not in _notices:
        _notices.append((title, body))


def take_notices() -> list[tuple[str, str]]:
    out = list(_notices)
    _notices.clear()
    return out


# --- writing ----------------------------------------------------------------------------

def write_json_atomic(path: Path, data) -> None:
    """Write to a temporary file in the same folder, flush it to disk, then rename."""
    path = Path(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError:
        raise CannotSave(f"the folder {path.parent} cannot be created, so nothing can be "
                         "saved there") from None
    if not path.parent.is_dir():
        raise CannotSave(f"{path.parent} is not a folder, so nothing can be saved there")
    try:
        fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    except OSError as exc:
        raise CannotSave(f"{path} could not be written ({_os_words(exc)})") from None
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(data, f, separators=(",", ":"), allow_nan=False)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException as exc:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        if isinstance(exc, OSError):
            raise CannotSave(f"{path} could not be written ({_os_words(exc)})") from None
        raise


def _os_words(exc: OSError) -> str:
    """An OSError in plain words (never its errno or Python's text)."""
    import errno
    return {errno.ENOSPC: "the disk is full", errno.EACCES: "it is not allowed",
            errno.EPERM: "it is not allowed", errno.EROFS: "the disk is read-only",
            errno.EISDIR: "a folder is in the way"}.get(exc.errno or 0,
                                                        "the system refused it")


def clean_leftover_tmp(folders, max_age: float = TMP_MAX_AGE) -> list[Path]:
    """Delete ``*.tmp`` files older than ``max_age`` seconds in ``folders`` (what an
    interrupted atomic write leaves behind). Returns what was deleted; never raises."""
    removed = []
    now = time.time()
    for folder in folders:
        try:
            candidates = list(Path(folder).glob("*.tmp"))
        except OSError:
            continue
        for p in candidates:
            try:
                st = p.lstat()
                if stat.S_ISREG(st.st_mode) and now - st.st_mtime > max_age:
                    p.unlink()
                    removed.append(p)
            except OSError:
                continue
    return removed


# --- moving aside -----------------------------------------------------------------------

def move_aside(path: Path) -> Path:
    """Rename a bad file to <name>.bad-<timestamp>[-n] beside it and return the new path."""
    path = Path(path)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.bad-{stamp}")
    n = 1
    while os.path.lexists(target):
        n += 1
        target = path.with_name(f"{path.name}.bad-{stamp}-{n}")
    os.replace(path, target)
    return target


def _try_move_aside(path: Path) -> Path | None:
    try:
        return move_aside(path)
    except OSError:
        return None


# Characters a message must not carry as they are (they cannot be drawn, or they turn
# the text around): control characters, zero-width and direction marks.
_UNSHOWABLE = re.compile("[\x00-\x09\x0b-\x1f\x7f\u200b-\u200f\u2028-\u202e"
                         "\u2060-\u206f\ufeff\ud800-\udfff]")
# A text field read from a file (a name, a card name) holds none of them.
SHOWABLE = "^[^\x00-\x1f\x7f\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff]*$"


def printable(text: str) -> str:
    """``text`` with the characters a message cannot show replaced by "?"."""
    return _UNSHOWABLE.sub("?", str(text))


def refuse(path: Path, kind: str, reason: str, name: bool = False,
           verb: str = "read") -> BadFile:
    """Move ``path`` aside and build the :class:`BadFile` (with the player's message) to
    raise. ``reason`` is a clause ("it is too large"); ``name``: say the file's name
    (a deck among many); ``verb``: what could not be done ("read", "opened")."""
    path = Path(path)
    k = KINDS[kind]
    moved = _try_move_aside(path)
    what = f"The {k.what} {path.name}" if name else f"The {k.what}"
    if moved is not None:
        where = f"It was moved aside to {moved}; {k.after}."
    else:
        where = f"It could not be moved aside either ({path}); {k.after}."
    message = printable(f"{what} could not be {verb}: {reason}. {where}")
    return BadFile(message, moved, printable(reason))


# --- reading ----------------------------------------------------------------------------

def _size(n: int) -> str:
    if n >= 1024 * 1024:
        return f"{n / (1024 * 1024):.1f} MB"
    return f"{max(1, n // 1024)} KB"


_STRING = re.compile(rb'"(?:[^"\\]|\\.)*"', re.S)
_LONG_NUMBER = re.compile(rb"[-+0-9.eE]{%d,}" % (MAX_NUMBER_CHARS + 1))
_NOT_BRACKETS = bytes(b for b in range(256) if b not in b"[]{}")


def prescan(data: bytes, max_depth: int = MAX_DEPTH) -> str | None:
    """None when ``data`` nests at most ``max_depth`` deep and holds no overlong number;
    else the reason (for players). Linear time, no recursion: strings are blanked, the
    brackets kept, and innermost pairs removed ``max_depth`` times over."""
    bare = _STRING.sub(b'""', data)
    if _LONG_NUMBER.search(bare):
        return "it holds a number far too long to be real"
    brackets = bare.translate(None, _NOT_BRACKETS)
    for _ in range(max_depth):
        if not brackets:
            return None
        shorter = brackets.replace(b"[]", b"").replace(b"{}", b"")
        if len(shorter) == len(brackets):
            return None          # unbalanced: not JSON at all, the parser refuses it
        brackets = shorter
    return "it is nested far too deeply to be real" if brackets else None


class Unreadable(Exception):
    """The file could not be read or parsed; ``reason`` is a clause for players."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


_MISSING = object()


def read_untrusted(path: Path, max_bytes: int) -> Any:
    """The parsed JSON value of ``path``, or ``_MISSING`` when there is no file. Raises
    :class:`Unreadable` for anything else; never blocks on a FIFO or device, never reads
    more than ``max_bytes`` (+1). Has no side effects."""
    path = Path(path)
    try:
        st = os.stat(path)
    except (FileNotFoundError, NotADirectoryError):
        if os.path.islink(path):
            raise Unreadable("it is a link to a file that is not there") from None
        return _MISSING
    except OSError:
        raise Unreadable("it could not be opened") from None
    except Exception:  # noqa: BLE001 - e.g. ValueError for a path with a NUL byte
        raise Unreadable("it could not be opened") from None
    if not stat.S_ISREG(st.st_mode):
        raise Unreadable("it is not an ordinary file")
    if st.st_size > max_bytes:
        raise Unreadable(f"it is far too large ({_size(st.st_size)}; the limit is "
                         f"{_size(max_bytes)})")
    try:
        flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
        fd = os.open(path, flags)
    except OSError:
        raise Unreadable("it could not be opened") from None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise Unreadable("it is not an ordinary file")
        chunks, total = [], 0
        while total <= max_bytes:
            chunk = os.read(fd, min(1 << 20, max_bytes + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
    except Unreadable:
        raise
    except Exception:  # noqa: BLE001 - OSError, MemoryError...: one answer
        raise Unreadable("it could not be read from the disk") from None
    finally:
        os.close(fd)
    if total > max_bytes:
        raise Unreadable(f"it is far too large (over {_size(max_bytes)})")
    data = b"".join(chunks)
    return parse(data)


def parse(data: bytes) -> Any:
    """``data`` as a JSON value, after the pre-scan; :class:`Unreadable` otherwise."""
    try:
        why = prescan(data)
    except Exception:  # noqa: BLE001
        why = "it could not be read"
    if why:
        raise Unreadable(why)
    if not data.strip():
        raise Unreadable("it is empty")
    try:
        return msgspec.json.decode(data)
    except msgspec.DecodeError as exc:
        if "out of range" in str(exc):
            raise Unreadable("it holds a number far too large to be real") from None
        raise Unreadable("it is damaged (it is not in the format Magetable writes)") from None
    except UnicodeDecodeError:
        raise Unreadable("it is damaged (its text is not readable)") from None
    except RecursionError:
        raise Unreadable("it is nested far too deeply to be real") from None
    except MemoryError:
        raise Unreadable("it is far too large") from None
    except Exception:  # noqa: BLE001 - whatever else: the same answer
        raise Unreadable("it is damaged") from None


def load(path: Path, kind: str, check: Callable[[Any], T], name: bool = False,
         keep: tuple[type[BaseException], ...] = ()) -> T | None:
    """Read ``path`` as a file of ``kind`` and return ``check(value)``; None when there
    is no file. Anything wrong - unreadable, too large, too deep, refused by ``check``
    (:class:`Invalid`, a msgspec ``ValidationError``, or any other exception) - moves the
    file aside and raises :class:`BadFile` with the player's message. Exceptions of the
    types in ``keep`` raised by ``check`` pass through and the file stays where it is."""
    path = Path(path)
    reason = None
    try:
        value = read_untrusted(path, KINDS[kind].max_bytes)
        if value is _MISSING:
            return None
        return check(value)
    except keep:
        raise
    except Unreadable as exc:
        reason = exc.reason
    except Invalid as exc:
        reason = exc.reason
    except msgspec.ValidationError as exc:
        reason = why_invalid(exc)
    except RecursionError:
        reason = "it is nested far too deeply to be real"
    except Exception:  # noqa: BLE001 - any other failure of a check is a bad file too
        reason = "it is damaged"
    raise refuse(path, kind, reason, name=name)


def check_only(path: Path, kind: str, check: Callable[[Any], Any]) -> bool:
    """True when ``path`` is a file of ``kind`` that passes ``check``; never moves,
    raises or blocks (used before deleting a file that should be ours)."""
    try:
        value = read_untrusted(path, KINDS[kind].max_bytes)
        if value is _MISSING:
            return False
        check(value)
        return True
    except Exception:  # noqa: BLE001
        return False


# --- schema errors in words ------------------------------------------------------------

_TYPES = {"int": "a whole number", "float": "a number", "str": "text", "bool": "yes or no",
          "null": "nothing", "array": "a list", "object": "a table of values",
          "int | null": "a whole number or nothing", "str | null": "text or nothing"}
_PATH = re.compile(r" - at `\$(?P<path>[^`]*)`$")


def _field(path: str) -> str:
    path = path.lstrip(".")
    return path[:60] if path else ""


def why_invalid(exc: msgspec.ValidationError) -> str:
    """A schema error as a clause for players, naming the field ("the value of
    meta.human_seat should be a whole number"). msgspec's own words are translated
    (they name types like `int` and `object`), never shown as they are."""
    text = str(exc)
    m = _PATH.search(text)
    where = _field(m.group("path")) if m else ""
    head = text[:m.start()] if m else text
    subject = f"the value of {where}" if where else "its content"
    got = re.match(r"Expected `([^`]+)`, got `([^`]+)`$", head)
    if got:
        want = _TYPES.get(got.group(1), "something else")
        return f"{subject} should be {want}"
    bound = re.match(r"Expected `([^`]+)` (>=|<=|>|<) (-?[0-9.e+]+)$", head)
    if bound:
        op = {">=": "at least", "<=": "at most", ">": "more than", "<": "less than"}
        return f"{subject} should be {op[bound.group(2)]} {bound.group(3)}"
    length = re.match(r"Expected `(array|str|object)` of length (>=|<=) ([0-9]+)$", head)
    if length:
        noun = {"array": "items", "str": "characters", "object": "entries"}[length.group(1)]
        most = "at most" if length.group(2) == "<=" else "at least"
        return f"{subject} should have {most} {length.group(3)} {noun}"
    if head.startswith("Object missing required field"):
        missing = re.search(r"`([^`]+)`", head)
        field = (f"{where}.{missing.group(1)}" if where else missing.group(1)) if missing \
            else "a field"
        return f"it has no {field[:60]}"
    if head.startswith("Expected `str` matching regex"):
        return f"{subject} holds characters a name cannot have"
    if head.startswith("Invalid enum value"):
        return f"{subject} is not one of the allowed choices"
    return f"{subject} is not as expected"
