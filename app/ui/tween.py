"""Tweens, timelines and a tweener: time-based interpolation with named easing.

A :class:`Tween` turns elapsed time into an eased progress 0..1 and hands it to a
callback; what moves is up to the caller::

    card_pos = [0, 0]
    def move(t): card_pos[:] = lerp_point(start, end, t)
    tweener.add(Tween(0.3, move, ease="easeOutBack"))

Easing names are pytweening's ("linear", "easeOutCubic", "easeInOutQuad",
"easeOutBack", ...); a callable ``f(t) -> float`` is accepted too.

A :class:`Timeline` sequences tweens (or other timelines): ``add(x)`` starts ``x``
when the previous entry ends, ``add(x, at=0.2)`` at an absolute time, and
``parallel([a, b])`` starts several together. Everything exposes the same small
surface: ``update(dt) -> bool`` (True once finished), ``finish()``, ``done`` and
``duration`` (seconds, delays included).
"""
from __future__ import annotations

from typing import Callable, Iterable, Protocol

import pytweening


class Playable(Protocol):
    done: bool

    @property
    def duration(self) -> float: ...

    def update(self, dt: float) -> bool: ...

    def finish(self) -> None: ...


def linear(t: float) -> float:
    return t


def easing(ease: str | Callable[[float], float] | None) -> Callable[[float], float]:
    """The easing function named ``ease`` (pytweening names; None means linear)."""
    if ease is None or ease == "linear":
        return linear
    if callable(ease):
        return ease
    fn = getattr(pytweening, ease, None)
    if fn is None or not ease.startswith("ease"):
        raise ValueError(f"unknown easing {ease!r}")
    return fn


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def lerp_point(p, q, t: float) -> tuple[float, float]:
    return (p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t)


def lerp_colour(c1, c2, t: float) -> tuple[int, ...]:
    """Blend two RGB(A) colours; components clamped to 0..255."""
    return tuple(max(0, min(255, int(round(a + (b - a) * t)))) for a, b in zip(c1, c2))


class Tween:
    """``duration`` seconds of eased progress passed to ``on_update(progress)``.

    ``delay`` seconds pass before the first call. ``on_done()`` runs once, right after
    the final ``on_update(1.0)``. ``value`` holds the last eased progress.
    """

    def __init__(self, duration: float, on_update: Callable[[float], None] | None,
                 ease: str | Callable[[float], float] | None = "easeOutCubic",
                 delay: float = 0.0, on_done: Callable[[], None] | None = None) -> None:
        self.tween_duration = max(0.0, float(duration))
        self.delay = max(0.0, float(delay))
        self.on_update = on_update
        self.on_done = on_done
        self.ease = easing(ease)
        self.elapsed = 0.0
        self.value = 0.0
        self.started = False
        self.done = False

    @property
    def duration(self) -> float:
        return self.delay + self.tween_duration

    def update(self, dt: float) -> bool:
        if self.done:
            return True
        self.elapsed += max(0.0, dt)
        local = self.elapsed - self.delay
        if local < 0:
            return False
        if local >= self.tween_duration:
            self._end()
            return True
        self.started = True
        self.value = self.ease(local / self.tween_duration)
        if self.on_update:
            self.on_update(self.value)
        return False

    def finish(self) -> None:
        """Jump to the end: ``on_update(1.0)`` then ``on_done()`` (once)."""
        if not self.done:
            self.elapsed = self.duration
            self._end()

    def _end(self) -> None:
        self.started = True
        self.done = True
        self.value = 1.0
        if self.on_update:
            self.on_update(1.0)
        if self.on_done:
            self.on_done()


class Timeline:
    """Tweens (or nested timelines) placed at start times and played together.

    Entries starting at the same time update in the order they were added, so their
    callbacks run in a predictable order; ``finish()`` ends them in start order.
    """

    def __init__(self, on_done: Callable[[], None] | None = None) -> None:
        self.entries: list[tuple[float, int, Playable]] = []
        self.time = 0.0
        self.done = False
        self.on_done = on_done
        self._cursor = 0.0      # where the next ``add(x)`` without ``at`` starts

    @property
    def duration(self) -> float:
        return max((start + p.duration for start, _, p in self.entries), default=0.0)

    def add(self, item: Playable, at: float | None = None) -> "Timeline":
        """Start ``item`` at ``at`` seconds (None: when the previous entry ends)."""
        start = self._cursor if at is None else max(0.0, float(at))
        self.entries.append((start, len(self.entries), item))
        self.entries.sort(key=lambda e: (e[0], e[1]))
        self._cursor = start + item.duration
        self.done = False
        return self

    def parallel(self, items: Iterable[Playable], at: float | None = None) -> "Timeline":
        """Start all ``items`` together; the next ``add`` waits for the longest."""
        start = self._cursor if at is None else max(0.0, float(at))
        end = start
        for item in items:
            self.entries.append((start, len(self.entries), item))
            end = max(end, start + item.duration)
        self.entries.sort(key=lambda e: (e[0], e[1]))
        self._cursor = end
        self.done = False
        return self

    def then(self, fn: Callable[[], None]) -> "Timeline":
        """Call ``fn`` when the previous entry ends (a zero-length tween)."""
        return self.add(Tween(0.0, None, on_done=fn))

    def update(self, dt: float) -> bool:
        if self.done:
            return True
        before, self.time = self.time, self.time + max(0.0, dt)
        for start, _, item in self.entries:
            if start > self.time:
                break
            if not item.done:
                item.update(self.time - max(start, before))
        if all(item.done for _, _, item in self.entries) and self.time >= self.duration:
            self._end()
        return self.done

    def finish(self) -> None:
        if self.done:
            return
        for _, _, item in self.entries:
            item.finish()
        self.time = max(self.time, self.duration)
        self._end()

    def _end(self) -> None:
        self.done = True
        if self.on_done:
            self.on_done()


class Tweener:
    """The set of tweens/timelines running in a scene; call ``update(dt)`` each frame."""

    def __init__(self) -> None:
        self.items: list[Playable] = []

    def add(self, item: Playable) -> Playable:
        self.items.append(item)
        return item

    def update(self, dt: float) -> None:
        if not self.items:
            return
        running = list(self.items)
        for item in running:
            item.update(dt)
        self.items = [i for i in self.items if not i.done]

    def finish_all(self) -> None:
        for _ in range(100):            # callbacks may add tweens; bounded, not endless
            if not self.items:
                break
            items, self.items = self.items, []
            for item in items:
                item.finish()   # callbacks may add new tweens; those finish too

    def cancel(self, item: Playable) -> None:
        """Drop ``item`` without finishing it."""
        if item in self.items:
            self.items.remove(item)

    def clear(self) -> None:
        self.items.clear()

    @property
    def busy(self) -> bool:
        return any(not i.done for i in self.items)
