"""Pass-and-play through the real tables, by mouse (issue 26): the screen goes from one
person to the next at whatever decision the engine gives the other (a turn, a response,
a shield...), under a cover that shows no card and takes only a deliberate click; the
AI seats never decide for a person; a save resumes at the right hand-over; undo takes
back only the present person's own moves since the hand-over; one person plays exactly
as before (no cover)."""
from __future__ import annotations

import random

import pygame
import pytest

from app import saves
from scenes.kit.handover import REVEAL_GRACE
from tests.conftest import all_plugins
from tests.scenes.kit.hot_seat import (NAMES, hot_seat_table, play, reveal, until_settled)
from tests.scenes.kit.tables import built_keys, new_table
from tests.scenes.shell_helpers import click, key, tap

DECISIONS = 30


def _asked_seats(t) -> list:
    """The seats the AI driver is asked to decide for (recorded)."""
    asked: list = []
    ask = t.ai.ask

    def recording(state, seat):
        asked.append(seat)
        return ask(state, seat)
    t.ai.ask = recording
    return asked


@pytest.mark.parametrize("game", built_keys())
def test_the_screen_goes_to_the_person_whose_decision_it_is(app, game, monkeypatch):
    """Two people (and AIs where the game seats more): each hand-over names the person
    the engine asks next, the table is theirs once they click (``seats.me``), and the AI
    is never asked for a person's seat (not even with no pace between moves)."""
    from scenes.kit.table import TableScene
    monkeypatch.setattr(TableScene, "ai_pace_now", lambda self: 0.0)
    plugin = all_plugins()[game]
    people = [0, 1]
    t = hot_seat_table(app, game, people, players=plugin.default_players, seed=7)
    asked = _asked_seats(t)
    seen: list = []

    def on_reveal(table) -> None:
        to = table.state.to_move
        assert table.session.is_person(to) or not table.handover.revealed
        assert table.handover.name() == NAMES[table.human]
        seen.append(table.human)
    covers = play(app, t, random.Random(7), DECISIONS, on_reveal)
    assert covers >= 2 and set(seen) == {0, 1}, "the screen never went to both people"
    assert not set(asked) & set(people), "the AI was asked to decide for a person"
    assert t.seats.me == t.human


@pytest.mark.parametrize("game", built_keys())
def test_the_ai_waits_under_the_cover(app, game):
    """A game whose first move is an AI seat's opens under the cover of its person, and
    the AI waits for them to look."""
    counts = [n for n in all_plugins()[game].player_counts if n >= 3]
    if not counts:
        pytest.skip("a duel: no AI seat beside two people")
    t = hot_seat_table(app, game, [1, 2], players=counts[0], seed=1)
    for seed in range(2, 30):
        if t.state.to_move == 0:
            break
        app.stack.pop()
        t = hot_seat_table(app, game, [1, 2], players=counts[0], seed=seed)
    if t.state.to_move != 0:
        pytest.skip("no seed found where the AI seat moves first")
    for _ in range(120):
        app.frame()
    assert t.handover.covering and not t.record.actions, "the AI played under the cover"
    reveal(app, t)
    until_settled(app, t)
    assert t.record.actions and t.actors[0] == 0


@pytest.mark.parametrize("game", built_keys())
def test_input_before_the_reveal_does_nothing(app, game):
    """Under the cover a click, Space or a key meant for the table does nothing: the
    record stays, the cover stays; only a click once the cover has shown reveals."""
    t = hot_seat_table(app, game, [0, 1], players=2 if 2 in all_plugins()[game].player_counts
                       else None, seed=3)
    until_settled(app, t)
    assert t.handover.covering
    actions = len(t.record.actions)
    tap(app, (640, 360))                       # at once: meant for before
    app.frame([key(pygame.K_SPACE)])
    app.frame([key(pygame.K_a)])
    assert t.handover.covering and len(t.record.actions) == actions
    for _ in range(int(REVEAL_GRACE * 60) + 5):
        app.frame()
    assert t.handover.covering and len(t.record.actions) == actions, \
        "the AI played under the cover"
    reveal(app, t)
    assert t.seats.me == t.human


def _to_hand_over(app, t, rng, limit: int = 200, played: bool = False) -> None:
    """Play until a hand-over to another person is on screen (``played``: to a person
    who has moves in the record already)."""
    for _ in range(limit):
        until_settled(app, t)
        assert t.state.to_move is not None, "the game ended before a hand-over"
        if t.handover.covering and t.handover.revealed is False and t.record.actions \
                and (not played or t.human in t.actors):
            return
        if t.handover.covering:
            reveal(app, t)
            continue
        t.popup = None
        assert t.human_act(rng.choice(t.legal())) is None
    raise AssertionError("no hand-over came")


@pytest.mark.parametrize("game", built_keys())
def test_a_save_resumes_at_the_hand_over(app, game):
    """Continue opens a hot-seat game under the cover of the person whose decision it
    is, with the people and their names kept."""
    t = hot_seat_table(app, game, [0, 1], players=2 if 2 in all_plugins()[game].player_counts
                       else None, seed=5, autosave=True)
    rng = random.Random(5)
    until_settled(app, t)
    reveal(app, t)
    _to_hand_over(app, t, rng)
    waiting = t.human
    save, message = saves.load(saves.autosave_path(game))
    assert message is None and save is not None
    assert save["meta"]["people"] == [0, 1]
    from scenes.saved_game import open_saved_game
    assert open_saved_game(app, save)                 # Continue: drawn once, then pushed
    resumed = app.stack.top
    assert resumed is not t and type(resumed) is type(t)
    until_settled(app, resumed)
    assert resumed.handover.covering and resumed.human == waiting
    assert resumed.names[:2] == NAMES[:2]
    assert resumed.record.actions == t.record.actions
    reveal(app, resumed)
    assert resumed.can_act()


def test_an_old_save_loads_as_one_person(app):
    """A save without people: one person, no cover."""
    t = new_table(app, "mabinogi", seed=2, autosave=True)
    until_settled(app, t)
    t.popup = None
    t.human_act(t.legal()[0])
    save, _ = saves.load(saves.autosave_path("mabinogi"))
    assert "people" not in save["meta"]
    resumed = all_plugins()["mabinogi"].from_save(app, save, inline_ai=True)
    assert resumed.session.people == (0,) and not resumed.handover.covering


@pytest.mark.parametrize("game", built_keys())
def test_undo_takes_back_only_the_present_persons_moves_since_the_hand_over(app, game):
    t = hot_seat_table(app, game, [0, 1], players=2 if 2 in all_plugins()[game].player_counts
                       else None, seed=9)
    rng = random.Random(9)
    until_settled(app, t)
    reveal(app, t)
    _to_hand_over(app, t, rng, played=True)
    reveal(app, t)
    until_settled(app, t)
    if t.state.to_move is None or t.handover.covering:
        pytest.skip("the game did not wait for the person")
    start = len(t.record.actions)
    assert not t.can_undo(), "undo would take back the other person's moves"
    tap(app, t.undo_button.rect.center)
    assert len(t.record.actions) == start
    t.popup = None
    assert t.human_act(rng.choice(t.legal())) is None
    until_settled(app, t)
    if t.handover.covering or t.state.to_move is None:
        return                                  # their decision ended their look
    assert t.can_undo()
    for _ in range(120):
        if not t.input_held():
            break
        app.frame()
    t.popup = None                              # a question of theirs left open
    click(app, t.undo_button.rect.center)      # one frame: no question reopens
    assert len(t.record.actions) == start, "undo did not stop at the hand-over"


def test_one_person_plays_as_before(app):
    """One person: no cover, no hand-over; the table is theirs from the first frame."""
    for game in built_keys():
        t = new_table(app, game, seed=4)
        app.frame()
        assert not t.handover.covering and t.session.people == (0,)
        app.stack.pop()


@pytest.mark.parametrize("game", built_keys())
def test_the_log_says_you_only_to_the_person_at_the_screen(app, game):
    """After every hand-over the log is the viewer's: their own moves in "you", the
    other person's by name (never the viewer's own name as the one who acts)."""
    t = hot_seat_table(app, game, [0, 1], players=2 if 2 in all_plugins()[game].player_counts
                       else None, seed=21)
    checked = []

    def on_reveal(table) -> None:
        me = NAMES[table.human]
        other = NAMES[1 - table.human]
        lines = [line for line, _ in table.log.lines]
        mine = [line for line in lines if line.startswith(me + " ")]
        assert not mine, f"{me}'s screen names {me} in the third person: {mine[:3]}"
        checked.append(any(line.startswith(other + " ") for line in lines))
    play(app, t, random.Random(21), DECISIONS, on_reveal)
    assert any(checked), "the log never named the other person"
