"""The Magi-Nation Duel table scene: ``table_scene``, ``demo_scene``, ``from_save`` (games
and tutorials) and ``tutorial_scene``."""
from __future__ import annotations

from engines.core.replay import Record
from scenes.magination.table import MagiNationTable

__all__ = ["MagiNationTable", "table_scene", "demo_scene", "from_save", "tutorial_scene"]


def table_scene(app, players: int = 2, difficulty: str = "normal", options: dict | None = None,
                seed: int | None = None, human_seat: int = 0, **kw) -> MagiNationTable:
    """One human (at ``human_seat``) against AI seats. ``options["decks"]``: one deck per
    player, a starter key ("naroom", "cald") or {"magi": [3 names], "cards": [names]}."""
    return MagiNationTable(app, players=players, difficulty=difficulty, options=options,
                           seed=seed, human_seat=human_seat, **kw)


def demo_scene(app, players: int = 2, seed: int = 1, **kw) -> MagiNationTable:
    """Every seat played by the AI; a new game starts when one ends."""
    return MagiNationTable(app, players=players, difficulty=kw.pop("difficulty", "normal"),
                           seed=seed, human_seat=None, demo=True, **kw)


def from_save(app, save: dict, **kw) -> MagiNationTable:
    """Rebuild a saved game by replaying its record (a tutorial save resumes the tutorial
    at its step)."""
    meta = save.get("meta") or {}
    if meta.get("mode") == "tutorial":
        from scenes.magination.tutorial import from_save as tutorial_from_save
        return tutorial_from_save(app, save, **kw)
    rec = save["record"]
    record = rec if isinstance(rec, Record) else Record.from_json(rec)
    return MagiNationTable(app, difficulty=meta.get("difficulty", "normal"),
                           human_seat=meta.get("human_seat", 0), record=record,
                           mode=meta.get("mode", "game"), **kw)


def tutorial_scene(app, **kw):
    """The guided sample duel (scenes/magination/tutorial.py)."""
    from scenes.magination.tutorial import tutorial_scene as make
    return make(app, **kw)
