"""The four phases of a turn, DRAWCOUNT and the variation rule."""
import pytest

from engines.core import IllegalAction
from engines.magi import DRAWN, MAGIC, MAIN, RULES
from engines.magi.testing import make_state

RED_BALANCE, BLUE_BALANCE, GREEN_BALANCE, YELLOW_BALANCE = 0, 1, 2, 3
RED_SWORD, BLUE_SWORD = 24, 25
RED_CUP, BLUE_CUP = 46, 47
RED_SCEPTRE_1, BLUE_SCEPTRE_1 = 51, 52
RED_SCEPTRE_2 = 55
YELLOW_AMULET_T = 62
ISKANDER = 86       # magi, through: free, draw 2
TALON = [30, 31, 32, 33, 34, 35, 36, 37, 38, 39]


def types(ev):
    return [e["type"] for e in ev]


def test_magic_phase_is_skipped_without_a_playable_through_card():
    s = make_state([[RED_CUP, BLUE_CUP], [BLUE_BALANCE]], RED_SWORD, talon=TALON)
    assert s.phase == MAIN and s.to_move == 0


def test_magic_phase_allows_only_through_cards():
    s = make_state([[ISKANDER, RED_CUP], [BLUE_BALANCE]], RED_SWORD, talon=TALON)
    assert s.phase == MAGIC
    assert ("play", RED_CUP) not in RULES.legal_actions(s)
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, ("play", RED_CUP))
    assert "Only cards with the through symbol" in err.value.reason


def test_skip_magic_goes_on_to_the_main_phase():
    s = make_state([[ISKANDER, RED_CUP], [BLUE_BALANCE]], RED_SWORD, talon=TALON)
    ev = RULES.apply(s, ("skip_magic",))
    assert s.phase == MAIN and s.to_move == 0
    assert {"type": "PhaseChanged", "player": 0, "phase": "main"} in ev
    assert ("play", RED_CUP) in RULES.legal_actions(s)


def test_card_played_in_magic_phase_goes_straight_to_closing():
    s = make_state([[ISKANDER, RED_CUP], [BLUE_BALANCE, RED_BALANCE]], RED_SWORD, talon=TALON)
    ev = RULES.apply(s, ("play", ISKANDER))
    phases = [e["phase"] for e in ev if e["type"] == "PhaseChanged" and e["player"] == 0]
    assert phases[0] == "closing"               # no drawing or main phase for seat 0
    assert [e["type"] for e in ev][:2] == ["CardPlayed", "AbilityResolved"]
    assert len(s.hands[1]) == 4                 # seat 1 drew the 2 of the marker


def test_drawcount_markers_stack_and_dodging_with_a_through_card():
    # Seat 0 plays a Draw 1; seat 1 dodges in its magic phase with a through Draw 2 magi;
    # seat 0 then faces both markers and draws their sum.
    s = make_state([[RED_SCEPTRE_1, RED_CUP, BLUE_CUP], [ISKANDER, BLUE_BALANCE]],
                   RED_SWORD, talon=TALON)
    RULES.apply(s, ("play", RED_SCEPTRE_1))
    assert s.markers == [1] and s.to_move == 1 and s.phase == MAGIC
    ev = RULES.apply(s, ("play", ISKANDER))
    assert [e for e in ev if e["type"] == "DrawcountAdded"][0]["total"] == 3
    assert len(s.hands[1]) == 1                       # seat 1 drew nothing
    # seat 0 has no through card: drawing phase draws 1 + 2 and the turn ends.
    assert len(s.hands[0]) == 2 + 3
    assert s.markers == [] and s.to_move == 1


def test_drawing_phase_draws_the_sum_and_ends_the_turn_without_playing():
    s = make_state([[RED_SCEPTRE_2, RED_CUP], [BLUE_BALANCE, RED_BALANCE]], RED_SWORD,
                   talon=TALON)
    ev = RULES.apply(s, ("play", RED_SCEPTRE_2))
    drawn = [e for e in ev if e["type"] == "CardsDrawn"]
    assert drawn == [{"type": "CardsDrawn", "player": 1, "count": 2, "cards": [30, 31],
                      "reason": "drawcount"}]
    assert len(s.hands[1]) == 4 and s.markers == []
    assert not any(e["type"] == "CardPlayed" and e["player"] == 1 for e in ev)
    assert s.to_move == 0 and s.phase == MAIN


def test_variation_lets_sceptres_be_played_in_the_magic_phase():
    hands = [[RED_SCEPTRE_1, RED_CUP], [RED_SCEPTRE_2, BLUE_BALANCE]]
    basic = make_state(hands, RED_SWORD, talon=TALON)
    RULES.apply(basic, ("play", RED_SCEPTRE_1))
    assert len(basic.hands[1]) == 3                    # could not dodge: drew 1
    var = make_state(hands, RED_SWORD, talon=TALON, variation=True)
    RULES.apply(var, ("play", RED_SCEPTRE_1))
    assert var.phase == MAGIC and var.to_move == 1
    RULES.apply(var, ("play", RED_SCEPTRE_2))
    assert var.markers == []                            # seat 0 drew 1 + 2 already
    assert len(var.hands[0]) == 1 + 3


def test_draw_then_play_a_different_card():
    s = make_state([[BLUE_CUP, RED_CUP], [BLUE_BALANCE]], RED_SWORD, talon=[BLUE_SWORD] + TALON)
    ev = RULES.apply(s, ("draw",))
    assert ev[-1]["cards"] == [BLUE_SWORD] and s.phase == DRAWN
    legal = RULES.legal_actions(s)
    assert ("play", RED_CUP) in legal and ("play", BLUE_SWORD) in legal
    assert ("draw",) not in legal and ("pass",) in legal
    RULES.apply(s, ("play", RED_CUP))
    assert RED_CUP == s.pile[-1] and BLUE_SWORD in s.hands[0] and s.to_move == 1


def test_draw_then_pass_ends_the_turn():
    s = make_state([[BLUE_CUP, RED_CUP], [BLUE_BALANCE]], RED_SWORD, talon=TALON)
    RULES.apply(s, ("draw",))
    ev = RULES.apply(s, ("pass",))
    assert "Passed" in types(ev) and s.to_move == 1


def test_cannot_pass_before_drawing_and_cannot_draw_twice():
    s = make_state([[BLUE_CUP, RED_CUP], [BLUE_BALANCE]], RED_SWORD, talon=TALON)
    assert RULES.why_illegal(s, ("pass",)).startswith("Play a matching card or draw")
    RULES.apply(s, ("draw",))
    assert "already drawn" in RULES.why_illegal(s, ("draw",))


def test_turn_events_name_each_phase_in_order():
    s = make_state([[RED_CUP, BLUE_CUP, RED_BALANCE], [BLUE_BALANCE, YELLOW_BALANCE]],
                   RED_SWORD, talon=TALON)
    ev = RULES.apply(s, ("play", RED_CUP))
    assert types(ev) == ["CardPlayed", "PhaseChanged", "TurnBegan", "PhaseChanged",
                         "PhaseChanged", "PhaseChanged"]
    assert [e["phase"] for e in ev if e["type"] == "PhaseChanged"] == [
        "closing", "magic", "drawing", "main"]
