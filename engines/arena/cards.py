"""Spell cards between zones: drawing, discarding, shuffling (the library's top card is
the END of its list)."""
from __future__ import annotations

from engines.arena.state import ArenaState


def draw(s: ArenaState, p: int, n: int, ev: list, why: str) -> int:
    """Seat p draws up to n spell cards: only while its Planeswalker is on the
    battlefield, and never from an empty library (the graveyard is not reshuffled)."""
    got = 0
    if s.dead[p]:
        if n > 0:
            ev.append({"type": "NoDraw", "player": p, "why": "planeswalker destroyed"})
        return 0
    for _ in range(n):
        if not s.library[p]:
            ev.append({"type": "NoDraw", "player": p, "why": "library empty"})
            break
        sp = s.library[p].pop()
        s.hand[p].append(sp)
        s.top_known[p] = False
        got += 1
        ev.append({"type": "CardMoved", "card": sp, "player": p, "src": "library",
                   "dst": "hand", "why": why, "secret": True})
    return got


def discard(s: ArenaState, p: int, sp: int, ev: list, why: str) -> None:
    s.hand[p].remove(sp)
    s.grave[p].append(sp)
    ev.append({"type": "CardMoved", "card": sp, "player": p, "src": "hand",
               "dst": "graveyard", "why": why})
