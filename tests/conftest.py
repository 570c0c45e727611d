"""Shared test set-up: SDL's dummy drivers (no window, no sound), a private
MAGETABLE_HOME per test, and an ``app`` fixture (a headless App)."""
from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["MAGETABLE_STRICT_DRAW"] = "1"     # a scene that cannot draw at real pixels fails
os.environ["MAGETABLE_CHECK_DAMAGE"] = "1"    # a partly painted frame is checked against a full one
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# set before any test module imports app.paths; the fixture below gives each test its own
os.environ["MAGETABLE_HOME"] = tempfile.mkdtemp(prefix="magetable-test-")

_ROOT = str(Path(__file__).resolve().parent.parent)
if _ROOT not in sys.path:
    sys.path.insert(0, _ROOT)

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _magetable_home(tmp_path_factory, monkeypatch):
    """Every test writes settings, saves and decks under its own temporary folder: what
    one test leaves there (an autosave, a tutorial in progress, a deck) is never seen by
    another, whatever order they run in."""
    home = tmp_path_factory.mktemp("magetable_home")
    monkeypatch.setenv("MAGETABLE_HOME", str(home))
    yield home
    from app.ui import canvas
    canvas.set_default(None)        # an App at another window size leaves no scale behind


@pytest.fixture(scope="session", autouse=True)
def _pygame_ready():
    """pygame's display (dummy) and font modules, for tests that draw without an App."""
    import pygame

    pygame.display.init()
    pygame.font.init()
    yield


@pytest.fixture
def app():
    """A headless App with default settings (no file read)."""
    from app.runtime import App
    from app.settings import Settings

    plugins = all_plugins()
    # a returning player: no game's first start suggests its tutorial (tests of that
    # suggestion clear seen_games)
    settings = Settings(seen_games=[p.key for p in plugins])
    instance = App(headless=True, settings=settings, plugins=plugins)
    instance.test_mode = True             # tables think inline (no worker process)
    instance.shell = app_shell(instance)
    return instance


def app_shell(instance):
    """The shell's screens, handed over as app/__main__.py hands them."""
    from app.__main__ import shell
    return shell(instance)


def all_plugins():
    """The games' plug-ins, found as app/__main__.py finds them."""
    from app.__main__ import plugins
    return plugins()


@pytest.fixture
def fresh_home(tmp_path, monkeypatch):
    """A private, empty MAGETABLE_HOME for one test (saves and settings start empty)."""
    monkeypatch.setenv("MAGETABLE_HOME", str(tmp_path))
    return tmp_path
