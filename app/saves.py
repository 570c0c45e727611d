"""Saved games: an autosave per game, a tutorial save per game, and a few named slots.

Every save is one JSON file in ``data_dir()/saves/``, written atomically:

    auto-<game>.json       the game in progress of that game (rewritten after every action)
    tutorial-<game>.json   that game's tutorial in progress (a tutorial never replaces a game)
    slot-<n>.json          a named slot the player saved to from the pause menu (1..SLOTS)

    {"version": SAVE_VERSION, "game": "magi", "record": Record.to_json(), "meta": {...},
     "name": "slot name (slots only)"}

Continue opens the most recent game autosave; the Load screen lists them all. A save of
the single ``autosave.json`` of earlier versions is moved into the new place once.

``meta`` belongs to the table scene: the human's seat (or null), the AI difficulty, the
mode ("game" or "tutorial") and a tutorial's step. The file is read through the guarded
reader (app.storage) and checked against :class:`SaveFile` before any value is used:
the game must be one this version plays, the record's game the same, its seed a 64-bit
integer, its actions at most the game's cap (``RULES.max_record_actions``) and each one an action
(``engines.core.actions.action_from_json``), the config's ``players`` within the game's
counts and the human's seat one of them; then the game's own ``rules.check_config`` has
the last word. A file that fails is moved aside - never deleted - and reported.

Size caps (measured, with a margin): AI-against-AI games played to the end (40
random-play games per game and player count, and normal-AI games) gave saves of at most
2,760 actions / 32 KB (Magi), 1,773 / 27 KB (Magi-Nation; 3,296 / 47 KB with no turn
limit) and 2,901 / 41 KB (Magecraft). A save is read only up to 2 MB (storage.KINDS), so a
50 MB file is refused at once from its size, and holds at most the game's cap of moves,
which the tables replay in well under a second (Magi 20,000 in ~0.15 s, Magi-Nation
~0.1 ms a move, Magecraft ~0.03 ms a move, plus ~0.1 s to build the table).
"""
from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Annotated, Any, Literal

import msgspec

from app import config, paths, storage
from app.storage import BadFile, Invalid

WHAT = "saved game"
KIND = "save"
DEFAULT_MAX_ACTIONS = 10_000
# The most moves a save of each game may hold (the longest real games: see above).
# Each game's RULES.max_record_actions says how many moves its saves may hold; this is the
# fallback for a game that does not say.
MAX_ANY_ACTIONS = 50_000     # no game's saves may hold more
MAX_SEED = 2 ** 63 - 1
SLOTS = 5
MAX_NAME = 64


class SaveHead(msgspec.Struct):
    """What is read first: a newer file is refused before its body is judged."""
    version: int
    game: str


class SaveRecord(msgspec.Struct):
    game: str
    config: dict[str, Any]
    seed: Annotated[int, msgspec.Meta(ge=-MAX_SEED - 1, le=MAX_SEED)]
    actions: Annotated[list[Any], msgspec.Meta(max_length=MAX_ANY_ACTIONS)]


class SaveMeta(msgspec.Struct):
    human_seat: Annotated[int, msgspec.Meta(ge=0)] | None = 0
    difficulty: Literal["easy", "normal", "hard"] = "normal"
    mode: Literal["game", "tutorial"] = "game"
    step: Annotated[int, msgspec.Meta(ge=0, le=100_000)] = 0
    tutorial: Annotated[str, msgspec.Meta(max_length=40)] | None = None
    turn: Annotated[int, msgspec.Meta(ge=0, le=1_000_000)] | None = None   # for the list
    hints: Annotated[int, msgspec.Meta(ge=0, le=100_000)] = 0      # hints used (Stats)
    # pass-and-play (scenes.kit.handover): the seats people play, the record's length
    # when each last looked, where the viewer's look began; an old save: one person
    people: Annotated[list[Annotated[int, msgspec.Meta(ge=0, le=63)]],
                      msgspec.Meta(max_length=64)] | None = None
    looked: Annotated[dict[str, Annotated[int, msgspec.Meta(ge=0)]],
                      msgspec.Meta(max_length=64)] | None = None
    since: Annotated[int, msgspec.Meta(ge=0)] | None = None
    # each seat's own AI level (None: the save's difficulty)
    levels: Annotated[list[Literal["easy", "normal", "hard"] | None],
                      msgspec.Meta(max_length=64)] | None = None


class SaveFile(msgspec.Struct):
    version: Annotated[int, msgspec.Meta(ge=1)]
    game: str
    record: SaveRecord
    meta: SaveMeta = msgspec.field(default_factory=SaveMeta)
    name: Annotated[str, msgspec.Meta(max_length=MAX_NAME, pattern=storage.SHOWABLE)] = ""


class ConfigHead(msgspec.Struct):
    """The part of every game's config the shell relies on; the rest is the game's."""
    players: int
    names: Annotated[list[Annotated[str, msgspec.Meta(max_length=MAX_NAME,
                                                      pattern=storage.SHOWABLE)]],
                     msgspec.Meta(max_length=64)] | None = None


# --- where saves live --------------------------------------------------------------------

def saves_dir() -> Path:
    """The saves folder (made by the first write; reading never creates folders)."""
    path = paths.data_dir() / "saves"
    _migrate_single_autosave(path)
    return path


def autosave_path(game: str, mode: str = "game") -> Path:
    """The file of ``game``'s game in progress, or of its tutorial (mode "tutorial")."""
    prefix = "tutorial" if mode == "tutorial" else "auto"
    return saves_dir() / f"{prefix}-{_key(game)}.json"


def slot_path(n: int) -> Path:
    if type(n) is not int or not 1 <= n <= SLOTS:
        raise ValueError(f"there are {SLOTS} save slots")
    return saves_dir() / f"slot-{n}.json"


def _key(game: str) -> str:
    return re.sub(r"[^a-z0-9_]", "", str(game).lower())[:24] or "game"


def _migrate_single_autosave(folder: Path) -> None:
    """Earlier versions kept one ``autosave.json``: move a valid one to its game's place
    (a bad one stays where it was, for the reader to set aside and report)."""
    old = paths.data_dir() / "autosave.json"
    if not os.path.lexists(old):
        return
    if not storage.check_only(old, KIND, check_save):
        try:
            load_path(old)            # moves it aside and says why
        except BadFile as bad:
            storage.post_notice("A saved game was set aside", bad.message)
        except Exception:  # noqa: BLE001 - never stop the app for an old file
            pass
        return
    try:
        import json
        head = json.loads(old.read_text(encoding="utf-8"))
        mode = (head.get("meta") or {}).get("mode", "game")
        prefix = "tutorial" if mode == "tutorial" else "auto"
        target = folder / f"{prefix}-{_key(head['game'])}.json"
        if not target.exists():
            folder.mkdir(parents=True, exist_ok=True)
            os.replace(old, target)
    except (OSError, ValueError, KeyError, TypeError):
        pass


# --- writing -------------------------------------------------------------------------------

def autosave(game: str, record, meta: dict) -> None:
    """Write the current game (a :class:`engines.core.replay.Record`) atomically to its
    game's autosave, or its tutorial save when ``meta["mode"]`` is "tutorial"."""
    meta = dict(meta or {})
    data = {"version": config.SAVE_VERSION, "game": game, "record": record.to_json(),
            "meta": meta}
    storage.write_json_atomic(autosave_path(game, meta.get("mode", "game")), data)


def save_to_slot(n: int, name: str, game: str, record, meta: dict) -> None:
    """Keep the game in slot ``n`` under ``name`` (a slot's old save is replaced)."""
    name = storage.printable(" ".join(str(name or "").split()))[:MAX_NAME]
    data = {"version": config.SAVE_VERSION, "game": game, "record": record.to_json(),
            "meta": dict(meta or {}, mode="game"), "name": name}
    storage.write_json_atomic(slot_path(n), data)


def clear(game: str, mode: str = "game") -> None:
    """Delete a game's autosave (its game ended) or its tutorial save. Only a file that
    is still a valid save is deleted; anything else is left for the reader to set aside."""
    path = autosave_path(game, mode)
    if not storage.check_only(path, KIND, check_save):
        return
    try:
        path.unlink()
    except OSError:
        pass


def delete_slot(n: int) -> None:
    try:
        slot_path(n).unlink()
    except OSError:
        pass


# --- listing and reading ----------------------------------------------------------------------

class SaveEntry(msgspec.Struct, frozen=True):
    """One save file as the menu and the Load screen list it."""
    kind: str           # "auto" | "tutorial" | "slot"
    game: str
    path: str
    time: float         # when it was written (seconds since the epoch)
    name: str = ""      # a slot's name
    slot: int = 0
    players: int = 0    # how many play (0: unknown)
    turn: int = 0       # the turn it was saved at (0: unknown)


_FILE = re.compile(r"^(auto|tutorial)-([a-z0-9_]+)\.json$|^slot-([0-9]+)\.json$")


def entries() -> list[SaveEntry]:
    """Every save file, newest first, from its name, time and head (the game, a slot's
    name, the players and the turn it shows: the contents are judged when one is
    opened, or by :func:`latest` for Continue)."""
    out = []
    try:
        folder = saves_dir()
        names = os.listdir(folder)
    except OSError:
        return []
    for fname in names:
        m = _FILE.match(fname)
        if m is None:
            continue
        path = folder / fname
        try:
            when = os.lstat(path).st_mtime
        except OSError:
            continue
        if m.group(3):
            n = int(m.group(3))
            if 1 <= n <= SLOTS:
                head = _slot_head(path)
                out.append(SaveEntry("slot", _head_game(head), str(path), when,
                                     _head_name(head), n, *_head_table(head)))
        else:
            players, turn = _head_table(_slot_head(path))
            out.append(SaveEntry(m.group(1), m.group(2), str(path), when,
                                 players=players, turn=turn))
    out.sort(key=lambda e: -e.time)
    return out


def _slot_head(path: Path) -> dict:
    try:
        data = storage.read_untrusted(path, storage.KINDS[KIND].max_bytes)
    except Exception:  # noqa: BLE001 - a bad slot shows as "damaged" until opened
        return {}
    return data if isinstance(data, dict) else {}


def _head_game(head: dict) -> str:
    game = head.get("game")
    return game if isinstance(game, str) else ""


def _head_name(head: dict) -> str:
    name = head.get("name")
    return storage.printable(name)[:MAX_NAME] if isinstance(name, str) else ""


def _head_table(head: dict) -> tuple[int, int]:
    """(players, turn) a save says, 0 where it says nothing usable (the list only shows
    them: the file is judged when it is opened)."""
    def number(value: Any, top: int) -> int:
        return value if type(value) is int and 0 < value <= top else 0
    record, meta = head.get("record"), head.get("meta")
    cfg = record.get("config") if isinstance(record, dict) else None
    players = number(cfg.get("players"), 64) if isinstance(cfg, dict) else 0
    turn = number(meta.get("turn"), 1_000_000) if isinstance(meta, dict) else 0
    return players, turn


def load_path(path) -> dict | None:
    """The save at ``path`` checked (None when there is none); BadFile (the file moved
    aside, the player's message inside) when it cannot be used."""
    return storage.load(Path(path), KIND, check_save)


def load(path) -> tuple[dict | None, str | None]:
    """(save, None), (None, None) when there is none, or (None, message) when the file
    was bad: it has then been moved aside."""
    try:
        return load_path(path), None
    except BadFile as bad:
        return None, bad.message


def latest(mode: str = "game") -> tuple[dict | None, str | None]:
    """The newest usable save of ``mode`` ("game": game autosaves; "tutorial"), checked:
    (save, None); (None, message) when the newest was bad (moved aside; the next one is
    not tried, so the player reads why first); (None, None) when there is none."""
    kind = "tutorial" if mode == "tutorial" else "auto"
    for e in entries():
        if e.kind == kind:
            save, message = load(e.path)
            if save is not None:
                save["path"] = e.path
            return save, message
    return None, None


def has_autosave(game: str | None = None, mode: str = "game") -> bool:
    """Cheap: is there a file (of ``game``, if given)? Its contents are judged when read."""
    kind = "tutorial" if mode == "tutorial" else "auto"
    return any(e.kind == kind and (game is None or e.game == _key(game)) for e in entries())


def tutorial_save(game: str) -> tuple[dict | None, str | None]:
    path = autosave_path(game, "tutorial")
    save, message = load(path)
    if save is not None:
        save["path"] = str(path)
    return save, message


def check_save(data: Any) -> dict:
    """``data`` (parsed JSON) as a usable save, else :class:`Invalid` or a msgspec
    ValidationError (the reader turns both into the player's message)."""
    from engines.core.actions import action_from_json
    from engines.registry import ENGINES, rules_for

    if not isinstance(data, dict) or "record" not in data or "game" not in data:
        raise Invalid("it is not a Magetable saved game")
    head = msgspec.convert(data, SaveHead, strict=True)
    if head.version > config.SAVE_VERSION:
        raise Invalid("it was written by a newer version of Magetable")
    if head.game not in ENGINES:
        raise Invalid(f"it is for a game this version cannot play ({head.game[:30]!r})")
    save = msgspec.convert(data, SaveFile, strict=True)
    record, meta = save.record, save.meta
    if record.game != save.game:
        raise Invalid("it is damaged (its record belongs to another game)")
    rules = rules_for(save.game)
    cap = min(MAX_ANY_ACTIONS, int(getattr(rules, "max_record_actions", DEFAULT_MAX_ACTIONS)))
    if len(record.actions) > cap:
        raise Invalid(f"it holds more moves than any real game ({len(record.actions):,}; "
                      f"the limit is {cap:,})")
    for a in record.actions:
        try:
            action_from_json(a)
        except ValueError as exc:
            raise Invalid(f"it is damaged ({exc})") from None
    cfg_head = msgspec.convert(record.config, ConfigHead, strict=True)
    players = cfg_head.players
    if not rules.min_players <= players <= rules.max_players:
        raise Invalid(f"its number of players ({min(players, 10 ** 6)}) is not one "
                      f"{rules.title} can be played with")
    if meta.human_seat is not None and meta.human_seat >= players:
        raise Invalid(f"your seat in it ({min(meta.human_seat, 10 ** 6) + 1}) is not one "
                      f"of its {players} seats")
    if any(p >= players for p in meta.people or ()):
        raise Invalid(f"one of its people's seats is not one of its {players} seats")
    _engine_check(rules, record.config)
    return data


def _engine_check(rules, game_config: dict) -> None:
    """The game's own check of its config, the last line (a game without one yet is
    judged by replaying, when the save is opened)."""
    check = getattr(rules, "check_config", None)
    if check is None:
        return
    try:
        check(dict(game_config))
    except NotImplementedError:
        return
    except ValueError as exc:
        why = _sentence(exc)
        raise Invalid(f"its game settings are refused: {why}" if why else
                      "its game settings are not ones this game can be played with") from None


# Words that give away a Python exception's text passed on as if it were a sentence
# ("'NoneType' object is not subscriptable"): such a reason is not shown as it is.
_INTERNALS = re.compile(r"NoneType|object is not|has no attribute|subscriptable|unhashable|"
                        r"out of range|invalid literal|argument|Traceback|Error\b|__|"
                        r"\b(int|str|dict|list|tuple|float|bool)\b|[{}<>]")


def _sentence(exc: Exception) -> str:
    text = storage.printable(" ".join(str(exc).split())[:200].rstrip("."))
    return "" if _INTERNALS.search(text) else text


def record_of(save: dict):
    """The :class:`Record` of a save returned by :func:`load`."""
    from engines.core.replay import Record
    return Record.from_json(save["record"])


def reject(path, why: str) -> str:
    """A save that loaded but could not be restored (e.g. its moves no longer replay):
    move it aside and return the message for the player. ``why`` is a clause in plain
    words ("one of its moves is not allowed")."""
    path = Path(path)
    if not os.path.lexists(path):
        return f"The {WHAT} could not be opened: {why}."
    return storage.refuse(path, KIND, why, verb="opened").message
