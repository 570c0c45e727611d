"""A builder whose entry has parts edited one at a time (Arena's army cards and spell
deck): a row of tabs over a pool and a column per part. Each tab's head says how its part
stands (a ✓ or ✗ and a summary); a tab's pool and column lay out, hit test and draw the
same way whichever part they edit. :class:`TabsScene` is such a builder, under a row of
leaders (:class:`~scenes.kit.builder.leader.LeaderRow`) when the entry has one."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

import pygame

from app.ui import palette, text
from app.ui.widgets import draw_panel
from scenes.kit.builder.column import SmallButtons
from scenes.kit.builder.draw import item_at
from scenes.kit.builder.leader import LeaderRow
from scenes.kit.builder.scene import BuilderScene
from scenes.message import confirm


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


class TabsScene(BuilderScene):
    """A builder of :class:`Tabs` (Tab moves to the next, a click on a head shows its tab)
    under ``leaders`` (a click on one calls ``switch(key)``; None: no leader). The shown
    tab's pool takes its own clicks (``handle``), its column's small buttons and buttons
    are pressed here; what is hovered is ``(kind, key)`` (``LEADER_KIND`` for a leader).
    The game's scene builds ``tabs`` and ``leaders``."""
    tabs: Tabs
    leaders: LeaderRow | None = None
    LEADER_KIND = "leader"
    model: Any

    def __init__(self, app) -> None:
        super().__init__(app)
        self.small_buttons = SmallButtons()

    @property
    def tab(self) -> str:
        return self.tabs.current.key

    def show_tab(self, tab: str) -> None:
        self.tabs.show(tab)
        self.pinned = None
        self._layout_dirty = True

    @property
    def zones(self):
        return self.tabs.current.column.zones

    def switch(self, key: str) -> None:
        """Make ``key`` the entry's leader (``_switch``), asked first when
        ``switch_warning(key)`` says what would go: (title, what is lost)."""
        warning = self.switch_warning(key)
        if warning:
            confirm(self.app, warning[0], warning[1], "Switch", lambda: self._switch(key),
                    "Keep editing")
        else:
            self._switch(key)

    def switch_warning(self, key: str) -> tuple[str, str] | None:
        return None

    def _switch(self, key: str) -> None:
        raise NotImplementedError

    def build_panels(self, room) -> None:
        """The game's ``tabs`` (and ``leaders``) for ``room`` (a
        :class:`~scenes.kit.builder.room.BuilderRoom`; a builder that built them at
        1280x720 itself keeps them)."""

    def arrange(self, room, again: bool = False) -> None:
        """The tabs built for ``room``; laid out ``again``, the same tab shown and each
        pool showing what it showed (``carry``)."""
        old = self.tabs if again else None
        self.build_panels(room)
        if old is not None and old is not self.tabs:
            self.tabs.show(old.current.key)
            for new, was in zip(self.tabs.tabs, old.tabs):
                if hasattr(new.pool, "carry"):
                    new.pool.carry(was.pool)

    def _layout(self) -> None:
        self._layout_dirty = False
        self.tabs.layout(self.model, self.drag)

    def card_at(self, pos) -> tuple[tuple[str, str], tuple] | None:
        """((kind, key), ``pos``) of the leader or the tab's card under ``pos``."""
        leader = self.leaders.at(pos) if self.leaders else None
        hit = (self.LEADER_KIND, leader) if leader else self.tabs.card_at(pos)
        return (hit, tuple(pos)) if hit else None

    def key(self, event) -> bool:
        if event.key == pygame.K_TAB:
            self.show_tab(self.tabs.next_key())
            return True
        return False

    def handle_panels(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            tab = self.tabs.head_at(event.pos)
            leader = self.leaders.at(event.pos) if self.leaders else None
            if tab:
                self.show_tab(tab)
            elif leader:
                self.switch(leader)
            if tab or leader:
                return True
        return self.small_buttons.press(event, self.zones) or \
            self.tabs.current.pool.handle(event)

    def live_buttons(self):
        """The top bar's buttons and the shown tab's column's."""
        return self.buttons + list(getattr(self.tabs.current.column, "buttons", []))

    def draw_tabs(self, surface) -> None:
        self.tabs.draw(surface, self.model, self.mouse, self.drag.hidden_keys, self.drag.busy)
