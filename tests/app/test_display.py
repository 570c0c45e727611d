"""The window at its real size (issue 22): the Display's scale, the legacy canvas
scaled into the window with mouse positions mapped back, F11 and resizes remembered,
``--size`` for the demo."""
from __future__ import annotations

import pygame

from app.ui import draw
import pytest

from app.settings import Settings, load_settings, save_settings, settings_path
from app.ui.display import Display
from tests.scenes.shell_helpers import tap

SIZES = [(1024, 576), (1280, 720), (1920, 1080), (2560, 1080), (3840, 2160)]


def test_the_scale_is_the_windows_fit_times_the_ui_scale():
    """1280x720 at 100 % is the design itself; a bigger window scales it by its fit
    (the smaller of width and height ratios), the UI scale multiplies on top."""
    assert Display((1280, 720)).scale == 1.0
    assert Display((1920, 1080)).scale == 1.5
    assert Display((2560, 1080)).scale == 1.5            # 21:9: the height decides
    assert Display((1024, 576)).scale == 0.8
    assert Display((1920, 1080), ui_scale=1.2).scale == pytest.approx(1.8)
    assert Display((1280, 720), ui_scale=9).ui_scale == 1.5       # bounded 80-150 %
    assert Display((1280, 720), ui_scale=0.1).ui_scale == 0.8
    d = Display((1920, 1080))
    assert d.px(40) == 60 and d.pt(20) == 30
    assert d.bounded(1280, 900).scale == pytest.approx(1080 / 900)  # a screen that needs more


def test_the_legacy_canvas_is_letterboxed_and_positions_map_back():
    d = Display((2560, 1080))
    assert d.canvas_rect == pygame.Rect(320, 0, 1920, 1080)       # 16:9 in the middle
    assert d.to_canvas((320 + 960, 540)) == (640, 360)
    assert d.to_canvas(d.from_canvas((100, 650))) == (100, 650)
    small = Display((1024, 576))
    assert small.to_canvas((512, 288)) == (640, 360)
    assert Display((1280, 720)).to_canvas((5, 7)) == (5, 7)      # the window is the canvas


@pytest.mark.parametrize("size", [(1024, 576), (1920, 1080)])
def test_a_click_on_a_legacy_tables_button_lands_on_it(app, size):
    """A table is still drawn at 1280x720 and scaled: a click where its Menu button shows
    in the window opens the pause menu (and a click beside it does not)."""
    from scenes.pause import PauseOverlay
    app.resize_window(size)
    assert app.screen.get_size() == size
    table = app.plugins["magi"].demo_scene(app, players=2, seed=3)
    app.stack.push(table, fade=False)
    app.frame()
    button = table.menu_button.rect
    shown = app.display.from_canvas(button.center)
    assert shown != button.center                      # the window is not the canvas
    tap(app, app.display.from_canvas((button.x - 40, button.bottom + 60)))
    assert app.stack.top is table
    tap(app, shown)
    assert isinstance(app.stack.top, PauseOverlay)
    # the picture is scaled, not cut: the canvas fills the window's width or height
    r = app.display.canvas_rect
    assert r.w == size[0] or r.h == size[1]


def test_f11_and_resizes_are_remembered_in_the_settings(app, fresh_home):
    app.persist = True
    app.frame([pygame.event.Event(pygame.VIDEORESIZE, size=(1600, 900), w=1600, h=900)])
    assert app.screen.get_size() == (1600, 900) and app.display.scale == 1.25
    for _ in range(40):                 # remembered once the resizing has settled
        app.frame()
    loaded, _ = load_settings()
    assert (loaded.window_w, loaded.window_h) == (1600, 900)
    app.frame([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="",
                                  scancode=0)])
    assert app.fullscreen and app.settings.window_mode == "fullscreen"
    assert load_settings()[0].window_mode == "fullscreen"
    desktop = pygame.display.get_desktop_sizes()[0]
    assert app.screen.get_size() == tuple(desktop)      # at the desktop's resolution
    app.frame([_f11(pygame.KEYUP), _f11()])
    assert not app.fullscreen and app.screen.get_size() == (1600, 900)
    assert load_settings()[0].window_mode == "windowed"


def _f11(kind=pygame.KEYDOWN):
    return pygame.event.Event(kind, key=pygame.K_F11, mod=0, unicode="", scancode=0)


def test_one_f11_press_toggles_once_though_the_new_window_reports_it_again(app, fresh_home):
    """One input, one meaning: the window SDL opens for fullscreen may report the F11
    that opened it as pressed again (seen under X: the screen flip-flopped between
    fullscreen and the window); it toggles once, and the next real press (after its key
    came up) toggles back."""
    app.frame([_f11()])
    assert app.fullscreen
    app.frame([_f11()])                                   # the same press, reported again
    app.frame([_f11()])
    assert app.fullscreen
    app.frame([_f11(pygame.KEYUP), _f11()])               # a new press
    assert not app.fullscreen


def test_a_remembered_size_opens_the_window_and_bad_numbers_are_refused(fresh_home):
    from app.runtime import default_window_size
    assert default_window_size((1920, 1080)) == (1280, 720)
    w, h = default_window_size((1366, 700))            # a small laptop: 16:9 in 90 %
    assert w <= 1366 * 0.9 and h <= 700 * 0.9 and abs(w / h - 16 / 9) < 0.01
    save_settings(Settings(window_w=1500, window_h=840, ui_scale=1.3))
    loaded, message = load_settings()
    assert message is None and (loaded.window_w, loaded.window_h, loaded.ui_scale) == \
        (1500, 840, 1.3)
    settings_path().write_text('{"window_w": 99999, "window_h": 5, "ui_scale": 7}')
    loaded, message = load_settings()
    assert message and (loaded.window_w, loaded.ui_scale) == (0, 1.0)


def test_the_demo_writes_a_screenshot_of_the_size_asked_for(tmp_path):
    from app.__main__ import main
    shot = tmp_path / "demo.png"
    assert main(["--demo", "magi", "--headless", "--frames", "3", "--size", "1024x576",
                 "--screenshot", str(shot)]) == 0
    assert pygame.image.load(str(shot)).get_size() == (1024, 576)
    with pytest.raises(SystemExit):
        main(["--demo", "magi", "--headless", "--size", "12x7"])


def test_a_legacy_overlay_over_a_native_screen_is_drawn_at_real_pixels_and_clicked_in_design_pixels(app):
    """Mixed stacks: a legacy overlay draws its 1280x720 design at the window's real
    pixels over the native screen below it, which still shows around it, and gets its
    clicks in design pixels; the native screen below gets window pixels."""
    from app.scene import Scene
    from scenes.menu import MenuScene

    class Legacy(Scene):
        overlay, modal = True, False
        box = pygame.Rect(100, 100, 200, 100)

        def __init__(self, app) -> None:
            super().__init__(app)
            self.clicks: list = []

        def handle(self, event) -> bool:
            if event.type == pygame.MOUSEBUTTONDOWN and self.box.collidepoint(event.pos):
                self.clicks.append(event.pos)
                return True
            return False

        def draw(self, surface) -> None:
            assert surface.get_size() == (1280, 720)
            draw.rect(surface, (255, 0, 0), self.box)

    app.resize_window((1920, 1080))
    menu = app.stack.push(MenuScene(app), fade=False)
    legacy = app.stack.push(Legacy(app), fade=False)
    app.frame()
    inside = app.display.from_canvas(legacy.box.center)
    assert app.screen.get_at(inside)[:3] == (255, 0, 0)
    assert app.screen.get_at((140, 140))[:3] != (255, 0, 0)      # outside the box: the menu
    button = menu.button("New game").rect
    assert app.screen.get_at((button.x + 3, button.centery))[:3] != (0, 0, 0)
    tap(app, inside)
    (x, y), = legacy.clicks
    assert abs(x - legacy.box.centerx) <= 1 and abs(y - legacy.box.centery) <= 1
    app.stack.pop(fade=False)
    assert app.stack.top is menu


def test_the_room_grows_the_design_to_the_windows_aspect_within_21_9_and_4_3():
    from app.ui.display import Display
    assert Display((1920, 1080)).design_room == (1280, 720)
    assert Display((2560, 1080)).design_room == (1680, 720)         # 21:9: all of it
    assert Display((1920, 1200)).design_room == (1280, 800)         # 16:10
    assert Display((1024, 768)).design_room == (1280, 960)          # 4:3
    d = Display((3440, 1000))                                # wider than 21:9: the rest boxed
    assert d.design_room[0] == 1680 and d.room_rect.w < 3440 and d.room_rect.h == 1000
    d = Display((2560, 1080))
    assert d.room_rect == pygame.Rect(20, 0, 2520, 1080)
    assert d.to_canvas((2539, 540), room=True)[0] == 1679
    assert d.from_canvas((0, 0), room=True) == (21, 1)
    assert d.to_canvas((320, 0), room=False) == (0, 0)        # the 1280x720 design, boxed


def test_a_scene_that_fills_the_room_is_drawn_and_clicked_in_room_units(app):
    from app.scene import Scene
    seen: dict = {}

    class Wide(Scene):
        fills_room = True

        def handle(self, event) -> bool:
            if event.type == pygame.MOUSEBUTTONDOWN:
                seen["click"] = event.pos
                return True
            return False

        def draw(self, surface) -> None:
            seen["size"] = surface.get_size()
            surface.fill((0, 0, 255))
            draw.rect(surface, (255, 0, 0), (surface.get_width() - 10, 0, 10, 10))

    app.resize_window((2560, 1080))
    app.stack.clear_to(Wide(app))
    app.stack._fade = 0.0                   # no fade-in over the picture checked
    app.frame()
    assert seen["size"] == (1680, 720)
    assert app.screen.get_at((2530, 5))[:3] == (255, 0, 0)       # its right edge, not boxed
    assert app.screen.get_at((100, 500))[:3] == (0, 0, 255)      # its left part, not boxed
    tap(app, (2530, 5))
    x, y = seen["click"]
    assert 1670 <= x < 1680 and y <= 4


def test_a_scene_that_cannot_draw_on_a_canvas_is_drawn_stretched_not_crashed(app, monkeypatch):
    """The safety net for players (tests run strict): a legacy scene whose drawing fails
    on a real-pixel canvas (it kept a plain picture it draws into) falls back to the
    1280x720 bitmap scaled into the window, and the game goes on."""
    import app.scene as scene_mod
    from app.scene import Scene
    monkeypatch.setattr(scene_mod, "_STRICT", False)
    calls = []

    class Stubborn(Scene):
        def draw(self, surface) -> None:
            calls.append(type(surface).__name__)
            if getattr(surface, "k", 1.0) != 1.0:
                pygame.Surface((4, 4)).blit(surface, (0, 0))      # a plain picture
            draw.rect(surface, (255, 0, 0), (0, 0, 1280, 720))

    app.resize_window((1920, 1080))
    stubborn = app.stack.push(Stubborn(app), fade=False)
    app.frame()
    app.frame()
    assert stubborn in app.stack._soft
    assert app.screen.get_at((960, 540))[:3] == (255, 0, 0)
