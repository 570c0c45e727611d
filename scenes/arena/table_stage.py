"""What moves on the Arena battlefield besides the drawn battle (a part): the figures in
flight (walking, lunging, tipping over, dropping in) and the cosmetic effects drawn over
the battlefield (ripples, attack arrows). The handlers write it as the animations play;
the places and the drawer read it."""
from __future__ import annotations

from scenes.kit.parts import Part


class Stage(Part):
    def __init__(self) -> None:
        self.flashes: list = []       # cosmetic effects drawn over the battlefield
        self.reset()

    def reset(self) -> None:
        self.anim_pos: dict = {}      # figure -> (x, y, z) while it moves
        self.anim_off: dict = {}      # figure -> (dx, dy) screen offset (a lunge)
        self.falling: dict = {}       # figure -> 0..1 (tipping over)
        self.dropping: dict = {}      # figure -> height above its hex (placed)
        self.flashes = []

    def synced(self, shown) -> None:
        """The drawn battle was replaced by the state's view: nothing in flight."""
        self.anim_pos.clear()
        self.anim_off.clear()
        self.falling.clear()
        self.dropping.clear()

    def tick(self, dt: float) -> None:
        self.flashes = [f for f in self.flashes if not f.update(dt)]
