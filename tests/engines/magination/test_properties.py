"""Property tests: random legal play from many seeds, between the two starter decks and
between random valid decks built from every implemented card."""
import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engines.core import Rng
from engines.core.agents import RandomAgent
from engines.magination.testing import asks
from engines.magination import CARDS, HIDDEN, MAGI, RULES

MAX_ACTIONS = 6000         # random games observed to end well below 1,500 actions


def _zones(s):
    out = list(s.limbo)
    for p in range(s.players):
        for z in (s.deck, s.hand, s.discard, s.creatures, s.relics, s.stack, s.defeated):
            out += z[p]
        if s.magi[p] >= 0:
            out.append(s.magi[p])
    return sorted(out)


def random_deck(seed: int) -> dict:
    """A valid deck of implemented cards: three random Magi, then 40 cards, mostly of
    their regions and Universal, at most three copies of each."""
    r = random.Random(seed)
    ok = [c for c in CARDS if c.implemented]
    magi = r.sample([c for c in ok if c.type == MAGI], 3)
    regions = {x for m in magi for x in m.regions} | {"Universal"}
    pool = [c for c in ok if c.type != MAGI]
    near = [c for c in pool if set(c.regions) & regions]
    cards: list = []
    while len(cards) < 40:
        c = r.choice(near if r.random() < 0.85 and near else pool)
        if sum(1 for x in cards if CARDS[x].identity == c.identity) < 3:
            cards.append(c.id)
    deck = {"magi": [m.name for m in magi], "cards": [CARDS[i].name for i in cards]}
    assert RULES.deck_problems(deck) == []
    return deck


def _play(s, agent_seed, players):
    every = list(range(len(s.defs)))
    agent = RandomAgent(agent_seed)
    steps = 0
    while not RULES.is_over(s):
        assert steps < MAX_ACTIONS
        legal = RULES.legal_actions(s)
        assert legal
        RULES.apply(s, agent.choose(s, legal))
        steps += 1
        assert min(s.energy) >= 0                       # energy never negative
        assert _zones(s) == every                       # every card in exactly one zone
        if steps % 40 == 0 and s.to_move is not None:
            me = s.to_move
            v = RULES.view(s, me)
            for q in range(players):
                if not (asks(s) and any(a[0] == "pick" for a in asks(s).options)):
                    assert all(v.defs[i] == HIDDEN for i in v.deck[q])
                if q != me:
                    assert all(v.defs[i] == HIDDEN or i in s.known for i in v.hand[q])
            w = RULES.determinize(v, Rng(steps))
            assert sorted(w.defs) == sorted(s.defs)
            d = RULES.to_json(s)
            assert RULES.to_json(RULES.from_json(json.loads(json.dumps(d)))) == d
    res = RULES.result(s)
    assert res["winners"] and s.turn_no <= s.turn_limit


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), agent_seed=st.integers(0, 999), players=st.sampled_from(
    [2, 2, 3]))
def test_random_play_never_raises_keeps_invariants_and_ends(seed, agent_seed, players):
    decks = ["naroom", "cald", "naroom"][:players]
    s = RULES.new_game({"players": players, "decks": decks}, seed)
    _play(s, agent_seed, players)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), agent_seed=st.integers(0, 999), players=st.sampled_from(
    [2, 2, 3]))
def test_random_decks_of_all_implemented_cards_play_to_the_end(seed, agent_seed, players):
    decks = [random_deck(seed + 7919 * p) for p in range(players)]
    s = RULES.new_game({"players": players, "decks": decks}, seed)
    _play(s, agent_seed, players)
