"""What moves in a builder's panels for a moment: a card added by a click flies, small,
from the pool to its row in the column (:class:`Flights`), and :class:`Blinks`: the part
of the column a refusal is about blinks, a row just added glows."""
from __future__ import annotations

import math
from typing import Hashable

import pygame

from app.ui import draw, palette


class Flights:
    """Sprites flying from ``start`` to ``end`` in ``seconds`` on an arc ``hop`` px high,
    easing out. ``update`` takes the game's time (the speed setting applied)."""

    def __init__(self, seconds: float = 0.3, hop: int = 60) -> None:
        self.seconds, self.hop = seconds, hop
        self.items: list[list] = []          # [sprite, start, end, seconds so far]

    def __bool__(self) -> bool:
        return bool(self.items)

    def launch(self, sprite: pygame.Surface, start, end) -> None:
        self.items.append([sprite, start, end, 0.0])

    def update(self, dt: float) -> None:
        for f in self.items:
            f[3] += dt
        self.items = [f for f in self.items if f[3] < self.seconds]

    def draw(self, surface) -> None:
        for img, start, end, t in self.items:
            k = min(1.0, t / self.seconds)
            ease = 1 - (1 - k) ** 3
            x = start[0] + (end[0] - start[0]) * ease
            y = start[1] + (end[1] - start[1]) * ease - self.hop * math.sin(math.pi * k)
            surface.blit(img, img.get_rect(center=(int(x), int(y))))


class Blinks:
    """Keys lit for a few seconds (``start``); ``outline`` draws a key's rect edged while
    it blinks (on and off five times a second) or, ``steady``, all the while."""

    def __init__(self) -> None:
        self.left: dict[Hashable, float] = {}

    def __contains__(self, key: Hashable) -> bool:
        return key in self.left

    def __bool__(self) -> bool:
        return bool(self.left)

    def start(self, key: Hashable, seconds: float) -> None:
        self.left[key] = seconds

    def update(self, dt: float) -> None:
        self.left = {k: t - dt for k, t in self.left.items() if t - dt > 0}

    def outline(self, surface, key: Hashable, rect: pygame.Rect, radius: int,
                colour=palette.BAD, grow: int = 6, width: int = 3,
                steady: bool = False) -> None:
        t = self.left.get(key, 0.0)
        if t > 0 and (steady or int(t * 5) % 2 == 0):
            draw.rect(surface, colour, rect.inflate(grow, grow), width=width,
                             border_radius=radius)
