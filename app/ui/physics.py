"""Cosmetic physics (pymunk) with a fixed time step.

Physics is for looks only: the engine has already decided every outcome (which die
face, which gem); bodies are thrown, then steered or snapped to that outcome. Screen
coordinates are used directly (y grows downwards, so gravity (0, 900) falls).

``update(dt)`` advances the simulation in fixed steps of ``step`` seconds with an
accumulator, at most ``max_steps`` per frame (a slow frame drops time rather than
spiralling), so the same inputs always give the same motion.
"""
from __future__ import annotations

from typing import Iterable, Sequence

import pymunk


class PhysicsWorld:
    def __init__(self, gravity=(0, 900), step: float = 1 / 120, max_steps: int = 8,
                 damping: float = 1.0) -> None:
        self.space = pymunk.Space()
        self.space.gravity = gravity
        self.space.damping = damping
        self.step = step
        self.max_steps = max_steps
        self.accumulator = 0.0
        self.steps = 0                 # fixed steps taken since creation
        self._bodies: list[pymunk.Body] = []

    # building ---------------------------------------------------------------------
    def add_static_segments(self, points: Sequence, radius: float = 2.0,
                            friction: float = 0.8, elasticity: float = 0.3,
                            closed: bool = False) -> list[pymunk.Segment]:
        """A static polyline (walls, a floor, a tray's rim); ``closed`` joins the ends."""
        pts = [tuple(p) for p in points]
        if closed and len(pts) > 2:
            pts.append(pts[0])
        shapes = []
        for a, b in zip(pts, pts[1:]):
            seg = pymunk.Segment(self.space.static_body, a, b, radius)
            seg.friction, seg.elasticity = friction, elasticity
            shapes.append(seg)
        self.space.add(*shapes)
        return shapes

    def _add(self, body: pymunk.Body, shape: pymunk.Shape, pos, angle: float,
             friction: float, elasticity: float) -> pymunk.Body:
        body.position = tuple(pos)
        body.angle = angle
        shape.friction, shape.elasticity = friction, elasticity
        self.space.add(body, shape)
        self._bodies.append(body)
        return body

    def add_box(self, size, mass: float = 1.0, pos=(0, 0), friction: float = 0.6,
                elasticity: float = 0.2, angle: float = 0.0, radius: float = 0.0) -> pymunk.Body:
        """A dynamic box centred on ``pos`` (``angle`` in radians)."""
        w, h = size
        body = pymunk.Body(mass, pymunk.moment_for_box(mass, (w, h)))
        shape = pymunk.Poly.create_box(body, (w, h), radius)
        return self._add(body, shape, pos, angle, friction, elasticity)

    def add_polygon(self, vertices: Iterable, mass: float = 1.0, pos=(0, 0),
                    friction: float = 0.6, elasticity: float = 0.2,
                    angle: float = 0.0) -> pymunk.Body:
        """A dynamic convex polygon; ``vertices`` relative to the body's centre."""
        verts = [tuple(v) for v in vertices]
        body = pymunk.Body(mass, pymunk.moment_for_poly(mass, verts))
        shape = pymunk.Poly(body, verts)
        return self._add(body, shape, pos, angle, friction, elasticity)

    def add_circle(self, radius: float, mass: float = 1.0, pos=(0, 0), friction: float = 0.6,
                   elasticity: float = 0.3) -> pymunk.Body:
        body = pymunk.Body(mass, pymunk.moment_for_circle(mass, 0, radius))
        shape = pymunk.Circle(body, radius)
        return self._add(body, shape, pos, 0.0, friction, elasticity)

    def remove(self, body: pymunk.Body) -> None:
        if body in self._bodies:
            self.space.remove(body, *body.shapes)
            self._bodies.remove(body)

    def clear(self) -> None:
        for body in list(self._bodies):
            self.remove(body)

    # running -----------------------------------------------------------------------
    @property
    def bodies(self) -> list[pymunk.Body]:
        """The dynamic bodies, in the order they were added."""
        return list(self._bodies)

    @property
    def alpha(self) -> float:
        """How far (0..1) real time is into the next step, for optional interpolation."""
        return self.accumulator / self.step

    def update(self, dt: float) -> int:
        """Advance by ``dt`` seconds of real time; returns the fixed steps taken."""
        self.accumulator += max(0.0, dt)
        n = 0
        while self.accumulator >= self.step and n < self.max_steps:
            self.space.step(self.step)
            self.accumulator -= self.step
            n += 1
        if n == self.max_steps and self.accumulator >= self.step:
            self.accumulator = 0.0          # too slow: drop the backlog
        self.steps += n
        return n

    def at_rest(self, speed: float = 5.0, spin: float = 0.2) -> bool:
        """True when every body moves slower than ``speed`` px/s and ``spin`` rad/s."""
        return all(b.velocity.length < speed and abs(b.angular_velocity) < spin
                   for b in self._bodies)

    @staticmethod
    def snap(body: pymunk.Body, pos=None, angle: float | None = None) -> None:
        """Place ``body`` exactly (the engine's outcome) and stop it."""
        if pos is not None:
            body.position = tuple(pos)
        if angle is not None:
            body.angle = angle
        body.velocity = (0, 0)
        body.angular_velocity = 0.0
        if body.space is not None:
            body.space.reindex_shapes_for_body(body)

    @staticmethod
    def steer(body: pymunk.Body, target, strength: float = 8.0) -> None:
        """Nudge ``body``'s velocity towards ``target`` (call each frame)."""
        dx, dy = target[0] - body.position.x, target[1] - body.position.y
        body.velocity = (body.velocity.x + (dx * strength - body.velocity.x) * 0.2,
                         body.velocity.y + (dy * strength - body.velocity.y) * 0.2)
