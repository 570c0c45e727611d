"""A save's game settings are held to what the game allows (issue 21, item 5): an Arena
autosave whose turn track is 10**9 turns long used to pass the save check, the menu
offered Continue, and opening it never returned (a box drawn per turn). The guarded
reader now refuses it through the engine's check_config: moved aside, explained, and
the menu offers no Continue."""
from __future__ import annotations

import pytest

from app import saves
from engines.core.replay import Record
from scenes.menu import MenuScene, start_scene


def _arena_save(turns):
    config = {"players": 2, "armies": ["chandra", "nissa"], "turns": turns}
    saves.autosave("arena", Record("arena", config, 7, []), {"human_seat": 0,
                                                             "mode": "game"})


@pytest.mark.parametrize("turns", [10 ** 9, 10 ** 7, 31, -1])
def test_an_arena_save_with_a_turn_track_the_rulebook_has_not_is_moved_aside(fresh_home,
                                                                             turns):
    _arena_save(turns)
    save, message = saves.latest("game")
    assert save is None
    assert message and "moved aside" in message and "turn track" in message
    assert not saves.autosave_path("arena").exists()


def test_an_arena_save_with_the_rulebooks_track_loads(fresh_home):
    _arena_save(30)
    save, message = saves.latest("game")
    assert message is None and save is not None


def test_the_menu_offers_no_continue_for_a_save_with_a_huge_turn_track(app, fresh_home):
    _arena_save(10 ** 9)
    menu = start_scene(app)
    app.stack.push(menu, fade=False)
    app.frame()
    assert isinstance(menu, MenuScene)
    assert "Continue" not in menu.labels
