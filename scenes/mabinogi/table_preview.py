"""The battle preview of the Mabinogi table: while the pointer rests on an enabled End
turn button, every attack the battle will make is drawn from its attacker to its target
(a creature's cell, or the hero's portrait when the lane is open) with its damage before
the defence die. The engine predicts it (``Duel.battle_preview``,
engines/mabinogi/preview.py); this only draws it. ``shown`` holds what the last frame
drew (tests and the tutorial read it)."""
from __future__ import annotations

import math

from app.ui import draw, palette
from engines.mabinogi.preview import Hit
from engines.mabinogi.read import Duel
from scenes.kit.animations import banner_surface
from scenes.mabinogi.table_input import MabinogiInput
from scenes.mabinogi.table_places import Places

ARROW = (255, 196, 90)
HERO_ARROW = (255, 110, 90)


class BattlePreview:
    def __init__(self, table, places: Places, input_: MabinogiInput) -> None:
        self.table, self.places, self.input = table, places, input_
        self.shown: list[tuple[Hit, str]] = []

    def active(self) -> bool:
        """The pointer rests on End turn, which the player may press now."""
        t, b = self.table, self.input.end_button
        return (t.human is not None and b.visible and b.enabled and t.popup is None
                and t.drag.dragging is None and b.rect.collidepoint(t.mouse))

    @staticmethod
    def label(hit: Hit) -> str:
        return (f"{hit.damage} to the hero" if hit.target_lane == Duel.hero_lane
                else f"{hit.damage} dmg")

    def draw(self, surface) -> None:
        self.shown = []
        if not self.active():
            return
        hits = Duel(self.table.state).battle_preview()
        lay = self.places.layout
        head = banner_surface("Battle preview: damage before the defence die" if hits
                              else "Battle preview: no creature will attack",
                              (40, 30, 60), palette.ACCENT, 14)
        surface.blit(head, head.get_rect(midtop=(lay.BOARD.centerx, lay.BOARD.y + 4)))
        for hit in hits:
            start = self.places.cell(hit.seat, hit.lane).center
            end = self.places.target_point(hit.target_seat, hit.target_lane)
            colour = HERO_ARROW if hit.target_lane == Duel.hero_lane else ARROW
            _arrow(surface, colour, start, end)
            text = self.label(hit)
            chip = banner_surface(text, (60, 30, 30), colour, 14)
            mid = (start[0] + (end[0] - start[0]) * 0.55, start[1] + (end[1] - start[1]) * 0.55)
            surface.blit(chip, chip.get_rect(center=(int(mid[0]), int(mid[1]))))
            self.shown.append((hit, text))


def _arrow(surface, colour, start, end) -> None:
    draw.line(surface, colour, start, end, 5)
    ang = math.atan2(end[1] - start[1], end[0] - start[0])
    tip = end
    left = (end[0] - 18 * math.cos(ang - 0.45), end[1] - 18 * math.sin(ang - 0.45))
    right = (end[0] - 18 * math.cos(ang + 0.45), end[1] - 18 * math.sin(ang + 0.45))
    draw.polygon(surface, colour, [tip, left, right])
