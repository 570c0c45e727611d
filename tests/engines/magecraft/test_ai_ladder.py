"""Magecraft's Easy (issue 24): Normal with the slips a person makes, each of a named
kind, rolled from the agent's seed and its view; never a move picked at random."""
from __future__ import annotations

from engines.magecraft import RULES
from engines.magecraft.heuristic import (EASY_SLIPS, MagecraftEasyAgent,
                                         MagecraftHeuristicAgent, _book_plan, _surplus,
                                         learn_value)
from engines.magecraft.state import BOOK, CAST_P, LEARN_P, PAY_LEARN, PAYING, RESOLVE
from engines.magecraft.testing import reshuffle_hidden
from tests.engines import ladder

SEEDS = range(6)


def _easy(seed):
    return MagecraftEasyAgent(seed)


def _positions(players=3):
    return ladder.positions(RULES, {"players": players}, (1, 4), 150)


def test_easy_decides_from_its_view_alone_slips_included():
    """The opponents' hidden gems dealt otherwise: the same move, the same slip."""
    slips = ladder.same_with_hidden_reshuffled(RULES, reshuffle_hidden, _easy,
                                               _positions()[::3], range(3))
    assert slips > 0


def test_easy_plays_otherwise_than_normal_only_by_its_named_slips():
    """Where Easy's move is not Normal's, it names the slip and the move is of that
    kind: the wrong spellbook still casts something, a gem paid is the colour with the
    next most to spare, the opponent attacked and the spell learnt are Normal's
    second choice, a spellbook stopped was one Normal paid on."""
    diffs = ladder.differences(RULES, _easy, _positions(), SEEDS)
    kinds = {d[4] for d in diffs}
    assert kinds <= set(EASY_SLIPS) and len(kinds) >= 4, kinds
    for s, _legal, easy, best, slip, _ in diffs:
        p = s.to_move
        if slip == "casts_the_wrong_spellbook":
            assert s.phase == CAST_P and easy[0] == "book"
            assert _book_plan(s.hand[p], s.books[p][easy[1]])[0] > 0
        elif slip == "stops_casting_early":
            assert s.phase == BOOK and best[0] == "pay" and easy == ("stop",)
        elif slip == "pays_with_the_wrong_gem":
            sur = _surplus(s, p)
            assert s.phase in (PAYING, PAY_LEARN) and easy[2] != best[2]
            assert sur[easy[2]] <= sur[best[2]]
        elif slip == "attacks_the_wrong_opponent":
            assert s.phase == RESOLVE and easy[0] == "attack" and easy[1] != best[1]
        else:
            assert slip == "learns_a_worse_spell" and s.phase == LEARN_P
            assert learn_value(s, p, easy[1]) <= learn_value(s, p, best[1])


def test_without_its_slips_easy_is_normal():
    easy, normal = MagecraftEasyAgent(1, slips={}), MagecraftHeuristicAgent(1)
    for s, legal in _positions(2):
        view = RULES.view(s, s.to_move)
        assert easy.choose(view, legal) == normal.choose(view, legal)


def test_easy_slips_to_a_few_named_moves_not_to_any_legal_one():
    """Over many seeds in a position with many moves, Easy's moves are Normal's and
    its named second choice: a random slip would spread over the legal moves."""
    rich = [(s, legal) for s, legal in _positions() if len(legal) >= 6]
    assert rich
    for s, legal in rich[:6]:
        seen = ladder.choices_over_seeds(RULES, _easy, s, legal, range(40))
        assert 1 <= len(seen) <= 2, seen
