"""Shared pieces of the shell screens: cached backdrops, a screen header with a back
button, a dimmer for overlays, keyboard focus over a list of controls, and three small
controls (option cycler, toggle, slider). Lengths are design units of the 1280x720 layout
turned into real pixels by a metrics object (app.ui.display.Metrics: ``m.px``, ``m.pt``):
a native screen hands its display's, a legacy one gets scale 1 (the default)."""
from __future__ import annotations

import math
import random
from typing import Callable, Protocol

import pygame

from app import config
from app.ui import canvas, display, draw, palette, text
from app.ui.display import Metrics
from app.ui.surface_cache import cached
from app.ui.widgets import Button, draw_panel

W, H = config.LOGICAL_W, config.LOGICAL_H
MARGIN = 40
HEADER_H = 96
LOGICAL = Metrics(W, H, 1.0)      # the 1280x720 design at scale 1 (legacy scenes)

# -- backdrops ------------------------------------------------------------------------
def backdrop(kind: str = "plain", size: tuple[int, int] = (W, H)) -> pygame.Surface:
    """A full-screen background of ``size`` built once per size: a dark vertical
    gradient, a vignette and (for "menu") faint card silhouettes scattered at angles."""
    return _backdrop(kind, (int(size[0]), int(size[1])))


@cached
def _backdrop(kind: str, size: tuple[int, int]) -> pygame.Surface:
    W, H = size
    k = min(W / 1280, H / 720)
    surf = canvas.new((W, H))
    top, bottom = (32, 28, 52), (12, 16, 24)
    if kind == "felt":
        top, bottom = (24, 46, 48), (10, 20, 24)
    for y in range(H):
        t = y / (H - 1)
        c = tuple(int(a + (b - a) * t) for a, b in zip(top, bottom))
        draw.line(surf, c, (0, y), (W, y))
    if kind == "menu":
        rng = random.Random(7)
        for _ in range(26):
            cw = round(rng.randint(70, 120) * k)
            ch = int(cw * 1.45)
            card = canvas.new((cw, ch), pygame.SRCALPHA)
            alpha = rng.randint(14, 30)
            line = max(1, round(2 * k))
            draw.rect(card, (200, 190, 255, alpha), card.get_rect(),
                             border_radius=round(8 * k))
            draw.rect(card, (230, 200, 140, alpha + 14), card.get_rect(), width=line,
                             border_radius=round(8 * k))
            inner = card.get_rect().inflate(-cw * 0.4, -ch * 0.5)
            draw.ellipse(card, (230, 200, 140, alpha), inner, width=line)
            card = canvas.rotate(card, rng.uniform(-40, 40))
            # at the sides of the window, clear of the centred title and buttons
            x = rng.choice([rng.randint(-40, 330), rng.randint(950, 1240)])
            x = round(x * k) if x < 640 else W - round((1280 - x) * k)
            y = rng.randint(-20, 720 + 20) * H // 720
            surf.blit(card, card.get_rect(center=(x, y)))
    # vignette: a small radial alpha map scaled up smoothly
    vig = canvas.new((64, 36), pygame.SRCALPHA)
    for y in range(36):
        for x in range(64):
            dx, dy = (x - 31.5) / 32, (y - 17.5) / 18
            d = min(1.0, math.hypot(dx, dy))
            vig.set_at((x, y), (0, 0, 0, int(170 * d ** 2.2)))
    surf.blit(canvas.smoothscale(vig, (W, H)), (0, 0))
    return surf.convert() if pygame.display.get_surface() else surf


def dimmer(alpha: int = 160, size: tuple[int, int] = (W, H)) -> pygame.Surface:
    """A translucent dark veil of ``size`` laid over what is below an overlay."""
    return _dimmer(alpha, (int(size[0]), int(size[1])))


@cached
def _dimmer(alpha: int, size: tuple[int, int]) -> pygame.Surface:
    surf = canvas.new(size, pygame.SRCALPHA)
    surf.fill((6, 8, 14, alpha))
    return surf


@cached
def glow_text(label: str, size: int, colour=palette.ACCENT, glow=(255, 200, 90),
              radius: int = 10) -> pygame.Surface:
    """Big bold text with a soft glow behind it (cached)."""
    core = text.render(label, size, colour, text.BOLD)
    pad = radius * 3
    base = canvas.new((core.get_width() + pad * 2, core.get_height() + pad * 2),
                          pygame.SRCALPHA)
    halo = text.render(label, size, glow, text.BOLD)
    base.blit(halo, (pad, pad))
    w, h = base.get_size()
    small = canvas.smoothscale(base, (max(1, w // radius), max(1, h // radius)))
    blurred = canvas.smoothscale(small, (w, h))
    out = canvas.new((w, h), pygame.SRCALPHA)
    for _ in range(2):
        out.blit(blurred, (0, 0))
    shadow = text.render(label, size, (0, 0, 0), text.BOLD)
    shadow.set_alpha(150)
    out.blit(shadow, (pad + 3, pad + 4))
    out.blit(core, (pad, pad))
    return out


def draw_header(surface, title: str, subtitle: str | None = None,
                m: Metrics = LOGICAL) -> None:
    """The standard screen title at the top left (the back button sits at the right),
    across the window ``m`` describes."""
    px = m.px
    room = m.w - 2 * px(MARGIN) - px(160 + 24)           # clear of the back button
    surface.blit(text.fit(title, m.pt(40), room, palette.ACCENT, text.BOLD),
                 (px(MARGIN), px(26)))
    if subtitle:
        surface.blit(text.fit(subtitle, m.pt(18), room, palette.TEXT_DIM),
                     (px(MARGIN + 2), px(76)))
    draw.line(surface, palette.PANEL_BORDER, (px(MARGIN), px(HEADER_H + 8)),
                     (m.w - px(MARGIN), px(HEADER_H + 8)), max(1, px(1)))


def back_button(on_click: Callable[[], object], label: str = "Back",
                m: Metrics = LOGICAL) -> Button:
    px = m.px
    return Button((m.w - px(MARGIN + 160), px(30), px(160), px(48)), label, on_click,
                  size=20, scale=m.scale)


# -- keyboard focus -----------------------------------------------------------------------
class Control(Protocol):
    """What a screen's row of controls holds: it has a place, takes events and draws
    itself."""

    rect: pygame.Rect

    def handle(self, event) -> bool: ...

    def draw(self, surface) -> None: ...


class FocusGroup:
    """Keyboard focus over a list of controls: Up/Down (and Tab) move, Enter/Space
    activate, Left/Right adjust. The mouse moves the focus to what it hovers. The focus
    ring shows only after a key was used."""

    def __init__(self, items=None, scale: float = 1.0) -> None:
        self.items: list = list(items or [])
        self.index = 0
        self.show = False
        self.scale = scale            # the scene's (its ring is drawn at real pixels)

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
            k = self.scale
            pad = round(10 * k)
            draw.rect(surface, palette.LEGAL_GLOW, item.rect.inflate(pad, pad),
                             width=max(1, round(3 * k)), border_radius=round(14 * k))


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
                 notes: dict | None = None, value_w: int = 300,
                 m: Metrics = LOGICAL) -> None:
        """``rect`` in real pixels; ``value_w`` in design units (``m`` scales it)."""
        self.rect = pygame.Rect(rect)
        self.m = m
        self.label = label
        self.options = list(options)
        self.notes = notes or {}          # value -> small note shown under the value
        self.on_change = on_change
        self.enabled = True
        self.visible = True
        self.index = next((i for i, (v, _) in enumerate(self.options) if v == value), 0)
        r, px = self.rect, m.px
        self.left = pygame.Rect(r.right - px(value_w), r.y + (r.h - px(40)) // 2, px(44), px(40))
        self.right = pygame.Rect(r.right - px(44), self.left.y, px(44), px(40))
        self.value_rect = pygame.Rect(self.left.right, self.left.y,
                                      self.right.x - self.left.right, px(40))
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
        m = self.m
        text.blit_text(surface, self.label, (self.rect.x, self.rect.centery), m.pt(20),
                       palette.TEXT_DIM if dim else palette.TEXT, anchor="midleft")
        mouse = _mouse_pos()
        for rect, glyph in () if self.single else ((self.left, "<"), (self.right, ">")):
            hot = rect.collidepoint(mouse) and not dim
            draw_panel(surface, rect, fill=(74, 84, 112) if hot else palette.PANEL_LIGHT,
                       border=palette.ACCENT if hot else palette.PANEL_BORDER,
                       radius=m.px(8), alpha=255, line=max(1, m.px(2)))
            text.blit_text(surface, glyph, rect.center, m.pt(22), palette.TEXT, text.BOLD,
                           anchor="center")
        value_text = self.options[self.index][1]
        note = self.notes.get(self.value)
        cy = self.value_rect.centery - (m.px(8) if note else 0)
        text.blit_text(surface, value_text, (self.value_rect.centerx, cy), m.pt(20),
                       palette.ACCENT if not dim else palette.TEXT_DIM, text.BOLD,
                       anchor="center")
        if note:
            text.blit_text(surface, note, (self.value_rect.centerx, cy + m.px(20)), m.pt(16),
                           palette.TEXT_DIM, anchor="center")


class Toggle:
    """A labelled check box; the whole row is clickable."""

    def __init__(self, rect, label: str, value: bool,
                 on_change: Callable[[bool], None] | None = None, note: str | None = None,
                 m: Metrics = LOGICAL):
        self.rect = pygame.Rect(rect)
        self.m = m
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
        m = self.m
        px = m.px
        box = pygame.Rect(self.rect.x, self.rect.y + px(4), px(30), px(30))
        hot = self.rect.collidepoint(_mouse_pos())
        draw.rect(surface, palette.PANEL_LIGHT, box, border_radius=px(6))
        draw.rect(surface, palette.ACCENT if hot else palette.PANEL_BORDER, box,
                         width=max(1, px(2)), border_radius=px(6))
        if self.value:
            pts = [(box.x + px(7), box.y + px(16)), (box.x + px(13), box.y + px(23)),
                   (box.x + px(24), box.y + px(8))]
            draw.lines(surface, palette.ACCENT, False, pts, max(1, px(4)))
        room = self.rect.right - box.right - px(14)
        surface.blit(text.fit(self.label, m.pt(20), room, palette.TEXT),
                     (box.right + px(14), box.y + px(3)))
        if self.note:
            surface.blit(text.fit(self.note, m.pt(16), room, palette.TEXT_DIM),
                         (box.right + px(14), box.y + px(30)))


class Slider:
    """``Label   [-] ====o---- [+]  70%``: drag or click the track, or step with -/+."""

    def __init__(self, rect, label: str, value: float,
                 on_change: Callable[[float], None] | None = None, step: float = 0.1,
                 m: Metrics = LOGICAL, low: float = 0.0, high: float = 1.0) -> None:
        """``low``..``high``: the values the track spans (shown as percentages)."""
        self.rect = pygame.Rect(rect)
        self.m = m
        self.low, self.high = low, high
        self.label = label
        self.value = min(high, max(low, float(value)))
        self.on_change = on_change
        self.step = step
        self.enabled = True
        self.visible = True
        r, px = self.rect, m.px
        cy = r.centery
        self.minus = pygame.Rect(r.right - px(300), cy - px(20), px(40), px(40))
        self.plus = pygame.Rect(r.right - px(40), cy - px(20), px(40), px(40))
        self.track = pygame.Rect(self.minus.right + px(16), cy - px(4),
                                 self.plus.x - self.minus.right - px(32 + 68), px(8))
        self._dragging = False
        self._pressed: str | None = None

    def _set(self, value: float, notify: bool = True) -> None:
        value = round(min(self.high, max(self.low, value)), 2)
        if value != self.value:
            self.value = value
            if notify and self.on_change:
                self.on_change(self.value)

    def adjust(self, step: int) -> None:
        self._set(self.value + step * self.step)

    def activate(self) -> None:
        pass

    def _from_x(self, x: int) -> None:
        t = min(1.0, max(0.0, (x - self.track.x) / max(1, self.track.w)))
        span = self.high - self.low
        self._set(self.low + round(t * span * 20) / 20)     # snap to 5 %

    def handle(self, event) -> bool:
        if not self.visible or not self.enabled:
            return False
        grab = self.track.inflate(self.m.px(16), self.m.px(28))
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
        m = self.m
        px = m.px
        text.blit_text(surface, self.label, (self.rect.x, self.rect.centery), m.pt(20),
                       palette.TEXT, anchor="midleft")
        mouse = _mouse_pos()
        for rect, glyph in ((self.minus, "-"), (self.plus, "+")):
            hot = rect.collidepoint(mouse)
            draw_panel(surface, rect, fill=(74, 84, 112) if hot else palette.PANEL_LIGHT,
                       border=palette.ACCENT if hot else palette.PANEL_BORDER, radius=px(8),
                       alpha=255, line=max(1, px(2)))
            text.blit_text(surface, glyph, rect.center, m.pt(24), palette.TEXT, text.BOLD,
                           anchor="center")
        draw.rect(surface, (20, 22, 30), self.track, border_radius=px(4))
        filled = self.track.copy()
        t = (self.value - self.low) / max(1e-9, self.high - self.low)
        filled.w = int(self.track.w * t)
        if filled.w > 0:
            draw.rect(surface, palette.ACCENT_DARK, filled, border_radius=px(4))
        knob = (self.track.x + filled.w, self.track.centery)
        draw.circle(surface, palette.ACCENT, knob, px(12))
        draw.circle(surface, palette.TEXT, knob, px(12), max(1, px(2)))
        text.blit_text(surface, f"{int(round(self.value * 100))}%",
                       (self.plus.x - px(14), self.rect.centery), m.pt(18), palette.TEXT,
                       anchor="midright")


def _mouse_pos():
    """The pointer in the pixels of the scene being drawn (app.ui.display)."""
    return display.mouse_pos()
