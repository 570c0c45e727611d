"""Fuzz of every file the app reads (hypothesis): random JSON values and structural
mutations of real files - saves of short real games of each game (and a tutorial save),
settings, decks - with type swaps, deletions, huge numbers, deep nesting, wrong versions,
long strings, duplicated items, truncated and flipped bytes. Each case goes through the
code paths the app really takes:

* a save: the menu opening (it checks the save), then Continue (validated, replayed
  off-screen, first frame) - and the Tutorials screen for the same file;
* settings: the start-up (``App()``: folders, leftovers, settings);
* a deck: the deck builder's Load overlay and the New game screen's deck choices.

Whatever the file holds: no exception, no hang (each case under a time bound), and either
the file was used (a valid save opens its table; settings and decks load) or it was moved
aside - byte for byte - and the player was told where in plain words.

Bounded for the suite (the whole file in well under 40 s); ``MAGETABLE_FUZZ_EXAMPLES=n``
runs n cases per test and ``MAGETABLE_FUZZ_RANDOM=1`` draws new ones each run.
"""
from __future__ import annotations

import copy
import json
import os
import tempfile

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from app import saves
from app.runtime import App
from app.settings import Settings, settings_path
from scenes.menu import start_scene
from scenes.message import MessageOverlay
from tests.app.file_samples import GAMES, real_deck, real_save, real_settings
from tests.app.test_untrusted_findings import INTERNALS, time_bound

EXAMPLES = int(os.environ.get("MAGETABLE_FUZZ_EXAMPLES", "0") or 0)
RANDOM = os.environ.get("MAGETABLE_FUZZ_RANDOM") == "1"
CASE_SECONDS = 10


def fuzz(n: int):
    return settings(max_examples=EXAMPLES or n, deadline=None, derandomize=not RANDOM,
                    database=None, print_blob=True,
                    suppress_health_check=list(HealthCheck))


# --- what a file may hold ----------------------------------------------------------------

WEIRD = [None, True, False, 0, -1, 1, 2, 7, 99, -5, 2 ** 31, 2 ** 63, 2 ** 64, 10 ** 18,
         -10 ** 18, 10 ** 30, 1.5, -0.0, 1e308, "", "x", "1", "magi", "tutorial", "hard",
         "\u0000", "é" * 3, [], {}, [1], ["x"], {"a": 1}, [[[]]]]

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=10), inner,
                                                               max_size=5),
    max_leaves=25)


def _paths(doc, prefix=()) -> list[tuple]:
    """Where a mutation may strike: every key, and the first items and the last of lists."""
    out = [prefix]
    if isinstance(doc, dict):
        for k, v in doc.items():
            out += _paths(v, prefix + (k,))
    elif isinstance(doc, list):
        idx = list(range(min(3, len(doc)))) + ([len(doc) - 1] if len(doc) > 3 else [])
        for i in idx:
            out += _paths(doc[i], prefix + (i,))
    return out


def _get(doc, path):
    for p in path:
        doc = doc[p]
    return doc


def _set(doc, path, value):
    if not path:
        return value
    _get(doc, path[:-1])[path[-1]] = value
    return doc


def _nest(value, depth: int):
    for _ in range(depth):
        value = [value]
    return value


MUTATIONS = ("delete", "swap", "huge", "deep", "version", "long", "dup", "key", "random",
             "nudge", "nudge", "nudge")
NUDGE_TEXT = ["magi", "magination", "magecraft", "game", "tutorial", "easy", "hard", "pass",
              "play", "Furok", "Evu", "You", "", "fullscreen", "instant"]


@st.composite
def mutated(draw, doc):
    """``doc`` (a real file's JSON) with 1-3 structural mutations; or, one case in eight,
    its bytes truncated or flipped."""
    doc = copy.deepcopy(doc)
    for _ in range(draw(st.integers(1, 3))):
        path = draw(st.sampled_from(_paths(doc)))
        op = draw(st.sampled_from(MUTATIONS))
        target = _get(doc, path)
        if op == "delete" and path:
            parent = _get(doc, path[:-1])
            del parent[path[-1]]
        elif op == "swap":
            doc = _set(doc, path, copy.deepcopy(draw(st.sampled_from(WEIRD))))
        elif op == "huge":
            doc = _set(doc, path, draw(st.sampled_from(
                [10 ** 18, -10 ** 18, 2 ** 64, 10 ** 39, 10 ** 40, 1e308, -1e308, HUGE])))
        elif op == "deep":
            depth = draw(st.sampled_from([3, 31, 40, 900]))
            doc = _set(doc, path, DEEP if depth == 900 else _nest(target, depth))
        elif op == "version" and isinstance(doc, dict):
            doc["version"] = draw(st.sampled_from([0, 2, 99, -1, "1", None, [1], 1.0, True]))
        elif op == "long":
            doc = _set(doc, path, "x" * draw(st.sampled_from([100, 10_000])))
        elif op == "dup" and isinstance(target, list) and target:
            target.extend(target * draw(st.sampled_from([1, 50, 1000])))
        elif op == "key" and isinstance(target, dict):
            target[draw(st.text(max_size=8))] = copy.deepcopy(draw(st.sampled_from(WEIRD)))
        elif op == "random":
            doc = _set(doc, path, draw(json_values))
        elif op == "nudge":           # a value of the same type: gets past the schema
            if type(target) is int:
                doc = _set(doc, path, target + draw(st.integers(-3, 3)))
            elif type(target) is float:
                doc = _set(doc, path, draw(st.floats(-0.5, 1.5)))
            elif type(target) is str:
                doc = _set(doc, path, draw(st.sampled_from(NUDGE_TEXT)))
            elif type(target) is bool:
                doc = _set(doc, path, not target)
            elif isinstance(target, list) and target:
                target.reverse()
    data = _encode(doc)
    raw = draw(st.integers(0, 7))
    if raw == 0 and data:
        data = data[:draw(st.integers(0, len(data) - 1))]
    elif raw == 1 and data:
        i = draw(st.integers(0, len(data) - 1))
        data = data[:i] + bytes([draw(st.integers(0, 255))]) + data[i + 1:]
    return data


HUGE = "<an integer of 4,400 digits>"      # written as its digits by _encode
DEEP = "<a list nested 900 deep>"           # (json.dumps itself would recurse too far)


def _encode(value) -> bytes:
    data = json.dumps(value, allow_nan=False).encode()
    return data.replace(json.dumps(HUGE).encode(), b"7" * 4400).replace(
        json.dumps(DEEP).encode(), b"[" * 900 + b"]" * 900)


def _random_file():
    return json_values.map(_encode) | st.binary(max_size=200)


# --- per case ---------------------------------------------------------------------------

@pytest.fixture
def fresh():
    """A new MAGETABLE_HOME for each case of a test (hypothesis reuses the fixture)."""
    old = os.environ.get("MAGETABLE_HOME")
    made = []

    def new_home():
        home = tempfile.mkdtemp(prefix="fuzz-")
        made.append(home)
        os.environ["MAGETABLE_HOME"] = home
        return home
    yield new_home
    if old is not None:
        os.environ["MAGETABLE_HOME"] = old
    import shutil
    for home in made:
        shutil.rmtree(home, ignore_errors=True)


def _plain(message: str) -> None:
    assert message and not any(w in message for w in INTERNALS), message


def _moved_aside(folder, name: str, data: bytes, message: str) -> None:
    """The refused file is gone from its place and lies, unchanged, beside it; the
    message says where."""
    assert not os.path.lexists(os.path.join(folder, name))
    bad = sorted(p for p in os.listdir(folder) if p.startswith(name + ".bad-"))
    assert len(bad) == 1, bad
    with open(os.path.join(folder, bad[0]), "rb") as f:
        assert f.read() == data
    assert os.path.join(folder, bad[0]) in message
    _plain(message)


def _reset(app) -> None:
    for scene in reversed(app.stack.scenes):
        scene.exit()
    app.stack.scenes.clear()


def _check_save(app, data: bytes, must_open: bool = False) -> str:
    """Write ``data`` as the autosave and go through the menu and Continue."""
    _reset(app)
    path = saves.autosave_path("magi")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    folder = str(path.parent)
    with time_bound(CASE_SECONDS):
        menu = start_scene(app)
        app.stack.push(menu, fade=False)
        app.frame()
        if "Continue" not in menu.labels:
            top = app.stack.top
            assert isinstance(top, MessageOverlay), "a save that is neither offered nor refused"
            _moved_aside(folder, "auto-magi.json", data, top.body)
            assert not must_open, top.body
            return "refused on opening the menu"
        menu.on_continue()
        top = app.stack.top
        if isinstance(top, MessageOverlay):
            assert app.stack.scenes == [menu, top]
            _moved_aside(folder, "auto-magi.json", data, top.body)
            assert not must_open, top.body
            return "refused on Continue"
        assert getattr(top, "game_key", None) in GAMES, top
        app.frame()
        app.frame()
    _reset(app)
    return "opened"


# --- saves ------------------------------------------------------------------------------

def _real_saves() -> list[dict]:
    out = [real_save(g, moves=m, players=p)
           for g in GAMES for m, p in ((8, 2), (25, 3))]
    tutorial = real_save("magi", moves=0, players=2, mode="tutorial")
    tutorial["meta"]["step"] = 0
    out.append(tutorial)
    return out


REAL_SAVES = _real_saves()


def test_real_saves_open(app, fresh):
    for save in REAL_SAVES[:-1]:
        fresh()
        assert _check_save(app, json.dumps(save).encode(), must_open=True) == "opened"


@fuzz(400)
@given(data=st.data())
def test_mutated_saves(app, fresh, data):
    fresh()
    save = data.draw(st.sampled_from(REAL_SAVES))
    event(_check_save(app, data.draw(mutated(save))))


@fuzz(100)
@given(content=_random_file())
def test_random_files_as_saves(app, fresh, content):
    fresh()
    event(_check_save(app, content))


@fuzz(60)
@given(data=st.data())
def test_mutated_saves_in_the_tutorials_screen(app, fresh, data):
    from scenes.tutorials import TutorialsScene
    fresh()
    _reset(app)
    content = data.draw(mutated(REAL_SAVES[-1]))
    path = saves.autosave_path(REAL_SAVES[-1]["game"], "tutorial")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)
    with time_bound(CASE_SECONDS):
        scene = TutorialsScene(app)
        app.stack.push(scene, fade=False)
        app.frame()
    top = app.stack.top
    if isinstance(top, MessageOverlay):
        _moved_aside(str(path.parent), path.name, content, top.body)
    else:
        assert top is scene and path.read_bytes() == content
    _reset(app)


# --- settings ---------------------------------------------------------------------------

def _check_settings(content: bytes) -> None:
    path = settings_path()
    path.write_bytes(content)
    with time_bound(CASE_SECONDS):
        started = App(headless=True)
    if started.settings_message:
        assert started.settings == Settings()
        _moved_aside(str(path.parent), "settings.json", content, started.settings_message)
    else:
        assert path.read_bytes() == content
        assert started.settings == started.settings.validated()


@fuzz(300)
@given(data=st.data())
def test_mutated_settings_at_start_up(fresh, data):
    fresh()
    _check_settings(data.draw(mutated(real_settings())))


@fuzz(100)
@given(content=_random_file())
def test_random_files_as_settings(fresh, content):
    fresh()
    _check_settings(content)


def test_real_settings_load(fresh):
    fresh()
    settings_path().write_text(json.dumps(real_settings()))
    started = App(headless=True)
    assert started.settings_message is None
    assert started.settings == Settings("windowed", "fast", "hard", 0.4)


# --- decks ------------------------------------------------------------------------------

def _check_deck(app, content: bytes) -> None:
    from scenes.magination import PLUGIN
    from scenes.kit.builder.load import LoadEntryOverlay
    from scenes.magination.deck_builder import SPEC
    from scenes.magination.decks import DECKS
    _reset(app)
    folder = DECKS.folder()
    (folder / "mine.json").write_bytes(content)
    with time_bound(CASE_SECONDS):
        overlay = LoadEntryOverlay(app, lambda deck: None, SPEC)
    if overlay.report:
        assert len(overlay.report) == 1
        _moved_aside(str(folder), "mine.json", content, overlay.report[0])
    else:
        assert (folder / "mine.json").read_bytes() == content
        saved = overlay.entries[2:]
        assert len(saved) <= 1
        for d in saved:
            assert isinstance(d["name"], str) and d["name"]
            assert all(isinstance(n, str) for n in d["magi"] + d["cards"])
    with time_bound(CASE_SECONDS):
        app.stack.push(overlay, fade=False)       # drawn: the names it lists, its message
        app.frame()
    _reset(app)
    # the New game screen's list of decks (and the config it makes) reads the folder too
    (folder / "mine2.json").write_bytes(content)
    with time_bound(CASE_SECONDS):
        choices = PLUGIN.options[0].choices(app, 2)
        PLUGIN.make_config({"decks": [c[0] for c in choices[-1:]] * 2}, 2)
    if overlay.report:
        from app import storage
        notices = storage.take_notices()
        assert len(notices) == 1 and notices[0][0] == "Deck files set aside"
        _moved_aside(str(folder), "mine2.json", content, notices[0][1])
    else:
        from scenes.game_setup import GameSetupScene
        with time_bound(CASE_SECONDS):
            app.stack.push(GameSetupScene(app, selected="magination"), fade=False)
            app.frame()                             # the deck names drawn in the setup
        _reset(app)


@fuzz(250)
@given(data=st.data())
def test_mutated_decks(app, fresh, data):
    fresh()
    _check_deck(app, data.draw(mutated(real_deck())))


@fuzz(100)
@given(content=_random_file())
def test_random_files_as_decks(app, fresh, content):
    fresh()
    _check_deck(app, content)


def test_real_deck_loads(app, fresh):
    from scenes.kit.builder.load import LoadEntryOverlay
    from scenes.magination.deck_builder import SPEC
    from scenes.magination.decks import DECKS
    fresh()
    (DECKS.folder() / "mine.json").write_text(json.dumps(real_deck()))
    overlay = LoadEntryOverlay(app, lambda deck: None, SPEC)
    assert overlay.report == [] and [d["name"] for d in overlay.entries][2:] == ["My Cald"]
    assert overlay.entries[2]["valid"]
