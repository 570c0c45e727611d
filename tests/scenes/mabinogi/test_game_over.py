"""Mabinogi's game-over chart is the kit's chart grid (scenes/kit/game_over.py) with
Mabinogi's own lines, grid top and labels: each hero's HP from the first turn, the grid
to the highest HP rounded up to ten, every turn numbered from 1 (about twelve labels at
most), a dot on every turn."""
from __future__ import annotations

from scenes.kit.game_over import GameOverScene
from scenes.mabinogi.game_over import MabinogiGameOver

ROWS = [[20, 20], [0, -3], [-2, -4], [0, -5], [-1, -8]]


def test_the_chart_is_the_kits_grid_with_the_heroes_hp_turn_by_turn(app):
    assert MabinogiGameOver._chart is GameOverScene._chart      # no grid of its own
    over = MabinogiGameOver(app, ["Ailill", "Morrigan"], [17, 0], [0], ROWS, 0, 0)
    series = over.chart_series()
    assert series == [[20, 20, 18, 18, 17], [20, 17, 13, 8, 0]]
    assert over.chart_top(series) == 20 and over.chart_top([[3], [0]]) == 10
    assert over.chart_top([[21], [4]]) == 30
    assert over.chart_ticks(5) == [(0, "1"), (1, "2"), (2, "3"), (3, "4"), (4, "5")]
    assert [label for _, label in over.chart_ticks(30)][:3] == ["1", "3", "5"]
    assert over.dot_from == 0 and over.chart.get_size() == (520, 330)


def test_the_kits_chart_counts_totals_from_zero_and_labels_each_round(app):
    over = GameOverScene(app, ["You", "Bram"], [8, 30], [0], [[3, 10], [5, 20]], 100, 0)
    assert over.chart_series() == [[0, 3, 8], [0, 10, 30]]
    assert over.chart_top(over.chart_series()) == 100
    assert over.chart_ticks(3) == [(1, "1"), (2, "2")]
    assert [i for i, _ in over.chart_ticks(16)] == list(range(2, 16, 2))
    assert over.dot_from == 1


def _pixels(surface, colour) -> int:
    """How many pixels of ``surface`` are exactly ``colour``."""
    import pygame
    mask = pygame.mask.from_threshold(surface, tuple(colour) + (255,), (1, 1, 1, 255))
    return mask.count()


def test_both_heroes_lines_show_when_their_hp_stays_equal(app, monkeypatch):
    """A duel given up before any damage (both heroes at 40 every turn): the chart draws
    the two equal lines side by side, yours on top, so yours is not hidden under the
    winner's thicker line; each line is named at its right end."""
    from app.ui import palette
    from tests.scenes.kit.test_replay import _play
    t = _play(app, "mabinogi", 2, seed=5)
    from engines.mabinogi.read import Duel
    hp = Duel(t.state).hp_history()
    assert all(row[0] == row[1] for row in hp), "a hero lost HP: the lines are not equal"
    t.forfeit()
    over = app.stack.top
    assert isinstance(over, MabinogiGameOver) and over.human == 0 and over.winners == [1]
    series = over.chart_series()
    assert len(series[0]) >= 2 and series[0] == series[1]
    yours = _pixels(over.chart, palette.SEAT_COLOURS[0])
    theirs = _pixels(over.chart, palette.SEAT_COLOURS[1])
    assert theirs > 0 and yours >= theirs // 4, \
        f"your line is hidden under the opponent's ({yours} of your pixels, {theirs} of theirs)"
    from app.ui import text
    fitted: list = []
    fit = text.fit
    monkeypatch.setattr(text, "fit", lambda words, *a, **kw: fitted.append(words)
                        or fit(words, *a, **kw))
    over._chart(over.chart.get_rect())
    assert set(over.names) <= set(fitted), f"the lines are not named ({fitted})"
