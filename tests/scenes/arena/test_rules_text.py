"""The Arena rules screen carries the rulings of issue 21 in our words (rulebook: hidden
enchant card order, forgotten hidden enchants, Example 9 flipping, Example 11 adjacency)."""
from __future__ import annotations

from scenes.arena.rules_text import summary


def test_the_rules_screen_says_how_hidden_enchants_stack_and_what_declining_does():
    text = summary()
    assert "goes under the first" in text and "the one played first is asked first" in text
    assert "do not flip when its moment comes goes out of play unused" in text


def test_the_rules_screen_says_a_flip_is_free_and_a_ledge_is_not_adjacent():
    text = summary()
    assert "on its own it does not use up the figure's move" in text
    assert "the two are not adjacent (and not engaged)" in text
    assert "needs a line of sight to attack" in text


def test_the_rules_screen_tells_of_your_own_battlefields_and_scenarios():
    """Issue 27: the editor, the own scenario's choices and rulings, the build total."""
    text = summary()
    assert "# Your own battlefields and scenarios" in text
    assert "opens the editor" in text and "The set's printed battlefields open as copies" in text
    for victory in ("destroy the Planeswalkers", "points on the track",
                    "points on marked spaces"):
        assert victory in text
    assert "20 to 90 turns" in text and "partners may share one" in text
    assert "common army cards may be taken more than once" in text
