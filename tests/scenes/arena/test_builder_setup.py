"""The army collection in the game setup (issue 12 §2 "chosen per seat in the game setup"):
with the option and config the Arena plug-in is to declare (a stand-in plug-in here, until
the table's plug-in carries them), the Army builder button opens the builder, an army
saved there is offered per seat and reaches the engine's config."""
from __future__ import annotations

import pygame
import pytest

from app.plugin import GamePlugin, Plugins, SetupOption
from engines.arena import RULES
from scenes.arena.builder import ArmyBuilderScene
from scenes.arena.collection import (ARMIES, ARMY_STORE, DEFAULT_SEAT_ARMIES, army_choices,
                                     armies_config)
from scenes.game_setup import GameSetupScene
from tests.scenes.shell_helpers import click, click_button, press

STAND_IN = GamePlugin(
    key="arena", order=30, engine="engines.arena", blurb="stand-in",
    table_scene=lambda *a, **k: None,
    options=(SetupOption("armies", "Your army", default=DEFAULT_SEAT_ARMIES,
                         choices=army_choices, per_seat=True, ai_label="Opponent army",
                         value_width=430),),
    make_config=armies_config, collection=ARMIES)


@pytest.fixture
def arena_app():
    from app.runtime import App
    from app.settings import Settings
    from tests.conftest import all_plugins
    plugins = Plugins([p for p in all_plugins() if p.key != "arena"] + [STAND_IN])
    return App(headless=True, settings=Settings(seen_games=plugins.keys()), plugins=plugins)


def test_an_army_saved_in_the_builder_is_chosen_per_seat(arena_app, fresh_home):
    app = arena_app
    setup = GameSetupScene(app, "arena")
    app.stack.push(setup, fade=False)
    app.frame()
    assert setup.collection_button.label == "Army builder…"
    assert setup.control("armies", 0).value == "Chandra's default army"
    click_button(app, setup.collection_button)
    builder = app.stack.top
    assert isinstance(builder, ArmyBuilderScene)
    builder.load(ARMY_STORE.builtin()[4])               # a copy of Nissa's
    builder.remove_card("pummelroots")
    builder.add_card("elves")
    builder.name_field.set("Many Elves")
    click(app, builder.save_button.rect.center)
    assert builder.saved_name == "Many Elves"
    click(app, builder.back_button.rect.center)
    assert app.stack.top is setup
    while setup.control("armies", 0).value != "Many Elves":
        click(app, setup.control("armies", 0).right.center)
    config = {"players": 2, **setup.options()}
    assert config["armies"][0]["squads"] == ["elves", "elves"]
    assert config["armies"][1]["planeswalker"] == "chandra"    # another than yours (Nissa)
    RULES.check_config(config)
    press(app, pygame.K_ESCAPE)
