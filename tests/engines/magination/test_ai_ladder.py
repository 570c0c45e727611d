"""Magi-Nation's Easy (issue 24): Normal with the slips a person makes, each of a named
kind, rolled from the agent's seed and its view; never a move picked at random."""
from __future__ import annotations

from engines.magination import RULES
from engines.magination.ai import EASY_SLIPS, EasyAgent, HeuristicAgent, sensible
from engines.magination.testing import reshuffle_hidden
from tests.engines import ladder

SEEDS = range(6)


def _easy(seed):
    return EasyAgent(RULES, seed)


def _positions():
    return ladder.positions(RULES, {"players": 2}, (3, 8), 120)


def test_easy_decides_from_its_view_alone_slips_included():
    """The cards hidden from Easy dealt otherwise: the same move, the same slip."""
    slips = ladder.same_with_hidden_reshuffled(RULES, reshuffle_hidden, _easy,
                                               _positions()[::3], range(3))
    assert slips > 0


def test_easy_plays_otherwise_than_normal_only_by_its_named_slips():
    """Where Easy's move is not Normal's, it names the slip, and the move is of that
    kind: passing up acting ends the step, a worse card or attack is the look-ahead's
    runner-up, an X is one off, the card hurt is an opposing one."""
    diffs = ladder.differences(RULES, _easy, _positions(), SEEDS)
    kinds = {d[4] for d in diffs}
    assert kinds <= set(EASY_SLIPS)
    assert len(kinds) >= 3, kinds
    for s, legal, easy, best, slip, seed in diffs:
        view = RULES.view(s, s.to_move)
        if slip in ("forgets_a_power", "holds_back_an_attack"):
            assert easy[0] == "end_step" and best[0] != "end_step"
        elif slip in ("plays_a_worse_card", "attacks_the_wrong_target"):
            kept = sensible(view, legal)
            values = HeuristicAgent(RULES, seed).values(view, kept)
            ranked = sorted(range(len(kept)), key=lambda i: -values[i])
            acting = [kept[i] for i in ranked[1:] if kept[i][0] != "end_step"]
            assert easy == acting[0]
        elif slip == "spends_energy_badly":
            assert easy[0] == best[0] == "number" and abs(easy[1] - best[1]) == 1
        elif slip == "hurts_the_wrong_card":
            assert s.owner[easy[1]] != s.to_move
        else:
            assert slip == "misses_a_lethal"


def test_without_its_slips_easy_is_normal():
    normal = HeuristicAgent(RULES, 1)
    easy = EasyAgent(RULES, 1, slips={})
    for s, legal in _positions()[::2]:
        view = RULES.view(s, s.to_move)
        assert easy.choose(view, legal) == normal.choose(view, legal)


def test_easy_slips_to_a_few_named_moves_not_to_any_legal_one():
    """Over many seeds in a position with many moves, Easy's moves are Normal's, the
    runner-up and ending the step: a random slip would spread over the legal moves."""
    rich = [(s, legal) for s, legal in _positions()
            if s.pending is None and len(sensible(RULES.view(s, s.to_move), legal)) >= 6]
    assert rich
    for s, legal in rich[:4]:
        seen = ladder.choices_over_seeds(RULES, _easy, s, legal, range(40))
        assert 1 <= len(seen) <= 3, seen
