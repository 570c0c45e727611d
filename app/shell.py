"""The shell handed to the kit: the screens a table, a tutorial or a builder goes to (the
main menu, a game's setup screen, the pause menu, a message with buttons), made by the composition root
(app/__main__.py) and reached as ``app.shell``. The kit never imports a shell screen:
it asks ``app.shell`` for one and puts it on the scene stack itself::

    app.stack.clear_to(app.shell.menu())
    app.stack.push(app.shell.setup("magecraft"))

``Shell`` is the protocol; :class:`Screens` is the shell made of the shell's scene
factories, bound to one app; :class:`NoShell` (an App's default until the composition
root hands it a shell) refuses every request with :class:`ShellMissing`.
"""
from __future__ import annotations

from typing import Any, Callable, Protocol, Sequence

from app.scene import Scene

Choice = tuple[str, Callable[[], None] | None]   # a button: its label, and what it does


class ShellMissing(LookupError):
    """A shell screen was asked of an app that was given no shell."""


class Shell(Protocol):
    """What the kit may ask of the shell. Each call makes a new scene (not yet on the
    stack)."""

    def menu(self) -> Scene:
        """The main menu."""
        ...

    def start(self) -> Scene:
        """The screen the app starts on (the main menu, or what the menu puts first)."""
        ...

    def setup(self, game: str) -> Scene:
        """The setup screen with ``game`` (a plug-in key) selected."""
        ...

    def pause(self, table: Scene) -> Scene:
        """The pause menu over ``table``."""
        ...

    def message(self, title: str, body: str, choices: Sequence[Choice]) -> Scene:
        """A message with buttons (label, fn; None: the button just closes it)."""
        ...


class Screens:
    """A :class:`Shell` made of scene factories, each called with the app first:
    ``menu(app)``, ``start(app)``, ``setup(app, game)``, ``pause(app, table)``,
    ``message(app, title, body, choices)``."""

    def __init__(self, app: Any, *, menu: Callable[[Any], Scene],
                 start: Callable[[Any], Scene], setup: Callable[[Any, str], Scene],
                 pause: Callable[[Any, Scene], Scene],
                 message: Callable[[Any, str, str, list[Choice]], Scene]) -> None:
        self.app = app
        self._menu, self._start, self._setup, self._pause = menu, start, setup, pause
        self._message = message

    def menu(self) -> Scene:
        return self._menu(self.app)

    def start(self) -> Scene:
        return self._start(self.app)

    def setup(self, game: str) -> Scene:
        return self._setup(self.app, game)

    def pause(self, table: Scene) -> Scene:
        return self._pause(self.app, table)

    def message(self, title: str, body: str, choices: Sequence[Choice]) -> Scene:
        return self._message(self.app, title, body, list(choices))


class NoShell:
    """The shell of an app that was handed none: every screen is refused."""

    def _missing(self, what: str) -> Scene:
        raise ShellMissing(f"this app was given no shell (asked for {what})")

    def menu(self) -> Scene:
        return self._missing("the menu")

    def start(self) -> Scene:
        return self._missing("the start screen")

    def setup(self, game: str) -> Scene:
        return self._missing(f"the setup of {game!r}")

    def pause(self, table: Scene) -> Scene:
        return self._missing("the pause menu")

    def message(self, title: str, body: str, choices: Sequence[Choice]) -> Scene:
        return self._missing(f"a message ({title!r})")
