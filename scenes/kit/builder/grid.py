"""The builders' grids: how wide each of ``n`` columns is in a width, and where the
``i``-th cell of a grid stands (a pool's tiles, a column's rows, a row of chips)."""
from __future__ import annotations

import pygame


def share(width: int, n: int, gap: int) -> int:
    """The width of each of ``n`` columns ``gap`` apart in ``width`` (rounded down)."""
    return (width - (n - 1) * gap) // n


def cell(x: int, y: int, i: int, cols: int, size: tuple[int, int], gaps: tuple[int, int],
         scroll: int = 0) -> pygame.Rect:
    """The ``i``-th cell, row by row, of a grid of ``cols`` columns from (``x``, ``y``):
    cells of ``size`` with ``gaps`` (across, down) between them, scrolled up ``scroll``."""
    row, col = divmod(i, cols)
    w, h = size
    return pygame.Rect(x + col * (w + gaps[0]), y + row * (h + gaps[1]) - scroll, w, h)
