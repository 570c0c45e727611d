"""Settings: window mode, animation speed, fast AI turns, default AI difficulty, the
"Magi!" auto-call and volume. Every change is saved at once. Drawn as a panel over whatever is below (the menu or a paused game)."""
from __future__ import annotations

import pygame

import app as app_pkg
from app.scene import Scene
from app.settings import ANIMATION_SPEEDS, DIFFICULTIES, WINDOW_MODES, save_settings
from app.ui import palette, text
from app.ui.widgets import Button, draw_panel
from scenes import common

PANEL = pygame.Rect(0, 0, 760, 660)
PANEL.center = (common.W // 2, common.H // 2)


class SettingsScene(Scene):
    overlay = True
    modal = True

    def __init__(self, app) -> None:
        super().__init__(app)
        s = app.settings
        x, w = PANEL.x + 48, PANEL.w - 96
        y = PANEL.y + 110
        self.window = common.Cycler((x, y, w, 56), "Window",
                                    [(m, m.capitalize()) for m in WINDOW_MODES],
                                    s.window_mode, self._set_window)
        self.speed = common.Cycler((x, y + 72, w, 56), "Animation speed",
                                   [(k, k.capitalize()) for k in ANIMATION_SPEEDS],
                                   s.animation_speed, self._set_speed)
        self.fast_ai = common.Toggle((x, y + 136, w, 56), "Fast AI turns",
                                     bool(getattr(s, "fast_ai", False)), self._set_fast_ai,
                                     note="The AI's moves are shown briskly; what they do "
                                          "to you is still shown")
        self.difficulty = common.Cycler((x, y + 208, w, 56), "Default AI difficulty",
                                        [(d, d.capitalize()) for d in DIFFICULTIES],
                                        s.ai_difficulty, self._set_difficulty)
        self.auto_call = common.Toggle((x, y + 276, w, 56), "Magi: call \"Magi!\" for me",
                                       bool(getattr(s, "auto_call", False)),
                                       self._set_auto_call,
                                       note="Off: after your next-to-last card the turn "
                                            "waits for your call")
        self.volume = common.Slider((x, y + 352, w, 56), "Sound volume", s.volume,
                                    self._set_volume)
        self.back = Button((PANEL.centerx - 110, PANEL.bottom - 32 - 56, 220, 56), "Back",
                           self.close, size=22)
        self.controls: list[common.Control] = [self.window, self.speed, self.fast_ai, self.difficulty,
                         self.auto_call, self.volume, self.back]
        self.focus = common.FocusGroup(self.controls)

    # changes --------------------------------------------------------------------------
    def _save(self) -> None:
        try:
            save_settings(self.app.settings)
        except OSError:
            pass   # a read-only config folder: the settings still apply for this session

    def _set_window(self, mode) -> None:
        if mode != self.app.settings.window_mode:
            self.app.settings.window_mode = mode
            self.app.toggle_fullscreen()
            self._save()

    def _set_speed(self, speed) -> None:
        self.app.settings.animation_speed = speed
        self._save()

    def _set_fast_ai(self, on) -> None:
        self.app.settings.fast_ai = bool(on)
        self._save()

    def _set_auto_call(self, on) -> None:
        self.app.settings.auto_call = bool(on)
        self._save()

    def _set_difficulty(self, d) -> None:
        self.app.settings.ai_difficulty = d
        self._save()

    def _set_volume(self, v) -> None:
        self.app.settings.volume = float(v)
        apply = getattr(self.app, "apply_volume", None)
        if callable(apply):
            apply(float(v))
        self._save()

    def close(self) -> None:
        if self.app.stack.top is self:
            self.app.stack.pop()

    # frame ----------------------------------------------------------------------------
    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.close()
            return True
        if self.focus.handle(event):
            return True
        for control in self.controls:
            if control.handle(event):
                return True
        return True     # modal

    def draw(self, surface) -> None:
        surface.blit(common.dimmer(170), (0, 0))
        draw_panel(surface, PANEL.move(0, 6), fill=(0, 0, 0), border=None, radius=18, alpha=90)
        draw_panel(surface, PANEL, fill=palette.PANEL, border=palette.PANEL_BORDER, radius=18,
                   alpha=250)
        text.blit_text(surface, "Settings", (PANEL.x + 48, PANEL.y + 30), 36, palette.ACCENT,
                       text.BOLD)
        text.blit_text(surface, "Changes are saved at once", (PANEL.right - 48, PANEL.y + 46),
                       16, palette.TEXT_DIM, anchor="topright")
        text.blit_text(surface, f"Magetable {app_pkg.__version__}", (PANEL.x + 48, PANEL.bottom - 60),
                       14, palette.TEXT_DIM, anchor="midleft")
        pygame.draw.line(surface, palette.PANEL_BORDER, (PANEL.x + 48, PANEL.y + 90),
                         (PANEL.right - 48, PANEL.y + 90))
        for control in self.controls:
            control.draw(surface)
        self.focus.draw(surface)
