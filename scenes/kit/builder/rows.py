"""A collection column's list as one column of rows: the entry's cards one under another,
each with its small buttons (− or, for the last copy, ✕; + while another copy may
join) and a body that may be dragged out to take the card out. Counted, a card has one
row with its count (Arena's army cards); as slots, each copy has its own numbered row
and the list is padded with empty places up to the entry's size (Arena's twelve spells).
Rows that do not fit are counted ("… and 2 more")."""
from __future__ import annotations

from functools import partial
from typing import Callable

import pygame

from app.ui import palette, text
from app.ui.drag import Draggable
from scenes.kit.builder.column import Zone, draw_zones
from scenes.kit.builder.draw import empty_slot, in_air, key_at, sprite_of

DrawRow = Callable[..., None]     # (surface, rect, key, place): place 0 on a dragged row


class Rows:
    """The rows of ``area``, ``row_h`` high and ``gap`` apart, dragged as ``(kind, key)``;
    the buttons call ``add(key)`` and ``remove(key)``. ``slots``: a row a copy and the
    empty places up to it (0: a row a card)."""

    def __init__(self, kind: str, area: pygame.Rect, row_h: int, gap: int,
                 add: Callable[[str], object], remove: Callable[[str], object],
                 slots: int = 0, button: tuple[int, int] = (26, 24)) -> None:
        self.kind, self.area, self.row_h, self.gap = kind, area, row_h, gap
        self.add, self.remove, self.slots, self.button = add, remove, slots, button
        self.rows: list[tuple[pygame.Rect, str]] = []
        self.empty: list[pygame.Rect] = []
        self.zones: list[Zone] = []
        self.left_out = 0

    def layout(self, counts: list[tuple[str, int]], more: Callable[[str], bool],
               draw_row: DrawRow, head: tuple[str, ...] = ()) -> list[Draggable]:
        """Place ``head`` (rows without buttons: a leader) and the rows of ``counts``
        ((key, copies)); + is offered while ``more(key)``."""
        self.rows, self.empty, self.zones, drags = [], [], [], []
        y, step = self.area.y, self.row_h + self.gap
        rows = [(k, n) for k, n in counts for _ in range(n if self.slots else 1)]
        for i, (key, n) in enumerate([(k, 0) for k in head] + rows):
            r = pygame.Rect(self.area.x, y, self.area.w, self.row_h)
            if r.bottom > self.area.bottom:
                break
            self.rows.append((r, key))
            y += step
            if i < len(head):
                continue
            bw, bh = self.button
            edge = r.right - 6 - (bw if self.slots else 2 * bw + 4)
            minus = pygame.Rect(edge, r.centery - bh // 2, bw, bh)
            out = "−" if n > 1 and not self.slots else "✕"     # a slot, a last copy: out
            self.zones.append((minus, partial(self.remove, key), out))
            if not self.slots and more(key):
                self.zones.append((minus.move(bw + 4, 0), partial(self.add, key), "+"))
            body = pygame.Rect(r.x, r.y, minus.x - 4 - r.x, r.h)
            drags.append(Draggable((self.kind, len(self.rows) - 1), body,
                                   sprite_of(body.size, draw_row, key, 0), (self.kind, key)))
        self.left_out = len(head) + len(rows) - len(self.rows)
        while y + self.row_h <= self.area.bottom and len(self.rows) + len(self.empty) < self.slots:
            self.empty.append(pygame.Rect(self.area.x, y, self.area.w, self.row_h))
            y += step
        return drags

    def card_at(self, pos) -> str | None:
        return key_at(self.rows, pos)

    def draw(self, surface, mouse, hidden: set, draw_row: DrawRow,
             empty_label: str = "") -> None:
        """The rows (``draw_row`` with each one's place from 1; a hole where one is in
        the air), the empty places with ``empty_label``, "… and k more", the buttons."""
        for i, (r, key) in enumerate(self.rows):
            if not in_air(surface, r, (self.kind, i), hidden, 6):
                draw_row(surface, r, key, i + 1)
        for j, r in enumerate(self.empty):
            empty_slot(surface, r, 6, (70, 76, 96), empty_label, r.x + 54, 13)
            text.blit_text(surface, f"{len(self.rows) + j + 1}", (r.x + 26, r.centery), 12,
                           (110, 112, 126), anchor="midright")
        if self.left_out > 0:
            text.blit_text(surface, f"… and {self.left_out} more",
                           (self.area.x + 54, self.area.bottom + 6), 13, palette.BAD)
        draw_zones(surface, self.zones, mouse, radius=6, sizes=(15, 15))
