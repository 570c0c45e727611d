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

from app.ui import palette, text
from app.ui.widgets import draw_panel
from engines.core.replay import Record
from scenes.kit import tutorial as TB
from scenes.magecraft import layout as L
from scenes.magecraft import tutorial_steps as TS
from scenes.magecraft.table import MagecraftTable

CALLOUT = L.LOG
STYLE = TB.log_column_style(CALLOUT)


def tutorial_scene(app, **kw) -> "MagecraftTutorial":
    """A fresh tutorial (scenes/tutorials.py calls this)."""
    return MagecraftTutorial(app, **kw)


def from_save(app, save: dict, **kw) -> "MagecraftTutorial":
    """Resume a tutorial from the autosave (meta {"mode": "tutorial", "step": k})."""
    return TB.resume(MagecraftTutorial, app, save, **kw)


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


def consistent_step(step: int, played: int) -> int:
    """The step to show when ``played`` actions are in the record and the save says
    ``step``: every earlier step must be done and this one not yet."""
    def ok(k: int) -> bool:
        lo = TS.STEP_AT[k - 1] + len(_expected(k - 1)) if k > 0 else 0
        hi = TS.STEP_AT[k] + max(0, len(_expected(k)) - 1)
        return lo <= played <= hi
    if isinstance(step, int) and 0 <= step < TS.N_STEPS and ok(step):
        return step
    for k in range(TS.N_STEPS):
        if ok(k):
            return k
    return TS.N_STEPS


class TutorialComplete(TB.TutorialComplete):
    game = "magecraft"
    centre = (L.BOARD.centerx, 330)
    body = ("You discarded from your starting hand, paid spells gem by gem, cast a "
            "spellbook from left to right, broke a shield before striking HP, used your "
            "cantrip and chose your shields, learned a spell, healed and vanished gems "
            "into your score, revised your spellbooks and mastered a spell for its golden "
            "gem. Time for a real duel.")


class MagecraftTutorial(TB.Tutorial, MagecraftTable):
    """The Magecraft table in tutorial mode."""

    TS = TS
    callout_style = STYLE
    complete_class = TutorialComplete
    arrow_below = ("board:1", "popup:")

    def __init__(self, app, record: Record | None = None, step: int = 0,
                 autosave: bool | None = None, inline_ai: bool = True, **_ignored) -> None:
        self.step = 0
        self.t = 0.0
        self.finished = False
        self._complete: TutorialComplete | None = None
        resumed = record is not None
        if record is not None:
            if record.config.get("tutorial") != "magecraft" or not matches_script(
                    record.actions):
                raise ValueError("this tutorial save does not follow the tutorial's script")
            record = Record(record.game, dict(record.config), record.seed,
                            [tuple(a) for a in record.actions])
        else:
            record = Record("magecraft", TS.config(), TS.SEED, [])
        super().__init__(app, players=TS.PLAYERS, difficulty="normal", seed=TS.SEED,
                         human_seat=TS.HUMAN, inline_ai=inline_ai, record=record,
                         names=list(TS.NAMES), autosave=autosave, mode="tutorial")
        self._init_tutorial(consistent_step(step, len(self.record.actions)))
        self.draw_hooks.insert(0, self._cover_log)
        self._intro_log(resumed)

    def _intro_log(self, resumed: bool) -> None:
        self.log.clear()
        self.log.add("Magecraft tutorial" + (" resumed." if resumed else ": you against Bram."),
                     palette.ACCENT)

    def _replay(self, actions, initial=None):
        """The table rebuilds its game from the record: here from the staged position."""
        self.tally.score_log = [[0] * self.players]
        return self.session.replay([tuple(a) for a in actions], TS.initial_state())

    # life cycle ----------------------------------------------------------------------
    def enter(self) -> None:
        if self.step >= TS.N_STEPS:
            self._finish()

    def restart(self) -> None:
        """Pause menu "Restart": the tutorial from its first step."""
        self.step = 0
        self.t = 0.0
        self.finished = False
        self.ai.cancel()
        self.drag.cancel()
        self.tally.golden = None
        self._start(Record("magecraft", TS.config(), TS.SEED, []))
        self._intro_log(False)
        self._autosave()             # the old step must not come back on resume

    # the current step ----------------------------------------------------------------
    @property
    def progress(self) -> int:
        """Actions of the current step already played (negative: Bram still to play)."""
        if self.step >= TS.N_STEPS:
            return 0
        return len(self.record.actions) - TS.STEP_AT[self.step]

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

    def _after_action(self, action, events) -> None:
        step = self.current
        if (step is not None and step.expect is not None and self.actors
                and self.actors[-1] == self.human and self.progress == len(step.expect)):
            self.advance()

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
        if self.popup is not None and self.ready:
            left = self.remaining()
            for i, o in enumerate(getattr(self.popup, "options", [])):
                if left and o.action == left[0]:
                    return f"popup:{i}"
        return super().point_name()

    def element_rect(self, name: str) -> pygame.Rect | None:
        if name.startswith("popup:"):
            options = getattr(self.popup, "options", [])
            i = int(name.split(":")[1])
            return options[i].rect.copy() if i < len(options) else None
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

    # drawing -------------------------------------------------------------------------
    def _cover_log(self, surface) -> None:
        """Under a step's call-out, the log's column is plain (no log line peeks out
        below a short call-out)."""
        if self.ready and self.current is not None and not self.log.collapsed:
            draw_panel(surface, CALLOUT, fill=(24, 28, 38), border=None, radius=12,
                       alpha=255)

    def _draw_watch(self, surface) -> None:
        r = pygame.Rect(CALLOUT.x, CALLOUT.y, CALLOUT.w, 46)
        draw_panel(surface, r, fill=(30, 36, 52), border=palette.PANEL_BORDER, radius=12,
                   alpha=240)
        text.blit_text(surface, "Watch Bram play his turn…", (r.x + 16, r.centery), 15,
                       palette.TEXT, text.BOLD, anchor="midleft")
