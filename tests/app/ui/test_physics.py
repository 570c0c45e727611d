from app.ui.physics import PhysicsWorld


def build():
    w = PhysicsWorld()
    w.add_static_segments([(0, 400), (800, 400)], radius=3, friction=0.9)
    a = w.add_box((40, 40), 1.0, (200, 100), angle=0.3)
    b = w.add_polygon([(-20, -10), (20, -10), (0, 20)], 1.0, (300, 50))
    c = w.add_circle(12, 0.5, (500, 0))
    return w, [a, b, c]


def test_bodies_fall_and_rest_on_floor():
    w, bodies = build()
    for _ in range(60 * 6):
        w.update(1 / 60)
    assert w.at_rest(speed=10.0, spin=0.5)
    for body in bodies:
        assert 340 < body.position.y < 400
    assert len(w.bodies) == 3


def test_fixed_steps_are_deterministic():
    w1, b1 = build()
    w2, b2 = build()
    dts = [1 / 60, 1 / 30, 0.005, 1 / 144, 0.02] * 40
    for dt in dts:
        w1.update(dt)
    for dt in reversed(dts):       # same total time, different frame pacing
        w2.update(dt)
    assert w1.steps == w2.steps
    for x, y in zip(b1, b2):
        assert (x.position.x, x.position.y, x.angle) == (y.position.x, y.position.y, y.angle)


def test_slow_frame_does_not_spiral():
    w, _ = build()
    assert w.update(5.0) == w.max_steps
    assert w.accumulator < w.step


def test_snap_stops_body():
    w, (a, *_) = build()
    w.update(0.2)
    PhysicsWorld.snap(a, (100, 100), 0.0)
    assert a.velocity.length == 0 and a.position == (100, 100)
