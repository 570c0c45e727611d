"""The window and the main loop.

The display is opened at the logical size with pygame's SCALED mode: SDL letterboxes
and scales it to the window and maps mouse positions back to logical pixels, so every
scene works in 1280x720 whatever the window size. Headless mode (SDL's dummy driver)
runs the same loop with a fixed time step, for tests, the demo, benchmarks and the
packaged build's smoke test.
"""
from __future__ import annotations

import os
import time
from typing import Callable

import pygame

from app import audio, config, paths, storage
from app.scene import SceneStack
from app.shell import NoShell, Shell
from app.ui.ai_driver import inline_thinking
from app.ui.icon import window_icon

FRAME_HISTORY = 18_000          # frames of timing kept (five minutes at 60 fps)


class App:
    def __init__(self, headless: bool = False, settings=None, plugins=None) -> None:
        from app.plugin import Plugins
        self.headless = headless
        # the games, as plug-ins handed over by the composition root (app/__main__.py)
        self.plugins = plugins if plugins is not None else Plugins(())
        # the shell's screens for the kit (app/shell.py), handed over by the composition root
        self.shell: Shell = NoShell()
        if headless:
            os.environ["SDL_VIDEODRIVER"] = "dummy"
            os.environ["SDL_AUDIODRIVER"] = "dummy"
        # the window class is "magetable" however the app was started (python -m app,
        # the console script, the built executable): desktops group its windows by it
        os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", config.WINDOW_CLASS)
        os.environ.setdefault("SDL_VIDEO_WAYLAND_WMCLASS", config.WINDOW_CLASS)
        pygame.display.init()
        pygame.font.init()
        # messages about files set aside or folders that cannot be used: shown by
        # ``notify(title, body)`` (the menu installs a message overlay), once each
        self.notify: Callable[[str, str], object] | None = None
        storage.take_notices()               # nothing left from an earlier App
        # start-up, however the app starts (the game, the demo, a test's App with its own
        # settings): the folders (a file in the way is reported, never a crash) and the
        # leftovers of interrupted saves; then the settings, unless they were handed over
        for problem in paths.prepare():
            storage.post_notice("Magetable cannot save", problem)
        if settings is None:
            from app.settings import load_settings
            settings, self.settings_message = load_settings()
        else:
            self.settings_message = None
        self.settings = settings
        # sound effects: silent (and never synthesized) in headless mode
        self.audio = audio.Audio(volume=getattr(settings, "volume", 0.7), enabled=not headless)
        audio.install(self.audio)
        flags = 0 if headless else pygame.SCALED | pygame.RESIZABLE
        window_icon()                # before the window opens (some systems keep the first icon)
        self.screen = pygame.display.set_mode(config.LOGICAL_SIZE, flags)
        pygame.display.set_caption(config.TITLE)
        if not headless and getattr(settings, "window_mode", "windowed") == "fullscreen":
            self.toggle_fullscreen()
        self.clock = pygame.time.Clock()
        self.stack = SceneStack()
        self.running = True
        self.frame_count = 0
        # seconds spent in update+draw per frame, wall and CPU time, without the inline
        # AI's thinking (the window's AI thinks in a worker process); and that thinking.
        # Lists (they slice) kept to the last FRAME_HISTORY to 2 * FRAME_HISTORY frames:
        # a long session must not grow them forever.
        self.frame_times: list[float] = []
        self.frame_cpu_times: list[float] = []
        self.frame_ai_times: list[float] = []
        self.fixed_dt = 1.0 / config.FPS if headless else None
        self.time = 0.0                      # seconds of game time since start
        # set by the tests (tables think inline, not in a worker process)
        self.test_mode = False

    # window -------------------------------------------------------------------------
    def toggle_fullscreen(self) -> None:
        if self.headless:
            return
        try:
            pygame.display.toggle_fullscreen()
        except pygame.error:
            pass

    def apply_volume(self, v: float) -> None:
        """The settings screen's volume slider (0 = silent)."""
        self.audio.set_volume(v)

    def quit(self) -> None:
        self.running = False

    # loop ---------------------------------------------------------------------------
    def frame(self, events: list | None = None) -> None:
        """Run one frame. ``events`` (tests) are handled in addition to the real queue."""
        if self.fixed_dt is not None:
            dt = self.fixed_dt
        else:
            dt = min(self.clock.tick(config.FPS) / 1000.0, 0.1)
        self.time += dt
        started, cpu_started = time.perf_counter(), time.process_time()
        ai_wall, ai_cpu = inline_thinking()
        for event in pygame.event.get() + list(events or ()):
            self.dispatch(event)
        self.stack.update(dt)
        self._deliver_notices()
        self.stack.draw(self.screen)
        wall, cpu = time.perf_counter() - started, time.process_time() - cpu_started
        ai_wall_after, ai_cpu_after = inline_thinking()
        thought = ai_wall_after - ai_wall
        self.frame_times.append(max(0.0, wall - thought))
        self.frame_cpu_times.append(max(0.0, cpu - (ai_cpu_after - ai_cpu)))
        self.frame_ai_times.append(thought)
        if len(self.frame_times) >= 2 * FRAME_HISTORY:
            for times in (self.frame_times, self.frame_cpu_times, self.frame_ai_times):
                del times[:FRAME_HISTORY]
        pygame.display.flip()
        self.frame_count += 1
        if not self.stack.scenes:
            self.running = False

    def _deliver_notices(self) -> None:
        if self.notify is None:
            return
        grouped: dict[str, list[str]] = {}
        for title, body in storage.take_notices():
            grouped.setdefault(title, []).append(body)
        for title, bodies in grouped.items():       # one message per kind of notice
            self.notify(title, "\n\n".join(bodies))

    def dispatch(self, event) -> None:
        if event.type == pygame.QUIT:
            self.running = False
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
        else:
            self.stack.handle(event)

    def run(self, first_scene=None, frames: int | None = None,
            screenshot: str | None = None) -> int:
        if first_scene is not None:
            self.stack.push(first_scene, fade=False)
        while self.running and (frames is None or self.frame_count < frames):
            self.frame()
        if screenshot:
            self.save_screenshot(screenshot)
        return 0

    def save_screenshot(self, path: str) -> None:
        os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
        pygame.image.save(self.screen, path)
