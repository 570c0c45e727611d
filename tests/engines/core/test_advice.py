"""The Hint's option lines in the game's words (engines.core.advice, issue 25): the same
card in different places with the same estimate is one line, so the best two or three
lines each say something."""
from __future__ import annotations

from engines import registry
from engines.core.advice import advice, group_options, merge_words, option_lines
from engines.core.analysis import Analysis
from engines.core.rng import Rng


def _summons():
    """A Mabinogi position where one card can be summoned into several lanes and another
    card can be played too: (rules, state, [its summons], another option)."""
    rules = registry.rules_for("mabinogi")
    s = rules.new_game({"players": 2}, 5)
    rng = Rng(5)
    for _ in range(400):
        legal = rules.legal_actions(s)
        by_card: dict = {}
        for a in legal:
            if a[0] == "summon":
                by_card.setdefault(a[1], []).append(a)
        same = next((v for v in by_card.values() if len(v) >= 3), None)
        if same is not None:
            other = next(a for a in legal if a[0] != "summon" or a[1] != same[0][1])
            return rules, s, same[:3], other
        rules.apply(s, legal[rng.randrange(len(legal))])
    raise AssertionError("no position with one card summonable into three lanes")


def test_the_same_card_in_three_lanes_with_equal_chances_is_one_line():
    """Mabinogi: "Summon <card> into lane 1, 3 or 5, ..." once, at the best of the three
    chances (they are within a point: the search cannot tell them apart), then the next
    option; the line holds the best move."""
    rules, s, same, other = _summons()
    me = s.to_move
    a = Analysis(same[1], [(same[1], 0.65, 40), (same[0], 0.648, 40), (same[2], 0.643, 40),
                           (other, 0.6, 40)], "search", 40)
    lines = option_lines(rules, s, a, me)
    words = [advice(rules, s, x, me) for x in same]
    assert len(lines) == 2, lines
    line, chance, best = lines[0]
    assert chance == 0.65 and best
    assert line == merge_words(words) and line not in words
    first = words[0].split()
    assert line.split()[:3] == first[:3]         # "Summon <card> into ..." kept as said
    assert lines[1] == (advice(rules, s, other, me), 0.6, False)


def test_options_further_apart_than_the_noise_stay_separate_lines():
    """Two lanes two points apart are two lines, best first."""
    rules, s, same, _ = _summons()
    me = s.to_move
    a = Analysis(same[0], [(same[0], 0.65, 40), (same[1], 0.63, 40)], "search", 40)
    assert option_lines(rules, s, a, me) == [
        (advice(rules, s, same[0], me), 0.65, True),
        (advice(rules, s, same[1], me), 0.63, False)]


def test_different_cards_of_the_same_kind_are_not_grouped():
    rows = [(("summon", 3, 0), 0.6, "Summon Imp into lane 1"),
            (("summon", 4, 0), 0.6, "Summon Rat into lane 1")]
    assert [line for line, _, _ in group_options(rows)] == ["Summon Imp into lane 1",
                                                             "Summon Rat into lane 1"]


def test_lines_that_are_not_one_sentence_keep_their_own_lines_and_chances():
    """Alike by action and chance, but worded differently in two places: each its own
    line with its own chance; a line worded like a better one is dropped."""
    rows = [(("move", 7, 1), 0.6, "Move Gideon to the hill and attack"),
            (("move", 7, 2), 0.595, "Move Gideon to the lake and wait"),
            (("move", 7, 3), 0.59, "Move Gideon to the lake and wait")]
    assert group_options(rows) == [
        ("Move Gideon to the hill and attack", 0.6, [("move", 7, 1)]),
        ("Move Gideon to the lake and wait", 0.595, [("move", 7, 2)])]


def test_merged_words_list_the_one_part_that_differs():
    assert merge_words(["Summon Imp into lane 1", "Summon Imp into lane 2",
                        "Summon Imp into lane 3"]) == "Summon Imp into lane 1, 2 or 3"
    assert merge_words(["Summon Rhino into lane 1, paying 3 Nature",
                        "Summon Rhino into lane 5, paying 3 Nature"]) == \
        "Summon Rhino into lane 1 or 5, paying 3 Nature"
    assert merge_words(["Move Nissa (1 space)", "Move Nissa (2 spaces)"]) == \
        "Move Nissa (1 space or 2 spaces)"
    assert merge_words(["Your Kelthet attacks Ann's Plith",
                        "Your Kelthet attacks Ann's Carillion"]) == \
        "Your Kelthet attacks Ann's Plith or Carillion"
    assert merge_words(["Choose red: the next card must be red",
                        "Choose blue: the next card must be blue"]) is None
    assert merge_words(["Play Red", "Draw a card"]) is None
