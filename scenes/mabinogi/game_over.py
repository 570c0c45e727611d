"""The Mabinogi Duel game-over screen: both heroes' HP turn by turn (a hero at 0 HP
loses), and the chart's rows from the duel's read model."""
from __future__ import annotations

from engines.mabinogi.read import Duel
from scenes.kit.game_over import GameOverScene, cumulative


class MabinogiGameOver(GameOverScene):
    subtitle = "Both heroes' HP at the start of each turn (a hero at 0 HP loses):"
    x_label = "turn"
    target_label = "0 HP: defeated"
    lower_wins = False

    dot_from = 0            # every turn's HP gets a dot

    def chart_series(self) -> list[list[int]]:
        """Each hero's HP turn by turn (from the first turn's HP, not from 0): the
        rows are the HP at the first turn, then the change per turn."""
        return [c[1:] for c in cumulative(self.round_scores, len(self.names))]

    def chart_top(self, series: list[list[int]]) -> int:
        """The highest HP, rounded up to ten (at least 10)."""
        top = max(10, max((max(x) for x in series if x), default=10))
        return (top + 9) // 10 * 10

    def chart_ticks(self, points: int) -> list[tuple[int, str]]:
        """Each turn's number under its point, the first too (about 12 labels at most)."""
        every = max(1, points // 12)
        return [(i, str(i + 1)) for i in range(points) if i % every == 0]


def hp_chart(state, res) -> tuple:
    """Both heroes' HP at the start of every turn, then at the end (the chart adds the
    rows up: the first row is the starting HP, then the change per turn)."""
    series = Duel(state).hp_history()
    rows = [series[0]] + [[b[i] - a[i] for i in (0, 1)] for a, b in zip(series, series[1:])]
    return list(series[-1]), rows, 0
