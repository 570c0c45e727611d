"""Text that must fit a box on the Magi table: a smaller size first, then whole words
dropped for an ellipsis ("Maximilian Bartholomew…"), never a word cut in the middle
unless the first word alone is wider than the box."""
from __future__ import annotations

import pygame

from app.ui import palette, text


def shorten(label: str, size: int, width: int, weight: str = text.BOLD) -> str:
    """``label``, or as many of its first words as fit ``width`` with an ellipsis."""
    f = text.font(size, weight)
    if f.size(label)[0] <= width:
        return label
    words = label.split()
    while len(words) > 1:
        words.pop()
        cand = " ".join(words).rstrip(",;:-–—·") + "…"
        if f.size(cand)[0] <= width:
            return cand
    cut = words[0] if words else label
    while cut and f.size(cut + "…")[0] > width:
        cut = cut[:-1]
    return cut + "…"


def fit_words(label: str, size: int, width: int, colour=palette.TEXT,
              weight: str = text.BOLD, smallest: int | None = None) -> pygame.Surface:
    """``label`` rendered no wider than ``width``: smaller sizes first (down to
    ``smallest``, default two sizes less), then shortened by whole words at the size
    where its first word fits (else the smallest)."""
    low = size - 2 if smallest is None else smallest
    sizes = range(size, low - 1, -1)
    for s in sizes:
        if text.font(s, weight).size(label)[0] <= width:
            return text.render(label, s, colour, weight)
    first = label.split()[0] if label.split() else label
    s = next((s for s in sizes if text.font(s, weight).size(first + "…")[0] <= width), low)
    return text.render(shorten(label, s, width, weight), s, colour, weight)
