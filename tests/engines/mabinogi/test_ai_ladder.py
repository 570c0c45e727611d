"""Mabinogi's Easy (issue 24): Normal with the slips a person makes, each of a named
kind, rolled from the agent's seed and its view; never a move picked at random."""
from __future__ import annotations

from engines.mabinogi import RULES
from engines.mabinogi.heuristic import (EASY_SLIPS, WIN, MabinogiEasyAgent,
                                        MabinogiHeuristicAgent, scores)
from engines.mabinogi.state import A_END, A_PASS, COUNTER
from engines.mabinogi.content import RES_INDEX
from engines.mabinogi.testing import answer, game, iid, reshuffle_hidden, set_turn, to_grave
from tests.engines import ladder

SEEDS = range(6)
ARCANE = ["Fireball", "Counter Magic", "Hyena", "Spirit of Fire", "Tome of Insight"]


def _easy(seed):
    return MabinogiEasyAgent(seed)


def _positions():
    return ladder.positions(RULES, {"players": 2}, (2, 5), 90)


def test_easy_decides_from_its_view_alone_slips_included():
    """The opponent's hidden hand dealt otherwise: the same move, the same slip."""
    slips = ladder.same_with_hidden_reshuffled(RULES, reshuffle_hidden, _easy,
                                               _positions()[::3], range(3))
    assert slips > 0


def test_easy_plays_otherwise_than_normal_only_by_its_named_slips():
    """Where Easy's move is not Normal's, it names the slip and the move is of that
    kind: a counter forgotten is a pass, a phase ended early is the end, a worse card
    is the settled runner-up, a lethal missed leaves a winning move unplayed."""
    diffs = ladder.differences(RULES, _easy, _positions(), SEEDS)
    kinds = {d[4] for d in diffs}
    assert kinds <= set(EASY_SLIPS) and len(kinds) >= 2, kinds
    for s, legal, easy, best, slip, _ in diffs:
        view = RULES.view(s, s.to_move)
        values = scores(view, legal)
        if slip == "forgets_a_counter":
            assert s.phase == COUNTER and easy == A_PASS
        elif slip == "ends_the_phase_early":
            assert easy == A_END and best != A_END
        elif slip == "plays_a_worse_card":
            rest = [values[i] for i, a in enumerate(legal) if a not in (best, A_END)]
            assert easy in legal and easy not in (best, A_END)
            assert values[legal.index(easy)] >= max(rest) - 1e-9     # the runner-up
        else:
            assert slip == "misses_a_lethal"
            assert max(values) >= WIN > values[legal.index(easy)]


def test_without_its_slips_easy_is_normal():
    easy, normal = MabinogiEasyAgent(1, slips={}), MabinogiHeuristicAgent(1)
    for s, legal in _positions()[::2]:
        view = RULES.view(s, s.to_move)
        assert easy.choose(view, legal) == normal.choose(view, legal)


def test_easy_slips_to_a_few_named_moves_not_to_any_legal_one():
    """Over many seeds in a position with many moves, Easy's moves are Normal's, the
    runner-up and ending the phase: a random slip would spread over the legal moves."""
    rich = [(s, legal) for s, legal in _positions() if len(legal) >= 8]
    assert rich
    for s, legal in rich[:4]:
        seen = ladder.choices_over_seeds(RULES, _easy, s, legal, range(40))
        assert 1 <= len(seen) <= 3, seen


def test_easy_sometimes_forgets_a_counter_normal_plays():
    """A Fireball at Easy's hero with Counter Magic ready in its grave: Normal counters
    it; Easy, on some seeds, lets it through (a pass), and says so."""
    s = game(ARCANE, ARCANE)
    to_grave(s, 1, "Counter Magic")
    s.res[1][RES_INDEX["Mana"]] = 3
    set_turn(s, 0, res={"Mana": 5})
    answer(s, ("cast", iid(s, 0, "Fireball"), 1, -1))
    assert s.phase == COUNTER and s.to_move == 1
    view, legal = RULES.view(s, 1), RULES.legal_actions(s)
    assert MabinogiHeuristicAgent(1).choose(view, legal)[0] == "counter"
    forgot = 0
    for seed in range(20):
        easy = MabinogiEasyAgent(seed)
        a = easy.choose(view, legal)
        assert (a == A_PASS) == (easy.last_slip == "forgets_a_counter")
        forgot += a == A_PASS
    assert 0 < forgot < 20
