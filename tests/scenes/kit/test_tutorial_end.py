"""The tutorial's last word (issue 25, "Done means"): the kit's "Tutorial complete" panel
ends every game's tutorial by pointing at the coach - the key T or the Hint button asks
the Hard AI what it would play, and after a game Review finds your biggest mistakes -
drawn in the panel, under the game's own words and clear of its buttons, at any window
size. Each game's scripted-player tutorial test calls :func:`assert_points_at_coach` on
the panel its tutorial really ends with."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from app.ui import palette
from scenes.kit.tutorial_end import TutorialComplete


def assert_points_at_coach(app, end) -> None:
    """``end`` (the tutorial's end panel, on top of the stack) names the Hint's key and
    button and the Review, and draws those words inside its panel, below the game's own
    text and above its buttons."""
    assert app.stack.top is end and isinstance(end, TutorialComplete)
    words = end.coach
    assert "press T" in words and "Hint button" in words and "Hard AI" in words
    assert "Review" in words and "mistakes" in words
    r, c = end.rect, end.coach_rect
    assert r.contains(c), "the coach's words stand outside the panel"
    assert c.y >= r.y + end.m.px(90) + end.body_img.get_height(), "the coach's words cover the game's"
    for b in end.buttons:
        assert c.bottom <= b.rect.y, f"the coach's words run into {b.label}"
    app.frame()
    shown = app.screen.subsurface(c)
    ink = sum(1 for x in range(0, c.w, 2) for y in range(0, c.h, 2)
              if _near(shown.get_at((x, y)), palette.ACCENT))
    assert ink > 50, "the coach's words are not drawn"


def _near(colour, want, slack: int = 40) -> bool:
    return all(abs(int(a) - int(b)) <= slack for a, b in zip(colour[:3], want[:3]))


def _tutorial(body: str):
    return SimpleNamespace(game_key="magi", TS=SimpleNamespace(COMPLETE=body),
                           end_centre=(640, 330), end_free_game=None,
                           end_free_label="Free game vs Easy")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1024, 768)])
@pytest.mark.parametrize("lines", [1, 6])
def test_the_end_panel_points_at_hint_and_review_at_every_size(app, size, lines):
    """A short and a long game text, at three window sizes: the coach's words are in
    the panel, between the game's text and the buttons."""
    app.resize_window(size)
    body = " ".join(["You played every step of the lesson."] * (lines * 2))
    end = app.stack.push(TutorialComplete(app, _tutorial(body)), fade=False)
    assert_points_at_coach(app, end)


def test_the_words_are_the_kits_the_same_for_every_game(app):
    """Written once: two games' panels say the same coach words (their own text aside)."""
    a = TutorialComplete(app, _tutorial("Magi done."))
    b = TutorialComplete(app, SimpleNamespace(
        game_key="arena", TS=SimpleNamespace(COMPLETE="Arena done."), end_centre=(505, 330),
        end_free_game={"armies": ["chandra", "nissa"]}, end_free_label="Free Duel vs Easy"))
    assert a.coach == b.coach and a.body != b.body
