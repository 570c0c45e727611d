"""The game setup's option rows (scenes/game_setup.py): which rows a game shows, and the
cycler of a choice that has pictures.

* :func:`rows_of` - the rows top down at a player count: ("players"), ("difficulty"),
  then (option, seat) for each of the plug-in's options its ``visible(players)`` and
  ``shown(values)`` allow (a per-seat option once per seat). ``every``: the rows any
  value could show (the setup sizes its rows by them, so a row that comes with a value
  goes below and nothing moves under the pointer).
* :class:`PictureCycler` - a cycler whose choices carry a picture
  (app.plugin.SetupOption: ``picture(size)``, real pixels): the chosen one's picture is
  drawn in the row between the label and the value box (a battlefield's thumbnail). A
  picture that cannot be drawn is left out; pictures are kept per value and size.
What every game's setup shares: written once here, the games only give their pictures.
"""
from __future__ import annotations

import pygame

from app.ui import draw, palette
from scenes import common

__all__ = ["rows_of", "PictureCycler", "pictures_of"]

PICTURE_ASPECT = 1.5          # a picture's width to its height
PICTURES_KEPT = 24


def rows_of(plugin, players: int, values: dict, every: bool = False) -> list:
    """What the setup panel shows for ``plugin`` at ``players`` seats, top down."""
    rows: list = [("players", None), ("difficulty", None)]
    for o in plugin.options:
        if o.visible is not None and not o.visible(players):
            continue
        if not every and o.shown is not None and not o.shown(values):
            continue
        rows.append((o, 0))
        if o.per_seat:
            rows += [(o, seat) for seat in range(1, players)]     # each AI seat its own
    return rows


def pictures_of(choices) -> dict:
    """value -> picture(size) of the choices that have one (their fourth item)."""
    return {c[0]: c[3] for c in choices if len(c) > 3 and callable(c[3])}


class PictureCycler(common.Cycler):
    """A Cycler that draws the chosen value's picture before its value box."""

    def __init__(self, *args, pictures: dict | None = None, **kw) -> None:
        super().__init__(*args, **kw)
        self.pictures = dict(pictures or {})
        self._kept: dict = {}

    def picture_rect(self) -> pygame.Rect | None:
        """Where the chosen value's picture goes (None without one): as high as the
        arrows, its right edge a little before the left arrow."""
        if self.value not in self.pictures:
            return None
        h = self.left.h
        w = round(h * PICTURE_ASPECT)
        return pygame.Rect(self.left.x - self.m.px(12) - w, self.left.y, w, h)

    def picture(self) -> pygame.Surface | None:
        rect = self.picture_rect()
        if rect is None:
            return None
        key = (self.value, rect.size)
        if key not in self._kept:
            if len(self._kept) >= PICTURES_KEPT:
                self._kept.clear()
            try:
                self._kept[key] = self.pictures[self.value](rect.size)
            except Exception:  # noqa: BLE001 - a picture that cannot be drawn is left out
                self._kept[key] = None
        return self._kept[key]

    def draw(self, surface) -> None:
        super().draw(surface)
        if not self.visible:
            return
        img = self.picture()
        rect = self.picture_rect()
        if img is None or rect is None:
            return
        surface.blit(img, img.get_rect(center=rect.center))
        draw.rect(surface, palette.PANEL_BORDER, rect, max(1, self.m.px(1)),
                  border_radius=self.m.px(4))
