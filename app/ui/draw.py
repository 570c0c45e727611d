"""pygame.draw for surfaces that may be design-unit canvases (app.ui.canvas).

The same functions with the same arguments as ``pygame.draw``: on a plain surface they
are pygame's own; on a :class:`~app.ui.canvas.Canvas` every position, rectangle, width
and radius is taken in design units and drawn at the canvas's real pixels. Scenes draw
with these, never with ``pygame.draw`` directly. Each returns the rectangle it touched,
in the surface's own units.
"""
from __future__ import annotations

import functools

import pygame

from app.ui.canvas import Canvas
from app.ui.damage import Recorder

_draw = pygame.draw


def _recordable(fn):
    """On a frame being recorded (app.ui.damage) the shape is kept, to be painted
    within the frame's damage; elsewhere it is drawn."""
    name = fn.__name__

    @functools.wraps(fn)
    def drawn(surface, *args, **kw):
        if type(surface) is Recorder and not surface.frame.through:
            return surface.shape(name, fn, args, kw)
        return fn(surface, *args, **kw)
    return drawn


def _pts(c: Canvas, points):
    k = c.k
    return [(round(float(p[0]) * k), round(float(p[1]) * k)) for p in points]


def _pt(c: Canvas, p):
    k = c.k
    return (round(float(p[0]) * k), round(float(p[1]) * k))


def _back(c: Canvas, r: pygame.Rect) -> pygame.Rect:
    """The touched rectangle in design units (rounded outwards by a unit at most)."""
    k = c.k
    return pygame.Rect(int(r.x / k), int(r.y / k), int(r.w / k) + 1, int(r.h / k) + 1)


@_recordable
def rect(surface, color, rect, width: int = 0, border_radius: int = 0,
         border_top_left_radius: int = -1, border_top_right_radius: int = -1,
         border_bottom_left_radius: int = -1, border_bottom_right_radius: int = -1):
    if not isinstance(surface, Canvas):
        return _draw.rect(surface, color, rect, width, border_radius, border_top_left_radius,
                          border_top_right_radius, border_bottom_left_radius,
                          border_bottom_right_radius)
    surface.version += 1
    if surface.k == 1.0:
        return _draw.rect(surface.real, color, rect, width, border_radius,
                          border_top_left_radius, border_top_right_radius,
                          border_bottom_left_radius, border_bottom_right_radius)
    L = surface.length

    def corner(v):
        return v if v <= 0 else L(v)
    got = _draw.rect(surface.real, color, surface.rect_to_real(rect), L(width), L(border_radius),
                     corner(border_top_left_radius), corner(border_top_right_radius),
                     corner(border_bottom_left_radius), corner(border_bottom_right_radius))
    return _back(surface, got)


@_recordable
def line(surface, color, start_pos, end_pos, width: int = 1):
    if not isinstance(surface, Canvas):
        return _draw.line(surface, color, start_pos, end_pos, width)
    surface.version += 1
    if surface.k == 1.0:
        return _draw.line(surface.real, color, start_pos, end_pos, width)
    return _back(surface, _draw.line(surface.real, color, _pt(surface, start_pos),
                                     _pt(surface, end_pos), surface.length(width)))


@_recordable
def lines(surface, color, closed: bool, points, width: int = 1):
    if not isinstance(surface, Canvas):
        return _draw.lines(surface, color, closed, points, width)
    surface.version += 1
    if surface.k == 1.0:
        return _draw.lines(surface.real, color, closed, points, width)
    return _back(surface, _draw.lines(surface.real, color, closed, _pts(surface, points),
                                      surface.length(width)))


@_recordable
def aaline(surface, color, start_pos, end_pos, *a):
    if not isinstance(surface, Canvas):
        return _draw.aaline(surface, color, start_pos, end_pos, *a)
    surface.version += 1
    if surface.k == 1.0:
        return _draw.aaline(surface.real, color, start_pos, end_pos, *a)
    return _back(surface, _draw.aaline(surface.real, color, _pt(surface, start_pos),
                                       _pt(surface, end_pos), *a))


@_recordable
def aalines(surface, color, closed: bool, points, *a):
    if not isinstance(surface, Canvas):
        return _draw.aalines(surface, color, closed, points, *a)
    surface.version += 1
    if surface.k == 1.0:
        return _draw.aalines(surface.real, color, closed, points, *a)
    return _back(surface, _draw.aalines(surface.real, color, closed, _pts(surface, points), *a))


@_recordable
def polygon(surface, color, points, width: int = 0):
    if not isinstance(surface, Canvas):
        return _draw.polygon(surface, color, points, width)
    surface.version += 1
    if surface.k == 1.0:
        return _draw.polygon(surface.real, color, points, width)
    return _back(surface, _draw.polygon(surface.real, color, _pts(surface, points),
                                        surface.length(width)))


@_recordable
def circle(surface, color, center, radius, width: int = 0, draw_top_right=None,
           draw_top_left=None, draw_bottom_left=None, draw_bottom_right=None):
    quarters = {k: v for k, v in (("draw_top_right", draw_top_right),
                                  ("draw_top_left", draw_top_left),
                                  ("draw_bottom_left", draw_bottom_left),
                                  ("draw_bottom_right", draw_bottom_right)) if v is not None}
    if not isinstance(surface, Canvas):
        return _draw.circle(surface, color, center, radius, width, **quarters)
    surface.version += 1
    if surface.k == 1.0:
        return _draw.circle(surface.real, color, center, radius, width, **quarters)
    return _back(surface, _draw.circle(surface.real, color, _pt(surface, center),
                                       surface.length(radius), surface.length(width), **quarters))


@_recordable
def aacircle(surface, color, center, radius, width: int = 0, **quarters):
    if not isinstance(surface, Canvas):
        return _draw.aacircle(surface, color, center, radius, width, **quarters)
    surface.version += 1
    if surface.k == 1.0:
        return _draw.aacircle(surface.real, color, center, radius, width, **quarters)
    return _back(surface, _draw.aacircle(surface.real, color, _pt(surface, center),
                                         surface.length(radius), surface.length(width), **quarters))


@_recordable
def ellipse(surface, color, rect, width: int = 0):
    if not isinstance(surface, Canvas):
        return _draw.ellipse(surface, color, rect, width)
    surface.version += 1
    if surface.k == 1.0:
        return _draw.ellipse(surface.real, color, rect, width)
    return _back(surface, _draw.ellipse(surface.real, color, surface.rect_to_real(rect),
                                        surface.length(width)))


@_recordable
def arc(surface, color, rect, start_angle: float, stop_angle: float, width: int = 1):
    if not isinstance(surface, Canvas):
        return _draw.arc(surface, color, rect, start_angle, stop_angle, width)
    surface.version += 1
    if surface.k == 1.0:
        return _draw.arc(surface.real, color, rect, start_angle, stop_angle, width)
    return _back(surface, _draw.arc(surface.real, color, surface.rect_to_real(rect), start_angle,
                                    stop_angle, surface.length(width)))
