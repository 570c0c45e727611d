"""What is on the Magi table's stage besides the board (a part): the turn light gliding
round the table to the seat whose turn it is, the direction marker while it turns over,
the round's scoreboard while it is up, and where the human let go of the card being
played (its flight starts there). The handlers write it as the animations play; the
drawer reads it."""
from __future__ import annotations

import math
from typing import Any, Callable

from scenes.kit.parts import Part
from scenes.magi.board import Board
from scenes.magi.table_places import Places


class Stage(Part):
    def __init__(self, places: Places, shown: Callable[[], Board],
                 speed: Callable[[], float]) -> None:
        self.places, self.shown, self.speed = places, shown, speed
        self.light_angle: float | None = None   # the turn light (None: not lit yet)
        self.scoreboard: Any = None     # the round's scoreboard (scenes.magi.scoreboard)
        self.from_pos: tuple | None = None      # where the human's card was let go
        self.flip: tuple | None = None  # (progress, was clockwise) while the marker turns

    def reset(self) -> None:
        self.flip = None
        self.from_pos = None

    def new_game(self) -> None:
        """A new game: the light goes out until the first turn, no scoreboard."""
        self.light_angle = None
        self.scoreboard = None

    def tick(self, dt: float) -> None:
        """The light glides towards the seat whose turn is drawn."""
        seat = self.shown().current
        if seat is None:
            return
        target = self.places.layout.seat_angles[seat]
        if self.light_angle is None:
            self.light_angle = target
            return
        diff = (target - self.light_angle + math.pi) % (2 * math.pi) - math.pi
        self.light_angle += diff * min(1.0, dt * 7.0 * max(1.0, self.speed()))

    def light_pos(self) -> tuple[float, float] | None:
        if self.light_angle is None:
            return None
        lay = self.places.layout
        cx, cy = lay.table_centre
        rx, ry = lay.light_r
        return (cx + rx * math.cos(self.light_angle), cy + ry * math.sin(self.light_angle))

    def scoreboard_up(self) -> bool:
        sb = self.scoreboard
        return sb is not None and not sb.closed
