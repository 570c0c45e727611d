"""Play-feel of the Magecraft table (issue 9), driven by synthetic input as a player would."""
from __future__ import annotations

import pygame

from engines.magecraft import RULES
from tests.scenes.magecraft.test_table import settle, staged
from tests.scenes.shell_helpers import press

FIRE, WATER, EARTH, LIGHT = 0, 1, 2, 3


def to_master_step(app, t):
    for a in (("stop",), ("revise",), ("discard", 0), ("discard", 1), ("discard", 2),
              ("discard", 3), ("done",)):
        assert t.human_act(a) is None, a
        settle(app, t)
    assert t.state.phase == "master"


def test_space_skips_mastering_when_it_is_offered(app):
    t = staged(app, "FWEL")
    to_master_step(app, t)
    books = [b[:] for b in t.state.books[0]]
    t._update_buttons()
    assert t.done_button.enabled and t.done_button.label.startswith("Skip mastering")
    press(app, pygame.K_SPACE)
    assert t.record.actions[-1] == ("done",)
    assert t.state.books[0] == books and t.state.current != 0
    assert "You leave every spell unmastered this time" in [line for line, _ in t.log.lines]


def test_a_game_without_mastering_never_asks_for_it(app):
    from scenes.magecraft import table_scene
    t = table_scene(app, players=2, seed=4, inline_ai=True, autosave=False,
                    options={"mastering": False})
    assert t.record.config["mastering"] is False
    assert RULES.check_config(t.record.config)["mastering"] is False
