"""Text that fits its box on the Magecraft table: shortened at a word boundary with an
ellipsis (a single word wider than the box is the only thing ever cut inside), and the
one-line summary of a spellbook ("2 ▸ Magic Missile › Fireball +1")."""
from __future__ import annotations

from functools import lru_cache

from app.ui import text

ELLIPSIS = "…"


def width(label: str, size: int, weight: str = text.REGULAR) -> int:
    return text.font(size, weight).size(label)[0]


@lru_cache(maxsize=1024)
def fit_words(label: str, size: int, room: int, weight: str = text.REGULAR) -> str:
    """``label`` when it fits ``room`` pixels, else its longest start that ends between
    two words, with an ellipsis; a first word wider than ``room`` is cut inside."""
    if width(label, size, weight) <= room:
        return label
    words = label.split(" ")
    for k in range(len(words) - 1, 0, -1):
        head = " ".join(words[:k]).rstrip(" ·,:›-")
        if head and width(head + ELLIPSIS, size, weight) <= room:
            return head + ELLIPSIS
    cut = words[0]
    while cut and width(cut + ELLIPSIS, size, weight) > room:
        cut = cut[:-1]
    return cut + ELLIPSIS if cut else ELLIPSIS


def book_line(prefix: str, names, size: int, room: int, weight: str = text.REGULAR) -> str:
    return _book_line(prefix, tuple(names), size, room, weight)


@lru_cache(maxsize=512)
def _book_line(prefix: str, names: tuple, size: int, room: int, weight: str) -> str:
    """``prefix`` and as many whole spell names as fit ``room`` (in order, " › " between
    them), then "+N" for the spells left out; the first name shortened at a word
    boundary only when even it does not fit."""
    if not names:
        return prefix + "empty"
    for k in range(len(names), 0, -1):
        more = len(names) - k
        line = prefix + " › ".join(names[:k]) + (f" +{more}" if more else "")
        if width(line, size, weight) <= room:
            return line
    tail = f" +{len(names) - 1}" if len(names) > 1 else ""
    room_first = room - width(prefix + tail, size, weight)
    return prefix + fit_words(names[0], size, room_first, weight) + tail
