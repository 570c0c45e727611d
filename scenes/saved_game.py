"""Opening a saved game (Continue, Resume tutorial): the game's plug-in rebuilds the table
from the save; a save that cannot be restored is moved aside and the reason shown."""
from __future__ import annotations

from app import saves
from scenes.message import show_message


def open_saved_game(app, save: dict) -> bool:
    """Push the table scene that resumes ``save``; on failure the save is moved aside and
    the reason shown. Returns True when the game opened."""
    plugin = app.plugins.get(save.get("game"))
    if plugin is None or not plugin.built:
        show_message(app, "Cannot continue", "This game cannot be opened by this version.")
        return False
    try:
        scene = plugin.from_save(app, save)
    except Exception as exc:  # noqa: BLE001 - a save whose actions no longer replay
        message = saves.reject_autosave(f"could not be restored ({exc})")
        show_message(app, "Cannot continue", message)
        return False
    app.stack.push(scene)
    return True
