"""Where Magetable keeps its files: the user's config and data directories
(platformdirs), or one folder named by MAGETABLE_HOME (tests, portable installs)."""
from __future__ import annotations

import os
import sys
from pathlib import Path

import platformdirs

APP = "magetable"


def _home_override() -> Path | None:
    home = os.environ.get("MAGETABLE_HOME")
    return Path(home) if home else None


def config_dir() -> Path:
    home = _home_override()
    path = home / "config" if home else Path(platformdirs.user_config_dir(APP, False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def data_dir() -> Path:
    home = _home_override()
    path = home / "data" if home else Path(platformdirs.user_data_dir(APP, False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def asset_path(*parts: str) -> Path:
    """A file under assets/, both from a source checkout and from the PyInstaller build."""
    base = Path(getattr(sys, "_MEIPASS", Path(__file__).resolve().parent.parent))
    return base.joinpath("assets", *parts)
