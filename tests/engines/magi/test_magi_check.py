"""The checked apply's quick acceptance and the view's unseen cards (the engine's fast
paths) agree with the rules' long form.

* A move is accepted exactly when it is one of the legal actions of the position, for the
  seat to move (given or not) — the quick acceptance of the usual moves (play, draw, pass,
  skip the magic phase, choose a colour) never lets a move through that the full check
  refuses, in any phase, with or without the variation or the call window.
* A view's unseen cards are the cards nowhere in its sight, in card order: every card but
  the viewer's hand and the pile, also for a view of a view.
"""
import pytest

from engines.core.agents import RandomAgent
from engines.magi import RULES
from engines.magi import rules as R

# every action object the engine hands out
ALL_ACTIONS = (R.PLAY + R.COLOUR_ACTIONS + R.SHOOT + R.CATCH
               + [R.A_DRAW, R.A_PASS, R.A_SKIP, R.A_CALL, R.A_END]
               + [x for xs in R.ORIG_ACTIONS.values() for x in xs])

CONFIGS = [{"players": 2, "call_window": [0, 1]}, {"players": 4, "variation": True},
           {"players": 8, "auto_call": [3]}, {"players": 3}]


def positions(config, seed, steps=400, every=3):
    s = RULES.new_game(config, seed)
    agent = RandomAgent(seed)
    for i in range(steps):
        if s.to_move is None:
            return
        if i % every == 0:
            yield s
        RULES.apply(s, agent.choose(s, RULES.legal_actions(s)))


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: f"{c['players']}p")
def test_a_move_is_accepted_exactly_when_it_is_one_of_the_legal_actions(config):
    phases = set()
    for s in positions(config, 11):
        legal = RULES.legal_actions(s)
        phases.add(s.phase)
        p = s.to_move
        other = (p + 1) % s.players
        for a in ALL_ACTIONS:
            is_legal = a in legal
            assert (RULES.why_illegal(s, a) is None) == is_legal, (s.phase, a)
            assert (RULES.why_illegal(s, a, p) is None) == is_legal, (s.phase, a)
            assert RULES.why_illegal(s, a, other) is not None
            assert RULES.why_illegal(s, (a[0],) + a[1:]) == RULES.why_illegal(s, a)  # a copy
    assert {R.MAIN, R.DRAWN, R.MAGIC, R.CHOICE} <= phases


def test_a_refused_move_leaves_the_state_unchanged_through_the_public_apply():
    for s in positions({"players": 4}, 5, steps=120, every=7):
        before = RULES.to_json(s)
        legal = RULES.legal_actions(s)
        for a in ALL_ACTIONS:
            if a not in legal:
                with pytest.raises(R.IllegalAction):
                    RULES.apply(s, a)
        assert RULES.to_json(s) == before


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: f"{c['players']}p")
def test_a_views_unseen_cards_are_every_card_but_its_own_hand_and_the_pile(config):
    for s in positions(config, 23, every=9):
        for seat in range(s.players):
            v = RULES.view(s, seat)
            assert v.unseen == tuple(R._unseen(v))
            assert v.unseen == tuple(c for c in range(R.N_CARDS)
                                     if c not in s.hands[seat] and c not in s.pile)
            w = RULES.view(v, (seat + 1) % s.players)      # a view of a view
            assert w.unseen == tuple(R._unseen(w))
            assert w.unseen == tuple(c for c in range(R.N_CARDS) if c not in s.pile)
