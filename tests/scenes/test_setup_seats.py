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


def test_each_ai_seat_plays_at_the_level_set_for_it_and_remembered(app, fresh_home):
    """Issue 26 item 1: "Who plays" sets each AI seat's level; the table's AI plays each
    seat at its own (a seat left alone at the setup's AI difficulty), a save keeps the
    levels, and the next setup shows them again."""
    from app import saves
    from app.settings import load_settings
    setup = _setup(app, "magecraft")
    click(app, setup.player_cycler.right.center)                 # 3 players
    assert setup.difficulty == "normal"
    click_button(app, setup.seats_button)
    dialog = app.stack.top
    assert not dialog.levels[0].visible and dialog.levels[1].visible
    click(app, dialog.levels[1].right.center)                    # seat 2: Hard
    assert dialog.levels[1].value == "hard"
    click_button(app, dialog.done)
    click_button(app, setup.start_button)
    table = app.stack.top
    assert (table.ai.level(1), table.ai.level(2)) == ("hard", "normal")
    made: list = []
    make = table.rules.make_agent
    table.rules.make_agent = lambda level, seed: made.append(level) or make(level, seed)
    table.ai._agents.clear()
    table.ai.agent(1), table.ai.agent(2)
    assert made == ["hard", "normal"]
    assert table.save_meta()["levels"] == [None, "hard", "normal"]
    table._autosave()
    data, error = saves.load(saves.autosave_path("magecraft"))
    assert error is None and data is not None
    from tests.conftest import all_plugins
    restored = all_plugins()["magecraft"].from_save(app, data)
    assert (restored.ai.level(1), restored.ai.level(2)) == ("hard", "normal")
    app.stack.clear_to(MenuScene(app))
    app.settings, message = load_settings()                      # as at the next start
    assert message is None
    again = _setup(app, "magecraft")
    click_button(app, again.seats_button)
    assert app.stack.top.levels[1].value == "hard"


def test_the_per_seat_rows_name_the_people(app, fresh_home):
    """Issue 26: with several people the setup's rows of each seat's side say whose it is
    ("Ivy's army"), not "Your army" / "AI army"; one person's rows read as before."""
    setup = _setup(app, "arena")
    assert setup.control("armies", 0).label == "Your army"
    click_button(app, setup.seats_button)
    dialog = app.stack.top
    _type(app, dialog.fields[0], "Ivy")
    click(app, dialog.kinds[1].right.center)                      # seat 2: a person
    _type(app, dialog.fields[1], "Bram")
    click_button(app, dialog.done)
    assert setup.control("armies", 0).label == "Ivy's army"
    assert setup.control("armies", 1).label == "Bram's army"


def test_the_line_beside_who_plays_says_who_plays_the_seats():
    """One person: the AI plays the others; people at some seats: the AI plays the rest;
    people at every seat: no AI seat is mentioned as playing."""
    from scenes.setup_seats import seats_hint
    assert seats_hint(1, 4) == "One seat is yours; the AI plays the others."
    assert seats_hint(2, 4) == "2 people take turns here; the AI plays the rest."
    assert "AI plays" not in seats_hint(2, 2) and seats_hint(2, 2).startswith("2 people")


def test_every_level_fits_between_its_arrows(app, fresh_home):
    """The AI seat's Level: its widest word ("Normal") fits between the < and > buttons
    (it overlapped the left one at 160 units)."""
    from app.ui import text
    setup = _setup(app, "magi")
    click_button(app, setup.seats_button)
    dialog = app.stack.top
    level = next(c for c in dialog.levels if c.visible)
    widest = max(text.width_of(label, level.m.pt(20), text.BOLD) for _, label in level.options)
    assert widest <= level.value_rect.w, (widest, level.value_rect.w)
    label_w = text.width_of(level.label, level.m.pt(20))
    assert level.rect.x + label_w < level.left.x, "the label runs into the < button"
