"""Staging a Mabinogi Duel position on a new game: creatures put in lanes, cards put in
the grave, a player's action phase begun. The tutorial's position
(engines/mabinogi/tutorial.py) is built with these; tests use them through
engines/mabinogi/testing.py."""
from __future__ import annotations

from engines.mabinogi.content import CARD_INDEX, CARDS, RES_INDEX
from engines.mabinogi.effects import GameEnded, fire_all, place
from engines.mabinogi.state import ACTION, LANES, MabinogiState


def iid(s: MabinogiState, p: int, name: str, zone: str = "hand") -> int:
    """The first instance of a named card in a player's zone ("hand" or "grave")."""
    for i in getattr(s, zone)[p]:
        if s.cdef[i] >= 0 and CARDS[s.cdef[i]].name == name:
            return i
    raise KeyError(f"player {p} has no {name} in {zone}")


def summon(s: MabinogiState, p: int, name: str, lane: int, ready: bool = True,
           level: int | None = None, effects: bool = False):
    """Put a creature of ``p``'s hand (or a token, when the hand has none) on the
    battlefield directly: no cost, no action, no chain. ``ready``: no summoning
    sickness; ``effects``: run its starting effect as a summon would."""
    try:
        i = iid(s, p, name)
        s.hand[p].remove(i)
        s.known[i] = 1
    except KeyError:
        i = -1
    u = place(s, p, lane, CARD_INDEX[name], i, level or s.level[p], [])
    if ready:
        u.sick = 0
    if effects:
        try:
            fire_all(s, p, lane, "start", [])
        except GameEnded:
            pass
    return u


def to_grave(s: MabinogiState, p: int, name: str) -> int:
    """Move a named card of ``p``'s hand to the grave (no resource, no action)."""
    i = iid(s, p, name)
    s.hand[p].remove(i)
    s.grave[p].append(i)
    s.known[i] = 1
    return i


def set_turn(s: MabinogiState, p: int, actions: int = 1, res=None) -> None:
    """Make it ``p``'s action phase with ``actions`` flames (and resources, a dict of
    resource name -> count, when given)."""
    s.current = s.to_move = p
    s.phase = ACTION
    s.actions = actions
    s.chain = []
    if res is not None:
        for k, v in res.items():
            s.res[p][RES_INDEX[k]] = v


def clear_board(s: MabinogiState) -> None:
    s.board = [[None] * LANES, [None] * LANES]
