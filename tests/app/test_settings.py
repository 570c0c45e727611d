"""Settings persist across loads; a bad settings file is moved aside and reported."""
from __future__ import annotations

import pytest

from app.runtime import App
from app.settings import Settings, load_settings, save_settings, settings_path


def test_settings_persist(fresh_home):
    assert load_settings() == (Settings(), None)
    s = Settings(window_mode="fullscreen", animation_speed="fast", ai_difficulty="hard",
                 volume=0.25)
    save_settings(s)
    loaded, message = load_settings()
    assert message is None and loaded == s


def test_out_of_range_values_are_set_aside(fresh_home):
    settings_path().write_text('{"window_mode": "huge", "volume": 7, "ai_difficulty": 3,'
                               ' "unknown": 1}')
    loaded, message = load_settings()
    assert loaded == Settings()
    assert "could not be read" in message and "moved aside" in message
    assert len(list(settings_path().parent.glob("settings.json.bad-*"))) == 1


def test_unknown_keys_are_ignored(fresh_home):
    settings_path().write_text('{"version": 1, "volume": 0.25, "from_the_future": [1]}')
    assert load_settings() == (Settings(volume=0.25), None)


def test_schema_choices_are_the_apps():
    from typing import get_args, get_type_hints

    from app.settings import ANIMATION_SPEEDS, DIFFICULTIES, WINDOW_MODES, SettingsFile
    hints = get_type_hints(SettingsFile)
    assert get_args(hints["window_mode"]) == WINDOW_MODES
    assert get_args(hints["animation_speed"]) == tuple(ANIMATION_SPEEDS)
    assert get_args(hints["ai_difficulty"]) == DIFFICULTIES


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


@pytest.mark.parametrize("memory", [{"magi": {"players": 4, "options": {"variation": None}}},
                                    {"magi": {"players": 4, "options": {"x": [1, 2]}}},
                                    {"magi": {"players": 99}},
                                    {"Magi!": {"players": 4}},
                                    {"magi": {"players": 4, "options": {"x": "a\x00b"}}}])
def test_a_damaged_remembered_setup_is_refused(memory, fresh_home):
    import json

    from app.settings import load_settings, settings_path
    settings_path().write_text(json.dumps({"version": 1, "last_setup": memory}))
    settings, message = load_settings()
    assert message and "moved aside" in message and settings.last_setup == {}
