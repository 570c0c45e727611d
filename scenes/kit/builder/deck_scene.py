"""A builder of one pool and one collection column (a deck builder): the pool on the
left (:class:`~scenes.kit.builder.pool.PoolGrid`), the entry's column on the right
(:class:`~scenes.kit.builder.column.ListColumn`); a card is added by a click or a drop
on the column and taken out by dropping its row on the pool. The game's scene builds
``pool_panel`` and ``deck_column`` for the window's room and sets the areas below
(``build_panels``); when the window changes they are built again for the new room, the
pool's filters, search and scrolling and the column's scrolling kept."""
from __future__ import annotations

from typing import Any

import pygame

from scenes.kit.builder.room import BuilderRoom
from scenes.kit.builder.scene import BuilderScene


class PoolColumnScene(BuilderScene):
    POOL: pygame.Rect                # the pool panel (the wheel scrolls it)
    LIST: pygame.Rect                # the column's list (the wheel scrolls it)
    DECK: pygame.Rect                # drop a pool card here: in
    POOL_TARGET: pygame.Rect         # drop a row here: out
    model: Any
    pool_panel: Any
    deck_column: Any

    def build_panels(self, room: BuilderRoom) -> None:
        """The game's ``pool_panel`` and ``deck_column`` and the areas above, for
        ``room`` (a builder that built them at 1280x720 before ``start`` keeps them: it
        does not fill the room)."""

    def arrange(self, room: BuilderRoom, again: bool = False) -> None:
        old = (self.pool_panel, self.deck_column) if again else None
        self.build_panels(room)
        self.search = self.pool_panel.search
        if old is not None and old[0] is not self.pool_panel:
            self.pool_panel.carry(old[0])
            self.deck_column.scroll = old[1].scroll

    def start(self, deck) -> None:
        """Build the panels for the room, open ``deck`` and fill the pool."""
        self.arrange(self.room())
        self._probs: list = []
        self._warns: list[str] = []
        self.open_entry(deck)
        self.pool_panel.refilter()

    @property
    def counts(self) -> dict[str, int]:
        return self.model.counts

    @property
    def cards(self) -> list[str]:
        return self.model.cards()

    def why_not_add(self, name: str) -> str | None:
        return self.model.why_not_add(name)

    def remove(self, name: str) -> None:
        self.changed_if(self.model.remove(name))

    def after_load(self) -> None:
        self.deck_column.scroll = 0

    def clear_model(self) -> None:
        """A new entry: the model's ``clear``, the column back at its top."""
        self.model.clear()
        self.deck_column.scroll = 0

    # -- layout, drag and drop ---------------------------------------------------------------
    def targets(self) -> dict:
        return {"deck": self.DECK, "pool": self.POOL_TARGET}

    def _layout(self) -> None:
        self._layout_dirty = False
        self._probs = self.problems()          # for drawing; recomputed on every change
        self._warns = self.warnings()
        drags = self.pool_panel.layout() + self.deck_column.layout(self._probs, self._warns)
        self.drag.set_draggables(drags)
        self.drag.set_targets(self.targets())

    def warnings(self) -> list[str]:
        return list(self.model.warnings())

    def drop_adds(self):
        return {("pool", "deck"): (self.why_not_add, self.add)}

    def drop_removes(self):
        return {("card", "pool"): self.remove}

    def add(self, name: str) -> str | None:
        raise NotImplementedError

    # -- input ---------------------------------------------------------------------------------
    def card_at(self, pos) -> tuple[str, tuple] | None:
        """(card name, anchor) of the pool card or column row under ``pos``."""
        return self.pool_panel.card_at(pos) or self.deck_column.card_at(pos)

    @property
    def scroll_areas(self):
        return [(self.POOL, self.pool_panel), (self.LIST, self.deck_column)]

    def handle_panels(self, event) -> bool:
        if self.pool_panel.handle(event):
            return True
        if self.deck_column.handle(event):
            if self._layout_dirty:
                self._layout()
            return True
        return False

    def draw_columns(self, surface) -> None:
        hidden = self.drag.hidden_keys
        self.pool_panel.draw(surface, self.model, self.mouse, self.time, hidden, self.drag.busy)
        self.deck_column.draw(surface, self.mouse, hidden)
