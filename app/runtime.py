"""The window and the main loop.

The window opens at its real size (resizable; the size remembered in the settings, else
1280x720 when the desktop has room, else the largest 16:9 that fits 90 % of it) and the
App's Display (app/ui/display.py) follows it: native scenes draw at its real pixels, the
legacy ones on a 1280x720 canvas scaled into it (app/scene.py). F11 switches between the
window and fullscreen at the desktop's resolution; the choice and the windowed size are
remembered. Headless mode (SDL's dummy driver) runs the same loop with a fixed time
step, for tests, the demo, benchmarks and the packaged build's smoke test, on a surface
of the size asked for (``--size``).
"""
from __future__ import annotations

import os
import time
from typing import Callable

import pygame

from app import audio, config, paths, storage
from app.collector import Collector
from app.scene import SceneStack
from app.shell import NoShell, Shell
from app.ui import display as display_mod
from app.ui.ai_driver import inline_thinking
from app.ui.icon import window_icon

FRAME_HISTORY = 18_000          # frames of timing kept (five minutes at 60 fps)
REMEMBER_AFTER = 0.5            # seconds without a resize before the size is saved
# seconds after an F11 during which another F11 press counts only after its key came up:
# the new window SDL opens may report the key that opened it as pressed again
F11_SETTLE = 1.0


def default_window_size(desktop: tuple[int, int] | None) -> tuple[int, int]:
    """1280x720 when 90 % of the desktop holds it, else the largest 16:9 that fits."""
    lw, lh = config.LOGICAL_SIZE
    if not desktop or desktop[0] <= 0 or desktop[1] <= 0:
        return (lw, lh)
    room_w, room_h = int(desktop[0] * 0.9), int(desktop[1] * 0.9)
    if room_w >= lw and room_h >= lh:
        return (lw, lh)
    k = min(room_w / lw, room_h / lh)
    return (max(640, int(lw * k)), max(360, int(lh * k)))


def parse_size(value: str) -> tuple[int, int]:
    """"1920x1080" as (1920, 1080); ValueError for anything else or out of bounds."""
    from app.settings import WINDOW_MAX, WINDOW_MIN
    w, sep, h = value.lower().replace("×", "x").partition("x")
    if not sep or not w.strip().isdigit() or not h.strip().isdigit():
        raise ValueError(f"{value!r} is not a size like 1920x1080")
    size = (int(w), int(h))
    if not (WINDOW_MIN[0] <= size[0] <= WINDOW_MAX[0] and WINDOW_MIN[1] <= size[1] <= WINDOW_MAX[1]):
        raise ValueError(f"{value!r}: a size from {WINDOW_MIN[0]}x{WINDOW_MIN[1]} "
                         f"to {WINDOW_MAX[0]}x{WINDOW_MAX[1]}")
    return size


class App:
    def __init__(self, headless: bool = False, settings=None, plugins=None,
                 size: tuple[int, int] | None = None) -> None:
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
        # the console script, the built executable): desktops group its windows by it.
        # Set, not defaulted: under X, ``import pygame`` already put the script's name
        # there ("__main__.py" for python -m app)
        os.environ["SDL_VIDEO_X11_WMCLASS"] = config.WINDOW_CLASS
        os.environ["SDL_VIDEO_WAYLAND_WMCLASS"] = config.WINDOW_CLASS
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
        # the settings read from the file are written back when the window changes;
        # handed-over ones (a test's, the headless demo's) only when ``persist`` is set
        self.persist = settings is None
        if settings is None:
            from app.settings import load_settings
            settings, self.settings_message = load_settings()
        else:
            self.settings_message = None
        self.settings = settings
        # sound effects: silent (and never synthesized) in headless mode
        self.audio = audio.Audio(volume=getattr(settings, "volume", 0.7), enabled=not headless)
        audio.install(self.audio)
        window_icon()                # before the window opens (some systems keep the first icon)
        self.fullscreen = False
        self._f11_at, self._f11_up = -F11_SETTLE, True   # the last F11's time; its key came up
        self.windowed_size = self._first_size(size)
        self.display = display_mod.Display(self.windowed_size,
                                           getattr(settings, "ui_scale", 1.0))
        display_mod.install(self.display)
        self.stack = SceneStack(self.display)
        self.collector = Collector()          # full collections between scenes (app.collector)
        self._remember_at: float | None = None    # when the window size is to be saved
        if (not headless and size is None
                and getattr(settings, "window_mode", "windowed") == "fullscreen"):
            self._open_fullscreen()
        else:
            self._open_window(self.windowed_size)
        pygame.display.set_caption(config.TITLE)
        self.clock = pygame.time.Clock()
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
    def _first_size(self, size) -> tuple[int, int]:
        """The size asked for (``--size``), else the remembered one, else the default."""
        if size is not None:
            return (int(size[0]), int(size[1]))
        if self.headless:
            return config.LOGICAL_SIZE
        from app.settings import window_size
        remembered = window_size(getattr(self.settings, "window_w", 0),
                                 getattr(self.settings, "window_h", 0))
        if remembered != (0, 0):
            return remembered
        return default_window_size(self._desktop())

    @staticmethod
    def _desktop() -> tuple[int, int] | None:
        try:
            sizes = pygame.display.get_desktop_sizes()
        except (pygame.error, AttributeError):
            return None
        return (int(sizes[0][0]), int(sizes[0][1])) if sizes else None

    def _open_window(self, size) -> None:
        flags = 0 if self.headless else pygame.RESIZABLE
        self.screen = pygame.display.set_mode(size, flags)
        self.fullscreen = False
        self._took_size()

    def _open_fullscreen(self) -> None:
        desktop = self._desktop() or config.LOGICAL_SIZE
        if self.headless:         # the dummy driver has no fullscreen: its desktop's size
            self.screen = pygame.display.set_mode(desktop, 0)
        else:
            try:
                self.screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            except pygame.error:
                self.screen = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
                self._took_size()
                return
        self.fullscreen = True
        self._took_size()

    def _took_size(self) -> None:
        """The window's surface has a new size: the display and every scene follow."""
        if self.display.resize(self.screen.get_size()):
            self.stack.resized()

    def toggle_fullscreen(self) -> None:
        """F11: fullscreen at the desktop's resolution, or back to the window (at the
        size it had); the choice is remembered."""
        self.set_window_mode("windowed" if self.fullscreen else "fullscreen")

    def set_window_mode(self, mode: str) -> None:
        if mode == "fullscreen" and not self.fullscreen:
            self._open_fullscreen()
        elif mode == "windowed" and self.fullscreen:
            self._open_window(self.windowed_size)
        self.settings.window_mode = "fullscreen" if self.fullscreen else "windowed"
        self._remember()

    def resize_window(self, size) -> None:
        """The window was resized (by the player, a maximise, or ``--size``)."""
        size = (max(1, int(size[0])), max(1, int(size[1])))
        if self.headless:
            if not self.fullscreen:
                self.screen = pygame.display.set_mode(size, 0)
        elif self.fullscreen:
            self.screen = pygame.display.get_surface() or self.screen
        else:
            surface = pygame.display.get_surface()
            if surface is None or surface.get_size() != size:
                surface = pygame.display.set_mode(size, pygame.RESIZABLE)
            self.screen = surface
        if not self.fullscreen:
            self.windowed_size = self.screen.get_size()
            self._remember_at = self.time + REMEMBER_AFTER
        self._took_size()

    def set_ui_scale(self, value: float) -> None:
        """The settings' UI scale (80-150 %): native scenes lay out again."""
        self.display.set_ui_scale(value)
        self.settings.ui_scale = self.display.ui_scale
        self.stack.resized()
        self._remember()

    def _remember(self) -> None:
        """Keep the window's mode, windowed size and UI scale in the settings (and
        their file, for the settings the App read itself)."""
        from app.settings import save_settings, window_size
        s = self.settings
        w, h = window_size(*self.windowed_size)
        if (w, h) != (0, 0):
            s.window_w, s.window_h = w, h
        self._remember_at = None
        if self.persist:
            try:
                save_settings(s)
            except OSError:
                pass          # a read-only config folder: it applies for this session

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
        if self._remember_at is not None and self.time >= self._remember_at:
            self._remember()
        self._deliver_notices()
        self.stack.draw(self.screen)
        self.collector.tick(self.time, self.stack.scenes)
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
            now = time.monotonic()          # one press, one toggle (never a flip-flop)
            if self._f11_up or now - self._f11_at >= F11_SETTLE:
                self._f11_at, self._f11_up = now, False
                self.toggle_fullscreen()
        elif event.type == pygame.KEYUP and event.key == pygame.K_F11:
            self._f11_up = True
        elif event.type == pygame.VIDEORESIZE:
            self.resize_window(event.size)
        elif event.type == pygame.WINDOWSIZECHANGED:
            surface = pygame.display.get_surface()
            if surface is not None and not self.headless:
                self.resize_window(surface.get_size())
        else:
            self.stack.handle(event)

    def run(self, first_scene=None, frames: int | None = None,
            screenshot: str | None = None) -> int:
        if first_scene is not None:
            self.stack.push(first_scene, fade=False)
        self.collector.start(self.time)
        try:
            while self.running and (frames is None or self.frame_count < frames):
                self.frame()
        finally:
            self.collector.stop()
        if self._remember_at is not None:
            self._remember()
        if screenshot:
            self.save_screenshot(screenshot)
        return 0

    def save_screenshot(self, path: str) -> None:
        os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
        pygame.image.save(self.screen, path)
