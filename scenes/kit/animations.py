"""Small animations every table uses (flip-flying cards, banners, speech bubbles,
staggered starts, gates), built on app.ui.animq. The bigger effects (dice, lunges,
shatters, floating numbers) are in scenes.kit.effects."""
from __future__ import annotations

import pygame

from app.ui import canvas, draw, palette, sprites, text
from app.ui.animq import Animation, FlyAnimation, TimedAnimation
from app.ui.surface_cache import SHARED, cached, owner_token
from app.ui.tween import easing


def squeezed(surface: pygame.Surface, fx: float, steps: int = 8) -> pygame.Surface:
    """``surface`` scaled horizontally to ``fx`` (0..1), quantised and cached (in the
    toolkit's shared cache, dropped with ``surface``)."""
    k = max(1, round(fx * steps))
    if k >= steps:
        return surface
    token = owner_token(surface)
    key = ("squeezed", token, k, steps)
    img = SHARED.get(key)
    if img is None:
        w, h = surface.get_size()
        img = canvas.smoothscale(surface, (max(1, round(w * k / steps)), h))
        SHARED.put(key, img, owner=token)
    return img


class FlipFly(FlyAnimation):
    """A card flying from A to B, turning over on the way (``back`` first, ``face``
    after mid-flight)."""

    def __init__(self, back, face, start, end, duration=0.4, **kw) -> None:
        super().__init__(face, start, end, duration, **kw)
        self.back = back

    def draw(self, surface) -> None:
        if self.done:
            return
        p = self.progress
        side = self.back if p < 0.5 else self.surface
        fx = abs(1 - 2 * p)
        img = sprites.rotated(side, 0, self.scale) if abs(self.scale - 1) > 0.01 else side
        img = squeezed(img, max(0.08, fx))
        if self.shadow:
            # the side's shadow, blurred once, then squeezed and scaled like the card
            sh = sprites.rotated(squeezed(sprites.shadow(side), max(0.08, fx)), 0, self.scale)
            surface.blit(sh, sh.get_rect(center=(round(self.pos[0] + 5), round(self.pos[1] + 9))))
        surface.blit(img, img.get_rect(center=(round(self.pos[0]), round(self.pos[1]))))


class Delayed(Animation):
    """Starts ``inner`` after ``delay`` seconds (staggered parallel flights)."""

    def __init__(self, delay: float, inner: Animation) -> None:
        self.delay = delay
        self.inner = inner
        self.done = False
        self._started = False

    def update(self, dt: float) -> bool:
        if self.done:
            return True
        if not self._started:
            self.delay -= dt
            if self.delay > 0:
                return False
            dt, self.delay = -self.delay, 0.0
            self._started = True
            self.inner.start()
        self.done = self.inner.update(dt)
        return self.done

    def draw(self, surface) -> None:
        if self._started and not self.done:
            self.inner.draw(surface)

    def finish(self) -> None:
        if not self._started:
            self._started = True
            self.inner.start()
        self.inner.finish()
        self.done = True


@cached
def bubble_surface(message: str, colour=palette.ACCENT, size: int = 22) -> pygame.Surface:
    label = text.render(message, size, palette.TEXT_DARK, text.BOLD)
    w, h = label.get_width() + 28, label.get_height() + 16
    surf = canvas.new((w, h + 12), pygame.SRCALPHA)
    body = pygame.Rect(0, 0, w, h)
    draw.polygon(surf, colour, [(w // 2 - 10, h - 2), (w // 2 + 10, h - 2), (w // 2, h + 11)])
    draw.rect(surf, colour, body, border_radius=14)
    draw.rect(surf, palette.CARD_EDGE, body, width=2, border_radius=14)
    surf.blit(label, label.get_rect(center=body.center))
    return surf


class Popup(TimedAnimation):
    """A surface popping up at ``pos`` (scale 0.5 -> 1 with a bounce), held, then gone.
    Used for the "Magi!" speech bubble, "Caught!", "Again!", "Reverse!" banners."""

    GROW = 0.2             # seconds of the bounce

    def __init__(self, surface: pygame.Surface, pos, duration: float = 0.9) -> None:
        super().__init__(duration)
        self.surface = surface
        self.pos = (round(pos[0]), round(pos[1]))
        self._ease = easing("easeOutBack")

    def draw(self, surface) -> None:
        if self.done:
            return
        k = min(1.0, self.t / self.GROW)
        scale = 0.5 + 0.5 * self._ease(k)
        img = sprites.rotated(self.surface, 0, round(scale, 1))
        surface.blit(img, img.get_rect(midbottom=self.pos))


@cached
def banner_surface(message: str, fill, fg=palette.TEXT, size: int = 22) -> pygame.Surface:
    label = text.render(message, size, fg, text.BOLD)
    w, h = label.get_width() + 30, label.get_height() + 14
    surf = canvas.new((w, h), pygame.SRCALPHA)
    draw.rect(surf, fill, surf.get_rect(), border_radius=h // 2)
    draw.rect(surf, palette.CARD_EDGE, surf.get_rect(), width=2, border_radius=h // 2)
    surf.blit(label, label.get_rect(center=surf.get_rect().center))
    return surf


class Gate(Animation):
    """Holds the queue until ``is_open()`` (e.g. the round scoreboard was closed)."""

    def __init__(self, is_open) -> None:
        self.is_open = is_open
        self.done = False

    def update(self, dt: float) -> bool:
        self.done = bool(self.is_open())
        return self.done
