"""Seat plates: name, hand size with a small fan of backs, total score, the "Magi!" badge,
the clickable "Catch!" badge and the thinking dots. Each plate is drawn once per change
(kept in the shared cache under the plates' owner token, with what it shows) and blitted
every frame; only the dots animate."""
from __future__ import annotations

import math

import pygame

from app.ui import canvas, draw, palette, text
from app.ui.surface_cache import SHARED, cached, owner_token
from scenes.magi import layout as L
from scenes.magi.card_art import draw_back

@cached
def _small_back() -> pygame.Surface:
    return draw_back((L.BACK_W, L.BACK_H))


class SeatPlates:
    def __init__(self, layout: L.Layout, names: list[str], human: int | None) -> None:
        self.layout = layout
        self.names = names
        self.human = human
        self._shows: dict[int, tuple] = {}     # seat -> what its kept plate shows
        self.catch_rects: dict[int, pygame.Rect] = {}
        self.time = 0.0

    def invalidate(self) -> None:
        """Draw every plate anew (the layout changed)."""
        self._shows.clear()
        SHARED.drop_owner(owner_token(self))

    def _plate_surface(self, seat, count, total, called, catchable, current, size):
        surf = canvas.new(size, pygame.SRCALPHA)
        self.paint_plate(surf, seat, count, total, called, current)
        if seat == self.human:
            self._decorate_human(surf)
        return surf

    def paint_plate(self, surf, seat, count, total, called, current) -> None:
        """One plate on ``surf`` (its size): every text stays inside, a long name is
        shortened by whole words so it never runs under the score."""
        w, h = surf.get_size()
        r = surf.get_rect()
        seat_col = palette.SEAT_COLOURS[seat % len(palette.SEAT_COLOURS)]
        fill = (46, 54, 74) if current else (30, 35, 48)
        draw.rect(surf, (*fill, 236), r, border_radius=12)
        draw.rect(surf, palette.ACCENT if current else palette.PANEL_BORDER, r,
                         width=3 if current else 2, border_radius=12)
        draw.rect(surf, seat_col, (8, 10, 6, h - 20), border_radius=3)
        score = text.render(f"{total} pts", 14, palette.ACCENT if total else palette.TEXT_DIM,
                            text.BOLD)
        score_rect = score.get_rect(topright=(w - 10, 10))
        surf.blit(score, score_rect)
        title = text.fit(self.names[seat], 17, score_rect.x - 8 - 20, palette.TEXT, text.BOLD,
                         smallest=13, keep_size=True)
        surf.blit(title, (20, 8))
        # fan of backs + count
        back = _small_back()
        shown = min(count, 7)
        x0, y0 = 20, h - L.BACK_H - 8
        for i in range(shown):
            surf.blit(back, (x0 + i * 5, y0))
        label = text.render(f"{count} card" + ("" if count == 1 else "s"), 14,
                            palette.TEXT, text.REGULAR)
        surf.blit(label, (x0 + max(0, shown - 1) * 5 + L.BACK_W + 8, y0 + 5))
        if called:
            badge = pygame.Rect(0, 0, 56, 20)
            badge.bottomright = (w - 8, h - 8)
            draw.rect(surf, palette.GOOD, badge, border_radius=9)
            img = text.render("Magi!", 13, palette.TEXT_DARK, text.BOLD)
            surf.blit(img, img.get_rect(center=badge.center))

    def draw(self, surface, board, to_move, thinking: int | None, catchable_by_human: set,
             light_seat: int | None) -> None:
        self.catch_rects = {}
        for seat in range(board.players):
            rect = self.layout.plate(seat)
            if seat == self.human:
                size = rect.size
            else:
                size = rect.size
            key = (len(board.hands[seat]), board.totals[seat], board.called[seat],
                   board.catchable[seat], seat == light_seat, size)
            token = owner_token(self)
            kept = ("magi.seat_plate", token, seat)
            surf = SHARED.get(kept) if self._shows.get(seat) == key else None
            if surf is None:
                surf = self._plate_surface(seat, key[0], key[1], key[2], key[3], key[4], size)
                SHARED.put(kept, surf, owner=token)
                self._shows[seat] = key
            surface.blit(surf, rect.topleft)
            if seat in catchable_by_human:
                self._draw_catch(surface, seat, rect)
            if thinking == seat:
                self._draw_dots(surface, rect)

    def _decorate_human(self, surf) -> None:
        img = text.render("your seat", 12, palette.TEXT_DIM)
        surf.blit(img, (20, 30))

    def _draw_catch(self, surface, seat, rect) -> None:
        pulse = 0.5 + 0.5 * math.sin(self.time * 6)
        badge = pygame.Rect(0, 0, 78, 26)
        badge.midtop = (rect.centerx, rect.bottom - 6)
        if badge.bottom > self.layout.plate_floor and seat != self.human:
            badge.midbottom = (rect.centerx, rect.top + 6)
        col = tuple(int(a + (b - a) * pulse) for a, b in zip(palette.BAD, (255, 140, 120)))
        draw.rect(surface, col, badge, border_radius=12)
        draw.rect(surface, palette.TEXT, badge, width=2, border_radius=12)
        img = text.render("Catch!", 15, palette.TEXT, text.BOLD)
        surface.blit(img, img.get_rect(center=badge.center))
        self.catch_rects[seat] = badge

    def _draw_dots(self, surface, rect) -> None:
        base = (rect.right - 34, rect.y + 44)
        for i in range(3):
            phase = (self.time * 3.0 - i * 0.35) % 1.0
            lift = 4 * max(0.0, math.sin(phase * math.pi))
            a = 120 + int(135 * max(0.0, math.sin(phase * math.pi)))
            draw.circle(surface, (a, a, min(255, a + 20)),
                               (base[0] + i * 11, round(base[1] - lift)), 3)
