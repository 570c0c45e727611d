"""The Mabinogi Duel deck builder (the plug-in's collection: ``collection.DECKS``), on the
builder kit (scenes.kit.builder).

Left: every card a deck may hold, drawn with its level-1 values, filtered by resource,
type (summon / spell) and level-1 cost chips and a name search (:mod:`.builder_pool`).
Right: the deck (:mod:`.builder_deck`): its hero, the resources it uses as badges (at most
three), its cards with -/+ buttons (at most 12, at most 2 copies of a card), the cost curve
and the live checks in the engine's sentences. The deck, its limits and its problems are
the engine's :class:`engines.mabinogi.deck_model.DeckModel`: a refused addition (a 13th
card, a fourth resource, a third copy) shows the model's reason next to the cursor.

Add a card by clicking it or dragging it onto the deck; take one out with "−" or by
dragging its row back to the pool. Right-click a card, click a deck row, or rest the mouse
on either to see the card at levels 1, 2 and 3 (the kit's zoom). The cards are the table's
faces (scenes.mabinogi.faces). The name box renames (Save asks whether to keep the old
file), Copy duplicates, Load lists the prebuilt and saved decks (:mod:`.builder_load`),
Text… exports and imports a deck as plain text (engines.mabinogi.deck_text). Clicking the
hero opens the kit's leader picker. Entry point: :func:`open_builder`.
"""
from __future__ import annotations

import pygame

from app.ui import canvas, palette, text
from app.ui.surface_cache import cached
from app.ui.text import fit
from app.ui.widgets import Tooltip, draw_panel
from engines.mabinogi import deck_text
from engines.mabinogi.card_text import card_text, stat_line
from engines.mabinogi.content import RESOURCES, SPELL, card
from engines.mabinogi.deck_model import DEFAULT_HERO, DeckModel
from scenes.mabinogi import copy_limit
from scenes import common
from scenes.kit.builder.deck_scene import PoolColumnScene
from scenes.kit.builder.draw import item_at
from scenes.kit.builder.flights import Flights
from scenes.kit.builder.spec import BuilderSpec
from scenes.kit.builder.text_io import TextChannel
from scenes.kit.zoom import CardZoom
from scenes.mabinogi.builder_deck import DeckColumn
from scenes.kit.builder.room import BuilderRoom
from scenes.kit.room import room_of
from scenes.mabinogi.builder_layout import (DECK, GRID, LIST, NAME_FIELD, POOL, TILE_H, TILE_W,
                                            TOP_Y, H, W, Layout)
from scenes.mabinogi.builder_load import LoadDeckOverlay
from scenes.mabinogi.builder_pool import PoolPanel
from scenes.mabinogi.collection import STORE
from scenes.mabinogi.faces import Faces

ZOOM_FACE, FLYING = (150, 222), (59, 80)       # a face in the zoom's three, one in flight
SPEC = BuilderSpec(
    store=STORE, builtin_is="a prebuilt deck", copy_hint="change it", refusal_seconds=4.0,
    renames=True,
    text_help="Export copies this deck as plain text: its name, its hero and one line per "
              "card with its count ('2 Hyena'), the way players paste decks to each other. "
              "Import reads such a text into the builder.")


class DeckBuilderScene(PoolColumnScene):
    game_key = "mabinogi"
    ZOOM_PANEL = 300                 # the zoom it always had (ZoomView's default)
    spec = SPEC
    fills_room = True                # its panels follow the window's room
    channel = TextChannel("mabinogi-", "mabinogi-import.txt", deck_text.MAX_TEXT)
    NAME_FIELD, TOP_Y, POOL, LIST, DECK = NAME_FIELD, TOP_Y, POOL, LIST, DECK
    POOL_TARGET = pygame.Rect(0, POOL.y, DECK.x - 4, H - POOL.y)    # drop a row here: out
    NOTICE_AREA = pygame.Rect(POOL.x, POOL.y, POOL.w, GRID.y + 8 - POOL.y)   # over the counts
    BUTTONS = (("Back", "back", 78, "Leave the deck builder (Esc)"),
               ("Delete", "delete", 82, "Delete this saved deck"),
               ("Copy", "_duplicate_clicked", 72, "Save a copy of this deck under a new name"),
               ("Save", "_save_clicked", 72, "Save this deck (Ctrl+S); a new name renames it"),
               ("Load", "open_load", 72, "Open a prebuilt or saved deck"),
               ("New", "new", 64, "Start an empty deck"),
               ("Text…", "open_text", 76, "Export or import the deck as plain text"))
    BUTTON_SIZE, BUTTON_GAP = 17, 6
    load_overlay_class = LoadDeckOverlay
    faces = Faces()             # the table's faces (no duel), kept from one opening to the next

    def __init__(self, app, deck=None) -> None:
        self.model = DeckModel(max_copies=copy_limit(app.settings))   # the house rule
        super().__init__(app)
        self.zoom = CardZoom(self.zoomer, self, top_limit=H)
        self.flights = Flights()
        self.start(deck)

    def build_panels(self, room: BuilderRoom) -> None:
        """The pool and the deck column grown into ``room`` (builder_layout.Layout)."""
        self.L = layout = Layout(room)
        self.POOL, self.DECK, self.LIST = layout.POOL, layout.DECK, layout.LIST
        self.POOL_TARGET = pygame.Rect(0, POOL.y, layout.DECK.x - 4, room.size[1] - POOL.y)
        self.NOTICE_AREA = pygame.Rect(POOL.x, POOL.y, layout.POOL.w, GRID.y + 8 - POOL.y)
        self.zoom.top_limit = room.size[1]
        self.pool_panel = PoolPanel(self._relayout, self.face, layout)
        self.deck_column = DeckColumn(self.model, self.add, self.remove, self.choose_hero,
                                      self.open_heroes, layout)

    def face(self, name: str, level: int = 1, size=(TILE_W, TILE_H)) -> pygame.Surface:
        """Card ``name`` as the table draws it at hero ``level``, with that level's cost."""
        c = card(name)
        return self.faces.card_face(c.id, size, level, c.cost[level - 1])

    # -- deck contents ----------------------------------------------------------------------
    def add(self, name: str) -> str | None:
        """Add one copy. Returns the refusal (shown next to the cursor), or None."""
        reason = self.changed_unless(self.model.add(name))
        if reason:
            self.deck_column.flash_for(reason, name)
        else:
            self.deck_column.glow.start(name, 0.8)
        return reason

    def open_heroes(self) -> None:
        self.name_field.focus(False)
        self.app.stack.push(self.deck_column.hero.picker(self.app))

    def choose_hero(self, key: str) -> None:
        if key != self.model.hero and self.model.set_hero(key) is None:
            self._changed()

    def problems(self) -> list[tuple[str, str]]:
        """Why the deck may not be played: (the rules' sentence, what to do)."""
        return [(p.sentence, p.hint) for p in self.model.problems()]

    # -- the kit's file hooks -------------------------------------------------------------
    def entry_body(self) -> dict:
        return {"hero": self.model.hero, "cards": self.model.cards()}

    def left_out(self, names: list[str]) -> None:
        shown = ", ".join(dict.fromkeys(c[:30] for c in names))
        k = len(names)
        self.notice(f"Left out {k} card{'s' if k != 1 else ''} a deck cannot hold "
                    f"(unknown, or summoned by other cards only): {shown}.", bad=True,
                    near=NAME_FIELD.bottomleft)

    def saved_on_load(self, entry: dict) -> bool:
        return bool(entry.get("path"))

    def copy_of(self, name: str) -> str:
        return self.unique_copy_name(name)

    def clear_model(self) -> None:
        super().clear_model()
        self.model.hero = DEFAULT_HERO

    def has_unsaved(self) -> bool:
        return super().has_unsaved() and bool(self.model.counts)

    def to_text(self, name: str) -> str:
        return deck_text.deck_to_text(self.model, name)

    def read_text(self, body: str):
        parsed = deck_text.deck_from_text(body)
        if not parsed.cards:
            return None, (parsed.errors[0] if parsed.errors else "it names no card"), []
        return ({"name": parsed.name or "Imported deck", "hero": parsed.hero,
                 "cards": parsed.cards}, f"{len(parsed.cards)} cards", parsed.errors)

    # -- layout, drag and drop ---------------------------------------------------------------
    def _can_pick(self, payload) -> str | None:
        reason = self.why_not_add(payload[1]) if payload[0] == "pool" else None
        if reason:
            self.message = reason
            self.refused(reason, payload[1])
        return reason

    def refused(self, reason: str, key) -> None:
        self.deck_column.flash_for(reason, key)

    def _on_click(self, payload) -> None:
        """A pool card: add it. A deck row: show it at levels 1/2/3 (its -/+ buttons
        change the count)."""
        if payload[0] == "pool":
            hit = self.pool_panel.card_at(self.mouse)
            if self.add(payload[1]) is None and hit is not None:
                self._fly(payload[1], hit[1])
        else:
            self.pinned = self.deck_column.card_at(self.mouse)

    def _fly(self, name: str, start) -> None:
        """A small copy of the card flies from the pool to its row in the deck."""
        self._layout()
        small = self.faces.kept(("flying", name), lambda: canvas.smoothscale(
            self.face(name), FLYING))
        self.flights.launch(small, start, self.deck_column.row_of(name).center)

    def tick(self, dt: float) -> None:
        self.deck_column.update(dt)
        self.flights.update(dt * float(getattr(self.app.settings, "speed_factor", 1.0) or 1.0))

    # -- drawing -------------------------------------------------------------------------------
    def draw_panels(self, surface) -> None:
        surface.blit(background(room_of(self), tuple(self.POOL), tuple(self.DECK)), (0, 0))
        self._draw_top(surface)
        self.pool_panel.show_info = self.status is None
        self.draw_columns(surface)

    def draw_flying(self, surface) -> None:
        self.flights.draw(surface)

    def _draw_top(self, surface) -> None:
        text.blit_text(surface, "Deck builder", (20, TOP_Y + 2), 28, palette.ACCENT, text.BOLD)
        surface.blit(fit(f"Mabinogi Duel · {self.save_note()}", 12, NAME_FIELD.x - 30,
                         palette.TEXT_DIM), (21, TOP_Y + 35))
        self.name_field.draw(surface, self.time)
        for b in self.buttons:
            b.draw(surface)

    # -- the zoom: the kit's, with this scene as its cards ------------------------------
    def draw_zoom(self, surface, name, anchor) -> None:
        self.zoom.draw(surface, name)

    def area(self, name: str) -> pygame.Rect:
        """Where the zoomed card lies, as a point the kit's zoom keeps clear: the edge of
        its tile or row toward the screen's wider side (the zoom starts 40 px past it)."""
        z = self.zoomed()
        hit = z and item_at(self.pool_panel.tiles + self.deck_column.rows, z[1])
        w, h = room_of(self)
        r = hit[0] if hit else pygame.Rect(w // 2, h // 2, 0, 0)
        x = r.right - 32 if r.centerx < w // 2 else r.x + 32
        return pygame.Rect(x, r.centery, 0, 0)

    def info(self, name: str, size) -> tuple[pygame.Surface, str, str]:
        """The card at levels 1, 2 and 3 side by side, its name, and its whole text."""
        c, k = card(name), self.model.counts.get(name, 0)
        about = " · ".join(["Spell" if c.kind == SPELL else "Summoning card", RESOURCES[c.res]]
                           + (["works from the grave"] if c.grave else [])
                           + ["reference card" if c.design == "reference" else "original design"])
        body = card_text(c) or "No effect: it fights with its attack and HP."
        limit = self.model.max_copies
        if limit is None:
            copies = f"In your deck: {k}." if k else "Not in your deck."
        else:
            copies = (f"In your deck: {k} of {limit} (a house rule)." if k else
                      f"Not in your deck (at most {limit} copies: a house rule).")
        return (self.faces.kept(("levels", name), lambda: self._levels(c)), c.name,
                f"{about}\n{stat_line(c)} (levels 1/2/3)\n{body}\n{copies}")

    def _levels(self, c) -> pygame.Surface:
        w, h = ZOOM_FACE
        surf = canvas.new((3 * w + 40, h + 46), pygame.SRCALPHA)
        draw_panel(surf, surf.get_rect(), fill=(22, 25, 34), border=palette.ACCENT_DARK,
                   radius=12, alpha=242)
        for lv in (1, 2, 3):
            x = 10 + (lv - 1) * (w + 10)
            text.blit_text(surf, f"Level {lv}", (x + w // 2, 9), 15,
                           palette.ACCENT if lv == 1 else palette.TEXT, text.BOLD,
                           anchor="midtop")
            surf.blit(self.face(c.name, lv, ZOOM_FACE), (x, 34))
        return surf

    def draw_tips(self, surface) -> None:
        hit = self.card_at(self.mouse)
        if hit and self.pool_panel.card_at(self.mouse):
            reason = self.why_not_add(hit[0])
            if reason and not (self.drag.message and self.drag.message_left > 0):
                self.tooltip.draw(surface, reason, self.mouse, 14, border=palette.BAD)
            return
        for b in self.buttons:
            if b.tooltip and b.rect.collidepoint(self.mouse):
                Tooltip(300).draw(surface, b.tooltip, (self.mouse[0] - 200, self.mouse[1]), 14)
                return
        tip = self.pool_panel.chip_tooltip(self.mouse) or self.deck_column.tooltip_at(self.mouse)
        if tip:
            self.tooltip.draw(surface, tip, self.mouse, 14)
            return
        self.checks_tip(surface, self.deck_column.check_lines(), self.L.CHECKS, 240)


@cached
def background(size: tuple[int, int] = (W, H), pool: tuple = tuple(POOL),
               deck: tuple = tuple(DECK)) -> pygame.Surface:
    """The backdrop of a room of ``size`` with the two panels' frames, composed once a
    room (one blit a frame)."""
    surf = common.backdrop("plain", size).copy()
    draw_panel(surf, pygame.Rect(pool), alpha=215)
    draw_panel(surf, pygame.Rect(deck), alpha=215)
    return surf


def open_builder(app, deck=None) -> DeckBuilderScene:
    """Push the deck builder (optionally on ``deck``: an entry of the store or a saved
    deck's name) and return it. The plug-in's ``Collection.open_builder``."""
    return app.stack.push(DeckBuilderScene(app, deck))
