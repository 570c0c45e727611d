"""The shell handed to the kit (app/shell.py): the composition root's screens, an app's
default that refuses, and the kit's tutorial end panel going through it."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

from app.shell import NoShell, Screens, ShellMissing

ROOT = Path(__file__).resolve().parent.parent.parent


def test_screens_call_each_factory_with_the_app():
    calls = []
    app = object()
    shell = Screens(app, menu=lambda a: calls.append(("menu", a)) or "M",
                    start=lambda a: calls.append(("start", a)) or "S",
                    setup=lambda a, g: calls.append(("setup", a, g)) or "G",
                    pause=lambda a, t: calls.append(("pause", a, t)) or "P",
                    message=lambda a, *m: calls.append(("message", a, *m)) or "Q")
    assert (shell.menu(), shell.start(), shell.setup("magi"), shell.pause("T"),
            shell.message("Out", "You are out.", (("OK", None),))) == \
        ("M", "S", "G", "P", "Q")
    assert calls == [("menu", app), ("start", app), ("setup", app, "magi"),
                     ("pause", app, "T"), ("message", app, "Out", "You are out.",
                                           [("OK", None)])]


def test_an_app_without_a_shell_refuses_every_screen():
    shell = NoShell()
    for ask in (shell.menu, shell.start, lambda: shell.setup("magi"),
                lambda: shell.pause(None), lambda: shell.message("Out", "", ())):
        with pytest.raises(ShellMissing):
            ask()


def test_the_composition_root_hands_over_the_shell_screens(app):
    from scenes.game_setup import GameSetupScene
    from scenes.menu import MenuScene
    from scenes.pause import PauseOverlay
    assert isinstance(app.shell.menu(), MenuScene)
    setup = app.shell.setup("magecraft")
    assert isinstance(setup, GameSetupScene) and setup.selected == "magecraft"
    from scenes.magi import table_scene
    table = table_scene(app)
    pause = app.shell.pause(table)
    assert isinstance(pause, PauseOverlay) and pause.game_scene is table


def test_a_new_app_has_no_shell_until_one_is_handed_over():
    from app.runtime import App
    assert isinstance(App(headless=True).shell, NoShell)


@pytest.mark.parametrize("path", sorted((ROOT / "scenes" / "kit").glob("*.py")),
                         ids=lambda p: p.name)
def test_the_table_and_tutorial_kit_import_no_shell_screen(path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = [n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)]
    names += [a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names]
    kit = ("scenes.kit", "scenes.common")
    assert [x for x in names if x.startswith("scenes") and not x.startswith(kit)] == []


def test_the_tutorial_end_panel_goes_where_the_shell_says(app):
    from app.scene import Scene
    from scenes.kit.tutorial import TutorialComplete

    made = []

    def screen(kind):
        def make(a, *args):
            scene = Scene(a)
            made.append((kind, args))
            return scene
        return make

    app.shell = Screens(app, menu=screen("menu"), start=screen("start"),
                        setup=screen("setup"), pause=screen("pause"),
                        message=screen("message"))

    class Panel(TutorialComplete):
        game = "magecraft"

    panel = Panel(app)
    app.stack.push(panel, fade=False)
    panel.menu()
    assert made == [("menu", ())] and app.stack.top is not panel
    app.stack.push(panel, fade=False)
    panel.play()
    assert made[1:] == [("menu", ()), ("setup", ("magecraft",))]
