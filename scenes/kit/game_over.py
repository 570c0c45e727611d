"""The game-over screen: winners, final totals and a small line chart of every player's
total by round (seat colours, names in a legend); "Play again" / "Menu", and "Review"
(scenes.kit.review) and "Replay" (the finished game's replay, over this screen) when the
table offers them. A game given up says so first ("You forfeited")."""
from __future__ import annotations

import pygame

from app.scene import Scene
from app.ui import canvas, draw, palette, text
from app.ui.display import metrics_of
from app.ui.widgets import Button, draw_panel
from scenes.kit.overlay_place import shade

AUTO_SECONDS = 4.0
PANEL_W, PANEL_H = 860, 560       # design units
CHART_W, CHART_H = 520, 330
LABEL_W = 74                      # the lines' names at the chart's right


def cumulative(round_scores: list[list[int]], players: int) -> list[list[int]]:
    """Totals after each round, per player (starting from 0)."""
    series = [[0] for _ in range(players)]
    for row in round_scores:
        for i in range(players):
            series[i].append(series[i][-1] + row[i])
    return series


class GameOverScene(Scene):
    """Generic enough for any scored game: a subclass (or the keyword arguments) sets the
    subtitle, the chart's x-axis word, the target line's label and whether the lowest
    total ranks first (Magi: fewest minus points). ``human`` is the seat the screen says
    "you" to: None when no one is (an AI-only demo; people sharing the screen in a
    pass-and-play game, where everyone is named).

    Native: laid out from the Display (design units through ``self.m``), text at its real
    pixel size; the chart is drawn again at the new scale when the window changes."""

    native = True
    overlay = True
    modal = False        # Esc reaches the table below (its pause menu); all else stops here
    subtitle = "Fewest minus points when someone reached {target}. Totals by round:"
    x_label = "round"
    target_label = "{target}: game ends"
    lower_wins = True

    def __init__(self, app, names, totals, winners, round_scores, target: int,
                 human: int | None, on_again=None, on_menu=None, auto: bool = False,
                 draw: bool = False, forfeited: tuple = (), on_replay=None,
                 hints: int = 0, on_review=None) -> None:
        super().__init__(app)
        self.hints = int(hints)              # hints the player asked for (scenes.kit.hint)
        self.is_draw = draw
        self.forfeited = tuple(forfeited)    # the side that gave the game up
        self.names, self.totals, self.winners = names, totals, winners
        self.round_scores, self.target, self.human = round_scores, target, human
        self.on_again, self.on_menu, self.auto = on_again, on_menu, auto
        self.on_replay = on_replay         # the game's replay, pushed over this screen
        self.on_review = on_review           # the post-game review (None: no button)
        self.time = 0.0
        self.done = False
        self._layout()

    def _layout(self) -> None:
        self.m = m = metrics_of(self).bounded(PANEL_W + 40, PANEL_H + 40)
        px = m.px
        self.rect = pygame.Rect(0, 0, px(PANEL_W), px(PANEL_H))
        self.rect.center = (m.w // 2, m.h // 2)
        bw, bh = px(180), px(46)
        self.again = Button((0, 0, bw, bh), "Play again", self._again, size=20,
                            key=pygame.K_RETURN, scale=m.scale)
        self.menu = Button((0, 0, bw, bh), "Menu", self._menu, size=20, scale=m.scale)
        self.replay = Button((0, 0, bw, bh), "Replay", self._replay, size=20, scale=m.scale)
        self.replay.visible = self.on_replay is not None
        self.review = Button((0, 0, bw, bh), "Review", self._review, size=20,
                             scale=m.scale, tooltip="Your mistakes, by the Hard AI")
        self.review.visible = self.on_review is not None
        # one row, centred: Review | Replay | Play again | Menu (those offered)
        row = [b for b in (self.review, self.replay, self.again, self.menu)
               if b.visible or b in (self.again, self.menu)]
        gap = px(20)
        x = self.rect.centerx - (len(row) * bw + (len(row) - 1) * gap) // 2
        for b in row:
            b.rect.bottomleft = (x, self.rect.bottom - px(20))
            x += bw + gap
        self.chart = self._chart(pygame.Rect(0, 0, px(CHART_W), px(CHART_H)))

    def on_resize(self) -> None:
        self._layout()

    def _again(self) -> None:
        if self.done:
            return
        self.done = True
        if self.app.stack.top is self:
            self.app.stack.pop()
        if self.on_again:
            self.on_again()

    def _menu(self) -> None:
        if self.done:
            return
        self.done = True
        if self.app.stack.top is self:
            self.app.stack.pop()
        if self.on_menu:
            self.on_menu()

    def _replay(self) -> None:
        if not self.done and self.on_replay is not None:
            self.on_replay()

    def _review(self) -> None:
        """The review opens over this screen (which stays, for after it)."""
        if not self.done and self.on_review is not None:
            self.on_review()

    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return False        # the table's: its pause menu (no screen blocks Esc)
        if self.review.handle(event) or self.again.handle(event) or self.menu.handle(event) \
                or self.replay.handle(event):
            return True
        return True

    def update(self, dt: float) -> None:
        self.time += dt
        if self.auto and self.time >= AUTO_SECONDS:
            self._again()

    # the chart: a game may say what its lines are, how high the grid goes, which points
    # are labelled and which get a dot; the grid, the target line and the lines are the kit's
    dot_from = 1            # the first point with a dot (the kit's first is the 0 start)

    def chart_series(self) -> list[list[int]]:
        """Each player's line, one value a point: the totals by round, from 0."""
        return cumulative(self.round_scores, len(self.names))

    def chart_top(self, series: list[list[int]]) -> int:
        """The grid's top value (never 0): the target or the highest total."""
        return max(1, self.target, max((max(s) for s in series if s), default=0))

    def chart_ticks(self, points: int) -> list[tuple[int, str]]:
        """The x axis's labels, (point, label): each round's number under its point
        (every other one past 12 rounds), none under the start."""
        rounds = points - 1
        return [(i, str(i)) for i in range(1, points) if rounds <= 12 or i % 2 == 0]

    def _plot(self, rect: pygame.Rect) -> pygame.Rect:
        """The chart's plot area inside its surface (room left for the labels: the
        values at its left, the turns under it, the lines' names at its right)."""
        px = self.m.px
        return pygame.Rect(px(44), px(14), rect.w - px(44 + LABEL_W), rect.h - px(50))

    def _chart(self, rect: pygame.Rect) -> pygame.Surface:
        px, pt = self.m.px, self.m.pt
        small = pt(12)
        surf = canvas.new(rect.size, pygame.SRCALPHA)
        series = self.chart_series()
        points = max((len(s) for s in series), default=0)
        top = self.chart_top(series)
        plot = self._plot(rect)
        draw.rect(surf, (20, 24, 34, 255), plot, border_radius=px(6))
        # grid: every 10 points, the target line
        step = 10 if top <= 80 else 20
        for v in range(0, top + 1, step):
            y = plot.bottom - round(v / top * plot.h)
            draw.line(surf, (50, 56, 72), (plot.x, y), (plot.right, y), px(1))
            lab = text.render(str(v), small, palette.TEXT_DIM)
            surf.blit(lab, lab.get_rect(midright=(plot.x - px(6), y)))
        if self.target > 0:         # a game played to a score (none: no line at 0)
            ty = plot.bottom - round(self.target / top * plot.h)
            draw.line(surf, palette.BAD, (plot.x, ty), (plot.right, ty), px(2))
            tl = text.render(self.target_label.format(target=self.target), small,
                             palette.BAD)
            surf.blit(tl, (plot.x + px(6), ty - px(16)))
        xs = [plot.x + round(i / max(1, points - 1) * plot.w) for i in range(points)]
        for i, label in self.chart_ticks(points):
            lab = text.render(label, small, palette.TEXT_DIM)
            surf.blit(lab, lab.get_rect(midtop=(xs[i], plot.bottom + px(4))))
        cap = text.render(self.x_label, small, palette.TEXT_DIM)
        surf.blit(cap, cap.get_rect(bottomright=(plot.right, rect.h)))
        lines = self._line_points(series, xs, plot, top)
        # the human's line last, on top; lines that share a value at a point are drawn
        # side by side there (line_points), so an equal line never hides another
        order = sorted(range(len(series)), key=lambda p: p == self.human)
        for p in order:
            col = palette.SEAT_COLOURS[p % 8]
            pts = lines[p]
            width = px(4) if p in self.winners else px(2)
            if len(pts) > 1:
                draw.lines(surf, col, False, pts, width)
            for q in pts[self.dot_from:]:
                draw.circle(surf, col, q, px(4) if p in self.winners else px(3))
        self._end_labels(surf, lines, plot)
        return surf

    def _line_points(self, series, xs, plot: pygame.Rect, top: int) -> list[list]:
        """Each line's points on the plot, each line a few pixels from the next (in seat
        order, around the true value): lines that stay equal (both heroes at 40) are
        drawn side by side, so each one shows."""
        n = len(series)
        spread = self.m.px(4 if n <= 2 else 3)
        out: list[list] = []
        for p, values in enumerate(series):
            dy = round((p - (n - 1) / 2) * spread)
            out.append([(xs[i], plot.bottom - round(v / top * plot.h) + dy)
                        for i, v in enumerate(values)])
        return out

    def _end_labels(self, surf, lines: list[list], plot: pygame.Rect) -> None:
        """Each line's name at its right end, in its colour (moved apart when the ends
        are close: the lowest stays lowest)."""
        px, pt = self.m.px, self.m.pt
        ends = sorted((pts[-1][1], p) for p, pts in enumerate(lines) if pts)
        y_min = plot.y
        for y, p in ends:
            lab = text.fit(self.names[p], pt(12), px(LABEL_W - 10),
                           palette.SEAT_COLOURS[p % 8], text.BOLD)
            top = max(y - lab.get_height() // 2, y_min)
            top = min(top, plot.bottom + px(12) - lab.get_height())
            surf.blit(lab, (plot.right + px(6), top))
            y_min = top + lab.get_height()

    def headline(self) -> str:
        """The title: who won (a draw, a shared win), or that the game was given up (a game
        may say more)."""
        names = " and ".join(self.names[w] for w in self.winners)
        if self.forfeited:
            gave_up = "You" if self.human in self.forfeited else \
                " and ".join(self.names[p] for p in self.forfeited)
            if not self.winners:
                return f"{gave_up} forfeited"
            return f"{gave_up} forfeited: {names} win{'s' if len(self.winners) == 1 else ''}"
        if self.is_draw:
            return f"A draw: {names}" if self.winners else "A draw"
        if self.human is not None and self.human in self.winners:
            return "You win!" if len(self.winners) == 1 else f"Shared win: {names}"
        return f"{names} win{'s' if len(self.winners) == 1 else ''}!"

    def hints_line(self) -> str:
        """"Hints used: 3" when the player asked for hints, else ""."""
        return f"Hints used: {self.hints}" if self.hints > 0 else ""

    def draw(self, surface) -> None:
        # the screen-sized shade is shared, not kept per screen: a finished game's screen
        # may wait for the cycle collector a while (its buttons call back into it)
        surface.blit(shade(130, surface.get_size()), (0, 0))
        m = self.m
        px, pt = m.px, m.pt
        r = self.rect
        draw_panel(surface, r, fill=(26, 30, 42), border=palette.ACCENT, radius=px(18),
                   alpha=250, line=max(1, px(2)))
        title = text.fit(self.headline(), pt(30), r.w - px(48), palette.ACCENT, text.BOLD)
        surface.blit(title, title.get_rect(midtop=(r.centerx, r.y + px(18))))
        sub = text.fit(self.subtitle.format(target=self.target), pt(15), r.w - px(48),
                       palette.TEXT_DIM)
        surface.blit(sub, sub.get_rect(midtop=(r.centerx, r.y + px(60))))
        surface.blit(self.chart, (r.x + px(20), r.y + px(92)))
        # legend / final standings
        lx, ly = r.x + px(570), r.y + px(104)
        size = pt(17)
        order = sorted(range(len(self.names)), key=lambda i: self.totals[i],
                       reverse=not self.lower_wins)
        for rank, i in enumerate(order):
            row = pygame.Rect(lx - px(8), ly - px(5), px(270), px(32))
            if i in self.winners:
                draw.rect(surface, (70, 62, 32), row, border_radius=px(8))
                draw.rect(surface, palette.ACCENT, row, width=px(2),
                                 border_radius=px(8))
            mid = ly + px(11)
            draw.line(surface, palette.SEAT_COLOURS[i % 8], (lx, mid),
                             (lx + px(24), mid), px(4))
            tot = text.render(str(self.totals[i]), size, palette.ACCENT if i in self.winners
                              else palette.TEXT)
            surface.blit(tot, tot.get_rect(topright=(lx + px(252), ly)))
            room = px(252 - 34) - tot.get_width() - px(10)   # long names end in an ellipsis
            surface.blit(text.fit(f"{rank + 1}. {self.names[i]}", size, room, palette.TEXT,
                                  text.BOLD), (lx + px(34), ly))
            ly += px(38)
        self.again.draw(surface)
        self.menu.draw(surface)
        self.replay.draw(surface)
        self.review.draw(surface)
        if self.hints_line():
            line = text.render(self.hints_line(), pt(14), palette.TEXT_DIM)
            surface.blit(line, line.get_rect(bottomleft=(r.x + px(24),
                                                       self.again.rect.top - px(8))))
        if self.auto:
            hint = text.render(f"a new game starts in {max(0, AUTO_SECONDS - self.time):.0f} s",
                               pt(13), palette.TEXT_DIM)
            surface.blit(hint, hint.get_rect(midbottom=(r.centerx,
                                                        self.again.rect.top - px(8))))
