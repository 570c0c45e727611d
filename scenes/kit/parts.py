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
from typing import Any, Callable, Protocol

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
    def sees_all(self) -> bool: ...   # every seat's hidden cards drawn face up

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

    # optional: ``hint_places(action) -> list[str]``, the element_rect names of the
    # places that show ``action`` (scenes.kit.hint lights them)


class CardInfo(Protocol):
    def card_under(self, pos): ...

    def area(self, key) -> pygame.Rect: ...

    def info(self, key, size) -> tuple | None: ...


class Handlers(Protocol):
    ignored: frozenset

    def handlers(self) -> dict: ...


class InputFace(Protocol):
    """What the kit's input part (scenes.kit.table_input) may read, set and ask of its
    table: where the mouse is, the zoom, the one input being handled (``_input``), the
    AI's wait, and the table's hooks a game or a tutorial overrides."""
    _input: Any                       # the input event being handled (one decision)
    mouse: tuple[int, int]
    mouse_seen: bool
    zoom_key: Any
    zoom_pinned: bool
    ai_wait: float

    @property
    def popup(self) -> Any: ...

    @property
    def hover_hold(self) -> Any: ...

    @property
    def drag(self) -> DragController: ...

    @property
    def queue(self) -> AnimationQueue: ...

    @property
    def log(self) -> LogPanel: ...

    @property
    def buttons(self) -> list: ...

    @property
    def undo_button(self) -> Any: ...

    @property
    def menu_button(self) -> Any: ...

    @property
    def hurry(self) -> Any: ...       # scenes.kit.hurry.HurryGuard

    @property
    def hint(self) -> Any: ...        # scenes.kit.hint.Hint

    @property
    def human(self) -> int | None: ...

    @property
    def human_to_move(self) -> bool: ...

    @property
    def human_out(self) -> bool: ...

    @property
    def playing_out(self) -> bool: ...

    def ai_pace_now(self) -> float: ...

    def offer_knockout(self) -> None: ...

    def pause(self) -> None: ...

    def undo(self) -> None: ...

    def toggle_log(self) -> None: ...

    def space(self) -> None: ...

    def show_message(self, message: str, seconds: float = 3.0, hint: bool = False) -> None: ...

    def card_under(self, pos) -> Any: ...

    def _zoom_area(self) -> Any: ...

    def _handle_more(self, event) -> bool: ...

    def _click(self, pos) -> bool: ...

    def pile_at(self, pos) -> Any: ...

    def browse_pile(self, title: str, cards, draw_face=None) -> Any: ...


class ActFace(Protocol):
    """What the kit's acting part (scenes.kit.acting) may read, set and ask of its table:
    the open pop-up (an answer closes it), the one decision being made (``_input``), the
    tutorial's ``action_filter``, and the table's hooks (``refuse_reason``,
    ``_sequence_reason``, ``apply``)."""
    popup: Any
    _input: Any

    @property
    def rules(self) -> Any: ...

    @property
    def state(self) -> Any: ...

    @property
    def human(self) -> int | None: ...

    @property
    def queue(self) -> AnimationQueue: ...

    @property
    def action_filter(self) -> Callable[[Any], str | None] | None: ...

    @property
    def filter_takes_gestures(self) -> bool: ...

    def legal(self) -> list: ...

    def _choosing(self) -> bool: ...

    def refuse_reason(self, action) -> str | None: ...

    def _sequence_reason(self, actions) -> str | None: ...

    def apply(self, action, from_pos=None) -> list: ...

    def human_act(self, action, from_pos=None) -> str | None: ...

    def show_message(self, message: str, seconds: float = 3.0, hint: bool = False) -> None: ...


class HurryFace(Protocol):
    """What the hurry guard (scenes.kit.hurry) reads of its table."""

    @property
    def app(self) -> Any: ...        # its clock

    @property
    def human(self) -> int | None: ...

    @property
    def state(self) -> Any: ...

    @property
    def queue(self) -> AnimationQueue: ...

    @property
    def actors(self) -> list: ...

    def can_act(self) -> bool: ...


class KnockOutFace(Protocol):
    """What the knocked-out hand-off (scenes.kit.knockout) may read, set and ask of its
    table: the game and its seats, the AI driver, the banner's place and the draw hooks;
    it may clear the pop-up, apply the play-out's actions, restart and autosave."""
    popup: Any

    @property
    def app(self) -> Any: ...

    @property
    def rules(self) -> Any: ...

    @property
    def state(self) -> Any: ...

    @property
    def session(self) -> Any: ...    # scenes.kit.session.GameSession

    @property
    def human(self) -> int | None: ...

    @property
    def players(self) -> int: ...

    @property
    def ai(self) -> Any: ...         # app.ui.ai_driver.AIDriver

    @property
    def queue(self) -> AnimationQueue: ...

    @property
    def drag(self) -> DragController: ...

    @property
    def log(self) -> LogPanel: ...

    @property
    def draw_hooks(self) -> list: ...

    @property
    def out_banner_at(self) -> tuple | None: ...

    def seats_out(self) -> set: ...

    def narrate(self, event) -> str | None: ...

    def apply(self, action, from_pos=None) -> list: ...

    def restart(self) -> None: ...

    def save_meta(self) -> dict: ...


class EndFace(Protocol):
    """What the kit's end-of-game part (scenes.kit.table_end) may read, set and ask of its
    table: the result and the seats, the log, the session's autosave, and the table's
    hooks a game or a tutorial overrides (``show_game_over``, ``_final_result``,
    ``_game_over_chart``, ``save_meta``)."""
    game_over_shown: bool
    replay: Any                      # a replay's controller: no game-over screen then
    _legal_cache: Any                # forgotten after a forfeit
    _decision_cache: Any
    listeners: dict                  # "after_action" listeners (a tutorial's) hear a forfeit

    @property
    def app(self) -> Any: ...

    @property
    def rules(self) -> Any: ...

    @property
    def hurry(self) -> Any: ...      # scenes.kit.hurry.Hurry

    def _show_state(self) -> None: ...

    def _autosave(self) -> None: ...

    @property
    def state(self) -> Any: ...

    @property
    def session(self) -> Any: ...    # scenes.kit.session.GameSession

    @property
    def players(self) -> int: ...

    @property
    def names(self) -> list: ...

    @property
    def human(self) -> int | None: ...

    @property
    def demo(self) -> bool: ...

    @property
    def playing_out(self) -> bool: ...

    @property
    def queue(self) -> AnimationQueue: ...

    @property
    def log(self) -> LogPanel: ...

    @property
    def game_over_class(self) -> type: ...

    def show_game_over(self, ev=None) -> None: ...

    def restart(self) -> None: ...

    def save_meta(self) -> dict: ...

    @property
    def hint(self) -> Any: ...       # scenes.kit.hint.Hint: the hints used

    def _narrate(self, event) -> str | None: ...

    def _final_result(self, res) -> None: ...

    def _game_over_chart(self, res) -> tuple: ...


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
