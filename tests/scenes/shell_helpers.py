"""Synthetic input for the shell screen tests (positions in logical pixels)."""
from __future__ import annotations

import pygame


def down(pos, button=1):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)


def up(pos, button=1):
    return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)


def motion(pos, buttons=(0, 0, 0)):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=buttons)


def key(k, mod=0):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)


def wheel(y, x=0):
    return pygame.event.Event(pygame.MOUSEWHEEL, x=x, y=y, flipped=False, precise_x=float(x),
                              precise_y=float(y))


def click(app, pos, button=1):
    """A full click (down + up) in one frame."""
    pos = tuple(int(v) for v in pos)
    app.frame([motion(pos), down(pos, button), up(pos, button)])


def click_button(app, button):
    click(app, button.rect.center)


def press(app, k, mod=0):
    app.frame([key(k, mod)])
