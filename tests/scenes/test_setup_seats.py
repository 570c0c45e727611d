"""The game setup's "Who plays…" (issue 26): each seat a person (named) or the AI, at
least one person, remembered per game; two people start a pass-and-play table, one
person starts the table exactly as before."""
from __future__ import annotations

import pygame

from scenes.game_setup import GameSetupScene
from scenes.menu import MenuScene
from scenes.setup_seats import LAST_PERSON, SeatsDialog, plan_for
from tests.scenes.shell_helpers import click, click_button, ev


def _setup(app, selected=None):
    setup = GameSetupScene(app, selected)
    app.stack.push(setup, fade=False)
    app.frame()
    return setup


def _type(app, field, words: str) -> None:
    click(app, field.rect.center)
    field.select_all()
    app.frame([ev(pygame.TEXTINPUT, text=words)])
    app.frame([ev(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)])


def test_two_people_start_a_pass_and_play_table_with_their_names(app, fresh_home):
    setup = _setup(app, "magecraft")
    click(app, setup.player_cycler.right.center)                 # 3 players
    click_button(app, setup.seats_button)
    dialog = app.stack.top
    assert isinstance(dialog, SeatsDialog) and len(dialog.kinds) == 3
    _type(app, dialog.fields[0], "Ivy")
    click(app, dialog.kinds[2].right.center)                      # seat 3: a person
    assert dialog.fields[2].visible
    _type(app, dialog.fields[2], "Orla")
    click_button(app, dialog.done)
    assert app.stack.top is setup
    click_button(app, setup.start_button)
    table = app.stack.top
    assert table.session.people == (0, 2) and table.session.hot_seat
    assert table.names[0] == "Ivy" and table.names[2] == "Orla"
    assert table.names[1] not in ("", "You", "Player 2")         # the AI's own name
    app.frame()
    assert table.handover.covering                               # "Pass to Ivy" first


def test_the_last_person_cannot_become_the_ai(app, fresh_home):
    setup = _setup(app, "mabinogi")
    click_button(app, setup.seats_button)
    dialog = app.stack.top
    click(app, dialog.kinds[0].right.center)
    assert dialog.plan[0]["person"] and dialog.kinds[0].value == "person"
    assert dialog.message == LAST_PERSON


def test_one_person_starts_as_before(app, fresh_home):
    setup = _setup(app, "mabinogi")
    click_button(app, setup.start_button)
    table = app.stack.top
    assert table.session.people == (0,) and not table.session.hot_seat
    assert table.names[0] == "You"
    app.frame()
    assert not table.handover.covering


def test_the_seats_are_remembered_per_game(app, fresh_home):
    setup = _setup(app, "magi")
    click_button(app, setup.seats_button)
    dialog = app.stack.top
    click(app, dialog.kinds[1].right.center)
    _type(app, dialog.fields[1], "Bram")
    click_button(app, dialog.done)
    click_button(app, setup.start_button)
    app.stack.clear_to(MenuScene(app))
    from app.settings import load_settings
    app.settings, message = load_settings()                      # as at the next start
    assert message is None
    again = _setup(app, "magi")
    plan = again.seat_plans["magi"]
    assert plan[1] == {"person": True, "name": "Bram"} and plan[0]["person"]
    assert not again.seat_plans["arena"][1]["person"]           # other games untouched


def test_a_remembered_plan_is_checked():
    """A settings file is untrusted: odd entries fall back to the default."""
    plan = plan_for([{"person": "yes", "name": 5}, "x", {"person": True, "name": "\x00"}], 3)
    assert plan == [{"person": True, "name": "Player 1"}, {"person": False, "name": "Player 2"},
                    {"person": True, "name": "Player 3"}]
