"""Each special ability."""
import pytest

from engines.core import IllegalAction
from engines.magi import CHOICE, MAGIC, MAIN, RULES
from engines.magi.testing import make_state

RED_BALANCE, BLUE_BALANCE, GREEN_BALANCE, YELLOW_BALANCE = 0, 1, 2, 3
RED_SWORD, BLUE_SWORD = 24, 25
RED_CUP, BLUE_CUP, GREEN_CUP = 46, 47, 44
RED_SCEPTRE_1, BLUE_SCEPTRE_1 = 51, 52
RED_AMULET, GREEN_AMULET = 59, 61
BLUE_HOURGLASS_T, RED_HOURGLASS = 64, 67
RED_COAT = 71
RED_PARCHMENT = 75
CAELUM = 80         # select, draw 2
ERYNDOR = 82        # select, reset, through
KAELITH = 88        # free, reset
SYLVAR = 96         # original, through
TALON = [30, 31, 32, 33, 34, 35, 36, 37, 38, 39]
FILLER = [RED_BALANCE, YELLOW_BALANCE]


def choices(s):
    """Legal actions without the Magi call / catch, which may be added at any time."""
    return [a for a in RULES.legal_actions(s) if a[0] not in ("call", "catch")]


def test_select_sets_the_colour_and_ignores_the_picture():
    s = make_state([[RED_AMULET] + FILLER, [BLUE_CUP, GREEN_AMULET, RED_CUP, GREEN_CUP]],
                   RED_SWORD, talon=TALON)
    RULES.apply(s, ("play", RED_AMULET))
    assert s.phase == CHOICE and s.to_move == 0
    assert RULES.legal_actions(s)[:4] == [("colour", c) for c in ("red", "blue", "green", "yellow")]
    ev = RULES.apply(s, ("colour", "blue"))
    assert {"type": "ColourChosen", "player": 0, "colour": "blue"} in ev
    assert s.to_move == 1 and s.requirement() == {"colour": "blue", "picture": None, "free": False}
    legal = RULES.legal_actions(s)
    assert ("play", BLUE_CUP) in legal
    assert ("play", GREEN_AMULET) not in legal and ("play", RED_CUP) not in legal


def test_free_lets_the_next_player_play_any_card():
    s = make_state([[KAELITH] + FILLER, [BLUE_CUP, GREEN_AMULET]], RED_SWORD, talon=TALON)
    RULES.apply(s, ("play", KAELITH))
    assert s.to_move == 1 and s.req_free
    legal = RULES.legal_actions(s)
    assert ("play", BLUE_CUP) in legal and ("play", GREEN_AMULET) in legal


def test_draw_n_adds_a_drawcount_marker_of_n():
    s = make_state([[CAELUM] + FILLER, [BLUE_CUP, GREEN_CUP]], RED_SWORD, talon=TALON)
    ev = RULES.apply(s, ("play", CAELUM))
    assert s.markers == [2]
    assert {"type": "DrawcountAdded", "amount": 2, "total": 2, "markers": [2],
            "player": 0, "card": CAELUM} in ev
    RULES.apply(s, ("colour", "green"))
    assert len(s.hands[1]) == 4 and s.markers == []


def test_again_gives_a_complete_new_turn():
    s = make_state([[RED_HOURGLASS, RED_CUP, BLUE_CUP], [BLUE_BALANCE]], RED_SWORD,
                   talon=TALON)
    ev = RULES.apply(s, ("play", RED_HOURGLASS))
    began = [e for e in ev if e["type"] == "TurnBegan"]
    assert began[-1]["player"] == 0 and began[-1]["again"] is True
    assert s.to_move == 0 and s.phase == MAIN


def test_again_turn_must_draw_in_its_drawing_phase():
    # Seat 1 plays a Draw 1 on seat 0; seat 0 dodges with a through hourglass (again);
    # in the extra turn it has no through card, so it draws the marker.
    s = make_state([[BLUE_CUP, RED_CUP], [BLUE_SCEPTRE_1, BLUE_HOURGLASS_T, RED_BALANCE]],
                   BLUE_SWORD, talon=TALON, first_starter=1)
    assert s.to_move == 1 and s.phase == MAGIC     # hourglass is through and blue
    RULES.apply(s, ("skip_magic",))
    RULES.apply(s, ("play", BLUE_SCEPTRE_1))
    # seat 0 (no through card) draws 1
    assert len(s.hands[0]) == 3 and s.to_move == 1
    RULES.apply(s, ("play", BLUE_HOURGLASS_T))     # main phase this time: again
    assert s.to_move == 1 and s.markers == []
    s2 = make_state([[BLUE_SCEPTRE_1, RED_CUP, GREEN_CUP], [BLUE_HOURGLASS_T, RED_BALANCE]],
                    BLUE_SWORD, talon=TALON)
    RULES.apply(s2, ("play", BLUE_SCEPTRE_1))
    assert s2.phase == MAGIC and s2.to_move == 1
    ev = RULES.apply(s2, ("play", BLUE_HOURGLASS_T))
    began = [e for e in ev if e["type"] == "TurnBegan"]
    assert began[0] == {"type": "TurnBegan", "player": 1, "turn_no": 3, "again": True}
    drawn = [e for e in ev if e["type"] == "CardsDrawn"]
    assert drawn[0]["player"] == 1 and drawn[0]["count"] == 1
    assert s2.to_move == 0 and len(s2.hands[1]) == 2


def test_reverse_turns_the_direction():
    s = make_state([[RED_COAT] + FILLER, [BLUE_CUP], [GREEN_CUP]], RED_SWORD, talon=TALON)
    ev = RULES.apply(s, ("play", RED_COAT))
    assert s.direction == -1 and {"type": "DirectionChanged", "direction": -1, "player": 0,
                                 "card": RED_COAT} in ev
    assert s.to_move == 2


def test_shot_chooses_the_next_player_but_never_oneself():
    s = make_state([[RED_PARCHMENT] + FILLER, [BLUE_CUP], [GREEN_CUP], [RED_CUP]], RED_SWORD,
                   talon=TALON)
    RULES.apply(s, ("play", RED_PARCHMENT))
    assert choices(s) == [("shoot", 1), ("shoot", 2), ("shoot", 3)]
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, ("shoot", 0))
    assert "yourself" in err.value.reason
    ev = RULES.apply(s, ("shoot", 2))
    assert {"type": "NextPlayerShot", "by": 0, "target": 2} in ev
    assert s.to_move == 2 and s.direction == 1
    RULES.apply(s, ("draw",))
    RULES.apply(s, ("pass",))
    assert s.to_move == 3                          # direction unchanged after the shot


def test_through_has_no_effect_outside_the_magic_phase():
    s = make_state([[BLUE_HOURGLASS_T, BLUE_CUP, RED_CUP], [GREEN_CUP]], BLUE_SWORD,
                   talon=TALON)
    assert s.phase == MAGIC
    RULES.apply(s, ("skip_magic",))
    RULES.apply(s, ("play", BLUE_CUP))             # an ordinary card in the main phase
    assert s.to_move == 1


def test_reset_removes_every_drawcount_marker():
    s = make_state([[RED_SCEPTRE_1, RED_CUP, GREEN_CUP], [ERYNDOR, BLUE_CUP]], RED_SWORD,
                   talon=TALON)
    RULES.apply(s, ("play", RED_SCEPTRE_1))
    assert s.phase == MAGIC and s.to_move == 1
    ev = RULES.apply(s, ("play", ERYNDOR))
    assert s.markers == [] and {"type": "DrawcountReset", "removed": 1, "player": 1,
                              "card": ERYNDOR} in ev
    RULES.apply(s, ("colour", "green"))
    assert len(s.hands[1]) == 1 and s.to_move == 0 and s.phase == MAIN


def test_original_asks_three_groups_then_resolves_them():
    s = make_state([[SYLVAR, RED_CUP, GREEN_CUP], [BLUE_CUP], [GREEN_BALANCE]], RED_SWORD,
                   talon=TALON)
    assert s.phase == MAGIC
    RULES.apply(s, ("skip_magic",))
    RULES.apply(s, ("play", SYLVAR))
    assert choices(s) == [("original", "select"), ("original", "free")]
    with pytest.raises(IllegalAction):
        RULES.apply(s, ("original", "again"))
    RULES.apply(s, ("original", "select"))
    assert choices(s) == [("original", x) for x in
                                      ("again", "reverse", "shot", "through")]
    RULES.apply(s, ("original", "reverse"))
    assert choices(s) == [("original", x) for x in
                                      ("draw0", "draw1", "draw2", "draw3")]
    ev = RULES.apply(s, ("original", "draw3"))
    assert s.markers == [3] and s.direction == -1
    d = RULES.decision(s)
    assert s.phase == CHOICE and d.kind == "choose" and d.hints["choice"] == "colour"
    assert [e["type"] for e in ev].count("OriginalChosen") == 1
    RULES.apply(s, ("colour", "green"))
    # reversed: seat 2 is next, draws the 3 and its turn ends; then seat 1
    assert len(s.hands[2]) == 4 and s.to_move == 1


def test_original_free_shot_and_draw0():
    s = make_state([[SYLVAR, RED_CUP, GREEN_CUP], [BLUE_CUP], [GREEN_BALANCE]], RED_SWORD,
                   talon=TALON)
    RULES.apply(s, ("play", SYLVAR))               # through card: played in the magic phase
    for choice in ("free", "shot", "draw0"):
        RULES.apply(s, ("original", choice))
    assert s.markers == [] and s.req_free
    assert choices(s) == [("shoot", 1), ("shoot", 2)]
    RULES.apply(s, ("shoot", 2))
    assert s.to_move == 2


def test_original_again():
    s = make_state([[SYLVAR, RED_CUP, GREEN_CUP], [BLUE_CUP]], RED_SWORD, talon=TALON)
    RULES.apply(s, ("play", SYLVAR))
    for choice in ("free", "again", "draw1"):
        RULES.apply(s, ("original", choice))
    # the extra turn: no through card, so seat 0 draws its own marker
    assert s.to_move == 1 and len(s.hands[0]) == 3
