"""The sixth game's deck builder, made only of builder-kit parts and a spec: cards added
by clicks, a refusal from the engine's model, Save through the store, and the saved entry
loaded again (from the Load list) and played by the engine."""
from __future__ import annotations

from tests.scenes.shell_helpers import click
from tests.sixth.builder import STORE, SixthBuilder, SixthLoad
from tests.sixth.engine import RULES
from tests.sixth.engine.read import Pile


def _tile(scene, name: str):
    scene._layout()
    return next(r.center for r, n in scene.pool_panel.tiles if n == name)


def test_the_builder_saves_an_entry_and_loads_it_back(app, fresh_home):
    scene = app.stack.push(SixthBuilder(app))
    app.frame()
    for name in ("One", "Three", "Three", "Three", "Three"):
        click(app, _tile(scene, name))
        app.frame()
    assert scene.cards == ["One", "Three", "Three", "Three"]      # a fourth Three: refused
    assert scene.message == "At most 3 cards of a kind" and not scene.valid
    click(app, _tile(scene, "Two"))
    click(app, _tile(scene, "Two"))
    scene.name_field.set("Heavy")
    click(app, scene.save_button.rect.center)
    app.frame()
    saved = STORE.load("Heavy")
    assert saved["cards"] == ["One", "Two", "Two", "Three", "Three", "Three"]
    assert not scene.dirty and scene.valid

    again = app.stack.push(SixthBuilder(app))
    again.open_load()
    overlay = app.stack.top
    assert isinstance(overlay, SixthLoad)
    overlay.choose(next(e for e in overlay.entries if e["name"] == "Heavy"))
    app.frame()
    assert again.cards == saved["cards"] and again.saved_name == "Heavy" and not again.dirty
    state = RULES.new_game({"players": 2, "deck": saved["cards"]}, 1)
    assert sorted(state.cards) == [1, 2, 2, 3, 3, 3] and Pile(state).deck_left() == 4
