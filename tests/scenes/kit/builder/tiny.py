"""A tiny test-only builder made only of builder-kit parts and a spec: a pool of six
cards, a column of rows, a model that holds exactly four cards. It proves a game's
builder needs nothing but its model, its filters, its art and the kit's hooks."""
from __future__ import annotations

import msgspec
import pygame

from app.collection_store import Store
from app.ui import canvas, palette, text
from app.ui.fields import Chip, TextField
from app.ui.surface_cache import cached
from scenes.kit.builder.column import ListColumn
from scenes.kit.builder.deck_scene import PoolColumnScene
from scenes.kit.builder.load import LoadEntryOverlay
from scenes.kit.builder.pool import PoolGrid, chip_row
from scenes.kit.builder.room import BuilderRoom
from scenes.kit.builder.spec import BuilderSpec

NAMES = ("Ant", "Bee", "Cat", "Dog", "Eel", "Fox")
SIZE = 4
FULL = f"A tiny deck holds {SIZE} cards"


class TinyModel:
    def __init__(self) -> None:
        self.counts: dict[str, int] = {}

    def cards(self) -> list[str]:
        return [n for n in NAMES for _ in range(self.counts.get(n, 0))]

    def load(self, entry: dict) -> list[str]:
        """Take a stored entry's cards; returns the names no card has (left out)."""
        self.counts = {}
        left_out = []
        for c in entry.get("cards", []):
            if c in NAMES:
                self.counts[c] = self.counts.get(c, 0) + 1
            else:
                left_out.append(c)
        return left_out

    def clear(self) -> None:
        self.counts = {}

    def why_not_add(self, name: str) -> str | None:
        if name not in NAMES:
            return f"No card is called {name}"
        return FULL if sum(self.counts.values()) >= SIZE else None

    def add(self, name: str) -> str | None:
        reason = self.why_not_add(name)
        if reason is None:
            self.counts[name] = self.counts.get(name, 0) + 1
        return reason

    def remove(self, name: str) -> bool:
        k = self.counts.pop(name, 0)
        if k > 1:
            self.counts[name] = k - 1
        return k > 0

    def problems(self) -> list[str]:
        return [] if sum(self.counts.values()) == SIZE else [FULL + ", no fewer"]

    def warnings(self) -> list[str]:
        return []


class TinyFields(msgspec.Struct):
    cards: list[str]


def _problems(entry: dict) -> list[str]:
    model = TinyModel()
    for c in entry.get("cards", []):
        model.add(c)
    return model.problems()


STORE = Store("tiny", "deck", ("cards",),
              lambda: [{"name": "Tiny starter", "builtin": "tiny", "cards": list(NAMES[:4])}],
              TinyFields, _problems, folder="tiny-decks")
SPEC = BuilderSpec(store=STORE, builtin_is="a built-in tiny deck", renames=True,
                   text_help="One card a line.")
POOL = pygame.Rect(16, 70, 660, 630)
GRID = pygame.Rect(28, 160, 620, 520)
LIST = pygame.Rect(700, 120, 560, 400)
DECK = pygame.Rect(690, 70, 580, 630)


@cached
def tile(name: str) -> pygame.Surface:
    surf = canvas.new((140, 60), pygame.SRCALPHA)
    surf.fill((40, 60, 90))
    text.blit_text(surf, name, (10, 20), 16, palette.TEXT)
    return surf


class TinyPool(PoolGrid):
    GRID, SCROLLBAR = GRID, pygame.Rect(GRID.right + 4, GRID.y, 8, GRID.h)
    TILE_W, TILE_H, TILE_GAP, COLS = 140, 60, 8, 4
    ALL = NAMES

    def __init__(self, on_change, room: BuilderRoom) -> None:
        super().__init__(on_change)
        self.fit_room(room, GRID, 4)
        self.search = TextField((28, 80, 200, 34), "", "Search", 20, lambda v: self.refilter())
        self.clear_chip = Chip((240, 80, 80, 34), "Clear", "clear")
        # one row of chips: a chip keeps the names of its half of the alphabet
        self.chips, _ = chip_row(340, 80, 34, [(80, "A-C", "abc", {}), (80, "D-F", "def", {})])
        self.filters = [(self.chips, lambda name, letters: name[0].lower() in letters)]

    def tile(self, name: str) -> pygame.Surface:
        return tile(name)

    def draw(self, surface, model, mouse, time, hidden, busy) -> None:
        self.draw_chips(surface, mouse, time)
        self.draw_grid(surface, model, mouse, hidden, busy)


class TinyColumn(ListColumn):
    LIST, ROW_W, ROW_H, ROW_GAP = LIST, 270, 30, 4

    def __init__(self, model, add, remove, room: BuilderRoom) -> None:
        super().__init__(model, add, remove)
        self.LIST = room.column(LIST, y="grow")
        self.ROW_W = 270 + room.column_dx // 2

    def names(self) -> list[str]:
        return list(dict.fromkeys(self.model.cards()))

    def row_buttons(self, r):
        return (pygame.Rect(r.right - 48, r.y + 3, 20, 20),
                pygame.Rect(r.right - 24, r.y + 3, 20, 20), 4)

    def row_sprite(self, name: str) -> pygame.Surface:
        return tile(name)

    def draw_row(self, surface, r, name) -> None:
        surface.blit(tile(name), r)

    def draw_empty(self, surface) -> None:
        pass

    def draw(self, surface, mouse, hidden) -> None:
        self.draw_rows(surface, hidden)


class TinyLoad(LoadEntryOverlay):
    store = STORE


class TinyBuilder(PoolColumnScene):
    spec = SPEC
    fills_room = True                # its panels follow the window's room
    NAME_FIELD = pygame.Rect(236, 14, 250, 42)
    POOL, LIST, DECK, POOL_TARGET = POOL, LIST, DECK, pygame.Rect(0, 70, 690, 650)
    NOTICE_AREA = POOL
    BUTTONS = (("Back", "back", 90, None), ("Delete", "delete", 90, None),
               ("Copy", "_duplicate_clicked", 72, None), ("Save", "_save_clicked", 80, None),
               ("Load", "open_load", 80, None), ("New", "new", 72, None),
               ("Text…", "open_text", 80, None))
    load_overlay_class = TinyLoad

    def __init__(self, app, deck=None) -> None:
        self.model = TinyModel()
        super().__init__(app)
        self.start(deck)

    def build_panels(self, room: BuilderRoom) -> None:
        self.POOL, self.DECK = room.pool(POOL), room.column(DECK, y="grow")
        self.POOL_TARGET = room.pool(type(self).POOL_TARGET)
        self.NOTICE_AREA = self.POOL
        self.pool_panel = TinyPool(self._relayout, room)
        self.deck_column = TinyColumn(self.model, self.add, self.remove, room)
        self.LIST = self.deck_column.LIST

    def add(self, name: str) -> str | None:
        return self.changed_unless(self.model.add(name))

    def problems(self) -> list[str]:
        return self.model.problems()

    def entry_body(self) -> dict:
        return {"cards": self.model.cards()}

    def to_text(self, name: str) -> str:
        return "\n".join([f"# {name}", *self.model.cards()]) + "\n"

    def read_text(self, body: str):
        lines = [ln.strip() for ln in body.splitlines() if ln.strip()]
        name = next((ln[1:].strip() for ln in lines if ln.startswith("#")), "")
        cards = [ln for ln in lines if ln in NAMES]
        errors = [f"no card called {ln}" for ln in lines
                  if ln not in NAMES and not ln.startswith("#")]
        if not cards:
            return None, "it names no card", []
        return {"name": name or "Imported", "cards": cards}, f"{len(cards)} cards", errors

    def draw_panels(self, surface) -> None:
        surface.fill((10, 12, 18))
        self._draw_top(surface)
        self.draw_columns(surface)

    def zoom_info(self, name):
        return tile(name), name, f"{name}: a tiny card"


def open_tiny(app, deck=None) -> TinyBuilder:
    return app.stack.push(TinyBuilder(app, deck))
