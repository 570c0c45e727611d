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

import pygame

from app.ui import palette, text
from app.ui.widgets import draw_panel
from engines.core.replay import Record
from engines.magi.read import Game
from scenes.kit import tutorial as TB
from scenes.magi import layout as L
from scenes.magi import tutorial_steps as TS
from scenes.magi.scoreboard import RoundScoreboard
from scenes.magi.table import MagiTable
from scenes.kit.tutorial import RING, draw_ring

CALLOUT_X, CALLOUT_Y, CALLOUT_W = L.LOG_RECT.x, L.LOG_RECT.y, L.LOG_RECT.w
STYLE = TB.CalloutStyle(area=pygame.Rect(L.LOG_RECT))
__all__ = ["MagiTutorial", "TutorialComplete", "TutorialScoreboard", "RING", "from_save",
           "tutorial_scene", "consistent_step"]


def tutorial_scene(app, **kw) -> "MagiTutorial":
    """A fresh tutorial (scenes/tutorials.py calls this)."""
    return MagiTutorial(app, **kw)


def from_save(app, save: dict, **kw) -> "MagiTutorial":
    """Resume a tutorial from the autosave (meta {"mode": "tutorial", "step": k})."""
    return TB.resume(MagiTutorial, app, save, **kw)


def consistent_step(step: int, played: int) -> int:
    """The step to show when ``played`` script actions have been played and the save says
    ``step`` (clamped so that every earlier step is done and this one is not)."""
    n_steps = len(TS.STEPS)
    step = max(0, min(int(step), TS.DONE_STEP))
    if played >= len(TS.SCRIPT):
        return max(step, TS.SCORES_STEP)
    while step < n_steps and TS.STEP_AT[step] < played:
        step += 1
    while step > 0 and (TS.STEP_AT[step - 1] > played
                        or (TS.STEPS[step - 1].expect is not None
                            and TS.STEP_AT[step - 1] >= played)):
        step -= 1
    return step


class TutorialComplete(TB.TutorialComplete):
    game = "magi"
    centre = (L.TABLE_CENTRE[0], 330)
    body = ("You matched colours and pictures, drew from the talon, named a colour "
            "with a magi card, dodged and reset a DRAWCOUNT, used Shot, Reverse and "
            "Again, called \"Magi!\" and caught a forgetful opponent. You are ready.")


class MagiTutorial(TB.Tutorial, MagiTable):
    """The Magi table in tutorial mode."""

    TS = TS
    callout_style = STYLE
    complete_class = TutorialComplete
    scores_step = TS.SCORES_STEP
    scores_hint = "Next round closes the scores"
    path_anchor = "midbottom"
    arrow_below = ("catch:", "colour:", "shoot:", "seat:")
    widen_with_log = False    # the call-outs live in the log's column

    def __init__(self, app, record: Record | None = None, step: int = 0,
                 autosave: bool | None = None, inline_ai: bool = True, **_ignored) -> None:
        self.step = 0
        self.t = 0.0
        self.finished = False
        if record is not None:
            n = len(record.actions)
            if list(record.actions) != TS.SCRIPT[:n] or record.config.get("deal") is None:
                raise ValueError("this tutorial save does not follow the tutorial's script")
        super().__init__(app, players=TS.PLAYERS, difficulty="normal",
                         options={"deal": TS.config()["deal"], "target": 50}, seed=TS.SEED,
                         human_seat=TS.HUMAN, inline_ai=inline_ai, record=record,
                         names=list(TS.NAMES), autosave=autosave, mode="tutorial")
        self._init_tutorial(consistent_step(step, len(self.record.actions)))
        self._complete: TutorialComplete | None = None
        self._resumed_scores = record is not None and self.step >= TS.SCORES_STEP

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

    def restart(self) -> None:
        """Pause menu "Restart": the tutorial from its first step."""
        self.step = 0
        self.finished = False
        self.ai.cancel()
        self.drag.cancel()
        self.options["deal"] = TS.config()["deal"]
        self._start(None)
        self._autosave()             # the old step must not come back on resume

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

    def _after_action(self, action, events) -> None:
        step = self.current
        if (step is not None and step.expect is not None and tuple(action) == step.expect
                and self.actors and self.actors[-1] == self.human
                and len(self.record.actions) == TS.STEP_AT[self.step] + 1):
            self.advance()

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
        img = text.render("Watch the others play…", 15, palette.TEXT, text.BOLD)
        r = img.get_rect(topleft=(CALLOUT_X + 16, CALLOUT_Y + 14))
        draw_panel(surface, pygame.Rect(CALLOUT_X, CALLOUT_Y, CALLOUT_W, 46),
                   fill=(30, 36, 52), border=palette.PANEL_BORDER, radius=12, alpha=240)
        surface.blit(img, r)


# ---------------------------------------------------------------------------------------
# overlays

class TutorialScoreboard(RoundScoreboard):
    """The round scoreboard with the tutorial's "Scoring" call-out beside it."""

    def __init__(self, app, tutorial: MagiTutorial, names, hand_points, totals, round_no,
                 winner, target) -> None:
        super().__init__(app, names, hand_points, totals, round_no, winner, target,
                         auto=False, on_close=tutorial._scores_closed)
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
