"""Views hide what they must: the reconstruction attack of the issue "One contract for
every game" (rebuild the opponent's hand, your next draws and the opponent's Magi stack
from ``to_json(view(s, p))``: deck lists from the config, instance ids handed out in
deck-list order) no longer recovers the hidden cards; the reshuffle hook moves card
objects; determinize stays consistent."""
import json

from engines.core.rng import Rng
from engines.magination import RULES
from engines.magination.cards import CARDS
from engines.magination.decks import DEFAULT_DECKS
from engines.magination.testing import reshuffle_hidden
from engines.magination.views import hidden_cards

NAROOM = RULES.starter_deck("naroom")
CALD = RULES.starter_deck("cald")
# custom decks: the Magi stacks in an order of their owners' choosing
CUSTOM = [{"magi": [NAROOM["magi"][2], NAROOM["magi"][0], NAROOM["magi"][1]],
           "cards": list(reversed(NAROOM["cards"]))},
          {"magi": [CALD["magi"][1], CALD["magi"][2], CALD["magi"][0]],
           "cards": CALD["cards"][20:] + CALD["cards"][:20]}]


def _play(config, seed, moves=None):
    """A game a little way in: by default at the start of turn 2 (both hands full, seat
    1's Magi stack face down but one); else after ``moves`` random moves."""
    s = RULES.new_game(config, seed)
    rng = Rng(seed)
    k = 0
    while not RULES.is_over(s) and (k < moves if moves is not None else s.turn_no < 2):
        legal = RULES.legal_actions(s)
        RULES.apply(s, legal[rng.randrange(len(legal))])
        k += 1
    return s


def _allocation(lists):
    """The attack's key: instance id -> card id, ids handed out seat by seat, the Magi
    and then the cards in deck-list order."""
    out = []
    for d in lists:
        d = RULES.starter_deck(d) if isinstance(d, str) else d
        out += [RULES.card(n).id for n in d["magi"]] + [RULES.card(n).id for n in d["cards"]]
    return out


def _attack(view_json, lists):
    """(guesses, hits) for the opponent's hand, seat 0's next five draws and the
    opponent's face-down Magi, guessed from the view's ids through ``lists``."""
    alloc = _allocation(lists)
    targets = [("hand", 1), ("stack", 1)]
    guesses = []
    for zone, q in targets:
        guesses += [(zone, q, k, i) for k, i in enumerate(view_json[zone][q])]
    deck = view_json["deck"][0]
    guesses += [("deck", 0, len(deck) - 1 - k, deck[-1 - k]) for k in range(min(5, len(deck)))]
    return [(z, q, k, alloc[i] if 0 <= i < len(alloc) else None) for z, q, k, i in guesses
            if view_json["defs"][i] == -1]                     # only the hidden ones


def _hits(s, guesses, zones=("hand", "deck", "stack")):
    n = hit = 0
    for zone, q, k, guess in guesses:
        if zone in zones:
            n += 1
            hit += s.defs[getattr(s, zone)[q][k]] == guess
    return hit, n


def test_the_view_json_no_longer_rebuilds_hidden_cards_2_players_seed_5():
    """The issue's case. (The face-down Magi of a starter deck come in the starter's
    listed order, which anyone knowing the app knows; a custom deck's order stays
    hidden: see test_the_magi_stack_order_of_a_custom_deck_stays_hidden.)"""
    s = _play({"players": 2}, 5)
    assert len(s.hand[1]) >= 4 and len(s.deck[0]) >= 5
    vj = json.loads(json.dumps(RULES.to_json(RULES.view(s, 0))))
    assert "decks" not in vj["config"]
    shown = set(vj["known"])
    assert all(vj["defs"][i] == -1 for i in vj["hand"][1] + vj["deck"][0] + vj["stack"][1]
               if i not in shown)
    # the attacker takes the lists from the view's config, else the public defaults
    lists = vj["config"].get("decks") or list(DEFAULT_DECKS)
    hand = _hits(s, _attack(vj, lists), ("hand",))
    draws = _hits(s, _attack(vj, lists), ("deck",))
    assert draws[1] == 5
    assert hand[0] < hand[1] and draws[0] < draws[1]        # not rebuilt exactly


def test_the_attack_does_no_better_than_chance_even_knowing_the_real_lists():
    """An attacker who knows every deck list in its order learns nothing from the ids:
    they are handed out after the opening shuffle, and dealt again in a view."""
    hit = n = 0
    for seed in range(12):
        for config in ({"players": 2}, {"players": 2, "decks": CUSTOM}):
            s = _play(config, seed)
            vj = RULES.to_json(RULES.view(s, 0))
            h, k = _hits(s, _attack(vj, s.config["decks"]), ("hand", "deck"))
            hit, n = hit + h, n + k
    assert n > 100 and hit / n < 0.25       # about 0.1 by chance (copies of a card)


def test_the_magi_stack_order_of_a_custom_deck_stays_hidden():
    """Two games alike but for the order of seat 1's face-down Magi give seat 0 the
    same view."""
    other = [CUSTOM[0], dict(CUSTOM[1], magi=[CUSTOM[1]["magi"][i] for i in (0, 2, 1)])]
    for seed in range(4):
        views = []
        for decks in (CUSTOM, other):
            s = _play({"players": 2, "decks": decks, "first_player": 0}, seed)
            vj = RULES.to_json(RULES.view(s, 0))
            assert "decks" not in vj["config"] and len(vj["stack"][1]) == 2
            assert all(vj["defs"][i] == -1 for i in vj["stack"][1])
            assert vj["pools"][1][1] == sorted(s.defs[i] for i in s.stack[1])
            views.append(json.dumps(vj, sort_keys=True))
        assert views[0] == views[1]


def test_reshuffle_moves_card_objects_between_hand_and_deck():
    s = _play({"players": 2}, 5)
    before = set(s.hand[1])
    moved = 0
    for k in range(10):
        t = reshuffle_hidden(s, 0, Rng(k))
        assert sorted(t.hand[1] + t.deck[1]) == sorted(s.hand[1] + s.deck[1])
        assert t.defs == s.defs                                 # ids keep their cards
        moved += len(set(t.hand[1]) - before)
        assert json.dumps(RULES.to_json(RULES.view(t, 0)), sort_keys=True) == \
            json.dumps(RULES.to_json(RULES.view(s, 0)), sort_keys=True)
    assert moved > 0


def test_cards_seen_or_revealed_stay_visible_and_keep_their_ids():
    s = _play({"players": 2}, 3, moves=30)
    for p in range(2):
        v = RULES.view(s, p)
        for i in s.hand[p]:
            assert v.defs[i] == s.defs[i]
        for i in s.known:
            if i not in hidden_cards(s, p):
                assert v.defs[i] == s.defs[i]


def test_determinize_deals_the_hidden_cards_from_the_pools():
    for seed in (1, 5, 9):
        s = _play({"players": 3}, seed)
        p = s.to_move
        v = RULES.view(s, p)
        for k in range(3):
            w = RULES.determinize(v, Rng(k))
            for q in range(3):
                hidden = sorted(w.defs[i] for i in w.hand[q] + w.deck[q] if v.defs[i] == -1)
                assert hidden == v.pools[q][0]
                assert all(CARDS[w.defs[i]].type == "Magi" for i in w.stack[q])
            assert RULES.legal_actions(w) == RULES.legal_actions(s)


def test_a_rival_s_search_keeps_its_options_to_itself():
    s = RULES.new_game({"players": 2}, 1)
    rng = Rng(4)
    for _ in range(3000):
        if RULES.is_over(s) or (s.pending is not None and s.pending[0] == "search"):
            break
        legal = RULES.legal_actions(s)
        RULES.apply(s, legal[rng.randrange(len(legal))])
    assert not RULES.is_over(s) and RULES.decision(s).hints.get("card_ids")   # a search
    who = s.to_move
    mine, theirs = RULES.view(s, who), RULES.view(s, 1 - who)
    assert RULES.decision(mine).options == RULES.decision(s).options
    d = RULES.decision(theirs)
    assert d.options == () and d.player == who and "is choosing" in d.prompt
