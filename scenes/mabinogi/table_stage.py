"""What is on the Mabinogi Duel table's stage besides the drawn duel (a part): the
effects running over it (floating numbers), the lunging cards' offsets, the glows, the
hand's level-up shine, the counter chain as drawn and its aims, and the phase being
shown. The handlers write it as the animations play; the drawer reads it."""
from __future__ import annotations

from typing import Callable

from engines.mabinogi.read import Duel
from scenes.kit.parts import Part


class Stage(Part):
    def __init__(self, speed: Callable[[], float]) -> None:
        self.speed = speed
        self.reset()
        self.flourish = 0.0               # the hand's level-up shine (seconds left)
        self.phase_label = ""

    def reset(self) -> None:
        self.overlays: list = []          # non-blocking animations (numbers)
        self.offsets: dict = {}           # (seat, lane) -> (dx, dy) of a lunging card
        self.flash: dict = {}             # (seat, lane) or ("hero", seat) -> seconds
        self.chain_view: list = []        # the chain as drawn: (seat, card, iid, countered)
        self.chain_targets: dict = {}     # iid on the chain -> (seat, lane) it aims at
        self.held = None                  # a creature in flight between two cells

    def tick(self, dt: float) -> None:
        for a in list(self.overlays):
            if a.update(dt * self.speed()):
                self.overlays.remove(a)
        for k in list(self.flash):
            self.flash[k] -= dt
            if self.flash[k] <= 0:
                del self.flash[k]
        if self.flourish > 0:
            self.flourish = max(0.0, self.flourish - dt)

    def synced(self, shown: Duel) -> None:
        """The drawn duel was replaced by the state's view: the chain as it stands."""
        self.offsets = {}
        chain = shown.chain()
        self.chain_view = [(e.seat, shown.card(e.iid) if shown.card(e.iid) is not None
                            else -1, e.iid, e.countered) for e in chain]
        self.chain_targets = {e.iid: e.target for e in chain
                              if e.how != "counter" and e.target is not None}

    def drop_chain(self, iid: int, is_counter: Callable[[tuple], bool]) -> None:
        """Card ``iid`` leaves the drawn chain (a chain of counters only goes with it)."""
        self.chain_view = [c for c in self.chain_view if c[2] != iid]
        if self.chain_view and all(is_counter(c) for c in self.chain_view):
            self.chain_view = []
