"""The table's input (a part of the kit's table, ``table.kit_input``): named commands, the open pop-up's turn, the
right-click zoom, the buttons and the drag controller, and the rule that one input has
one meaning.

One input, one meaning: Space skips the animations while something animates (nothing
else), hurries the AI while it is to move, and on the human's ready turn is the table's
``space`` (its next step). A left click while something animates only skips the
animations (its release is swallowed too) and says "Skipped the animation — click
again". Presses that hurried the others are *carried over*: a press on the human's turn
that comes less than HURRY_GRACE after their turn became ready, or after the previous
hurrying press, is ignored with a hint (the rule and its state: the table's hurry
guard, scenes.kit.hurry). The Undo and Menu buttons and
the log's header always keep their meaning.

Every action of the human's applied while one input event is handled (a drop that picks
a book and pays it) is one decision: undo takes it all back (scenes.kit.session).

What the part may read and ask of its table is declared by
:class:`scenes.kit.parts.InputFace`; the table's own hooks (``card_under``,
``_zoom_area``, ``_handle_more``, ``_click``, ``pile_at``, ``space``...) are asked
through it, so a game's table or a tutorial still overrides them there.
"""
from __future__ import annotations

import pygame

from app.ui import commands
from scenes.kit.hurry import HURRY_GRACE
from scenes.kit.parts import InputFace

__all__ = ["TABLE_COMMANDS", "HURRY_GRACE", "SKIPPED_HINT", "IGNORED_CLICK_HINT",
           "IGNORED_SPACE_HINT", "TableInput"]

# the commands every table understands (app.ui.commands), in the order they are tried
TABLE_COMMANDS = ("undo", "log", "hint", "next_step", "pause")
SKIPPED_HINT = "Skipped the animation — click again"
IGNORED_CLICK_HINT = "Your turn has just begun — that click only hurried the others. " \
    "Click again."
IGNORED_SPACE_HINT = "Your turn now — that Space only hurried the others. " \
    "Press Space again to go on."


class TableInput:
    """The table's input part (see the module's docstring)."""

    def __init__(self, table: InputFace) -> None:
        self.table = table

    def handle(self, event) -> bool:
        """One input event. Every action of the human's applied while it is handled
        (a drop that picks a book and pays it, a pop-up's distribution) is one decision:
        undo takes all of it back."""
        t = self.table
        outer, t._input = t._input, event
        try:
            return self._handle_input(event)
        finally:
            t._input = outer

    def _handle_input(self, event) -> bool:
        t = self.table
        et = event.type
        if et in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            t.mouse, t.mouse_seen = event.pos, True
        if et == pygame.MOUSEMOTION:
            t.mouse, t.mouse_seen = event.pos, True
            t.hover_hold.moved(event.pos)
            if (t.zoom_pinned and t.zoom_key is not None
                    and not t._zoom_area().collidepoint(event.pos)):
                t.zoom_pinned, t.zoom_key = False, None
        if et == pygame.KEYUP:
            t.hurry.key_up(event.key)
        command = commands.command_of(event, TABLE_COMMANDS)
        if command == "pause":
            if t.drag.busy:
                return t.drag.handle(event)
            if t.hint.cancel():            # a hint being worked out, or shown
                return True
            if t.popup is not None and t.popup.cancellable:
                t.popup.cancel()
                return True
            if t.zoom_pinned:
                t.zoom_pinned, t.zoom_key = False, None
                return True
            t.pause()
            return True
        if command == "undo":
            t.undo()
            return True
        if command == "next_step":
            self.next_step_pressed(event.key)
            return True
        if command == "log":
            t.toggle_log()
            return True
        if command == "hint":
            t.hint.ask()
            return True
        if et in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button == 1:
            t.hover_hold.suppress(event.pos)
            if self._hurry_click(event):
                return True
        if t.hint.handle(event):          # the Hint button, over an open pop-up too
            return True
        if t.popup is not None and self._kit_button(event):
            return True                   # Undo and Menu beside a question that waits
        if t.popup is not None and not t.queue.busy:
            if t.popup.handle(event):
                return True
        if et == pygame.MOUSEBUTTONDOWN and event.button == 3:
            key = t.card_under(event.pos)
            t.zoom_key, t.zoom_pinned = (key, True) if key is not None else (None, False)
            return True
        if t.log.handle(event):
            return True
        for b in t.buttons:
            if b.handle(event):
                return True
        if t._handle_more(event):
            return True
        if t.drag.handle(event):
            return True
        if et == pygame.MOUSEBUTTONUP and event.button == 1:
            pile = t.pile_at(event.pos)
            if pile is not None:
                t.browse_pile(*pile)
                return True
            return t._click(event.pos)
        return et in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)

    # one input, one meaning (the table's hurry guard: scenes.kit.hurry) -------------------
    def held(self) -> bool:
        """A click or Space now would be taken for more hurrying and ignored (tests and
        tutorials wait for this to pass, as a player would)."""
        return self.table.hurry.held()

    def next_step_pressed(self, key: int = pygame.K_SPACE) -> None:
        """Space: skips the animations while something animates (nothing else); hurries
        the AI while it is to move; on the human's turn the table's ``space`` (the next
        step), unless the press is carried over from hurrying the others, or is the key
        held down since a press that hurried them (ignored, with a hint)."""
        t = self.table
        hurry = t.hurry
        repeat = hurry.key_down(key)
        hurry.watch()
        if t.queue.busy:
            t.queue.skip()
            hurry.note()
            hurry.key_hurried(key)
            return
        if t.human_out and not t.playing_out:
            t.offer_knockout()             # watching: Space brings back the choices
            return
        if t.human is not None and hurry.others_playing():
            t.ai_wait = max(t.ai_wait, t.ai_pace_now())    # the AI moves at once
            hurry.note()
            hurry.key_hurried(key)
            return
        if t.human_to_move and (hurry.carried_over() or hurry.key_held_over(key, repeat)):
            hurry.note()
            hurry.key_hurried(key)
            t.show_message(IGNORED_SPACE_HINT, 2.5, hint=True)
            return
        hurry.hurried = False
        t.space()

    def _kit_button(self, event) -> bool:
        """The Undo and Menu buttons take their press and release even while a pop-up
        that takes every click (a question the table waits for) is open, unless the
        pop-up lies over them: a person's click comes over two frames and must not be
        lost to the question between them."""
        t = self.table
        if event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return False
        popup = t.popup
        if popup is not None and popup.rect.collidepoint(event.pos):
            return False
        return any(b.handle(event) for b in (t.undo_button, t.menu_button)
                   if b.visible and (b.pressed or b.rect.collidepoint(event.pos)))

    def _kit_control(self, pos) -> bool:
        """The Undo, Menu and Hint buttons and the log's header keep their meaning
        always."""
        t = self.table
        for b in (t.undo_button, t.menu_button):
            if b.visible and b.rect.collidepoint(pos):
                return True
        if t.hint.covers(pos):
            return True
        return t.log.toggle_rect.collidepoint(pos)

    def _hurry_click(self, event) -> bool:
        """A left click while something animates only skips the animations (its release
        too) and says so; a click carried over from hurrying the others into the human's
        turn is ignored, with a hint. True when the event was used that way."""
        t = self.table
        hurry = t.hurry
        if event.type == pygame.MOUSEBUTTONUP:
            if hurry.swallow_up:
                hurry.swallow_up = False
                return True
            return False
        hurry.swallow_up = False
        if self._kit_control(event.pos) or t.drag.busy:
            return False
        hurry.watch()
        if t.queue.busy:
            t.queue.skip()
            hurry.note()
            hurry.swallow_up = True
            t.show_message(SKIPPED_HINT, 1.5, hint=True)
            return True
        if t.human_to_move and hurry.carried_over():
            hurry.note()
            hurry.swallow_up = True
            t.show_message(IGNORED_CLICK_HINT, 2.0, hint=True)
            return True
        hurry.hurried = False
        return False

    def update_zoom(self, dt: float) -> None:
        """The zoom, each frame (each table calls it last in ``tick``): the card under
        the mouse zooms once the mouse has been brought onto it and rests there (not
        after a click or a drop until the mouse moves, not while dragging, while a
        pop-up is open or while a message shows: the message wins); a pinned zoom
        stays."""
        t = self.table
        if t.drag.message:
            t.zoom_key, t.zoom_pinned = None, False
            t.hover_hold.reset()
            return
        if not t.zoom_pinned:
            hovered = (None if t.drag.dragging is not None or t.popup is not None
                       else t.card_under(t.mouse))
            t.zoom_key = t.hover_hold.update(dt, hovered)
