"""Animations of the Magi-Nation table, built on app.ui.animq: energy orbs flying between
cards, floating numbers, the attack lunge and clash, the die tumbling with pymunk and the
defeated Magi shattering. Generic pieces (FlipFly, Delayed, Popup, banners) come from
scenes.kit.animations."""
from __future__ import annotations

import math
import random

import pygame

from app.ui import palette, sprites, text
from app.ui.animq import Animation
from app.ui.physics import PhysicsWorld
from app.ui.tween import easing, lerp, lerp_point
from scenes.magination.card_art import die_face, orb_surface

__all__ = ["OrbFlight", "FloatNumber", "Lunge", "DieTumble", "Shatter"]


class OrbFlight(Animation):
    """``n`` energy tokens flying from ``start`` to ``end`` (staggered; at most 10 drawn).
    ``end`` None: they scatter and fade (energy discarded)."""

    def __init__(self, start, end, n: int, duration: float = 0.45, on_start=None,
                 on_done=None, seed: int = 0) -> None:
        self.start_pos = start
        self.end_pos = end
        self.n = max(1, min(10, n))
        self.duration = duration
        self.stagger = 0.05
        self.on_start, self.on_done = on_start, on_done
        self.t = 0.0
        self.done = False
        self._started = False
        rnd = random.Random(seed)
        self.jitter = [(rnd.uniform(-14, 14), rnd.uniform(-14, 14)) for _ in range(self.n)]
        self.scatter = [(math.cos(a) * 60, math.sin(a) * 60 - 30)
                        for a in (rnd.uniform(0, 2 * math.pi) for _ in range(self.n))]
        self.orb = orb_surface(6)

    @property
    def total(self) -> float:
        return self.duration + self.stagger * (self.n - 1)

    def start(self) -> None:
        if not self._started:
            self._started = True
            if self.on_start:
                self.on_start()

    def update(self, dt: float) -> bool:
        self.start()
        self.t += dt
        if self.t >= self.total:
            self.finish()
        return self.done

    def draw(self, surface) -> None:
        ease = easing("easeInOutCubic")
        for i in range(self.n):
            raw = (self.t - i * self.stagger) / self.duration
            if raw <= 0 or raw >= 1:
                continue
            jx, jy = self.jitter[i]
            sx, sy = self.start_pos[0] + jx, self.start_pos[1] + jy
            if self.end_pos is None:
                dx, dy = self.scatter[i]
                p = (sx + dx * raw, sy + dy * raw + 80 * raw * raw)
                img = self.orb.copy() if False else self.orb
                alpha = int(255 * (1 - raw))
                img.set_alpha(alpha)
                surface.blit(img, img.get_rect(center=(round(p[0]), round(p[1]))))
                img.set_alpha(255)
            else:
                t = ease(raw)
                x, y = lerp_point((sx, sy), self.end_pos, t)
                y -= 50 * 4 * raw * (1 - raw)
                surface.blit(self.orb, self.orb.get_rect(center=(round(x), round(y))))

    def finish(self) -> None:
        if self.done:
            return
        self.start()
        self.done = True
        if self.on_done:
            self.on_done()


_NUM_CACHE: dict = {}


def number_surface(label: str, colour) -> pygame.Surface:
    key = (label, colour)
    s = _NUM_CACHE.get(key)
    if s is None:
        img = text.render(label, 30, colour, text.BOLD)
        out = text.render(label, 30, palette.CARD_EDGE, text.BOLD)
        s = pygame.Surface((img.get_width() + 4, img.get_height() + 4), pygame.SRCALPHA)
        for dx, dy in ((0, 0), (4, 0), (0, 4), (4, 4), (2, 0), (0, 2), (4, 2), (2, 4)):
            s.blit(out, (dx, dy))
        s.blit(img, (2, 2))
        if len(_NUM_CACHE) > 200:
            _NUM_CACHE.clear()
        _NUM_CACHE[key] = s
    return s


class FloatNumber(Animation):
    """A number ("-3", "+2") rising and fading over a card. Non-blocking ones are
    played by the table's overlay list, blocking ones in the queue."""

    def __init__(self, label: str, pos, colour=palette.BAD, duration: float = 0.9) -> None:
        self.surface = number_surface(label, colour)
        self.pos = pos
        self.duration = duration
        self.t = 0.0
        self.done = False

    def update(self, dt: float) -> bool:
        self.t += dt
        self.done = self.t >= self.duration
        return self.done

    def draw(self, surface) -> None:
        if self.done:
            return
        k = self.t / self.duration
        img = self.surface
        img.set_alpha(int(255 * min(1.0, 2.2 * (1 - k))))
        surface.blit(img, img.get_rect(center=(round(self.pos[0]), round(self.pos[1] - 40 * k))))
        img.set_alpha(255)

    def finish(self) -> None:
        self.done = True


class Lunge(Animation):
    """The attacker lunges at its target and back; a clash flash at the impact.
    ``set_offset(dx, dy)`` moves the attacker's drawn card."""

    def __init__(self, start, end, set_offset, duration: float = 0.55, on_impact=None) -> None:
        self.start_pos, self.end_pos = start, end
        self.set_offset = set_offset
        self.duration = duration
        self.on_impact = on_impact
        self.t = 0.0
        self.done = False
        self.hit = False

    def _frac(self) -> float:
        k = self.t / self.duration
        if k < 0.45:
            return easing("easeInBack")(k / 0.45) * 0.78
        return 0.78 * (1 - easing("easeOutCubic")((k - 0.45) / 0.55))

    def update(self, dt: float) -> bool:
        self.t += dt
        if self.t >= self.duration:
            self.finish()
            return True
        f = self._frac()
        dx = (self.end_pos[0] - self.start_pos[0]) * f
        dy = (self.end_pos[1] - self.start_pos[1]) * f
        self.set_offset((round(dx), round(dy)))
        if not self.hit and self.t >= self.duration * 0.45:
            self.hit = True
            if self.on_impact:
                self.on_impact()
        return False

    def draw(self, surface) -> None:
        k = self.t / self.duration
        if 0.4 <= k <= 0.8:
            c = lerp_point(self.start_pos, self.end_pos, 0.8)
            r = int(10 + 50 * (k - 0.4) / 0.4)
            a = int(230 * (1 - (k - 0.4) / 0.4))
            star = _clash(r)
            star.set_alpha(a)
            surface.blit(star, star.get_rect(center=(round(c[0]), round(c[1]))))

    def finish(self) -> None:
        if self.done:
            return
        self.done = True
        self.set_offset((0, 0))
        if not self.hit:
            self.hit = True
            if self.on_impact:
                self.on_impact()


_CLASH: dict = {}


def _clash(r: int) -> pygame.Surface:
    r = max(6, r // 4 * 4)
    s = _CLASH.get(r)
    if s is None:
        s = pygame.Surface((r * 2 + 4, r * 2 + 4), pygame.SRCALPHA)
        c = (r + 2, r + 2)
        pts = []
        for i in range(16):
            a = math.pi * i / 8
            rr = r if i % 2 == 0 else r * 0.45
            pts.append((c[0] + rr * math.sin(a), c[1] - rr * math.cos(a)))
        pygame.draw.polygon(s, (255, 236, 150), pts)
        pygame.draw.polygon(s, (255, 140, 60), pts, 3)
        pygame.draw.circle(s, (255, 255, 230), c, max(3, r // 3))
        _CLASH[r] = s
    return s


class DieTumble(Animation):
    """A die thrown onto the table (pymunk: a box body bouncing in a tray), then snapped
    to the face the engine already rolled. ``values``: one per die."""

    SIZE = 44

    def __init__(self, tray: pygame.Rect, values, label: str = "", seed: int = 0,
                 duration: float = 1.3) -> None:
        self.tray = pygame.Rect(tray)
        self.values = list(values)
        self.label = label
        self.duration = duration
        self.t = 0.0
        self.done = False
        rnd = random.Random(seed)
        self.world = PhysicsWorld(gravity=(0, 1400), step=1 / 120)
        r = self.tray
        self.world.add_static_segments([(r.left, r.top - 400), (r.left, r.bottom),
                                        (r.right, r.bottom), (r.right, r.top - 400)],
                                       radius=4, elasticity=0.45, friction=0.9)
        self.bodies = []
        for i, _ in enumerate(self.values):
            b = self.world.add_box((self.SIZE, self.SIZE), mass=1.0,
                                   pos=(r.left + 40 + i * 60, r.top - 40 - i * 20),
                                   elasticity=0.4, friction=0.8, radius=3,
                                   angle=rnd.uniform(0, 6))
            b.velocity = (rnd.uniform(420, 620), rnd.uniform(-200, 50))
            b.angular_velocity = rnd.uniform(-14, 14)
            self.bodies.append(b)
        self.faces = [rnd.randint(1, 6) for _ in self.values]
        self.snapped = False

    def update(self, dt: float) -> bool:
        self.t += dt
        if not self.snapped:
            self.world.update(dt)
            # the shown face changes while it tumbles
            for i, b in enumerate(self.bodies):
                if abs(b.angular_velocity) > 1.5:
                    self.faces[i] = 1 + int(abs(b.angle) * 2.2) % 6
            if self.t >= self.duration * 0.7 or (self.t > 0.5 and self.world.at_rest(20, 0.5)):
                self._snap()
        if self.t >= self.duration:
            self.finish()
        return self.done

    def _snap(self) -> None:
        self.snapped = True
        for i, b in enumerate(self.bodies):
            q = round(b.angle / (math.pi / 2)) * (math.pi / 2)
            x = min(max(b.position.x, self.tray.left + 30), self.tray.right - 30)
            PhysicsWorld.snap(b, (x, self.tray.bottom - self.SIZE / 2 - 4), q)
            self.faces[i] = self.values[i]

    def draw(self, surface) -> None:
        for i, b in enumerate(self.bodies):
            face = die_face(self.faces[i], self.SIZE)
            img = sprites.rotated(face, -math.degrees(b.angle), 1.0, step=6.0)
            sh = sprites.shadow(img, 80, 4)
            p = (round(b.position.x), round(b.position.y))
            surface.blit(sh, sh.get_rect(center=(p[0] + 4, p[1] + 6)))
            surface.blit(img, img.get_rect(center=p))
        if self.snapped and self.label:
            lab = text.render(self.label, 16, palette.ACCENT, text.BOLD)
            surface.blit(lab, lab.get_rect(midbottom=(self.tray.centerx, self.tray.bottom - 56)))

    def finish(self) -> None:
        if not self.snapped:
            self._snap()
        self.done = True


class Shatter(Animation):
    """A defeated Magi's card breaks into shards that fall and fade."""

    def __init__(self, face: pygame.Surface, rect: pygame.Rect, duration: float = 0.9,
                 seed: int = 0, on_start=None) -> None:
        self.rect = pygame.Rect(rect)
        self.duration = duration
        self.t = 0.0
        self.done = False
        self.on_start = on_start
        self._started = False
        rnd = random.Random(seed)
        cols, rows = 3, 4
        w, h = face.get_width() // cols, face.get_height() // rows
        self.shards = []
        for i in range(cols):
            for j in range(rows):
                piece = face.subsurface((i * w, j * h, w, h)).copy()
                cx = self.rect.x + i * w + w / 2
                cy = self.rect.y + j * h + h / 2
                vx = (cx - self.rect.centerx) * rnd.uniform(2.0, 4.0)
                vy = rnd.uniform(-260, -60)
                spin = rnd.uniform(-400, 400)
                self.shards.append([piece, cx, cy, vx, vy, spin])

    def start(self) -> None:
        if not self._started:
            self._started = True
            if self.on_start:
                self.on_start()

    def update(self, dt: float) -> bool:
        self.start()
        self.t += dt
        self.done = self.t >= self.duration
        return self.done

    def draw(self, surface) -> None:
        if self.done:
            return
        t = self.t
        alpha = int(255 * max(0.0, 1 - t / self.duration))
        for piece, cx, cy, vx, vy, spin in self.shards:
            x = cx + vx * t
            y = cy + vy * t + 900 * t * t
            img = sprites.rotated(piece, spin * t, 1.0, step=10.0)
            img.set_alpha(alpha)
            surface.blit(img, img.get_rect(center=(round(x), round(y))))

    def finish(self) -> None:
        self.start()
        self.done = True


def lerp_rect(a: pygame.Rect, b: pygame.Rect, t: float) -> pygame.Rect:
    return pygame.Rect(round(lerp(a.x, b.x, t)), round(lerp(a.y, b.y, t)),
                       round(lerp(a.w, b.w, t)), round(lerp(a.h, b.h, t)))
