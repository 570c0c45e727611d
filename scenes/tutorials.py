"""Tutorials: one per game. A tutorial teaches by doing, in the game's own table scene
(its plug-in's ``tutorial_scene(app)``); one left half-way can be resumed."""
from __future__ import annotations

from functools import partial

import pygame

from app import saves
from app.scene import Scene
from app.ui import palette, text
from app.ui.display import metrics_of
from app.ui.widgets import Button, draw_panel
from scenes import common
from scenes.message import show_message
from scenes.saved_game import open_saved_game

ROW_X, ROW_Y, ROW_H, ROW_GAP = common.MARGIN, 132, 98, 12      # design units
NEED = (1000, 720)


def tutorial_factory(plugin):
    """The game's tutorial_scene function, or None when it has none (yet)."""
    return plugin.tutorial_scene if plugin is not None and plugin.built else None


class TutorialsScene(Scene):
    native = True

    def __init__(self, app) -> None:
        super().__init__(app)
        self.m = metrics_of(self).bounded(*NEED)
        self.back = common.back_button(self.close, m=self.m)
        self.saved: dict[str, dict] = {}      # game key -> its tutorial in progress
        self.rows: list[tuple[str, pygame.Rect, list[Button]]] = []
        self.focus = common.FocusGroup()
        self._built = False

    def enter(self) -> None:
        self._check_save()
        self._build()

    def resume(self) -> None:
        self._check_save()
        self._build()

    def on_resize(self) -> None:
        self._build()

    def _check_save(self) -> None:
        """Each game's tutorial in progress (a tutorial has its own save: it never
        replaces a game, and a game never replaces it)."""
        self.saved = {}
        for plugin in self.app.plugins.built():
            if not saves.has_autosave(plugin.key, "tutorial"):
                continue
            save, message = saves.tutorial_save(plugin.key)
            if message:
                show_message(self.app, "A saved tutorial was set aside", message)
            elif save is not None:
                self.saved[plugin.key] = save

    def _build(self) -> None:
        self.rows = []
        buttons: list[Button] = []
        self.m = m = metrics_of(self).bounded(*NEED)
        px = m.px
        self.back = common.back_button(self.close, m=m)
        self.focus.scale = m.scale
        for i, plugin in enumerate(self.app.plugins):
            key = plugin.key
            rect = pygame.Rect(px(ROW_X), px(ROW_Y + i * (ROW_H + ROW_GAP)),
                               m.w - px(2 * common.MARGIN), px(ROW_H))
            row_buttons = []
            factory = tutorial_factory(plugin)
            bx = rect.right - px(24 + 200)
            by = rect.centery - px(26)
            if factory is not None:
                row_buttons.append(Button((bx, by, px(200), px(52)), "Start",
                                          partial(self.start, key), size=22, scale=m.scale))
                if key in self.saved:
                    row_buttons.insert(0, Button((bx - px(236), by, px(220), px(52)),
                                                 "Resume tutorial",
                                                 partial(self.resume_saved, key), size=20,
                                                 scale=m.scale))
            else:
                row_buttons.append(Button((bx, by, px(200), px(52)), "Coming soon",
                                          partial(self.explain, key), enabled=False,
                                          size=20, scale=m.scale))
            self.rows.append((key, rect, row_buttons))
            buttons += row_buttons
        self.focus.set_items([b for b in buttons if b.enabled] + [self.back])
        self._built = True

    @property
    def buttons(self) -> list[Button]:
        return [b for _, _, bs in self.rows for b in bs]

    # actions --------------------------------------------------------------------------
    def close(self) -> None:
        if self.app.stack.top is self:
            self.app.stack.pop()

    def explain(self, key: str) -> None:
        show_message(self.app, "Coming soon", f"The {self.app.plugins[key].title} tutorial "
                     "will come with the game itself.")

    def start(self, key: str) -> bool:
        factory = tutorial_factory(self.app.plugins.get(key))
        if factory is None:
            self.explain(key)
            return False
        if key in self.saved:
            show_message(self.app, "Start the tutorial again?",
                         "The tutorial you left half-way will start from the beginning. "
                         "Your games are kept.",
                         [("Start", lambda: self._launch(factory)), ("Cancel", None)])
            return True
        return self._launch(factory)

    def _launch(self, factory) -> bool:
        try:
            scene = factory(self.app)
        except Exception as exc:  # noqa: BLE001 - report instead of crashing the menu
            show_message(self.app, "The tutorial cannot start", str(exc))
            return False
        self._replace_with(scene)
        return True

    def resume_saved(self, key: str) -> None:
        save, message = saves.tutorial_save(key)
        if save is None:
            self.saved.pop(key, None)
            self._build()
            show_message(self.app, "Cannot resume", message or "The tutorial save is gone.")
            return
        if self.app.stack.top is self:
            self.app.stack.pop(fade=False)
        open_saved_game(self.app, save)

    def _replace_with(self, scene) -> None:
        if self.app.stack.top is self:
            self.app.stack.replace(scene)
        else:
            self.app.stack.push(scene)

    # frame ----------------------------------------------------------------------------
    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.close()
            return True
        if self.focus.handle(event):
            return True
        if self.back.handle(event):
            return True
        for button in self.buttons:
            if (not button.enabled and event.type == pygame.MOUSEBUTTONUP
                    and event.button == 1 and button.rect.collidepoint(event.pos)
                    and button.on_click is not None):
                button.on_click()
                return True
            if button.handle(event):
                return True
        return False

    def draw(self, surface) -> None:
        if not self._built:
            self._build()
        m = self.m
        px = m.px
        surface.blit(common.backdrop("plain", m.size), (0, 0))
        common.draw_header(surface, "Tutorials", "Learn a game by playing it, one step at a time",
                           m)
        self.back.draw(surface)
        for key, rect, buttons in self.rows:
            info = self.app.plugins[key]
            available = any(b.enabled for b in buttons)
            draw_panel(surface, rect, fill=palette.PANEL, border=palette.ACCENT if available
                       else palette.PANEL_BORDER, radius=px(12), alpha=235, line=max(1, px(2)))
            left = min(b.rect.x for b in buttons) - px(24)
            surface.blit(text.fit(info.title, m.pt(24), left - rect.x - px(24),
                                  palette.ACCENT if available else palette.TEXT_DIM, text.BOLD),
                         (rect.x + px(24), rect.y + px(14)))
            lesson = (info.lesson or info.blurb) if available else (
                f"{info.blurb}" if not info.built else "The tutorial is being written.")
            body = text.render_wrapped(lesson, m.pt(16), left - rect.x - px(24),
                                       palette.TEXT if available else palette.TEXT_DIM,
                                       line_gap=px(4))
            surface.blit(body, (rect.x + px(24), rect.y + px(48)),
                         pygame.Rect(0, 0, body.get_width(), rect.h - px(52)))
            for button in buttons:
                button.draw(surface)
        self.focus.draw(surface)
