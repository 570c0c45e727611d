"""Settings: window mode, the size of text and buttons (UI scale, 80-150 %), animation speed, fast AI turns, default AI difficulty, the
"Magi!" auto-call and volume. Every change is saved at once. Drawn as a panel over whatever is below (the menu or a paused game)."""
from __future__ import annotations

import pygame

import app as app_pkg
from app.scene import Scene
from app.settings import (ANIMATION_SPEEDS, DIFFICULTIES, UI_SCALE_RANGE, WINDOW_MODES,
                          save_settings)
from app.ui import draw, palette, text
from app.ui.display import metrics_of
from app.ui.widgets import Button, draw_panel
from scenes import common

PANEL_W, PANEL_H = 760, 660      # design units
ROWS_H = 464                     # the rows' height (they scroll when the panel is shorter)
NEED = (PANEL_W + 40, 420)       # the least room: a large UI scale scrolls the rows


class SettingsScene(Scene):
    native = True
    overlay = True
    modal = True

    def __init__(self, app) -> None:
        super().__init__(app)
        self.focus = common.FocusGroup()
        self._pending_ui: float | None = None     # a UI scale chosen on the slider
        self.scroll = 0.0                         # design units the rows are scrolled by
        self._layout()

    def on_resize(self) -> None:
        self._layout()

    def _layout(self) -> None:
        s = self.app.settings
        self.m = m = metrics_of(self).bounded(*NEED)
        px = m.px
        self.panel = panel = pygame.Rect(0, 0, px(PANEL_W),
                                         min(px(PANEL_H), m.h - px(40)))
        panel.center = (m.w // 2, m.h // 2)
        x, w = panel.x + px(48), panel.w - px(96)
        # the rows' viewport, between the title's line and the Back button
        self.view = pygame.Rect(panel.x + px(8), panel.y + px(92), panel.w - px(16),
                                panel.h - px(92 + 100))
        self.most = max(0.0, ROWS_H - self.view.h / m.scale)
        self.scroll = min(self.most, max(0.0, self.scroll))
        y = self.view.y + px(8) - px(self.scroll)

        def row(dy: int) -> tuple[int, int, int, int]:
            return (x, y + px(dy), w, px(56))

        self.window = common.Cycler(row(0), "Window",
                                    [(mode, mode.capitalize()) for mode in WINDOW_MODES],
                                    s.window_mode, self._set_window, m=m)
        self.ui_scale = common.Slider(row(64), "Text and buttons size",
                                      getattr(s, "ui_scale", 1.0), self._set_ui_scale,
                                      m=m, low=UI_SCALE_RANGE[0], high=UI_SCALE_RANGE[1])
        self.speed = common.Cycler(row(128), "Animation speed",
                                   [(k, k.capitalize()) for k in ANIMATION_SPEEDS],
                                   s.animation_speed, self._set_speed, m=m)
        self.fast_ai = common.Toggle(row(188), "Fast AI turns",
                                     bool(getattr(s, "fast_ai", False)), self._set_fast_ai,
                                     note="The AI's moves are shown briskly; what they do "
                                          "to you is still shown", m=m)
        self.difficulty = common.Cycler(row(258), "Default AI difficulty",
                                        [(d, d.capitalize()) for d in DIFFICULTIES],
                                        s.ai_difficulty, self._set_difficulty, m=m)
        self.auto_call = common.Toggle(row(320), "Magi: call \"Magi!\" for me",
                                       bool(getattr(s, "auto_call", False)),
                                       self._set_auto_call,
                                       note="Off: after your next-to-last card the turn "
                                            "waits for your call", m=m)
        self.volume = common.Slider(row(392), "Sound volume", s.volume, self._set_volume, m=m)
        self.back = Button((panel.centerx - px(110), panel.bottom - px(32 + 56), px(220),
                            px(56)), "Back", self.close, size=22, scale=m.scale)
        self.rows: list[common.Control] = [self.window, self.ui_scale, self.speed,
                                           self.fast_ai, self.difficulty, self.auto_call,
                                           self.volume]
        self.controls: list[common.Control] = [*self.rows, self.back]
        index, show = self.focus.index, self.focus.show
        self.focus = common.FocusGroup(self.controls, scale=m.scale)
        self.focus.index, self.focus.show = index, show

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

    def _set_ui_scale(self, v) -> None:
        """Applied when the slider is let go (the screen is laid out again at it)."""
        self._pending_ui = float(v)

    def update(self, dt: float) -> None:
        if self._pending_ui is not None and not self.ui_scale._dragging:
            value, self._pending_ui = self._pending_ui, None
            apply = getattr(self.app, "set_ui_scale", None)
            if callable(apply):
                apply(value)            # lays every native scene out again
            else:
                self.app.settings.ui_scale = value
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

    # scrolling (only when a large UI scale leaves the rows less room than they need) --
    def scroll_to(self, units: float) -> None:
        units = min(self.most, max(0.0, units))
        if units != self.scroll:
            focused = self.focus.current
            self.scroll = units
            index = self.controls.index(focused) if focused in self.controls else 0
            self._layout()
            self.focus.index = index

    def _show_focused(self) -> None:
        """Scroll the keyboard's row into view."""
        item = self.focus.current
        if item is None or item is self.back or not self.most:
            return
        top, bottom = self.view.top, self.view.bottom
        k = self.m.scale
        if item.rect.top < top:
            self.scroll_to(self.scroll - (top - item.rect.top) / k - 8)
        elif item.rect.bottom > bottom:
            self.scroll_to(self.scroll + (item.rect.bottom - bottom) / k + 8)

    # frame ----------------------------------------------------------------------------
    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.close()
            return True
        if event.type == pygame.MOUSEWHEEL and self.most:
            self.scroll_to(self.scroll - event.y * 48)
            return True
        if self.focus.handle(event):
            if event.type == pygame.KEYDOWN:
                self._show_focused()
            return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) \
                and not self.view.collidepoint(event.pos):
            return self.back.handle(event) or True      # a row's part outside the view
        for control in self.controls:
            if control.handle(event):
                return True
        return True     # modal

    def draw(self, surface) -> None:
        m, panel = self.m, self.panel
        px = m.px
        surface.blit(common.dimmer(170, surface.get_size()), (0, 0))
        draw_panel(surface, panel.move(0, px(6)), fill=(0, 0, 0), border=None, radius=px(18),
                   alpha=90)
        draw_panel(surface, panel, fill=palette.PANEL, border=palette.PANEL_BORDER,
                   radius=px(18), alpha=250, line=max(1, px(2)))
        text.blit_text(surface, "Settings", (panel.x + px(48), panel.y + px(26)), m.pt(36),
                       palette.ACCENT, text.BOLD)
        text.blit_text(surface, f"Changes are saved at once  ·  v{app_pkg.__version__}",
                       (panel.right - px(48), panel.y + px(42)), m.pt(16), palette.TEXT_DIM,
                       anchor="topright")
        draw.line(surface, palette.PANEL_BORDER, (panel.x + px(48), panel.y + px(84)),
                         (panel.right - px(48), panel.y + px(84)), max(1, px(1)))
        clip = surface.get_clip()
        surface.set_clip(self.view.clip(clip) if self.most else clip)
        for control in self.rows:
            if control.rect.colliderect(self.view):
                control.draw(surface)
        if self.focus.current is not self.back:
            self.focus.draw(surface)
        surface.set_clip(clip)
        if self.most:                     # the rows scroll: a bar at the panel's right
            k = self.view.h / (ROWS_H * self.m.scale)
            track = pygame.Rect(panel.right - px(14), self.view.y, px(6), self.view.h)
            thumb = pygame.Rect(track.x, track.y + int(track.h * (1 - k) * self.scroll
                                                        / self.most), track.w,
                                max(px(24), int(track.h * k)))
            draw.rect(surface, (24, 28, 38), track, border_radius=px(3))
            draw.rect(surface, palette.PANEL_BORDER, thumb, border_radius=px(3))
        self.back.draw(surface)
        if self.focus.current is self.back:
            self.focus.draw(surface)
