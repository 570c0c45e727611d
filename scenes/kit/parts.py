"""A table made of named parts instead of mix-ins sharing one ``self``.

The kit's :class:`scenes.kit.table.TableScene` is the composition root of a table: it
owns the session, the seats (:class:`scenes.kit.seats.Seats`), the event pipeline (and
with it ``shown``, what is drawn), the animation queue, the drag controller, the log,
the zoom, the buttons and the AI seats. A game's table declares its ``spec``
(scenes.kit.setup.TableSpec) and builds its own parts in ``build()``:

    drawer    draws ``shown`` and the game's stage                  (Drawer)
    input     gestures: drags, clicks, buttons, Space, named places (Gestures)
    cards     what is under the mouse and its zoom text             (CardInfo)
    handlers  the event handlers by type, and what they ignore      (Handlers)

plus any parts of its own (the places on the screen, the stage of running effects).
Each part is created with exactly what it may use (the :class:`TableFace` it reads, the
:class:`TableActions` it may ask for, the other parts it needs), so its surface is
declared by its constructor. Every part may keep per-frame work in ``tick(dt)`` and
forget what was animating in ``reset()`` (a new game, an undo, a restore).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

import pygame

from app.ui.animq import AnimationQueue
from app.ui.drag import DragController
from scenes.kit.log_panel import LogPanel
from scenes.kit.seats import Seats


class Part:
    """A named piece of a table (see the module's docstring)."""

    def tick(self, dt: float) -> None:
        """Each frame (before the AI seats and the zoom)."""

    def reset(self) -> None:
        """Forget what was animating: a new game, an undo, a restored game."""


class TableFace(Protocol):
    """What a part may read from its table (and the two things it may set: the open
    pop-up and where the mouse is)."""
    popup: Any                        # the open pop-up (an input part may open one)
    mouse: tuple[int, int]

    @property
    def app(self) -> Any: ...

    @property
    def seats(self) -> Seats: ...

    @property
    def names(self) -> list: ...

    @property
    def human(self) -> int | None: ...

    @property
    def state(self) -> Any: ...      # the live state: read through the game's read model

    @property
    def shown(self) -> Any: ...      # what is drawn (the pipeline's snapshot)

    @property
    def queue(self) -> AnimationQueue: ...   # handlers push onto it

    @property
    def log(self) -> LogPanel: ...

    @property
    def drag(self) -> DragController: ...

    @property
    def time(self) -> float: ...

    def can_act(self) -> bool: ...

    def legal(self) -> list: ...

    def human_legal(self) -> list: ...

    def decision(self) -> Any: ...

    def speed(self) -> float: ...

    def queue_game_over(self, ev, wait: float = 0.4) -> None: ...


class DrawFace(TableFace, Protocol):
    """What a drawer reads besides: the kit's controls and hooks it draws."""

    @property
    def buttons(self) -> list: ...

    @property
    def draw_hooks(self) -> list: ...

    @property
    def zoom_key(self) -> Any: ...

    def card_under(self, pos) -> Any: ...


class TableActions(Protocol):
    """What an input part may ask its table to do."""

    def human_act(self, action, from_pos=None) -> str | None: ...

    def human_sequence(self, actions, from_pos=None) -> str | None: ...

    def refuse_reason(self, action) -> str | None: ...

    def show_message(self, message: str, seconds: float = 3.0, hint: bool = False) -> None: ...

    def browse_pile(self, title: str, cards, draw_face=None): ...

    def choose(self, action) -> None: ...


class Drawer(Protocol):
    def draw(self, surface: pygame.Surface) -> None: ...


class Gestures(Protocol):
    buttons: list

    def can_pick(self, payload) -> str | None: ...

    def legal_targets(self, payload) -> set: ...

    def on_drop(self, payload, target) -> str | None: ...

    def item_click(self, payload) -> None: ...

    def preview(self, surface, payload, target) -> None: ...

    def handle_first(self, event) -> bool: ...     # before the kit's own input

    def handle(self, event) -> bool: ...           # after the buttons

    def click(self, pos) -> bool: ...

    def space(self) -> None: ...

    def pile_at(self, pos): ...

    def settled(self) -> None: ...

    def element_rect(self, name: str) -> pygame.Rect | None: ...


class CardInfo(Protocol):
    def card_under(self, pos): ...

    def area(self, key) -> pygame.Rect: ...

    def info(self, key, size) -> tuple | None: ...


class Handlers(Protocol):
    ignored: frozenset

    def handlers(self) -> dict: ...


@dataclass
class TableParts:
    """A game's parts, as ``build()`` returns them; ``more`` are its own (places,
    stage...), ticked and reset with the others."""
    drawer: Drawer
    input: Gestures
    cards: CardInfo
    handlers: Handlers
    more: tuple = field(default_factory=tuple)

    def each(self) -> list:
        return [p for p in (*self.more, self.handlers, self.input, self.cards, self.drawer)
                if isinstance(p, Part)]
