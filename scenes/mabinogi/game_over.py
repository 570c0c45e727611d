"""The Mabinogi Duel game-over screen: both heroes' HP turn by turn (a hero at 0 HP
loses), and the chart's rows from the duel's read model."""
from __future__ import annotations

import pygame

from app.ui import palette, text
from engines.mabinogi.read import Duel
from scenes.kit.game_over import GameOverScene, cumulative


class MabinogiGameOver(GameOverScene):
    subtitle = "Both heroes' HP at the start of each turn (a hero at 0 HP loses):"
    x_label = "turn"
    target_label = "0 HP: defeated"
    lower_wins = False

    def _chart(self, rect: pygame.Rect) -> pygame.Surface:
        """Each hero's HP turn by turn (from the first turn's HP, not from 0): the
        rows are the HP at the first turn, then the change per turn."""
        surf = pygame.Surface(rect.size, pygame.SRCALPHA)
        series = [c[1:] for c in cumulative(self.round_scores, len(self.names))]
        n = max(1, len(series[0]) - 1)
        top = max(10, max((max(x) for x in series if x), default=10))
        top = (top + 9) // 10 * 10
        plot = pygame.Rect(44, 14, rect.w - 60, rect.h - 50)
        pygame.draw.rect(surf, (20, 24, 34, 255), plot, border_radius=6)
        step = 10 if top <= 80 else 20
        for v in range(0, top + 1, step):
            y = plot.bottom - round(v / top * plot.h)
            pygame.draw.line(surf, (50, 56, 72), (plot.x, y), (plot.right, y))
            lab = text.render(str(v), 12, palette.TEXT_DIM)
            surf.blit(lab, lab.get_rect(midright=(plot.x - 6, y)))
        pygame.draw.line(surf, palette.BAD, (plot.x, plot.bottom), (plot.right, plot.bottom), 2)
        tl = text.render(self.target_label, 12, palette.BAD)
        surf.blit(tl, (plot.x + 6, plot.bottom - 16))
        xs = [plot.x + round(i / n * plot.w) for i in range(n + 1)]
        every = max(1, (n + 1) // 12)
        for i, x in enumerate(xs):
            if i % every == 0:
                lab = text.render(str(i + 1), 12, palette.TEXT_DIM)
                surf.blit(lab, lab.get_rect(midtop=(x, plot.bottom + 4)))
        cap = text.render(self.x_label, 12, palette.TEXT_DIM)
        surf.blit(cap, cap.get_rect(bottomright=(plot.right, rect.h)))
        for p, values in enumerate(series):
            col = palette.SEAT_COLOURS[p % 8]
            pts = [(xs[i], plot.bottom - round(v / top * plot.h)) for i, v in enumerate(values)]
            width = 4 if p in self.winners else 2
            if len(pts) > 1:
                pygame.draw.lines(surf, col, False, pts, width)
            for q in pts:
                pygame.draw.circle(surf, col, q, 4 if p in self.winners else 3)
        return surf


def hp_chart(state, res) -> tuple:
    """Both heroes' HP at the start of every turn, then at the end (the chart adds the
    rows up: the first row is the starting HP, then the change per turn)."""
    series = Duel(state).hp_history()
    rows = [series[0]] + [[b[i] - a[i] for i in (0, 1)] for a, b in zip(series, series[1:])]
    return list(series[-1]), rows, 0
