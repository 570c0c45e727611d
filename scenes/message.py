"""A simple modal message: a title, a wrapped body and one or more buttons.

    MessageOverlay(app, "Quit?", "Your game is saved.", [("Quit", app.quit), ("Cancel", None)])

A button first closes the overlay, then runs its callback (which may push or replace
scenes freely). Enter picks the first button, Esc the last one (the "cancel" choice).

The title wraps inside the panel; the body is laid out line by line between the title
and the buttons and never runs under them: a body too long for the screen scrolls
(mouse wheel, Up/Down), with "scroll for more" on its own line above the buttons."""
from __future__ import annotations

from functools import partial
from typing import Callable

import pygame

from app.scene import Scene
from app.ui import palette, text
from app.ui.display import metrics_of
from app.ui.widgets import Button, draw_panel
from scenes import common

BODY_SIZE = 18
PANEL_W = 620
MAX_H = 660              # the tallest the panel grows (then the body scrolls)
BUTTON_H = 52
HINT_H = 22              # the "scroll for more" line


class MessageOverlay(Scene):
    native = True
    overlay = True
    modal = True

    def __init__(self, app, title: str, body: str = "",
                 buttons: list[tuple[str, Callable[[], None] | None]] | None = None) -> None:
        super().__init__(app)
        self.title = title
        self.body = body
        self.choices = list(buttons or [("OK", None)])
        self.focus = common.FocusGroup()
        self.scroll = 0
        self.closed = False
        self._layout()

    def on_resize(self) -> None:
        self._layout()

    def _layout(self) -> None:
        """Everything at the window's real pixels: the panel PANEL_W design units wide
        (less in a narrow window), no taller than the window leaves."""
        self.m = m = metrics_of(self).bounded(PANEL_W + 40, 360)
        px = m.px
        title, body = self.title, self.body
        panel_w = min(px(PANEL_W), m.w - px(40))
        inner = panel_w - px(64)
        self.body_size = m.pt(BODY_SIZE)
        title_lines = text.wrap_lines(title, m.pt(28), inner, text.BOLD)
        self.title_surf = text.render_wrapped(title, m.pt(28), inner, palette.ACCENT, text.BOLD,
                                              line_gap=px(4))
        self.body_lines = list(text.wrap_lines(body, self.body_size, inner)) if body else []
        self.line_h = text.font(self.body_size).get_linesize() + px(4)
        body_h = len(self.body_lines) * self.line_h
        chrome = px(32) + self.title_surf.get_height() + px(28 + BUTTON_H + 28)
        max_h = min(px(MAX_H), m.h - px(60))
        room = max_h - chrome - (px(12) if body_h else 0)
        self.scrolls = body_h > room
        if self.scrolls:
            room -= px(HINT_H)
            self.visible_lines = max(1, room // self.line_h)
            body_h = self.visible_lines * self.line_h + px(HINT_H)
        else:
            self.visible_lines = len(self.body_lines)
        self.scroll_by(0)
        height = max(px(200), chrome + (px(12) + body_h if body_h else 0))
        self.rect = pygame.Rect(0, 0, panel_w, height)
        self.rect.center = (m.w // 2, m.h // 2)
        n = len(self.choices)
        gap = px(16)
        bw = min(px(200), (panel_w - px(64) - gap * (n - 1)) // n)
        total = n * bw + (n - 1) * gap
        x = self.rect.centerx - total // 2
        y = self.rect.bottom - px(28 + BUTTON_H)
        self.buttons = []
        for i, (label, _) in enumerate(self.choices):
            self.buttons.append(Button((x + i * (bw + gap), y, bw, px(BUTTON_H)), label,
                                       partial(self.choose, i), size=20, scale=m.scale))
        index, show = self.focus.index, self.focus.show
        self.focus = common.FocusGroup(self.buttons, scale=m.scale)
        self.focus.index, self.focus.show = min(index, n - 1), show
        self._title_lines = len(title_lines)

    @property
    def body_top(self) -> int:
        return self.rect.y + self.m.px(32) + self.title_surf.get_height() + self.m.px(12)

    def scroll_by(self, lines: int) -> None:
        most = max(0, len(self.body_lines) - self.visible_lines)
        self.scroll = max(0, min(most, self.scroll + lines))

    def choose(self, index: int) -> None:
        if self.closed:
            return
        self.closed = True
        self.app.stack.remove(self)
        callback = self.choices[index][1]
        if callback is not None:
            callback()

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEWHEEL and self.scrolls:
            self.scroll_by(-event.y * 2)
            return True
        if event.type == pygame.KEYDOWN and self.scrolls and event.key in (pygame.K_UP,
                                                                           pygame.K_DOWN):
            self.scroll_by(1 if event.key == pygame.K_DOWN else -1)
            return True
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
        m = self.m
        px = m.px
        surface.blit(common.dimmer(150, surface.get_size()), (0, 0))
        draw_panel(surface, self.rect.move(0, px(6)), fill=(0, 0, 0), border=None,
                   radius=px(16), alpha=90)
        draw_panel(surface, self.rect, fill=palette.PANEL, border=palette.ACCENT,
                   radius=px(16), alpha=250, line=max(1, px(2)))
        surface.blit(self.title_surf, (self.rect.x + px(32), self.rect.y + px(32)))
        y = self.body_top
        shown = self.body_lines[self.scroll:self.scroll + self.visible_lines]
        for line in shown:
            if line:
                surface.blit(text.render(line, self.body_size, palette.TEXT),
                             (self.rect.x + px(32), y))
            y += self.line_h
        if self.scrolls:
            left = len(self.body_lines) - self.scroll - len(shown)
            hint = (f"▼ scroll for more ({left} more lines)" if left
                    else "▲ scroll up for the start")
            img = text.render(hint, m.pt(13), palette.TEXT_DIM)
            surface.blit(img, img.get_rect(topright=(self.rect.right - px(32), y + px(4))))
        for button in self.buttons:
            button.draw(surface)
        self.focus.draw(surface)


def show_message(app, title: str, body: str = "", buttons=None) -> MessageOverlay:
    """Push a message overlay on top of whatever is showing."""
    return app.stack.push(MessageOverlay(app, title, body, buttons))


def confirm(app, title: str, body: str, yes: str, on_yes: Callable[[], None],
            no: str = "Cancel") -> MessageOverlay:
    return show_message(app, title, body, [(yes, on_yes), (no, None)])
