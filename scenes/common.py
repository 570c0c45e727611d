"""Shared pieces of the shell screens: cached backdrops, a screen header with a back
button, a dimmer for overlays, keyboard focus over a list of controls, and three small
controls (option cycler, toggle, slider). Everything in logical 1280x720 pixels."""
from __future__ import annotations

import math
import random
from typing import Callable, Protocol

import pygame

from app import config
from app.ui import palette, text
from app.ui.surface_cache import cached
from app.ui.widgets import Button, draw_panel

W, H = config.LOGICAL_W, config.LOGICAL_H
MARGIN = 40
HEADER_H = 96

# -- backdrops ------------------------------------------------------------------------
@cached
def backdrop(kind: str = "plain") -> pygame.Surface:
    """A full-screen background built once: a dark vertical gradient, a vignette and
    (for "menu") faint card silhouettes scattered at angles."""
    surf = pygame.Surface((W, H))
    top, bottom = (32, 28, 52), (12, 16, 24)
    if kind == "felt":
        top, bottom = (24, 46, 48), (10, 20, 24)
    for y in range(H):
        t = y / (H - 1)
        c = tuple(int(a + (b - a) * t) for a, b in zip(top, bottom))
        pygame.draw.line(surf, c, (0, y), (W, y))
    if kind == "menu":
        rng = random.Random(7)
        for _ in range(26):
            cw, ch = rng.randint(70, 120), 0
            ch = int(cw * 1.45)
            card = pygame.Surface((cw, ch), pygame.SRCALPHA)
            alpha = rng.randint(14, 30)
            pygame.draw.rect(card, (200, 190, 255, alpha), card.get_rect(), border_radius=8)
            pygame.draw.rect(card, (230, 200, 140, alpha + 14), card.get_rect(), width=2,
                             border_radius=8)
            inner = card.get_rect().inflate(-cw * 0.4, -ch * 0.5)
            pygame.draw.ellipse(card, (230, 200, 140, alpha), inner, width=2)
            card = pygame.transform.rotate(card, rng.uniform(-40, 40))
            x = rng.choice([rng.randint(-40, 330), rng.randint(950, 1240)])
            surf.blit(card, card.get_rect(center=(x, rng.randint(-20, H + 20))))
    # vignette: a small radial alpha map scaled up smoothly
    vig = pygame.Surface((64, 36), pygame.SRCALPHA)
    for y in range(36):
        for x in range(64):
            dx, dy = (x - 31.5) / 32, (y - 17.5) / 18
            d = min(1.0, math.hypot(dx, dy))
            vig.set_at((x, y), (0, 0, 0, int(170 * d ** 2.2)))
    surf.blit(pygame.transform.smoothscale(vig, (W, H)), (0, 0))
    return surf.convert() if pygame.display.get_surface() else surf


@cached
def dimmer(alpha: int = 160) -> pygame.Surface:
    surf = pygame.Surface((W, H), pygame.SRCALPHA)
    surf.fill((6, 8, 14, alpha))
    return surf


@cached
def glow_text(label: str, size: int, colour=palette.ACCENT, glow=(255, 200, 90),
              radius: int = 10) -> pygame.Surface:
    """Big bold text with a soft glow behind it (cached)."""
    core = text.render(label, size, colour, text.BOLD)
    pad = radius * 3
    base = pygame.Surface((core.get_width() + pad * 2, core.get_height() + pad * 2),
                          pygame.SRCALPHA)
    halo = text.render(label, size, glow, text.BOLD)
    base.blit(halo, (pad, pad))
    w, h = base.get_size()
    small = pygame.transform.smoothscale(base, (max(1, w // radius), max(1, h // radius)))
    blurred = pygame.transform.smoothscale(small, (w, h))
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    for _ in range(2):
        out.blit(blurred, (0, 0))
    shadow = text.render(label, size, (0, 0, 0), text.BOLD)
    shadow.set_alpha(150)
    out.blit(shadow, (pad + 3, pad + 4))
    out.blit(core, (pad, pad))
    return out


def draw_header(surface, title: str, subtitle: str | None = None) -> None:
    """The standard screen title at the top left (the back button sits at the right)."""
    text.blit_text(surface, title, (MARGIN, 26), 40, palette.ACCENT, text.BOLD)
    if subtitle:
        text.blit_text(surface, subtitle, (MARGIN + 2, 76), 18, palette.TEXT_DIM)
    pygame.draw.line(surface, palette.PANEL_BORDER, (MARGIN, HEADER_H + 8),
                     (W - MARGIN, HEADER_H + 8), 1)


def back_button(on_click: Callable[[], object], label: str = "Back") -> Button:
    return Button((W - MARGIN - 160, 30, 160, 48), label, on_click, size=20)


# -- keyboard focus -----------------------------------------------------------------------
class Control(Protocol):
    """What a screen's row of controls holds: it takes events and draws itself."""

    def handle(self, event) -> bool: ...

    def draw(self, surface) -> None: ...


class FocusGroup:
    """Keyboard focus over a list of controls: Up/Down (and Tab) move, Enter/Space
    activate, Left/Right adjust. The mouse moves the focus to what it hovers. The focus
    ring shows only after a key was used."""

    def __init__(self, items=None) -> None:
        self.items: list = list(items or [])
        self.index = 0
        self.show = False

    def set_items(self, items) -> None:
        self.items = [i for i in items if _visible(i)]
        self.index = min(self.index, max(0, len(self.items) - 1))

    @property
    def current(self):
        return self.items[self.index] if self.items else None

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            for i, item in enumerate(self.items):
                if item.rect.collidepoint(event.pos):
                    self.index = i
            self.show = False
            return False
        if event.type != pygame.KEYDOWN or not self.items:
            return False
        key = event.key
        if key in (pygame.K_DOWN, pygame.K_TAB, pygame.K_UP):
            step = -1 if key == pygame.K_UP or (key == pygame.K_TAB and
                                                event.mod & pygame.KMOD_SHIFT) else 1
            if self.show:
                self.index = self._next(step)
            self.show = True
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.show = True
            item = self.current
            if item is not None and _enabled(item):
                activate(item)
            return True
        if key in (pygame.K_LEFT, pygame.K_RIGHT):
            item = self.current
            if item is not None and hasattr(item, "adjust"):
                self.show = True
                item.adjust(-1 if key == pygame.K_LEFT else 1)
                return True
        return False

    def _next(self, step: int) -> int:
        n = len(self.items)
        i = self.index
        for _ in range(n):
            i = (i + step) % n
            if _enabled(self.items[i]):
                return i
        return self.index

    def draw(self, surface) -> None:
        item = self.current
        if self.show and item is not None:
            pygame.draw.rect(surface, palette.LEGAL_GLOW, item.rect.inflate(10, 10), width=3,
                             border_radius=14)


def _visible(item) -> bool:
    return getattr(item, "visible", True)


def _enabled(item) -> bool:
    return getattr(item, "enabled", True) and _visible(item)


def activate(item) -> None:
    if hasattr(item, "activate"):
        item.activate()
    elif getattr(item, "on_click", None):
        item.on_click()


# -- controls ---------------------------------------------------------------------------
class Cycler:
    """``Label        < Value >``: arrows (or a click on the value) step through options.
    With a single option there is nothing to step through: no arrows, no clicks."""

    def __init__(self, rect, label: str, options: list[tuple[object, str]], value,
                 on_change: Callable[[object], None] | None = None,
                 notes: dict | None = None, value_w: int = 300) -> None:
        self.rect = pygame.Rect(rect)
        self.label = label
        self.options = list(options)
        self.notes = notes or {}          # value -> small note shown under the value
        self.on_change = on_change
        self.enabled = True
        self.visible = True
        self.index = next((i for i, (v, _) in enumerate(self.options) if v == value), 0)
        r = self.rect
        self.left = pygame.Rect(r.right - value_w, r.y + (r.h - 40) // 2, 44, 40)
        self.right = pygame.Rect(r.right - 44, self.left.y, 44, 40)
        self.value_rect = pygame.Rect(self.left.right, self.left.y,
                                      self.right.x - self.left.right, 40)
        self._pressed: str | None = None

    @property
    def value(self):
        return self.options[self.index][0]

    def set_value(self, value) -> None:
        for i, (v, _) in enumerate(self.options):
            if v == value:
                self.index = i

    @property
    def single(self) -> bool:
        return len(self.options) < 2

    def adjust(self, step: int) -> None:
        if self.single:
            return
        self.index = (self.index + step) % len(self.options)
        if self.on_change:
            self.on_change(self.value)

    def activate(self) -> None:
        self.adjust(1)

    def handle(self, event) -> bool:
        if not self.visible or not self.enabled or self.single:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for name, rect in (("left", self.left), ("right", self.right),
                               ("value", self.value_rect)):
                if rect.collidepoint(event.pos):
                    self._pressed = name
                    return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._pressed:
            name, self._pressed = self._pressed, None
            rect = {"left": self.left, "right": self.right, "value": self.value_rect}[name]
            if rect.collidepoint(event.pos):
                self.adjust(-1 if name == "left" else 1)
            return True
        return False

    def draw(self, surface) -> None:
        if not self.visible:
            return
        dim = not self.enabled
        text.blit_text(surface, self.label, (self.rect.x, self.rect.centery), 20,
                       palette.TEXT_DIM if dim else palette.TEXT, anchor="midleft")
        mouse = _mouse_pos()
        for rect, glyph in () if self.single else ((self.left, "<"), (self.right, ">")):
            hot = rect.collidepoint(mouse) and not dim
            draw_panel(surface, rect, fill=(74, 84, 112) if hot else palette.PANEL_LIGHT,
                       border=palette.ACCENT if hot else palette.PANEL_BORDER, radius=8,
                       alpha=255)
            text.blit_text(surface, glyph, rect.center, 22, palette.TEXT, text.BOLD,
                           anchor="center")
        value_text = self.options[self.index][1]
        note = self.notes.get(self.value)
        cy = self.value_rect.centery - (8 if note else 0)
        text.blit_text(surface, value_text, (self.value_rect.centerx, cy), 20,
                       palette.ACCENT if not dim else palette.TEXT_DIM, text.BOLD,
                       anchor="center")
        if note:
            text.blit_text(surface, note, (self.value_rect.centerx, cy + 20), 16,
                           palette.TEXT_DIM, anchor="center")


class Toggle:
    """A labelled check box; the whole row is clickable."""

    def __init__(self, rect, label: str, value: bool,
                 on_change: Callable[[bool], None] | None = None, note: str | None = None):
        self.rect = pygame.Rect(rect)
        self.label = label
        self.value = bool(value)
        self.on_change = on_change
        self.note = note
        self.enabled = True
        self.visible = True
        self._pressed = False

    def activate(self) -> None:
        self.value = not self.value
        if self.on_change:
            self.on_change(self.value)

    def adjust(self, step: int) -> None:
        self.activate()

    def handle(self, event) -> bool:
        if not self.visible or not self.enabled:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.rect.collidepoint(event.pos):
                self._pressed = True
                return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._pressed:
            self._pressed = False
            if self.rect.collidepoint(event.pos):
                self.activate()
            return True
        return False

    def draw(self, surface) -> None:
        if not self.visible:
            return
        box = pygame.Rect(self.rect.x, self.rect.y + 4, 30, 30)
        hot = self.rect.collidepoint(_mouse_pos())
        pygame.draw.rect(surface, palette.PANEL_LIGHT, box, border_radius=6)
        pygame.draw.rect(surface, palette.ACCENT if hot else palette.PANEL_BORDER, box,
                         width=2, border_radius=6)
        if self.value:
            pts = [(box.x + 7, box.y + 16), (box.x + 13, box.y + 23), (box.x + 24, box.y + 8)]
            pygame.draw.lines(surface, palette.ACCENT, False, pts, 4)
        text.blit_text(surface, self.label, (box.right + 14, box.y + 3), 20, palette.TEXT)
        if self.note:
            text.blit_text(surface, self.note, (box.right + 14, box.y + 30), 16,
                           palette.TEXT_DIM)


class Slider:
    """``Label   [-] ====o---- [+]  70%``: drag or click the track, or step with -/+."""

    def __init__(self, rect, label: str, value: float,
                 on_change: Callable[[float], None] | None = None, step: float = 0.1) -> None:
        self.rect = pygame.Rect(rect)
        self.label = label
        self.value = min(1.0, max(0.0, float(value)))
        self.on_change = on_change
        self.step = step
        self.enabled = True
        self.visible = True
        r = self.rect
        cy = r.centery
        self.minus = pygame.Rect(r.right - 300, cy - 20, 40, 40)
        self.plus = pygame.Rect(r.right - 40, cy - 20, 40, 40)
        self.track = pygame.Rect(self.minus.right + 16, cy - 4,
                                 self.plus.x - self.minus.right - 32 - 52, 8)
        self._dragging = False
        self._pressed: str | None = None

    def _set(self, value: float, notify: bool = True) -> None:
        value = round(min(1.0, max(0.0, value)), 2)
        if value != self.value:
            self.value = value
            if notify and self.on_change:
                self.on_change(self.value)

    def adjust(self, step: int) -> None:
        self._set(self.value + step * self.step)

    def activate(self) -> None:
        pass

    def _from_x(self, x: int) -> None:
        t = (x - self.track.x) / max(1, self.track.w)
        self._set(round(t * 20) / 20)     # snap to 5 %

    def handle(self, event) -> bool:
        if not self.visible or not self.enabled:
            return False
        grab = self.track.inflate(16, 28)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if grab.collidepoint(event.pos):
                self._dragging = True
                self._from_x(event.pos[0])
                return True
            for name, rect in (("minus", self.minus), ("plus", self.plus)):
                if rect.collidepoint(event.pos):
                    self._pressed = name
                    return True
        elif event.type == pygame.MOUSEMOTION and self._dragging:
            self._from_x(event.pos[0])
            return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self._dragging:
                self._dragging = False
                return True
            if self._pressed:
                name, self._pressed = self._pressed, None
                rect = self.minus if name == "minus" else self.plus
                if rect.collidepoint(event.pos):
                    self.adjust(-1 if name == "minus" else 1)
                return True
        return False

    def draw(self, surface) -> None:
        if not self.visible:
            return
        text.blit_text(surface, self.label, (self.rect.x, self.rect.centery), 20,
                       palette.TEXT, anchor="midleft")
        mouse = _mouse_pos()
        for rect, glyph in ((self.minus, "-"), (self.plus, "+")):
            hot = rect.collidepoint(mouse)
            draw_panel(surface, rect, fill=(74, 84, 112) if hot else palette.PANEL_LIGHT,
                       border=palette.ACCENT if hot else palette.PANEL_BORDER, radius=8,
                       alpha=255)
            text.blit_text(surface, glyph, rect.center, 24, palette.TEXT, text.BOLD,
                           anchor="center")
        pygame.draw.rect(surface, (20, 22, 30), self.track, border_radius=4)
        filled = self.track.copy()
        filled.w = int(self.track.w * self.value)
        if filled.w > 0:
            pygame.draw.rect(surface, palette.ACCENT_DARK, filled, border_radius=4)
        knob = (self.track.x + filled.w, self.track.centery)
        pygame.draw.circle(surface, palette.ACCENT, knob, 12)
        pygame.draw.circle(surface, palette.TEXT, knob, 12, 2)
        text.blit_text(surface, f"{int(round(self.value * 100))}%",
                       (self.plus.x - 14, self.rect.centery), 18, palette.TEXT,
                       anchor="midright")


def _mouse_pos():
    try:
        return pygame.mouse.get_pos()
    except pygame.error:
        return (-1, -1)
