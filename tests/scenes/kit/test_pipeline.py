"""The kit's event pipeline and seats: every game's table reports an event type it has
no handler for (and does not declare ignored); the pipeline words an event into the log
when the animations reach it and replaces what is drawn by the view at the end; the
seats give the viewer, the others in table order and the remap."""
from __future__ import annotations

import pytest

from scenes.kit.pipeline import EventPipeline
from scenes.kit.seats import Seats
from tests.scenes.kit.tables import built_keys, new_table


@pytest.mark.parametrize("key", built_keys())
def test_a_new_event_type_with_no_handler_is_reported(app, key):
    t = new_table(app, key)
    assert "SurelyNoSuchEvent" not in t.unhandled_events
    t.play_events([{"type": "SurelyNoSuchEvent", "player": 0}])
    assert t.unhandled_events.get("SurelyNoSuchEvent") == 1
    assert t.pipeline.unhandled is t.unhandled_events


@pytest.mark.parametrize("key", built_keys())
def test_what_is_drawn_is_the_pipelines_one_snapshot(app, key):
    """A table reads ``shown`` from its pipeline and cannot replace it: the pipeline
    keeps the one snapshot of what is drawn."""
    t = new_table(app, key)
    assert t.shown is t.pipeline.shown
    with pytest.raises(AttributeError):
        t.shown = None
    assert t.shown is t.pipeline.shown


class _Queue:
    def __init__(self):
        self.calls = []

    def push_call(self, fn):
        self.calls.append(fn)

    def run(self):
        for fn in self.calls:
            fn()
        self.calls = []


class _Log:
    def __init__(self):
        self.lines = []

    def add(self, line, colour=None):
        self.lines.append(line)


def test_the_pipeline_words_dispatches_and_syncs_at_animation_time():
    q, log, seen, synced = _Queue(), _Log(), [], []
    views = iter(["view after"])
    p = EventPipeline(q, log, lambda: next(views), narrate=lambda ev: f"line {ev['n']}",
                      ignored=frozenset({"Quiet"}))
    p.register({"Step": lambda ev, events, i: seen.append((ev["n"], i))})
    p.on_sync.append(synced.append)
    with pytest.raises(ValueError):
        p.register({"Step": lambda ev, events, i: None})
    p.play([{"type": "Step", "n": 1}, {"type": "Quiet", "n": 2},
            {"type": "GameOver", "n": 3}])
    assert seen == [(1, 0)] and p.unhandled == {"GameOver": 1}
    assert log.lines == [] and p.shown is None          # nothing until the queue plays
    assert p.after == "view after" and not p.synced     # what the events lead to
    q.run()
    assert log.lines == ["line 1", "line 2"]            # GameOver: the hand-off says it
    assert p.shown == "view after" and synced == ["view after"] and p.synced


def test_a_line_may_follow_its_events_animations():
    q, log, order = _Queue(), _Log(), []
    p = EventPipeline(q, log, lambda: None, narrate=lambda ev: "line")
    p.register({"Step": lambda ev, events, i: q.push_call(lambda: order.append("anim"))})
    p.word_first = False
    p.play([{"type": "Step"}])
    log.add = lambda line, colour=None: order.append(line)
    q.run()
    assert order == ["anim", "line"]


def test_seats_viewer_others_and_remap():
    s = Seats(4, 2, ("a", "b", "c", "d"))
    assert s.me == 2 and s.others == (3, 0, 1) and s.order == (2, 3, 0, 1)
    assert [s.place(q) for q in range(4)] == [2, 3, 0, 1]
    assert s.remap(["mine", "next", "across", "last"]) == ["across", "last", "mine", "next"]
    demo = Seats(2, None)
    assert demo.me == 0 and demo.others == (1,) and demo.name(1) == "Player 2"
