"""Last Counter's tutorial: the kit's Tutorial mixed in before the game's table, on the
engine's staged position, walked through tests/sixth/tutorial_steps.py."""
from __future__ import annotations

import pygame

from engines.core.replay import Record
from scenes.kit import tutorial as TB
from scenes.kit.tutorial_marks import log_column_style
from tests.sixth import tutorial_steps as TS
from tests.sixth.table import SixthTable


class SixthTutorial(TB.Tutorial, SixthTable):
    TS = TS
    callout_style = log_column_style(pygame.Rect(SixthTable.spec.frame.log))
    table_options = {"options": {"tutorial": "sixth"}}
    one_action_steps = True
    watch_text = "Watch Nim play…"

    def fits(self, record: Record) -> bool:
        acts = [tuple(a) for a in record.actions]
        return record.config.get("tutorial") == "sixth" and acts == TS.SCRIPT[:len(acts)]

    @property
    def ready(self) -> bool:
        return self.step < self.n_steps and self.progress >= 0 and not self.queue.busy

    @property
    def waiting_for_others(self) -> bool:
        return self.step < self.n_steps and self.progress < 0

    def _filter(self, action) -> str | None:
        step = self.current
        if step is None:
            return "The tutorial is over"
        if self.progress < 0:
            return "Watch Nim's move first"
        return None if tuple(action) == step.expect else step.hint

    def show_game_over(self, ev=None) -> None:
        """The game ends with the last step: the tutorial's end panel, not the chart."""
        self.game_over_shown = True


tutorial_scene, from_save = TB.entry_points(SixthTutorial)
