"""The autosave: one file, rewritten atomically after every action.

    {"version": SAVE_VERSION, "game": "magi", "record": Record.to_json(), "meta": {...}}

``meta`` belongs to the table scene: the human's seat (or null), the AI difficulty, the
mode ("game" or "tutorial") and a tutorial's step. The file is read through the guarded
reader (app.storage) and checked against :class:`SaveFile` before any value is used:
the game must be one this version plays, the record's game the same, its seed a 64-bit
integer, its actions at most the game's cap (:data:`MAX_ACTIONS`) and each one an action
(``engines.core.actions.action_from_json``), the config's ``players`` within the game's
counts and the human's seat one of them; then the game's own ``rules.check_config`` has
the last word. A file that fails is moved aside - never deleted - and reported.

Size caps (measured, with a margin): AI-against-AI games played to the end (40
random-play games per game and player count, and normal-AI games) gave saves of at most
2,760 actions / 32 KB (Magi), 1,773 / 27 KB (Magi-Nation; 3,296 / 47 KB with no turn
limit) and 2,901 / 41 KB (Magecraft). A save is read only up to 2 MB (storage.KINDS), so a
50 MB file is refused at once from its size, and holds at most :data:`MAX_ACTIONS` moves,
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
MAX_ACTIONS = {"magi": 20_000, "magination": 6_000, "magecraft": 15_000}
MAX_SEED = 2 ** 63 - 1
MAX_NAME = 64


class SaveHead(msgspec.Struct):
    """What is read first: a newer file is refused before its body is judged."""
    version: int
    game: str


class SaveRecord(msgspec.Struct):
    game: str
    config: dict[str, Any]
    seed: Annotated[int, msgspec.Meta(ge=-MAX_SEED - 1, le=MAX_SEED)]
    actions: Annotated[list[Any], msgspec.Meta(max_length=max(MAX_ACTIONS.values()))]


class SaveMeta(msgspec.Struct):
    human_seat: Annotated[int, msgspec.Meta(ge=0)] | None = 0
    difficulty: Literal["easy", "normal", "hard"] = "normal"
    mode: Literal["game", "tutorial"] = "game"
    step: Annotated[int, msgspec.Meta(ge=0, le=100_000)] = 0
    tutorial: Annotated[str, msgspec.Meta(max_length=40)] | None = None


class SaveFile(msgspec.Struct):
    version: Annotated[int, msgspec.Meta(ge=1)]
    game: str
    record: SaveRecord
    meta: SaveMeta = msgspec.field(default_factory=SaveMeta)


class ConfigHead(msgspec.Struct):
    """The part of every game's config the shell relies on; the rest is the game's."""
    players: int
    names: Annotated[list[Annotated[str, msgspec.Meta(max_length=MAX_NAME,
                                                      pattern=storage.SHOWABLE)]],
                     msgspec.Meta(max_length=64)] | None = None


def autosave_path() -> Path:
    return paths.data_dir() / "autosave.json"


def autosave(game: str, record, meta: dict) -> None:
    """Write the current game (a :class:`engines.core.replay.Record`) atomically."""
    data = {"version": config.SAVE_VERSION, "game": game, "record": record.to_json(),
            "meta": dict(meta or {})}
    storage.write_json_atomic(autosave_path(), data)


def has_autosave() -> bool:
    """Cheap: is there anything at the autosave's path? (Whatever it is, load_autosave
    judges it; a FIFO or a folder there is refused and moved aside too.)"""
    return os.path.lexists(autosave_path())


def load_autosave() -> tuple[dict | None, str | None]:
    """(save, None) for a usable save, (None, None) when there is none, or
    (None, message) when the file was bad - it has then been moved aside.

    ``save["record"]`` is kept as the JSON object (``Record.from_json`` accepts it, and
    :func:`record_of` does that for you)."""
    try:
        return storage.load(autosave_path(), KIND, check_save), None
    except BadFile as bad:
        return None, bad.message


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
    cap = MAX_ACTIONS.get(save.game, DEFAULT_MAX_ACTIONS)
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
    """The :class:`Record` of a save returned by :func:`load_autosave`."""
    from engines.core.replay import Record
    return Record.from_json(save["record"])


def reject_autosave(why: str) -> str:
    """A save that loaded but could not be restored (e.g. its actions no longer replay):
    move it aside and return the message for the player. ``why`` is a clause in plain
    words ("one of its moves is not allowed")."""
    path = autosave_path()
    if not os.path.lexists(path):
        return f"The {WHAT} could not be opened: {why}."
    return storage.refuse(path, KIND, why, verb="opened").message


def clear_autosave() -> None:
    """Delete the autosave (the game it holds has ended). Only a file that is still a
    valid save is deleted; anything else is left for load_autosave to move aside."""
    path = autosave_path()
    if not storage.check_only(path, KIND, check_save):
        return
    try:
        path.unlink()
    except OSError:
        pass
