"""Last Counter's deck builder: the builder kit's scene, pool, column and Load list, and
a spec (the worked example of docs/architecture.md, "Add a sixth game"). What is the
game's own: its model (tests.sixth.engine.deck, in the engine), its store (the saved
entries' fields and the engine's reasons an entry cannot be played), its art (a tile)
and the hooks that read and write an entry."""
from __future__ import annotations

import msgspec
import pygame

from app.collection_store import Store
from app.ui import canvas, palette, text
from app.ui.fields import Chip, TextField
from app.ui.surface_cache import cached
from scenes.kit.builder.column import ListColumn
from scenes.kit.builder.deck_scene import PoolColumnScene
from scenes.kit.builder.draw import notice_at_foot
from scenes.kit.builder.load import LoadEntryOverlay
from scenes.kit.builder.pool import PoolGrid, chip_row, scrollbar_beside
from scenes.kit.builder.spec import BuilderSpec
from tests.sixth.engine.deck import VALUES, DeckModel


class DeckFields(msgspec.Struct):
    cards: list[str]


STORE = Store("sixth", "deck", ("cards",),
              lambda: [{"name": "Even", "builtin": "even", "cards": DeckModel(
                  ["One", "One", "Two", "Two", "Three", "Three"]).cards()}],
              DeckFields, lambda entry: DeckModel(entry.get("cards", [])).problems())
SPEC = BuilderSpec(store=STORE, builtin_is="a built-in deck", text_help="One card a line.")
GRID = pygame.Rect(28, 160, 620, 520)


@cached
def tile(name: str) -> pygame.Surface:
    """The game's art: a card of the pool and a row of the deck."""
    surf = canvas.new((140, 60), pygame.SRCALPHA)
    surf.fill((60, 50, 30))
    text.blit_text(surf, name, (10, 20), 16, palette.TEXT)
    return surf


class SixthPool(PoolGrid):
    GRID, SCROLLBAR = GRID, scrollbar_beside(GRID, 4)
    TILE_W, TILE_H, TILE_GAP, COLS = 140, 60, 8, 4
    ALL = tuple(VALUES)

    def __init__(self, on_change) -> None:
        super().__init__(on_change)
        self.search = TextField((28, 80, 200, 34), "", "Search", 20, lambda v: self.refilter())
        self.clear_chip = Chip((240, 80, 80, 34), "Clear", "clear")
        # a chip per value: the cards that take that many counters
        self.chips, _ = chip_row(340, 80, 34, [(50, str(v), v, {}) for v in (1, 2, 3)])
        self.filters = [(self.chips, lambda name, value: VALUES[name] == value)]

    def tile(self, name: str) -> pygame.Surface:
        return tile(name)

    def draw(self, surface, model, mouse, time, hidden, busy) -> None:
        self.draw_chips(surface, mouse, time)
        self.draw_grid(surface, model, mouse, hidden, busy)


class SixthColumn(ListColumn):
    LIST, ROW_W, ROW_H, ROW_GAP = pygame.Rect(700, 120, 560, 400), 270, 30, 4

    def names(self) -> list[str]:
        return list(dict.fromkeys(self.model.cards()))

    def row_buttons(self, r):
        return (pygame.Rect(r.right - 48, r.y + 3, 20, 20),
                pygame.Rect(r.right - 24, r.y + 3, 20, 20), 4)

    def row_sprite(self, name: str) -> pygame.Surface:
        return tile(name)

    def draw_row(self, surface, r, name) -> None:
        surface.blit(tile(name), r)
        text.blit_text(surface, f"x{self.model.counts[name]}", (r.x + 150, r.y + 6))

    def draw_empty(self, surface) -> None:
        text.blit_text(surface, "Click a card to add it", self.LIST.topleft)

    def draw(self, surface, mouse, hidden) -> None:
        self.draw_rows(surface, hidden)


class SixthLoad(LoadEntryOverlay):
    store = STORE


class SixthBuilder(PoolColumnScene):
    spec = SPEC
    NAME_FIELD = pygame.Rect(236, 14, 250, 42)
    POOL, DECK = pygame.Rect(16, 70, 660, 630), pygame.Rect(690, 70, 580, 630)
    LIST, POOL_TARGET = SixthColumn.LIST, pygame.Rect(0, 70, 690, 650)
    BUTTONS = (("Back", "back", 90, None), ("Delete", "delete", 90, None),
               ("Copy", "_duplicate_clicked", 72, None), ("Save", "_save_clicked", 80, None),
               ("Load", "open_load", 80, None), ("New", "new", 72, None),
               ("Text…", "open_text", 80, None))
    load_overlay_class = SixthLoad

    def __init__(self, app, deck=None) -> None:
        self.model = DeckModel()
        super().__init__(app)
        self.pool_panel = SixthPool(self._relayout)
        self.deck_column = SixthColumn(self.model, self.add, self.remove)
        self.start(deck)

    def add(self, name: str) -> str | None:
        return self.changed_unless(self.model.add(name))

    def problems(self) -> list[str]:
        return self.model.problems()

    # an entry: to and from the model, as text
    def entry_body(self) -> dict:
        return {"cards": self.model.cards()}

    def load_model(self, entry: dict) -> list[str]:
        self.model = self.deck_column.model = DeckModel(entry.get("cards", []))
        return self.model.left_out

    def clear_model(self) -> None:
        self.model = self.deck_column.model = DeckModel()

    def to_text(self, name: str) -> str:
        return "\n".join([f"# {name}", *self.model.cards()]) + "\n"

    def read_text(self, body: str):
        lines = [ln.strip() for ln in body.splitlines() if ln.strip()]
        name = next((ln[1:].strip() for ln in lines if ln.startswith("#")), "Imported")
        cards = [ln for ln in lines if ln in VALUES]
        skipped = [f"no card called {ln}" for ln in lines
                   if ln not in VALUES and not ln.startswith("#")]
        if not cards:
            return None, "it names no card", []
        return {"name": name, "cards": cards}, f"{len(cards)} cards", skipped

    # drawing
    def draw_panels(self, surface) -> None:
        surface.fill(palette.BG)
        self._draw_top(surface)
        self.draw_columns(surface)

    def _draw_status(self, surface) -> None:
        notice_at_foot(surface, self.status, self.POOL)

    def draw_zoom(self, surface, name, anchor) -> None:
        self.tooltip.draw(surface, f"{name}: takes {VALUES[name]} counters", anchor, 14)
