"""Tutorials: one per game. A tutorial teaches by doing, in the game's own table scene
(``scenes.game_module(key).tutorial_scene(app)``); one left half-way can be resumed."""
from __future__ import annotations

import pygame

from app import saves
from app.scene import Scene
from app.ui import palette, text
from app.ui.widgets import Button, draw_panel
from engines.registry import GAMES
from scenes import common
from scenes.message import show_message

ROW_X, ROW_Y, ROW_W, ROW_H, ROW_GAP = common.MARGIN, 132, common.W - 2 * common.MARGIN, 98, 12
LESSONS = {
    "magi": "Learn to match colours and pictures, dodge draws in the magic phase, "
            "use every ability and call \"Magi!\" in time.",
    "magecraft": "Learn to pay and cast your spellbooks, break shields before HP, learn "
                 "from the Academy, revise and master a spell.",
    "magination": "Play the rulebook's example game as Pruitt against Grega: energy, the "
                  "six steps, attacks, powers and the regional penalty.",
}


def tutorial_factory(key: str):
    """The game's tutorial_scene function, or None when it does not exist (yet)."""
    if not GAMES[key].built:
        return None
    try:
        import scenes
        return getattr(scenes.game_module(key), "tutorial_scene", None)
    except Exception:  # noqa: BLE001 - the game's scenes are not written yet
        return None


class TutorialsScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.back = common.back_button(self.close)
        self.saved: dict | None = None
        self.rows: list[tuple[str, pygame.Rect, list[Button]]] = []
        self.focus = common.FocusGroup()
        self._built = False

    def enter(self) -> None:
        self._check_save()
        self._build()

    def resume(self) -> None:
        self._check_save()
        self._build()

    def _check_save(self) -> None:
        self.saved = None
        if not saves.has_autosave():
            return
        save, message = saves.load_autosave()
        if message:
            show_message(self.app, "A saved game was set aside", message)
        elif save is not None and save.get("meta", {}).get("mode") == "tutorial":
            self.saved = save

    def _build(self) -> None:
        self.rows = []
        buttons: list[Button] = []
        for i, key in enumerate(GAMES):
            rect = pygame.Rect(ROW_X, ROW_Y + i * (ROW_H + ROW_GAP), ROW_W, ROW_H)
            row_buttons = []
            factory = tutorial_factory(key)
            bx = rect.right - 24 - 200
            by = rect.centery - 26
            if factory is not None:
                row_buttons.append(Button((bx, by, 200, 52), "Start",
                                          lambda k=key: self.start(k), size=22))
                if self.saved is not None and self.saved.get("game") == key:
                    row_buttons.insert(0, Button((bx - 236, by, 220, 52), "Resume tutorial",
                                                 self.resume_saved, size=20))
            else:
                row_buttons.append(Button((bx, by, 200, 52), "Coming soon",
                                          lambda k=key: self.explain(k), enabled=False,
                                          size=20))
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
        info = GAMES[key]
        show_message(self.app, "Coming soon",
                     f"The {info.title} tutorial will come with the game itself.")

    def start(self, key: str) -> bool:
        factory = tutorial_factory(key)
        if factory is None:
            self.explain(key)
            return False
        if saves.has_autosave():
            what = "tutorial" if self.saved else "game"
            show_message(self.app, "Start the tutorial?",
                         f"Your saved {what} will be replaced by the tutorial.",
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

    def resume_saved(self) -> None:
        from scenes.menu import open_saved_game
        save, message = saves.load_autosave()
        if save is None:
            self.saved = None
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
                    and event.button == 1 and button.rect.collidepoint(event.pos)):
                button.on_click()
                return True
            if button.handle(event):
                return True
        return False

    def draw(self, surface) -> None:
        if not self._built:
            self._build()
        surface.blit(common.backdrop("plain"), (0, 0))
        common.draw_header(surface, "Tutorials", "Learn a game by playing it, one step at a time")
        self.back.draw(surface)
        for key, rect, buttons in self.rows:
            info = GAMES[key]
            available = any(b.enabled for b in buttons)
            draw_panel(surface, rect, fill=palette.PANEL, border=palette.ACCENT if available
                       else palette.PANEL_BORDER, radius=12, alpha=235)
            text.blit_text(surface, info.title, (rect.x + 24, rect.y + 14), 24,
                           palette.ACCENT if available else palette.TEXT_DIM, text.BOLD)
            left = min(b.rect.x for b in buttons) - 24
            lesson = LESSONS.get(key, info.blurb) if available else (
                f"{info.blurb}" if not info.built else "The tutorial is being written.")
            body = text.render_wrapped(lesson, 16, left - rect.x - 24,
                                       palette.TEXT if available else palette.TEXT_DIM)
            surface.blit(body, (rect.x + 24, rect.y + 48),
                         pygame.Rect(0, 0, body.get_width(), rect.h - 52))
            for button in buttons:
                button.draw(surface)
        self.focus.draw(surface)
