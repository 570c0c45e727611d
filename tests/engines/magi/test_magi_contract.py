"""Magi on the shared contract: the config check, decisions, refusals of malformed input,
wording with "you", and the conformance hooks."""
import json

import pytest

from engines.core import IllegalAction
from engines.core.rng import Rng
from engines.magi import CHOICE, DRAWN, MAGIC, MAIN, RULES
from engines.magi.testing import CONFORMANCE_CONFIGS, make_state, reshuffle_hidden

RED_BALANCE, YELLOW_BALANCE = 0, 3
RED_SWORD, BLUE_SWORD = 24, 25
RED_CUP, BLUE_CUP, GREEN_CUP = 46, 47, 44
RED_AMULET, GREEN_AMULET = 59, 61
RED_PARCHMENT = 75
SYLVAR = 96         # original, through
TALON = [30, 31, 32, 33, 34, 35, 36, 37, 38, 39]
FILLER = [RED_BALANCE, YELLOW_BALANCE]
NAMES = ["Ann", "Bo", "Cy", "Di"]


def _js(s):
    return json.dumps(RULES.to_json(s), sort_keys=True)


# --- config and player counts -----------------------------------------------------------

def test_player_counts_live_in_one_place():
    from engines.magi import rules
    assert (RULES.min_players, RULES.max_players, RULES.default_players) == \
        (rules.MIN_PLAYERS, rules.MAX_PLAYERS, rules.DEFAULT_PLAYERS) == (2, 8, 4)
    assert RULES.house_rule_players == (2, 3)
    assert RULES.players_label == "4-8 (2-3 house rule)"
    assert RULES.check_config({})["players"] == 4


@pytest.mark.parametrize("bad", [{"players": 1}, {"players": 9}, {"players": 4.0},
                                 {"players": True}, {"players": "4"},
                                 {"players": 3, "names": ["A", "B"]},
                                 {"players": 4, "target": 0}, {"players": 4, "target": 5.5},
                                 {"players": 4, "target": 10 ** 9},
                                 {"players": 4, "target": 101},
                                 {"players": 5, "first_starter": 7},
                                 {"players": 4, "first_starter": -1},
                                 {"players": 4, "first_starter": 1.0}])
def test_check_config_refuses_with_a_sentence(bad):
    with pytest.raises(ValueError) as info:
        RULES.check_config(bad)
    assert str(info.value)[0].isupper()
    with pytest.raises(ValueError):
        RULES.new_game(bad, 1)


def test_check_config_fills_in_defaults():
    cfg = RULES.check_config({"players": 5, "first_starter": 2})
    assert cfg["names"] == [f"Player {i}" for i in range(1, 6)]
    assert (cfg["variation"], cfg["target"], cfg["first_starter"]) == (False, 50, 2)
    assert RULES.check_config({"players": 4})["first_starter"] == 0


# --- decisions ------------------------------------------------------------------------

def _agrees(s):
    d = RULES.decision(s)
    assert d.player == s.to_move and list(d.options) == RULES.legal_actions(s)
    assert d.prompt
    return d


def test_main_and_drawn_phases_are_the_free_turn():
    s = make_state([[RED_CUP, BLUE_CUP, GREEN_CUP], [BLUE_SWORD]],
                   RED_SWORD, talon=TALON)
    assert s.phase == MAIN
    d = _agrees(s)
    assert d.kind == "turn" and not d.is_choice and d.hints["phase"] == MAIN
    assert d.prompt == "Your turn: play a matching card or draw"
    RULES.apply(s, ("draw",))
    assert s.phase == DRAWN
    d = _agrees(s)
    assert d.kind == "turn" and ("pass",) in d.options and "pass" in d.prompt


def test_magic_phase_is_the_free_turn_too():
    s = make_state([[SYLVAR] + FILLER, [BLUE_CUP]], RED_SWORD, talon=TALON)
    assert s.phase == MAGIC
    d = _agrees(s)
    assert d.kind == "turn" and d.hints["phase"] == MAGIC and "magic phase" in d.prompt.lower()


def test_colour_choice_has_colour_labels():
    s = make_state([[RED_AMULET] + FILLER, [BLUE_CUP, GREEN_CUP]], RED_SWORD, talon=TALON)
    RULES.apply(s, ("play", RED_AMULET))
    d = _agrees(s)
    assert d.kind == "choose" and d.hints["choice"] == "colour" and d.source == RED_AMULET
    assert d.labels[:4] == ("Red", "Blue", "Green", "Yellow")
    assert d.label(("colour", "green")) == "Green"
    assert d.prompt == "Select: choose the colour the next player must play"


def test_shot_choice_points_at_the_players():
    s = make_state([[RED_PARCHMENT] + FILLER, [BLUE_CUP], [GREEN_CUP], [RED_CUP]], RED_SWORD,
                   talon=TALON, names=NAMES)
    RULES.apply(s, ("play", RED_PARCHMENT))
    d = _agrees(s)
    assert d.kind == "choose" and d.hints["choice"] == "shoot"
    shots = [a for a in d.options if a[0] == "shoot"]
    assert shots == [("shoot", 1), ("shoot", 2), ("shoot", 3)]
    assert [d.label(a) for a in shots] == ["Bo", "Cy", "Di"]
    assert [d.target_of(a) for a in shots] == [1, 2, 3]
    assert d.option_for(2) == ("shoot", 2)


def test_original_card_asks_three_labelled_choices():
    s = make_state([[SYLVAR] + FILLER, [BLUE_CUP, GREEN_CUP]], RED_SWORD, talon=TALON)
    RULES.apply(s, ("play", SYLVAR))
    steps = []
    for answer in ("free", "through", "draw0"):
        assert s.phase == CHOICE
        d = _agrees(s)
        assert d.kind == "choose" and d.hints["choice"] == "original"
        steps.append((d.hints["step"], [d.label(a) for a in d.options if a[0] == "original"]))
        assert d.prompt == f"Original card, step {d.hints['step']} of 3: choose one"
        RULES.apply(s, ("original", answer))
    assert steps == [(1, ["Select", "Free"]), (2, ["Again", "Reverse", "Shot", "Through"]),
                     (3, ["Draw 0", "Draw 1", "Draw 2", "Draw 3"])]


def test_calls_and_catches_are_labelled_options_of_a_choice():
    s = make_state([[RED_AMULET, RED_CUP], [BLUE_CUP, GREEN_CUP]], RED_SWORD, talon=TALON,
                   names=["Ann", "Bo"])
    RULES.apply(s, ("play", RED_AMULET))
    d = _agrees(s)
    assert ("call",) in d.options and d.label(("call",)) == "Magi!"


def test_no_decision_once_the_game_is_over():
    s = make_state([[RED_CUP], [BLUE_CUP, GREEN_CUP]], RED_SWORD, talon=TALON, target=4)
    RULES.apply(s, ("play", RED_CUP))
    assert RULES.is_over(s) and RULES.decision(s) is None


# --- malformed and illegal input --------------------------------------------------------

def _colour_choice():
    s = make_state([[RED_AMULET] + FILLER, [BLUE_CUP, GREEN_CUP]], RED_SWORD, talon=TALON)
    RULES.apply(s, ("play", RED_AMULET))
    return s


MALFORMED = [None, [], (), ["colour", "red"], ("colour", ["red"]), ("colour", ("red",)),
             ("colour", 0), ("colour", "Red"), ("colour", "red", "blue"), ("colour",),
             ("colour", None), ("colour", 1.5), (("colour",), "red"), ("play", True),
             ("play", 24.0), ("catch", True), ("catch", 1.0), ("call", 0), ("draw",),
             ("original", "free"), ("shoot", 1), ("nonsense",), {"colour": "red"}, "colour",
             ("colour", "red" * 100), ("colour", 10 ** 40)]


@pytest.mark.parametrize("bad", MALFORMED, ids=repr)
def test_malformed_input_is_refused_and_changes_nothing(bad):
    s = _colour_choice()
    before = _js(s)
    reason = RULES.why_illegal(s, bad)
    assert isinstance(reason, str) and reason.strip()
    with pytest.raises(IllegalAction) as info:
        RULES.apply(s, bad)
    assert info.value.reason == reason
    assert _js(s) == before


def test_deeply_nested_input_is_refused():
    s = _colour_choice()
    deep = ("colour", "red")
    for _ in range(200):
        deep = ("colour", deep)
    with pytest.raises(IllegalAction):
        RULES.apply(s, deep)


@pytest.mark.parametrize("bad", [("play", False), ("play", 0.0), ("play", "0"), ("play", [0]),
                                 ["play", 0], ("draw", 0), ("play", 0, 0)], ids=repr)
def test_near_misses_of_a_play_are_refused(bad):
    s = make_state([[RED_BALANCE, RED_CUP], [BLUE_CUP, GREEN_CUP]], RED_SWORD, talon=TALON)
    assert RULES.why_illegal(s, ("play", RED_BALANCE)) is None
    before = _js(s)
    with pytest.raises(IllegalAction):
        RULES.apply(s, bad)
    assert _js(s) == before


def test_the_wrong_player_is_refused_exactly():
    s = _colour_choice()
    before = _js(s)
    assert RULES.why_illegal(s, ("colour", "red"), 0) is None
    for who in (1, 0.0, True, "0"):
        reason = RULES.why_illegal(s, ("colour", "red"), who)
        assert reason and reason.startswith("It is not your turn")
        with pytest.raises(IllegalAction):
            RULES.apply(s, ("colour", "red"), who)
    assert _js(s) == before
    RULES.apply(s, ("colour", "red"), 0)
    assert s.requirement()["colour"] == "red"


# --- wording ----------------------------------------------------------------------------

def test_card_name_takes_the_state_first():
    s = RULES.new_game({"players": 2}, 1)
    assert RULES.card_name(s, RED_SWORD) == "Red Sword"
    assert RULES.card_name(RULES.view(s, 0), -1) == "a hidden card"


# --- conformance hooks ------------------------------------------------------------------

def test_conformance_configs_cover_house_rule_and_full_tables():
    counts = [c["players"] for c in CONFORMANCE_CONFIGS]
    assert min(counts) == RULES.min_players and max(counts) == RULES.max_players


def test_reshuffle_hidden_moves_only_what_the_player_cannot_see():
    s = RULES.new_game({"players": 4}, 5)
    for p in range(4):
        t = reshuffle_hidden(s, p, Rng(p))
        assert t.hands[p] == s.hands[p] and t.pile == s.pile
        assert [len(h) for h in t.hands] == [len(h) for h in s.hands]
        assert len(t.talon) == len(s.talon)
        assert sorted([c for h in t.hands for c in h] + t.talon + t.out) == \
            sorted([c for h in s.hands for c in h] + s.talon + s.out)
        assert _js(t) != _js(s)
        assert json.dumps(RULES.to_json(RULES.view(t, p)), sort_keys=True) == \
            json.dumps(RULES.to_json(RULES.view(s, p)), sort_keys=True)


@pytest.mark.parametrize("deal", [None, [], {"hands": [[1]]}, {"hands": [[1], [2]], "pile": "x"},
                                  {"hands": [[1], [2]], "pile": 1},
                                  {"hands": [[1], [999]], "pile": 3},
                                  {"hands": [[1], [2.0]], "pile": 3},
                                  {"hands": [[1], [2]], "pile": 3, "talon": "abc"}])
def test_a_fixed_deal_of_the_wrong_shape_is_refused_in_words(deal):
    from engines.magi import RULES
    with pytest.raises(ValueError, match="fixed deal"):
        RULES.check_config({"players": 2, "deal": deal})
