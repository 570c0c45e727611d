"""Basic widgets: buttons, panels, tooltips. Rectangles are in the pixels of the surface
they are drawn on; font sizes in points, rendered at ``round(size x scale)`` pixels
(app.ui.text.real_size). A widget of a legacy (1280x720) scene has scale 1; a native
scene's widgets take its display's scale (app.ui.display), so their text, borders and
corners are drawn at the window's real pixels.

Widgets render their faces once per state and blit them each frame from the shared
byte-bounded cache (app.ui.surface_cache.SHARED)."""
from __future__ import annotations

from typing import Callable

import pygame

from app.audio import sfx
from app.ui import canvas, draw, palette, text
from app.ui.surface_cache import SHARED


def draw_panel(surface, rect, fill=palette.PANEL, border=palette.PANEL_BORDER,
               radius: int = 12, alpha: int = 235, line: int = 2) -> None:
    """A rounded translucent panel (drawn through a cached surface of the same size);
    ``line``: the border's width in pixels."""
    rect = pygame.Rect(rect)
    surf = _panel_surface(rect.size, fill, border, radius, alpha, line)
    surface.blit(surf, rect.topleft)


def _panel_surface(size, fill, border, radius, alpha, line=2):
    key = ("panel", size, fill, border, radius, alpha, line)
    surf = SHARED.get(key)
    if surf is None:
        surf = canvas.new(size, pygame.SRCALPHA)
        r = surf.get_rect()
        draw.rect(surf, (*fill, alpha), r, border_radius=radius)
        if border:
            draw.rect(surf, (*border, 255), r, width=line, border_radius=radius)
        SHARED.put(key, surf)
    return surf


def button_label(label: str, size: int, width: int, height: int, colour,
                 least: int = 11) -> pygame.Surface:
    """A button's label no wider than ``width``: at its size (pixels), else a few sizes
    smaller (never below ``least`` px), else on two lines when the button is tall enough,
    else ending in an ellipsis at a word's end: always readable, never squeezed."""
    floor = max(least, min(size, round(size * 0.72)))
    for s in range(size, floor - 1, -1):
        if text.font(s, text.BOLD).size(label)[0] <= width:
            return text.render(label, s, colour, text.BOLD)
    for s in range(size, floor - 1, -1):
        lines = text.wrap_lines(label, s, width, text.BOLD)
        if len(lines) != 2:
            continue
        imgs = [text.render(line, s, colour, text.BOLD) for line in lines]
        line_h = text.font(s, text.BOLD).get_linesize()
        tall = line_h + imgs[1].get_height()
        if tall <= height and all(img.get_width() <= width for img in imgs):
            surf = canvas.new((width, tall), pygame.SRCALPHA)
            for i, img in enumerate(imgs):
                surf.blit(img, img.get_rect(midtop=(width // 2, i * line_h)))
            return surf
    return text.fit(label, floor + 2, width, colour, text.BOLD)


class Button:
    """A clickable rounded button. ``on_click`` runs on mouse-up inside the button.
    ``inset`` and ``inset_right`` keep that many pixels at the left and the right free of
    the label (for an icon or a key number drawn over the button)."""

    def __init__(self, rect, label: str, on_click: Callable[[], object] | None = None,
                 enabled: bool = True, size: int = 22, tooltip: str | None = None,
                 key: int | None = None, inset: int = 0, inset_right: int = 0,
                 scale: float = 1.0) -> None:
        self.rect = pygame.Rect(rect)
        self.scale = scale          # the scene's (1 for a legacy scene)
        self.label = label
        self.on_click = on_click
        self.enabled = enabled
        self.size = size
        self.tooltip = tooltip
        self.key = key              # optional keyboard shortcut
        self.inset = inset
        self.inset_right = inset_right
        self.hover = False
        self.pressed = False
        self.visible = True

    def _face(self, state: str) -> pygame.Surface:
        """The button's face in ``state``, kept in the shared cache by its look (buttons
        that look the same share it)."""
        key = ("button", state, self.label, self.rect.size, self.size, self.inset,
               self.inset_right, self.scale)
        face = SHARED.get(key)
        if face is None:
            fill = {"normal": palette.PANEL_LIGHT, "hover": (74, 84, 112),
                    "pressed": palette.ACCENT_DARK, "disabled": (44, 46, 56)}[state]
            border = palette.ACCENT if state in ("hover", "pressed") else palette.PANEL_BORDER
            colour = palette.TEXT_DIM if state == "disabled" else palette.TEXT
            face = canvas.new(self.rect.size, pygame.SRCALPHA)
            r = face.get_rect()
            k = self.scale
            radius, line = max(2, round(10 * k)), max(1, round(2 * k))
            draw.rect(face, fill, r, border_radius=radius)
            draw.rect(face, border, r, width=line, border_radius=radius)
            room = r.width - round(12 * k) - self.inset - self.inset_right
            label = button_label(self.label, text.real_size(self.size, k), room,
                                 r.height - round(6 * k), colour, text.real_size(11, k))
            cx = r.centerx + (self.inset - self.inset_right) // 2
            face.blit(label, label.get_rect(center=(cx, r.centery)))
            SHARED.put(key, face)
        return face

    def handle(self, event) -> bool:
        if not self.visible:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.rect.collidepoint(event.pos):
                self.pressed = self.enabled
                return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was = self.pressed
            self.pressed = False
            if was and self.enabled and self.rect.collidepoint(event.pos):
                sfx("click")
                if self.on_click:
                    self.on_click()
                return True
        elif event.type == pygame.KEYDOWN and self.key is not None and event.key == self.key:
            if self.enabled and self.on_click:
                sfx("click")
                self.on_click()
                return True
        return False

    def draw(self, surface) -> None:
        if not self.visible:
            return
        state = ("disabled" if not self.enabled else "pressed" if self.pressed
                 else "hover" if self.hover else "normal")
        surface.blit(self._face(state), self.rect.topleft)


class Tooltip:
    """A small wrapped-text box drawn near a point, kept inside the screen."""

    def __init__(self, max_width: int = 320, scale: float = 1.0) -> None:
        self.max_width = max_width      # in the pixels of the surface drawn on
        self.scale = scale

    def draw(self, surface, message: str, pos, size: int = 16,
             colour=palette.TEXT, border=palette.ACCENT) -> pygame.Rect:
        k = self.scale
        size = text.real_size(size, k)
        pad, gap = round(10 * k), round(16 * k)
        body = text.render_wrapped(message, size, self.max_width - 2 * pad, colour,
                                   line_gap=round(4 * k))
        used_w = min(self.max_width, max(text.font(size).size(line)[0] for line in
                                         text.wrap_lines(message, size,
                                                         self.max_width - 2 * pad)) + 2 * pad)
        rect = pygame.Rect(0, 0, used_w, body.get_height() + round(14 * k))
        rect.topleft = (pos[0] + gap, pos[1] + gap)
        rect.clamp_ip(surface.get_rect())
        draw_panel(surface, rect, fill=(20, 22, 30), border=border, radius=round(8 * k),
                   alpha=240, line=max(1, round(2 * k)))
        surface.blit(body, (rect.x + pad, rect.y + round(8 * k)))
        return rect
