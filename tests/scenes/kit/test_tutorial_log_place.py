"""The tutorial's step panel stands in the log's column without covering the log
(issue 23: it covered the log's top): the log's header and its lines are below the
panel (the Arena, Mabinogi and Magi-Nation tutorials, whose panel stands there)."""
from __future__ import annotations

import pytest

from tests.conftest import all_plugins


def _ready(app, t):
    for _ in range(600):
        app.frame()
        if t.ready:
            return
    raise AssertionError("the step never came")


@pytest.mark.parametrize("game", ["arena", "mabinogi", "magination"])
def test_the_step_panel_leaves_the_log_in_view(app, fresh_home, game):
    t = all_plugins()[game].tutorial_scene(app)
    app.stack.push(t, fade=False)
    _ready(app, t)
    app.frame()
    panel = t.element_rect("callout")
    assert panel is not None and panel.h > 0
    if panel.x != t.log.full_rect.x:
        pytest.skip("this tutorial's panel stands outside the log's column")
    assert not t.log.toggle_rect.colliderect(panel), "the panel covers the log's header"
    assert not t.log.rect.colliderect(panel), "the panel covers the top of the log"
    assert t.log.rect.h >= 4 * 34
