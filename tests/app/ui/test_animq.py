import pygame

from app.ui.animq import (AnimationQueue, CallAnimation, FlyAnimation, TweenAnimation,
                          WaitAnimation)
from app.ui.tween import Tween


def run(q, seconds, dt=1 / 60):
    for _ in range(int(seconds / dt) + 1):
        q.update(dt)


def test_plays_in_order_and_holds_busy():
    log = []
    q = AnimationQueue()
    q.push(CallAnimation(lambda: log.append(1)))
    q.push(WaitAnimation(0.5))
    q.push(CallAnimation(lambda: log.append(2)))
    assert q.busy
    q.update(0.1)
    assert log == [1] and q.busy
    run(q, 0.3)
    assert log == [1]
    run(q, 0.3)
    assert log == [1, 2] and not q.busy


def test_factory_called_late():
    where = {"x": 0}
    made = []

    def factory():
        made.append(where["x"])
        return CallAnimation(lambda: None)

    q = AnimationQueue()
    q.push(WaitAnimation(0.2))
    q.push(factory)
    where["x"] = 42
    run(q, 0.5)
    assert made == [42]


def test_speed_scales_time():
    q = AnimationQueue(speed=lambda: 4.0)
    q.push(WaitAnimation(1.0))
    run(q, 0.3)
    assert not q.busy


def test_skip_finishes_everything_in_order():
    log = []
    q = AnimationQueue()
    surf = pygame.Surface((20, 30))
    q.push(FlyAnimation(surf, (0, 0), (100, 100), 1.0, "easeOutCubic", arc_height=40,
                        on_done=lambda: log.append("fly")))
    q.push(lambda: TweenAnimation(Tween(1.0, None, on_done=lambda: log.append("tween"))))
    q.push(CallAnimation(lambda: (log.append("call"), q.push(CallAnimation(lambda: log.append("late"))))))
    q.update(0.1)
    q.skip()
    assert log == ["fly", "tween", "call", "late"]
    assert not q.busy


def test_parallel_group_and_draw():
    log = []
    q = AnimationQueue()
    surf = pygame.Surface((20, 30))
    fa = FlyAnimation(surf, (0, 0), (100, 0), 0.2, "linear", rotate_to=90,
                      on_done=lambda: log.append("a"))
    q.push_parallel([fa, WaitAnimation(0.4)])
    q.push(CallAnimation(lambda: log.append("b")))
    target = pygame.Surface((200, 200))
    q.update(0.1)
    q.draw(target)
    assert 0 < fa.pos[0] < 100
    run(q, 0.15)
    assert log == ["a"]
    run(q, 0.3)
    assert log == ["a", "b"]


def test_fly_arc_peaks_midway():
    fa = FlyAnimation(pygame.Surface((4, 4)), (0, 100), (100, 100), 1.0, "linear", arc_height=50)
    fa.update(0.5)
    assert fa.pos[1] < 60
    fa.finish()
    assert fa.pos == (100, 100)


def test_clear_drops_without_running():
    log = []
    q = AnimationQueue()
    q.push(WaitAnimation(1))
    q.push(CallAnimation(lambda: log.append(1)))
    q.update(0.1)
    q.clear()
    run(q, 2)
    assert log == [] and not q.busy
