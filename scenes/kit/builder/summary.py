"""A builder's totals: a meter of points against a limit (the overrun hatched in red),
under its heading "<word> <total> / <limit>" with what is left, a count of the entry's
cards by kind in words ("8 sorceries · 2 auras · 2 hidden enchants"), and the column of
a part of an entry made of them (:class:`SummaryColumn`)."""
from __future__ import annotations

from typing import Any

import pygame

from app.ui import draw, palette
from app.ui.drag import Draggable
from app.ui.widgets import draw_panel
from scenes.kit.builder.column import checks_head, draw_checks
from scenes.kit.builder.draw import heading, rule
from scenes.kit.builder.rows import Rows

Parts = list[tuple[int, tuple]]          # (points, colour) of each card, in order


def meter(surface, rect: pygame.Rect, parts: Parts, limit: int) -> None:
    """A bar of ``limit`` points holding ``parts`` side by side; over the limit its end
    is hatched and rimmed in red, a line marking the limit."""
    draw.rect(surface, (22, 24, 32), rect, border_radius=6)
    total = sum(p for p, _ in parts)
    scale = rect.w / max(limit, total, 1)
    x = rect.x
    for pts, col in parts:
        w = max(1, round(pts * scale))
        draw.rect(surface, col, (x, rect.y + 2, w - 1, rect.h - 4), border_radius=3)
        x += w
    if total > limit:
        lx = rect.x + round(limit * scale)
        over = pygame.Rect(lx, rect.y, rect.right - lx, rect.h)
        draw.rect(surface, palette.BAD, over, width=2, border_radius=4)
        for hx in range(over.x, over.right, 6):
            draw.line(surface, palette.BAD, (hx, over.bottom - 2),
                             (min(hx + 6, over.right), over.y + 2), 1)
        draw.line(surface, palette.TEXT, (lx, rect.y - 3), (lx, rect.bottom + 3), 2)
    draw.rect(surface, palette.PANEL_BORDER, rect, width=1, border_radius=6)


def budget(surface, rect: pygame.Rect, word: str, limit_word: str, parts: Parts,
           limit: int) -> None:
    """"<word> <total> / <limit>" over the :func:`meter` of ``parts``, and what is left
    (or how far over the <limit_word> it is) at its right."""
    left = limit - sum(p for p, _ in parts)
    heading(surface, f"{word} {limit - left} / {limit}", rect.x, rect.right, rect.y - 22,
            palette.BAD if left < 0 else palette.TEXT,
            f"{left} left" if left >= 0 else f"{-left} over the {limit_word}",
            palette.TEXT_DIM if left >= 0 else palette.BAD, note_size=13)
    meter(surface, rect, parts, limit)


def tally(kinds: list[str], words: dict[str, tuple[str, str]]) -> str:
    """How many of each kind ``kinds`` holds, in ``words``' order: kind -> (one, many)."""
    counts = [(kinds.count(k), one, many) for k, (one, many) in words.items()]
    return " · ".join(f"{n} {one if n == 1 else many}" for n, one, many in counts)


class SummaryColumn:
    """The column of a part of the entry (a tab's): in ``AREA`` its heading, the budget
    (``BUDGET``: word, limit's word, limit) of ``parts(model)`` in ``METER``, the rows of
    ``row_list`` (a :class:`~scenes.kit.builder.rows.Rows`), what the game adds under them,
    then the live checks in ``CHECKS`` (``ok_text`` when there is no problem). The game
    says what is counted, how a row and the head look."""
    AREA: pygame.Rect
    METER: pygame.Rect
    CHECKS: pygame.Rect
    BUDGET: tuple[str, str, int]
    EMPTY = ""                           # an empty slot's words
    NOT_READY, PROBLEM_COLOUR = "✗ Not ready", (240, 170, 160)
    row_list: Rows

    def __init__(self) -> None:
        self.problems: list[str] = []
        self.model: Any = None
        self.buttons: list = []          # the column's own (TabsScene presses them)

    @property
    def rows(self) -> list[tuple[pygame.Rect, str]]:
        return self.row_list.rows

    @property
    def empty(self) -> list[pygame.Rect]:
        return self.row_list.empty

    @property
    def zones(self):
        return self.row_list.zones

    def card_at(self, pos) -> str | None:
        return self.row_list.card_at(pos)

    def layout(self, model, problems: list[str]) -> list[Draggable]:
        self.model, self.problems = model, problems
        return self.row_list.layout(self.counts(model), self.more, self.draw_row,
                                    self.head(model))

    # -- the game's part ------------------------------------------------------------------
    def counts(self, model) -> list[tuple[str, int]]:
        raise NotImplementedError

    def more(self, key: str) -> bool:
        """Whether a row offers + (another copy may join)."""
        return True

    def head(self, model) -> tuple[str, ...]:
        """The rows above the counted ones, without buttons (the leader)."""
        return ()

    def parts(self, model) -> Parts:
        raise NotImplementedError

    def draw_row(self, surface, r: pygame.Rect, key: str, place: int) -> None:
        raise NotImplementedError

    def draw_head(self, surface, model, mouse) -> None:
        """The heading and what stands over the meter."""

    def draw_foot(self, surface, model) -> None:
        """What stands between the rows and the checks."""

    def ok_text(self, model) -> str:
        return ""

    def draw(self, surface, model, mouse, hidden: set) -> None:
        draw_panel(surface, self.AREA, alpha=215)
        self.draw_head(surface, model, mouse)
        word, limit_word, limit = self.BUDGET
        budget(surface, self.METER, word, limit_word, self.parts(model), limit)
        self.row_list.draw(surface, mouse, hidden, self.draw_row, self.EMPTY)
        self.draw_foot(surface, model)
        c = self.CHECKS
        rule(surface, c.x, self.AREA.right - 12, c.y - 8)
        draw_checks(surface, c, checks_head(len(self.problems), self.NOT_READY),
                    [(p, self.PROBLEM_COLOUR) for p in self.problems], self.ok_text(model),
                    size=15, gap=24, more="hover here to read all")
