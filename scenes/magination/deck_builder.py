"""The Magi-Nation Duel deck builder, on the builder kit (scenes.kit.builder).

Left: the whole Base Set as a scrollable grid of card tiles, filtered by region, type and
cost chips and a name search (:mod:`.builder_pool`). Cards the engine cannot play yet are
greyed: hovering one says why, and they cannot be added. Right: the deck being built
(:mod:`.builder_deck`) - the Magi stack (three different Magi in play order: drag a row
onto another, or use the arrows), the other cards with counts and -/+ buttons, a cost
curve of the non-Magi cards and live validation. The deck itself, its limits and its
problems are the engine's :class:`engines.magination.deck_model.DeckModel`.

Add a card by clicking its tile or dragging it onto the deck; remove one with "-" or by
dragging it out. Right-click a card (or rest the mouse on it) for its full text. Decks are
saved through :mod:`scenes.magination.decks`; "Load" lists them (the kit's overlay).
Entry point for the shell: :func:`open_deck_builder`.
"""
from __future__ import annotations

import pygame

from app.ui import palette
from engines.magination import RULES
from engines.magination.deck_model import (DeckModel, deck_from_text, deck_to_text,
                                           not_playable_reason)
from scenes.kit.builder.deck_scene import PoolColumnScene
from scenes.kit.builder.spec import BuilderSpec
from scenes.magination.builder_art import card_text, face_surface
from scenes.magination.builder_deck import DeckColumn
from scenes.kit.builder.room import BuilderRoom
from scenes.magination.builder_layout import (DECK, H, LIST, NAME_FIELD, POOL, TOP_Y,
                                              Layout)
from scenes.magination.builder_pool import PoolPanel
from scenes.magination.decks import DECKS

POOL_TARGET = pygame.Rect(0, POOL.y, DECK.x, H - POOL.y)     # drop a deck card here: out
def deck_line(d: dict) -> str:
    """The Load list's line under a deck's name: its Magi and its size."""
    return f"{', '.join(d['magi']) or 'no Magi'} · {len(d['cards'])} cards"


SPEC = BuilderSpec(
    store=DECKS, builtin_is="a built-in starter deck", builtin_word="Starter",
    entry_line=deck_line,
    text_help="Export copies this deck as plain text, one card per line with its count "
              "('3 Furok'), the way players paste decks to each other. Import reads such a "
              "text into the builder.")


class DeckBuilderScene(PoolColumnScene):
    game_key = "magination"
    spec = SPEC
    fills_room = True                # its panels follow the window's room
    NAME_FIELD, TOP_Y, POOL, LIST, DECK = NAME_FIELD, TOP_Y, POOL, LIST, DECK
    POOL_TARGET, NOTICE_AREA = POOL_TARGET, POOL
    BUTTONS = (("Back", "back", 90, None), ("Delete", "delete", 90, None),
               ("Save", "save", 80, None), ("Load", "open_load", 80, None),
               ("New", "new", 72, None), ("Text…", "open_text", 80, None))

    def __init__(self, app, deck=None) -> None:
        self.model = DeckModel()
        super().__init__(app)
        self.start(deck)

    def build_panels(self, room: BuilderRoom) -> None:
        """The pool and the deck column grown into ``room`` (builder_layout.Layout)."""
        self.L = layout = Layout(room)
        self.POOL = self.NOTICE_AREA = layout.POOL
        self.DECK, self.LIST = layout.DECK, layout.LIST
        self.POOL_TARGET = pygame.Rect(0, POOL.y, layout.DECK.x, room.size[1] - POOL.y)
        self.pool_panel = PoolPanel(self._relayout, layout)
        self.deck_column = DeckColumn(self.model, self.add, self.remove, self.move_magi,
                                      layout)

    # -- deck contents ----------------------------------------------------------------------
    @property
    def magi(self) -> list[str]:
        return self.model.magi

    def card_count(self) -> int:
        return self.model.card_count()

    def add(self, name: str) -> str | None:
        """Add one copy (a Magi joins the stack). Returns the refusal, or None."""
        return self.changed_unless(self.model.add(name))

    def move_magi(self, i: int, j: int) -> None:
        if self.model.move_magi(i, j):
            self._changed()

    def problems(self) -> list[str]:
        """Why the deck may not be played, what to do next first."""
        return [p.hint for p in self.model.problems()]

    def ready(self) -> bool:
        return not self._probs

    # -- the kit's file hooks -------------------------------------------------------------
    def entry_body(self) -> dict:
        return self.model.as_deck()

    def copy_of(self, name: str) -> str:
        return f"{name.replace(' starter', '')} copy"

    def has_unsaved(self) -> bool:
        return super().has_unsaved() and bool(self.magi or self.counts)

    def draft_count(self, entry: dict) -> int:
        return len(self.problems())

    def to_text(self, name: str) -> str:
        return deck_to_text(self.model, name)

    def read_text(self, body: str):
        parsed = deck_from_text(body)
        deck = parsed.deck
        if not deck["magi"] and not deck["cards"]:
            return None, (parsed.errors[0] if parsed.errors else "it holds no card"), []
        return ({"name": parsed.name or "Imported deck", **deck},
                f"{len(deck['magi'])} Magi, {len(deck['cards'])} cards", parsed.errors)

    # -- layout, drag and drop ---------------------------------------------------------------
    def targets(self) -> dict:
        return {**super().targets(), **self.deck_column.magi_targets()}

    def _can_pick(self, payload) -> str | None:
        if payload[0] == "pool":
            return not_playable_reason(RULES.card(payload[1]))
        return None

    def drop_removes(self):
        return {**super().drop_removes(), ("magi", "pool"): lambda i: self.remove(self.magi[i])}

    def other_targets(self, payload) -> set:
        if payload[0] != "magi":
            return set()
        return {f"magi{j}" for j in range(len(self.magi)) if j != payload[1]}

    def other_drop(self, payload, target):
        kind, value = payload
        if kind == "magi" and target.startswith("magi") and int(target[4:]) < len(self.magi):
            self.move_magi(value, int(target[4:]))
            return None
        return ""     # snap back quietly

    def _on_click(self, payload) -> None:
        if payload[0] == "pool":
            self.add(payload[1])

    # -- drawing -------------------------------------------------------------------------------
    def draw_panels(self, surface) -> None:
        surface.blit(self.backdrop(), (0, 0))
        self._draw_top(surface)
        self.draw_columns(surface)

    def draw_zoom(self, surface, name, anchor) -> None:
        card = RULES.card(name)
        self.zoomer.draw_zoom(surface, face_surface(name), card.name, card_text(card),
                                 anchor)

    def draw_tips(self, surface) -> None:
        hit = self.card_at(self.mouse)
        if hit:
            reason = not_playable_reason(RULES.card(hit[0]))
            if reason:
                self.tooltip.draw(surface, reason, self.mouse, 15, border=palette.BAD)
            return
        tip = self.pool_panel.chip_tooltip(self.mouse)
        if tip:
            self.tooltip.draw(surface, tip, self.mouse, 14)
            return
        self.checks_tip(surface, self.deck_column.check_lines(), self.L.CHECKS)


def open_deck_builder(app, deck=None) -> DeckBuilderScene:
    """Push the deck builder (optionally on ``deck``: a dict from the deck store or a saved
    deck's name) and return it."""
    return app.stack.push(DeckBuilderScene(app, deck))
