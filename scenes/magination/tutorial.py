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

from app.ui import palette, text
from app.ui.widgets import draw_panel
from engines.core.replay import Record
from scenes.kit import tutorial as TB
from scenes.kit.tutorial import sentence
from scenes.magination import layout as L
from scenes.magination import tutorial_steps as TS
from scenes.kit.popups import PowerMenu
from scenes.magination.table import MagiNationTable

CALLOUT = L.LOG_RECT
STYLE = TB.log_column_style(CALLOUT)
TABLE_DROP = pygame.Rect(380, 150, 240, 110)   # where the arrow sends a spell with no target
__all__ = ["MagiNationTutorial", "TutorialComplete", "tutorial_scene", "from_save",
           "consistent_step"]


def tutorial_scene(app, **kw) -> "MagiNationTutorial":
    """A fresh tutorial (scenes/tutorials.py calls this)."""
    return MagiNationTutorial(app, **kw)


def from_save(app, save: dict, **kw) -> "MagiNationTutorial":
    """Resume a tutorial from the autosave (meta {"mode": "tutorial", "step": k})."""
    return TB.resume(MagiNationTutorial, app, save, **kw)


def consistent_step(step: int, played: int) -> int:
    """The step to show when ``played`` script actions have been played and the save says
    ``step`` (clamped so that every earlier step is done and this one is not)."""
    n_steps = len(TS.STEPS)
    try:
        step = max(0, min(int(step), TS.DONE_STEP))
    except (TypeError, ValueError):
        step = 0
    while step < n_steps and TS.STEP_AT[step] < played:
        step += 1
    while step > 0 and (TS.STEP_AT[step - 1] > played
                        or (TS.STEPS[step - 1].expect is not None
                            and TS.STEP_AT[step - 1] >= played)):
        step -= 1
    return step


class TutorialComplete(TB.TutorialComplete):
    game = "magination"
    centre = (500, 330)
    body = ("You spent and gained energy, went through the six steps, cast spells, called "
            "creatures, played a Relic, used a Magi's, a creature's and a Relic's power, "
            "attacked creatures and a Magi, and saw the regional penalty. Now try a short "
            "free game: your Naroom starter deck against Cald, with the Easy AI.")
    free_game = {"decks": ["naroom", "cald"]}


class MagiNationTutorial(TB.Tutorial, MagiNationTable):
    """The Magi-Nation table in tutorial mode."""

    TS = TS
    spec = replace(MagiNationTable.spec, ai_pace=0.7)
    callout_style = STYLE
    complete_class = TutorialComplete
    path_anchor = "center"
    log_column_to_table = False     # the call-out lives in the log's column
    # the popups and your own attackers are pointed at from below (above them sits the
    # step bar)
    arrow_below = ("popup:", f"card:{TS.WEEBO}", f"card:{TS.CARILLION}")

    def __init__(self, app, record: Record | None = None, step: int = 0,
                 autosave: bool | None = None, inline_ai: bool = True, **_ignored) -> None:
        self.step = 0
        self.t = 0.0
        self.finished = False
        self._complete: TutorialComplete | None = None
        if record is not None:
            n = len(record.actions)
            if ([tuple(a) for a in record.actions] != TS.SCRIPT[:n]
                    or record.config.get("decks") != TS.config()["decks"]):
                raise ValueError("this tutorial save does not follow the tutorial's script")
            record = Record(record.game, dict(record.config), record.seed,
                            [tuple(a) for a in record.actions])
        super().__init__(app, players=TS.PLAYERS, difficulty="easy", options=TS.options(),
                         seed=TS.SEED, human_seat=TS.HUMAN, inline_ai=inline_ai,
                         record=record, names=list(TS.NAMES), autosave=autosave,
                         mode="tutorial")
        self._init_tutorial(consistent_step(step, len(self.record.actions)))
        self._intro_log(record is not None)

    def _intro_log(self, resumed: bool) -> None:
        self.log.add("Magi-Nation tutorial" + (" resumed." if resumed else
                                               ": you (Pruitt) against Zoe (Grega)."),
                     palette.ACCENT)

    # life cycle ----------------------------------------------------------------------
    def enter(self) -> None:
        if self.step >= TS.DONE_STEP:
            self._finish()

    def restart(self) -> None:
        """Pause menu "Restart": the tutorial from its first step."""
        self.step = 0
        self.t = 0.0
        self.finished = False
        self.ai.cancel()
        self.drag.cancel()
        self.options = TS.options()
        self._start(None)
        self._intro_log(False)
        self._autosave()             # the old step must not come back on resume

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

    def _after_action(self, action, events) -> None:
        step = self.current
        if (step is not None and step.expect is not None and tuple(action) == step.expect
                and self.actors and self.actors[-1] == self.human
                and len(self.record.actions) == TS.STEP_AT[self.step] + 1):
            self.advance()

    # input ---------------------------------------------------------------------------
    def refuse_reason(self, action) -> str | None:
        """The engine's reason and the step's hint as two sentences (one full stop
        each), or the step's hint alone."""
        if self.human is not None and self.state.to_move == self.human:
            engine = self.rules.why_illegal(self.state, action)
            step = self.current
            if engine and step is not None and step.hint:
                return f"{sentence(engine)} {sentence(step.hint)}"
        reason = MagiNationTable.refuse_reason(self, action)
        return sentence(reason) if reason else reason

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
            return TABLE_DROP.copy()
        if name == "next_step":
            return self.step_button.rect.copy()
        return super().element_rect(name)

    # drawing -------------------------------------------------------------------------
    def _draw_watch(self, surface) -> None:
        r = pygame.Rect(CALLOUT.x, CALLOUT.y, CALLOUT.w, 46)
        draw_panel(surface, r, fill=(30, 36, 52), border=palette.PANEL_BORDER, radius=12,
                   alpha=240)
        text.blit_text(surface, "Watch Zoe play her turn…", (r.x + 16, r.centery), 15,
                       palette.TEXT, text.BOLD, anchor="midleft")
