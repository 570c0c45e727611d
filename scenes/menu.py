"""The main menu: the title over a slowly drifting field of glowing motes, and
Continue (when there is a save), New game, Load game (when there are saves), Tutorials,
Your record (once a game was finished: the Stats screen), Settings and Quit."""
from __future__ import annotations

import math
import random
from dataclasses import dataclass

import pygame

import app as app_pkg
from app import record_stats, records, saves
from app.scene import Scene
from app.ui import canvas, draw, palette, text
from app.ui.display import metrics_of
from app.ui.surface_cache import cached
from app.ui.widgets import Button
from scenes import common
from scenes.message import MessageOverlay, show_message
from scenes.saved_game import open_saved_game

BUTTON_W, BUTTON_H, BUTTON_GAP = 320, 54, 14
N_MOTES = 56
STATS_LABEL = "Your record"      # the Stats screen, once a game was finished


@dataclass
class Mote:
    """A glowing mote drifting up the menu's backdrop."""
    x: float
    y: float
    rise: float        # pixels a second upwards
    phase: float       # where in its sideways sway it starts
    kind: int          # which of the mote sprites
    sway: float        # how fast it sways


def start_scene(app) -> Scene:
    """The first scene of the app (called by app/__main__.py)."""
    return MenuScene(app)


def _mote_sprites(scale: float = 1.0) -> list[pygame.Surface]:
    return [_mote(max(2, round(radius * scale)), colour) for radius, colour in
            ((10, (255, 200, 110)), (14, (170, 150, 255)), (7, (140, 230, 220)))]


@cached
def _mote(radius: int, colour: tuple) -> pygame.Surface:
    size = radius * 2
    s = canvas.new((size, size))
    s.fill((0, 0, 0))
    for r in range(radius, 0, -1):
        k = (1 - r / radius) ** 2
        draw.circle(s, tuple(int(c * k) for c in colour), (radius, radius), r)
    return s


NEED = (700, 630)        # the least room (design units) the menu fits in, packed tighter


def _between(low: float, high: float, k: float) -> float:
    return low + (high - low) * k


class MenuScene(Scene):
    native = True

    def __init__(self, app) -> None:
        super().__init__(app)
        self.t = 0.0
        rng = random.Random(11)
        # motes live in design units over the 1280x720 field, stretched to the window
        self.motes = [Mote(rng.uniform(0, common.W), rng.uniform(0, common.H),
                           rng.uniform(8, 26), rng.uniform(0, math.tau), rng.randrange(3),
                           rng.uniform(0.25, 0.9)) for _ in range(N_MOTES)]
        self.buttons: list[Button] = []
        self.m = metrics_of(self).bounded(*NEED)
        self.focus = common.FocusGroup(scale=self.m.scale)
        self._message_checked = False
        self._pending: list[tuple[str, str]] = []     # shown on the next update
        # files set aside anywhere in the app (a deck in the setup screen's list...)
        # are announced with a message overlay, once each
        app.notify = lambda title, body: show_message(app, title, body)
        self._build()

    # life cycle ---------------------------------------------------------------------
    def enter(self) -> None:
        self._build()

    def resume(self) -> None:
        self._build()

    def on_resize(self) -> None:
        self._build()

    def _check_save(self) -> bool:
        """Is there a save Continue can offer (the newest game autosave)? A bad one is
        found now, when the menu opens: moved aside and explained, instead of offering a
        game that is not there."""
        if not saves.has_autosave():
            return False
        save, message = saves.latest("game")
        if message:
            self._pending.append(("A saved game was set aside", message))
        return save is not None

    def _build(self) -> None:
        entries = []
        if self._check_save():
            entries.append(("Continue", self.on_continue))
        entries.append(("New game", self.on_new_game))
        if saves.entries() or records.has_finished():    # saves, and finished games to replay
            entries.append(("Load game", self.on_load))
        entries.append(("Tutorials", self.on_tutorials))
        if records.has_finished() or record_stats.stats_path().exists():
            entries.append((STATS_LABEL, self.on_stats))
        entries += [("Settings", self.on_settings), ("Quit", self.on_quit)]
        self.m = m = metrics_of(self).bounded(*NEED)
        self.focus.scale = m.scale
        n = len(entries)
        # below the subtitle (y ~290) and above the footer, however many entries; the
        # whole column centred in the window's height (at 16:9 where it always was)
        h, gap = (BUTTON_H, BUTTON_GAP) if n <= 5 else (48, 10) if n <= 6 else (46, 8)
        # a window with less room than 1280x720 design units (a large UI scale) packs
        # the title, subtitle and buttons closer together
        room_h = m.h / m.scale
        k = min(1.0, max(0.0, (room_h - NEED[1]) / (720 - NEED[1])))
        top = _between(240, {4: 350, 5: 320}.get(n, 304), k)
        self.title_y, self.subtitle_y = _between(125, 170, k), _between(205, 262, k)
        self.oy = (m.h - m.px(min(720.0, room_h))) // 2
        x = m.w // 2 - m.px(BUTTON_W) // 2
        self.buttons = [Button((x, self.oy + m.px(top + i * (h + gap)), m.px(BUTTON_W), m.px(h)),
                               label, cb, size=24, scale=m.scale)
                        for i, (label, cb) in enumerate(entries)]
        self.focus.set_items(self.buttons)

    @property
    def labels(self) -> list[str]:
        return [b.label for b in self.buttons]

    def button(self, label: str) -> Button | None:
        return next((b for b in self.buttons if b.label == label), None)

    # actions ------------------------------------------------------------------------
    def on_continue(self) -> None:
        save, message = saves.latest("game")
        if save is None:
            self._build()
            show_message(self.app, "Cannot continue",
                         message or "There is no saved game any more.")
            return
        open_saved_game(self.app, save)

    def on_new_game(self) -> None:
        from scenes.game_setup import GameSetupScene
        self.app.stack.push(GameSetupScene(self.app))

    def on_load(self) -> None:
        from scenes.load_game import LoadGameScene
        self.app.stack.push(LoadGameScene(self.app))

    def on_tutorials(self) -> None:
        from scenes.tutorials import TutorialsScene
        self.app.stack.push(TutorialsScene(self.app))

    def on_stats(self) -> None:
        from scenes.stats_screen import StatsScene
        self.app.stack.push(StatsScene(self.app))

    def on_settings(self) -> None:
        from scenes.settings_scene import SettingsScene
        self.app.stack.push(SettingsScene(self.app))

    def on_quit(self) -> None:
        self.app.quit()

    def confirm_quit(self) -> None:
        self.app.stack.push(MessageOverlay(
            self.app, "Quit Magetable?",
            "Your game in progress is saved; Continue picks it up next time.",
            [("Quit", self.app.quit), ("Stay", None)]))

    # frame --------------------------------------------------------------------------
    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.confirm_quit()
            return True
        if self.focus.handle(event):
            return True
        for button in self.buttons:
            if button.handle(event):
                return True
        return False

    def update(self, dt: float) -> None:
        if not self._message_checked:
            self._message_checked = True
            message = getattr(self.app, "settings_message", None)
            if message:
                self.app.settings_message = None
                show_message(self.app, "Settings were reset", message)
        if self._pending and self.app.stack.top is self:
            pending, self._pending = self._pending, []
            for title, body in pending:
                show_message(self.app, title, body)
        self.t += dt
        for m in self.motes:
            m.y -= m.rise * dt
            m.x += math.sin(self.t * m.sway + m.phase) * 10 * dt
            if m.y < -20:
                m.y = common.H + 20
                m.x = (m.x * 7.31 + 97) % common.W

    def draw(self, surface) -> None:
        m = self.m
        surface.blit(common.backdrop("menu", m.size), (0, 0))
        sprites = _mote_sprites(min(m.w / common.W, m.h / common.H))
        kx, ky = m.w / common.W, m.h / common.H
        for mote in self.motes:
            sprite = sprites[mote.kind]
            surface.blit(sprite, (int(mote.x * kx) - sprite.get_width() // 2,
                                  int(mote.y * ky) - sprite.get_height() // 2),
                         special_flags=pygame.BLEND_RGB_ADD)
        title = common.glow_text("Magetable", m.pt(96), radius=m.px(10))
        bob = math.sin(self.t * 1.2) * 3 * m.scale
        cx = m.w // 2
        surface.blit(title, title.get_rect(center=(cx, self.oy + m.px(self.title_y) + bob)))
        text.blit_text(surface, "Tabletop magic games against the computer or with friends",
                       (cx, self.oy + m.px(self.subtitle_y)), m.pt(22), palette.TEXT_DIM,
                       anchor="center")
        for button in self.buttons:
            button.draw(surface)
        self.focus.draw(surface)
        text.blit_text(surface, f"v{app_pkg.__version__}", (m.w - m.px(20), m.h - m.px(14)),
                       m.pt(16), palette.TEXT_DIM, anchor="bottomright")
        text.blit_text(surface, "Up/Down + Enter to choose  ·  F11 fullscreen",
                       (m.px(20), m.h - m.px(14)), m.pt(16), palette.TEXT_DIM,
                       anchor="bottomleft")
