"""The Magi-Nation Duel deck builder.

Left: the whole Base Set as a scrollable grid of card tiles, filtered by region, type and
cost chips and a name search (:mod:`.builder_pool`). Cards the engine cannot play yet are
greyed: hovering one says why, and they cannot be added. Right: the deck being built
(:mod:`.builder_deck`) - the Magi stack (three different Magi in play order: drag a row
onto another, or use the arrows), the other cards with counts and -/+ buttons, a cost
curve of the non-Magi cards and live validation. The deck itself, its limits and its
problems are the engine's :class:`engines.magination.deck_model.DeckModel`.

Add a card by clicking its tile or dragging it onto the deck; remove one with "-" or by
dragging it out. Right-click a card (or rest the mouse on it) for its full text.
Decks are saved through :mod:`scenes.magination.decks`: an incomplete deck saves as a
draft, only valid decks are offered for play; "Load" opens :mod:`.builder_load`.
Entry point for the shell: :func:`open_deck_builder`.

This module is the scene: it owns the deck and the top bar, routes the input and draws
the zoom and tooltips; the pictures come from :mod:`.builder_art`.
"""
from __future__ import annotations

from typing import Callable

import pygame

from app import collection_store as store
from app.scene import Scene
from app.ui import palette, text
from app.ui.cards import HoverHold, ZoomView
from app.ui.drag import DragController
from app.ui.fields import TextField
from app.ui.text import fit
from app.ui.widgets import Button, Tooltip, draw_panel
from engines.magination import RULES
from engines.magination.deck_model import (DeckModel, deck_from_text, deck_to_text,
                                           not_playable_reason)
from scenes import common
from scenes.magination import deck_text
from scenes.magination.builder_art import card_text, face_surface
from scenes.magination.builder_deck import DeckColumn
from scenes.magination.builder_layout import (CHECKS, DECK, H, LIST, NAME_FIELD, POOL, TOP_Y,
                                              W)
from scenes.magination.builder_load import LoadDeckOverlay
from scenes.magination.builder_pool import PoolPanel
from scenes.magination.decks import DECKS
from scenes.message import confirm, show_message

POOL_TARGET = pygame.Rect(0, POOL.y, DECK.x, H - POOL.y)     # drop a deck card here: out


class DeckBuilderScene(Scene):
    def __init__(self, app, deck=None) -> None:
        super().__init__(app)
        self.mouse = (-1, -1)
        self.time = 0.0
        self.model = DeckModel()
        self.saved_name: str | None = None     # the file being edited (None: not saved)
        self.dirty = False
        self.status: tuple[str, tuple, float] | None = None
        self.message: str | None = None        # the last refusal or notice (tests read it)
        self.pinned: tuple[str, tuple] | None = None   # right-click zoom (name, anchor)
        self.hold = HoverHold(0.6)
        self.zoom_view = ZoomView(panel_width=320)
        self.tooltip = Tooltip(340)
        self._probs: list[str] = []
        self._warns: list[str] = []
        # top bar
        self.name_field = TextField(NAME_FIELD, "", "Untitled deck", store.MAX_NAME,
                                    self._renamed, label="Name")
        bx = W - 16
        self.buttons: list[Button] = []
        for label, cb, bw in (("Back", self.back, 90), ("Delete", self.delete, 90),
                              ("Save", self.save, 80), ("Load", self.open_load, 80),
                              ("New", self.new, 72), ("Text…", self.open_text, 80)):
            bx -= bw
            self.buttons.append(Button((bx, TOP_Y + 2, bw, 42), label, cb, size=18))
            bx -= 8
        self.back_button, self.delete_button, self.save_button, self.load_button, \
            self.new_button, self.text_button = self.buttons
        # the two panels
        self.pool_panel = PoolPanel(self._relayout)
        self.search = self.pool_panel.search
        self.deck_column = DeckColumn(self.model, self.add, self.remove, self.move_magi)
        self.drag = DragController(self._on_drop, self._legal_targets, self._can_pick,
                                   self._on_click)
        self._layout_dirty = True
        if isinstance(deck, str):
            deck = DECKS.load(deck)
        if deck:
            self.load(deck)
        self.pool_panel.refilter()

    # -- deck contents ----------------------------------------------------------------------
    @property
    def magi(self) -> list[str]:
        return self.model.magi

    @property
    def counts(self) -> dict[str, int]:
        return self.model.counts

    @property
    def cards(self) -> list[str]:
        return self.model.cards()

    @property
    def deck(self) -> dict:
        return {"name": self.name_field.value.strip(), **self.model.as_deck()}

    def card_count(self) -> int:
        return self.model.card_count()

    def why_not_add(self, name: str) -> str | None:
        return self.model.why_not_add(name)

    def add(self, name: str) -> str | None:
        """Add one copy (a Magi joins the stack). Returns the refusal, or None."""
        reason = self.model.add(name)
        if reason:
            self.notice(reason, bad=True)
            return reason
        self._changed()
        return None

    def remove(self, name: str) -> None:
        if self.model.remove(name):
            self._changed()

    def move_magi(self, i: int, j: int) -> None:
        if self.model.move_magi(i, j):
            self._changed()

    def _changed(self) -> None:
        self.dirty = True
        self._layout_dirty = True
        self.message = None

    def _relayout(self) -> None:
        self._layout_dirty = True

    def load(self, deck: dict, copy: bool | None = None) -> None:
        """Show ``deck`` (a dict from the deck store). Starters are copied: a new name,
        unsaved."""
        copy = bool(deck.get("builtin")) if copy is None else copy
        self.model.load(deck)
        name = deck.get("name", "")
        if copy:
            name = f"{name.replace(' starter', '')} copy"
            self.saved_name, self.dirty = None, True
        else:
            self.saved_name, self.dirty = name, False
        self.name_field.value = name[:store.MAX_NAME]
        self.deck_column.scroll = 0
        self._layout_dirty = True

    def _renamed(self, value: str) -> None:
        self.dirty = True

    # -- validation (the engine's deck model) -------------------------------------------------
    def problems(self) -> list[str]:
        """Why the deck may not be played, what to do next first."""
        return [p.hint for p in self.model.problems()]

    def warnings(self) -> list[str]:
        """Legal but worth knowing: Relics no Magi of the stack can play."""
        return self.model.warnings()

    @property
    def valid(self) -> bool:
        return not self.problems()

    # -- actions ------------------------------------------------------------------------------
    def notice(self, message: str, bad: bool = False, near=None) -> None:
        """Show ``message`` once: a refusal next to the cursor (or ``near``), any other
        notice at the foot of the card pool; both are drawn over the hover zoom."""
        self.message = message
        if bad:
            self.status = None
            self.drag.show_message(message, near if near is not None else self.mouse)
        else:
            self.status = (message, palette.GOOD, 3.5)

    def save(self, overwrite: bool = False) -> bool:
        self.name_field.focus(False)
        name = store.clean_name(self.name_field.value)
        if not name:
            self.name_field.focus(True)
            self.notice("Give the deck a name first (type it in the Name box).", bad=True,
                        near=self.name_field.rect.bottomleft)
            return False
        if DECKS.is_builtin_name(name):
            self.notice(f"'{name}' is a built-in starter deck: save your copy under "
                        "another name.", bad=True, near=self.name_field.rect.bottomleft)
            return False
        same_file = self.saved_name is not None and store.slug(self.saved_name) == store.slug(name)
        if not overwrite and not same_file and DECKS.path(name).is_file():
            confirm(self.app, "Replace the saved deck?",
                    f"A deck called '{name}' is already saved. Replace it with this one?",
                    "Replace", lambda: self.save(overwrite=True))
            return False
        try:
            entry = DECKS.save({"name": name, **self.model.as_deck()})
        except (store.CollectionError, OSError) as exc:
            self.notice(f"Not saved: {exc}", bad=True, near=self.save_button.rect.bottomleft)
            return False
        self.name_field.value = name
        self.saved_name, self.dirty = name, False
        if entry["valid"]:
            self.notice(f"Saved '{name}'. It is ready to play.")
        else:
            k = len(self.problems())
            self.notice(f"Saved '{name}' as a draft: not playable until it is valid "
                        f"({k} problem{'s' if k != 1 else ''}).")
        return True

    def _guard(self, then: Callable[[], None], title: str, yes: str) -> None:
        if self.dirty and (self.magi or self.counts):
            confirm(self.app, title, "The changes to this deck are not saved.", yes, then,
                    "Keep editing")
        else:
            then()

    def new(self) -> None:
        self._guard(self._new, "Start a new deck?", "Discard changes")

    def _new(self) -> None:
        self.model.clear()
        self.name_field.value = ""
        self.saved_name, self.dirty = None, False
        self.deck_column.scroll = 0
        self._layout_dirty = True
        self.notice("A new, empty deck.")

    # -- decks as text ------------------------------------------------------------------------
    def open_text(self) -> None:
        self.name_field.focus(False)
        show_message(self.app, "The deck as text",
                     "Export copies this deck as plain text, one card per line with its "
                     "count ('3 Furok'), the way players paste decks to each other. Import "
                     "reads such a text into the builder.",
                     [("Export", self.export_text), ("Import", self.import_text),
                      ("Cancel", None)])

    def export_text(self) -> bool:
        name = store.clean_name(self.name_field.value) or "Untitled deck"
        done, message = deck_text.export(deck_to_text(self.model, name), name)
        self.notice(message, bad=not done, near=self.text_button.rect.bottomleft)
        return done

    def import_text(self) -> bool:
        text_in, where = deck_text.fetch()
        if text_in is None:
            self.notice(where, bad=True, near=self.text_button.rect.bottomleft)
            return False
        parsed = deck_from_text(text_in)
        if not parsed.deck["magi"] and not parsed.deck["cards"]:
            first = parsed.errors[0] if parsed.errors else "it holds no card"
            self.notice(f"No deck found in {where}: {first}", bad=True,
                        near=self.text_button.rect.bottomleft)
            return False

        def go():
            self.load({"name": parsed.name or "Imported deck", **parsed.deck}, copy=False)
            self.saved_name, self.dirty = None, True
            n = len(parsed.deck["cards"])
            skipped = len(parsed.errors)
            message = f"Imported from {where}: {len(parsed.deck['magi'])} Magi, {n} cards"
            if skipped:
                message += (f"; {skipped} line{'s' if skipped != 1 else ''} skipped "
                            f"({parsed.errors[0]})")
            self.notice(message + ".", bad=bool(skipped),
                        near=self.text_button.rect.bottomleft)
        self._guard(go, "Import a deck?", "Discard changes")
        return True

    def open_load(self) -> None:
        self.name_field.focus(False)
        self.app.stack.push(LoadDeckOverlay(self.app, self._chosen))

    def _chosen(self, deck: dict) -> None:
        def go():
            self.load(deck)
            if deck.get("builtin"):
                self.notice(f"A copy of {deck['name']}: rename it and save it as your own.")
            else:
                self.notice(f"Loaded '{deck['name']}'.")
        self._guard(go, "Load another deck?", "Discard changes")

    def delete(self) -> None:
        if self.saved_name is None or not DECKS.path(self.saved_name).is_file():
            self.notice("This deck is not saved, so there is nothing to delete.", bad=True,
                        near=self.delete_button.rect.bottomleft)
            return
        name = self.saved_name
        confirm(self.app, f"Delete '{name}'?", "The saved deck file is removed for good.",
                "Delete", lambda: self._delete(name))

    def _delete(self, name: str) -> None:
        try:
            DECKS.delete(name)
        except store.CollectionError as exc:
            self.notice(str(exc), bad=True)
            return
        self._new()
        self.notice(f"Deleted '{name}'.")

    def back(self) -> None:
        self.name_field.focus(False)
        self._guard(self._leave, "Leave the deck builder?", "Leave")

    def _leave(self) -> None:
        if self in self.app.stack.scenes:
            if self.app.stack.top is self:
                self.app.stack.pop()
            else:
                self.app.stack.scenes.remove(self)
                self.exit()

    def exit(self) -> None:
        self.name_field.focus(False)
        self.search.focus(False)

    # -- layout -------------------------------------------------------------------------------
    def _layout(self) -> None:
        self._layout_dirty = False
        self._probs = self.problems()          # for drawing; recomputed on every change
        self._warns = self.warnings()
        drags = self.pool_panel.layout() + self.deck_column.layout(self._probs, self._warns)
        self.drag.set_draggables(drags)
        self.drag.set_targets({"deck": DECK, "pool": POOL_TARGET,
                               **self.deck_column.magi_targets()})

    # -- drag and drop -----------------------------------------------------------------------
    def _can_pick(self, payload) -> str | None:
        if payload[0] == "pool":
            return not_playable_reason(RULES.card(payload[1]))
        return None

    def _legal_targets(self, payload) -> set:
        kind = payload[0]
        if kind == "pool":
            return {"deck"}
        if kind == "card":
            return {"pool"}
        return {f"magi{j}" for j in range(len(self.magi)) if j != payload[1]} | {"pool"}

    def _on_drop(self, payload, key):
        kind, value = payload
        if kind == "pool" and key == "deck":
            reason = self.why_not_add(value)
            if reason:
                self.message = reason
                return reason
            self.add(value)
            return None
        if kind == "card" and key == "pool":
            self.remove(value)
            return None
        if kind == "magi":
            if key == "pool":
                self.remove(self.magi[value])
                return None
            if key.startswith("magi"):
                j = int(key[4:])
                if j < len(self.magi):
                    self.move_magi(value, j)
                    return None
        return ""     # snap back quietly

    def _on_click(self, payload) -> None:
        if payload[0] == "pool":
            self.add(payload[1])

    # -- input ---------------------------------------------------------------------------------
    def card_at(self, pos) -> tuple[str, tuple] | None:
        """(card name, anchor) of the tile or deck row under ``pos``."""
        return self.pool_panel.card_at(pos) or self.deck_column.card_at(pos)

    def handle(self, event) -> bool:
        if self._layout_dirty:
            self._layout()
        et = event.type
        if hasattr(event, "pos"):
            self.mouse = tuple(event.pos)
        # typing goes to the focused field first
        for field in (self.name_field, self.search):
            if field.focused and et in (pygame.TEXTINPUT, pygame.KEYDOWN):
                return field.handle(event)
        if et == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                if self.drag.busy:
                    self.drag.cancel()
                elif self.pinned:
                    self.pinned = None
                else:
                    self.back()
                return True
            if event.key == pygame.K_s and event.mod & pygame.KMOD_CTRL:
                self.save()
                return True
            if event.key == pygame.K_f and event.mod & pygame.KMOD_CTRL:
                self.search.focus(True)
                return True
            return False
        if et == pygame.MOUSEBUTTONDOWN and event.button == 3:
            hit = self.card_at(event.pos)
            self.pinned = None if (hit is None or (self.pinned and self.pinned[0] == hit[0])) \
                else hit
            return True
        if et == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pinned = None
        if et == pygame.MOUSEWHEEL:
            if POOL.collidepoint(self.mouse):
                self.pool_panel.wheel(event.y)
            elif LIST.collidepoint(self.mouse):
                self.deck_column.wheel(event.y)
            self._layout_dirty = True
            return True
        if self.drag.busy:          # a card is in the air: it owns the mouse
            return self.drag.handle(event)
        for b in self.buttons:
            if b.handle(event):
                return True
        used = [f.handle(event) for f in (self.name_field, self.search)]
        if any(used):
            return True
        if self.pool_panel.handle(event):
            return True
        if self.deck_column.handle(event):
            if self._layout_dirty:
                self._layout()
            return True
        if self._layout_dirty:
            self._layout()
        return self.drag.handle(event)

    def update(self, dt: float) -> None:
        self.time += dt
        self.drag.update(dt)
        if self.status:
            msg, col, left = self.status
            self.status = (msg, col, left - dt) if left - dt > 0 else None
        if self._layout_dirty:
            self._layout()
        over = self.app.stack.top is not self
        hit = None if (over or self.drag.busy) else self.card_at(self.mouse)
        self.hold.update(dt, hit[0] if hit else None)

    # -- drawing -------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        if self._layout_dirty:
            self._layout()
        surface.blit(common.backdrop("plain"), (0, 0))
        self._draw_top(surface)
        hidden = self.drag.hidden_keys
        self.pool_panel.draw(surface, self.model, self.mouse, self.time, hidden, self.drag.busy)
        self.deck_column.draw(surface, self.mouse, hidden)
        self.drag.draw_targets(surface)
        self._draw_hover(surface)
        self._draw_status(surface)            # messages over the zoom, never under it
        self.drag.draw_overlay(surface)

    def _draw_top(self, surface) -> None:
        text.blit_text(surface, "Deck builder", (20, TOP_Y + 6), 30, palette.ACCENT, text.BOLD)
        self.name_field.draw(surface, self.time)
        x = NAME_FIELD.right + 12
        right = self.new_button.rect.x - 10
        if not self._probs:
            badge, col = "✓ Ready to play", palette.GOOD
        else:
            badge, col = "Draft: not playable", palette.BAD
        img = fit(badge, 15, right - x, col, text.BOLD)
        surface.blit(img, (x, TOP_Y + 6))
        note = "unsaved changes" if self.dirty else ("saved" if self.saved_name else "not saved")
        surface.blit(fit(note, 13, right - x, palette.TEXT_DIM), (x, TOP_Y + 27))
        for b in self.buttons:
            b.draw(surface)

    def _draw_status(self, surface) -> None:
        """The last notice, at the foot of the pool for a few seconds."""
        if self.status:
            msg, col, left = self.status
            img = fit(msg, 15, POOL.w - 60, palette.TEXT)
            box = pygame.Rect(0, 0, img.get_width() + 28, 32)
            box.midbottom = (POOL.centerx, POOL.bottom - 10)
            draw_panel(surface, box, fill=(20, 22, 30), border=col, radius=10, alpha=240)
            surface.blit(img, img.get_rect(center=box.center))

    def _draw_hover(self, surface) -> None:
        if self.drag.busy or self.app.stack.top is not self:
            return
        zoom = self.pinned
        if zoom is None and self.hold.key is not None and self.hold.held >= self.hold.delay:
            hit = self.card_at(self.mouse)
            zoom = hit if hit and hit[0] == self.hold.key else None
        if zoom is not None:
            name, anchor = zoom
            card = RULES.card(name)
            self.zoom_view.draw_zoom(surface, face_surface(name), card.name, card_text(card),
                                     anchor)
            return
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
        lines = self.deck_column.check_lines()
        if CHECKS.collidepoint(self.mouse) and lines:
            body = "\n".join("• " + m for m, _ in lines)
            Tooltip(440).draw(surface, body, (self.mouse[0] - 460, self.mouse[1] - 200), 14)


def open_deck_builder(app, deck=None) -> DeckBuilderScene:
    """Push the deck builder (optionally on ``deck``: a dict from the deck store or a saved
    deck's name) and return it."""
    return app.stack.push(DeckBuilderScene(app, deck))
