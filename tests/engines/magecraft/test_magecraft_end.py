"""Game end: a player without HP gems is out (keeps their things, takes no more turns);
the game ends when one player is left or anyone has 20 score gems."""
from engines.magecraft import OVER, RULES
from engines.magecraft.testing import at_turn, started


def test_player_without_hp_is_out_and_skipped():
    s = started(3, 4, characters=["lumi"] * 3)
    p = s.start
    v, w = (p + 1) % 3, (p + 2) % 3
    s.hp[v] = [1, 0, 0, 0, 0]
    s.hand[v] = [0, 2, 0, 0, 0]
    at_turn(s, p, hand="F", books=[["magic_missile"], [], []])
    RULES.apply(s, ("book", 0))
    RULES.apply(s, ("pay", 0, 0))
    ev = RULES.apply(s, ("attack", v))
    assert {"type": "PlayerOut", "player": v} in ev
    assert s.out[v] and not RULES.is_over(s)
    assert s.hand[v] == [0, 2, 0, 0, 0]            # their things stay
    while s.current == p and not RULES.is_over(s):
        RULES.apply(s, RULES.legal_actions(s)[-1])
    assert s.current == w                           # v's turn is skipped
    assert not any(a[0] == "attack" and a[1] == v for a in RULES.legal_actions(s))


def test_game_ends_when_one_player_is_left():
    s = started(2, 0, characters=["lumi"] * 2)
    p, o = s.start, 1 - s.start
    s.hp[o] = [0, 0, 0, 1, 0]
    at_turn(s, p, hand="F", books=[["magic_missile"], [], []])
    RULES.apply(s, ("book", 0))
    RULES.apply(s, ("pay", 0, 0))
    RULES.apply(s, ("attack", o))
    assert RULES.is_over(s) and s.phase == OVER and s.to_move is None
    res = RULES.result(s)
    assert res["winners"] == [p] and res["reason"] == "last_player"
    assert RULES.legal_actions(s) == []


def test_game_ends_at_twenty_score_gems():
    s = started(2, 0, characters=["lumi"] * 2)
    p = s.start
    at_turn(s, p, hand="L", score="FFFFFFFFWWWWWWWWEEE", books=[["blessing"], [], []])
    RULES.apply(s, ("book", 0))
    RULES.apply(s, ("pay", 0, 3))
    RULES.apply(s, ("heal",))                   # HP full: the gem scores, 20 reached
    res = RULES.result(s)
    assert res["winners"] == [p] and res["reason"] == "score" and res["scores"][p] == 20


def test_vanishing_your_last_hp_gem_puts_you_out():
    s = started(2, 0, characters=["lumi"] * 2)
    p, o = s.start, 1 - s.start
    at_turn(s, p, hand="D", hp="E", books=[["transmute"], [], []])
    RULES.apply(s, ("book", 0))
    RULES.apply(s, ("pay", 0, 4))
    RULES.apply(s, ("vanish", "hp"))
    assert RULES.result(s)["winners"] == [o]


def test_turn_limit_house_rule_ends_a_stalled_game():
    s = started(2, 0, turn_limit=4)
    while not RULES.is_over(s):
        RULES.apply(s, RULES.legal_actions(s)[-1])
    assert s.end_reason == "turn_limit" and s.turn == 4
