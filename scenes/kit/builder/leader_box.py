"""The entry's leader in a builder's column, in one box (Mabinogi's hero): its portrait,
name and one line, ◀ ▶ arrows that step through the leaders, and a click on the box that
opens :class:`LeaderPicker`: every leader in a row with its portrait, name, a tag and
what it is (a row chooses it; Esc, Cancel or a click outside keeps the one there was).
The game gives its leaders as :class:`Leader` records. (A builder with room for every
leader at once shows them in a row instead: Arena's Planeswalkers.)"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Sequence

import pygame

from app.ui import draw, palette, text
from app.ui.text import fit
from app.ui.widgets import Button
from scenes import common
from scenes.kit.builder.column import Zone
from scenes.kit.builder.draw import heading
from scenes.kit.builder.grid import cell
from scenes.kit.builder.load import ChooserOverlay


@dataclass(frozen=True)
class Leader:
    key: str
    name: str
    tag: str                                  # short: "40 HP" (a picker row's right)
    text: str                                 # what it is (the box's line, a row's second)
    tip: str                                  # the box's tooltip
    portrait: Callable[[int], pygame.Surface]  # its portrait, ``size`` px square


class LeaderBox:
    """The leader ``current()`` names in ``rect`` (``unknown(key)`` for a key none of
    ``leaders`` has). The arrows (the column's small buttons: ``zones``) ``choose`` the
    previous or the next leader; a press and release on the rest of the box calls
    ``pick()`` (the scene opens :meth:`picker`, titled with ``words``: title, hint and the
    current leader's tag)."""

    def __init__(self, rect: pygame.Rect, leaders: Sequence[Leader],
                 current: Callable[[], str], choose: Callable[[str], None],
                 pick: Callable[[], None], unknown: Callable[[str], Leader],
                 words: tuple[str, str, str]) -> None:
        self.rect, self.leaders, self.current, self.unknown = rect, leaders, current, unknown
        self.choose, self.pick, self.words = choose, pick, words
        prev = pygame.Rect(rect.right - 70, rect.centery - 15, 32, 30)
        self.zones: list[Zone] = [(prev, lambda: self.step(-1), "◀"),
                                  (prev.move(36, 0), lambda: self.step(1), "▶")]
        self.body = pygame.Rect(rect.x, rect.y, prev.x - 6 - rect.x, rect.h)
        self._pressed = False

    def keys(self) -> list[str]:
        return [h.key for h in self.leaders]

    def step(self, k: int) -> None:
        """Choose the leader ``k`` places on (round the list; from an unknown one, the
        first)."""
        keys, key = self.keys(), self.current()
        i = keys.index(key) if key in keys else -k
        self.choose(keys[(i + k) % len(keys)])

    def picker(self, app) -> LeaderPicker:
        return LeaderPicker(app, self.leaders, self.current(), self.choose, *self.words)

    def leader(self) -> Leader:
        key = self.current()
        return next((h for h in self.leaders if h.key == key), None) or self.unknown(key)

    def handle(self, event) -> bool:
        """A press and release on the box (not on its arrows) opens the picker."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and \
                self.body.collidepoint(event.pos):
            self._pressed = True
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._pressed:
            self._pressed = False
            if self.body.collidepoint(event.pos):
                self.pick()
            return True
        return False

    def tooltip_at(self, pos) -> str | None:
        if self.rect.collidepoint(pos) and not any(z[0].collidepoint(pos) for z in self.zones):
            return self.leader().tip
        return None

    def draw(self, surface, mouse, title: str, right: int) -> None:
        """``title`` over the box with "2 of 6: click to choose" at ``right``, then the
        box: the portrait, the name and the line (the arrows are the column's)."""
        keys = self.keys()
        key = self.current()
        heading(surface, title, self.rect.x, right, self.rect.y - 22,
                note=f"{keys.index(key) + 1} of {len(keys)}: click to choose"
                if key in keys else "")
        r, h = self.rect, self.leader()
        hot = self.body.collidepoint(mouse)
        draw.rect(surface, (40, 44, 60) if hot else (28, 30, 42), r, border_radius=10)
        draw.rect(surface, palette.ACCENT if hot else (78, 84, 104), r, width=1,
                         border_radius=10)
        size = r.h - 8
        surface.blit(h.portrait(size), (r.x + 5, r.y + 4))
        x = r.x + size + 14
        room = self.zones[0][0].x - 8 - x
        surface.blit(fit(h.name, 17, room, palette.TEXT, text.BOLD), (x, r.y + 8))
        line = f"{h.tag} · {h.text}" if h.tag else h.text
        surface.blit(fit(line, 12, room, palette.TEXT_DIM), (x, r.y + 36))


class LeaderPicker(ChooserOverlay):
    """Every leader, a row each; the one ``current`` is marked ``mine``."""
    ROW_H, GAP, WIDTH = 66, 6, 640

    def __init__(self, app, leaders: Sequence[Leader], current: str,
                 on_choose: Callable[[str], None], title: str, hint: str, mine: str) -> None:
        super().__init__(app, on_choose)
        self.leaders, self.current = leaders, current
        self.title, self.hint, self.mine = title, hint, mine
        h = 84 + len(leaders) * (self.ROW_H + self.GAP) + 70
        self.rect = pygame.Rect(0, 0, self.WIDTH, h)
        self.rect.center = (common.W // 2, common.H // 2)
        self.cancel = Button((self.rect.right - 24 - 140, self.rect.bottom - 20 - 44, 140, 44),
                             "Cancel", self.close, size=18)

    def rows(self) -> list[tuple[pygame.Rect, str]]:
        size = (self.rect.w - 48, self.ROW_H)
        return [(cell(self.rect.x + 24, self.rect.y + 76, i, 1, size, (0, self.GAP)), h.key)
                for i, h in enumerate(self.leaders)]

    def draw(self, surface) -> None:
        self.draw_frame(surface, self.title, self.hint, 24, 20, 26)
        for (r, key), h in zip(self.rows(), self.leaders):
            hot = r.collidepoint(self.mouse)
            mine = key == self.current
            self.draw_row_frame(surface, r, hot, hot or mine)
            surface.blit(h.portrait(self.ROW_H - 12), (r.x + 6, r.y + 6))
            x = r.x + self.ROW_H + 6
            tag = text.render(self.mine if mine else h.tag, 13,
                              palette.GOOD if mine else palette.TEXT_DIM, text.BOLD)
            surface.blit(tag, tag.get_rect(topright=(r.right - 12, r.y + 10)))
            surface.blit(fit(h.name, 17, r.right - 24 - tag.get_width() - x, palette.TEXT,
                             text.BOLD), (x, r.y + 8))
            surface.blit(fit(h.text, 13, r.right - 12 - x, palette.TEXT_DIM), (x, r.y + 38))
        self.cancel.draw(surface)
