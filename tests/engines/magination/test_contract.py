"""Magi-Nation on the shared contract: decisions of every kind, malformed moves refused
without a change, log wording with "you" and names, one place for the player counts,
and the engine's import shape."""
import json
import sys
from pathlib import Path

import pytest

from engines.core.protocol import IllegalAction
from engines.magination import RULES
from engines.magination.cards import card
from engines.magination.decks import MAX_PLAYERS, MIN_PLAYERS
from engines.magination.testing import answer, duel, iid


def cr(s, p, name):
    return iid(s, p, name, "creatures")


def _js(s):
    return json.dumps(RULES.to_json(s), sort_keys=True)


def _check(s, d):
    assert d == RULES.decision(s) and list(d.options) == RULES.legal_actions(s)
    assert d.player == s.to_move and d.prompt.strip()


# --------------------------------------------------------------------------------------
# decisions

def test_the_opening_decisions():
    s = RULES.new_game({"players": 2, "names": ["Ann", "Bram"]}, 5)
    d = RULES.decision(s)
    _check(s, d)
    assert d.kind == "choose" and d.labels == ("Ann", "Bram")
    assert d.prompt == "You won the roll: who goes first?"
    RULES.apply(s, d.options[0])
    d = RULES.decision(s)
    _check(s, d)
    assert d.kind == "yes_no" and d.labels == ("Yes", "No")
    assert d.prompt.startswith("Take ") and d.prompt.endswith(" as a starting card?")
    assert d.hints["body"].endswith("may start with it in your hand.")


def test_the_free_turn_and_a_spell_s_targets():
    s = duel("Grega", "Pruitt", [("Quor", 4)], [("Furok", 4), ("Weebo", 2)],
             hand0=["Fire Ball"])
    d = RULES.decision(s)
    _check(s, d)
    assert d.kind == "turn" and not d.is_choice and d.hints["step"] == 2
    fb = iid(s, 0, "Fire Ball")
    assert set(s.creatures[0] + s.creatures[1]) <= set(d.hints["spell_targets"][fb])
    answer(s, ("play", fb))
    d = RULES.decision(s)
    _check(s, d)
    assert d.kind == "choose" and d.hints["lit"] and "click a glowing card" in d.prompt
    assert d.option_for(cr(s, 1, "Furok")) == ("target", cr(s, 1, "Furok"))


def test_number_distribute_pick_search_and_order_decisions():
    s = duel("Grega", "Pruitt", [("Flame Hyren", 3), ("Quor", 4)], [("Weebo", 2)])
    fh = cr(s, 0, "Flame Hyren")
    answer(s, ("power", fh, 0))
    d = RULES.decision(s)
    _check(s, d)
    assert d.kind == "distribute" and d.total == 3 and len(d.hints["limits"]) == len(d.targets)
    assert d.hints["title"].endswith("share out 3")

    s = duel("Grega", "Pruitt", [("Quor Pup", 2)], [("Furok", 4)], hand0=["Fire Ball"])
    s.step = 3
    answer(s, ("attack", cr(s, 0, "Quor Pup"), cr(s, 1, "Furok")))
    d = RULES.decision(s)
    _check(s, d)
    assert d.kind == "number" and (d.low, d.high) == (0, 2)

    s = duel("Pruitt", "Grega", hand0=["Hyren's Call", "Timber Hyren"])
    s.deck[0].insert(0, s.hand[0].pop())
    answer(s, ("play", iid(s, 0, "Hyren's Call")))
    d = RULES.decision(s)
    _check(s, d)
    assert d.kind == "pick" and d.done == ("done",) and d.up_to == 1
    assert ("search", card("Timber Hyren").id) in d.options and "Take none" in d.labels

    s = duel("Grega", "Strag", [("Quor", 5)], [("Cave Rudwot", 3)], hand0=["Fire Ball"])
    s.step = 3
    answer(s, ("attack", cr(s, 0, "Quor"), cr(s, 1, "Cave Rudwot")))
    d = RULES.decision(s)
    _check(s, d)
    assert d.kind == "order" and d.player == 1
    assert len(d.labels) == len(d.options) == len(d.targets) == 2
    assert d.prompt == "Effects happen together: which first?"


def test_a_hand_pick_is_lit_and_has_done():
    s = duel("Pruitt", "Grega", [("Vinoc", 3)], hand0=["Grow", "Tap Roots"])
    answer(s, ("power", cr(s, 0, "Vinoc"), 0))
    d = RULES.decision(s)
    _check(s, d)
    assert d.kind == "pick" and d.hints.get("lit") and d.done == ("done",)
    assert set(d.targets) - {None} == set(s.hand[0])
    assert d.prompt.endswith("click cards in your hand to discard, then Done")


# --------------------------------------------------------------------------------------
# malformed and illegal moves

@pytest.mark.parametrize("bad", [None, ("first", 0.0), ("first", True), ["first", 0],
                                 ("first", "0"), ("first", 10 ** 30), ("first", -1), (),
                                 ("first",), ("first", 0, 0), ("end_step",), "first",
                                 ("first", (0,))])
def test_malformed_answers_to_the_opening_are_refused_without_change(bad):
    s = RULES.new_game({"players": 2}, 5)
    before = _js(s)
    assert RULES.why_illegal(s, bad)
    with pytest.raises(IllegalAction) as info:
        RULES.apply(s, bad)
    assert info.value.reason and _js(s) == before and s.to_move in (0, 1)


def test_malformed_main_moves_are_refused_without_change():
    s = duel("Grega", "Pruitt", [("Quor", 4)], [("Furok", 4)], hand0=["Fire Ball"])
    m, q, f = s.magi[0], cr(s, 0, "Quor"), cr(s, 1, "Furok")
    fb = iid(s, 0, "Fire Ball")
    assert RULES.why_illegal(s, ("power", m, 0)) is None
    for bad in (None, ("power", m, "0"), ("power", m, 0.0), ("power", m, -1), ("power", m, 9),
                ("power", f, 0), ("play", float(fb)), ("play", fb, 0), ("play", 10 ** 30),
                ("attack", q, f), ("target", f), ("end_step", 0), ("power", True, 0)):
        before = _js(s)
        with pytest.raises(IllegalAction):
            RULES.apply(s, bad)
        assert _js(s) == before, bad
    s.step = 3
    assert RULES.why_illegal(s, ("attack", q, f)) is None
    for bad in (("attack", q, float(f)), ("attack", q, s.magi[1]), ("attack", f, q),
                ("attack", q), ["attack", q, f]):
        with pytest.raises(IllegalAction):
            RULES.apply(s, bad)


def test_moves_for_the_wrong_seat_are_refused():
    s = RULES.new_game({"players": 2, "names": ["Ann", "Bram"]}, 5)
    chooser = s.to_move
    before = _js(s)
    with pytest.raises(IllegalAction) as info:
        RULES.apply(s, ("first", 0), 1 - chooser)
    assert "not your turn" in info.value.reason and _js(s) == before
    RULES.apply(s, ("first", 0), chooser)


def test_apply_never_lists_every_legal_action(monkeypatch):
    from engines.magination import rules
    s = duel("Grega", "Pruitt", [("Quor", 4)], [("Furok", 4)], hand0=["Fire Ball"])
    legal = RULES.legal_actions(s)

    def boom(*a):
        raise AssertionError("listed")
    monkeypatch.setattr(rules, "legal_actions", boom)
    for a in legal:
        RULES.apply(RULES.clone(s), a)


# --------------------------------------------------------------------------------------
# wording

def test_describe_says_you_to_the_viewer_and_names_the_others():
    s = duel("Grega", "Pruitt", [("Quor", 4)], [("Furok", 4)], hand0=["Fire Ball"],
             names=["Ann", "Bram"])
    a = ("play", iid(s, 0, "Fire Ball"))
    assert RULES.describe(s, a, 0) == "You play Fire Ball"
    assert RULES.describe(s, a, 1) == "Ann plays Fire Ball"
    assert RULES.describe(s, a) == "Ann plays Fire Ball"
    s.step = 3
    a = ("attack", cr(s, 0, "Quor"), cr(s, 1, "Furok"))
    assert RULES.describe(s, a, 0) == "Your Quor attacks Bram's Furok"
    assert RULES.describe(s, a, 1) == "Ann's Quor attacks your Furok"


def test_narrate_says_you_to_the_viewer_and_names_the_others():
    s = duel("Grega", "Pruitt", names=["Ann", "Bram"])
    turn = {"type": "TurnBegan", "player": 0, "turn_no": 3}
    assert RULES.narrate(s, turn, 0) == "Turn 3: your turn."
    assert RULES.narrate(s, turn, 1) == "Turn 3: Ann's turn."
    out = {"type": "PlayerOut", "player": 1}
    assert RULES.narrate(s, out, 1) == "You have no Magi left and are out of the game."
    assert RULES.narrate(s, out, 0) == "Bram has no Magi left and is out of the game."
    over = {"type": "GameOver", "winners": [0], "reason": "all opposing Magi defeated"}
    assert RULES.narrate(s, over, 0) == "Game over: You win (all opposing Magi defeated)."
    assert RULES.narrate(s, over, 1) == "Game over: Ann wins (all opposing Magi defeated)."
    assert RULES.narrate(s, {"type": "StepBegan", "player": 0, "step": 2}, 0) is None


def test_a_whole_game_narrates_and_describes_every_move():
    s, events = RULES.start({"players": 3}, 2)
    lines = [RULES.narrate(s, e, 0) for e in events]
    for _ in range(400):
        if RULES.is_over(s):
            break
        a = RULES.legal_actions(s)[0]
        assert RULES.describe(s, a, 0)
        lines += [RULES.narrate(s, e, 0) for e in RULES.apply(s, a)]
    assert any(x and x.startswith("Turn ") for x in lines)


# --------------------------------------------------------------------------------------
# player counts, config

def test_player_counts_live_in_one_place():
    assert (RULES.min_players, RULES.max_players, RULES.default_players) == (2, 4, 2)
    assert (MIN_PLAYERS, MAX_PLAYERS) == (2, 4)
    RULES.new_game({"players": 4}, 1)
    for n in (1, 5, 6, "2", 2.0, True):
        with pytest.raises(ValueError) as info:
            RULES.new_game({"players": n}, 1)
        assert "2-4 players" in str(info.value)


def test_check_config_fills_in_and_explains():
    cfg = RULES.check_config({})
    assert cfg["players"] == 2 and cfg["names"] == ["Player 1", "Player 2"]
    assert cfg["decks"] == ["naroom", "cald"]
    with pytest.raises(ValueError, match="one name for each player"):
        RULES.check_config({"players": 2, "names": ["Ann"]})
    with pytest.raises(ValueError, match="Ann's deck"):
        RULES.check_config({"players": 2, "names": ["Ann", "Bram"],
                            "decks": [{"magi": ["Pruitt"], "cards": []}, "cald"]})


# --------------------------------------------------------------------------------------
# triggers are queued; the package has no import circle

def test_queued_triggers_still_resolve_before_the_next_decision():
    s = duel("Grega", "Pruitt", [("Quor", 4)], [("Twee", 1)], hand0=["Fire Ball"],
             hand1=["Furok"])
    s.discard[1].append(s.hand[1].pop())
    s.step = 3
    ev = answer(s, ("attack", cr(s, 0, "Quor"), cr(s, 1, "Twee")))
    assert "Furok" in [RULES.card_name(s, c) for c in s.hand[1]] and not s.tasks
    assert any(e["type"] == "EffectTriggered" and e["effect"] == "Regrow" for e in ev)


def test_the_engine_package_has_no_import_circle():
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    import test_import_shape as shape
    g = shape._graph()
    mine = {m: {d for d in deps if d.startswith("engines.magination")}
            for m, deps in g.items() if m.startswith("engines.magination")}
    assert len(mine) >= 15 and shape._circles(mine) == []


@pytest.mark.parametrize("dice", [["x"], [7], [0], [-5], [2.0], [True], "66", [[3]]])
def test_fixed_dice_must_be_die_faces(dice):
    from engines.magination import RULES
    with pytest.raises(ValueError, match="1 to 6"):
        RULES.check_config({"players": 2, "dice": dice})
    assert RULES.check_config({"players": 2, "dice": [1, 6, 3]})["dice"] == [1, 6, 3]


@pytest.mark.parametrize("deck", [None, 3, {"magi": []}, "nowhere", [1, 2]])
def test_a_deck_that_is_not_a_deck_is_refused_in_plain_words(deck):
    from engines.magination import RULES
    (sentence,) = RULES.deck_problems(deck)
    assert "object" not in sentence and "Error" not in sentence and sentence.endswith(".")
    with pytest.raises(ValueError) as info:
        RULES.check_config({"players": 2, "decks": [deck, "cald"]})
    assert "object" not in str(info.value)
