"""Menu, game setup, tutorials list and rules screen, driven by synthetic input."""
from __future__ import annotations

import dataclasses

import pygame
import pytest

from app.plugin import Plugins
from app import saves
from app.scene import Scene
from engines.core.replay import Record
from scenes.game_setup import GameSetupScene
from scenes.menu import MenuScene, start_scene
from scenes.message import MessageOverlay
from scenes.rules_screen import RulesScreen
from scenes.settings_scene import SettingsScene
from scenes.tutorials import TutorialsScene
from tests.scenes.shell_helpers import click, click_button, motion, press, wheel


def _made(path):
    """``path`` with its folder made (a file dropped where the app keeps saves)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    return path


class FakeTable(Scene):
    game_key = "magi"

    def __init__(self, app, **kw):
        super().__init__(app)
        self.kw = kw


def _replace_plugins(app, **entry_points):
    """Every built game's plug-in, with its entry points replaced."""
    app.plugins = Plugins([dataclasses.replace(p, **entry_points) if p.built else p
                           for p in app.plugins])


@pytest.fixture
def fake_games(app):
    """The games' plug-ins open a stand-in table that records what it was asked."""
    calls = []
    _replace_plugins(
        app,
        table_scene=lambda app, **kw: calls.append(("table", kw)) or FakeTable(app, **kw),
        from_save=lambda app, save: calls.append(("save", save)) or FakeTable(app, save=save),
        tutorial_scene=lambda app: calls.append(("tutorial", {})) or FakeTable(app),
    )
    return calls


def _coming_soon(app) -> str:
    """A game still coming soon (skips the test when every game is playable)."""
    soon = [p.key for p in app.plugins if not p.built]
    if not soon:
        pytest.skip("every game is playable")
    return soon[0]


def _save(game="magi", mode="game"):
    saves.autosave(game, Record(game, {"players": 4}, 7, []), {"human_seat": 0, "mode": mode})


def _menu(app):
    menu = start_scene(app)
    app.stack.push(menu, fade=False)
    app.frame()
    return menu


def test_continue_only_with_a_save(app, fresh_home):
    menu = _menu(app)
    assert isinstance(menu, MenuScene)
    assert menu.labels == ["New game", "Tutorials", "Settings", "Quit"]
    _save()
    menu.resume()
    assert menu.labels[0] == "Continue"


def test_continue_opens_the_saved_game(app, fresh_home, fake_games):
    _save()
    menu = _menu(app)
    click_button(app, menu.button("Continue"))
    assert isinstance(app.stack.top, FakeTable)
    assert fake_games[0][0] == "save" and fake_games[0][1]["game"] == "magi"


@pytest.mark.parametrize("content", [b"\x00\x01garbage\xff", b'{"version": 1, "game": "ma',
                                     b'{"version": 999, "game": "magi", "record": {}}',
                                     b"null"])
def test_corrupt_save_found_when_the_menu_opens(app, fresh_home, content):
    _made(saves.autosave_path("magi")).write_bytes(content)
    menu = _menu(app)
    assert "Continue" not in menu.labels          # no game offered that is not there
    top = app.stack.top
    assert isinstance(top, MessageOverlay) and "moved aside" in top.body
    bad = list(saves.autosave_path("magi").parent.glob("auto-magi.json.bad-*"))
    assert len(bad) == 1 and bad[0].read_bytes() == content
    assert str(bad[0]) in top.body
    click_button(app, top.buttons[0])
    assert app.stack.top is menu
    assert "Continue" not in menu.labels
    click_button(app, menu.button("New game"))
    assert isinstance(app.stack.top, GameSetupScene)


def test_save_damaged_while_the_menu_is_open(app, fresh_home):
    _save()
    menu = _menu(app)
    assert menu.labels[0] == "Continue"
    _made(saves.autosave_path("magi")).write_bytes(b'{"version": 1, "game": "ma')
    click_button(app, menu.button("Continue"))
    top = app.stack.top
    assert isinstance(top, MessageOverlay) and "moved aside" in top.body
    click_button(app, top.buttons[0])
    assert app.stack.top is menu and "Continue" not in menu.labels


def test_restore_failure_moves_save_aside(app, fresh_home, monkeypatch):
    def boom(app, save):
        raise ValueError("list indices must be integers or slices, not str")
    _replace_plugins(app, from_save=boom)
    _save()
    menu = _menu(app)
    click_button(app, menu.button("Continue"))
    assert isinstance(app.stack.top, MessageOverlay)
    body = app.stack.top.body
    assert "could not be opened" in body and "moved aside" in body
    assert "list indices" not in body                 # no Python internals shown
    assert not saves.has_autosave()
    assert app.stack.scenes == [menu, app.stack.top]


def test_menu_keyboard_and_quit(app, fresh_home):
    menu = _menu(app)
    press(app, pygame.K_DOWN)          # shows the focus on the first button
    press(app, pygame.K_DOWN)          # Tutorials
    press(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, TutorialsScene)
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is menu
    click_button(app, menu.button("Settings"))
    assert isinstance(app.stack.top, SettingsScene)
    press(app, pygame.K_ESCAPE)
    press(app, pygame.K_ESCAPE)        # quit confirmation
    assert isinstance(app.stack.top, MessageOverlay)
    press(app, pygame.K_ESCAPE)        # "Stay"
    assert app.stack.top is menu and app.running
    press(app, pygame.K_ESCAPE)
    click_button(app, app.stack.top.buttons[0])
    assert not app.running


def test_setup_refuses_coming_soon_game(app, fresh_home, fake_games):
    menu = _menu(app)
    click_button(app, menu.button("New game"))
    setup = app.stack.top
    soon = _coming_soon(app)
    click(app, setup.tiles[soon].center)
    assert setup.selected == soon and not setup.start_button.enabled
    click_button(app, setup.start_button)
    assert isinstance(app.stack.top, MessageOverlay)
    assert "coming soon" in app.stack.top.title.lower()
    app.stack.top.choose(0)
    assert setup.start() is False
    app.stack.top.choose(0)
    assert app.stack.top is setup and not fake_games


def test_setup_starts_magi_with_options(app, fresh_home, fake_games):
    app.settings.ai_difficulty = "hard"
    menu = _menu(app)
    click_button(app, menu.button("New game"))
    setup = app.stack.top
    assert setup.selected == "magi" and setup.difficulty == "hard"
    for _ in range(5):                  # 4 -> 8 -> wraps to 2 (house rule)
        click(app, setup.player_cycler.right.center)
    assert setup.players["magi"] == 2
    click(app, setup.control("variation").rect.center)
    click(app, setup.difficulty_cycler.left.center)
    click_button(app, setup.start_button)
    table = app.stack.top
    assert isinstance(table, FakeTable)
    kw = fake_games[0][1]
    assert kw["players"] == 2 and kw["difficulty"] == "normal"
    assert kw["options"] == {"variation": True} and isinstance(kw["seed"], int)
    assert app.stack.scenes == [menu, table]


def test_setup_warns_before_replacing_a_save(app, fresh_home, fake_games):
    _save()
    menu = _menu(app)
    click_button(app, menu.button("New game"))
    click_button(app, app.stack.top.start_button)
    assert isinstance(app.stack.top, MessageOverlay)
    press(app, pygame.K_ESCAPE)           # cancel
    assert isinstance(app.stack.top, GameSetupScene) and not fake_games
    click_button(app, app.stack.top.start_button)
    press(app, pygame.K_RETURN)           # start
    assert isinstance(app.stack.top, FakeTable)


def test_tutorials_list(app, fresh_home, fake_games):
    menu = _menu(app)
    click_button(app, menu.button("Tutorials"))
    tut = app.stack.top
    labels = {key: [b.label for b in bs] for key, _, bs in tut.rows}
    soon = _coming_soon(app)
    assert labels["magi"] == ["Start"] and labels[soon] == ["Coming soon"]
    row = next(i for i, (key, _, _) in enumerate(tut.rows) if key == soon)
    click_button(app, tut.rows[row][2][0])                # a coming-soon game: explains
    assert isinstance(app.stack.top, MessageOverlay)
    app.stack.top.choose(0)
    click_button(app, tut.rows[0][2][0])
    assert isinstance(app.stack.top, FakeTable) and fake_games[-1][0] == "tutorial"
    assert app.stack.scenes[0] is menu and len(app.stack.scenes) == 2


def test_resume_tutorial(app, fresh_home, fake_games):
    _save(mode="tutorial")
    menu = _menu(app)
    click_button(app, menu.button("Tutorials"))
    tut = app.stack.top
    resume = [b for b in tut.buttons if b.label == "Resume tutorial"]
    assert resume
    click_button(app, resume[0])
    assert isinstance(app.stack.top, FakeTable)
    assert fake_games[-1][0] == "save" and fake_games[-1][1]["meta"]["mode"] == "tutorial"


def test_rules_screen_scrolls(app):
    rules = RulesScreen(app, "magi")
    app.stack.push(rules, fade=False)
    app.frame()
    titles = [t for t, _ in rules.sections]
    for needed in ("Abilities", "Calling \"Magi!\"", "Scoring", "Our house rules", "Controls"):
        assert needed in titles
    assert rules.max_scroll > 1000 and rules.scroll == 0
    app.frame([wheel(-3)])
    assert rules.scroll == 180
    press(app, pygame.K_DOWN)
    assert rules.scroll == 228
    press(app, pygame.K_END)
    assert rules.scroll == rules.max_scroll
    assert rules.current_section() == len(rules.sections) - 1
    press(app, pygame.K_HOME)
    assert rules.scroll == 0
    thumb = rules.thumb()
    app.frame([motion(thumb.center), pygame.event.Event(pygame.MOUSEBUTTONDOWN,
                                                        pos=thumb.center, button=1)])
    app.frame([motion((thumb.centerx, thumb.centery + 200), (1, 0, 0))])
    assert rules.scroll > 500
    click(app, (thumb.centerx, thumb.centery + 200))     # release
    before = rules.scroll
    click(app, rules.toc_rects[0].center)
    assert rules.scroll == 0 and before > 0
    press(app, pygame.K_ESCAPE)
    assert not app.stack.scenes or app.stack.top is not rules


@pytest.mark.parametrize("key", ["arena", "magecraft", "nonsense"])
def test_rules_for_other_games(app, key):
    rules = RulesScreen(app, key)
    app.stack.push(rules, fade=False)
    app.frame([wheel(-5)])
    assert rules.sections


def test_load_game_is_offered_for_a_finished_game_alone(app):
    """With no save but a finished game kept (its replay and review are in Load game),
    the menu offers Load game, and the screen it opens lists that game."""
    from app import records
    from engines.core.replay import Record
    from scenes.load_game import LoadGameScene
    from scenes.menu import MenuScene
    menu = app.stack.push(MenuScene(app), fade=False)
    assert "Load game" not in menu.labels
    records.keep_finished("magi", Record("magi", {"players": 4}, 1, []),
                          {"result": "loss", "players": 4}, now=1_800_000_000.0)
    menu.resume()
    assert "Load game" in menu.labels
    app.frame()
    click_button(app, menu.button("Load game"))
    app.frame()
    load = next(s for s in app.stack.scenes if isinstance(s, LoadGameScene))
    assert any(getattr(entry, "game", None) == "magi" for entry, *_ in load.rows)
