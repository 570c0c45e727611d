"""Opening a saved game (Continue, Resume tutorial) is one guarded step: the game's
plug-in rebuilds the table from the save (replaying its record off-screen), the new scene
runs its first ``update(0)`` and draws once on an off-screen surface, and only then is it
pushed on the scene stack. Anything failing on the way - a move the rules refuse, a crash
in the table - moves the save aside and says so in plain words, so that Continue never
crashes and never comes back to a save that cannot open."""
from __future__ import annotations


from app.ui import canvas
from app import config, saves
from engines.core.protocol import IllegalAction
from scenes.message import show_message


def why_not_restored(exc: BaseException) -> str:
    """A clause for players: why a save that was read could not be opened."""
    if isinstance(exc, IllegalAction):
        reason = " ".join(str(exc.reason).split())[:160].rstrip(".")
        return f"one of its moves is not allowed by the rules ({reason})" if reason else \
            "one of its moves is not allowed by the rules"
    if isinstance(exc, RecursionError):
        return "it is nested far too deeply to be real"
    if isinstance(exc, MemoryError):
        return "it asks for far more memory than any real game"
    return "the game it holds could not be rebuilt"


def open_saved_game(app, save: dict) -> bool:
    """Push the table scene that resumes ``save`` (as ``app.saves.load`` returns it, with
    its ``"path"``); on failure the save is moved aside and the reason shown. Returns True
    when the game opened."""
    path = save.get("path") if isinstance(save, dict) else None
    plugin = app.plugins.get(save.get("game")) if isinstance(save, dict) else None
    if plugin is None or not plugin.built:
        message = saves.reject(path, "it is for a game this version cannot open")
        show_message(app, "Cannot continue", message)
        return False
    scene = None
    depth = app.stack.depth
    try:
        scene = plugin.from_save(app, save)
        scene.update(0.0)
        native = getattr(scene, "native", False) and getattr(app, "screen", None)
        scene.draw(canvas.new(app.screen.get_size() if native else config.LOGICAL_SIZE))
        app.stack.push(scene)
    except Exception as exc:  # noqa: BLE001 - whatever the save made the table do
        _undo(app, scene, depth)
        show_message(app, "Cannot continue", saves.reject(path, why_not_restored(exc)))
        return False
    return True


def _undo(app, scene, depth: int) -> None:
    """Leave the stack as it was before the attempt and let the scene go (its AI worker
    closed)."""
    leaving = app.stack.lift_above(depth)
    if scene is not None and scene not in leaving:
        leaving.append(scene)
    for s in leaving:
        try:
            s.exit()
        except Exception:  # noqa: BLE001
            pass
