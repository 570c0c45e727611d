"""The end of a tutorial: the "Tutorial complete" panel (scenes.kit.tutorial shows it
when the last step is played). Under the game's own words it points every new player at
the coach (issue 25), in the same words for every game: :data:`COACH`, the Hint (the
key T or the Hint button) and the post-game Review."""
from __future__ import annotations

import pygame

from app.scene import Scene
from app.ui import palette, text
from app.ui.display import metrics_of
from app.ui.widgets import Button, draw_panel
from scenes.kit.overlay_place import on_canvas, place, shade

PANEL_W, PANEL_H = 560, 320       # design units
BUTTON_W, BUTTON_H = 230, 54
COACH_GAP = 14
# the coach's last word, the same at the end of every game's tutorial
COACH = ("In a real game, press T or the Hint button and the Hard AI tells you what it "
         "would play. After a game, Review finds your biggest mistakes and lets you play "
         "them again.")


class TutorialComplete(Scene):
    """"Tutorial complete": play a real game or go back to the menu. The ``tutorial``
    says the game (its plug-in's key), the text (its steps' COMPLETE), where the panel
    stands and its free game (``end_centre``, ``end_free_game``, ``end_free_label``);
    with a free game (the game's options) the first button starts it against the Easy AI
    at once, else it opens the game's setup screen. The menu and the setup
    screen come from the shell the app was handed (``app.shell``, app/shell.py).

    Native: drawn at the window's real pixels, laid out from the Display, over the table
    at the point ``centre`` of its 1280x720 canvas (moved to stay whole in the window)."""

    native = True
    overlay = True
    modal = True
    game = ""
    body = ""
    centre = (640, 330)
    free_game: dict | None = None
    free_label = "Free game vs Easy"
    coach = COACH

    def __init__(self, app, tutorial=None) -> None:
        super().__init__(app)
        self.tutorial = tutorial
        if tutorial is not None:
            self.game, self.body = tutorial.game_key, tutorial.TS.COMPLETE
            self.centre, self.free_game = tutorial.end_centre, tutorial.end_free_game
            self.free_label = tutorial.end_free_label
        self._layout()

    def _layout(self) -> None:
        self.m = m = metrics_of(self).bounded(PANEL_W + 40, PANEL_H + 40)
        px = m.px
        self.body_size = m.pt(16)
        self.body_img = text.render_wrapped(self.body, self.body_size, px(PANEL_W - 64),
                                            palette.TEXT)
        self.coach_img = text.render_wrapped(self.coach, m.pt(15), px(PANEL_W - 64),
                                             palette.ACCENT)
        # the panel grows when the coach's words, or a large UI scale, need more lines
        body_room = px(PANEL_H - 90 - 30 - BUTTON_H - 18)
        words_h = (self.body_img.get_height() + px(COACH_GAP)
                   + self.coach_img.get_height())
        extra = max(0, words_h - body_room)
        self.rect = place(pygame.Rect(0, 0, px(PANEL_W), px(PANEL_H) + extra),
                          on_canvas(self, self.centre), m.rect(), px(8))
        bw, bh = px(BUTTON_W), px(BUTTON_H)
        y = self.rect.bottom - px(30) - bh
        self.play_button = Button((self.rect.centerx - bw - px(10), y, bw, bh),
                                  self.free_label if self.free_game is not None
                                  else "Play a real game",
                                  self.play, size=20, key=pygame.K_RETURN, scale=m.scale)
        self.menu_button = Button((self.rect.centerx + px(10), y, bw, bh), "Back to menu",
                                  self.menu, size=20, key=pygame.K_ESCAPE, scale=m.scale)
        self.buttons = [self.play_button, self.menu_button]
        self.coach_rect = self.coach_img.get_rect(
            topleft=(self.rect.x + px(32),
                     self.rect.y + px(90) + self.body_img.get_height() + px(COACH_GAP)))

    def on_resize(self) -> None:
        self._layout()

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
        px = self.m.px
        surface.blit(shade(140, surface.get_size()), (0, 0))
        r = self.rect
        draw_panel(surface, r.move(0, px(6)), fill=(0, 0, 0), border=None, radius=px(18),
                   alpha=90)
        draw_panel(surface, r, fill=palette.PANEL, border=palette.ACCENT, radius=px(18),
                   alpha=250, line=max(1, px(2)))
        text.blit_text(surface, "Tutorial complete", (r.centerx, r.y + px(48)), self.m.pt(32),
                       palette.ACCENT, text.BOLD, anchor="center")
        surface.blit(self.body_img, (r.x + px(32), r.y + px(90)))
        surface.blit(self.coach_img, self.coach_rect.topleft)
        for b in self.buttons:
            b.draw(surface)
