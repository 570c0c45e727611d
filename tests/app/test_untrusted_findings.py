"""The findings of the issue "Every file the app reads is untrusted", one test each,
through the paths the app really takes: start-up (App), the menu (opening it, Continue),
the Tutorials screen, the New game screen's deck list and the deck builder's Load."""
from __future__ import annotations

import contextlib
import os
import signal
import threading
import time

import pygame
import pytest

from app import saves, storage
from app.runtime import App
from app.settings import Settings, settings_path
from scenes.menu import MenuScene, start_scene
from scenes.message import MessageOverlay
from tests.app.file_samples import real_deck, real_save, set_aside, write

# a refusal or an open that takes longer than this is a hang (the findings took 80 s or
# forever); speed itself is the bench's to measure, not a timed test's
HANG = 5.0


def _made(path):
    """``path`` with its folder made (a file dropped where the app keeps saves)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    return path

INTERNALS = ("Error", "Traceback", "list indices", "integer division", "line 1", "Errno",
             "`", "object has no attribute", "NoneType", "not subscriptable")


class TookTooLong(BaseException):
    """Not an Exception: no catch-all in the app may turn a hang into a message."""


@contextlib.contextmanager
def time_bound(seconds: float):
    """Fail (instead of hanging the suite) when the block takes longer than ``seconds``."""
    if threading.current_thread() is not threading.main_thread() or \
            not hasattr(signal, "setitimer"):
        yield
        return

    def expired(signum, frame):
        raise TookTooLong(f"took longer than {seconds} s")
    old = signal.signal(signal.SIGALRM, expired)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


def plain(message: str) -> None:
    assert message and not any(word in message for word in INTERNALS), message


def _menu(app) -> MenuScene:
    menu = start_scene(app)
    app.stack.push(menu, fade=False)
    app.frame()
    return menu


def _overlay_bodies(app) -> list[str]:
    return [s.body for s in app.stack.scenes if isinstance(s, MessageOverlay)]


# --- settings at start-up -----------------------------------------------------------------

@pytest.mark.parametrize("content", [
    {"version": "2"}, {"version": None}, {"version": [1]},
    {"animation_speed": ["fast"]}, {"animation_speed": {"a": 1}},
    {"volume": 10 ** 30}, {"volume": 10 ** 400}, {"volume": True}, {"window_mode": 3},
    b"[" * 1000 + b"]" * 1000, b'{"volume": ' + b"1" * 4400 + b"}", b"null", b"[1]",
])
def test_bad_settings_never_stop_the_app(fresh_home, content):
    write(settings_path(), content)
    app = App(headless=True)
    assert app.settings == Settings()
    plain(app.settings_message)
    assert "moved aside" in app.settings_message and "default settings" in app.settings_message
    assert len(set_aside(settings_path().parent, "settings.json")) == 1
    assert not settings_path().exists()
    _menu(app)                                 # the menu shows it; the app goes on
    assert isinstance(app.stack.top, MessageOverlay)


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero")
def test_settings_linked_to_dev_zero(fresh_home):
    settings_path().symlink_to("/dev/zero")
    with time_bound(5):
        app = App(headless=True)
    assert app.settings == Settings() and "not an ordinary file" in app.settings_message


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs")
def test_settings_fifo_does_not_block_start_up(fresh_home):
    os.mkfifo(settings_path())
    with time_bound(5):
        app = App(headless=True)
    assert app.settings == Settings() and "moved aside" in app.settings_message


# --- the autosave: menu, Continue, Tutorials --------------------------------------------

def _bad_save_cases():
    deep_actions = real_save("magi")
    deep = ["play"]
    for _ in range(900):
        deep = [deep]
    deep_actions["record"]["actions"].append(deep)
    seat99 = real_save("magi")
    seat99["meta"]["human_seat"] = 99
    seat_neg = real_save("magi")
    seat_neg["meta"]["human_seat"] = -1
    cases = {
        "deep nesting": b"[" * 1000 + b"]" * 1000,
        "huge int": b'{"version": ' + b"7" * 4400 + b"}",
        "null": b"null",
        "actions 900 deep": deep_actions,
        "human_seat 99": seat99,
        "human_seat -1": seat_neg,
    }
    nul = real_save("magination")                  # found by the fuzz: echoed by the engine
    nul["record"]["config"]["decks"][0]["magi"] = "\u0000"
    cases["a NUL in a Magi-Nation deck"] = nul
    named = real_save("magi")
    named["record"]["config"]["names"][1] = "\u200b"
    cases["an invisible player name"] = named
    for game in ("magi", "magination", "magecraft"):
        s = real_save(game)
        s["record"]["config"]["players"] = 10 ** 18
        cases[f"{game} players 10**18"] = s
        s = real_save(game)
        s["meta"]["human_seat"] = 2
        cases[f"{game} seat beyond the players"] = s
    return cases


BAD_SAVES = _bad_save_cases()


@pytest.mark.parametrize("case", sorted(BAD_SAVES))
def test_bad_save_found_when_the_menu_opens(app, fresh_home, case):
    write(saves.autosave_path("magi"), BAD_SAVES[case])
    with time_bound(10):
        menu = _menu(app)
    assert "Continue" not in menu.labels
    top = app.stack.top
    assert isinstance(top, MessageOverlay) and top.title == "A saved game was set aside"
    plain(top.body)
    moved = set_aside(saves.autosave_path("magi").parent, "auto-magi.json")
    assert len(moved) == 1 and str(moved[0]) in top.body
    assert "everything else works as before" in top.body
    top.choose(0)
    app.frame()
    assert app.stack.scenes == [menu] and not saves.has_autosave()


@pytest.mark.parametrize("case", ["deep nesting", "human_seat 99", "null",
                                  "magi players 10**18"])
def test_bad_save_on_continue_and_in_tutorials(app, fresh_home, case):
    menu = _menu(app)
    write(saves.autosave_path("magi"), BAD_SAVES[case])   # appears while the menu is open
    with time_bound(10):
        menu.on_continue()
    assert isinstance(app.stack.top, MessageOverlay)
    plain(app.stack.top.body)
    assert app.stack.scenes[0] is menu and len(app.stack.scenes) == 2
    app.stack.top.choose(0)
    write(saves.autosave_path("magi", "tutorial"), BAD_SAVES[case])   # a tutorial's now
    from scenes.tutorials import TutorialsScene
    with time_bound(10):
        app.stack.push(TutorialsScene(app), fade=False)
        app.frame()
    assert isinstance(app.stack.top, MessageOverlay)
    plain(app.stack.top.body)
    assert len(set_aside(saves.autosave_path("magi").parent, "auto-magi.json")) == 1
    assert len(set_aside(saves.autosave_path("magi").parent, "tutorial-magi.json")) == 1


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs")
def test_fifo_save_neither_blocks_nor_stays(app, fresh_home):
    os.mkfifo(_made(saves.autosave_path("magi")))
    with time_bound(5):
        menu = _menu(app)
    assert "Continue" not in menu.labels and isinstance(app.stack.top, MessageOverlay)
    assert "not an ordinary file" in app.stack.top.body
    assert not os.path.lexists(saves.autosave_path("magi"))


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero")
def test_save_linked_to_dev_zero(app, fresh_home):
    _made(saves.autosave_path("magi")).symlink_to("/dev/zero")
    with time_bound(5):
        menu = _menu(app)
    assert "Continue" not in menu.labels and isinstance(app.stack.top, MessageOverlay)


def test_fifty_megabyte_save_is_refused_at_once(app, fresh_home):
    with open(_made(saves.autosave_path("magi")), "wb") as f:
        f.write(b'{"version": 1, "game": "magi", "record": {"actions": [')
        f.truncate(50 * 1024 * 1024)
    started = time.perf_counter()
    menu = _menu(app)
    assert time.perf_counter() - started < HANG
    assert "Continue" not in menu.labels
    assert "too large" in app.stack.top.body


def test_a_save_whose_moves_do_not_replay_is_set_aside(app, fresh_home):
    save = real_save("magi")
    save["record"]["actions"].insert(3, ["play", 999])
    write(saves.autosave_path("magi"), save)
    menu = _menu(app)
    assert "Continue" in menu.labels            # it reads well; the rules refuse it
    menu.on_continue()
    top = app.stack.top
    assert isinstance(top, MessageOverlay) and app.stack.scenes == [menu, top]
    plain(top.body)
    assert "could not be opened" in top.body and "not allowed by the rules" in top.body
    assert len(set_aside(saves.autosave_path("magi").parent, "auto-magi.json")) == 1


@pytest.mark.parametrize("where", ["update", "draw"])
def test_a_table_that_crashes_on_its_first_frame_is_not_pushed(app, fresh_home, monkeypatch,
                                                                where):
    from scenes.magi.table import MagiTable

    def boom(self, *args):
        return [][1]
    monkeypatch.setattr(MagiTable, where, boom)
    write(saves.autosave_path("magi"), real_save("magi"))
    menu = _menu(app)
    menu.on_continue()
    top = app.stack.top
    assert isinstance(top, MessageOverlay) and app.stack.scenes == [menu, top]
    plain(top.body)
    assert "could not be rebuilt" in top.body
    assert not saves.has_autosave()


@pytest.mark.parametrize("dice", [["x"], [7], [0], [-5], "66"])
def test_magination_dice_are_checked(fresh_home, dice):
    """The engine's check_config is the last line: dice are 1-6 (Magi-Nation's own)."""
    from engines.magination import RULES
    save = real_save("magination")
    save["record"]["config"]["dice"] = dice
    write(saves.autosave_path("magi"), save)
    try:
        RULES.check_config({"players": 2})
    except NotImplementedError:
        pytest.skip("Magi-Nation has no check_config yet")
    loaded, message = saves.latest("game")
    assert loaded is None and "moved aside" in message
    plain(message)


def test_real_saves_of_every_game_still_open(app, fresh_home):
    for game in ("magi", "magination", "magecraft"):
        write(saves.autosave_path("magi"), real_save(game, moves=30))
        menu = _menu(app)
        assert "Continue" in menu.labels
        menu.on_continue()
        table = app.stack.top
        assert getattr(table, "game_key", None) == game, _overlay_bodies(app)
        app.stack.clear_to(MenuScene(app))
        for _ in range(2):
            app.frame()
        app.stack.scenes.clear()


def test_long_magi_save_opens_quickly(app, fresh_home):
    """10,000 moves (a Magi game played on past any real one) open in well under a second."""
    from engines.magi.rules import MAX_TARGET
    save = real_save("magi", moves=10_000, players=2, seed=3)
    save["record"]["config"]["target"] = MAX_TARGET     # the highest limit a save may set
    save = _replayed_to(save, 10_000)
    write(saves.autosave_path("magi"), save)
    menu = _menu(app)
    started = time.perf_counter()
    menu.on_continue()
    elapsed = time.perf_counter() - started
    assert getattr(app.stack.top, "game_key", None) == "magi"
    assert len(app.stack.top.record.actions) == 10_000
    assert elapsed < HANG, elapsed


def _replayed_to(save: dict, moves: int) -> dict:
    """The save's Magi game played on for ``moves`` moves by players who draw and pass
    whenever they may (so no real game's end comes first), else move at random."""
    from engines.core.rng import Rng
    from engines.magi import RULES
    rec = save["record"]
    state = RULES.new_game(rec["config"], rec["seed"])
    rng, actions = Rng(3), []
    while len(actions) < moves:
        legal = RULES.legal_actions(state)
        slow = [a for a in legal if a[0] in ("draw", "pass", "skip_magic", "end_turn")]
        a = slow[0] if slow else legal[rng.randrange(len(legal))]
        RULES.apply(state, a)
        actions.append(list(a))
    rec["actions"] = actions
    return save


def test_too_many_moves_are_refused_before_replaying(fresh_home):
    save = real_save("magination")
    from engines.magination import RULES as RULES_MN
    save["record"]["actions"] = [["pass"]] * (RULES_MN.max_record_actions + 1)
    write(saves.autosave_path("magi"), save)
    started = time.perf_counter()
    loaded, message = saves.latest("game")
    assert time.perf_counter() - started < HANG
    assert loaded is None and "more moves than any real game" in message


# --- decks --------------------------------------------------------------------------------

def _bad_decks(folder) -> dict:
    cases = {
        "deep.json": b"[" * 1000 + b"]" * 1000,
        "digits.json": b'{"version": 1, "name": "x", "magi": [], "cards": [' + b"9" * 4400 + b"]}",
        "null.json": b"null",
        "types.json": {**real_deck("Types"), "cards": [1, 2, 3]},
        "version.json": {**real_deck("Version"), "version": "1"},
        "invisible.json": {**real_deck("\u200b\u200b")},
        "nul.json": {**real_deck("Nul"), "magi": ["Evu\u0000"]},
    }
    for name, content in cases.items():
        write(folder / name, content)
    if hasattr(os, "mkfifo"):
        os.mkfifo(folder / "fifo.json")
        cases["fifo.json"] = b""
    if os.path.exists("/dev/zero"):
        (folder / "zero.json").symlink_to("/dev/zero")
        cases["zero.json"] = b""
    return cases


def test_bad_decks_in_the_deck_builders_load(app, fresh_home):
    from scenes.kit.builder.load import LoadEntryOverlay
    from scenes.magination.deck_builder import SPEC
    from scenes.magination.decks import DECKS
    write(DECKS.path("My Cald"), real_deck())
    cases = _bad_decks(DECKS.folder())
    with time_bound(10):
        overlay = LoadEntryOverlay(app, lambda deck: None, SPEC)
    assert [d["name"] for d in overlay.entries][2:] == ["My Cald"]
    assert len(overlay.report) == len(cases)
    for message in overlay.report:
        plain(message)
        assert "deck file" in message and "your other decks are kept" in message
    for name in cases:
        assert len(set_aside(DECKS.folder(), name)) == 1, name
    app.stack.push(overlay, fade=False)
    app.frame()                                 # it draws its report
    assert LoadEntryOverlay(app, lambda deck: None, SPEC).report == []     # told once


def test_bad_decks_in_the_setup_screens_deck_list(app, fresh_home):
    from scenes.magination.decks import DECKS
    cases = _bad_decks(DECKS.folder())
    menu = _menu(app)
    with time_bound(10):
        menu.on_new_game()
        setup = app.stack.top
        setup.selected = "magination"
        setup._build_options()
        app.frame()
    bodies = _overlay_bodies(app)
    assert len(bodies) == 1                     # one message naming every file
    plain(bodies[0])
    assert app.stack.top.title == "Deck files set aside"
    assert bodies[0].count("The deck file") == len(cases)
    for name in cases:
        assert len(set_aside(DECKS.folder(), name)) == 1, name
    app.stack.top.choose(0)
    setup._build_options()
    app.frame()
    assert app.stack.top is setup                # once


# --- folders ------------------------------------------------------------------------------

def test_leftover_tmp_files_are_cleaned_at_start_up(fresh_home):
    from scenes.magination.decks import DECKS
    old = [fresh_home / "config" / "settings.json.a1.tmp",
           fresh_home / "data" / "autosave.json.b2.tmp", DECKS.folder() / "x.json.c3.tmp"]
    new = fresh_home / "data" / "autosave.json.d4.tmp"
    for p in old + [new]:
        write(p, b"{")
    past = time.time() - 120
    for p in old:
        os.utime(p, (past, past))
    App(headless=True)
    assert not any(p.exists() for p in old) and new.exists()


def test_data_folder_that_is_a_file(fresh_home):
    write(fresh_home / "data", b"not a folder")
    app = App(headless=True)
    menu = _menu(app)
    assert "Continue" not in menu.labels
    top = app.stack.top
    assert isinstance(top, MessageOverlay) and top.title == "Magetable cannot save"
    plain(top.body)
    assert str(fresh_home / "data") in top.body
    from engines.core.replay import Record
    with pytest.raises(storage.CannotSave) as err:
        saves.autosave("magi", Record("magi", {"players": 2}, 1, []), {})
    plain(str(err.value))
    from scenes.magination.decks import DECKS
    from app.collection_store import CollectionError
    assert [d["name"] for d in DECKS.entries()] == ["Naroom starter", "Cald starter"]
    with pytest.raises(CollectionError) as err2:
        DECKS.save(real_deck("Mine"))
    plain(str(err2.value))
    top.choose(0)
    for _ in range(3):
        app.frame([pygame.event.Event(pygame.USEREVENT)])
    assert app.stack.top is menu
