"""The interactive Mabinogi Duel tutorial: a real lane table on a staged position, where
Morrigan plays a fixed script while the player is walked through the game step by step,
then a free duel against the Easy AI.

It is the ordinary :class:`MabinogiTable` with the kit's tutorial hooks filled in
(scenes.kit.tutorial): ``action_filter`` lets through only the current step's moves
(the engine still decides what is legal; anything else is refused with the step's
hint), ``listeners["after_action"]`` moves on once the step is played, ``draw_hooks``
draw the call-out over the log with a pulsing ring and an arrow at what to drag or
click, and Morrigan's moves come from the script. The last step is the free duel:
anything legal goes, Morrigan thinks for herself (Easy), and the tutorial is complete
when the duel ends. Steps and texts: :mod:`scenes.mabinogi.tutorial_steps`.
"""
from __future__ import annotations

import pygame

from app.ui import palette, text
from app.ui.widgets import draw_panel
from engines.core.replay import Record
from scenes.kit import tutorial as TB
from scenes.kit.tutorial_marks import log_column_style
from scenes.kit.table import TableScene
from scenes.kit.tutorial_script import step_in_span
from scenes.mabinogi import layout as L
from scenes.mabinogi import tutorial_steps as TS
from scenes.mabinogi.table import MabinogiTable

CALLOUT = L.LOG
STYLE = log_column_style(CALLOUT)
FREE = TS.N_STEPS - 1


def matches_script(actions) -> bool:
    """Do ``actions`` start with the script (the free duel's moves may follow)?"""
    acts = [tuple(a) for a in actions]
    n = min(len(acts), len(TS.SCRIPT))
    return acts[:n] == TS.SCRIPT[:n]


TutorialComplete = TB.TutorialComplete      # the end panel: the kit's


class MabinogiTutorial(TB.Tutorial, MabinogiTable):
    """The Mabinogi Duel table in tutorial mode."""

    TS = TS
    callout_style = STYLE
    end_centre = (L.BOARD.centerx, 330)
    arrow_below = ("popup", "cell:0", "hero:0")
    # the stats and buttons an arrow must not cover when it is not about them
    arrow_keep_clear = ("charge", "revive", "level", "end", "prompt", "grave:0", "grave:1",
                        "res:0", "res:1", "hero:0", "hero:1",
                        *(f"cell:{seat}:{lane}" for seat in (0, 1) for lane in range(5)))
    covers_log = True
    watch_text = "Watch Morrigan play…"
    names_by_hero = False            # the script's opponent is Morrigan, whatever her hero
    watch_top = 30
    table_options = {"difficulty": "easy"}

    def _lay_out(self, layout: L.Layout) -> None:
        """The step's panel stands in the log's column of this room, the end panel over
        its board."""
        super()._lay_out(layout)
        self.callout_style = log_column_style(layout.LOG)
        self.end_centre = (layout.BOARD.centerx, 330 * layout.room[1] // 720)

    def fits(self, record: Record) -> bool:
        return record.config.get("tutorial") == "mabinogi" and matches_script(record.actions)

    def settle(self, step, played: int) -> int:
        """Every earlier step done and this one not yet; past the script, the free duel."""
        if played >= len(TS.SCRIPT):
            return FREE
        return step_in_span(step, played, TS.STEPS, TS.STEP_AT, FREE)

    def _fresh_record(self) -> Record:
        return Record("mabinogi", TS.config(), TS.SEED, [])

    def _intro_log(self, resumed: bool) -> None:
        self.log.clear()
        self.log.add("Mabinogi Duel tutorial" + (" resumed." if resumed else
                                                 ": you against Morrigan."), palette.ACCENT)

    def show_game_over(self, ev=None) -> None:
        """The free duel's end completes the tutorial (its panel, not the chart)."""
        if self.game_over_shown:
            return
        self.game_over_shown = True
        res = self.rules.result(self.state) or {"winners": []}
        won = self.human in res["winners"]
        self.log.add("You win the duel!" if won else f"{self.names[1]} wins the duel.",
                     palette.ACCENT)
        self.step = FREE
        self.advance()

    # the current step ----------------------------------------------------------------
    @property
    def free(self) -> bool:
        return self.step == FREE

    @property
    def ready(self) -> bool:
        if self.step >= TS.N_STEPS or self.progress < 0 or self.queue.busy:
            return False
        return not self.free or self.human_to_move

    def asks_counter(self) -> bool:
        """The counter question, only when the step (or the free duel) asks it."""
        return self.ready or self.free

    @property
    def waiting_for_others(self) -> bool:
        return self.step < TS.N_STEPS and (self.progress < 0 or (
            self.free and self.state.to_move not in (None, self.human)))

    def remaining(self) -> list:
        step = self.current
        if step is None or step.expect is None:
            return []
        return list(step.expect[max(0, self.progress):])

    def _drive_ai(self, dt) -> None:
        """Morrigan's scripted moves; in the free duel she thinks for herself."""
        if self.free and len(self.record.actions) >= len(TS.SCRIPT):
            TableScene._drive_ai(self, dt)
            return
        super()._drive_ai(dt)

    # input ---------------------------------------------------------------------------
    def _filter(self, action) -> str | None:
        step = self.current
        if step is None:
            return "The tutorial is over"
        if step.free:
            return None
        if self.progress < 0:
            return "Watch Morrigan's move first"
        if step.expect is None:
            return "Read the note on the right, then press Next (or Space)"
        left = self.remaining()
        if left and tuple(action) == left[0]:
            return None
        return step.hint or "That is not this step's move"

    def space(self) -> None:
        if self.free:
            super().space()

    # element rects -------------------------------------------------------------------
    def point_name(self) -> str | None:
        step = self.current
        if step is not None and step.point == "popup":
            left = self.remaining()
            return self.popup_option_name(left[0]) if self.popup is not None and left else None
        return super().point_name()

    def element_rect(self, name: str) -> pygame.Rect | None:
        if name.startswith("popup:"):
            return self.popup_option_rect(name)
        return super().element_rect(name)

    # drawing -------------------------------------------------------------------------
    def draw_callout(self, surface, rect: pygame.Rect | None = None) -> pygame.Rect:
        if not self.free:
            return super().draw_callout(surface, rect)
        area = self.callout_style.area
        r = pygame.Rect(area.x, area.y + 30, area.w, 64)
        draw_panel(surface, r, fill=(30, 36, 52), border=palette.ACCENT, radius=12,
                   alpha=245)
        t1 = text.fit("Tutorial · the free duel", 13, r.w - 24, palette.TEXT_DIM, text.BOLD)
        t2 = text.fit("Play on until one hero falls.", 15, r.w - 24, palette.ACCENT,
                      text.BOLD)
        surface.blit(t1, (r.x + 12, r.y + 10))
        surface.blit(t2, (r.x + 12, r.y + 32))
        self._callout_rect = pygame.Rect(0, 0, 0, 0)
        return r


tutorial_scene, from_save = TB.entry_points(MabinogiTutorial)
