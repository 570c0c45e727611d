"""New game options for Magecraft (the human's mage) and the Magecraft rules summary."""
from __future__ import annotations

import pytest
import pygame

from engines.magecraft.content import CHARACTER_INDEX, CHARACTERS
from scenes.game_setup import GameSetupScene, ready_games_text
from scenes.magecraft.table import MagecraftTable
from scenes.message import MessageOverlay
from scenes.rules_screen import RulesScreen
from scenes.rules_text import rules_text
from tests.scenes.shell_helpers import click, click_button, press


def _setup(app, selected=None):
    setup = GameSetupScene(app, selected)
    app.stack.push(setup, fade=False)
    app.frame()
    return setup


def test_magecraft_character_reaches_the_engine(app, fresh_home):
    setup = _setup(app)
    click(app, setup.tiles["magecraft"].center)
    assert setup.selected == "magecraft" and setup.control("character").visible
    assert setup.control("character").value == "random"
    click(app, setup.player_cycler.right.center)          # 3 players
    while setup.control("character").value != "terrek":
        click(app, setup.control("character").right.center)
    assert setup.options() == {"character": "terrek", "mastering": True}
    click_button(app, setup.start_button)
    table = app.stack.top
    assert isinstance(table, MagecraftTable) and table.players == 3
    chars = table.record.config["characters"]
    assert chars[table.human] == "terrek"
    assert len(set(chars)) == 3                               # the AI mages differ
    assert table.state.chars[table.human] == CHARACTER_INDEX["terrek"]


def test_magecraft_mastering_can_be_left_out_in_setup(app, fresh_home):
    """The rulebook advises a first game without mastering: a setup toggle, on by
    default, that reaches the engine's config."""
    setup = _setup(app)
    click(app, setup.tiles["magecraft"].center)
    toggle = setup.control("mastering")
    assert toggle is not None and toggle.visible and setup.options()["mastering"] is True
    click(app, toggle.rect.center)
    assert setup.options()["mastering"] is False
    click_button(app, setup.start_button)
    table = app.stack.top
    assert isinstance(table, MagecraftTable)
    assert table.record.config["mastering"] is False and table.state.config["mastering"] is False


def test_ai_characters_are_seeded_and_random_leaves_the_engine_free(app, fresh_home):
    a = MagecraftTable(app, players=4, options={"character": "lumi"}, seed=11)
    b = MagecraftTable(app, players=4, options={"character": "lumi"}, seed=11)
    assert a.record.config["characters"] == b.record.config["characters"]
    assert sorted(a.record.config["characters"]) == sorted(c.key for c in CHARACTERS)
    free = MagecraftTable(app, players=2, options={"character": "random"}, seed=3)
    assert "characters" not in free.record.config
    # explicit engine config (the tutorial's) wins over the picker
    fixed = MagecraftTable(app, players=2, seed=3,
                           options={"character": "lumi", "characters": ["pyra", "nerin"]})
    assert fixed.record.config["characters"] == ["pyra", "nerin"]


def test_character_cycler_only_for_magecraft(app, fresh_home):
    setup = _setup(app, "magi")
    assert setup.control("character") is None and setup.options() == {"variation": False}
    setup.select("magecraft")
    assert setup.control("character") is not None and setup.control("character") in setup.controls
    assert "Cantrip" in setup.control("character").notes["pyra"]


def test_coming_soon_names_the_playable_games(app, fresh_home):
    titles = [g.title for g in app.plugins.built()]
    text = ready_games_text(app.plugins)
    assert all(t in text for t in titles) and text.endswith(f"or {titles[-1]}")
    soon = [p.key for p in app.plugins if not p.built]
    if not soon:
        pytest.skip("every game is playable")
    setup = _setup(app, soon[0])
    assert setup.start() is False
    top = app.stack.top
    assert isinstance(top, MessageOverlay) and text in top.body
    assert "Pick Magi to play" not in top.body


def test_magecraft_rules_screen_shows_the_summary(app):
    source = rules_text(app.plugins["magecraft"])
    assert "being written" not in source and "Coming soon" not in source
    rules = RulesScreen(app, "magecraft")
    app.stack.push(rules, fade=False)
    app.frame()
    titles = [t for t, _ in rules.sections]
    for needed in ("Aim", "Setting up", "A turn, in four phases", "The icons",
                   "Mastered spells", "The cantrip", "Our house rules", "Designed content",
                   "Controls"):
        assert needed in titles
    assert "Coming soon" not in titles
    # every section is reachable from the contents column

    assert rules.toc_rects[-1].bottom <= rules.toc.bottom - 8
    for c in CHARACTERS:
        assert c.name in source and c.cantrip in source
    assert rules.max_scroll > 2000



def test_magination_rules_screen_shows_the_summary(app):
    source = rules_text(app.plugins["magination"])
    assert "being written" not in source and "Coming soon" not in source
    rules = RulesScreen(app, "magination")
    app.stack.push(rules, fade=False)
    app.frame()
    titles = [t for t, _ in rules.sections]
    for needed in ("Aim", "The cards", "Building a deck", "Setting up", "A turn, in six steps",
                   "Powers", "Effects", "Attacking", "Regions and costs", "When a Magi falls",
                   "Three or more players", "Our house rules", "Controls"):
        assert needed in titles
    assert "Coming soon" not in titles
    # every section is reachable from the contents column

    assert len(rules.toc_rects) == len(titles)
    assert rules.toc_rects[-1].bottom <= rules.toc.bottom - 8
    # the deck rules and the house rules of the engine docstring are there
    for phrase in ("three different Magi", "at least 40", "3 copies", "five cards",
                   "Energize", "Draw two cards", "regional penalty", "200 turns",
                   "Pack Hunt", "Ctrl+Z", "Deck builder"):
        assert phrase.lower() in source.lower(), phrase
    assert source.count("\n! ") >= 10          # house rules, each in a marked box
    assert rules.max_scroll > 2000

# -- Magi-Nation Duel: the deck pickers and the deck builder ----------------------------
def test_magination_default_decks_and_players(app, fresh_home):
    setup = _setup(app, "magination")
    info = app.plugins["magination"]
    assert [v for v, _ in setup.player_cycler.options] == list(info.player_counts)
    assert setup.control("decks", 0).value == "Naroom starter"
    assert setup.control("decks", 1).value == "Cald starter"
    assert setup.collection_button.visible and setup.collection_button in setup.controls
    mine, theirs = setup.options()["decks"]
    assert mine["magi"] == ["Evu", "Tryn", "Yaki"] and theirs["magi"] == ["Ashgar", "Gar", "Grega"]
    # every AI seat plays the opponent deck
    click(app, setup.player_cycler.right.center)
    assert [d["magi"][0] for d in setup.options()["decks"]] == ["Evu", "Ashgar", "Ashgar"]
    # no overlaps in the options panel
    rects = [c.rect for c in (setup.player_cycler, setup.difficulty_cycler,
                              setup.control("decks", 0), setup.control("decks", 1),
                              setup.collection_button, setup.start_button)]
    assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    setup.select("magi")
    assert setup.control("decks", 0) is None and not setup.collection_button.visible
    assert setup.collection_button not in setup.focus.items


def test_choosing_the_cald_starter_reaches_the_engine(app, fresh_home):
    from engines.magination import RULES
    from scenes.magination.table import MagiNationTable
    setup = _setup(app)
    click(app, setup.tiles["magination"].center)
    assert setup.selected == "magination"
    while setup.control("decks", 0).value != "Cald starter":
        click(app, setup.control("decks", 0).right.center)
    click_button(app, setup.start_button)
    table = app.stack.top
    assert isinstance(table, MagiNationTable) and table.players == 2
    cald = RULES.starter_deck("cald")
    seat0 = table.record.config["decks"][0]
    assert seat0["magi"] == list(cald["magi"])
    assert sorted(seat0["cards"]) == sorted(cald["cards"])
    assert table.record.config["decks"][1]["magi"] == ["Ashgar", "Gar", "Grega"]


def test_deck_builder_button_opens_the_builder_and_escape_returns(app, fresh_home):
    import pygame
    from scenes.magination.deck_builder import DeckBuilderScene
    from tests.scenes.shell_helpers import press
    setup = _setup(app, "magination")
    click_button(app, setup.collection_button)
    builder = app.stack.top
    assert isinstance(builder, DeckBuilderScene)
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is setup and setup.selected == "magination"


def test_a_deck_saved_in_the_builder_appears_after_returning(app, fresh_home):
    import pygame
    from scenes.magination.decks import DECKS
    from tests.scenes.shell_helpers import press
    setup = _setup(app, "magination")
    while setup.control("decks", 1).value != "Cald starter":          # kept across the refresh
        click(app, setup.control("decks", 1).right.center)
    click_button(app, setup.collection_button)
    builder = app.stack.top
    builder.load(DECKS.builtin()[1], copy=True)               # a Cald copy
    builder.name_field.set("Fire Sale")
    click(app, builder.save_button.rect.center)
    assert builder.saved_name == "Fire Sale" and not builder.dirty
    click(app, builder.back_button.rect.center)
    assert app.stack.top is setup
    names = [v for v, _ in setup.control("decks", 0).options]
    assert names[:2] == ["Naroom starter", "Cald starter"] and "Fire Sale" in names
    assert setup.control("decks", 0).value == "Naroom starter"
    assert setup.control("decks", 1).value == "Cald starter"
    while setup.control("decks", 0).value != "Fire Sale":
        click(app, setup.control("decks", 0).right.center)
    assert setup.options()["decks"][0]["magi"] == ["Ashgar", "Gar", "Grega"]
    # a deck deleted meanwhile falls back to the default
    DECKS.delete("Fire Sale")
    setup.resume()
    assert setup.control("decks", 0).value == "Naroom starter"
    assert "Fire Sale" not in [v for v, _ in setup.control("decks", 0).options]
    press(app, pygame.K_ESCAPE)


def test_setup_remembers_the_last_players_difficulty_and_options(app, fresh_home):
    setup = _setup(app, "magecraft")
    click(app, setup.player_cycler.right.center)                 # 3 players
    click(app, setup.difficulty_cycler.right.center)             # hard
    while setup.control("character").value != "lumi":
        click(app, setup.control("character").right.center)
    click_button(app, setup.start_button)
    from scenes.menu import MenuScene
    app.stack.clear_to(MenuScene(app))
    from app.settings import load_settings
    app.settings, message = load_settings()                      # as at the next start
    assert message is None
    again = _setup(app, "magecraft")
    assert again.players["magecraft"] == 3 and again.difficulty == "hard"
    assert again.control("character").value == "lumi"
    assert again.players["magi"] == 4                            # other games untouched
    app.stack.clear_to(MenuScene(app))
    from scenes.game_setup import GameSetupScene
    reopened = GameSetupScene(app)                               # New game from the menu
    assert reopened.selected == "magecraft"                      # the game last started


def test_a_first_start_suggests_the_tutorial_once(app, fresh_home):
    from scenes.magi.tutorial import MagiTutorial
    app.settings.seen_games = []
    setup = _setup(app, "magi")
    click_button(app, setup.start_button)
    offer = app.stack.top
    assert isinstance(offer, MessageOverlay) and offer.title == "New to Magi?"
    offer.choose(0)                                           # Tutorial
    assert isinstance(app.stack.top, MagiTutorial)
    assert app.settings.seen_games == ["magi"]
    setup = _setup(app, "magi")
    click_button(app, setup.start_button)                     # not again
    assert not isinstance(app.stack.top, MessageOverlay)


def test_esc_on_the_tutorial_offer_goes_back_to_the_setup(app, fresh_home):
    """One input, one meaning: Esc on "New to Magi?" starts nothing (it used to pick
    Play now), and the offer comes again at the next Start."""
    app.settings.seen_games = []
    setup = _setup(app, "magi")
    click_button(app, setup.start_button)
    assert isinstance(app.stack.top, MessageOverlay)
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is setup
    assert app.settings.seen_games == []
    click_button(app, setup.start_button)
    assert isinstance(app.stack.top, MessageOverlay)


def test_each_ai_seat_picks_its_own_deck(app, fresh_home):
    setup = _setup(app, "magination")
    click(app, setup.player_cycler.right.center)                  # 3 players: 2 AI rows
    assert setup.control("decks", 1).label == "Opponent 1 deck"
    assert setup.control("decks", 2).label == "Opponent 2 deck"
    assert setup.control("decks", 3) is None
    while setup.control("decks", 2).value != "Naroom starter":
        click(app, setup.control("decks", 2).right.center)
    assert [d["magi"][0] for d in setup.options()["decks"]] == ["Evu", "Ashgar", "Evu"]
    rects = [c.rect for c in setup.controls]
    assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    click(app, setup.player_cycler.right.center)                  # 4 players: 3 AI rows
    assert setup.control("decks", 3) is not None
    assert setup.control("decks", 2).value == "Naroom starter"    # kept
    rects = [c.rect for c in setup.controls]
    assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])


def test_five_seats_and_a_battlefield_fit_and_each_ai_seat_starts_on_its_own_army(app, fresh_home):
    """Arena at 5 players: eight rows (players, difficulty, five armies, the Melee's
    length) above the buttons without overlap; each seat starts on a different
    Planeswalker (the AI seats on "another Planeswalker": issue 23 §6)."""
    setup = _setup(app, "arena")
    setup._set_players(5)
    walkers = {a["planeswalker"] for a in setup.options()["armies"]}
    assert len(walkers) == 5
    assert setup.control("battlefield") is not None
    rects = [c.rect for c in setup.controls]
    assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])


def test_a_row_with_a_single_choice_shows_no_arrows_and_clicks_do_nothing(app, fresh_home):
    """Mabinogi Duel is for two players only: its Players row states it, with no arrows
    to click through a list of one."""
    setup = _setup(app)
    click(app, setup.tiles["mabinogi"].center)
    cyc = setup.player_cycler
    assert cyc.options == [(2, "2 players")] and cyc.single
    click(app, cyc.right.center)
    click(app, cyc.value_rect.center)
    assert cyc.value == 2 and setup.players["mabinogi"] == 2
    surface = app.screen.copy()
    centre = surface.get_at(cyc.right.center)
    cyc.options.append((3, "3 players"))                        # two choices: arrows drawn
    app.frame()
    assert app.screen.get_at(cyc.right.center) != centre


@pytest.mark.parametrize("game", ["arena", "magi"])
def test_the_setup_offers_the_selected_games_rules(app, fresh_home, game):
    """Issue 23: the rules were reachable only from the pause menu; the setup has a
    Rules button for the game selected, and Back comes back to the setup."""
    setup = _setup(app)
    click(app, setup.tiles[game].center)
    assert setup.selected == game
    click_button(app, setup.rules_button)
    rules = app.stack.top
    assert isinstance(rules, RulesScreen) and rules.game_key == game
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is setup


@pytest.mark.parametrize("game", ["magi", "magination", "magecraft", "arena"])
def test_the_rows_stay_put_when_players_change(app, fresh_home, game):
    """Two clicks on Players ">" add players and nothing else (issue 23, item 5): the
    rows keep their places (a seat's row is added below), so the second click does not
    land on the row that moved under the pointer."""
    setup = _setup(app, game)
    cycler = setup.player_cycler
    where = cycler.right.center
    first = setup.players[game]
    rects = {k: c.rect.copy() for k, c in setup.option_controls.items()}
    values = {k: getattr(c, "value", None) for k, c in setup.option_controls.items()}
    click(app, where)
    click(app, where)
    assert setup.players[game] == min(first + 2, max(setup.plugin.player_counts))
    assert setup.player_cycler.right.center == where
    for k, rect in rects.items():
        now = setup.option_controls.get(k)
        assert now is not None and now.rect == rect, k           # nothing moved
        assert getattr(now, "value", None) == values[k], k       # nor changed
