"""Staging a Magecraft position on a started game: gems and spell cards written as
letters and keys, and a player's turn begun with chosen zones. The tutorial's position
(engines/magecraft/tutorial.py) is built with these; tests use them through
engines/magecraft/testing.py."""
from __future__ import annotations

import engines.magecraft.rules as _r
from engines.magecraft.content import LETTERS, SPELL_INDEX


def gems(letters: str) -> list:
    """"FFWD" -> [2, 1, 0, 0, 1] (letters F W E L D)."""
    z = [0] * 5
    for ch in letters:
        z[LETTERS.index(ch)] += 1
    return z


def card(key: str, mastered: bool = False) -> int:
    return SPELL_INDEX[key] * 2 + (1 if mastered else 0)


def at_turn(s, player: int, hand=None, books=None, shield=None, hp=None, discard=None,
            bag=None, score=None, academy_gems=None):
    """Start ``player``'s turn with the given zones (letters strings; books as lists of
    spell keys, a key ending in '*' is mastered). Zones not given are left alone. Gem
    totals are not kept: use it to stage a position, not to check conservation."""
    p = player
    for zone, letters in (("hand", hand), ("shield", shield), ("hp", hp),
                          ("discard", discard), ("bag", bag), ("score", score)):
        if letters is not None:
            getattr(s, zone)[p] = gems(letters)
    if academy_gems is not None:
        s.acad_gems = gems(academy_gems)
    if books is not None:
        s.books[p] = [[card(k.rstrip("*"), k.endswith("*")) for k in b] for b in books]
    s.spent[p] = [0] * 5
    ev: list = []
    _r._begin_turn(s, p, ev)
    return ev
