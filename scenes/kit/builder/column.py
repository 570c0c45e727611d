"""The collection column's parts every builder shares: the small -/+/✕ buttons
(pressed, then run when released over the same button), a two-column list of rows that
scrolls, the scrollbar, the cost curve's bars and the live checks."""
from __future__ import annotations

from functools import partial
from typing import Any, Callable

import pygame

from app.ui import draw, palette, text
from app.ui.drag import Draggable
from scenes.kit.builder.draw import in_air
from scenes.kit.builder.grid import cell

Zone = tuple[pygame.Rect, Callable[[], object], str]     # a small button: rect, action, glyph


def inside(panel: pygame.Rect) -> tuple[int, int]:
    """The x and the width of a column's content (12 px in from the panel's sides)."""
    return panel.x + 12, panel.w - 24


def draw_zones(surface, zones: list[Zone], mouse, radius: int = 5,
               sizes: tuple[int, int] = (14, 15)) -> None:
    """The small buttons; a glyph is ``sizes[0]`` on a button under 24 px, else [1]."""
    for rect, _, glyph in zones:
        hot = rect.collidepoint(mouse)
        draw.rect(surface, (74, 84, 112) if hot else palette.PANEL_LIGHT, rect,
                         border_radius=radius)
        draw.rect(surface, palette.ACCENT if hot else palette.PANEL_BORDER, rect,
                         width=1, border_radius=radius)
        g = text.render(glyph, sizes[0] if rect.w < 24 else sizes[1], palette.TEXT, text.BOLD)
        surface.blit(g, g.get_rect(center=rect.center))


class SmallButtons:
    """``zones`` pressed with the left button run when released over the same one."""

    def __init__(self) -> None:
        self.zones: list[Zone] = []
        self._pressed: pygame.Rect | None = None

    def press(self, event, zones: list[Zone] | None = None) -> bool:
        zones = self.zones if zones is None else zones
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, _, _ in zones:
                if rect.collidepoint(event.pos):
                    self._pressed = rect
                    return True
        if (event.type == pygame.MOUSEBUTTONUP and event.button == 1
                and self._pressed is not None):
            pressed, self._pressed = self._pressed, None
            for rect, cb, _ in list(zones):
                if rect == pressed and rect.collidepoint(event.pos):
                    cb()
                    break
            return True
        return False


def draw_scrollbar(surface, bar: pygame.Rect, scroll: int, most: int, min_thumb: int,
                   radius: int) -> None:
    """A scrollbar beside a view of ``bar``'s height scrolled ``scroll`` of ``most``."""
    if not most:
        return
    draw.rect(surface, (24, 26, 34), bar, border_radius=radius)
    th = max(min_thumb, int(bar.h * bar.h / (bar.h + most)))
    ty = bar.y + int((bar.h - th) * scroll / most)
    draw.rect(surface, palette.PANEL_BORDER, (bar.x, ty, bar.w, th), border_radius=radius)


class ListColumn(SmallButtons):
    """The entry's cards as two columns of rows in ``LIST``, each with -/+ buttons
    (``add(name)``, ``remove(name)``), scrolled by the wheel. A game's column sets the
    geometry and draws a row's body."""
    LIST: pygame.Rect
    ROW_W = ROW_H = ROW_GAP = 0
    WHEEL_ROWS = 1                 # rows a wheel step scrolls
    END_GAP = 0                    # the gap after the last row that is not scrolled to
    MINUS = "-"

    def __init__(self, model, add: Callable[[str], object],
                 remove: Callable[[str], None]) -> None:
        super().__init__()
        self.model = model
        self.add, self.remove = add, remove
        self.scroll = 0
        self.rows: list[tuple[pygame.Rect, str]] = []

    def names(self) -> list[str]:
        raise NotImplementedError

    def max_scroll(self) -> int:
        rows = (len(self.model.counts) + 1) // 2
        return max(0, rows * (self.ROW_H + self.ROW_GAP) - self.END_GAP - self.LIST.h)

    def wheel(self, dy: int) -> None:
        step = dy * (self.ROW_H + self.ROW_GAP) * self.WHEEL_ROWS
        self.scroll = max(0, min(self.max_scroll(), self.scroll - step))

    def row_buttons(self, r: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect, int]:
        """The - and + buttons of row ``r`` and the room kept left of them."""
        raise NotImplementedError

    def row_sprite(self, name: str) -> pygame.Surface:
        raise NotImplementedError

    def layout_rows(self) -> list[Draggable]:
        """Place the visible rows and their -/+ buttons; returns the rows as draggables."""
        lst = self.LIST
        self.scroll = max(0, min(self.scroll, self.max_scroll()))
        self.rows, drags = [], []
        for i, name in enumerate(self.names()):
            r = cell(lst.x, lst.y, i, 2, (self.ROW_W, self.ROW_H), (8, self.ROW_GAP),
                     self.scroll)
            if r.bottom <= lst.y or r.top >= lst.bottom:
                continue
            self.rows.append((r, name))
            minus, plus, room = self.row_buttons(r)
            if r.clip(lst).h >= self.ROW_H - 4:
                self.zones.append((minus, partial(self.remove, name), self.MINUS))
                self.zones.append((plus, partial(self.add, name), "+"))
            body = r.clip(lst)
            body.w = minus.x - room - body.x
            drags.append(Draggable(("card", name), body, self.row_sprite(name),
                                   ("card", name)))
        return drags

    def layout(self, problems: list, warnings: list[str]) -> list[Draggable]:
        self.zones = []
        return self.layout_rows()

    def card_at(self, pos) -> tuple[str, tuple] | None:
        """(card name, anchor) of the row under ``pos``."""
        if self.LIST.collidepoint(pos):
            for r, name in self.rows:
                if r.collidepoint(pos):
                    return name, r.center
        return None

    def handle(self, event) -> bool:
        return self.press(event)

    def draw_rows(self, surface, hidden: set) -> None:
        """The rows (a hole where one is in the air), the empty list's hint, the bar."""
        old = surface.get_clip()
        surface.set_clip(self.LIST)
        for r, name in self.rows:
            if in_air(surface, r, ("card", name), hidden, 6):
                continue
            self.draw_row(surface, r, name)
        if not self.model.counts:
            self.draw_empty(surface)
        surface.set_clip(old)
        draw_scrollbar(surface, pygame.Rect(self.LIST.right + 3, self.LIST.y, 5, self.LIST.h),
                       self.scroll, self.max_scroll(), 20, 3)

    def draw_row(self, surface, r: pygame.Rect, name: str) -> None:
        raise NotImplementedError

    def draw_empty(self, surface) -> None:
        raise NotImplementedError


def checks_head(k: int, label: str) -> tuple[str, tuple]:
    """"<label>: 2 problems" in red, or "✓ Ready to play" in green."""
    if k:
        return f"{label}: {k} problem{'s' if k != 1 else ''}", palette.BAD
    return "✓ Ready to play", palette.GOOD


def bulleted(lines: list[tuple[str, Any]]) -> list[tuple[str, Any]]:
    """Each (message, colour) with its bullet ("• "; none on a "→ what to do" line, which
    follows its problem)."""
    return [(("" if m.startswith("→") else "• ") + m, c) for m, c in lines]


def draw_checks(surface, rect: pygame.Rect, head: tuple[str, tuple],
                lines: list[tuple[str, tuple]], ok_text: str, size: int = 14, gap: int = 22,
                spacing: int = 1, more: str = "hover to read all") -> None:
    """The live validation: ``head``, then ``ok_text`` or the ``lines`` (each with its
    colour; :func:`bulleted`) as many as fit, then "… k more"."""
    text.blit_text(surface, head[0], (rect.x, rect.y), size, head[1], text.BOLD)
    y = rect.y + gap
    if not lines:
        surface.blit(text.render_wrapped(ok_text, 13, rect.w, palette.TEXT_DIM), (rect.x, y))
        return
    lh = text.font(13).get_linesize() + spacing
    lines = bulleted(lines)
    for i, (msg, c) in enumerate(lines):
        wrapped = text.wrap_lines(msg, 13, rect.w)
        room = (rect.bottom - y) // lh
        last = i == len(lines) - 1
        if len(wrapped) > room - (0 if last else 1):
            text.blit_text(surface, f"… {len(lines) - i} more ({more})", (rect.x, y), 13,
                           palette.TEXT_DIM)
            return
        for ln in wrapped:
            surface.blit(text.render(ln, 13, c), (rect.x, y))
            y += lh


def cost_curve(surface, r: pygame.Rect, title: str, counts: dict, cost_of: Callable[[str], int],
               n: int, least_top: int, head_h: int, bw: int) -> None:
    """``title`` over the bars of ``counts`` by cost (``cost_of(name)``, the last bar for
    n-1 and more), scaled to the tallest or ``least_top``."""
    text.blit_text(surface, title, (r.x, r.y), 13, palette.TEXT, text.BOLD)
    buckets = [0] * n
    for name, k in counts.items():
        buckets[min(n - 1, cost_of(name))] += k
    draw_bars(surface, r, buckets, max(max(buckets), least_top), head_h, bw)


def draw_bars(surface, r: pygame.Rect, buckets: list[int], top: int, head_h: int,
              bw: int) -> None:
    """A cost curve under its heading (``head_h`` px): a bar a cost, the last "n+"."""
    n = len(buckets)
    base = r.bottom - 18
    h_max = base - (r.y + head_h)
    gap = (r.w - n * bw) // (n - 1)
    for i, k in enumerate(buckets):
        x = r.x + i * (bw + gap)
        bh = int(h_max * k / top)
        if bh:
            draw.rect(surface, palette.ACCENT_DARK, (x, base - bh, bw, bh),
                             border_top_left_radius=3, border_top_right_radius=3)
            draw.rect(surface, palette.ACCENT, (x, base - bh, bw, bh), width=1,
                             border_top_left_radius=3, border_top_right_radius=3)
        if k:
            text.blit_text(surface, str(k), (x + bw // 2, base - bh - 2), 12, palette.TEXT,
                           anchor="midbottom")
        text.blit_text(surface, f"{i}+" if i == n - 1 else str(i), (x + bw // 2, base + 2),
                       12, palette.TEXT_DIM, anchor="midtop")
    draw.line(surface, palette.PANEL_BORDER, (r.x, base), (r.right, base), 1)
