"""The read model of a Magi state (engines/magi/read.py): readable names over the state
or a view, without copying it."""
from engines.magi import RULES
from engines.magi.read import Game, Requirement

RED_SWORD, RED_CUP, BLUE_CUP, GREEN_CUP = 24, 46, 47, 44
BLUE_BALANCE, YELLOW_BALANCE = 1, 3
DEAL = {"hands": [[RED_CUP, BLUE_CUP], [GREEN_CUP, BLUE_BALANCE], [YELLOW_BALANCE, 4]],
        "pile": RED_SWORD, "talon": [30, 31, 32, 33, 34, 35]}


def new_game(**config):
    state, _ = RULES.start({"players": 3, "deal": DEAL, "first_starter": 0, **config}, 1)
    return state


def test_the_read_model_names_what_a_table_shows():
    s = new_game(call_window=[0])
    g = Game(s)
    assert (g.players, g.to_move, g.playing, g.round_number, g.target) == (3, 0, 0, 1, 50)
    assert g.hand(0) is s.hands[0] and g.hand_size(1) == 2      # the state's own lists
    assert g.pile == [RED_SWORD] and g.talon_size == 6 and g.markers == []
    assert g.clockwise and g.requirement() == Requirement("red", "sword", False)
    assert g.totals == [0, 0, 0] and not g.called(0) and not g.catchable(0)
    assert g.is_to_move(0) and not g.is_to_move(1) and not g.is_to_move(None)
    assert Game.card(RED_CUP).name == "Red Cup"
    turn = g.turn_number
    RULES.apply(s, ("play", RED_CUP))                      # one card left: the window
    assert g.calling and g.phase == "calling" and g.pile[-1] == RED_CUP
    RULES.apply(s, ("call",))
    assert not g.calling and g.called(0) and g.turn_number > turn


def test_a_view_hides_the_others_hands_and_the_game_over_has_no_turn():
    s = new_game()
    g = Game(RULES.view(s, 1))
    assert g.hand(1) == [GREEN_CUP, BLUE_BALANCE]
    assert g.hand(0) == [Game.hidden, Game.hidden]
    s.to_move = None                              # as the engine leaves a finished game
    assert Game(s).over and Game(s).playing is None
