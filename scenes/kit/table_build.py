"""The parts every kit table has, built once for every game (``TableScene._init_table``
calls :func:`build_parts` with the places the game's layout gives)."""
from __future__ import annotations

from app.ui.ai_driver import AIDriver
from app.ui.animq import AnimationQueue
from app.ui.cards import HoverHold, ZoomView
from app.ui.drag import DragController
from app.ui.widgets import Button
from scenes.kit.hint import Hint
from scenes.kit.keywords import book_of, glossary_of
from scenes.kit.log_panel import LogPanel
from scenes.kit.pipeline import EventPipeline
from scenes.kit.zoom import LogCardZoom


def build_parts(table, *, log_rect, undo_rect, menu_rect, inline_ai=None,
                on_click=None, on_double_click=None, zoom_width: int = 300,
                hover_delay: float = 0.6, button_size: int = 16) -> None:
    """The parts every table has: the animation queue (at the settings' speed), the
    drag controller (the table's ``_on_drop``, ``_legal_targets``, ``_can_pick`` and
    the click callbacks given here), the log panel, the zoom view and its hover-hold,
    the Undo and Menu buttons (``table.buttons`` starts with them; hidden Undo in the
    demo) and the AI driver for the seats (inline in tests and the headless demo)."""
    # the AI's searches run in the table's own process in tests and the headless demo
    table.inline_ai = (bool(table.app.test_mode) or (table.demo and table.app.headless)
                       if inline_ai is None else inline_ai)
    table.queue = AnimationQueue(speed=table.speed)
    table.drag = DragController(table._on_drop, table._legal_targets, can_pick=table._can_pick,
                                on_click=on_click, on_double_click=on_double_click)
    table.log = LogPanel(log_rect, on_toggle=lambda collapsed: table.log_toggled(collapsed))
    table.log.stamp = table._log_stamp
    table.zoomer = ZoomView(panel_width=zoom_width,
                           keywords=glossary_of(table.game_key).found)
    table.hover_hold = HoverHold(hover_delay)
    table.log_zoom = LogCardZoom(table, book_of(table.game_key), table.zoomer)
    table.undo_button = Button(undo_rect, "Undo", table.undo, size=button_size)
    table.menu_button = Button(menu_rect, "Menu", table.pause, size=button_size)
    table.undo_button.visible = not table.demo
    table.buttons = [table.undo_button, table.menu_button]
    table.hint = Hint(table)       # the Hint button, its panel (a draw hook), its worker
    table.listeners["after_events"] = []    # fn() once the table caught up with the state
    table.ai = AIDriver(table.rules, table.game_key, table.difficulty, table.seed,
                       table.inline_ai, forced=table.ai_forced, salt=table.ai_salt)
    table.pipeline = EventPipeline(table.queue, table.log, table.view_state)
