"""Settings persist across loads; a bad settings file is moved aside and reported."""
from __future__ import annotations

from app.runtime import App
from app.settings import Settings, load_settings, save_settings, settings_path


def test_settings_persist(fresh_home):
    assert load_settings() == (Settings(), None)
    s = Settings(window_mode="fullscreen", animation_speed="fast", ai_difficulty="hard",
                 volume=0.25)
    save_settings(s)
    loaded, message = load_settings()
    assert message is None and loaded == s


def test_out_of_range_values_are_fixed(fresh_home):
    settings_path().write_text('{"window_mode": "huge", "volume": 7, "ai_difficulty": 3,'
                               ' "unknown": 1}')
    loaded, message = load_settings()
    assert message is None
    assert loaded == Settings(volume=1.0)


def test_corrupt_settings_moved_aside_and_reported(fresh_home):
    settings_path().write_bytes(b"{\"window_mode\": \"full")
    app = App(headless=True)
    assert app.settings == Settings()
    assert app.settings_message and "moved aside" in app.settings_message
    bad = list(settings_path().parent.glob("settings.json.bad-*"))
    assert len(bad) == 1 and bad[0].read_bytes() == b"{\"window_mode\": \"full"
    # the menu shows the message once
    from scenes.menu import MenuScene
    from scenes.message import MessageOverlay
    app.stack.push(MenuScene(app), fade=False)
    app.frame()
    top = app.stack.top
    assert isinstance(top, MessageOverlay) and "moved aside" in top.body
    top.choose(0)
    app.frame()
    assert isinstance(app.stack.top, MenuScene) and app.settings_message is None


def test_newer_settings_version_rejected(fresh_home):
    settings_path().write_text('{"version": 99, "volume": 0.1}')
    loaded, message = load_settings()
    assert loaded == Settings() and "newer" in message
