"""Player settings, persisted as JSON in the user's config directory."""
from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from pathlib import Path

from app import config, paths
from app.storage import BadFile, read_json, reject, write_json_atomic

WINDOW_MODES = ("windowed", "fullscreen")
ANIMATION_SPEEDS = {"slow": 0.6, "normal": 1.0, "fast": 1.8, "instant": 12.0}
DIFFICULTIES = ("easy", "normal", "hard")


@dataclass
class Settings:
    window_mode: str = "windowed"
    animation_speed: str = "normal"
    ai_difficulty: str = "normal"
    volume: float = 0.7          # 0..1

    @property
    def speed_factor(self) -> float:
        return ANIMATION_SPEEDS.get(self.animation_speed, 1.0)

    def validated(self) -> "Settings":
        """A copy with every field brought into its allowed range."""
        s = Settings(**asdict(self))
        if s.window_mode not in WINDOW_MODES:
            s.window_mode = "windowed"
        if s.animation_speed not in ANIMATION_SPEEDS:
            s.animation_speed = "normal"
        if s.ai_difficulty not in DIFFICULTIES:
            s.ai_difficulty = "normal"
        try:
            s.volume = min(1.0, max(0.0, float(s.volume)))
        except (TypeError, ValueError):
            s.volume = 0.7
        return s


def settings_path() -> Path:
    return paths.config_dir() / "settings.json"


def load_settings() -> tuple[Settings, str | None]:
    """(settings, message). A bad file is moved aside and reported in ``message``;
    the defaults are used instead."""
    path = settings_path()
    try:
        data = read_json(path, "settings")
        if data is None:
            return Settings(), None
        if not isinstance(data, dict):
            raise reject(path, "settings", "does not hold settings")
        if data.get("version", config.SETTINGS_VERSION) > config.SETTINGS_VERSION:
            raise reject(path, "settings", "was written by a newer Magetable")
        known = {f.name for f in fields(Settings)}
        values = {k: v for k, v in data.items() if k in known}
        return Settings(**values).validated(), None
    except BadFile as bad:
        return Settings(), bad.message


def save_settings(settings: Settings) -> None:
    data = asdict(settings.validated())
    data["version"] = config.SETTINGS_VERSION
    write_json_atomic(settings_path(), data)
