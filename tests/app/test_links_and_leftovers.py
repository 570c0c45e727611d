"""A link that leads nowhere where a file should be, and the leftovers of interrupted
saves (issue 21, items 11 and 12).

A dangling link is listed where a save, the settings, a deck or an army list should be
(the menu would offer Continue), but reading it finds nothing: it is a bad file like any
other, moved aside (never deleted) with a message in plain words saying where it went.
The ``*.tmp`` files an interrupted save leaves are cleaned however the app starts.
"""
from __future__ import annotations

import os
import time

import pytest

from app import saves, storage
from app.runtime import App
from app.settings import Settings, load_settings, settings_path
from scenes.menu import start_scene
from scenes.message import MessageOverlay
from tests.app.file_samples import set_aside, write

pytestmark = pytest.mark.skipif(not hasattr(os, "symlink"), reason="no symbolic links here")

INTERNALS = ("Error", "Traceback", "Errno", "`", "NoneType")


def _dangling(path):
    """A symbolic link at ``path`` to a file that is not there."""
    path.parent.mkdir(parents=True, exist_ok=True)
    os.symlink(path.parent / "gone-for-good.json", path)
    assert os.path.lexists(path) and not path.exists()
    return path


def _plain_and_says_where(message: str, moved) -> None:
    assert message and not any(w in message for w in INTERNALS), message
    assert "link to a file that is not there" in message
    assert str(moved) in message


def test_a_dangling_autosave_link_is_set_aside_and_the_menu_offers_no_continue(app, fresh_home):
    """The menu used to say Continue (the link is listed), loading found nothing and the
    link stayed. Now it is moved aside (kept, as a link) and the player told where."""
    link = _dangling(saves.autosave_path("magi"))
    assert saves.has_autosave()
    menu = start_scene(app)
    app.stack.push(menu, fade=False)
    app.frame()
    assert "Continue" not in menu.labels
    moved = set_aside(link.parent, link.name)
    assert len(moved) == 1 and os.path.islink(moved[0])        # never deleted
    assert not os.path.lexists(link) and not saves.has_autosave()
    top = app.stack.top
    assert isinstance(top, MessageOverlay) and top.title == "A saved game was set aside"
    _plain_and_says_where(top.body, moved[0])


def test_a_dangling_link_of_the_old_single_autosave_is_set_aside_and_said(fresh_home):
    """The single autosave.json of earlier versions, found as a dangling link when the
    saves are first listed: moved aside, and the player is told (it was silent)."""
    from app import paths
    storage.take_notices()
    link = _dangling(paths.data_dir() / "autosave.json")
    assert saves.entries() == []
    moved = set_aside(link.parent, link.name)
    assert len(moved) == 1
    notices = storage.take_notices()
    assert [t for t, _ in notices] == ["A saved game was set aside"]
    _plain_and_says_where(notices[0][1], moved[0])


def test_a_dangling_save_link_opened_from_load_game_is_set_aside(fresh_home):
    link = _dangling(saves.slot_path(2))
    save, message = saves.load(link)
    assert save is None and message
    moved = set_aside(link.parent, link.name)
    assert len(moved) == 1
    _plain_and_says_where(message, moved[0])


def test_a_dangling_settings_link_gives_the_defaults_and_is_set_aside(fresh_home):
    link = _dangling(settings_path())
    settings, message = load_settings()
    assert settings == Settings() and message
    moved = set_aside(link.parent, link.name)
    assert len(moved) == 1
    _plain_and_says_where(message, moved[0])


@pytest.mark.parametrize("store", ["scenes.magination.decks:DECKS",
                                   "scenes.mabinogi.collection:STORE",
                                   "scenes.arena.collection:ARMY_STORE"])
def test_a_dangling_deck_or_army_link_is_set_aside_with_the_others_kept(fresh_home, store):
    import importlib
    module, name = store.split(":")
    st = getattr(importlib.import_module(module), name)
    link = _dangling(st.folder() / "vanished.json")
    report: list = []
    names = [e["name"] for e in st.entries(report)]
    assert names == [e["name"] for e in st.builtin()]
    moved = set_aside(link.parent, link.name)
    assert len(moved) == 1 and len(report) == 1
    _plain_and_says_where(report[0], moved[0])
    report = []
    assert st.load("vanished", report) is None and report == []   # gone from the list


def test_a_link_to_a_real_file_is_still_read():
    """Only a link that leads nowhere is refused: one to a good file reads it."""
    home = os.environ["MAGETABLE_HOME"]
    target = storage.Path(home) / "elsewhere" / "real.json"
    write(target, {"a": 1})
    link = storage.Path(home) / "elsewhere" / "link.json"
    if os.path.lexists(link):
        os.unlink(link)
    os.symlink(target, link)
    assert storage.load(link, "deck", lambda v: v) == {"a": 1}


# --- leftovers of interrupted saves (item 12) ---------------------------------------------

def _leftovers(home):
    from scenes.magination.decks import DECKS
    old = [home / "config" / "settings.json.a1.tmp", home / "data" / "saves" / "auto-magi.json.b2.tmp",
           DECKS.folder() / "x.json.c3.tmp"]
    new = home / "data" / "saves" / "auto-magi.json.d4.tmp"
    for p in old + [new]:
        write(p, b"{")
    past = time.time() - 120
    for p in old:
        os.utime(p, (past, past))
    return old, new


def _demo_app(plugins):
    from app.__main__ import shell
    from app.demo import build_demo_app
    return build_demo_app(plugins, "magi", 2, 1, True, shell)


@pytest.mark.parametrize("start", ["own settings", "demo"])
def test_leftover_tmp_files_are_cleaned_on_every_start_path(fresh_home, start):
    """Not only when the app reads its own settings: the demo and an App handed its
    settings (tests, the bench) clean them too. A fresh one (a save being written now)
    is left alone."""
    from tests.conftest import all_plugins
    old, new = _leftovers(fresh_home)
    if start == "demo":
        _demo_app(all_plugins())
    else:
        App(headless=True, settings=Settings(), plugins=all_plugins())
    assert not any(p.exists() for p in old) and new.exists()
