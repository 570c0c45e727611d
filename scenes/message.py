"""A simple modal message: a title, a wrapped body and one or more buttons.

    MessageOverlay(app, "Quit?", "Your game is saved.", [("Quit", app.quit), ("Cancel", None)])

A button first closes the overlay, then runs its callback (which may push or replace
scenes freely). Enter picks the first button, Esc the last one (the "cancel" choice)."""
from __future__ import annotations

from typing import Callable

import pygame

from app.scene import Scene
from app.ui import palette, text
from app.ui.widgets import Button, draw_panel
from scenes import common

BODY_SIZE = 18
PANEL_W = 620


class MessageOverlay(Scene):
    overlay = True
    modal = True

    def __init__(self, app, title: str, body: str = "",
                 buttons: list[tuple[str, Callable[[], None] | None]] | None = None) -> None:
        super().__init__(app)
        self.title = title
        self.body = body
        self.choices = list(buttons or [("OK", None)])
        inner = PANEL_W - 64
        title_lines = text.wrap_lines(title, 28, inner, text.BOLD)
        self.title_surf = text.render_wrapped(title, 28, inner, palette.ACCENT, text.BOLD)
        self.body_surf = (text.render_wrapped(body, BODY_SIZE, inner, palette.TEXT)
                          if body else None)
        body_h = self.body_surf.get_height() if self.body_surf else 0
        height = 32 + self.title_surf.get_height() + (12 + body_h if body_h else 0) + 28 + 52 + 28
        height = max(200, min(660, height))
        self.rect = pygame.Rect(0, 0, PANEL_W, height)
        self.rect.center = (common.W // 2, common.H // 2)
        n = len(self.choices)
        bw = min(200, (PANEL_W - 64 - 16 * (n - 1)) // n)
        total = n * bw + (n - 1) * 16
        x = self.rect.centerx - total // 2
        y = self.rect.bottom - 28 - 52
        self.buttons = []
        for i, (label, _) in enumerate(self.choices):
            self.buttons.append(Button((x + i * (bw + 16), y, bw, 52), label,
                                       lambda i=i: self.choose(i), size=20))
        self.focus = common.FocusGroup(self.buttons)
        self._title_lines = len(title_lines)
        self.closed = False

    def choose(self, index: int) -> None:
        if self.closed:
            return
        self.closed = True
        if self.app.stack.top is self:
            self.app.stack.pop()
        elif self in self.app.stack.scenes:
            self.app.stack.scenes.remove(self)
            self.exit()
        callback = self.choices[index][1]
        if callback is not None:
            callback()

    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.choose(len(self.choices) - 1)
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and not self.focus.show:
                self.choose(0)
                return True
        if self.focus.handle(event):
            return True
        for button in self.buttons:
            if button.handle(event):
                return True
        return True   # modal: nothing below gets the input

    def draw(self, surface) -> None:
        surface.blit(common.dimmer(150), (0, 0))
        draw_panel(surface, self.rect.move(0, 6), fill=(0, 0, 0), border=None, radius=16,
                   alpha=90)
        draw_panel(surface, self.rect, fill=palette.PANEL, border=palette.ACCENT, radius=16,
                   alpha=250)
        y = self.rect.y + 32
        surface.blit(self.title_surf, (self.rect.x + 32, y))
        y += self.title_surf.get_height() + 12
        if self.body_surf:
            area = pygame.Rect(0, 0, self.body_surf.get_width(),
                               max(0, self.buttons[0].rect.y - 20 - y))
            surface.blit(self.body_surf, (self.rect.x + 32, y), area)
        for button in self.buttons:
            button.draw(surface)
        self.focus.draw(surface)


def show_message(app, title: str, body: str = "", buttons=None) -> MessageOverlay:
    """Push a message overlay on top of whatever is showing."""
    return app.stack.push(MessageOverlay(app, title, body, buttons))


def confirm(app, title: str, body: str, yes: str, on_yes: Callable[[], None],
            no: str = "Cancel") -> MessageOverlay:
    return show_message(app, title, body, [(yes, on_yes), (no, None)])
