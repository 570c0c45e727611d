"""The sixth game's tutorial, on the kit's tutorial and the engine's staged position:
a step's move by a click, another move refused with the step's hint, the scripted
player's move, a drag, the end panel; the record replays from its config."""
from __future__ import annotations

from scenes.kit.tutorial_end import TutorialComplete
from tests.scenes.kit.tables import until
from tests.scenes.shell_helpers import drag, tap
from tests.sixth.engine import RULES
from tests.sixth.engine.read import Pile
from tests.sixth.plugin import PLUGIN


def test_the_tutorial_is_played_through_and_its_record_replays(app):
    t = PLUGIN.tutorial_scene(app, autosave=False)
    app.stack.push(t, fade=False)
    until(app, lambda: t.ready)
    assert Pile(t.state).counters == 6 and Pile(t.state).card(0) == 3
    tap(app, t.element_rect("take 1").center)
    assert t.record.actions == [] and t.drag.message == "Click Take 2"
    tap(app, t.element_rect("take 2").center)
    until(app, lambda: t.ready)
    assert t.step == 1 and t.record.actions == [("take", 2), ("take", 1)]
    drag(app, t.element_rect("card").center, t.element_rect("pile").center)
    until(app, lambda: isinstance(app.stack.top, TutorialComplete))
    assert t.finished and t.rules.result(t.state)["winners"] == [0]
    again = RULES.new_game(t.record.config, t.record.seed)
    for a in t.record.actions:
        RULES.apply(again, a)
    assert RULES.to_json(again) == RULES.to_json(t.state)
