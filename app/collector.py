"""Full garbage collections where a player does not see them.

Python's collector now and then walks every object the program holds (the oldest
generation): with a table's pictures, physics and card data that walk takes 5-10 ms, and
it falls on whatever frame happens to allocate at that moment, so a frame that took 3 ms
takes 15. While the App's loop runs, the oldest generation is collected by the App
instead: when the scenes change (the frame fades in anyway) and otherwise once every
:data:`EVERY` seconds. Young objects are still collected as usual, so short-lived cycles
go as before; the thresholds are put back when the loop ends.
"""
from __future__ import annotations

import gc

EVERY = 30.0          # seconds of app time between full collections at the most
_NEVER = 1 << 30      # a threshold the oldest generation never reaches by itself


class Collector:
    def __init__(self) -> None:
        self._saved: tuple | None = None
        self._last = 0.0
        self._scenes: tuple = ()

    def start(self, now: float) -> None:
        if self._saved is None:
            self._saved = gc.get_threshold()
            g0, g1, _ = self._saved
            gc.set_threshold(g0, g1, _NEVER)
        self._last = now

    def stop(self) -> None:
        if self._saved is not None:
            gc.set_threshold(*self._saved)
            self._saved = None

    def tick(self, now: float, scenes: list) -> bool:
        """After a frame: collect when the scenes changed or :data:`EVERY` passed;
        True when it did."""
        if self._saved is None:
            return False
        shown = tuple(id(s) for s in scenes)
        if shown != self._scenes or now - self._last >= EVERY:
            self._scenes = shown
            self._last = now
            gc.collect()
            return True
        return False
