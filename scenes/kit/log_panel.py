"""The game log in words: a collapsible panel at the right, newest line at the bottom.
The panel is rendered into a cached surface whenever a line is added or it is scrolled.

Each line carries the length of the game's record when it was added (``stamp``, from the
table): an undo that cuts the record marks the lines of the moves it took back (greyed,
struck through, "taken back") instead of silently keeping or dropping them.

The panel remembers where it drew each line (``line_at``: the line under the mouse and
the character the mouse is over), so a table can show the card a line names."""
from __future__ import annotations

from typing import Callable

import pygame

from app.ui import canvas, display, draw, palette, text
from app.ui.widgets import draw_panel

HEADER_H = 34
LINE_SIZE = 14
TAKEN_BACK = (112, 116, 128)     # the colour of a taken-back line (also struck through)


class LogPanel:
    def __init__(self, rect: pygame.Rect, limit: int = 400, on_toggle=None) -> None:
        self.full_rect = pygame.Rect(rect)
        self.collapsed = False
        self.on_toggle = on_toggle      # fn(collapsed): the table may take the column
        self.lines: list[tuple[str, tuple]] = []
        self.stamps: list[int] = []      # the record's length when each line was added
        self.back: list[bool] = []       # the line's move was taken back (undo)
        self.stamp: Callable[[], int] | None = None   # fn() -> the record's length now
        self.limit = limit
        self.scroll = 0          # lines scrolled up from the newest
        self._surface: pygame.Surface | None = None
        self._dirty = True
        # each shown row: (where in the panel, its line's index, its first letter there, it)
        self._rows: list[tuple[pygame.Rect, int, int, str]] = []

    @property
    def rect(self) -> pygame.Rect:
        if self.collapsed:
            return pygame.Rect(self.full_rect.x, self.full_rect.y, self.full_rect.w, HEADER_H)
        return self.full_rect

    @property
    def toggle_rect(self) -> pygame.Rect:
        return pygame.Rect(self.full_rect.x, self.full_rect.y, self.full_rect.w, HEADER_H)

    def add(self, line: str | None, colour=palette.TEXT, stamp: int | None = None) -> None:
        """A new line at the bottom (None or "": nothing); ``stamp`` the record's length
        it belongs to (default: now)."""
        if not line:
            return
        if stamp is None:
            stamp = self.stamp() if self.stamp is not None else 0
        self.lines.append((line, colour))
        self.stamps.append(stamp)
        self.back.append(False)
        if len(self.lines) > self.limit:
            cut = len(self.lines) - self.limit
            del self.lines[:cut], self.stamps[:cut], self.back[:cut]
        self.scroll = 0
        self._dirty = True

    def add_restored(self, lines) -> None:
        """A restored game's lines, rebuilt from its record: (stamp, text, actor, kind),
        an action's line in its player's colour, an event's dimmed."""
        for stamp, line, actor, kind in lines:
            if kind == "action" and actor is not None:
                colour = palette.SEAT_COLOURS[actor % 8]
            else:
                colour = palette.TEXT_DIM
            self.add(line, colour, stamp=stamp)

    def take_back(self, cut: int) -> int:
        """The record was cut to ``cut`` actions: the lines of the moves after it are
        marked taken back; returns how many."""
        n = 0
        for i, stamp in enumerate(self.stamps):
            if stamp > cut and not self.back[i]:
                self.back[i] = True
                n += 1
        self._dirty = True
        return n

    def taken_back(self) -> list[str]:
        """The lines marked taken back, oldest first."""
        return [line for (line, _), back in zip(self.lines, self.back) if back]

    def clear(self) -> None:
        self.lines.clear()
        self.stamps.clear()
        self.back.clear()
        self._dirty = True

    def toggle(self) -> None:
        self.collapsed = not self.collapsed
        self._dirty = True
        if self.on_toggle is not None:
            self.on_toggle(self.collapsed)

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 \
                and self.toggle_rect.collidepoint(event.pos):
            self.toggle()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and self.toggle_rect.collidepoint(event.pos):
            return True
        if event.type == pygame.MOUSEWHEEL and not self.collapsed:
            mouse = display.mouse_pos()
            if self.full_rect.collidepoint(mouse):
                self.scroll = max(0, min(len(self.lines) - 1, self.scroll + event.y * 2))
                self._dirty = True
                return True
        return False

    def draw(self, surface) -> None:
        if self._dirty or self._surface is None or canvas.stale(self._surface):
            self._surface = self._render()
            self._dirty = False
        surface.blit(self._surface, self.rect.topleft)

    def line_at(self, pos) -> tuple[str, int | None, pygame.Rect] | None:
        """(the line under ``pos``, the character of it under ``pos`` or None, the
        screen rect of the row) while the log is shown; None elsewhere."""
        if self.collapsed or self._surface is None or self._dirty:
            return None
        r = self.rect
        if not r.collidepoint(pos):
            return None
        x, y = pos[0] - r.x, pos[1] - r.y
        for rect, k, start, part in self._rows:
            if rect.collidepoint(x, y):
                at = None
                for n in range(1, len(part) + 1):
                    if rect.x + text.width_of(part[:n], LINE_SIZE) > x:
                        at = start + n - 1
                        break
                return self.lines[k][0], at, rect.move(r.x, r.y)
        return None

    def _render(self) -> pygame.Surface:
        r = self.rect
        self._rows = []
        surf = canvas.new(r.size, pygame.SRCALPHA)
        draw_panel(surf, surf.get_rect(), fill=(24, 28, 38), radius=12, alpha=230)
        title = text.render("Game log", 16, palette.ACCENT, text.BOLD)
        surf.blit(title, (14, 9))
        hint = text.render("show ▾" if self.collapsed else "hide ▴", 13, palette.TEXT_DIM)
        surf.blit(hint, hint.get_rect(topright=(r.w - 14, 11)))
        if self.collapsed:
            return surf
        draw.line(surf, palette.PANEL_BORDER, (10, HEADER_H), (r.w - 10, HEADER_H))
        width = r.w - 26
        y = r.h - 10
        end = len(self.lines) - self.scroll
        lh = text.font(LINE_SIZE).get_linesize()
        for k in range(end - 1, -1, -1):
            line, colour = self.lines[k]
            back = self.back[k]
            if back:
                line, colour = f"{line} (taken back)", TAKEN_BACK
            wrapped = text.wrap_lines(line, LINE_SIZE, width - 8)
            block_h = len(wrapped) * lh + 4
            if y - block_h < HEADER_H + 6:
                break
            y -= block_h
            cursor = 0
            for i, part in enumerate(wrapped):
                img = text.render(part, LINE_SIZE, colour)
                x, row = (14 if i == 0 else 22), y + i * lh
                surf.blit(img, (x, row))
                start = max(0, self.lines[k][0].find(part, cursor)) if part else cursor
                cursor = start + len(part)
                self._rows.append((pygame.Rect(x, row, max(1, width - x + 14), lh), k,
                                   start, part))
                if back:          # struck through
                    mid = row + lh // 2 + 1
                    draw.line(surf, TAKEN_BACK, (x, mid), (x + img.get_width(), mid))
        if self.scroll:
            more = text.render(f"▼ {self.scroll} newer", 12, palette.ACCENT)
            surf.blit(more, more.get_rect(bottomright=(r.w - 12, r.h - 4)))
        return surf
