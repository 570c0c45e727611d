"""The "Magi!" call window (config ``call_window``) and auto-call (config ``auto_call``):
a seat that wants it is never ended into a catchable turn by its own last play."""
import pytest

from engines.magi import CALLING, MAIN, RULES
from engines.magi.testing import make_state

RED_SWORD = 24
RED_CUP, BLUE_CUP, GREEN_CUP = 46, 47, 44
RED_AMULET = 59                 # Select
BLUE_BALANCE, YELLOW_BALANCE = 1, 3
RED_HOURGLASS = 67              # Again
TALON = [30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43]


def types(ev):
    return [e["type"] for e in ev]


def two_cards(first=RED_CUP, **config):
    return make_state([[first, BLUE_CUP], [GREEN_CUP, BLUE_BALANCE], [YELLOW_BALANCE, 4]],
                      RED_SWORD, talon=TALON, **config)


def test_without_the_window_a_last_play_ends_the_turn_catchable_as_before():
    s = two_cards()
    ev = RULES.apply(s, ("play", RED_CUP))
    assert "MagiForgotten" in types(ev) and s.catchable[0] and s.to_move == 1


def test_call_window_holds_the_turn_open_after_a_play_that_leaves_one_card():
    s = two_cards(call_window=[0])
    ev = RULES.apply(s, ("play", RED_CUP))
    assert s.to_move == 0 and s.phase == CALLING
    assert ev[-1] == {"type": "PhaseChanged", "player": 0, "phase": CALLING}
    assert "MagiForgotten" not in types(ev) and not s.catchable[0]
    assert sorted(RULES.legal_actions(s)) == [("call",), ("end_turn",)]
    d = RULES.decision(s)
    assert d.kind == "turn" and d.hints["phase"] == CALLING and "Magi!" in d.prompt


def test_calling_in_the_window_closes_the_turn_safely():
    s = two_cards(call_window=[0])
    RULES.apply(s, ("play", RED_CUP))
    ev = RULES.apply(s, ("call",))
    assert ev[0] == {"type": "MagiCalled", "player": 0, "cards": 1}
    assert "MagiForgotten" not in types(ev) and "PhaseChanged" in types(ev)
    assert s.to_move == 1 and s.phase == MAIN and not s.catchable[0]
    assert ("catch", 0) not in RULES.legal_actions(s)


def test_ending_the_window_without_calling_leaves_the_player_catchable():
    s = two_cards(call_window=[0])
    RULES.apply(s, ("play", RED_CUP))
    ev = RULES.apply(s, ("end_turn",))
    assert types(ev)[:2] == ["TurnEnded", "MagiForgotten"]
    assert s.catchable[0] and s.to_move == 1 and ("catch", 0) in RULES.legal_actions(s)


def test_call_window_opens_after_the_select_colour_is_chosen():
    """The issue's case: hold 2 cards, play a Select card, pick a colour."""
    s = two_cards(first=RED_AMULET, call_window=[0])
    RULES.apply(s, ("play", RED_AMULET))
    assert s.to_move == 0 and s.pending == ["colour"]
    RULES.apply(s, ("colour", "blue"))
    assert s.to_move == 0 and s.phase == CALLING and ("call",) in RULES.legal_actions(s)


def test_the_window_refuses_other_moves_with_a_reason():
    s = two_cards(call_window=[0])
    RULES.apply(s, ("play", RED_CUP))
    for a in (("play", BLUE_CUP), ("draw",), ("pass",), ("skip_magic",)):
        assert "call \"Magi!\" or end your turn" in RULES.why_illegal(s, a)
    assert RULES.why_illegal(s, ("colour", "red")) == "There is no choice to make now"


def test_end_turn_outside_the_window_is_refused_with_a_reason():
    s = two_cards(call_window=[0])
    assert "held open" in RULES.why_illegal(s, ("end_turn",))
    RULES.apply(s, ("draw",))
    assert "pass" in RULES.why_illegal(s, ("end_turn",))
    assert RULES.why_illegal(s, ("end_turn", 1)) is not None


def test_no_window_once_called_nor_for_other_seats():
    s = two_cards(call_window=[0])
    RULES.apply(s, ("call",))
    RULES.apply(s, ("play", RED_CUP))
    assert s.to_move == 1                       # already called: the turn just ends
    s = make_state([[RED_CUP, BLUE_CUP, GREEN_CUP], [BLUE_BALANCE, RED_SWORD - 1]],
                   RED_SWORD, talon=TALON, call_window=[0])
    RULES.apply(s, ("play", RED_CUP))
    assert s.to_move == 1                       # two cards left: no window


def test_no_window_when_an_again_turn_follows():
    s = two_cards(first=RED_HOURGLASS, call_window=[0])
    RULES.apply(s, ("play", RED_HOURGLASS))
    assert s.to_move == 0 and s.phase != CALLING and not s.catchable[0]


def test_auto_call_calls_for_the_seat_at_the_end_of_its_turn():
    s = two_cards(auto_call=[0])
    ev = RULES.apply(s, ("play", RED_CUP))
    assert {"type": "MagiCalled", "player": 0, "cards": 1, "auto": True} in ev
    assert s.called[0] and not s.catchable[0] and s.to_move == 1


def test_call_settings_must_name_seats():
    for bad in ([5], [0, 0], "0", [True], 1):
        with pytest.raises(ValueError, match="seats"):
            RULES.check_config({"players": 3, "call_window": bad})
    cfg = RULES.check_config({"players": 3})
    assert cfg["call_window"] == [] and cfg["auto_call"] == []


def test_call_window_replays_deterministically():
    cfg = {"players": 3, "call_window": [0, 1, 2]}
    from engines.core.agents import RandomAgent
    for seed in range(6):
        s = RULES.new_game(cfg, seed)
        agent = RandomAgent(seed)
        actions = []
        while s.to_move is not None and len(actions) < 400:
            a = agent.choose(RULES.view(s, s.to_move), RULES.legal_actions(s))
            actions.append(a)
            RULES.apply(s, a)
        t = RULES.new_game(cfg, seed)
        for a in actions:
            RULES.apply(t, a)
        assert RULES.to_json(t) == RULES.to_json(s)
