"""The interactive Magecraft tutorial: a real Magecraft table on a staged position, where
Bram (the AI) plays a fixed script and the player is walked through the game step by step.

It is the ordinary :class:`MagecraftTable` with the tutorial hooks filled in:

* ``action_filter`` lets through only the gesture the current step asks for (the engine
  still decides what is legal; anything else is refused with a hint near the cursor and
  changes nothing);
* ``listeners["after_action"]`` moves to the next step once the step's actions are played;
* ``draw_hooks`` draw the call-out (over the log, below the Academy), a pulsing ring and an
  arrow at the thing to drag or click, found with ``element_rect``;
* Bram does not think: ``_drive_ai`` feeds him the next move of the script, checked
  against the engine's legal actions.

The step machinery, the call-out and the pointer are :mod:`scenes.kit.tutorial`.
Steps and texts live in
:mod:`scenes.magecraft.tutorial_steps`.
"""
from __future__ import annotations

import pygame

from app.ui import palette
from engines.core.replay import Record
from scenes.kit import tutorial as TB
from scenes.kit.tutorial_marks import log_column_style
from scenes.magecraft import layout as L
from scenes.magecraft import tutorial_steps as TS
from scenes.kit.tutorial_script import step_in_span
from scenes.magecraft.table import MagecraftTable

CALLOUT = L.LOG                     # at 1280x720 (each table's: its layout's log column)
STYLE = log_column_style(CALLOUT)


def _expected(k: int) -> list:
    return TS.STEPS[k].expect or []


def matches_script(actions) -> bool:
    """Do ``actions`` follow the script (an unordered step's actions in any order)?"""
    acts = [tuple(a) for a in actions]
    if len(acts) > len(TS.SCRIPT):
        return False
    loose = {TS.STEP_AT[k]: len(_expected(k)) for k in range(TS.N_STEPS)
             if TS.STEPS[k].unordered}
    i = 0
    while i < len(acts):
        if i in loose:
            want = list(TS.SCRIPT[i:i + loose[i]])
            seg = acts[i:i + loose[i]]
            for a in seg:
                if a not in want:
                    return False
                want.remove(a)
            i += len(seg)
            continue
        if acts[i] != TS.SCRIPT[i]:
            return False
        i += 1
    return True


TutorialComplete = TB.TutorialComplete      # the end panel: the kit's


class MagecraftTutorial(TB.Tutorial, MagecraftTable):
    """The Magecraft table in tutorial mode."""

    TS = TS
    callout_style = STYLE
    end_centre = (L.BOARD.centerx, 330)
    arrow_below = ("board:1", "popup:")
    covers_log = True
    watch_text = "Watch Bram play his turn…"
    table_options = {"players": TS.PLAYERS, "difficulty": "normal"}

    def _place_frame(self) -> None:
        """The call-out stands over the log's column and the end panel over the
        spellbooks, in the table's room."""
        super()._place_frame()
        lay = self.layout
        if lay is not L.DEFAULT:
            self.callout_style = log_column_style(lay.LOG)
        else:
            self.__dict__.pop("callout_style", None)
        self.end_centre = (lay.BOARD.centerx, lay.centre[1] + 30)
        self.__dict__.pop("_log_home_top", None)     # the log's column starts again

    def fits(self, record: Record) -> bool:
        return record.config.get("tutorial") == "magecraft" and matches_script(record.actions)

    def settle(self, step, played: int) -> int:
        """Every earlier step done, this one not yet (its actions come one by one)."""
        return step_in_span(step, played, TS.STEPS, TS.STEP_AT, TS.N_STEPS)

    def _fresh_record(self) -> Record:
        return Record("magecraft", TS.config(), TS.SEED, [])

    def _intro_log(self, resumed: bool) -> None:
        self.log.clear()
        self.log.add("Magecraft tutorial" + (" resumed." if resumed else ": you against Bram."),
                     palette.ACCENT)

    # the current step ----------------------------------------------------------------
    @property
    def ready(self) -> bool:
        """Is the current step on screen (everything before it played and animated)?"""
        return self.step < TS.N_STEPS and self.progress >= 0 and not self.queue.busy

    @property
    def waiting_for_others(self) -> bool:
        return self.step < TS.N_STEPS and self.progress < 0

    def remaining(self) -> list:
        """The current step's actions not played yet."""
        step = self.current
        if step is None or step.expect is None:
            return []
        done = max(0, self.progress)
        if not step.unordered:
            return list(step.expect[done:])
        left = list(step.expect)
        for a in self.record.actions[TS.STEP_AT[self.step]:]:
            if a in left:
                left.remove(a)
        return left

    # input ---------------------------------------------------------------------------
    def _filter(self, actions) -> str | None:
        step = self.current
        if step is None:
            return "The tutorial is over"
        if self.progress < 0:
            return "Watch Bram's turn first"
        if step.expect is None:
            return "Read the note on the right, then press Next (or Space)"
        left = self.remaining()
        if step.unordered:
            for a in actions:
                if a not in left:
                    return step.hint or "That is not this step's move"
                left.remove(a)
            return None
        if list(actions) == left[:len(actions)]:
            return None
        return step.hint or "That is not this step's move"

    def _sequence_reason(self, actions) -> str | None:
        step = self.current
        if step is not None and step.expect is None and self.progress >= 0:
            return self._filter(actions)          # an explanation: read it, then Next
        reason = super()._sequence_reason(actions)
        if (reason and step is not None and step.hint and step.hint not in reason
                and self.state.to_move == self.human and self.progress >= 0):
            return f"{reason}. {step.hint}"
        return reason

    # element rects -------------------------------------------------------------------
    def point_name(self) -> str | None:
        """The kit's pointer, except while a pop-up asks the step's question: then the
        option the step wants."""
        left = self.remaining()
        if self.popup is not None and self.ready and left:
            name = self.popup_option_name(left[0])
            if name is not None:
                return name
        return super().point_name()

    def element_rect(self, name: str) -> pygame.Rect | None:
        if name.startswith("popup:"):
            return self.popup_option_rect(name)
        if name == "hand_gem:next":     # the gem the step's next payment (or cantrip) wants
            a = next((a for a in self.remaining() if a[0] in ("pay", "cantrip")), None)
            colour = None if a is None else a[2] if a[0] == "pay" else a[1]
            return None if colour is None else super().element_rect(f"hand_gem:{colour}")
        if name == "hand_gem:*":        # the next gem to choose, then the confirm button
            left = [a[1] for a in self.remaining() if a[0] == "discard"]
            for c, _ in self.stage.discard_pick:
                if c in left:
                    left.remove(c)
            if not left:
                return super().element_rect("done")
            c = left[0]
            j = next(j for j in range(self.drawn().hand(self.seats.me)[c])
                     if (c, j) not in self.stage.discard_pick)
            return super().element_rect(f"hand_gem:{c}:{j}")
        return super().element_rect(name)


tutorial_scene, from_save = TB.entry_points(MagecraftTutorial)
