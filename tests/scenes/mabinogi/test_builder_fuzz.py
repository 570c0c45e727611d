"""Untrusted deck files (issue 8) for Mabinogi Duel: random JSON values and structural
mutations of a real saved deck, written where the store reads them, then read the way
the app reads them - the deck builder's Load overlay (drawn), the builder opened on each
deck it lists (drawn), and the setup screen's helpers (``deck_choices``,
``config_deck``). Never an exception, never a hang; either the deck is used or the file
is moved aside, byte for byte, and the message says where in plain words."""
from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from app import storage
from engines.mabinogi.content import CARD_INDEX, CARDS
from scenes.mabinogi import builder as b
from scenes.mabinogi.builder_load import LoadDeckOverlay
from scenes.mabinogi.collection import STORE, config_deck, deck_choices
from tests.app.test_untrusted_files import (_moved_aside, _random_file, _reset, fresh, fuzz,
                                            mutated)
from tests.app.test_untrusted_findings import time_bound

__all__ = ["fresh"]              # the fixture, used by the tests below

CASE_SECONDS = 10


def real_mabinogi_deck(name: str = "My Grove") -> dict:
    deck = STORE.builtin()[0]
    return {"version": 1, "game": "mabinogi", "name": name, "hero": deck["hero"],
            "cards": list(deck["cards"])}


def _check(app, content: bytes) -> None:
    _reset(app)
    folder = STORE.folder()
    (folder / "mine.json").write_bytes(content)
    with time_bound(CASE_SECONDS):
        overlay = LoadDeckOverlay(app, lambda deck: None)
    n_built = len(STORE.builtin())
    if overlay.report:
        assert len(overlay.report) == 1
        _moved_aside(str(folder), "mine.json", content, overlay.report[0])
    else:
        assert (folder / "mine.json").read_bytes() == content
        saved = overlay.entries[n_built:]
        assert len(saved) <= 1
        for d in saved:
            assert isinstance(d["name"], str) and d["name"]
            assert isinstance(d["hero"], str)
            assert all(isinstance(n, str) for n in d["cards"])
            with time_bound(CASE_SECONDS):          # the builder opened on it, drawn
                scene = b.open_builder(app, d)
                app.frame()
                if all(c in CARD_INDEX and not CARDS[CARD_INDEX[c]].token
                       for c in d["cards"]):
                    assert scene.valid == d["valid"]
                else:                               # unknown names left out, and said
                    assert scene.message and scene.message.startswith("Left out")
            _reset(app)
    with time_bound(CASE_SECONDS):
        app.stack.push(overlay, fade=False)
        app.frame()
    _reset(app)
    # the setup screen's helpers read the folder too
    (folder / "mine2.json").write_bytes(content)
    with time_bound(CASE_SECONDS):
        choices = deck_choices(app, 2)
        for value, _, _ in choices:
            deck = config_deck(value)
            assert isinstance(deck, (str, dict))
    if overlay.report:
        notices = storage.take_notices()
        assert len(notices) == 1 and notices[0][0] == "Deck files set aside"
        _moved_aside(str(folder), "mine2.json", content, notices[0][1])


@fuzz(80)
@given(data=st.data())
def test_mutated_mabinogi_decks(app, fresh, data):
    fresh()
    _check(app, data.draw(mutated(real_mabinogi_deck())))


@fuzz(40)
@given(content=_random_file())
def test_random_files_as_mabinogi_decks(app, fresh, content):
    fresh()
    _check(app, content)


def test_a_real_saved_deck_loads(app, fresh):
    import json
    fresh()
    (STORE.folder() / "mine.json").write_text(json.dumps(real_mabinogi_deck()))
    overlay = LoadDeckOverlay(app, lambda deck: None)
    assert overlay.report == [] and [d["name"] for d in overlay.entries][6:] == ["My Grove"]
    assert overlay.entries[6]["valid"] and config_deck("My Grove")["cards"]
