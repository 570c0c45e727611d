"""Text that must stay inside its box on the Magi-Nation table: a label shrinks a little,
then is shortened with an ellipsis after a whole word ("Balamant…", never "Balamant
Pu"); only a single word wider than the box is cut inside the word."""
from __future__ import annotations

from functools import lru_cache

import pygame

from app.ui import palette, text

__all__ = ["fit_words", "shorten", "ellipsize", "ELLIPSIS"]

ELLIPSIS = "…"


def shorten(label: str, size: int, width: int, weight: str = text.BOLD) -> str:
    """``label`` as it fits ``width`` pixels at ``size``: whole, else whole words and an
    ellipsis, else (one long word) as many letters as fit and an ellipsis."""
    f = text.font(size, weight)
    if f.size(label)[0] <= width:
        return label
    words = label.split(" ")
    while len(words) > 1:
        words.pop()
        trial = " ".join(words).rstrip(" ,;:-–—·") + ELLIPSIS
        if f.size(trial)[0] <= width:
            return trial
    word = words[0]
    while word and f.size(word + ELLIPSIS)[0] > width:
        word = word[:-1]
    return (word + ELLIPSIS) if word else ELLIPSIS


def ellipsize(label: str, size: int, width: int, weight: str = text.BOLD) -> str:
    """``label`` marked as going on ("…" after its last whole word that fits)."""
    if label.endswith(ELLIPSIS):
        return label
    f = text.font(size, weight)
    words = label.split(" ")
    while words:
        trial = " ".join(words).rstrip(" ,;:-–—·") + ELLIPSIS
        if f.size(trial)[0] <= width:
            return trial
        if len(words) == 1:
            break
        words.pop()
    return shorten(label + " " + ELLIPSIS, size, width, weight)


@lru_cache(maxsize=4096)
def fit_words(label: str, size: int, width: int, colour=palette.TEXT,
              weight: str = text.BOLD, min_size: int | None = None) -> pygame.Surface:
    """``label`` rendered no wider than ``width``: down to ``min_size`` (default two
    points smaller) first, then shortened by :func:`shorten`."""
    low = max(6, size - 2 if min_size is None else min_size)
    for s in range(size, low - 1, -1):
        if text.font(s, weight).size(label)[0] <= width:
            return text.render(label, s, colour, weight)
    return text.render(shorten(label, low, width, weight), low, colour, weight)
