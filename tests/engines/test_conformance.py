"""One conformance suite for every built game (the registry's list).

In the spirit of OpenSpiel's random-simulation test, each game is played by random legal
moves to the end from several seeds and player counts, and on the way every promise of the
protocol (engines/core/protocol.py) is checked:

* ``decision(state)`` agrees with ``legal_actions`` (same options, same order, the seat to
  move decides, a prompt to read), and its ``hints`` fit the game's declared
  ``decision_hints`` (engines.core.hints: no undeclared key, every value of its type);
* every event is a dict with a type, and the common ones (engines/core/events.py) carry
  their fields; games start with GameStarted and end with GameOver;
* replay from (config, seed, actions) is exact; a clone is independent; the JSON round
  trip mid-game continues identically;
* an action that is not exactly legal (wrong kind, out of range, a float or bool for an int,
  a list for a tuple, None, deep nesting) raises IllegalAction with a reason and leaves the
  state unchanged (a hypothesis fuzz);
* ``apply`` validates one action without listing every legal action;
* ``apply_trusted`` plays legal actions exactly like ``apply``;
* ``view`` hides what it must: two states that differ only in what a player cannot see
  (the game's ``testing.reshuffle_hidden``) give that player the same view JSON, so no
  hidden identity can be rebuilt from it, not even through ids or the config;
* ``determinize`` is consistent with the view; the AI decides the same from both states;
* a finished game's ``result`` names no seat that is out as a winner while another is
  still in (a team's win excepted), and flags ``draw`` whenever several seats share the
  win (engines/core/results.py says what a result holds);
* ``check_config`` refuses a huge, negative or non-integer value (a float, a bool, a
  string, None, a list or a dict, nested) for each number of the config with the
  game's ValueError, at once (a hypothesis property test): a number from a save is never
  trusted further than the game allows.

A game's ``engines/<game>/testing.py`` supplies ``CONFORMANCE_CONFIGS`` (a config per
player count worth covering) and ``reshuffle_hidden(state, player, rng)``, and may list
``OPTIONAL_CONFIG_NUMBERS``: numbers its check reads that its filled-in config leaves
out unless given (the config property test finds the others in the filled-in config). The suite runs
over the test-only sixth game too (tests/sixth/engine: the worked example of
docs/architecture.md), so the checklist's engine is held to the same contract.
"""
from __future__ import annotations

import importlib
import json
import sys

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engines import registry
from engines.core import events as E
from engines.core.actions import is_legal, same_action
from engines.core.decision import KINDS, Decision
from engines.core.hints import declared_keys, hint_problems
from engines.core.protocol import IllegalAction
from engines.core.results import result_problems, seats_out
from engines.core.rng import Rng
from engines.core.rules_base import RulesBase

# game key -> its engine package: the registry's games and the test-only sixth game
PACKAGES = {**registry.ENGINES, "sixth": "tests.sixth.engine"}
GAMES = list(PACKAGES)
SEEDS = (1, 2, 3)
MAX_STEPS = 6000


def _rules(game):
    return importlib.import_module(PACKAGES[game]).RULES


def _testing(game):
    return importlib.import_module(f"{PACKAGES[game]}.testing")


def _configs(game):
    return list(_testing(game).CONFORMANCE_CONFIGS)


def _js(rules, state) -> str:
    return json.dumps(rules.to_json(state), sort_keys=True)


def _pick(rng: Rng, legal):
    return legal[rng.randrange(len(legal))]


def _check_events(events, where: str) -> None:
    for ev in events:
        bad = E.problems(ev)
        assert not bad, f"{where}: {bad}"
        json.dumps(ev)


def _check_decision(rules, state) -> None:
    legal = rules.legal_actions(state)
    d = rules.decision(state)
    if rules.is_over(state):
        assert d is None and legal == []
        return
    assert isinstance(d, Decision)
    assert d.kind in KINDS
    assert d.player == state.to_move
    assert list(d.options) == list(legal), (d.kind, d.prompt)
    assert all(type(a) is tuple for a in d.options)
    assert isinstance(d.prompt, str) and d.prompt.strip(), d
    assert isinstance(d.hints, dict)
    assert not hint_problems(d.kind, d.hints, rules.decision_hints), \
        hint_problems(d.kind, d.hints, rules.decision_hints)
    if d.kind == "turn":
        return
    if d.kind in ("yes_no", "confirm"):
        assert len(d.options) == 2 and len(d.labels) == 2
    if d.kind == "number":
        assert d.low is not None and d.high is not None and d.low <= d.high


def _random_game(game, config, seed, check=True, steps=MAX_STEPS):
    """(state, actions, all events) of a random legal game, checking on the way."""
    rules = _rules(game)
    state, events = rules.start(config, seed)
    all_events = list(events)
    if check:
        _check_events(events, "opening")
        assert events and events[0]["type"] == E.GAME_STARTED, events[:2]
    rng = Rng(seed * 7919 + 13)
    actions = []
    for _ in range(steps):
        if rules.is_over(state):
            break
        if check:
            _check_decision(rules, state)
        legal = rules.legal_actions(state)
        a = _pick(rng, legal)
        if check:
            assert rules.why_illegal(state, a) is None, a
            assert rules.why_illegal(state, a, state.to_move) is None, a
        ev = rules.apply(state, a)
        if check:
            _check_events(ev, repr(a))
        all_events.extend(ev)
        actions.append(a)
    return state, actions, all_events


# --------------------------------------------------------------------------------------
# random play to the end, replay, result

@pytest.mark.parametrize("game", GAMES)
def test_game_declares_its_player_counts_once(game):
    rules = _rules(game)
    assert rules.min_players <= rules.default_players <= rules.max_players
    for cfg in _configs(game):
        assert rules.min_players <= cfg["players"] <= rules.max_players
    with pytest.raises(ValueError):
        rules.new_game({"players": rules.max_players + 1}, 1)
    with pytest.raises(ValueError):
        rules.new_game({"players": rules.min_players - 1}, 1)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("seed", SEEDS)
def test_random_play_reaches_the_end_and_replays_exactly(game, seed):
    rules = _rules(game)
    for config in _configs(game):
        state, actions, events = _random_game(game, config, seed)
        assert rules.is_over(state), f"{game} {config['players']}p seed {seed} did not end"
        _check_decision(rules, state)
        res = rules.result(state)
        assert res is not None and res["winners"] is not None
        assert all(type(w) is int and 0 <= w < config["players"] for w in res["winners"])
        assert not result_problems(res, config["players"], seats_out(rules, state)), res
        assert any(e["type"] == E.GAME_OVER for e in events)
        again = rules.new_game(config, seed)
        for a in actions:
            rules.apply(again, a)
        assert _js(rules, again) == _js(rules, state)


# --------------------------------------------------------------------------------------
# clones, JSON, views at positions along random games

def _positions(game, seed, every=9, limit=12):
    """Mid-game states along a random game (a fresh replay for each)."""
    rules = _rules(game)
    out = []
    for config in _configs(game):
        _, actions, _ = _random_game(game, config, seed, check=False, steps=400)
        for cut in range(0, len(actions), every)[:limit]:
            s = rules.new_game(config, seed)
            for a in actions[:cut]:
                rules.apply(s, a)
            if not rules.is_over(s):
                out.append((config, s, actions[cut:cut + 30]))
    return out


@pytest.mark.parametrize("game", GAMES)
def test_clone_is_independent_and_json_round_trip_continues_identically(game):
    rules = _rules(game)
    for _, s, rest in _positions(game, 5):
        before = _js(rules, s)
        c = rules.clone(s)
        assert _js(rules, c) == before
        j = rules.from_json(json.loads(json.dumps(rules.to_json(s))))
        assert _js(rules, j) == before
        for a in rest:
            if rules.is_over(c):
                break
            ev_c = rules.apply(c, a)
            ev_j = rules.apply(j, a)
            assert ev_c == ev_j
        assert _js(rules, s) == before, "playing on a clone changed the original"
        assert _js(rules, c) == _js(rules, j)


@pytest.mark.parametrize("game", GAMES)
def test_the_trusted_apply_path_plays_legal_actions_exactly_like_apply(game):
    """``apply_trusted`` (search and rollouts: actions straight from ``legal_actions``)
    gives the same events, states and next legal actions as the checking ``apply``."""
    rules = _rules(game)
    for _, s, rest in _positions(game, 6, limit=6):
        c = rules.clone(s)
        for a in rest:
            if rules.is_over(s):
                break
            assert rules.legal_actions(c) == rules.legal_actions(s)
            assert rules.apply_trusted(c, a) == rules.apply(s, a)
            assert _js(rules, c) == _js(rules, s)


@pytest.mark.parametrize("game", GAMES)
def test_the_trusted_apply_path_plays_whole_seeded_games_exactly_like_apply(game):
    """Seeded random games played to their end twice, side by side: one through the
    checking ``apply``, one through ``apply_trusted`` (how search and rollouts play).
    The same legal actions at every step, the same events for every action, the same
    final state - for every config the game covers."""
    rules = _rules(game)
    for config in _configs(game):
        for seed in SEEDS[:2]:
            checked, events = rules.start(config, seed)
            trusted, events_t = rules.start(config, seed)
            assert events == events_t
            rng = Rng(seed * 7919 + 13)
            for _ in range(MAX_STEPS):
                if rules.is_over(checked):
                    break
                legal = rules.legal_actions(checked)
                assert rules.legal_actions(trusted) == legal
                a = _pick(rng, legal)
                assert rules.apply_trusted(trusted, a) == rules.apply(checked, a), a
            assert rules.is_over(trusted), f"{game} {config}: the trusted game went on"
            assert _js(rules, trusted) == _js(rules, checked)


@pytest.mark.parametrize("game", GAMES)
def test_views_hide_everything_a_player_cannot_see(game):
    """Two states that differ only in what ``p`` cannot see give ``p`` the same view."""
    rules = _rules(game)
    reshuffle = _testing(game).reshuffle_hidden
    rng = Rng(99)
    for config, s, _ in _positions(game, 6):
        for p in range(config["players"]):
            other = reshuffle(s, p, rng)
            v1 = json.dumps(rules.to_json(rules.view(s, p)), sort_keys=True)
            v2 = json.dumps(rules.to_json(rules.view(other, p)), sort_keys=True)
            assert v1 == v2, f"{game}: seat {p}'s view tells two worlds apart"


@pytest.mark.parametrize("game", GAMES)
def test_the_reshuffle_hook_really_changes_hidden_things(game):
    """A reshuffle that never changes anything would make the view check hollow."""
    rules = _rules(game)
    reshuffle = _testing(game).reshuffle_hidden
    rng = Rng(7)
    changed = 0
    for config, s, _ in _positions(game, 6):
        for p in range(config["players"]):
            if _js(rules, reshuffle(s, p, rng)) != _js(rules, s):
                changed += 1
    assert changed > 0


@pytest.mark.parametrize("game", GAMES)
def test_determinize_is_consistent_with_the_view(game):
    rules = _rules(game)
    rng = Rng(3)
    for config, s, _ in _positions(game, 7):
        p = s.to_move
        v = rules.view(s, p)
        world = rules.determinize(v, rng)
        assert json.dumps(rules.to_json(rules.view(world, p)), sort_keys=True) == \
            json.dumps(rules.to_json(v), sort_keys=True)
        assert rules.legal_actions(world) == rules.legal_actions(s)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("difficulty", ["easy", "normal"])
def test_the_ai_decides_from_the_view_alone(game, difficulty):
    rules = _rules(game)
    reshuffle = _testing(game).reshuffle_hidden
    rng = Rng(11)
    for _, s, _ in _positions(game, 8, limit=6):
        p = s.to_move
        other = reshuffle(s, p, rng)
        legal = rules.legal_actions(s)
        assert rules.legal_actions(other) == legal
        a1 = rules.make_agent(difficulty, 5).choose(rules.view(s, p), legal)
        a2 = rules.make_agent(difficulty, 5).choose(rules.view(other, p), legal)
        assert a1 == a2


# --------------------------------------------------------------------------------------
# refusals

@pytest.mark.parametrize("game", GAMES)
def test_apply_checks_one_action_without_listing_them_all(game, monkeypatch):
    """``apply`` must not validate by recomputing every legal action."""
    rules = _rules(game)
    positions = _positions(game, 4, limit=8)
    moves = [(s, rules.legal_actions(s)) for _, s, _ in positions]
    calls = []

    def counted(*a, **k):
        calls.append(1)
        raise AssertionError("apply listed every legal action")

    pkg = importlib.import_module(PACKAGES[game])
    for name in list(vars(pkg)):
        mod = getattr(pkg, name)
        if getattr(mod, "__name__", "").startswith(f"{PACKAGES[game]}.") and \
                hasattr(mod, "legal_actions") and callable(mod.legal_actions):
            monkeypatch.setattr(mod, "legal_actions", counted)
    for s, legal in moves:
        for a in legal[:4]:
            rules.apply(rules.clone(s), a)
    assert not calls


def _mutations(action):
    """Near misses of a legal action: each item's type or value changed, items added or
    dropped, the tuple made a list."""
    out = [list(action), action[:-1] if len(action) > 1 else (), action + (0,),
           action + ("x",), (action,), None, (), ("no_such_move",) + action[1:]]
    for i, x in enumerate(action):
        def put(v, i=i):
            return action[:i] + (v,) + action[i + 1:]
        if type(x) is int:
            out += [put(float(x)), put(x + 1000), put(-x - 1000), put(str(x)), put(None),
                    put([x]), put(10 ** 30)]
            if x in (0, 1):
                out.append(put(bool(x)))
        elif type(x) is str:
            out += [put(x + "?"), put(0), put(None), put([x]), put(x.upper())]
        elif type(x) is tuple:
            out += [put(list(x)), put(x + (0,)), put(())]
    deep = action
    for _ in range(50):
        deep = (action[0], deep)
    out.append(deep)
    return out


_FUZZ_POSITIONS: dict = {}


def _fuzz_positions(game):
    if game not in _FUZZ_POSITIONS:
        _FUZZ_POSITIONS[game] = [s for _, s, _ in _positions(game, 9, every=5, limit=16)]
    return _FUZZ_POSITIONS[game]


@pytest.mark.parametrize("game", GAMES)
@settings(max_examples=250, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_malformed_and_illegal_actions_are_refused_without_change(game, data):
    rules = _rules(game)
    positions = _fuzz_positions(game)
    s = rules.clone(positions[data.draw(st.integers(0, len(positions) - 1))])
    legal = rules.legal_actions(s)
    base = legal[data.draw(st.integers(0, len(legal) - 1))]
    cands = _mutations(base)
    bad = cands[data.draw(st.integers(0, len(cands) - 1))]
    if is_legal(bad, legal):
        return
    before = _js(rules, s)
    reason = rules.why_illegal(s, bad)
    assert isinstance(reason, str) and reason.strip(), (bad, reason)
    with pytest.raises(IllegalAction) as info:
        rules.apply(s, bad)
    assert info.value.reason.strip()
    assert _js(rules, s) == before, f"refusing {bad!r} changed the state"


@pytest.mark.parametrize("game", GAMES)
def test_moves_by_the_wrong_player_are_refused(game):
    rules = _rules(game)
    for config, s, _ in _positions(game, 10, limit=4):
        a = rules.legal_actions(s)[0]
        for p in range(config["players"]):
            if p != s.to_move:
                before = _js(rules, s)
                with pytest.raises(IllegalAction):
                    rules.apply(s, a, p)
                assert _js(rules, s) == before


def test_same_action_tells_types_apart():
    assert same_action(("first", 0), ("first", 0))
    assert not same_action(("first", 0.0), ("first", 0))
    assert not same_action(("first", True), ("first", 1))
    assert not same_action(["first", 0], ("first", 0))
    assert not is_legal(("first", False), [("first", 0)])


# --------------------------------------------------------------------------------------
# what the contract writes once

@pytest.mark.parametrize("game", GAMES)
def test_start_and_evaluate_are_the_cores_and_the_game_binds_its_own_parts(game):
    """``start`` and ``evaluate`` live in RulesBase (a game binds ``new_state`` and
    ``position_value``), and every game has its own ``apply_trusted``."""
    cls = type(_rules(game))
    assert cls.start is RulesBase.start and cls.evaluate is RulesBase.evaluate
    assert cls.new_state is not RulesBase.new_state
    assert cls.position_value is not RulesBase.position_value
    assert cls.apply_trusted is not RulesBase.apply_trusted


@pytest.mark.parametrize("game", GAMES)
def test_evaluate_scores_a_finished_game_from_its_winners(game):
    rules = _rules(game)
    config = _configs(game)[0]
    state, _, _ = _random_game(game, config, 4, check=False)
    assert rules.is_over(state)
    winners = rules.result(state)["winners"]
    for p in range(config["players"]):
        want = 1.0 / len(winners) if p in winners else 0.0
        assert rules.evaluate(state, p) == want


@pytest.mark.parametrize("game", GAMES)
def test_every_declared_hint_schema_is_for_a_kind_and_resolves(game):
    rules = _rules(game)
    for kind, schema in rules.decision_hints.items():
        assert kind in KINDS
        assert declared_keys(schema), f"{game} {kind}: an empty schema"


@pytest.mark.parametrize("game", GAMES)
def test_the_trusted_path_skips_the_one_action_check(game, monkeypatch):
    """``apply_trusted`` does not run ``why_illegal`` (that is what it is for)."""
    rules = _rules(game)
    positions = _positions(game, 4, limit=6)
    moves = [(s, rules.legal_actions(s)) for _, s, _ in positions]

    def refused(*a, **k):
        raise AssertionError("apply_trusted checked the action")

    for name, mod in list(sys.modules.items()):
        if name.startswith(f"{PACKAGES[game]}.") and callable(getattr(mod, "why_illegal", None)):
            monkeypatch.setattr(mod, "why_illegal", refused)
    for s, legal in moves:
        for a in legal[:4]:
            rules.apply_trusted(rules.clone(s), a)
    with pytest.raises(AssertionError):
        rules.apply(rules.clone(moves[0][0]), moves[0][1][0])


# --------------------------------------------------------------------------------------
# the config: every number bounded by what the game allows

# games whose config checks another session is bounding (issue 21: Mabinogi's house-rule
# keys); the property test reports them without failing the suite
def _number_keys(game) -> list:
    """(base config, key, optional) for every number of every conformance config: the
    int values (not bools) of the filled-in config, and the keys the game's testing
    module lists in ``OPTIONAL_CONFIG_NUMBERS`` (numbers its filled-in config leaves out
    unless given, whose None means "not set", such as a random first player)."""
    rules = _rules(game)
    extra = tuple(getattr(_testing(game), "OPTIONAL_CONFIG_NUMBERS", ()))
    out = []
    for base in _configs(game):
        filled = rules.check_config(dict(base))
        keys = [k for k, v in filled.items() if type(v) is int]
        out += [(base, k, False) for k in keys]
        out += [(base, k, True) for k in extra if k not in keys]
    return out


def _accepts(rules, config) -> bool:
    try:
        rules.check_config(config)
    except ValueError:
        return False
    return True


_NESTED = st.recursive(st.one_of(st.none(), st.booleans(), st.integers(), st.floats(),
                                 st.text(max_size=4)),
                       lambda inner: st.one_of(st.lists(inner, max_size=3),
                                               st.dictionaries(st.text(max_size=3), inner,
                                                               max_size=2)),
                       max_leaves=8)
# values no game allows for a number: huge, negative, not an int at all
BAD_NUMBERS = st.one_of(st.integers(min_value=10 ** 6), st.integers(max_value=-1),
                        st.sampled_from([10 ** 9, 10 ** 18, 10 ** 100, -(10 ** 9)]),
                        st.floats(allow_nan=True, allow_infinity=True), st.booleans(),
                        st.text(max_size=8), st.sampled_from(["30", "1e9", "", "-1"]),
                        st.lists(st.integers(), max_size=3), _NESTED.filter(
                            lambda v: type(v) is not int))


@pytest.mark.parametrize("game", GAMES)
@settings(max_examples=150, deadline=2000, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_check_config_refuses_every_number_outside_what_the_game_allows(game, data):
    """A config number that is huge, negative or not an integer (a save's
    ``"turns": 10**9`` once made Arena draw a box per turn for ever) is refused with
    the game's ValueError; in-range numbers are accepted or refused with it, and an
    accepted config starts a game."""
    rules = _rules(game)
    cases = _number_keys(game)
    base, key, optional = cases[data.draw(st.integers(0, len(cases) - 1))]
    bad = data.draw(BAD_NUMBERS)
    if not (optional and bad is None):
        with pytest.raises(ValueError):
            rules.check_config(dict(base, **{key: bad}))
    fair = data.draw(st.integers(-3, 10 ** 6 - 1))
    config = dict(base, **{key: fair})
    if _accepts(rules, config):
        assert fair >= 0, f"{game}: {key} = {fair} accepted"
        rules.new_game(config, 1)
