"""Magi's Easy (issue 24): Normal with the slips a person makes, each of a named kind,
rolled from the agent's seed and its view; never a move picked at random. Normal is the
heuristic at its best: it always calls "Magi!" and always catches."""
from __future__ import annotations

from engines.magi import RULES
from engines.magi.ai import EASY_SLIPS, MagiHeuristicAgent, make_agent
from engines.magi.rules import CHOICE, DRAWN, MAGIC, MAIN
from engines.magi.testing import reshuffle_hidden
from tests.engines import ladder

SEEDS = range(8)


def _easy(seed):
    return make_agent(RULES, "easy", seed)


def _positions():
    return ladder.positions(RULES, {"players": 4, "target": 1}, (1, 2, 3), 120)


def test_easy_decides_from_its_view_alone_slips_included():
    """The other hands and the talon dealt otherwise: the same move, the same slip."""
    slips = ladder.same_with_hidden_reshuffled(RULES, reshuffle_hidden, _easy,
                                               _positions()[::2], range(4))
    assert slips > 0


def test_easy_plays_otherwise_than_normal_only_by_its_named_slips():
    """Where Easy's move is not Normal's, it names the slip and the move is of that
    kind: a call forgotten or a catch missed leaves Normal's call or catch unmade, a
    dodge forgotten skips the magic phase, a card overlooked draws or passes, a worse
    card is the next best to get rid of, a poor colour or the wrong player is another
    than Normal's."""
    diffs = ladder.differences(RULES, _easy, _positions(), SEEDS)
    kinds = {d[4] for d in diffs}
    social = {"forgets_to_call_magi", "misses_a_catch"}
    assert kinds <= set(EASY_SLIPS) | social and len(kinds - social) >= 3, kinds
    for s, legal, easy, best, slip, seed in diffs:
        if slip == "forgets_to_call_magi":
            assert best[0] == "call" and easy[0] != "call"
        elif slip == "misses_a_catch":
            assert best[0] == "catch" and easy[0] != "catch"
        elif slip == "forgets_to_dodge":
            assert s.phase == MAGIC and best[0] == "play" and easy == ("skip_magic",)
        elif slip == "overlooks_a_playable_card":
            assert s.phase in (MAIN, DRAWN) and best[0] == "play"
            assert easy in (("draw",), ("pass",))
        elif slip == "plays_a_worse_card":
            agent = MagiHeuristicAgent(seed)
            hand = s.hands[s.to_move]
            nxt = agent._next_hand_size(s)
            assert easy[0] == "play" and agent._dump_value(easy[1], hand, nxt) <= \
                agent._dump_value(best[1], hand, nxt)
        else:
            assert slip in ("names_a_poor_colour", "shoots_the_wrong_player")
            assert s.phase == CHOICE and easy[0] == best[0]


def test_normal_always_calls_and_catches_easy_sometimes_forgets():
    normal, easy = make_agent(RULES, "normal", 1), make_agent(RULES, "easy", 1)
    assert (normal.forget, normal.catch) == (0.0, 1.0)
    assert easy.forget > 0 and easy.catch < 1


def test_without_its_slips_easy_plays_its_cards_as_normal():
    normal = make_agent(RULES, "normal", 1)
    easy = MagiHeuristicAgent(1, forget=0.0, catch=1.0, slips={})
    for s, legal in _positions():
        view = RULES.view(s, s.to_move)
        assert easy.choose(view, legal) == normal.choose(view, legal)


def test_easy_slips_to_a_few_named_moves_not_to_any_legal_one():
    """Over many seeds in a position with many cards to play, Easy's moves are Normal's,
    the next best card and drawing: a random slip would spread over the legal moves."""
    rich = [(s, legal) for s, legal in _positions()
            if s.phase in (MAIN, DRAWN) and sum(a[0] == "play" for a in legal) >= 4]
    assert rich
    for s, legal in rich[:4]:
        seen = ladder.choices_over_seeds(RULES, _easy, s, legal, range(40))
        assert 1 <= len(seen) <= 3, seen
