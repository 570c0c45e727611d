"""app.collector: the oldest generation collected by the App between scenes."""
from __future__ import annotations

import gc


def test_the_collector_collects_between_scenes_and_puts_the_thresholds_back():
    from app.collector import Collector
    saved = gc.get_threshold()
    c = Collector()
    c.start(0.0)
    assert gc.get_threshold()[2] > saved[2]
    assert c.tick(0.1, ["menu"]) is True            # the scenes changed
    assert c.tick(0.2, ["menu"]) is False
    assert c.tick(0.2 + 31.0, ["menu"]) is True      # and every half minute
    c.stop()
    assert gc.get_threshold() == saved


def test_the_app_loop_puts_the_thresholds_back_when_it_ends(app):
    saved = gc.get_threshold()
    app.run(frames=app.frame_count + 2)
    assert gc.get_threshold() == saved
