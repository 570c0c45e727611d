"""The animation queue: engine events become animations played one after another.

A scene turns each engine event into an :class:`Animation` (or into a *factory*, a
function called only when its turn comes, so that positions are computed from the
layout at that moment) and pushes it. While ``queue.busy`` is True the scene holds
player input; a click or Space calls ``queue.skip()``, which finishes everything
queued, in order (every callback still runs, so the scene ends in the right state).

    queue = AnimationQueue(speed=lambda: app.settings.speed_factor)
    queue.push(lambda: FlyAnimation(face, hand_pos(), pile_pos(), 0.35, "easeOutCubic",
                                    arc_height=60, on_done=lambda: pile.append(card)))
    queue.push(WaitAnimation(0.2))
    queue.push(CallAnimation(lambda: log.add("Ann plays the red sword")))
    # each frame:  queue.update(dt) ... draw scene ... queue.draw(surface)
"""
from __future__ import annotations

from collections import deque
from typing import Callable, Iterable

import pygame

from app.ui import sprites
from app.ui.tween import Timeline, Tween, easing, lerp, lerp_point

_MAX_CHAIN = 1000   # instant animations started in one frame, at most


class Animation:
    """Base class. ``update(dt) -> bool`` (True when done), ``draw(surface)`` to paint
    an overlay while playing, ``finish()`` to jump to the end state. ``start()`` runs
    once when the animation's turn comes (before the first update)."""

    done = False

    def start(self) -> None:
        pass

    def update(self, dt: float) -> bool:
        self.done = True
        return True

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def finish(self) -> None:
        self.done = True


class TweenAnimation(Animation):
    """Plays a :class:`Tween` or :class:`Timeline`; ``draw(surface)`` is optional."""

    def __init__(self, tween: Tween | Timeline,
                 draw: Callable[[pygame.Surface], None] | None = None) -> None:
        self.tween = tween
        self._draw = draw
        self.done = False

    def update(self, dt: float) -> bool:
        self.done = self.tween.update(dt)
        return self.done

    def draw(self, surface) -> None:
        if self._draw and not self.done:
            self._draw(surface)

    def finish(self) -> None:
        self.tween.finish()
        self.done = True


class CallAnimation(Animation):
    """Calls ``fn()`` once, instantly (state changes, log lines, sounds)."""

    def __init__(self, fn: Callable[[], None]) -> None:
        self.fn = fn
        self.done = False

    def update(self, dt: float) -> bool:
        self.finish()
        return True

    def finish(self) -> None:
        if not self.done:
            self.done = True
            self.fn()


class TimedAnimation(Animation):
    """An animation that lasts ``duration`` seconds (of the queue's scaled time).

    ``t`` is the time played so far and ``progress`` the fraction (0..1). ``update(dt)``
    adds ``dt`` to ``t``, calls ``step(dt)`` (a subclass's per-frame work) and finishes
    once ``t >= duration``; ``finish()`` jumps to the end. ``on_start`` runs when its turn
    comes, ``on_finish`` once at the end (played out or skipped). Subclasses draw from
    ``t``/``progress`` and put their end state in ``finished()``.
    """

    def __init__(self, duration: float, on_start: Callable[[], None] | None = None,
                 on_finish: Callable[[], None] | None = None) -> None:
        self.duration = max(0.0, float(duration))
        self.t = 0.0
        self.done = False
        self.on_start = on_start
        self.on_finish = on_finish
        self._started = False

    @property
    def progress(self) -> float:
        """0 at the start, 1 at the end."""
        if self.duration <= 0:
            return 1.0
        return min(1.0, max(0.0, self.t / self.duration))

    def start(self) -> None:
        if not self._started:
            self._started = True
            if self.on_start:
                self.on_start()

    def step(self, dt: float) -> None:
        """Per-frame work while playing (``t`` already advanced)."""

    def update(self, dt: float) -> bool:
        if self.done:
            return True
        self.start()
        self.t += dt
        if self.t >= self.duration:
            self.finish()
        else:
            self.step(dt)
        return self.done

    def finished(self) -> None:
        """The end state (called once, by ``finish``, before ``on_finish``)."""

    def finish(self) -> None:
        if self.done:
            return
        self.start()
        self.t = max(self.t, self.duration)
        self.done = True
        self.finished()
        if self.on_finish:
            self.on_finish()


class WaitAnimation(TimedAnimation):
    """A pause of ``seconds`` (scaled by the queue's speed like everything else)."""

    def __init__(self, seconds: float) -> None:
        super().__init__(seconds)

    @property
    def left(self) -> float:
        return self.duration - self.t


class FlyAnimation(TimedAnimation):
    """A sprite flying from ``start`` to ``end`` (centre points, logical px).

    ``arc_height`` lifts the path into a parabola (pixels at mid-flight, upwards);
    the sprite turns from ``rotate_from`` to ``rotate_to`` degrees and scales from
    ``scale_from`` to ``scale_to`` (rotations come from the cached transform helper).
    ``on_start`` runs when the flight begins (hide the card at its source), ``on_done``
    when it lands (put the card in its destination, so the scene draws it from then on).
    """

    def __init__(self, surface: pygame.Surface, start, end, duration: float = 0.35,
                 ease: str = "easeOutCubic", arc_height: float = 0.0,
                 on_done: Callable[[], None] | None = None, rotate_to: float = 0.0,
                 rotate_from: float = 0.0, scale_from: float = 1.0, scale_to: float = 1.0,
                 on_start: Callable[[], None] | None = None, shadow: bool = True) -> None:
        super().__init__(duration, on_start=on_start, on_finish=on_done)
        self.surface = surface
        self.start_pos = (float(start[0]), float(start[1]))
        self.end_pos = (float(end[0]), float(end[1]))
        self.ease = easing(ease)
        self.arc_height = arc_height
        self.rotate_from, self.rotate_to = rotate_from, rotate_to
        self.scale_from, self.scale_to = scale_from, scale_to
        self.shadow = shadow
        self.pos = self.start_pos
        self.angle = rotate_from
        self.scale = scale_from

    @property
    def on_done(self) -> Callable[[], None] | None:
        return self.on_finish

    def _place(self, raw: float) -> None:
        t = self.ease(raw)
        x, y = lerp_point(self.start_pos, self.end_pos, t)
        y -= self.arc_height * 4 * raw * (1 - raw)
        self.pos = (x, y)
        self.angle = lerp(self.rotate_from, self.rotate_to, t)
        self.scale = lerp(self.scale_from, self.scale_to, t)

    def step(self, dt: float) -> None:
        self._place(self.progress)

    def finished(self) -> None:
        self._place(1.0)

    def draw(self, surface) -> None:
        if self.done:
            return
        img = sprites.rotated(self.surface, self.angle, self.scale)
        if self.shadow:
            p = self.progress
            lift = 4 + 10 * 4 * p * (1 - p)
            sh = sprites.shadow(self.surface, angle=self.angle, scale=self.scale)
            surface.blit(sh, sh.get_rect(center=(round(self.pos[0] + lift * 0.6),
                                                 round(self.pos[1] + lift))))
        surface.blit(img, img.get_rect(center=(round(self.pos[0]), round(self.pos[1]))))


class ParallelAnimation(Animation):
    """Several animations playing together; done when all are."""

    def __init__(self, anims: Iterable[Animation]) -> None:
        self.anims = list(anims)
        self.done = False

    def start(self) -> None:
        for a in self.anims:
            a.start()

    def update(self, dt: float) -> bool:
        for a in self.anims:
            if not a.done:
                a.update(dt)
        self.done = all(a.done for a in self.anims)
        return self.done

    def draw(self, surface) -> None:
        for a in self.anims:
            if not a.done:
                a.draw(surface)

    def finish(self) -> None:
        for a in self.anims:
            if not a.done:
                a.finish()
        self.done = True


def _resolve(item) -> Animation | None:
    """An Animation from what was pushed: animations as they are, tweens wrapped,
    factories called now (they may return None: nothing to play), lists in parallel."""
    if isinstance(item, Animation):
        return item
    if isinstance(item, (Tween, Timeline)):
        return TweenAnimation(item)
    if isinstance(item, (list, tuple)):
        anims = [a for a in (_resolve(x) for x in item) if a is not None]
        return ParallelAnimation(anims)
    if callable(item):
        return _resolve(item())
    raise TypeError(f"cannot animate {item!r}")


class AnimationQueue:
    """Plays pushed animations strictly in order. ``speed()`` scales every dt."""

    def __init__(self, speed: Callable[[], float] = lambda: 1.0) -> None:
        self.speed = speed
        self._queue: deque = deque()
        self.current: Animation | None = None

    # filling -----------------------------------------------------------------------
    def push(self, anim) -> None:
        """Queue an Animation, a Tween/Timeline, or a factory ``fn() -> Animation|None``
        called when its turn comes."""
        self._queue.append(anim)

    def push_parallel(self, anims: Iterable) -> None:
        """Queue several animations (or factories) that play together as one step."""
        self._queue.append(list(anims))

    def push_call(self, fn: Callable[[], None]) -> None:
        self._queue.append(CallAnimation(fn))

    def push_wait(self, seconds: float) -> None:
        self._queue.append(WaitAnimation(seconds))

    # playing -----------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        """True while anything is queued or playing (scenes hold input meanwhile)."""
        return self.current is not None or bool(self._queue)

    def __len__(self) -> int:
        return len(self._queue) + (self.current is not None)

    def _next(self) -> Animation | None:
        while self._queue:
            anim = _resolve(self._queue.popleft())
            if anim is not None:
                anim.start()
                return anim
        return None

    def update(self, dt: float) -> None:
        dt = max(0.0, dt) * max(0.0, float(self.speed()))
        for _ in range(_MAX_CHAIN):
            if self.current is None:
                self.current = self._next()
                if self.current is None:
                    return
            if not self.current.update(dt):
                return
            self.current = None
            dt = 0.0          # the next one starts now, and moves from the next frame

    def draw(self, surface: pygame.Surface) -> None:
        if self.current is not None and not self.current.done:
            self.current.draw(surface)

    def skip(self) -> None:
        """Finish the playing animation and everything queued, in order. Animations
        pushed by callbacks while skipping are finished too."""
        for _ in range(_MAX_CHAIN * 10):
            if self.current is None:
                self.current = self._next()
                if self.current is None:
                    return
            cur, self.current = self.current, None
            cur.finish()

    def clear(self) -> None:
        """Drop everything without running it."""
        self._queue.clear()
        self.current = None
