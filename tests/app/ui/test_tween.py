import pytest

from app.ui.tween import Timeline, Tween, Tweener, easing, lerp, lerp_point


def test_easing_names():
    for name in ("linear", "easeOutCubic", "easeInOutQuad", "easeOutBack"):
        f = easing(name)
        assert f(0.0) == pytest.approx(0.0, abs=1e-9)
        assert f(1.0) == pytest.approx(1.0)
    assert easing("easeOutBack")(0.7) > 1.0          # overshoots
    with pytest.raises(ValueError):
        easing("wobble")


def test_lerp():
    assert lerp(10, 20, 0.25) == 12.5
    assert lerp_point((0, 0), (10, -10), 0.5) == (5, -5)


def test_tween_progress_delay_and_done():
    seen, done = [], []
    tw = Tween(1.0, seen.append, ease="linear", delay=0.5, on_done=lambda: done.append(1))
    assert tw.duration == 1.5
    assert not tw.update(0.25) and seen == []
    assert not tw.update(0.5)
    assert seen[-1] == pytest.approx(0.25)
    assert tw.update(2.0)
    assert seen[-1] == 1.0 and done == [1]
    assert tw.update(1.0) and done == [1]        # on_done once


def test_tween_finish_jumps_to_end_once():
    seen, done = [], []
    tw = Tween(2.0, seen.append, on_done=lambda: done.append(1))
    tw.update(0.1)
    tw.finish()
    tw.finish()
    assert seen[-1] == 1.0 and done == [1] and tw.done


def test_timeline_sequence_order_and_parallel():
    log = []

    def tw(name, d):
        return Tween(d, None, on_done=lambda: log.append(name))

    tl = Timeline()
    tl.add(tw("a", 0.2)).add(tw("b", 0.2))
    tl.parallel([tw("c", 0.1), tw("d", 0.3)])
    tl.add(tw("e", 0.1))
    tl.add(tw("x", 0.05), at=0.0)
    assert tl.duration == pytest.approx(0.8)
    steps = 0
    while not tl.update(1 / 60):
        steps += 1
    assert log == ["x", "a", "b", "c", "d", "e"]
    assert 45 <= steps <= 50 and tl.done


def test_timeline_finish_runs_everything_in_order():
    log = []
    tl = Timeline(on_done=lambda: log.append("end"))
    for n in "abc":
        tl.add(Tween(1.0, None, on_done=lambda n=n: log.append(n)))
    tl.update(0.5)
    tl.finish()
    assert log == ["a", "b", "c", "end"]


def test_tweener_busy_and_finish_all():
    tr = Tweener()
    vals = []
    tr.add(Tween(0.5, vals.append))
    tr.add(Tween(1.0, None, on_done=lambda: tr.add(Tween(1.0, vals.append))))
    assert tr.busy
    tr.update(0.6)
    assert len(tr.items) == 1
    tr.finish_all()
    assert not tr.busy and vals[-1] == 1.0
