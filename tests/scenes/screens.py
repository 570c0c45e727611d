"""A screen to draw a legacy scene on outside the app's frame, as the app gives it one in a
1280x720 window: a canvas at scale 1 (app.ui.canvas) over a plain surface (``.real``)."""
from __future__ import annotations

import pygame

from app.ui.canvas import Canvas


def design_screen(size=(1280, 720), flags: int = 0) -> Canvas:
    return Canvas(pygame.Surface(size, flags), 1.0, size)
