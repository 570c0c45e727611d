"""The one entry of a table: :class:`TableSpec` (what a game's table is: its rules, its
frame on the screen, its AI seats; a class attribute) and :class:`TableSetup` (how this
one game is opened: the keyword arguments every ``table_scene``/``from_save`` passes).

``PartsTable.__init__(app, setup=None, **kw)`` (scenes.kit.parts_table) takes them in
the right order (session, seats, the kit's parts, the game's parts from ``build``, the
first deal): a table writes no ``__init__`` of its own."""
from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, Callable

from engines.core.replay import Record
from scenes.kit.seats import Seats


@dataclass(frozen=True)
class TableFrame:
    """Where the kit's own controls sit (logical pixels): the log column, the Undo and
    Menu buttons; the zoom's width and the hover delay before it opens."""
    log: Any                              # a pygame.Rect or (x, y, w, h)
    undo: Any
    menu: Any
    zoom_width: int = 300
    hover_delay: float = 0.6
    button_size: int = 16
    log_foot: Any = None         # the log's header while it is hidden (None: kept)


@dataclass(frozen=True)
class TableSpec:
    rules: object
    game_key: str
    frame: TableFrame
    ai_names: tuple = ()
    players: int | None = None            # a fixed seat count (a duel), else the setup's
    ai_pace: float = 0.5                  # seconds between AI moves at normal speed
    # the AI driver: a lone legal action taken without asking; the worker's seed salt
    ai_forced: Callable[[list], bool] | None = None
    ai_salt: Callable[[object], int] | None = None
    filter_takes_gestures: bool = False
    game_over_class: type | None = None   # None: the kit's GameOverScene
    # the game's words and numbers, as pure functions of what they read:
    config: Callable[[dict, Seats], dict] | None = None     # (options, seats) -> config
    opening: Callable[[Any, Seats], str] | None = None      # (state, seats) -> log line
    restored: Callable[[Any, Seats], str] | None = None     # (state, seats) -> log line
    # (state, result) -> (totals, rows, target) for the game-over chart
    chart: Callable[[Any, dict], tuple] | None = None


@dataclass
class TableSetup:
    """How one game opens (the plug-in's ``table_scene`` keywords)."""
    players: int | None = None
    difficulty: str = "normal"
    options: dict | None = None
    seed: int | None = None
    human_seat: int | None = 0
    demo: bool = False
    inline_ai: bool | None = None         # None: inline in test mode and headless demos
    record: Record | None = None          # a saved game to continue
    names: list | None = None
    autosave: bool | None = None          # None: on unless a demo
    mode: str = "game"                    # "game" or "tutorial"
    # pass-and-play (scenes.kit.handover): the seats people play (None: the human's
    # alone), where each last looked, where the viewer's look began (undo's limit), and
    # whether the table opens for a hand-over (no "continued" line in its log)
    people: list | None = None
    looked: dict | None = None
    since: int | None = None
    handover: bool = False
    # each seat's AI level (None, or a seat's None: the table's ``difficulty``)
    levels: list | None = None

    @classmethod
    def of(cls, **kw) -> "TableSetup":
        """From ``table_scene`` keywords; unknown ones are refused (a typo must not be
        silently dropped)."""
        known = {f.name for f in fields(cls)}
        unknown = sorted(set(kw) - known)
        if unknown:
            raise TypeError(f"unknown table setup keywords: {', '.join(unknown)}")
        return cls(**kw)
