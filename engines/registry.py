"""Which game engines exist and where their rules live: pure data plus a lazy import.

Titles, player counts and everything else about a game come from its ``RULES`` (the one
place they live); how a game appears in the app is its scene plug-in's business."""
from __future__ import annotations

import importlib

ENGINES: dict[str, str] = {
    "magi": "engines.magi",
    "magination": "engines.magination",
    "magecraft": "engines.magecraft",
    "arena": "engines.arena",
    "mabinogi": "engines.mabinogi",
}


def rules_for(key: str):
    """The RULES object of a built game; ValueError for a key no engine has."""
    module = ENGINES.get(key) if isinstance(key, str) else None
    if module is None:
        raise ValueError(f"there is no game called {str(key)[:30]!r}")
    return importlib.import_module(module).RULES


def built_games() -> list[str]:
    return list(ENGINES)
