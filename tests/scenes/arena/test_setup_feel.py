"""The Arena's setup as testers met it (issue 23 §6): the AI seats' defaults give every
seat its own Planeswalker, and an army saved in the builder is the one the setup offers
you next."""
from __future__ import annotations

from engines.arena.content import ARMY
from scenes.game_setup import GameSetupScene
from tests.scenes.shell_helpers import click, click_button


def _setup(app):
    app.settings.seen_games = ["magi", "mabinogi", "magination", "arena", "magecraft"]
    setup = GameSetupScene(app, "arena")
    app.stack.push(setup, fade=False)
    app.frame()
    return setup


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
