"""Animations of the Magi-Nation table: energy orbs flying between cards. The generic
effects (floating numbers, the attack lunge, the die tumble, the shatter) come from
scenes.kit.effects, flights and banners from scenes.kit.animations."""
from __future__ import annotations

import math
import random

from app.ui.animq import TimedAnimation
from app.ui.tween import easing, lerp_point
from scenes.magination.card_art import orb_surface

__all__ = ["OrbFlight"]


class OrbFlight(TimedAnimation):
    """``n`` energy tokens flying from ``start`` to ``end`` (staggered; at most 10 drawn).
    ``end`` None: they scatter and fade (energy discarded)."""

    STAGGER = 0.05

    def __init__(self, start, end, n: int, duration: float = 0.45, on_start=None,
                 on_done=None, seed: int = 0) -> None:
        self.n = max(1, min(10, n))
        self.flight = duration                     # one orb's flight
        super().__init__(duration + self.STAGGER * (self.n - 1), on_start=on_start,
                         on_finish=on_done)
        self.start_pos = start
        self.end_pos = end
        rnd = random.Random(seed)
        self.jitter = [(rnd.uniform(-14, 14), rnd.uniform(-14, 14)) for _ in range(self.n)]
        self.scatter = [(math.cos(a) * 60, math.sin(a) * 60 - 30)
                        for a in (rnd.uniform(0, 2 * math.pi) for _ in range(self.n))]
        self.orb = orb_surface(6)

    def draw(self, surface) -> None:
        ease = easing("easeInOutCubic")
        for i in range(self.n):
            raw = (self.t - i * self.STAGGER) / self.flight
            if raw <= 0 or raw >= 1:
                continue
            jx, jy = self.jitter[i]
            sx, sy = self.start_pos[0] + jx, self.start_pos[1] + jy
            if self.end_pos is None:
                dx, dy = self.scatter[i]
                p = (sx + dx * raw, sy + dy * raw + 80 * raw * raw)
                img = self.orb
                img.set_alpha(int(255 * (1 - raw)))
                surface.blit(img, img.get_rect(center=(round(p[0]), round(p[1]))))
                img.set_alpha(255)
            else:
                t = ease(raw)
                x, y = lerp_point((sx, sy), self.end_pos, t)
                y -= 50 * 4 * raw * (1 - raw)
                surface.blit(self.orb, self.orb.get_rect(center=(round(x), round(y))))
