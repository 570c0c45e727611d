"""The interactive Arena tutorial: one short lesson per rulebook example (movement,
climbing, the height limit, falls, water, double-space figures and flipping, engagement,
range and line of sight, height advantage, summoning, a sorcery, a hidden enchant) on
the Training Ground, then a free Duel against the Easy AI.

It is the ordinary :class:`ArenaTable` with the kit's tutorial hooks filled in
(:mod:`scenes.kit.tutorial`): the step's gesture only is let through (anything else is
refused with the engine's reason and the step's hint), the call-out stands over the log,
a ring, an arrow and a dotted path show what to drag where, Ivy's moves are scripted.

Each lesson is a game of its own, started from a staged position by
the engine (``RULES.start``, engines/arena/tutorial.py: the record's config names the
lesson), so the autosave (the lesson's record plus the step) replays exactly; once a lesson's last
step is played the table loads the next lesson's position. Steps and texts live in
:mod:`scenes.arena.tutorial_steps`.
"""
from __future__ import annotations

import dataclasses
import math

import pygame

from app.ui import canvas, draw, palette
from app.ui.drag import PolygonShape
from engines.arena.tutorial import ORDER
from engines.core.replay import Record
from scenes.arena import layout as L
from scenes.arena import tutorial_steps as TS
from scenes.arena.table import ArenaTable
from scenes.kit import tutorial as TB
from scenes.kit.tutorial_marks import RING, log_column_style
from scenes.kit.tutorial import sentence
from scenes.kit.tutorial_script import settle_step

CALLOUT = L.Layout().log       # the log's column at 1280x720 (the room's: ``layout.log``)
STYLE = log_column_style(CALLOUT)
END_CENTRE = (505, 330)       # the end panel over the battlefield at 1280x720
LESSON_PAUSE = 0.9            # seconds to look at a lesson's last move before the next
__all__ = ["ArenaTutorial", "TutorialComplete", "tutorial_scene", "from_save",
           "consistent_step"]


def consistent_step(step, lesson: str, played: int) -> int:
    """The step to show in ``lesson`` with ``played`` of its actions played when the save
    says ``step``: within the lesson, every earlier step done and this one not."""
    first = TS.FIRST_STEP[lesson]
    last = first + sum(1 for x in TS.LESSON_OF if x == lesson) - 1
    return settle_step(step, played, TS.STEPS, TS.STEP_AT, first, last)


TutorialComplete = TB.TutorialComplete      # the end panel: the kit's


class ArenaTutorial(TB.Tutorial, ArenaTable):
    """The Arena table in tutorial mode, lesson by lesson."""

    TS = TS
    spec = dataclasses.replace(ArenaTable.spec, ai_pace=0.8, filter_takes_gestures=True)
    callout_style = STYLE
    end_centre = END_CENTRE
    end_free_game = {"armies": ["chandra", "nissa"]}
    end_free_label = "Free Duel vs Easy"
    log_column_to_table = False     # the call-out lives in the log's column
    arrow_below = ("spell:", "end", "popup:")
    # the stats and buttons an arrow must not cover when it is not about them: the army
    # cards (their numbers), the seats' headers and graveyards, the buttons
    arrow_keep_clear = (*(f"card:{i}" for i in range(10)), "head:0", "head:1", "grave:0",
                        "grave:1", "end", "stop", "ability", "rotate_left", "rotate_right",
                        "levels", "ruler", "fit")
    sentences = True
    watch_text = "Watch Ivy play her turn…"

    def __init__(self, app, record: Record | None = None, step: int = 0,
                 autosave: bool | None = None, inline_ai: bool = True, **_ignored) -> None:
        self._pending = 0.0          # > 0: a lesson is done, the next one loads soon
        self.lesson, record, step = self._resume_point(record, step)
        super().__init__(app, record=record, step=step, autosave=autosave,
                         inline_ai=inline_ai)

    @property
    def table_options(self) -> dict:
        return {"players": TS.PLAYERS, "difficulty": "easy",
                "options": {"lesson": self.lesson}}

    def fits(self, record: Record) -> bool:
        return True                  # checked by _resume_point

    def settle(self, step, played: int) -> int:
        return step                  # settled by _resume_point

    @staticmethod
    def _resume_point(record: Record | None, step) -> tuple:
        """(lesson, record or None, step) to start from: a save's lesson and step (a
        finished lesson whose save already names the next step starts that lesson)."""
        if record is None:
            if isinstance(step, int) and not isinstance(step, bool) \
                    and 0 <= step < TS.DONE_STEP:
                lesson = TS.LESSON_OF[step]
                return lesson, None, TS.FIRST_STEP[lesson]
            return ORDER[0], None, 0
        named = record.config.get("lesson")
        if not isinstance(named, str) or named not in TS.SCRIPTS:
            raise ValueError("this tutorial save names no lesson of the tutorial")
        lesson = named
        actions = [tuple(a) for a in record.actions]
        script = TS.SCRIPTS[lesson]
        if actions != script[:len(actions)] or record.config != TS.lesson_config(lesson):
            raise ValueError("this tutorial save does not follow the tutorial's script")
        if isinstance(step, int) and not isinstance(step, bool) and len(actions) == len(script) \
                and step > TS.FIRST_STEP[lesson] and step < TS.DONE_STEP \
                and ORDER.index(TS.LESSON_OF[step]) > ORDER.index(lesson):
            nxt = TS.LESSON_OF[step]
            return nxt, None, TS.FIRST_STEP[nxt]
        return lesson, TB.copied(record), consistent_step(step, lesson, len(actions))

    def _config(self) -> dict:
        return TS.lesson_config(self.lesson)

    def _frame_laid_out(self) -> None:
        """The step's panel stands in the log's column of the room, the end panel over
        its battlefield."""
        super()._frame_laid_out()
        layout = self.layout
        self.callout_style = log_column_style(layout.log)
        w, h = layout.room
        self.end_centre = (END_CENTRE[0] + (w - 1280) // 2, END_CENTRE[1] + (h - 720) // 2)

    def _intro_log(self, resumed: bool) -> None:
        title = TS.STEPS[TS.FIRST_STEP[self.lesson]].title
        self.log.add(f"Tutorial lesson {ORDER.index(self.lesson) + 1} of {len(ORDER)}: "
                     f"{title}" + (" (resumed)." if resumed else "."), palette.ACCENT)

    # life cycle ----------------------------------------------------------------------
    def restart(self) -> None:
        """Pause menu "Restart": the tutorial from its first lesson."""
        self.step = 0
        self.t = 0.0
        self.finished = False
        self._pending = 0.0
        self._load_lesson(ORDER[0])

    def _load_lesson(self, lesson: str) -> None:
        self.lesson = lesson
        self.ai.cancel()
        self.drag.cancel()
        self.options = {"lesson": lesson}
        self._start(None)
        self._intro_log(False)
        self._autosave()

    def _step_begins(self) -> None:
        if TS.LESSON_OF[self.step] != self.lesson:
            self._pending = LESSON_PAUSE     # let the last move play, then the next lesson
        else:
            self._autosave()

    def update(self, dt: float) -> None:
        super().update(dt)
        if self._pending > 0 and not self.queue.busy and not self.finished:
            self._pending -= dt
            if self._pending <= 0:
                self._pending = 0.0
                self._load_lesson(TS.LESSON_OF[self.step])

    # the current step ----------------------------------------------------------------
    @property
    def progress(self) -> int:
        return 0

    @property
    def ready(self) -> bool:
        """Is the current step on screen (its lesson loaded, everything before it played
        and animated)?"""
        if self.step >= TS.DONE_STEP or self._pending or TS.LESSON_OF[self.step] != self.lesson:
            return False
        return len(self.record.actions) == TS.STEP_AT[self.step] and not self.queue.busy

    @property
    def waiting_for_others(self) -> bool:
        return (self.step < TS.DONE_STEP and not self._pending
                and TS.LESSON_OF[self.step] == self.lesson
                and len(self.record.actions) < TS.STEP_AT[self.step])

    def _after_action(self, action, events) -> None:
        step = self.current
        if (step is not None and step.expect is not None and not self._pending
                and self.actors and self.actors[-1] == self.human
                and TS.LESSON_OF[self.step] == self.lesson
                and len(self.record.actions) == TS.STEP_AT[self.step] + len(step.expect)
                and tuple(self.record.actions[TS.STEP_AT[self.step]:]) == step.expect):
            self.advance()

    def _script_playing(self) -> tuple | None:
        """Ivy plays the lesson's script (none while the next lesson loads)."""
        if self.step >= TS.DONE_STEP or self._pending:
            return None
        return TS.SCRIPTS[self.lesson], TS.ACTORS[self.lesson]

    # input ---------------------------------------------------------------------------
    def _filter(self, gesture) -> str | None:
        step = self.current
        if step is None:
            return "The tutorial is over"
        if self._pending or TS.LESSON_OF[self.step] != self.lesson:
            return "The next lesson is on its way"
        if len(self.record.actions) < TS.STEP_AT[self.step]:
            return "Watch Ivy's turn first"
        if step.expect is None:
            return "Read the note on the right, then press Next (or Space)"
        done = len(self.record.actions) - TS.STEP_AT[self.step]
        want = step.expect[done:]
        if tuple(tuple(a) for a in gesture) == want:
            return None
        return step.hint or "That is not this step's move"

    def _sequence_reason(self, actions) -> str | None:
        """The tutorial's hint first when the gesture is not the step's (the engine's
        reason, when there is one, still leads)."""
        reason = super()._sequence_reason(actions)
        if reason and self.action_filter is not None:
            hint = self.current.hint if self.current is not None else ""
            if hint and hint not in reason:
                return f"{sentence(reason)} {sentence(hint)}"
        return sentence(reason) if reason else reason

    # element rects -------------------------------------------------------------------
    def element_rect(self, name: str) -> pygame.Rect | None:
        kind, _, arg = name.partition(":")
        if kind == "popup" and self.popup is not None:
            rects = getattr(self.popup, "rects", {}) or {}
            r = rects.get(arg)
            return r.copy() if r else None
        if kind == "hex" and arg.isdigit():
            return self._visible_hex(int(arg))
        return super().element_rect(name)

    def _visible_hex(self, h: int) -> pygame.Rect | None:
        """A hex's visible part: its top face may hide behind a taller neighbour, so the
        pointer aims at the middle of the points where a click finds it."""
        try:
            bounds = self.places.hex_shape(h).bounds
        except (IndexError, KeyError, ValueError):
            return None
        key = (h, tuple(bounds), len(self.record.actions))
        cache = self.__dict__.setdefault("_hex_aim", {})
        got = cache.get(key)
        if got is None:
            pts = [(bounds.x + bounds.w * i // 8, bounds.y + bounds.h * j // 8)
                   for i in range(1, 8) for j in range(1, 8)]
            seen = [p for p in pts if self.places.hex_at(p) == h]
            if not seen:
                got = bounds.copy()
            else:
                cx = sum(p[0] for p in seen) / len(seen)
                cy = sum(p[1] for p in seen) / len(seen)
                best = min(seen, key=lambda p: (p[0] - cx) ** 2 + (p[1] - cy) ** 2)
                w, ht = max(16, bounds.w // 2), max(12, bounds.h // 2)
                got = pygame.Rect(0, 0, w, ht)
                got.center = best
            if len(cache) > 64:
                cache.clear()
            cache[key] = got
        return got.copy()

    # drawing -------------------------------------------------------------------------
    def draw_pointer(self, surface) -> None:
        """The kit's ring, arrow and path, and the marked space itself outlined (the
        space to drop on, or to click)."""
        step = self.current
        if step is not None:
            for name in (step.drag_to, self.point_name()):
                if name and name.startswith("hex:"):
                    self._outline_hex(surface, int(name[4:]))
        super().draw_pointer(surface)

    def _outline_hex(self, surface, h: int) -> None:
        cam = self.view.cam
        if cam is None:
            return
        try:
            pts = cam.hex_top(h)
        except (IndexError, KeyError, ValueError):
            return
        pulse = 0.5 + 0.5 * math.sin(self.t * 5.0)
        r = pygame.Rect(PolygonShape(pts).bounds).inflate(12, 12)
        glow = canvas.new(r.size, pygame.SRCALPHA)
        local = [(x - r.x, y - r.y) for x, y in pts]
        draw.polygon(glow, (*RING, int(50 + 50 * pulse)), local)
        draw.polygon(glow, (*RING, 255), local, width=3)
        surface.blit(glow, r.topleft)


tutorial_scene, from_save = TB.entry_points(ArenaTutorial)
