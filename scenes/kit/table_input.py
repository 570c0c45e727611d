"""The table's input (a TableScene mix-in): named commands, the open pop-up's turn, the
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
"""
from __future__ import annotations

import pygame

from app.ui import commands
from scenes.kit.hurry import HURRY_GRACE

__all__ = ["TABLE_COMMANDS", "HURRY_GRACE", "SKIPPED_HINT", "IGNORED_CLICK_HINT",
           "IGNORED_SPACE_HINT", "TableInput"]

# the commands every table understands (app.ui.commands), in the order they are tried
TABLE_COMMANDS = ("undo", "log", "next_step", "pause")
SKIPPED_HINT = "Skipped the animation — click again"
IGNORED_CLICK_HINT = "Your turn has just begun — that click only hurried the others. " \
    "Click again."
IGNORED_SPACE_HINT = "Your turn now — that Space only hurried the others. " \
    "Press Space again to go on."


class TableInput:
    """TableScene's input half (see the module's docstring)."""

    def handle(self, event) -> bool:
        """One input event. Every action of the human's applied while it is handled
        (a drop that picks a book and pays it, a pop-up's distribution) is one decision:
        undo takes all of it back."""
        outer, self._input = self._input, event
        try:
            return self._handle_input(event)
        finally:
            self._input = outer

    def _handle_input(self, event) -> bool:
        et = event.type
        if et in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.mouse, self.mouse_seen = event.pos, True
        if et == pygame.MOUSEMOTION:
            self.mouse, self.mouse_seen = event.pos, True
            self.hover_hold.moved(event.pos)
            if (self.zoom_pinned and self.zoom_key is not None
                    and not self._zoom_area().collidepoint(event.pos)):
                self.zoom_pinned, self.zoom_key = False, None
        command = commands.command_of(event, TABLE_COMMANDS)
        if command == "pause":
            if self.drag.busy:
                return self.drag.handle(event)
            if self.popup is not None and self.popup.cancellable:
                self.popup.cancel()
                return True
            if self.zoom_pinned:
                self.zoom_pinned, self.zoom_key = False, None
                return True
            self.pause()
            return True
        if command == "undo":
            self.undo()
            return True
        if command == "next_step":
            self._next_step_pressed()
            return True
        if command == "log":
            self.toggle_log()
            return True
        if et in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button == 1:
            self.hover_hold.suppress(event.pos)
            if self._hurry_click(event):
                return True
        if self.popup is not None and not self.queue.busy:
            if self._handle_popup(event):
                return True
        if et == pygame.MOUSEBUTTONDOWN and event.button == 3:
            key = self.card_under(event.pos)
            self.zoom_key, self.zoom_pinned = (key, True) if key is not None else (None, False)
            return True
        if self.log.handle(event):
            return True
        for b in self.buttons:
            if b.handle(event):
                return True
        if self._handle_more(event):
            return True
        if self.drag.handle(event):
            return True
        if et == pygame.MOUSEBUTTONUP and event.button == 1:
            pile = self.pile_at(event.pos)
            if pile is not None:
                self.browse_pile(*pile)
                return True
            return self._click(event.pos)
        return et in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)

    # one input, one meaning (the table's hurry guard: scenes.kit.hurry) -------------------
    def _watch_turn(self) -> None:
        self.hurry.watch()

    def _note_hurry(self) -> None:
        self.hurry.note()

    def input_held(self) -> bool:
        """A click or Space now would be taken for more hurrying and ignored (tests and
        tutorials wait for this to pass, as a player would)."""
        return self.hurry.held()

    def _next_step_pressed(self) -> None:
        """Space: skips the animations while something animates (nothing else); hurries
        the AI while it is to move; on the human's turn the table's ``space`` (the next
        step), unless the press is carried over from hurrying the others (ignored, with a
        hint)."""
        hurry = self.hurry
        hurry.watch()
        if self.queue.busy:
            self.queue.skip()
            hurry.note()
            return
        if self.human_out and not self.playing_out:
            self.offer_knockout()          # watching: Space brings back the choices
            return
        if self.human is not None and hurry.others_playing():
            self.ai_wait = max(self.ai_wait, self.ai_pace_now())    # the AI moves at once
            hurry.note()
            return
        if self.human_to_move and hurry.carried_over():
            hurry.note()
            self.show_message(IGNORED_SPACE_HINT, 2.5, hint=True)
            return
        hurry.hurried = False
        self.space()

    def _kit_control(self, pos) -> bool:
        """The Undo and Menu buttons and the log's header keep their meaning always."""
        for b in (self.undo_button, self.menu_button):
            if b.visible and b.rect.collidepoint(pos):
                return True
        return self.log.toggle_rect.collidepoint(pos)

    def _hurry_click(self, event) -> bool:
        """A left click while something animates only skips the animations (its release
        too) and says so; a click carried over from hurrying the others into the human's
        turn is ignored, with a hint. True when the event was used that way."""
        hurry = self.hurry
        if event.type == pygame.MOUSEBUTTONUP:
            if hurry.swallow_up:
                hurry.swallow_up = False
                return True
            return False
        hurry.swallow_up = False
        if self._kit_control(event.pos) or self.drag.busy:
            return False
        hurry.watch()
        if self.queue.busy:
            self.queue.skip()
            hurry.note()
            hurry.swallow_up = True
            self.show_message(SKIPPED_HINT, 1.5, hint=True)
            return True
        if self.human_to_move and hurry.carried_over():
            hurry.note()
            hurry.swallow_up = True
            self.show_message(IGNORED_CLICK_HINT, 2.0, hint=True)
            return True
        hurry.hurried = False
        return False

    def _handle_popup(self, event) -> bool:
        """The open pop-up's turn at ``event``."""
        return self.popup.handle(event)

    def _update_zoom(self, dt: float) -> None:
        """The zoom, each frame (each table calls it last in ``update``): the card under the mouse zooms once
        the mouse has been brought onto it and rests there (not after a click or a drop
        until the mouse moves, not while dragging, while a pop-up is open or while a
        message shows: the message wins); a pinned zoom stays."""
        if self.drag.message:
            self.zoom_key, self.zoom_pinned = None, False
            self.hover_hold.reset()
            return
        if not self.zoom_pinned:
            hovered = (None if self.drag.dragging is not None or self.popup is not None
                       else self.card_under(self.mouse))
            self.zoom_key = self.hover_hold.update(dt, hovered)
