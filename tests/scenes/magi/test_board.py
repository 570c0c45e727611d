"""The drawn board (scenes/magi/board.py) is the pipeline's snapshot: made from the
read model of the human's view, patched by the event animations, replaced by the
view's board once the events have played."""
from __future__ import annotations

from engines.magi import RULES
from engines.magi.read import Game
from scenes.magi.board import PILE_SHOWN, Board
from tests.scenes.magi.test_table import make_table, settle

RED_SWORD, RED_CUP, BLUE_CUP, GREEN_CUP = 24, 46, 47, 44
RED_AMULET = 59
DEAL = {"hands": [[RED_CUP, BLUE_CUP], [GREEN_CUP, 1], [3, 4]],
        "pile": RED_SWORD, "talon": [30, 31, 32, 33, 34, 35]}


def test_the_board_of_a_view_shows_only_what_the_human_may_see():
    s, _ = RULES.start({"players": 3, "deal": DEAL, "first_starter": 0}, 1)
    s.pile[:0] = [5, 6, 7, 8, 9, 10]                   # a long pile: its top is drawn
    b = Board.of(Game(RULES.view(s, 0)), 0)
    assert b.hands == [[RED_CUP, BLUE_CUP], [Game.hidden] * 2, [Game.hidden] * 2]
    assert b.pile == s.pile[-PILE_SHOWN:] and b.talon == 6
    assert (b.colour, b.picture, b.free) == ("red", "sword", False)
    assert b.current == 0 and b.round_no == 1 and b.totals == [0, 0, 0]
    b.remove_from_hand(0, RED_CUP)
    b.put_on_pile(RED_AMULET)
    b.add_to_hand(1, 30)
    assert b.hands[0] == [BLUE_CUP] and b.hands[1] == [Game.hidden] * 3 and b.talon == 5
    assert b.pile[-1] == RED_AMULET and len(b.pile) == PILE_SHOWN
    assert (b.colour, b.picture) == ("red", "amulet")
    assert s.hands[0] == [RED_CUP, BLUE_CUP]           # the state is never touched
    b.clear()
    assert b.hands == [[], [], []] and b.colour is None and b.current is None


def test_what_is_drawn_is_the_views_board_once_the_events_have_played(app):
    t = make_table(app)
    t.human_act(("play", 11))
    settle(app, t)
    want = Board.of(Game(RULES.view(t.state, 0)), 0)
    assert isinstance(t.shown, Board) and vars(t.shown) == vars(want)


def test_a_new_game_is_dealt_onto_an_empty_table(app):
    t = make_table(app)
    t.human_act(("play", 11))
    settle(app, t)
    t.restart()
    assert len(t.shown.hands[0]) > 0           # the new deal's board, not yet drawn
    t.queue.update(0.0)                        # the first animations: the table cleared
    b = t.shown
    assert b.pile == [] and b.colour is None and not b.free and b.current is None
    assert all(h == [] for h in b.hands) and t.stage.light_angle is None
