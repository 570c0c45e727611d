"""The Magecraft table scene ("gem-bag view"): ``table_scene``, ``demo_scene``,
``tutorial_scene`` and ``from_save``."""
from __future__ import annotations

from engines.core.replay import Record
from scenes.magecraft.table import MagecraftTable

__all__ = ["MagecraftTable", "table_scene", "demo_scene", "tutorial_scene", "from_save"]


def table_scene(app, players: int = 2, difficulty: str = "normal", options: dict | None = None,
                seed: int | None = None, human_seat: int = 0, **kw) -> MagecraftTable:
    """A game of one human (at ``human_seat``) against AI mages."""
    return MagecraftTable(app, players=players, difficulty=difficulty, options=options,
                          seed=seed, human_seat=human_seat, **kw)


def demo_scene(app, players: int = 2, seed: int = 1, **kw) -> MagecraftTable:
    """Every seat played by the AI; a new game starts when one ends."""
    return MagecraftTable(app, players=players, difficulty=kw.pop("difficulty", "normal"),
                          seed=seed, human_seat=None, demo=True, **kw)


def tutorial_scene(app, **kw):
    """The interactive tutorial (scenes.magecraft.tutorial)."""
    from scenes.magecraft.tutorial import tutorial_scene as make
    return make(app, **kw)


def from_save(app, save: dict, **kw) -> MagecraftTable:
    """Rebuild a saved game by replaying its record (a tutorial save resumes the
    tutorial at its step)."""
    meta = save.get("meta") or {}
    if meta.get("mode") == "tutorial":
        from scenes.magecraft.tutorial import from_save as tutorial_from_save
        return tutorial_from_save(app, save, **kw)
    rec = save["record"]
    record = rec if isinstance(rec, Record) else Record.from_json(rec)
    return MagecraftTable(app, difficulty=meta.get("difficulty", "normal"),
                          human_seat=meta.get("human_seat", 0), record=record,
                          mode=meta.get("mode", "game"), **kw)
