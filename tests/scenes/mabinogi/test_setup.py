"""Mabinogi Duel's plug-in in the game setup: the rulebook by default, and its two house
rules (two copies of a card; a turn limit) as toggles that reach the engine's config,
are remembered with the rest of the setup, tell the deck builder, and are named as house
rules on the rules screen."""
from __future__ import annotations

from engines.mabinogi import RULES
from engines.mabinogi.deck_model import HOUSE_MAX_COPIES
from engines.mabinogi.state import HOUSE_TURN_LIMIT, STALL_TURNS
from scenes import mabinogi as plugin_module
from scenes.game_setup import GameSetupScene
from scenes.mabinogi.table import MabinogiTable
from scenes.rules_screen import RulesScreen
from scenes.rules_text import rules_text
from tests.scenes.shell_helpers import click, click_button

TWO, TURNS = plugin_module.TWO_COPIES, plugin_module.TURN_LIMIT


def _setup(app):
    setup = GameSetupScene(app, "mabinogi")
    app.stack.push(setup, fade=False)
    app.frame()
    return setup


def test_the_plugins_house_rule_numbers_are_the_engines():
    assert plugin_module.HOUSE_MAX_COPIES == HOUSE_MAX_COPIES
    assert plugin_module.HOUSE_TURN_LIMIT == HOUSE_TURN_LIMIT


def test_by_default_the_setup_plays_the_rulebook(app, fresh_home):
    """Rules 1.2-1.4 and 1.11: no copy limit, no turn limit, unless a house rule is on."""
    setup = _setup(app)
    for key in (TWO, TURNS):
        toggle = setup.control(key)
        assert toggle is not None and toggle.visible and toggle.value is False
        assert toggle.label.startswith("House rule:")
    assert "two_copies" not in setup.options() and "turn_limit" not in setup.options()
    click_button(app, setup.start_button)
    table = app.stack.top
    assert isinstance(table, MabinogiTable)
    assert table.state.config["two_copies"] is False and table.state.turn_limit is None


def test_the_house_rules_switched_on_reach_the_engine_and_are_remembered(app, fresh_home):
    setup = _setup(app)
    click(app, setup.control(TWO).rect.center)
    click(app, setup.control(TURNS).rect.center)
    assert setup.options()["two_copies"] is True
    assert setup.options()["turn_limit"] == HOUSE_TURN_LIMIT
    click_button(app, setup.start_button)
    table = app.stack.top
    assert isinstance(table, MabinogiTable)
    assert table.record.config["two_copies"] is True
    assert table.record.config["turn_limit"] == HOUSE_TURN_LIMIT
    assert table.state.turn_limit == HOUSE_TURN_LIMIT
    again = GameSetupScene(app, "mabinogi")              # the setup remembers them
    assert again.values["mabinogi"][TWO] is True and again.values["mabinogi"][TURNS] is True
    assert plugin_module.copy_limit(app.settings) == HOUSE_MAX_COPIES


def test_the_deck_builder_follows_the_remembered_copies_house_rule(app, fresh_home):
    """The builder's one hook: its deck model takes the copy limit of the last setup."""
    from scenes.mabinogi import builder
    assert plugin_module.copy_limit(app.settings) is None
    scene = builder.open_builder(app)
    assert scene.model.max_copies is None
    for _ in range(3):
        assert scene.model.add("Hyena") is None         # the rulebook: a third copy is fine
    app.settings.last_setup = {"mabinogi": {"players": 2, "options": {TWO: True}}}
    scene = builder.open_builder(app)
    assert scene.model.max_copies == HOUSE_MAX_COPIES
    assert scene.model.add("Hyena") is None and scene.model.add("Hyena") is None
    assert "house rule" in scene.model.add("Hyena")
    for bad in (None, {}, {"mabinogi": "x"}, {"mabinogi": {"options": {TWO: "yes"}}}):
        app.settings.last_setup = bad
        assert plugin_module.copy_limit(app.settings) is None


def test_the_rules_screen_names_the_house_rules_and_the_stall_rule(app):
    source = rules_text(app.plugins["mabinogi"])
    rules = RulesScreen(app, "mabinogi")
    app.stack.push(rules, fade=False)
    app.frame()
    assert "Our house rules" in [t for t, _ in rules.sections]
    boxes = [line for line in source.splitlines() if line.startswith("! ")]
    assert any(b.startswith("! Two copies (off unless switched on)") for b in boxes)
    assert any(b.startswith("! Turn limit (off unless switched on)") and
               f"after {HOUSE_TURN_LIMIT} turns" in b for b in boxes)
    assert any(b.startswith("! Stall rule (always)") and f"{STALL_TURNS} turns" in b
               for b in boxes)
    assert "as many copies of a card as you like" in source
    for term, _ in RULES.settled:
        assert term in source
    assert "printed cost" not in source and "no upkeep" not in source
    assert "It uses a flame like any action" in source


def test_the_deck_builder_opened_from_the_setup_follows_the_toggle_as_shown(app, fresh_home):
    """Switch the two-copies house rule on, then open the deck builder without starting a
    game: the builder refuses a third copy, as the setup on screen says."""
    from scenes.mabinogi.builder import DeckBuilderScene
    setup = _setup(app)
    click(app, setup.control(TWO).rect.center)
    setup.open_builder()
    app.frame()
    scene = app.stack.top
    assert isinstance(scene, DeckBuilderScene)
    assert scene.model.max_copies == HOUSE_MAX_COPIES


def test_every_deck_choice_shows_its_resources_whole(app, fresh_home):
    """Issue 23 item 9: the deck rows' notes read "Mana,…": every deck's resources are
    named whole (the hero's first name alone when the whole note would be cut)."""
    from engines.mabinogi import DECKS, RESOURCES, card
    setup = _setup(app)
    for seat in (0, 1):
        notes = setup.control("decks", seat).notes
        for d in DECKS:
            note = notes[d.name]
            assert "…" not in note, note
            for r in sorted({card(n).res for n in d.cards}):
                assert RESOURCES[r] in note, note
