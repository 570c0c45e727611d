"""A builder whose entry has parts edited one at a time (Arena's army cards and spell
deck): a row of tabs over a pool and a column per part. Each tab's head says how its part
stands (a ✓ or ✗ and a summary); a tab's pool and column lay out, hit test and draw the
same way whichever part they edit."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

import pygame

from app.ui import palette, text
from app.ui.widgets import draw_panel
from scenes.kit.builder.draw import item_at


@dataclass
class Tab:
    """One part of the entry. ``pool`` has ``layout(model)``, ``card_at(pos)`` and
    ``draw(surface, model, mouse, hidden, busy)``; ``column`` the same but
    ``layout(model, problems)``, ``draw(surface, model, mouse, hidden)`` and its
    ``zones``; ``targets`` are the drop targets while the tab is shown; ``kind`` tags the
    zoom's key; ``problems()`` and ``summary()`` fill the head."""
    key: str
    rect: pygame.Rect
    title: str
    kind: str
    pool: Any
    column: Any
    targets: dict
    problems: Callable[[], list]
    summary: Callable[[], str]


class Tabs:
    def __init__(self, *tabs: Tab) -> None:
        self.tabs = tabs
        self.current = tabs[0]

    def show(self, key: str) -> None:
        self.current = next(t for t in self.tabs if t.key == key)

    def next_key(self) -> str:
        return self.tabs[(self.tabs.index(self.current) + 1) % len(self.tabs)].key

    def head_at(self, pos) -> str | None:
        hit = item_at([(t.rect, t.key) for t in self.tabs], pos)
        return None if hit is None else hit[1]

    def layout(self, model, drag) -> None:
        tab = self.current
        drags = tab.pool.layout(model) + tab.column.layout(model, tab.problems())
        drag.set_targets(tab.targets)
        drag.set_draggables(drags)

    def card_at(self, pos) -> tuple[str, str] | None:
        """(the tab's kind, key) of the card under ``pos`` in the pool or the column."""
        tab = self.current
        key = tab.pool.card_at(pos) or tab.column.card_at(pos)
        return (tab.kind, key) if key else None

    def draw(self, surface, model, mouse, hidden: set, busy: bool) -> None:
        self.draw_heads(surface, mouse)
        self.current.pool.draw(surface, model, mouse, hidden, busy)
        self.current.column.draw(surface, model, mouse, hidden)

    def draw_heads(self, surface, mouse) -> None:
        for tab in self.tabs:
            rect = tab.rect
            on = tab is self.current
            hot = rect.collidepoint(mouse)
            fill = palette.PANEL_LIGHT if on else (30, 34, 46)
            draw_panel(surface, rect, fill=fill, border=palette.ACCENT if on or hot
                       else palette.PANEL_BORDER, radius=10, alpha=240)
            mark, mcol = ("✗", palette.BAD) if tab.problems() else ("✓", palette.GOOD)
            m_img = text.render(mark, 18, mcol, text.BOLD)
            surface.blit(m_img, m_img.get_rect(midleft=(rect.x + 12, rect.centery)))
            t = text.render(tab.title, 17, palette.TEXT if on else palette.TEXT_DIM, text.BOLD)
            surface.blit(t, t.get_rect(midleft=(rect.x + 34, rect.centery)))
            s = text.fit(tab.summary(), 13, rect.right - 12 - (rect.x + 44 + t.get_width()),
                         palette.TEXT_DIM)
            surface.blit(s, s.get_rect(midright=(rect.right - 12, rect.centery)))
