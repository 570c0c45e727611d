"""The shell as the table kit sees it: the screens it may ask for (the pause menu, the
start screen, a message with buttons) come from the shell the composition root handed
the app (``app.shell``, app/shell.py), so the kit never imports a shell screen. Without
one (a bare App in a test: app.shell.NoShell) the pause menu says it is not available,
"Menu" leaves the table, and the knocked-out choices are not offered (Space watches on).
"""
from __future__ import annotations

from app.shell import NoShell, Shell


def shell_of(app) -> Shell | None:
    """The shell handed to the app by the composition root (None: none was)."""
    shell = getattr(app, "shell", None)
    return None if shell is None or isinstance(shell, NoShell) else shell
