"""The sixth game's table, made only of kit parts and a spec, played headless by
synthetic mouse events: a click that takes counters, a drag of the card onto the pile,
a refused click that shows its reason, undo, an unhandled event type reported, and a
game played to its end."""
from __future__ import annotations

import pytest

from engines.core.replay import Record
from tests.scenes.kit.tables import until
from tests.scenes.shell_helpers import drag, tap
from tests.sixth.engine.read import Pile
from tests.sixth.plugin import PLUGIN
from tests.sixth.table import SixthTable


@pytest.fixture
def table(app):
    t = PLUGIN.table_scene(app, seed=3, inline_ai=True, autosave=False,
                           options={"pile": 9})
    app.stack.push(t, fade=False)
    until(app, t.can_act)
    return t


def _take(app, t, n):
    tap(app, t.element_rect(f"take {n}").center)


def test_a_click_applies_an_action_and_the_ai_answers(app, table):
    t = table
    assert isinstance(t, SixthTable) and Pile(t.state).counters == 9
    _take(app, t, 2)
    assert t.record.actions[0] == ("take", 2)
    until(app, t.can_act)
    assert len(t.record.actions) == 2                      # the AI took its turn
    assert Pile(t.shown).counters == Pile(t.state).counters < 7


def test_dragging_the_card_onto_the_pile_plays_it(app, table):
    t = table
    card = Pile(t.state).card(0)
    drag(app, t.element_rect("card").center, t.element_rect("pile").center)
    assert t.record.actions[0] == ("card",)
    assert Pile(t.state).counters <= 9 - card


def test_a_refused_click_shows_the_engines_reason_and_changes_nothing(app):
    """A saved game continued (Continue) at a pile of 2: "Take 3" is refused."""
    rec = Record("sixth", {"players": 2, "pile": 4}, 3, [("take", 1), ("take", 1)])
    t = PLUGIN.from_save(app, {"record": rec.to_json(), "meta": {"human_seat": 0}},
                         inline_ai=True, autosave=False)
    app.stack.push(t, fade=False)
    until(app, t.can_act)
    assert Pile(t.shown).counters == 2
    _take(app, t, 3)
    assert len(t.record.actions) == 2 and Pile(t.state).counters == 2
    assert t.drag.message == "Only 2 counters are left"
    _take(app, t, 2)
    until(app, lambda: t.game_over_shown)
    assert t.rules.result(t.state)["winners"] == [0]


def test_undo_takes_back_the_humans_move_and_the_ais_answer(app, table):
    t = table
    _take(app, t, 1)
    until(app, t.can_act)
    assert len(t.record.actions) == 2
    t.undo()
    assert t.record.actions == [] and Pile(t.shown).counters == 9 and t.can_act()


def test_an_event_type_with_no_handler_is_reported(app, table):
    t = table
    t.play_events([{"type": "SurelyNoSuchEvent", "player": 0}])
    assert t.unhandled_events == {"SurelyNoSuchEvent": 1}


def test_a_game_is_played_to_the_end_by_clicks(app, table):
    t = table
    for _ in range(20):
        if t.state.to_move is None:
            break
        _take(app, t, 1)
        until(app, lambda: t.can_act() or t.state.to_move is None)
    assert t.state.to_move is None and t.rules.result(t.state)["winners"]
    until(app, lambda: t.game_over_shown)
    assert not t.unhandled_events
