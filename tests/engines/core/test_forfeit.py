"""Forfeit, written once for every game (engines.core.forfeit, RulesBase.forfeit): a
player may give the game up at any decision; it is an action the engine accepts from
that seat but never lists as legal, recorded so that a replay ends the same way."""
from __future__ import annotations

import importlib
import random

import pytest

from engines import registry
from engines.core import forfeit as F
from engines.core.protocol import IllegalAction
from engines.core.replay import replay

PACKAGES = {**registry.ENGINES, "sixth": "tests.sixth.engine"}
GAMES = list(PACKAGES)


def _rules(game):
    return importlib.import_module(PACKAGES[game]).RULES


def _midgame(game, players=None, seed=4, steps=12):
    """A game some random moves in (config, seed, actions, state), still going on."""
    rules = _rules(game)
    config = rules.check_config({"players": players or rules.default_players})
    state = rules.new_game(config, seed)
    rng = random.Random(seed)
    actions: list = []
    for _ in range(steps):
        legal = rules.legal_actions(state)
        a = rng.choice(legal)
        probe = rules.clone(state)
        rules.apply(probe, a)
        if rules.is_over(probe):
            break
        rules.apply(state, a)
        actions.append(a)
    assert not rules.is_over(state)
    return config, seed, actions, state


def _js(rules, s):
    return rules.to_json(s)


@pytest.mark.parametrize("game", GAMES)
def test_forfeit_is_accepted_from_its_seat_even_when_another_seat_is_to_move(game):
    """A player may give up at any decision, not only their own: the seat not to move
    forfeits, the game is over, that player lost and the others won."""
    rules = _rules(game)
    config, seed, actions, s = _midgame(game)
    seat = 0 if s.to_move != 0 else 1
    assert rules.why_illegal(s, F.forfeit_action(seat), seat) is None
    events = rules.apply(s, F.forfeit_action(seat), seat)
    assert rules.is_over(s) and rules.legal_actions(s) == [] and rules.decision(s) is None
    over = [e for e in events if e["type"] == "GameOver"]
    assert len(over) == 1 and over[0]["reason"] == "forfeit" and seat in over[0]["forfeited"]
    res = rules.result(s)
    assert seat not in res["winners"] and res["winners"]
    if hasattr(s, "end_reason") or game == "magi":       # a game that can say why it ended
        assert res["reason"] == "forfeit" and seat in res["forfeited"]


@pytest.mark.parametrize("game", GAMES)
def test_a_recorded_forfeit_replays_and_reloads_to_the_same_end(game):
    """The forfeit is kept in the record like any move: a replay (a resumed save, a bug
    report) ends the same way, and a saved finished state keeps its result."""
    rules = _rules(game)
    config, seed, actions, s = _midgame(game)
    rules.apply(s, F.forfeit_action(0))
    again, _ = replay(rules, config, seed, actions + [F.forfeit_action(0)])
    assert _js(rules, again) == _js(rules, s)
    assert rules.result(again) == rules.result(s)
    assert rules.result(rules.from_json(_js(rules, s))) == rules.result(s)


@pytest.mark.parametrize("game", GAMES)
def test_forfeit_is_never_a_legal_action_so_random_play_and_ais_never_pick_it(game):
    rules = _rules(game)
    config = rules.check_config({"players": rules.default_players})
    s = rules.new_game(config, 7)
    rng = random.Random(7)
    for _ in range(300):
        if rules.is_over(s):
            break
        legal = rules.legal_actions(s)
        assert not any(F.is_forfeit(a) for a in legal)
        d = rules.decision(s)
        assert d is None or not any(F.is_forfeit(a) for a in d.options)
        rules.apply(s, rng.choice(legal))


BAD = [(("forfeit",), F.NOT_A_FORFEIT), (("forfeit", True), F.NOT_A_FORFEIT),
       (("forfeit", "0"), F.NOT_A_FORFEIT), (("forfeit", 0, 0), F.NOT_A_FORFEIT),
       (("forfeit", 9), F.NO_SUCH_SEAT), (("forfeit", -1), F.NO_SUCH_SEAT)]


@pytest.mark.parametrize("game", GAMES)
def test_a_malformed_or_foreign_forfeit_is_refused_with_a_reason_and_changes_nothing(game):
    """A forfeit names a seat at the table; a player forfeits only for themself; a game
    that is over cannot be given up."""
    rules = _rules(game)
    _, _, _, s = _midgame(game)
    before = _js(rules, s)
    for action, reason in BAD + [(("forfeit", 1), F.NOT_YOURS)]:
        player = 0 if action == ("forfeit", 1) else None
        assert rules.why_illegal(s, action, player) == reason, action
        with pytest.raises(IllegalAction) as info:
            rules.apply(s, action, player)
        assert info.value.reason == reason
        assert _js(rules, s) == before
    rules.forfeit(s, 1)
    after = _js(rules, s)
    with pytest.raises(IllegalAction, match=F.GAME_OVER):
        rules.apply(s, F.forfeit_action(0))
    assert rules.why_illegal(s, F.forfeit_action(0)) == F.GAME_OVER
    assert _js(rules, s) == after


@pytest.mark.parametrize("game", GAMES)
def test_the_log_line_of_a_forfeit(game):
    rules = _rules(game)
    _, _, _, s = _midgame(game)
    assert rules.describe(s, F.forfeit_action(0), 0) == "You forfeit the game"
    assert rules.describe(s, F.forfeit_action(1), 0) == f"{s.names[1]} forfeits the game"


def test_a_game_class_binds_its_own_functions_and_the_trusted_path_is_untouched():
    """The forfeit is routed around the game's own ``apply`` (which it still calls for
    every other action); ``apply_trusted`` (search, rollouts) is the game's as bound."""
    from engines.magi import MagiRules
    from engines.magi import rules as magi_rules
    assert MagiRules.apply_trusted is magi_rules.apply_trusted
