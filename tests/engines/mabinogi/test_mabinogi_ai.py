"""The agents and the balance module (quick checks; the strength figures are the
bench's: python -m app bench --only mabinogi)."""

from engines.core.agents import RandomAgent
from engines.mabinogi import RULES
from engines.mabinogi.ai import MabinogiSearchAgent, _Dealer, _prebuilt_fits
from engines.mabinogi.balance import pairs, play_pair, summarize, wilson
from engines.core.rng import Rng


def _play(agents, seed, decks=("wild_pack", "dawn_guard")):
    s = RULES.new_game({"players": 2, "decks": list(decks)}, seed)
    while not RULES.is_over(s):
        p = s.to_move
        legal = RULES.legal_actions(s)
        a = agents[p].choose(RULES.view(s, p), legal) if len(legal) > 1 else legal[0]
        assert a in legal
        RULES.apply(s, a)
    return RULES.result(s)


def test_the_heuristic_beats_random_play():
    wins = 0
    for g in range(6):
        seat = g % 2
        agents = [RandomAgent(g), RandomAgent(g)]
        agents[seat] = RULES.make_agent("normal", g)
        wins += seat in _play(agents, g)["winners"]
    assert wins >= 5


def test_easy_plays_legal_moves_and_differs_from_normal_sometimes():
    s = RULES.new_game({"players": 2}, 4)
    easy, normal = RULES.make_agent("easy", 1), RULES.make_agent("normal", 1)
    differ = 0
    for _ in range(30):
        if RULES.is_over(s):
            break
        legal = RULES.legal_actions(s)
        v = RULES.view(s, s.to_move)
        a, b = easy.choose(v, legal), normal.choose(v, legal)
        assert a in legal and b in legal
        differ += a != b
        RULES.apply(s, b)
    assert differ > 0


def test_hard_searches_from_the_view_within_its_time_cap():
    s = RULES.new_game({"players": 2, "decks": ["grave_pact", "three_stars"]}, 2)
    hard = MabinogiSearchAgent(RULES, seed=3, time_cap=0.2)
    normal = RULES.make_agent("normal", 3)
    for _ in range(12):
        if RULES.is_over(s):
            break
        legal = RULES.legal_actions(s)
        v = RULES.view(s, s.to_move)
        a = hard.choose(v, legal) if len(legal) > 1 else legal[0]
        assert a in legal             # its speed is the bench's ai_move_ms
        RULES.apply(s, normal.choose(v, legal) if len(legal) > 1 else legal[0])
    assert hard.last_stats.get("samples", 1) >= 1


def test_hidden_cards_are_dealt_from_a_prebuilt_deck_they_fit():
    s = RULES.new_game({"players": 2, "decks": ["dawn_guard", "grave_pact"]}, 9)
    v = RULES.view(s, 0)
    fits = _prebuilt_fits(v)
    assert fits[0] == [] and len(fits[1]) == 1
    world = _Dealer(RULES).determinize(v, Rng(2))
    assert sorted(world.cdef[12:]) == sorted(s.cdef[12:])
    assert RULES.to_json(RULES.view(world, 0)) == RULES.to_json(v)
    custom = RULES.new_game({"players": 2, "decks": ["dawn_guard", ["Hyena"] * 2]}, 9)
    assert _prebuilt_fits(RULES.view(custom, 0))[1] == []


def test_balance_plays_mirror_seats_and_sums_up():
    assert len(pairs()) == 15
    res = play_pair("wild_pack", "grave_pact", 3, difficulty="normal")
    assert [r[:2] for r in res] == [("wild_pack", "grave_pact"), ("grave_pact", "wild_pack")]
    fig = summarize(res)
    assert fig["games"] == 2 and set(fig["deck_win_rate"]) == {"wild_pack", "grave_pact"}
    assert abs(sum(fig["seat_win_rate"]) - 1.0) < 1e-9
    lo, hi = wilson(30, 40)
    assert lo < 0.75 < hi
