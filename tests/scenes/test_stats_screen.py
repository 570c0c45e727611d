"""The Stats screen (scenes/stats_screen.py), opened by mouse from the menu: a tab per
game with its figures, a table by AI difficulty and one by the player's side; a damaged
stats file is explained when the screen opens."""
from __future__ import annotations

import pygame

from app import record_stats, records
from engines.core.replay import Record
from scenes.menu import STATS_LABEL, MenuScene
from scenes.message import MessageOverlay
from scenes.stats_screen import StatsScene
from tests.scenes.shell_helpers import click_button, press

T0 = 1_800_000_000.0


def some_stats() -> None:
    """A few finished games of Arena and Magi-Nation, kept and counted as the table does."""
    games = [("arena", "win", "hard", "Chandra"), ("arena", "loss", "easy", "Jace"),
             ("arena", "win", "hard", "Chandra"), ("magination", "draw", "normal",
                                                   "Evu, Tryn, Yaki")]
    for i, (game, result, diff, side) in enumerate(games):
        meta = {"result": result, "difficulty": diff, "side": side, "players": 2,
                "turns": 10 + i, "decisions": 20, "hints": 1}
        records.keep_finished(game, Record(game, {"players": 2}, 1, []), meta, now=T0 + i)
        record_stats.count_finished(game, meta, archived=True)


def _open(app) -> StatsScene:
    menu = app.stack.push(MenuScene(app), fade=False)
    app.frame()
    click_button(app, menu.button(STATS_LABEL))
    app.frame()
    scene = next(s for s in app.stack.scenes if isinstance(s, StatsScene))
    return scene


def _tab(scene: StatsScene, title: str):
    return next(t for t in scene.tabs if t.label == title)


def test_the_menu_offers_your_record_once_a_game_was_kept(app):
    menu = app.stack.push(MenuScene(app), fade=False)
    assert STATS_LABEL not in menu.labels
    some_stats()
    menu.resume()
    assert menu.labels.index(STATS_LABEL) == menu.labels.index("Tutorials") + 1


def test_the_screen_opened_by_mouse_shows_each_games_figures(app):
    some_stats()
    scene = _open(app)
    assert [t.label for t in scene.tabs] == [p.title for p in app.plugins.built()]
    click_button(app, _tab(scene, "Arena of the Planeswalkers"))
    app.frame()
    shown = scene.shown_text()
    for line in ("Games finished 3", "Wins 2", "Losses 1", "Draws 0", "Win rate 67%",
                 "Win streak now 1", "Best win streak 1", "Average length 11.0 turns",
                 "Hints used 3", "By AI difficulty", "Easy 1 0 1 0 0%",
                 "Hard 2 2 0 0 100%", "By army", "Chandra 2 2 0 0 100%",
                 "Jace 1 0 1 0 0%"):
        assert line in shown, (line, shown)
    assert scene.recent() == ["win", "loss", "win"]
    click_button(app, _tab(scene, "Magi-Nation Duel"))
    app.frame()
    shown = scene.shown_text()
    assert "Draws 1" in shown and "By deck" in shown and "Evu, Tryn, Yaki 1 0 0 1 0%" in shown
    click_button(app, _tab(scene, "Magi"))
    app.frame()
    assert scene.selected == "magi" and scene.shown_text() == []     # none finished yet
    press(app, pygame.K_RIGHT)
    assert scene.selected == "magination"
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MenuScene)


def test_a_game_without_a_side_has_no_side_table(app):
    meta = {"result": "win", "players": 4, "turns": 30}
    records.keep_finished("magi", Record("magi", {"players": 4}, 1, []), meta, now=T0)
    record_stats.count_finished("magi", meta, archived=True)
    scene = _open(app)
    click_button(app, _tab(scene, "Magi"))
    assert [title for title, _ in scene.tables()] == ["By AI difficulty"]
    assert "Games finished 1" in scene.shown_text()


def test_a_damaged_stats_file_is_explained_and_the_archive_counted_again(app):
    some_stats()
    record_stats.stats_path().write_bytes(b"{ not json")
    scene = _open(app)
    box = app.stack.top
    assert isinstance(box, MessageOverlay) and box.title == record_stats.NOTICE_TITLE
    assert "could not be read" in box.body and "moved aside" in box.body
    click_button(app, box.buttons[0])
    assert app.stack.top is scene
    click_button(app, _tab(scene, "Arena of the Planeswalkers"))
    assert "Games finished 3" in scene.shown_text()
    assert list(record_stats.stats_path().parent.glob("stats.json.bad-*"))
