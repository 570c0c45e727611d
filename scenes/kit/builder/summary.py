"""A builder's totals: a meter of points against a limit (the overrun hatched in red),
under its heading "<word> <total> / <limit>" with what is left, and a count of the
entry's cards by kind in words ("8 sorceries · 2 auras · 2 hidden enchants")."""
from __future__ import annotations

import pygame

from app.ui import palette
from scenes.kit.builder.draw import heading

Parts = list[tuple[int, tuple]]          # (points, colour) of each card, in order


def meter(surface, rect: pygame.Rect, parts: Parts, limit: int) -> None:
    """A bar of ``limit`` points holding ``parts`` side by side; over the limit its end
    is hatched and rimmed in red, a line marking the limit."""
    pygame.draw.rect(surface, (22, 24, 32), rect, border_radius=6)
    total = sum(p for p, _ in parts)
    scale = rect.w / max(limit, total, 1)
    x = rect.x
    for pts, col in parts:
        w = max(1, round(pts * scale))
        pygame.draw.rect(surface, col, (x, rect.y + 2, w - 1, rect.h - 4), border_radius=3)
        x += w
    if total > limit:
        lx = rect.x + round(limit * scale)
        over = pygame.Rect(lx, rect.y, rect.right - lx, rect.h)
        pygame.draw.rect(surface, palette.BAD, over, width=2, border_radius=4)
        for hx in range(over.x, over.right, 6):
            pygame.draw.line(surface, palette.BAD, (hx, over.bottom - 2),
                             (min(hx + 6, over.right), over.y + 2), 1)
        pygame.draw.line(surface, palette.TEXT, (lx, rect.y - 3), (lx, rect.bottom + 3), 2)
    pygame.draw.rect(surface, palette.PANEL_BORDER, rect, width=1, border_radius=6)


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
