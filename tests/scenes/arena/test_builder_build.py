"""The build total in the setup and the army builder, by mouse (issue 27 items 4-5): the
setup's Build row (500 / 750 / 1,000 points) is remembered and reaches the engine's
config, the AI's armies grow with common cards to it; the army builder checks the army
against it ("740 / 750 points"), its Build button changes it, a common card comes again
(counted), a unique card twice is refused with the engine's sentence."""
from __future__ import annotations

import pygame

from engines.arena.content import army_cost
from scenes.arena import builder as ab
from scenes.arena.builder import ArmyBuilderScene
from scenes.arena.collection import build_choices
from tests.scenes.arena.helpers import arena_setup
from tests.scenes.shell_helpers import click, click_button, ev, press


def _setup(app):
    return arena_setup(app)


def _tile(scene, key):
    return next(t[0] for t in scene.army_pool.tiles if t[1] == key)


def _meter(scene) -> str:
    return scene.tabs.current.summary()


def test_the_builder_builds_to_its_total_and_its_button_changes_it(app, fresh_home):
    """At 500 (the set's own) an eighth Phoenix card is refused; the Build button makes
    it 750: seven more Flamewing Phoenixes come in (the row counts them), the eighth is
    refused with both numbers, a second Blazing Firecats card is refused as unique."""
    scene = ab.open_army_builder(app)
    app.frame()
    assert scene.model.build == 500 and _meter(scene) == "495 / 500 points"
    assert scene.army_panel.build_button.label == "Build: 500"
    click(app, scene.army_panel.build_button.rect.center)
    assert scene.model.build == 750 and _meter(scene) == "495 / 750 points"
    app.frame()
    assert scene.army_panel.build_button.label == "Build: 750"
    for _ in range(7):
        click(app, _tile(scene, "phoenixes").center)
    assert scene.model.squad_counts()["phoenixes"] == 8
    assert _meter(scene) == "740 / 750 points"
    assert [n for k, n in scene.model.squad_rows() if k == "phoenixes"] == [8]
    click(app, _tile(scene, "phoenixes").center)
    assert scene.message == "The army costs 775 points; the build is 750"
    assert scene.model.squad_counts()["phoenixes"] == 8
    click(app, _tile(scene, "firecats").center)
    assert scene.message == "Blazing Firecats is unique: an army holds it once"
    assert scene.valid
    # back to 500: the army is over it, said in the engine's words
    click(app, scene.army_panel.build_button.rect.center)          # 1,000
    click(app, scene.army_panel.build_button.rect.center)          # 500 again
    assert scene.model.build == 500
    assert "The army costs 740 points; the build is 500" in scene.model.army_problems()
    assert not scene.valid


def test_the_setup_build_row_is_the_builders_total_and_reaches_the_game(app, fresh_home):
    """The setup's Build row, clicked to 1,000 points: remembered for next time, the
    army builder opened from the setup builds to it (its Build button changes the row
    back), and a Duel started plays 1,000-point armies (the AI's default army grown
    with common cards)."""
    setup = _setup(app)
    row = setup.control("build", 0)
    assert row.value == "500"
    while row.value != "1000":
        click(app, row.right.center)
        row = setup.control("build", 0)
    click_button(app, setup.collection_button)
    builder = app.stack.top
    assert isinstance(builder, ArmyBuilderScene)
    assert builder.model.build == 1000 and _meter(builder) == "495 / 1000 points"
    click(app, builder.army_panel.build_button.rect.center)        # 500 again
    click(app, builder.army_panel.build_button.rect.center)        # 750
    assert builder.model.build == 750
    press(app, pygame.K_ESCAPE)
    app.frame()
    assert app.stack.top is setup and setup.control("build", 0).value == "750"
    assert setup.options()["build"] == 750
    assert app.settings.last_setup["arena"]["options"]["build"] == "750"
    click_button(app, setup.start_button)
    table = app.stack.top
    cfg = table.state.config
    assert cfg["build"] == 750
    ai = cfg["armies"][1]
    assert 650 < army_cost(ai) <= 750 and len(ai["squads"]) > 2
    assert army_cost(cfg["armies"][0]) > 650         # your default army grown too


def _type(app, chars: str) -> None:
    app.frame([ev(pygame.TEXTINPUT, text=ch) for ch in chars])


def test_a_build_total_of_ones_own_is_typed_beside_the_button(app, fresh_home):
    """Besides 500, 750 and 1,000, the player types a total (620) in the field by the
    Build button and presses Enter; a total outside 500-2,000 is refused with the
    engine's sentence, and the Build button then cycles through the typed total too."""
    scene = ab.open_army_builder(app)
    app.frame()
    field = scene.army_panel.build_field
    click(app, field.rect.center)
    assert field.focused
    _type(app, "620")
    press(app, pygame.K_RETURN)
    assert scene.model.build == 620 and _meter(scene) == "495 / 620 points"
    assert scene.army_panel.build_button.label == "Build: 620"
    assert app.settings.last_setup["arena"]["options"]["build"] == "620"
    click(app, field.rect.center)
    _type(app, "3000")
    press(app, pygame.K_RETURN)
    assert scene.message == ("The build total is a whole number of points from 500 to "
                             "2,000, not 3000")
    assert scene.model.build == 620
    click(app, scene.army_panel.build_button.rect.center)
    assert scene.model.build == 750
    scene._set_build(620)
    # the setup offers the typed total among its Build row's choices
    setup = _setup(app)
    row = setup.control("build", 0)
    assert row.value == "620" and setup.options()["build"] == 620
    assert "620" in [c[0] for c in build_choices(app, 2)]
