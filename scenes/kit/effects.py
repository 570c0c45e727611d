"""Table effects any game can play, built on app.ui.animq.TimedAnimation: a number
rising over a card, an attacker lunging at its target with a clash, dice tumbling in a
tray (pymunk; the game draws the faces) and a card shattering into falling shards."""
from __future__ import annotations

import math
import random
from typing import Callable

import pygame

from app.ui import canvas, draw, palette, sprites, text
from app.ui.animq import TimedAnimation
from app.ui.physics import PhysicsWorld
from app.ui.surface_cache import cached
from app.ui.tween import easing, lerp_point

__all__ = ["FloatNumber", "Lunge", "DieTumble", "Shatter", "number_surface"]

@cached
def number_surface(label: str, colour) -> pygame.Surface:
    """``label`` in big bold digits with a dark outline (cached)."""
    img = text.render(label, 30, colour, text.BOLD)
    out = text.render(label, 30, palette.CARD_EDGE, text.BOLD)
    s = canvas.new((img.get_width() + 4, img.get_height() + 4), pygame.SRCALPHA)
    for dx, dy in ((0, 0), (4, 0), (0, 4), (4, 4), (2, 0), (0, 2), (4, 2), (2, 4)):
        s.blit(out, (dx, dy))
    s.blit(img, (2, 2))
    return s


class FloatNumber(TimedAnimation):
    """A number ("-3", "+2") rising and fading over a card. Non-blocking ones are
    played by the table's overlay list, blocking ones in the queue."""

    def __init__(self, label: str, pos, colour=palette.BAD, duration: float = 0.9) -> None:
        super().__init__(duration)
        self.surface = number_surface(label, colour)
        self.pos = pos

    def draw(self, surface) -> None:
        if self.done:
            return
        k = self.progress
        img = self.surface
        img.set_alpha(int(255 * min(1.0, 2.2 * (1 - k))))
        surface.blit(img, img.get_rect(center=(round(self.pos[0]), round(self.pos[1] - 40 * k))))
        img.set_alpha(255)


class Lunge(TimedAnimation):
    """The attacker lunges at its target and back; a clash flash at the impact.
    ``set_offset(dx, dy)`` moves the attacker's drawn card; ``on_impact`` runs once, at
    the impact (or when skipped)."""

    IMPACT = 0.45          # the fraction of the time at which it hits

    def __init__(self, start, end, set_offset: Callable[[tuple], None],
                 duration: float = 0.55, on_impact: Callable[[], None] | None = None) -> None:
        super().__init__(duration)
        self.start_pos, self.end_pos = start, end
        self.set_offset = set_offset
        self.on_impact = on_impact
        self.hit = False

    def _frac(self) -> float:
        k = self.progress
        if k < self.IMPACT:
            return easing("easeInBack")(k / self.IMPACT) * 0.78
        return 0.78 * (1 - easing("easeOutCubic")((k - self.IMPACT) / (1 - self.IMPACT)))

    def _impact(self) -> None:
        if not self.hit:
            self.hit = True
            if self.on_impact:
                self.on_impact()

    def step(self, dt: float) -> None:
        f = self._frac()
        dx = (self.end_pos[0] - self.start_pos[0]) * f
        dy = (self.end_pos[1] - self.start_pos[1]) * f
        self.set_offset((round(dx), round(dy)))
        if self.progress >= self.IMPACT:
            self._impact()

    def finished(self) -> None:
        self.set_offset((0, 0))
        self._impact()

    def draw(self, surface) -> None:
        k = self.progress
        if 0.4 <= k <= 0.8:
            c = lerp_point(self.start_pos, self.end_pos, 0.8)
            r = int(10 + 50 * (k - 0.4) / 0.4)
            a = int(230 * (1 - (k - 0.4) / 0.4))
            star = _clash(r)
            star.set_alpha(a)
            surface.blit(star, star.get_rect(center=(round(c[0]), round(c[1]))))


def _clash(r: int) -> pygame.Surface:
    return _clash_of(max(6, r // 4 * 4))


@cached
def _clash_of(r: int) -> pygame.Surface:
    s = canvas.new((r * 2 + 4, r * 2 + 4), pygame.SRCALPHA)
    c = (r + 2, r + 2)
    pts = []
    for i in range(16):
        a = math.pi * i / 8
        rr = r if i % 2 == 0 else r * 0.45
        pts.append((c[0] + rr * math.sin(a), c[1] - rr * math.cos(a)))
    draw.polygon(s, (255, 236, 150), pts)
    draw.polygon(s, (255, 140, 60), pts, 3)
    draw.circle(s, (255, 255, 230), c, max(3, r // 3))
    return s


class DieTumble(TimedAnimation):
    """Dice thrown onto the table (pymunk: box bodies bouncing in a tray), then snapped
    to the faces the engine already rolled. ``values``: one per die; ``face(value,
    size)`` draws a die's face (the game's look); ``label`` is shown once they rest."""

    SIZE = 44

    def __init__(self, tray: pygame.Rect, values, face: Callable[[int, int], pygame.Surface],
                 label: str = "", seed: int = 0, duration: float = 1.3, sides: int = 6) -> None:
        super().__init__(duration)
        self.tray = pygame.Rect(tray)
        self.values = list(values)
        self.face = face
        self.label = label
        self.sides = sides
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
        self.faces = [rnd.randint(1, sides) for _ in self.values]
        self.snapped = False

    def step(self, dt: float) -> None:
        if self.snapped:
            return
        self.world.update(dt)
        # the shown face changes while it tumbles
        for i, b in enumerate(self.bodies):
            if abs(b.angular_velocity) > 1.5:
                self.faces[i] = 1 + int(abs(b.angle) * 2.2) % self.sides
        if self.t >= self.duration * 0.7 or (self.t > 0.5 and self.world.at_rest(20, 0.5)):
            self._snap()

    def _snap(self) -> None:
        self.snapped = True
        for i, b in enumerate(self.bodies):
            q = round(b.angle / (math.pi / 2)) * (math.pi / 2)
            x = min(max(b.position.x, self.tray.left + 30), self.tray.right - 30)
            PhysicsWorld.snap(b, (x, self.tray.bottom - self.SIZE / 2 - 4), q)
            self.faces[i] = self.values[i]

    def finished(self) -> None:
        if not self.snapped:
            self._snap()

    def draw(self, surface) -> None:
        for i, b in enumerate(self.bodies):
            face = self.face(self.faces[i], self.SIZE)
            angle = -math.degrees(b.angle)
            img = sprites.rotated(face, angle, 1.0, step=6.0)
            sh = sprites.shadow(face, 80, 4, angle=angle, step=6.0)
            p = (round(b.position.x), round(b.position.y))
            surface.blit(sh, sh.get_rect(center=(p[0] + 4, p[1] + 6)))
            surface.blit(img, img.get_rect(center=p))
        if self.snapped and self.label:
            lab = text.render(self.label, 16, palette.ACCENT, text.BOLD)
            surface.blit(lab, lab.get_rect(midbottom=(self.tray.centerx, self.tray.bottom - 56)))


class Shatter(TimedAnimation):
    """A card breaking into shards that fall and fade (a defeated Magi, a destroyed
    piece). ``on_start`` runs as it breaks (take the card off the table)."""

    def __init__(self, face: pygame.Surface, rect: pygame.Rect, duration: float = 0.9,
                 seed: int = 0, on_start: Callable[[], None] | None = None,
                 cols: int = 3, rows: int = 4) -> None:
        super().__init__(duration, on_start=on_start)
        self.rect = pygame.Rect(rect)
        rnd = random.Random(seed)
        w, h = face.get_width() // cols, face.get_height() // rows
        self.shards: list[tuple[pygame.Surface, float, float, float, float, float]] = []
        for i in range(cols):
            for j in range(rows):
                piece = face.subsurface((i * w, j * h, w, h)).copy()
                cx = self.rect.x + i * w + w / 2
                cy = self.rect.y + j * h + h / 2
                vx = (cx - self.rect.centerx) * rnd.uniform(2.0, 4.0)
                vy = rnd.uniform(-260, -60)
                spin = rnd.uniform(-400, 400)
                self.shards.append((piece, cx, cy, vx, vy, spin))

    def draw(self, surface) -> None:
        if self.done:
            return
        t = self.t
        alpha = int(255 * max(0.0, 1 - self.progress))
        for piece, cx, cy, vx, vy, spin in self.shards:
            x = cx + vx * t
            y = cy + vy * t + 900 * t * t
            img = sprites.rotated(piece, spin * t, 1.0, step=10.0)
            img.set_alpha(alpha)
            surface.blit(img, img.get_rect(center=(round(x), round(y))))
