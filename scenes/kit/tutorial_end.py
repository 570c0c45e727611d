"""The end of a tutorial: the "Tutorial complete" panel (scenes.kit.tutorial shows it
when the last step is played)."""
from __future__ import annotations

import pygame

from app.scene import Scene
from app.ui import palette, text
from app.ui.widgets import Button, draw_panel


class TutorialComplete(Scene):
    """"Tutorial complete": play a real game or go back to the menu. The ``tutorial``
    says the game (its plug-in's key), the text (its steps' COMPLETE), where the panel
    stands and its free game (``end_centre``, ``end_free_game``, ``end_free_label``);
    with a free game (the game's options) the first button starts it against the Easy AI
    at once, else it opens the game's setup screen. The menu and the setup
    screen come from the shell the app was handed (``app.shell``, app/shell.py)."""

    overlay = True
    modal = True
    game = ""
    body = ""
    centre = (640, 330)
    free_game: dict | None = None
    free_label = "Free game vs Easy"

    def __init__(self, app, tutorial=None) -> None:
        super().__init__(app)
        self.tutorial = tutorial
        if tutorial is not None:
            self.game, self.body = tutorial.game_key, tutorial.TS.COMPLETE
            self.centre, self.free_game = tutorial.end_centre, tutorial.end_free_game
            self.free_label = tutorial.end_free_label
        self.rect = pygame.Rect(0, 0, 560, 320)
        self.rect.center = self.centre
        bw, bh = 230, 54
        y = self.rect.bottom - 30 - bh
        self.play_button = Button((self.rect.centerx - bw - 10, y, bw, bh), "Play a real game",
                                  self.play, size=20, key=pygame.K_RETURN)
        self.menu_button = Button((self.rect.centerx + 10, y, bw, bh), "Back to menu",
                                  self.menu, size=20, key=pygame.K_ESCAPE)
        self.buttons = [self.play_button, self.menu_button]
        if self.free_game is not None:
            self.play_button.label = self.free_label

    def play(self) -> None:
        shell = self.app.shell
        self.app.stack.clear_to(shell.menu())
        if self.free_game is None:
            self.app.stack.push(shell.setup(self.game))
            return
        table_scene = self.app.plugins[self.game].table_scene
        self.app.stack.push(table_scene(self.app, difficulty="easy",
                                        options=dict(self.free_game)))

    def menu(self) -> None:
        self.app.stack.clear_to(self.app.shell.menu())

    def handle(self, event) -> bool:
        for b in self.buttons:
            if b.handle(event):
                return True
        return True

    def draw(self, surface) -> None:
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 140))
        surface.blit(shade, (0, 0))
        r = self.rect
        draw_panel(surface, r.move(0, 6), fill=(0, 0, 0), border=None, radius=18, alpha=90)
        draw_panel(surface, r, fill=palette.PANEL, border=palette.ACCENT, radius=18, alpha=250)
        text.blit_text(surface, "Tutorial complete", (r.centerx, r.y + 48), 32, palette.ACCENT,
                       text.BOLD, anchor="center")
        img = text.render_wrapped(self.body, 16, r.w - 64, palette.TEXT)
        surface.blit(img, (r.x + 32, r.y + 90))
        for b in self.buttons:
            b.draw(surface)
