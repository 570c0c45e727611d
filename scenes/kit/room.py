"""The room a legacy scene lays itself out in.

A table, builder or tutorial that sets ``fills_room = True`` (app/scene.py) is laid out
for the window's *room*: the 1280x720 design grid grown to the window's aspect
(app.ui.display.Display.design_room: up to 1680x720 in a 21:9 window, 1280x960 in a 4:3
one), drawn at the window's real pixels like every legacy scene. It reads its room with
:func:`room_of` when it lays itself out, and again in ``on_resize`` (the stack calls it
when the window's size changes); every other legacy scene keeps the 1280x720 design,
letterboxed.
"""
from __future__ import annotations

import pygame

from app import config


def room_of(scene) -> tuple[int, int]:
    """The design size ``scene`` lays itself out in (1280x720 unless it fills the room
    of an App's window)."""
    display = getattr(getattr(scene, "app", None), "display", None)
    room = getattr(display, "design_room", None)
    if getattr(scene, "fills_room", False) and room is not None:
        return (int(room[0]), int(room[1]))
    return config.LOGICAL_SIZE


def room_rect(scene) -> pygame.Rect:
    """:func:`room_of` as a rectangle at the origin."""
    return pygame.Rect((0, 0), room_of(scene))


def extra(scene) -> tuple[int, int]:
    """How much wider and taller than 1280x720 the scene's room is."""
    w, h = room_of(scene)
    return (w - config.LOGICAL_W, h - config.LOGICAL_H)
