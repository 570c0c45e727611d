"""Magecraft on the shared contract: check_config, decision(), one-action checks that refuse
malformed input without change, and log wording with "you"."""
import json

import pytest

import engines.magecraft.rules as R
from engines.core import events as E
from engines.core.protocol import IllegalAction
from engines.core.rng import Rng
from engines.magecraft import (CAST_P, LEARN_P, MASTER, PAY_LEARN, PLACE, REARRANGE, RESOLVE,
                               RULES)
from engines.magecraft.content import CAST, COLOURS, SPELL_INDEX
from engines.magecraft.testing import at_turn, started

FIREBALL = SPELL_INDEX["fireball"]


def game(seed=0, names=("Ann", "Bram")):
    s = started(2, seed, characters=["lumi", "lumi"], names=list(names))
    return s, s.start, 1 - s.start


def js(s):
    return json.dumps(RULES.to_json(s), sort_keys=True)


def to_rearrange(s, p):
    at_turn(s, p, hand="FWEL", discard="")
    if s.phase != LEARN_P:
        RULES.apply(s, ("stop",))
    RULES.apply(s, ("revise",))
    for c in range(4):
        RULES.apply(s, ("discard", c))
    assert s.phase == REARRANGE


# --- config and player counts ----------------------------------------------------------

def test_player_counts_live_in_the_rules_module():
    assert (RULES.min_players, RULES.max_players, RULES.default_players) == \
        (R.MIN_PLAYERS, R.MAX_PLAYERS, R.DEFAULT_PLAYERS)
    assert RULES.check_config({})["players"] == R.DEFAULT_PLAYERS


@pytest.mark.parametrize("config", [
    {"players": 5}, {"players": 1}, {"players": "2"}, {"players": True}, {"players": 2.0},
    {"players": 2, "names": ["Ann"]}, {"players": 2, "characters": ["nobody", "lumi"]},
    {"players": 2, "characters": [0]}, {"players": 2, "academy": ["fireball"] * 9},
    {"players": 2, "turn_limit": "long"}, {"players": 2, "turn_limit": 10 ** 9},
    {"players": 4, "turn_limit": 401}, ["players", 2]])
def test_check_config_refuses_with_a_sentence(config):
    with pytest.raises(ValueError) as err:
        RULES.check_config(config)
    assert str(err.value)[0].isupper()


def test_check_config_fills_in_the_defaults():
    cfg = RULES.check_config({"players": 3, "characters": ["lumi", 0, "lumi"]})
    assert cfg["names"] == ["Player 1", "Player 2", "Player 3"]
    assert cfg["turn_limit"] == 180 and cfg["characters"][1] == 0


# --- events ------------------------------------------------------------------------------

def test_the_opening_and_turns_use_the_shared_event_vocabulary():
    s, events = RULES.start({"players": 2}, 4)
    assert events[0]["type"] == E.GAME_STARTED and events[0]["players"] == 2
    while not any(e["type"] == E.TURN_BEGAN for e in events):
        events = RULES.apply(s, RULES.legal_actions(s)[0])
    ev = next(e for e in events if e["type"] == E.TURN_BEGAN)
    assert ev["player"] == s.current and ev["turn_no"] == 1
    assert all(not E.problems(e) for e in events)


# --- decision ------------------------------------------------------------------------------

def test_decision_for_the_starting_discards_counts_what_is_left():
    s = RULES.new_game({"players": 2}, 3)
    d = RULES.decision(s)
    assert d.kind == "choose" and d.player == s.to_move
    assert d.options == tuple(RULES.legal_actions(s)) and d.hints["left"] == 2
    assert "starting hand" in d.prompt and all(lab in COLOURS for lab in d.labels)


def test_decision_for_the_shield_phase_is_a_pick_with_done():
    s, p, _ = game()
    at_turn(s, p, hand="F", shield="FD")
    d = RULES.decision(s)
    assert d.kind == "pick" and d.up_to == 2 and d.done == ("done",)
    assert d.label(("done",)) == "Keep shields" and d.label(("unshield", 4)) == "Darkness"


def test_decision_while_resolving_names_the_icons_and_points_at_players():
    s, p, o = game()
    at_turn(s, p, hand="FWEL", books=[["magic_missile"], [], []])
    RULES.apply(s, ("book", 0))
    RULES.apply(s, ("pay", 0, 0))
    d = RULES.decision(s)
    assert s.phase == RESOLVE and d.kind == "choose"
    assert d.hints["icons"] == {"attack": 1} and d.source == ("spell",
                                                              SPELL_INDEX["magic_missile"])
    assert d.targets == (("player", o),) and d.labels == ("Attack Bram" if o == 1 else
                                                          "Attack Ann",)
    assert "Magic Missile" in d.prompt


def test_decisions_while_learning_placing_rearranging_and_mastering():
    s, p, _ = game()
    at_turn(s, p, hand="FFW", discard="")
    if s.phase != LEARN_P:
        RULES.apply(s, ("stop",))
    assert RULES.decision(s).kind == "turn"
    RULES.apply(s, ("learn", FIREBALL))
    d = RULES.decision(s)
    assert s.phase == PAY_LEARN and d.kind == "choose" and d.hints == {"slot": 0,
                                                                       "learning": True}
    while s.phase == PAY_LEARN:
        RULES.apply(s, RULES.legal_actions(s)[0])
    d = RULES.decision(s)
    assert s.phase == PLACE and d.labels == ("Spellbook 1", "Spellbook 2", "Spellbook 3")
    assert d.option_for(("book", 2)) == ("place", 2) and "Fireball" in d.prompt
    s, p, _ = game(1)
    to_rearrange(s, p)
    d = RULES.decision(s)
    assert d.kind == "turn" and d.up_to == 3 and d.done == ("done",)
    RULES.apply(s, ("done",))
    d = RULES.decision(s)
    assert s.phase == MASTER and d.kind == "choose" and len(d.labels) == 4
    assert d.done == ("done",) and d.label(("done",)) == "Skip mastering"


def test_no_decision_once_the_game_is_over():
    s, p, o = game()
    s.hp[o] = [1, 0, 0, 0, 0]
    at_turn(s, p, hand="FWEL", books=[["magic_missile"], [], []])
    RULES.apply(s, ("book", 0))
    RULES.apply(s, ("pay", 0, 0))
    RULES.apply(s, ("attack", o))
    assert RULES.is_over(s) and RULES.decision(s) is None


# --- one action checked, malformed input refused without change ----------------------------

MALFORMED = [("book", 1.0), ("book", True), ["book", 1], ("book",), ("book", 1, 0), ("book", "1"),
             ("book", (1,)), None, (), (1,), ("stop", 0), ("cantrip", None), ("pay", 0, "0"),
             ("book", 10 ** 30), ("BOOK", 1), {"book": 1}, "book"]


@pytest.mark.parametrize("bad", MALFORMED, ids=repr)
def test_malformed_actions_are_refused_without_change(bad):
    s, p, _ = game()
    at_turn(s, p, hand="FWEL")
    assert s.phase == CAST_P and ("book", 1) in RULES.legal_actions(s)
    before = js(s)
    reason = RULES.why_illegal(s, bad)
    assert isinstance(reason, str) and reason
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, bad)
    assert err.value.reason == reason
    assert js(s) == before


def test_moves_of_the_wrong_seat_are_refused():
    s, p, o = game()
    at_turn(s, p, hand="FWEL")
    before = js(s)
    for who in (o, float(p), True if p == 1 else False, "0"):
        with pytest.raises(IllegalAction) as err:
            RULES.apply(s, ("stop",), who)
        assert "not your turn" in err.value.reason
    assert js(s) == before
    RULES.apply(s, ("stop",), p)


def test_a_revision_move_is_checked_without_listing_the_moves(monkeypatch):
    s, p, _ = game()
    to_rearrange(s, p)
    legal = RULES.legal_actions(s)
    assert len(legal) > 10

    def listed(*_a, **_k):
        raise AssertionError("listed every legal action")
    monkeypatch.setattr(R, "legal_actions", listed)
    monkeypatch.setattr(R, "_move_actions", listed)
    assert RULES.why_illegal(s, ("move", 0, 0, 0, 0)) is not None
    RULES.apply(s, ("move", 0, 0, 1, 1))


def _candidates(s):
    """Every action of every kind over a small range of values (legal or not)."""
    vals = (-1, 0, 1, 2, 3, 4, 5, "academy", "discard", "hand", "hp")
    out = []
    for kind in ("done", "stop", "cast", "end_turn", "revise", "draw", "heal", "book",
                 "cantrip", "pay", "discard", "unshield", "learn", "place", "attack", "shield",
                 "vanish", "master"):
        out.append((kind,))
        for x in vals:
            out.append((kind, x))
            out.extend((kind, x, y) for y in range(-1, 6))
    out.extend(("learn", sid) for sid in range(len(CAST)))
    out.extend(("move", a, b, c, d) for a in range(-1, 4) for b in range(-1, 4)
               for c in range(-1, 4) for d in range(-1, 5))
    return out


def test_the_one_action_check_agrees_with_the_listing():
    """``why_illegal`` (which decides arithmetically) says None exactly for the listed
    actions, at positions of every phase along random games."""
    for seed, players in ((1, 2), (2, 3), (3, 4)):
        s = RULES.new_game({"players": players}, seed)
        rng = Rng(seed)
        step = 0
        while not RULES.is_over(s) and step < 600:
            legal = RULES.legal_actions(s)
            if step % 9 == 0 or s.phase == REARRANGE:
                listed = set(legal)
                for a in _candidates(s) + legal:
                    assert (RULES.why_illegal(s, a) is None) == (a in listed), (s.phase, a)
            RULES.apply(s, legal[rng.randrange(len(legal))])
            step += 1


# --- wording ----------------------------------------------------------------------------------

def test_describe_says_you_to_the_viewer_and_names_to_the_others():
    s, p, o = game(names=("Ann", "Bram"))
    at_turn(s, p, hand="FWEL", books=[["magic_missile"], [], []])
    me, them = s.names[p], s.names[o]
    assert RULES.describe(s, ("book", 0), p) == "You open spellbook 1"
    assert RULES.describe(s, ("book", 0), o) == f"{me} opens spellbook 1"
    assert RULES.describe(s, ("book", 0)) == f"{me} opens spellbook 1"
    RULES.apply(s, ("book", 0))
    assert RULES.describe(s, ("pay", 0, 0), p) == "You pay a Fire gem into Magic Missile"
    RULES.apply(s, ("pay", 0, 0))
    assert RULES.describe(s, ("attack", o), p) == \
        f"You attack {them} and take a gem of their life"
    assert RULES.describe(s, ("attack", o), o) == \
        f"{me} attacks you and takes a gem of your life"
    at_turn(s, p, hand="F", shield="E")
    assert RULES.describe(s, ("unshield", 2), p) == \
        "You move an Earth shield gem to the discard area"
    assert RULES.describe(s, ("unshield", 0), p) == f"You: {('unshield', 0)!r}"    # not legal


def test_narrate_says_you_to_the_viewer_and_names_to_the_others():
    s, p, o = game(names=("Ann", "Bram"))
    turn = E.turn_began(p, 3)
    assert RULES.narrate(s, turn, p) == "— Your turn —"
    assert RULES.narrate(s, turn, o) == f"— {s.names[p]}'s turn —"
    out = {"type": "PlayerOut", "player": o}
    assert RULES.narrate(s, out, o) == "You have no HP gems left: you are out!"
    assert RULES.narrate(s, out, p) == f"{s.names[o]} has no HP gems left and is out!"
    assert RULES.narrate(s, E.game_over([p], "score"), p) == "Game over: You win."
    assert RULES.narrate(s, E.game_over([0, 1], "turn_limit"), None) == \
        "Game over: a draw between Ann and Bram."
    assert RULES.narrate(s, {"type": "GemDrawn", "player": p, "colour": 0, "why": "icon"}) \
        is None
    assert RULES.card_name(s, FIREBALL) == "Fireball"
