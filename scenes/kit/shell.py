"""What the table kit asks of the shell (the menu, the pause overlay, the message box):
a Protocol the composition root fills (``app.table_shell``, set in app/__main__.py), so
the kit never imports a shell screen. Without one (a bare App in a test) the pause menu
says it is not available, "Menu" leaves the table, and the knocked-out choices are not
offered (Space watches on)."""
from __future__ import annotations

from typing import Callable, Protocol, Sequence

Choice = tuple[str, Callable[[], None] | None]


class TableShell(Protocol):
    def pause_overlay(self, app, table) -> object:
        """The pause overlay over ``table`` (resume, restart, settings, menu)."""

    def start_scene(self, app) -> object:
        """The screen "Menu" goes back to."""

    def message_overlay(self, app, title: str, body: str,
                        choices: Sequence[Choice]) -> object:
        """A message with buttons (label, fn or None: just close)."""


def shell_of(app) -> TableShell | None:
    """The shell handed to the app by the composition root (None: none)."""
    return app.table_shell
