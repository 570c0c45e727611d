"""The mages' bags on the Magecraft table (a part): each seat's cloth sack with its
gems tumbling in it (scenes.magecraft.bags, cosmetic physics seeded by the game's seed),
the viewer's large one on their board, the others' small ones on theirs.

A game's bags are made when its first drawn state is shown and filled from it at their
first use (a new game's first event first puts the dealt hands back in the bags, then
fills them); after that they follow the drawn state (``synced``: gems added or taken
out by the physics). Reads: the seats, the game's seed and record (a new record: a new game)."""
from __future__ import annotations

from typing import Callable

from engines.magecraft.read import Mages
from scenes.kit.parts import Part
from scenes.kit.seats import Seats
from scenes.magecraft import bags as B
from scenes.magecraft import layout as L


class Sacks(Part):
    def __init__(self, seats: Seats, seed: Callable[[], int],
                 record: Callable[[], object],
                 layout: Callable[[], L.Layout] = lambda: L.DEFAULT) -> None:
        self.seats, self.seed, self.record, self.layout = seats, seed, record, layout
        self._sim: B.BagSim | None = None
        self._game: object = None         # the record the bags were filled for
        self._pending: Mages | None = None  # the drawn state still to fill them from

    def deal(self, shown: Mages) -> None:
        """Fresh bags for a new game (or a restored one), filled from ``shown`` when they
        are first used, or at once by ``fill_now``."""
        sim = self._sim = B.BagSim(self.seed())
        for q, rect in self._places().items():
            big = q == self.seats.me
            sim.add_sack(q, rect, 10.5 if big else 5.2, 22 if big else 14)
        self._pending = shown

    def _places(self) -> dict:
        """Where each seat's sack stands in the table's layout."""
        lay = self.layout()
        others = self.seats.others
        out = {self.seats.me: lay.SACK}
        for k, q in enumerate(others):
            out[q] = L.opp_sack(lay.opp_rect(k, len(others)))
        return out

    def laid_out(self) -> None:
        """The table was laid out again (a new room): the sacks move to their places."""
        if self._sim is not None:
            for q, rect in self._places().items():
                self._sim.move_sack(q, rect)

    def fill_now(self) -> None:
        """The bags filled from the drawn state as it is now (a new game's opening:
        before its first draws are animated)."""
        self._fill()

    @property
    def sim(self) -> B.BagSim:
        """The bags' physics, filled."""
        return self._fill()

    def _fill(self) -> B.BagSim:
        sim = self._sim
        if sim is None:
            raise RuntimeError("the bags are used before the game is shown")
        shown = self._pending
        if shown is not None:
            self._pending = None
            for q in range(self.seats.players):
                sim.fill(q, shown.bag(q))
            sim.settle()
        return sim

    def synced(self, shown: Mages) -> None:
        """The drawn state was replaced by the state's view: a new game's bags are dealt,
        a game's bags gain or lose what changed."""
        if self.record() is not self._game:
            self._game = self.record()
            self.deal(shown)
        elif self._pending is not None:
            self._pending = shown
        else:
            sim = self.sim
            for q in range(self.seats.players):
                sim.reconcile(q, shown.bag(q))

    def tick(self, dt: float) -> None:
        if self._sim is not None:
            self.sim.update(dt)

    def sack(self, seat: int) -> B.Sack:
        return self.sim.sacks[seat]

    def under(self, pos) -> int | None:
        """The seat whose sack is under ``pos``, or None."""
        for q, sack in self.sim.sacks.items():
            if sack.rect.collidepoint(pos):
                return q
        return None
