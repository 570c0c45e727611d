"""The Mabinogi Duel deck builder (the plug-in's collection: ``collection.DECKS``).

Left: every card a deck may hold, drawn with its level-1 values, filtered by resource,
type (summon / spell) and level-1 cost chips and a name search (:mod:`.builder_pool`).
Right: the deck (:mod:`.builder_deck`): its hero, the resources it uses as badges (at most
three), its cards with -/+ buttons (at most 12, at most 2 copies of a card), the cost curve
and the live checks in the engine's sentences. The deck, its limits and its problems are
the engine's :class:`engines.mabinogi.deck_model.DeckModel`: a refused addition (a 13th
card, a fourth resource, a third copy) shows the model's reason next to the cursor.

Add a card by clicking it or dragging it onto the deck; take one out with "−" or by
dragging its row back to the pool. Right-click a card, click a deck row, or rest the mouse
on either to see the card at levels 1, 2 and 3 (:mod:`.builder_zoom`). Decks are saved as JSON through the store
(:mod:`.collection`): an incomplete deck saves as a draft, only valid decks are offered
for play. The name box renames (Save asks whether to keep the old file), Copy duplicates,
Load lists the prebuilt and saved decks (:mod:`.builder_load`), Text… exports and imports
a deck as plain text (:mod:`.builder_text`); these file actions are
:mod:`.builder_actions`. Clicking the hero opens :mod:`.builder_hero`. Entry point:
:func:`open_builder`.
"""
from __future__ import annotations

import math
from app.ui.surface_cache import cached

import pygame

from app import collection_store as store
from app.scene import Scene
from app.ui import palette, text
from app.ui.cards import HoverHold
from app.ui.drag import DragController
from app.ui.fields import TextField
from app.ui.text import fit
from app.ui.widgets import Button, Tooltip, draw_panel
from engines.mabinogi.content import CARD_INDEX, CARDS, HEROES
from engines.mabinogi.deck_model import DEFAULT_HERO, DeckModel
from scenes import common
from scenes.mabinogi.builder_actions import DeckFileActions
from scenes.mabinogi.builder_cards import face
from scenes.mabinogi.builder_deck import DeckColumn
from scenes.mabinogi.builder_layout import (CHECKS, DECK, INFO_Y, LIST, NAME_FIELD, POOL,
                                            TOP_Y, H, W)
from scenes.mabinogi.builder_hero import HeroPicker
from scenes.mabinogi.builder_pool import PoolPanel
from scenes.mabinogi.builder_zoom import draw_zoom
from scenes.mabinogi.collection import STORE

FLIGHT_SECONDS = 0.3
POOL_TARGET = pygame.Rect(0, POOL.y, DECK.x - 4, H - POOL.y)   # drop a deck card here: out


class DeckBuilderScene(DeckFileActions, Scene):
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
        self.tooltip = Tooltip(340)
        self._probs: list[tuple[str, str]] = []
        self._warns: list[str] = []
        self.name_field = TextField(NAME_FIELD, "", "Untitled deck", store.MAX_NAME,
                                    self._renamed, label="Name")
        bx = W - 16
        self.buttons: list[Button] = []
        for label, cb, bw, tip in (
                ("Back", self.back, 78, "Leave the deck builder (Esc)"),
                ("Delete", self.delete, 82, "Delete this saved deck"),
                ("Copy", self._duplicate_clicked, 72, "Save a copy of this deck under a new name"),
                ("Save", self._save_clicked, 72, "Save this deck (Ctrl+S); a new name renames it"),
                ("Load", self.open_load, 72, "Open a prebuilt or saved deck"),
                ("New", self.new, 64, "Start an empty deck"),
                ("Text…", self.open_text, 76, "Export or import the deck as plain text")):
            bx -= bw
            self.buttons.append(Button((bx, TOP_Y + 2, bw, 42), label, cb, size=17,
                                       tooltip=tip))
            bx -= 6
        (self.back_button, self.delete_button, self.copy_button, self.save_button,
         self.load_button, self.new_button, self.text_button) = self.buttons
        self.pool_panel = PoolPanel(self._relayout)
        self.search = self.pool_panel.search
        self.deck_column = DeckColumn(self.model, self.add, self.remove, self.cycle_hero,
                                      self.open_heroes)
        self.drag = DragController(self._on_drop, self._legal_targets, self._can_pick,
                                   self._on_click)
        self._layout_dirty = True
        self.flights: list[list] = []          # [card, start, end, seconds so far]
        if isinstance(deck, str):
            deck = STORE.load(deck)
        if deck:
            self.load(deck)
        self.pool_panel.refilter()

    # -- deck contents ----------------------------------------------------------------------
    @property
    def counts(self) -> dict[str, int]:
        return self.model.counts

    @property
    def cards(self) -> list[str]:
        return self.model.cards()

    @property
    def deck(self) -> dict:
        return {"name": self.name_field.value.strip(), "hero": self.model.hero,
                "cards": self.model.cards()}

    def why_not_add(self, name: str) -> str | None:
        return self.model.why_not_add(name)

    def add(self, name: str) -> str | None:
        """Add one copy. Returns the refusal (shown next to the cursor), or None."""
        reason = self.model.add(name)
        if reason:
            self.notice(reason, bad=True)
            self.deck_column.flash_for(reason, name)
            return reason
        self._changed()
        self.deck_column.glow[name] = 0.8
        return None

    def remove(self, name: str) -> None:
        if self.model.remove(name):
            self._changed()

    def cycle_hero(self, step: int) -> None:
        keys = [h.key for h in HEROES]
        i = keys.index(self.model.hero) if self.model.hero in keys else -step
        self.model.set_hero(keys[(i + step) % len(keys)])
        self._changed()

    def open_heroes(self) -> None:
        self.name_field.focus(False)
        self.app.stack.push(HeroPicker(self.app, self.model.hero, self.choose_hero))

    def choose_hero(self, key: str) -> None:
        if key != self.model.hero and self.model.set_hero(key) is None:
            self._changed()

    def _changed(self) -> None:
        self.dirty = True
        self._layout_dirty = True
        self.message = None

    def _relayout(self) -> None:
        self._layout_dirty = True

    def load(self, deck: dict, copy: bool | None = None) -> None:
        """Show ``deck`` (an entry of the store, or {"name", "hero", "cards"}). Prebuilt
        decks are copied: a new name, unsaved. Names a deck cannot hold (no card has them,
        or a token's) are left out, and said."""
        copy = bool(deck.get("builtin")) if copy is None else copy
        cards = [str(c) for c in deck.get("cards") or []]
        hero = deck.get("hero") or DEFAULT_HERO
        self.model.counts = {}
        self.model.hero = str(hero)
        for c in cards:
            if c in CARD_INDEX and not CARDS[CARD_INDEX[c]].token:
                self.model.counts[c] = self.model.counts.get(c, 0) + 1
        left_out = [c for c in cards if c not in CARD_INDEX or CARDS[CARD_INDEX[c]].token]
        name = str(deck.get("name", ""))
        if copy:
            name = self.copy_name(name)
            self.saved_name, self.dirty = None, True
        else:
            self.saved_name, self.dirty = (name if deck.get("path") else None), False
        self.name_field.value = name[:store.MAX_NAME]
        self.deck_column.scroll = 0
        self._layout_dirty = True
        if left_out:
            shown = ", ".join(dict.fromkeys(c[:30] for c in left_out))
            k = len(left_out)
            self.notice(f"Left out {k} card{'s' if k != 1 else ''} a deck cannot hold "
                        f"(unknown, or summoned by other cards only): {shown}.", bad=True,
                        near=NAME_FIELD.bottomleft)

    def _renamed(self, value: str) -> None:
        self.dirty = True

    # -- validation (the engine's deck model) -------------------------------------------------
    def problems(self) -> list[tuple[str, str]]:
        """Why the deck may not be played: (the rules' sentence, what to do)."""
        return [(p.sentence, p.hint) for p in self.model.problems()]

    def warnings(self) -> list[str]:
        return list(self.model.warnings())

    @property
    def valid(self) -> bool:
        return not self.problems()

    # -- actions ------------------------------------------------------------------------------
    def notice(self, message: str, bad: bool = False, near=None) -> None:
        """Show ``message`` once: a refusal next to the cursor (or ``near``), any other
        notice at the foot of the card pool; both are drawn over the zoom."""
        self.message = message
        if bad:
            self.status = None
            self.drag.show_message(message, near if near is not None else self.mouse,
                                   seconds=4.0)
        else:
            self.status = (message, palette.GOOD, 3.5)

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

    # -- layout, drag and drop ---------------------------------------------------------------
    def _layout(self) -> None:
        self._layout_dirty = False
        self._probs = self.problems()
        self._warns = self.warnings()
        drags = self.pool_panel.layout() + self.deck_column.layout(self._probs, self._warns)
        self.drag.set_draggables(drags)
        self.drag.set_targets({"deck": DECK, "pool": POOL_TARGET})

    def _can_pick(self, payload) -> str | None:
        reason = self.why_not_add(payload[1]) if payload[0] == "pool" else None
        if reason:
            self.message = reason
            self.deck_column.flash_for(reason, payload[1])
        return reason

    def _legal_targets(self, payload) -> set:
        return {"deck"} if payload[0] == "pool" else {"pool"}

    def _on_drop(self, payload, key):
        kind, name = payload
        if kind == "pool" and key == "deck":
            reason = self.why_not_add(name)
            if reason:
                self.message = reason
                self.deck_column.flash_for(reason, name)
                return reason
            self.add(name)
            return None
        if kind == "card" and key == "pool":
            self.remove(name)
            return None
        return ""     # snap back quietly

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
        end = next((r.center for r, n in self.deck_column.rows if n == name), LIST.center)
        self.flights.append([name, start, end, 0.0])

    def _draw_flights(self, surface) -> None:
        for name, start, end, t in self.flights:
            k = min(1.0, t / FLIGHT_SECONDS)
            ease = 1 - (1 - k) ** 3
            img = small_face(name)
            x = start[0] + (end[0] - start[0]) * ease
            y = start[1] + (end[1] - start[1]) * ease - 60 * math.sin(math.pi * k)
            surface.blit(img, img.get_rect(center=(int(x), int(y))))

    # -- input ---------------------------------------------------------------------------------
    def card_at(self, pos) -> tuple[str, tuple] | None:
        """(card name, anchor) of the pool card or deck row under ``pos``."""
        return self.pool_panel.card_at(pos) or self.deck_column.card_at(pos)

    def handle(self, event) -> bool:
        if self._layout_dirty:
            self._layout()
        et = event.type
        if hasattr(event, "pos"):
            self.mouse = tuple(event.pos)
        for field in (self.name_field, self.search):
            if field.focused and et in (pygame.TEXTINPUT, pygame.KEYDOWN):
                return field.handle(event)
        if et == pygame.KEYDOWN:
            return self._key(event)
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
        if any([f.handle(event) for f in (self.name_field, self.search)]):
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

    def _key(self, event) -> bool:
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

    def update(self, dt: float) -> None:
        self.time += dt
        self.drag.update(dt)
        self.deck_column.update(dt)
        speed = float(getattr(self.app.settings, "speed_factor", 1.0) or 1.0)
        for f in self.flights:
            f[3] += dt * speed
        self.flights = [f for f in self.flights if f[3] < FLIGHT_SECONDS]
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
        surface.blit(background(), (0, 0))
        self._draw_top(surface)
        hidden = self.drag.hidden_keys
        self.pool_panel.show_info = self.status is None
        self.pool_panel.draw(surface, self.model, self.mouse, self.time, hidden, self.drag.busy)
        self.deck_column.draw(surface, self.mouse, hidden)
        self.drag.draw_targets(surface)
        self._draw_flights(surface)
        self._draw_hover(surface)
        self._draw_status(surface)            # messages over the zoom, never under it
        self.drag.draw_overlay(surface)

    def _draw_top(self, surface) -> None:
        text.blit_text(surface, "Deck builder", (20, TOP_Y + 2), 28, palette.ACCENT, text.BOLD)
        note = "unsaved changes" if self.dirty else ("saved" if self.saved_name else "not saved")
        surface.blit(fit(f"Mabinogi Duel · {note}", 12, NAME_FIELD.x - 30, palette.TEXT_DIM),
                     (21, TOP_Y + 35))
        self.name_field.draw(surface, self.time)
        for b in self.buttons:
            b.draw(surface)

    def _draw_status(self, surface) -> None:
        """The last notice, for a few seconds, over the pool's line of counts."""
        if self.status:
            msg, col, left = self.status
            box = pygame.Rect(POOL.x + 10, INFO_Y - 5, POOL.w - 20, 26)
            draw_panel(surface, box, fill=(20, 22, 30), border=col, radius=10, alpha=245)
            img = fit(msg, 14, box.w - 24, palette.TEXT)
            surface.blit(img, img.get_rect(center=box.center))

    def zoomed(self) -> tuple[str, tuple] | None:
        """The card shown at levels 1/2/3: pinned by a right-click, or held under the
        mouse for a moment."""
        if self.pinned is not None:
            return self.pinned
        if self.hold.key is not None and self.hold.held >= self.hold.delay:
            hit = self.card_at(self.mouse)
            if hit and hit[0] == self.hold.key:
                return hit
        return None

    def _draw_hover(self, surface) -> None:
        if self.drag.busy or self.app.stack.top is not self:
            return
        zoom = self.zoomed()
        if zoom is not None:
            name, anchor = zoom
            draw_zoom(surface, name, anchor, self.model.counts.get(name, 0))
            return
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
        lines = self.deck_column.check_lines()
        if CHECKS.collidepoint(self.mouse) and lines:
            body = "\n".join(("" if m.startswith("→") else "• ") + m for m, _ in lines)
            Tooltip(440).draw(surface, body, (self.mouse[0] - 460, self.mouse[1] - 240), 14)


@cached
def small_face(name: str) -> pygame.Surface:
    return pygame.transform.smoothscale(face(name, 1), (59, 80))


@cached
def background() -> pygame.Surface:
    """The backdrop with the two panels' frames, composed once (one blit a frame)."""
    surf = common.backdrop("plain").copy()
    draw_panel(surf, POOL, alpha=215)
    draw_panel(surf, DECK, alpha=215)
    return surf


def open_builder(app, deck=None) -> DeckBuilderScene:
    """Push the deck builder (optionally on ``deck``: an entry of the store or a saved
    deck's name) and return it. The plug-in's ``Collection.open_builder``."""
    return app.stack.push(DeckBuilderScene(app, deck))
