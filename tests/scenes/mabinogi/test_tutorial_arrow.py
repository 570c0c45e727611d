"""The tutorial's arrow covers only what it is about (issue 23: it covered the grave's
card numbers and the Charge bar it was not about): pointed at the resources, then at a
Hyena in the hand, it stands clear of the grave, the action bar and the cells."""
from __future__ import annotations

import pygame

import scenes.kit.tutorial as TB
from scenes.mabinogi.tutorial import MabinogiTutorial, tutorial_scene
from tests.scenes.shell_helpers import press

# what the arrow must leave in view when it is not about them
KEEP_CLEAR = ("charge", "revive", "level", "end", "prompt", "grave:0", "grave:1",
              "hero:0", "hero:1", *(f"cell:{s}:{lane}" for s in (0, 1) for lane in range(5)))


def _spot(rect: pygame.Rect, side: str, along: int = 0) -> pygame.Rect:
    """The room an arrow (40 by 52 pixels, 12 away, bobbing 6) takes, pointing at
    ``rect`` from ``side``, ``along`` pixels from its middle."""
    wide, near, far = 40, 12 - 6, 12 + 6 + 52
    x, y = rect.centerx - wide // 2 + along, rect.centery - wide // 2 + along
    if side == "above":
        return pygame.Rect(x, rect.top - far, wide, far - near)
    if side == "below":
        return pygame.Rect(x, rect.bottom + near, wide, far - near)
    if side == "left":
        return pygame.Rect(rect.left - far, y, far - near, wide)
    return pygame.Rect(rect.right + near, y, far - near, wide)


def _drawn_arrows(monkeypatch) -> list[pygame.Rect]:
    """Where each arrow drawn stands (its bob at the widest); only recorded."""
    spots: list[pygame.Rect] = []

    def record(surface, rect, t, below=False, side=None, along=0):
        if side is None:             # the one placement there was: above, else below
            side = "above" if rect.top > 150 and not below else "below"
        spots.append(_spot(rect, side, along))
    monkeypatch.setattr(TB, "draw_arrow", record)
    return spots


def _ready(app, t):
    for _ in range(600):
        app.frame()
        if t.ready and not t.input_held():
            return
    raise AssertionError("the step never came")


def test_the_arrow_stands_clear_of_the_stats_it_is_not_about(app, fresh_home, monkeypatch):
    spots = _drawn_arrows(monkeypatch)
    t = tutorial_scene(app)
    assert isinstance(t, MabinogiTutorial)
    app.stack.push(t, fade=False)
    seen = []
    for _ in range(3):                       # the board, the resources, a Hyena
        _ready(app, t)
        name = t.point_name()
        spots.clear()
        app.frame()
        if name is not None and name != "board" and spots:
            clear = [r for r in (t.element_rect(n) for n in KEEP_CLEAR if n != name)
                     if r is not None and not r.colliderect(t.element_rect(name))]
            hit = spots[-1].collidelist(clear)
            assert hit < 0, f"the arrow at {name} covers {clear[hit]}"
            assert pygame.Rect(0, 0, 1280, 720).contains(spots[-1])
            seen.append(name)
        if t.current.expect is None:
            press(app, pygame.K_SPACE)
    assert "res:0" in seen
