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
LIST_BOTTOM = 24                 # the list's margin at the window's bottom (it scrolls)
NEED = (900, 420)
RULES_W = 120                    # a row's Rules button


def tutorial_factory(plugin):
    """The game's tutorial_scene function, or None when it has none (yet)."""
    return plugin.tutorial_scene if plugin is not None and plugin.built else None


class TutorialsScene(Scene):
    native = True

    def __init__(self, app) -> None:
        super().__init__(app)
        self.m = metrics_of(self).bounded(*NEED)
        self.back = common.back_button(self.close, m=self.m)
        self.scroll = 0                       # real pixels the list is scrolled by
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
        self.scroll = 0
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
        self.list = pygame.Rect(px(ROW_X), px(ROW_Y), m.w - px(2 * common.MARGIN),
                                m.h - px(ROW_Y + LIST_BOTTOM))
        y = self.list.y - self.scroll
        self.lesson_w: dict[str, int] = {}       # each row's lesson width (pixels)
        for plugin in self.app.plugins:
            key = plugin.key
            # a row as tall as its lesson needs (a narrow window or a large UI scale
            # wraps it on more lines)
            buttons_w = px(24 + 200 + (236 if key in self.saved else 0) + RULES_W + 14 + 24)
            self.lesson_w[key] = self.list.w - px(24) - buttons_w
            body = self._lesson(plugin, self.lesson_w[key])
            rect = pygame.Rect(self.list.x, y, self.list.w,
                               max(px(ROW_H), px(48 + 4) + body.get_height()))
            y = rect.bottom + px(ROW_GAP)
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
            # the game's rules beside its lesson (what the tutorial teaches, in full)
            left = min(b.rect.x for b in row_buttons)
            row_buttons.insert(0, Button((left - px(14 + RULES_W), by, px(RULES_W), px(52)),
                                         "Rules", partial(self.show_rules, key), size=20,
                                         scale=m.scale))
            self.rows.append((key, rect, row_buttons))
            buttons += row_buttons
        self.content_h = y - px(ROW_GAP) + self.scroll - self.list.y
        self.focus.set_items([b for b in buttons if b.enabled and self.list.contains(b.rect)]
                             + [self.back])
        self._built = True

    def _lesson(self, plugin, width: int) -> pygame.Surface:
        m = self.m
        available = tutorial_factory(plugin) is not None
        lesson = (plugin.lesson or plugin.blurb) if available else (
            f"{plugin.blurb}" if not plugin.built else "The tutorial is being written.")
        return text.render_wrapped(lesson, m.pt(16), width,
                                   palette.TEXT if available else palette.TEXT_DIM,
                                   line_gap=m.px(4))

    @property
    def buttons(self) -> list[Button]:
        """The buttons of the rows in view."""
        return [b for _, rect, bs in self.rows if self.list.contains(rect) for b in bs]

    def scroll_by(self, pixels: int) -> None:
        most = max(0, self.content_h - self.list.h)
        scroll = max(0, min(most, self.scroll + pixels))
        if scroll != self.scroll:
            self.scroll = scroll
            self._build()

    # actions --------------------------------------------------------------------------
    def close(self) -> None:
        if self.app.stack.top is self:
            self.app.stack.pop()

    def explain(self, key: str) -> None:
        show_message(self.app, "Coming soon", f"The {self.app.plugins[key].title} tutorial "
                     "will come with the game itself.")

    def show_rules(self, key: str) -> None:
        """The game's rules summary (Back returns to the list)."""
        from scenes.rules_screen import RulesScreen
        self.app.stack.push(RulesScreen(self.app, key))

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
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * self.m.px(60))
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
        clip = surface.get_clip()
        surface.set_clip(self.list.clip(clip))
        for key, rect, buttons in self.rows:
            if not rect.colliderect(self.list):
                continue
            info = self.app.plugins[key]
            available = any(b.enabled for b in buttons)
            draw_panel(surface, rect, fill=palette.PANEL, border=palette.ACCENT if available
                       else palette.PANEL_BORDER, radius=px(12), alpha=235, line=max(1, px(2)))
            left = min(b.rect.x for b in buttons) - px(24)
            surface.blit(text.fit(info.title, m.pt(24), left - rect.x - px(24),
                                  palette.ACCENT if available else palette.TEXT_DIM, text.BOLD),
                         (rect.x + px(24), rect.y + px(14)))
            surface.blit(self._lesson(info, self.lesson_w[key]), (rect.x + px(24), rect.y + px(48)))
            for button in buttons:
                button.draw(surface)
        surface.set_clip(clip)
        self.focus.draw(surface)
