"""The Arena's setup as testers met it (issue 23 §6): the AI seats' defaults give every
seat its own Planeswalker, and an army saved in the builder is the one the setup offers
you next."""
from __future__ import annotations

from engines.arena.content import ARMY
from scenes.arena.collection import ARMY_STORE, OTHER
from tests.scenes.arena.helpers import arena_setup
from tests.scenes.shell_helpers import click, click_button


def _setup(app):
    return arena_setup(app)


def _walkers(table) -> list:
    s = table.state
    return [ARMY[s.c_key[s.pw[q]]].key for q in range(s.players)]


def test_a_five_player_melee_with_the_default_ai_armies_seats_five_planeswalkers(app,
                                                                              fresh_home):
    """A Melee of five set up by mouse with the AI seats left at their defaults, after you
    chose Jace's army: every seat leads a different Planeswalker (no AI plays yours, none
    is left out)."""
    setup = _setup(app)
    mine = setup.control("armies", 0)
    while mine.value != "Jace's default army":
        click(app, mine.right.center)
    while setup.player_cycler.value != 5:
        click(app, setup.player_cycler.right.center)
        mine = setup.control("armies", 0)
    assert setup.control("armies", 0).value == "Jace's default army"
    click_button(app, setup.start_button)
    table = app.stack.top
    assert table.state.players == 5
    walkers = _walkers(table)
    assert sorted(walkers) == sorted(["chandra", "jace", "liliana", "gideon", "nissa"])
    assert walkers[table.seats.me] == "jace"


def test_an_army_saved_in_the_builder_is_your_army_when_the_setup_shows_again(app,
                                                                            fresh_home):
    """Save an army in the builder opened from the setup, go back: "Your army" shows the
    army just saved; a setup opened afresh later shows it too."""
    setup = _setup(app)
    assert setup.control("armies", 0).value == "Chandra's default army"
    click_button(app, setup.collection_button)
    builder = app.stack.top
    builder.load(ARMY_STORE.builtin()[4])               # a copy of Nissa's
    builder.remove_card("pummelroots")
    builder.add_card("elves")
    builder.name_field.set("Many Elves")
    click(app, builder.save_button.rect.center)
    assert builder.saved_name == "Many Elves"
    click(app, builder.back_button.rect.center)
    assert app.stack.top is setup
    app.frame()
    assert setup.control("armies", 0).value == "Many Elves"
    assert setup.control("armies", 1).value == OTHER           # the AI seat unchanged
    click(app, setup.back.rect.center)
    again = _setup(app)
    assert again.control("armies", 0).value == "Many Elves"
