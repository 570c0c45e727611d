"""One module (or small package) per screen. Scenes orchestrate and animate; they hold
no rules: every decision goes through the engine's legal actions."""
from __future__ import annotations

import importlib

# game key -> module exporting table_scene(app, **kw), from_save(app, save) and
# tutorial_scene(app) (the last only for games with a tutorial)
TABLE_MODULES = {"magi": "scenes.magi", "magecraft": "scenes.magecraft",
                 "magination": "scenes.magination"}


def game_module(key: str):
    return importlib.import_module(TABLE_MODULES[key])
