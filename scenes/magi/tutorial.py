"""The interactive Magi tutorial: a real Magi table on a fixed deal, where the AI seats
play a fixed script and the player is walked through the game one step at a time.

It is the ordinary :class:`MagiTable` with the tutorial hooks filled in:

* ``action_filter`` lets through only the action the current step asks for (the engine
  still decides what is legal; anything else is refused with a hint near the cursor);
* ``listeners["after_action"]`` moves to the next step when that action is played;
* ``draw_hooks`` draw the call-out (right-hand column, over the log), a pulsing ring and
  an arrow at the thing to drag or click, found with ``element_rect``;
* the AI seats do not think: ``_drive_ai`` feeds them the next move of the script,
  checked against the engine's legal actions.

The step machinery, the call-out and the pointer are :mod:`scenes.kit.tutorial`.
Steps and texts live in :mod:`scenes.magi.tutorial_steps`.
"""
from __future__ import annotations

import math
from dataclasses import replace

import pygame

from app.ui import palette, text
from app.ui.widgets import draw_panel
from engines.core.replay import Record
from engines.magi.read import Game
from scenes.kit import tutorial as TB
from scenes.kit.tutorial_marks import CalloutStyle, RING, draw_ring
from scenes.magi import layout as L
from scenes.magi import tutorial_steps as TS
from scenes.magi.scoreboard import RoundScoreboard
from scenes.magi.table import MagiTable
from scenes.kit.tutorial_script import settle_step

STYLE = CalloutStyle(area=pygame.Rect(L.LOG_RECT))     # at 1280x720 (see _room_laid)
__all__ = ["MagiTutorial", "TutorialComplete", "TutorialScoreboard", "RING", "from_save",
           "tutorial_scene", "consistent_step"]


def consistent_step(step: int, played: int) -> int:
    """The step to show when ``played`` script actions have been played and the save says
    ``step`` (clamped so that every earlier step is done and this one is not)."""
    if played >= len(TS.SCRIPT):
        return max(max(0, min(int(step), TS.DONE_STEP)), TS.SCORES_STEP)
    return settle_step(step, played, TS.STEPS, TS.STEP_AT)


TutorialComplete = TB.TutorialComplete      # the end panel: the kit's


class MagiTutorial(TB.Tutorial, MagiTable):
    """The Magi table in tutorial mode."""

    TS = TS
    callout_style = STYLE
    end_centre = (L.TABLE_CENTRE[0], 330)
    scores_step = TS.SCORES_STEP
    scores_hint = "Next round closes the scores"
    path_anchor = "midbottom"
    arrow_below = ("catch:", "colour:", "shoot:", "seat:")
    widen_with_log = False    # the call-outs live in the log's column
    one_action_steps = True

    def __init__(self, app, record: Record | None = None, step: int = 0,
                 autosave: bool | None = None, inline_ai: bool = True, **_ignored) -> None:
        super().__init__(app, record=record, step=step, autosave=autosave,
                         inline_ai=inline_ai)
        self._resumed_scores = record is not None and self.step >= TS.SCORES_STEP

    @property
    def table_options(self) -> dict:
        return {"players": TS.PLAYERS, "difficulty": "normal",
                "options": {"deal": TS.config()["deal"], "target": 50}}

    def fits(self, record: Record) -> bool:
        return (list(record.actions) == TS.SCRIPT[:len(record.actions)]
                and record.config.get("deal") is not None)

    def settle(self, step, played: int) -> int:
        return consistent_step(step, played)

    def _room_laid(self, lay: L.Layout) -> None:
        """The call-outs stand in the log's column of the room, the end panel over the
        table's middle."""
        super()._room_laid(lay)
        self.callout_style = replace(STYLE, area=pygame.Rect(lay.log_rect))
        self.end_centre = (lay.table_centre[0], lay.scores_centre[1])

    # life cycle ----------------------------------------------------------------------
    def enter(self) -> None:
        if self._resumed_scores:
            # resumed after the last card: show the scores again, then the end panel
            self._resumed_scores = False
            game = Game(self.state)
            if self.step == TS.SCORES_STEP and game.round_scores:
                self.stage.scoreboard = self.app.stack.push(TutorialScoreboard(
                    self.app, self, list(self.names), list(game.round_scores[0]),
                    list(game.totals), 1, TS.HUMAN, game.target))
            else:
                self.step = TS.DONE_STEP
                self._finish()

    def _restart_options(self) -> None:
        self.options["deal"] = TS.config()["deal"]

    # the current step ----------------------------------------------------------------
    @property
    def ready(self) -> bool:
        """Is the current step on screen (everything before it played and animated)?"""
        if self.step >= len(TS.STEPS):
            return False
        if self.step == TS.SCORES_STEP:
            sb = self.stage.scoreboard
            return sb is not None and not sb.closed
        return (len(self.record.actions) == TS.STEP_AT[self.step] and not self.queue.busy
                and self.pipeline.synced)

    @property
    def waiting_for_others(self) -> bool:
        return (self.step < len(TS.STEPS) and self.step != TS.SCORES_STEP
                and len(self.record.actions) < TS.STEP_AT[self.step])

    def next_step(self) -> None:
        """The Next button (and Space / Enter); on the scores step it closes them."""
        if self.step == TS.SCORES_STEP:
            step = self.current
            if step.expect is None and self.ready and self.stage.scoreboard is not None:
                self.stage.scoreboard.close()
            return
        super().next_step()

    def _scores_closed(self) -> None:
        if self.step == TS.SCORES_STEP:
            self.advance()

    # input ---------------------------------------------------------------------------
    def _filter(self, action) -> str | None:
        step = self.current
        if step is None:
            return "The tutorial is over"
        if step.expect is None:
            return "Read the note on the right, then press Next (or Space)"
        if tuple(action) == step.expect:
            return None
        return step.hint or "That is not this step's move"

    def _round_scoreboard(self, ev, winner) -> RoundScoreboard:
        return TutorialScoreboard(self.app, self, list(self.names), list(ev["hand_points"]),
                                  list(ev["totals"]), ev["round"], winner,
                                  Game(self.state).target)

    # element rects -------------------------------------------------------------------
    def element_rect(self, name: str) -> pygame.Rect | None:
        if name == "scoreboard_button":
            sb = self.stage.scoreboard
            if sb is not None and not sb.closed:
                return sb.button.rect.copy()
            return None
        return super().element_rect(name)

    # drawing -------------------------------------------------------------------------
    def _draw_watch(self, surface) -> None:
        area = self.callout_style.area
        img = text.render("Watch the others play…", 15, palette.TEXT, text.BOLD)
        r = img.get_rect(topleft=(area.x + 16, area.y + 14))
        draw_panel(surface, pygame.Rect(area.x, area.y, area.w, 46),
                   fill=(30, 36, 52), border=palette.PANEL_BORDER, radius=12, alpha=240)
        surface.blit(img, r)


tutorial_scene, from_save = TB.entry_points(MagiTutorial)


# ---------------------------------------------------------------------------------------
# overlays

class TutorialScoreboard(RoundScoreboard):
    """The round scoreboard with the tutorial's "Scoring" call-out beside it (legacy: the
    call-out is drawn in the tutorial's canvas, in the room the table fills)."""

    native = False
    fills_room = True

    def __init__(self, app, tutorial: MagiTutorial, names, hand_points, totals, round_no,
                 winner, target) -> None:
        super().__init__(app, names, hand_points, totals, round_no, winner, target,
                         auto=False, on_close=tutorial._scores_closed,
                         centre=tutorial.places.layout.scores_centre)
        self.tutorial = tutorial

    def draw(self, surface) -> None:
        super().draw(surface)
        tut = self.tutorial
        if tut.step == TS.SCORES_STEP and not self.closed:
            tut.draw_callout(surface)
            pulse = 0.5 + 0.5 * math.sin(tut.t * 5.0)
            draw_ring(surface, self.button.rect, pulse)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.tutorial.t += dt
