"""Player settings, persisted as JSON in the user's config directory.

The file is read through the guarded reader (app.storage) and checked against
:class:`SettingsFile`: the version a whole number no newer than ours, each choice one of
its values, the volume a number from 0 to 1. A file that fails is moved aside, the player
is told where, and the defaults are used.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Annotated, Any, Literal

import msgspec

from app import config, paths, storage
from app.storage import BadFile, Invalid

WINDOW_MODES = ("windowed", "fullscreen")
ANIMATION_SPEEDS = {"slow": 0.6, "normal": 1.0, "fast": 1.8, "instant": 12.0}
DIFFICULTIES = ("easy", "normal", "hard")
KIND = "settings"


@dataclass
class Settings:
    window_mode: str = "windowed"
    animation_speed: str = "normal"
    ai_difficulty: str = "normal"
    volume: float = 0.7          # 0..1
    fast_ai: bool = False        # AI turns animated briskly (what was cast at you still shows)
    auto_call: bool = False      # Magi: call "Magi!" for you when you are down to one card
    # the game setup's last choices per game: {"players": n, "options": {key: value}}
    last_setup: dict = field(default_factory=dict)
    # games whose tutorial was already suggested (or played) on their first start
    seen_games: list = field(default_factory=list)
    last_game: str = ""          # the game last started from the setup (chosen there next)
    # the window: its size when last windowed (0: not yet known) and the UI scale
    window_w: int = 0
    window_h: int = 0
    ui_scale: float = 1.0        # 0.8..1.5, on top of the window's fit (app/ui/display.py)

    @property
    def speed_factor(self) -> float:
        return ANIMATION_SPEEDS.get(self.animation_speed, 1.0)

    def validated(self) -> "Settings":
        """A copy with every field brought into its allowed range."""
        s = Settings(**asdict(self))
        s.last_setup = dict(s.last_setup) if isinstance(s.last_setup, dict) else {}
        s.seen_games = list(s.seen_games) if isinstance(s.seen_games, list) else []
        s.last_game = s.last_game if isinstance(s.last_game, str) else ""
        if s.window_mode not in WINDOW_MODES:
            s.window_mode = "windowed"
        if s.animation_speed not in ANIMATION_SPEEDS:
            s.animation_speed = "normal"
        if s.ai_difficulty not in DIFFICULTIES:
            s.ai_difficulty = "normal"
        try:
            s.volume = min(1.0, max(0.0, float(s.volume)))
        except (TypeError, ValueError, OverflowError):
            s.volume = 0.7
        if s.volume != s.volume:        # NaN
            s.volume = 0.7
        s.window_w, s.window_h = window_size(s.window_w, s.window_h)
        s.ui_scale = clamp_ui_scale(s.ui_scale)
        return s


WINDOW_MIN, WINDOW_MAX = (640, 360), (7680, 4320)
UI_SCALE_RANGE = (0.8, 1.5)


def window_size(w, h) -> tuple[int, int]:
    """A remembered window size in its bounds, or (0, 0) for "not known"."""
    if type(w) is not int or type(h) is not int or not (
            WINDOW_MIN[0] <= w <= WINDOW_MAX[0] and WINDOW_MIN[1] <= h <= WINDOW_MAX[1]):
        return (0, 0)
    return (w, h)


def clamp_ui_scale(v) -> float:
    try:
        f = float(v)
    except (TypeError, ValueError, OverflowError):
        return 1.0
    if f != f:
        return 1.0
    return round(min(UI_SCALE_RANGE[1], max(UI_SCALE_RANGE[0], f)), 2)


GameKey = Annotated[str, msgspec.Meta(max_length=24, pattern="^[a-z0-9_]+$")]


class SeatMemory(msgspec.Struct):
    """One seat of a remembered setup: a person (with their name) or the AI."""
    person: bool = False
    name: Annotated[str, msgspec.Meta(max_length=24, pattern=storage.SHOWABLE)] = ""
    level: Literal["easy", "normal", "hard"] | None = None     # an AI seat's own level


class SetupMemory(msgspec.Struct):
    """One game's last setup: how many players and the plug-in's option values. Each
    value must be text, yes/no or a short list of texts (:func:`_option_value`), and is
    checked again against the game's choices when the setup screen uses it."""
    players: Annotated[int, msgspec.Meta(ge=1, le=16)] = 2
    options: Annotated[dict[str, Any], msgspec.Meta(max_length=16)] = \
        msgspec.field(default_factory=dict)
    seats: Annotated[list[SeatMemory], msgspec.Meta(max_length=16)] = \
        msgspec.field(default_factory=list)      # who plays each seat (pass-and-play)


def _option_value(v: Any) -> bool:
    def text(x) -> bool:
        return isinstance(x, str) and len(x) <= 64 and storage.printable(x) == x
    return (type(v) is bool or text(v)
            or (isinstance(v, list) and len(v) <= 8 and all(text(x) for x in v)))


class SettingsFile(msgspec.Struct):
    """The settings file's schema (unknown keys are ignored: a later Magetable's). Its
    choices are WINDOW_MODES, ANIMATION_SPEEDS and DIFFICULTIES (a test keeps them so)."""
    version: Annotated[int, msgspec.Meta(ge=1)] = config.SETTINGS_VERSION
    window_mode: Literal["windowed", "fullscreen"] = "windowed"
    animation_speed: Literal["slow", "normal", "fast", "instant"] = "normal"
    ai_difficulty: Literal["easy", "normal", "hard"] = "normal"
    volume: Annotated[float, msgspec.Meta(ge=0.0, le=1.0)] = 0.7
    fast_ai: bool = False
    auto_call: bool = False
    last_setup: Annotated[dict[GameKey, SetupMemory], msgspec.Meta(max_length=16)] = \
        msgspec.field(default_factory=dict)
    seen_games: Annotated[list[GameKey], msgspec.Meta(max_length=16)] = \
        msgspec.field(default_factory=list)
    last_game: Annotated[str, msgspec.Meta(max_length=24, pattern="^[a-z0-9_]*$")] = ""
    window_w: Annotated[int, msgspec.Meta(ge=0, le=7680)] = 0
    window_h: Annotated[int, msgspec.Meta(ge=0, le=4320)] = 0
    ui_scale: Annotated[float, msgspec.Meta(ge=0.8, le=1.5)] = 1.0


def settings_path() -> Path:
    return paths.config_dir() / "settings.json"


def check_settings(data: Any) -> Settings:
    if not isinstance(data, dict):
        raise Invalid("it does not hold settings")
    version = data.get("version", config.SETTINGS_VERSION)
    if type(version) is int and version > config.SETTINGS_VERSION:
        raise Invalid("it was written by a newer version of Magetable")
    f = msgspec.convert(data, SettingsFile, strict=True)
    for memory in f.last_setup.values():
        if any(len(k) > 32 or not _option_value(v) for k, v in memory.options.items()):
            raise Invalid("its remembered game setup is damaged")
    return Settings(window_mode=f.window_mode, animation_speed=f.animation_speed,
                    ai_difficulty=f.ai_difficulty, volume=float(f.volume), fast_ai=f.fast_ai,
                    auto_call=f.auto_call,
                    last_setup={k: msgspec.to_builtins(v) for k, v in f.last_setup.items()},
                    seen_games=list(f.seen_games), last_game=f.last_game,
                    window_w=window_size(f.window_w, f.window_h)[0],
                    window_h=window_size(f.window_w, f.window_h)[1],
                    ui_scale=clamp_ui_scale(f.ui_scale))


def load_settings() -> tuple[Settings, str | None]:
    """(settings, message). A bad file is moved aside and reported in ``message``;
    the defaults are used instead."""
    try:
        settings = storage.load(settings_path(), KIND, check_settings)
    except BadFile as bad:
        return Settings(), bad.message
    return (settings or Settings()), None


def save_settings(settings: Settings) -> None:
    data = asdict(settings.validated())
    data["version"] = config.SETTINGS_VERSION
    storage.write_json_atomic(settings_path(), data)
