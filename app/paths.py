"""Where Magetable keeps its files: the user's config and data directories
(platformdirs), or one folder named by MAGETABLE_HOME (tests, portable installs):
``$MAGETABLE_HOME/config/settings.json``, ``$MAGETABLE_HOME/data/autosave.json`` and
``$MAGETABLE_HOME/data/decks/*.json``.

A folder that cannot be created (a file in the way, no permission) never stops the app:
the functions here return the path anyway, reading finds nothing there and writing
says, in plain words, that it cannot save; :func:`prepare` reports it at start-up.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

import platformdirs

APP = "magetable"


def _home_override() -> Path | None:
    home = os.environ.get("MAGETABLE_HOME")
    return Path(home) if home else None


def _ensure(path: Path) -> Path:
    try:
        path.mkdir(parents=True, exist_ok=True)
    except (OSError, ValueError):
        pass            # reported by prepare(); writes there say they cannot save
    return path


def config_dir() -> Path:
    home = _home_override()
    return _ensure(home / "config" if home else Path(platformdirs.user_config_dir(APP, False)))


def data_dir() -> Path:
    home = _home_override()
    return _ensure(home / "data" if home else Path(platformdirs.user_data_dir(APP, False)))


def prepare() -> list[str]:
    """At start-up: create the config and data folders, delete the ``*.tmp`` files that
    interrupted saves left there (and in the data folder's collections, e.g. decks/)
    more than a minute ago, and return a message for each folder that cannot be used."""
    from app.storage import clean_leftover_tmp

    problems = []
    folders = []
    for label, path in (("settings", config_dir()), ("saved games and decks", data_dir())):
        if path.is_dir():
            folders.append(path)
            continue
        why = "a file is in the way" if path.exists() or _blocked(path) else \
            "it is not allowed"
        problems.append(f"The folder for your {label}, {path}, could not be created "
                        f"({why}). Magetable runs without saving {label} until it can "
                        "be created.")
    for path in list(folders):
        try:
            folders += [p for p in path.iterdir() if p.is_dir() and not p.is_symlink()]
        except OSError:
            pass
    clean_leftover_tmp(dict.fromkeys(folders))
    return problems


def _blocked(path: Path) -> bool:
    """Is some parent of ``path`` a file?"""
    for parent in path.parents:
        if parent.exists():
            return not parent.is_dir()
    return False


def _asset_roots() -> list[Path]:
    """Where assets/ may be: inside the PyInstaller build, beside the source tree (a
    checkout or an editable install), or among the data files a wheel installs
    (``<prefix>/share/magetable/assets``, see pyproject.toml)."""
    roots = []
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        roots.append(Path(frozen) / "assets")
    roots.append(Path(__file__).resolve().parent.parent / "assets")
    for prefix in (sys.prefix, getattr(sys, "base_prefix", sys.prefix)):
        roots.append(Path(prefix) / "share" / APP / "assets")
    return roots


def asset_path(*parts: str) -> Path:
    """A file under assets/ (the first root that has it; else where a checkout keeps it)."""
    roots = _asset_roots()
    for root in roots:
        candidate = root.joinpath(*parts)
        if candidate.exists():
            return candidate
    return roots[0].joinpath(*parts)
