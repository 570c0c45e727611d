"""A figure's destination this turn as the movement search finds it (``Reach``) and a
figure's whole answer (``Answer``): engines/arena/movement.py says what they hold."""
from __future__ import annotations

from operator import itemgetter


class Reach(tuple):
    """One destination of a figure this turn. ``dest``: (hex,) or (front, back);
    ``cost``: spaces of move used; ``water``: the move ends in water; ``path``: hexes (or
    (front, back) pairs) from the start to dest; ``attacks``: ((attacking figure, path
    index), ...) leaving-engagement attacks; ``falls``: path indices where the figure
    falls. The path and its attacks are traced from the search only when asked for
    (``trace(reach)`` gives them; a tracer keeps what it traced). A small tuple: the
    search makes one per destination, dozens a search."""

    __slots__ = ()

    def __new__(cls, dest, cost, water, n_attacks, n_falls, trace):
        return _tuple_new(cls, (dest, cost, water, n_attacks, n_falls, trace))

    def __getnewargs__(self):
        return tuple(self)

    dest = property(itemgetter(0))
    cost = property(itemgetter(1))
    water = property(itemgetter(2))
    n_attacks = property(itemgetter(3))
    n_falls = property(itemgetter(4))

    @property
    def path(self) -> tuple:
        return self[5](self)[0]

    @property
    def attacks(self) -> tuple:
        return self[5](self)[1]

    @property
    def falls(self) -> tuple:
        return self[5](self)[2]

    def __repr__(self) -> str:
        return (f"Reach(dest={self.dest}, cost={self.cost}, attacks={self.n_attacks}, "
                f"falls={self.n_falls}, water={self.water})")


_tuple_new = tuple.__new__          # a Reach made without calling __new__


class Answer(dict):
    """``reachable``'s answer: {destination: Reach}, and ``moves``, the ("move", f, ...)
    actions of its destinations in its order (made once per answer, listed by every
    state that shares it)."""

    __slots__ = ("moves",)
    moves: tuple
