"""Where a refusal shows: at the pointer, and in the middle of the table when no pointer
event has come yet (keys only), never in the top-left corner over a name."""
from __future__ import annotations

import pytest

from tests.scenes.kit.tables import built_keys, new_table
from tests.scenes.shell_helpers import down, up


@pytest.mark.parametrize("game", built_keys())
def test_a_message_before_any_pointer_event_shows_mid_table_then_at_the_click(app, game):
    t = new_table(app, game, seed=7)
    app.frame()
    t.show_message("Not now")
    assert t.drag.message_pos == app.screen.get_rect().center
    pos = (300, 200)
    app.frame([down(pos), up(pos)])               # a click with no motion before it
    t.show_message("Not now")
    assert t.drag.message_pos == pos
