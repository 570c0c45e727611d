"""The interactive Magi-Nation Duel tutorial: the rulebook's sample duel (Pruitt against
Grega) on a real table, with the player in the first seat and Zoe's moves scripted.

It is the ordinary :class:`MagiNationTable` with the tutorial hooks filled in:

* ``action_filter`` lets through only the action the current step asks for (the engine
  still decides what is legal; anything else is refused with a hint near the cursor and
  changes nothing);
* ``listeners["after_action"]`` moves to the next step when that action is played;
* ``draw_hooks`` draw the call-out (right-hand column, over the log), a pulsing ring and
  an arrow at the thing to drag or click, found with ``element_rect``;
* Zoe does not think: ``_drive_ai`` feeds her the next move of the script, checked against
  the engine's legal actions.

The step machinery, the call-out and the pointer are :mod:`scenes.kit.tutorial`; steps and
texts live in :mod:`scenes.magination.tutorial_steps`. The end panel offers a free game
against the Easy AI with the two starter decks (Naroom against Cald).
"""
from __future__ import annotations

from dataclasses import replace

import pygame

from app.ui import palette
from engines.core.replay import Record
from scenes.kit import tutorial as TB
from scenes.kit.tutorial_marks import log_column_style
from scenes.magination import layout as L
from scenes.magination import tutorial_steps as TS
from scenes.kit.popups import PowerMenu
from scenes.magination.table import MagiNationTable

CALLOUT = L.LOG_RECT
STYLE = log_column_style(CALLOUT)
TABLE_DROP = pygame.Rect(380, 150, 240, 110)   # where the arrow sends a spell with no target
__all__ = ["MagiNationTutorial", "TutorialComplete", "tutorial_scene", "from_save"]


TutorialComplete = TB.TutorialComplete      # the end panel: the kit's


class MagiNationTutorial(TB.Tutorial, MagiNationTable):
    """The Magi-Nation table in tutorial mode."""

    TS = TS
    spec = replace(MagiNationTable.spec, ai_pace=0.7)
    callout_style = STYLE           # in the log's column (moved with it: _place_frame)
    end_free_game = {"decks": ["naroom", "cald"]}
    path_anchor = "center"
    log_column_to_table = False     # the call-out lives in the log's column
    # the popups and your own attackers are pointed at from below (above them sits the
    # step bar)
    arrow_below = ("popup:", f"card:{TS.WEEBO}", f"card:{TS.CARILLION}")
    one_action_steps = True
    sentences = True
    watch_text = "Watch Zoe play her turn…"

    end_centre = (500, 330)         # over the play area's middle (moved: _place_frame)

    def _place_frame(self) -> None:
        """The call-out follows the log's column (the room's right edge), the end panel
        the play area's middle."""
        super()._place_frame()
        layout = self.places.layout
        if self.callout_style.area != layout.log_rect:
            self.callout_style = log_column_style(layout.log_rect)
        self.end_centre = (layout.centre_x, 330 + layout.dy // 2)

    @property
    def table_options(self) -> dict:
        return {"players": TS.PLAYERS, "difficulty": "easy", "options": TS.options()}

    def fits(self, record: Record) -> bool:
        return ([tuple(a) for a in record.actions] == TS.SCRIPT[:len(record.actions)]
                and record.config.get("decks") == TS.config()["decks"])

    def _intro_log(self, resumed: bool) -> None:
        self.log.add("Magi-Nation tutorial" + (" resumed." if resumed else
                                               ": you (Pruitt) against Zoe (Grega)."),
                     palette.ACCENT)

    def _restart_options(self) -> None:
        self.options = TS.options()

    # the current step ----------------------------------------------------------------
    @property
    def progress(self) -> int:
        """For two-part pointers: 1 once the power menu is open."""
        return 1 if isinstance(self.popup, PowerMenu) else 0

    @property
    def ready(self) -> bool:
        """Is the current step on screen (everything before it played and animated)?"""
        if self.step >= len(TS.STEPS):
            return False
        return (len(self.record.actions) == TS.STEP_AT[self.step] and not self.queue.busy
                and self.pipeline.synced)

    @property
    def waiting_for_others(self) -> bool:
        return self.step < len(TS.STEPS) and len(self.record.actions) < TS.STEP_AT[self.step]

    # input ---------------------------------------------------------------------------
    def _filter(self, action) -> str | None:
        step = self.current
        if step is None:
            return "The tutorial is over"
        if len(self.record.actions) < TS.STEP_AT[self.step]:
            return "Watch Zoe's turn first"
        if step.expect is None:
            return step.hint or "Read the note on the right, then press Next (or Space)"
        if tuple(action) == step.expect:
            return None
        return step.hint or "That is not this step's move"

    # element rects -------------------------------------------------------------------
    def element_rect(self, name: str) -> pygame.Rect | None:
        if name == "table_drop":
            layout = self.places.layout
            return TABLE_DROP.move(layout.centre_x - 500, layout.dy // 2)
        if name == "next_step":
            return self.step_button.rect.copy()
        return super().element_rect(name)


tutorial_scene, from_save = TB.entry_points(MagiNationTutorial)
