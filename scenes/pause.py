"""The pause menu, pushed by a table scene on Esc: Resume, Restart, Rules, Settings and
Quit to menu, over the darkened game (and "Skip to the result" when the human is out of
a game the others play on). The game is autosaved after every action, so quitting to
the menu loses nothing (Continue picks it up).

"Forfeit" (a game of the human's going on, with them still in it: not a demo, not a
tutorial, which is a lesson and not a game that counts) asks first, then the table gives
the game up through the engine and shows the game-over screen ("You forfeited")."""
from __future__ import annotations

import pygame

from app.scene import Scene
from app.ui import palette, text
from app.ui.display import metrics_of
from app.ui.widgets import Button, draw_panel
from scenes import common
from scenes.message import MessageOverlay

PANEL_W, PANEL_H = 400, 540       # design units; the panel holds six entries
ROW = 68
FORFEIT_TITLE = "Forfeit this game?"
FORFEIT_BODY = "It counts as a loss: the game ends now and cannot be continued or undone."


class PauseOverlay(Scene):
    native = True
    overlay = True
    modal = True

    def __init__(self, app, game_scene) -> None:
        super().__init__(app)
        self.game_scene = game_scene
        entries = [("Resume", self.resume_game)]
        if getattr(game_scene, "human_out", False) and hasattr(game_scene, "play_out"):
            entries.append(("Skip to the result", self.skip_to_result))
        entries.append(("Restart", self.ask_restart))
        if self._can_save():
            entries.append(("Save game…", self.save_game))
        if self._can_forfeit():
            entries.append(("Forfeit", self.ask_forfeit))
        entries += [("Rules", self.show_rules), ("Settings", self.show_settings),
                    ("Quit to menu", self.quit_to_menu)]
        self.entries = entries
        self.focus = common.FocusGroup()
        self._layout()

    def _layout(self) -> None:
        entries = self.entries
        height = PANEL_H + ROW * (len(entries) - 6)
        self.m = m = metrics_of(self).bounded(PANEL_W + 40, height + 40)
        self.panel = pygame.Rect(0, 0, m.px(PANEL_W), m.px(height))
        self.panel.center = (m.w // 2, m.h // 2)
        x = self.panel.centerx - m.px(150)
        self.buttons = [Button((x, self.panel.y + m.px(100 + i * ROW), m.px(300), m.px(54)),
                               label, cb, size=22, scale=m.scale)
                        for i, (label, cb) in enumerate(entries)]
        index = self.focus.index
        self.focus = common.FocusGroup(self.buttons, scale=m.scale)
        self.focus.index = min(index, len(self.buttons) - 1)

    def on_resize(self) -> None:
        self._layout()

    def button(self, label: str) -> Button | None:
        return next((b for b in self.buttons if b.label == label), None)

    def _can_save(self) -> bool:
        """A game of the human's in progress can be kept in a slot (not a demo, not a
        tutorial, not a finished game)."""
        g = self.game_scene
        try:
            return (getattr(g, "human", None) is not None and g.mode == "game"
                    and g.state.to_move is not None and hasattr(g, "record"))
        except Exception:  # noqa: BLE001 - a scene that is not a table
            return False

    def _can_forfeit(self) -> bool:
        """The table says the human may give the game up now (``can_forfeit``)."""
        can = getattr(self.game_scene, "can_forfeit", None)
        try:
            return bool(can()) if callable(can) else False
        except Exception:  # noqa: BLE001 - a scene that is not a table
            return False

    def save_game(self) -> None:
        from scenes.save_slots import SaveSlotsScene
        self.app.stack.push(SaveSlotsScene(self.app, self.game_scene))

    @property
    def game_key(self) -> str:
        return getattr(self.game_scene, "game_key", "magi")

    # actions ------------------------------------------------------------------------
    def resume_game(self) -> None:
        if self.app.stack.top is self:
            self.app.stack.pop()

    def skip_to_result(self) -> None:
        """Out of the game: the AI players finish it at once."""
        self.resume_game()
        self.game_scene.play_out()

    def ask_restart(self) -> None:
        self.app.stack.push(MessageOverlay(
            self.app, "Restart this game?",
            "The game starts again from a fresh deal with the same players and options. "
            "The current game is lost.",
            [("Restart", self._restart), ("Cancel", None)]))

    def _restart(self) -> None:
        self.resume_game()
        restart = getattr(self.game_scene, "restart", None)
        if callable(restart):
            restart()

    def ask_forfeit(self) -> None:
        self.app.stack.push(MessageOverlay(
            self.app, FORFEIT_TITLE, FORFEIT_BODY,
            [("Forfeit", self._forfeit), ("Cancel", None)]))

    def _forfeit(self) -> None:
        self.resume_game()
        self.game_scene.forfeit()

    def show_rules(self) -> None:
        from scenes.rules_screen import RulesScreen
        self.app.stack.push(RulesScreen(self.app, self.game_key))

    def show_settings(self) -> None:
        from scenes.settings_scene import SettingsScene
        self.app.stack.push(SettingsScene(self.app))

    def quit_to_menu(self) -> None:
        from scenes.menu import MenuScene
        self.app.stack.clear_to(MenuScene(self.app))

    # frame --------------------------------------------------------------------------
    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.resume_game()
            return True
        if self.focus.handle(event):
            return True
        for button in self.buttons:
            if button.handle(event):
                return True
        return True   # modal: the game below gets nothing while paused

    def draw(self, surface) -> None:
        m = self.m
        surface.blit(common.dimmer(165, surface.get_size()), (0, 0))
        panel = self.panel
        draw_panel(surface, panel.move(0, m.px(6)), fill=(0, 0, 0), border=None,
                   radius=m.px(18), alpha=90)
        draw_panel(surface, panel, fill=palette.PANEL, border=palette.ACCENT, radius=m.px(18),
                   alpha=250, line=max(1, m.px(2)))
        text.blit_text(surface, "Paused", (panel.centerx, panel.y + m.px(50)), m.pt(36),
                       palette.ACCENT, text.BOLD, anchor="center")
        for button in self.buttons:
            button.draw(surface)
        self.focus.draw(surface)
        text.blit_text(surface, "Esc to resume", (panel.centerx, panel.bottom - m.px(24)),
                       m.pt(16), palette.TEXT_DIM, anchor="center")
