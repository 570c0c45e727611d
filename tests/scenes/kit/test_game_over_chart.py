"""The kit's game-over chart draws its target line (red, with its label) only for a game
played to a score: a game without one (Arena, Mabinogi: target 0) had a red line lying
on the chart's floor, under the lines at 0."""
from __future__ import annotations

import pygame

from app.ui import palette
from scenes.kit.game_over import GameOverScene


def _red(surface) -> int:
    mask = pygame.mask.from_threshold(surface, tuple(palette.BAD) + (255,), (1, 1, 1, 255))
    return mask.count()


def test_the_target_line_is_drawn_only_for_a_game_played_to_a_score(app):
    scored = GameOverScene(app, ["You", "Bram"], [30, 52], [0], [[10, 30], [20, 22]], 50, 0)
    assert _red(scored.chart) > 0
    unscored = GameOverScene(app, ["You", "Bram"], [30, 52], [1], [[10, 30], [20, 22]], 0, 0)
    assert _red(unscored.chart) == 0
