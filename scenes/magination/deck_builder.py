"""The Magi-Nation Duel deck builder.

Left: the whole Base Set as a scrollable grid of card tiles, filtered by region, type and
cost chips and a name search. Cards the engine cannot play yet are greyed: hovering one
says why, and they cannot be added. Right: the deck being built - the Magi stack (three
different Magi in play order: drag a row onto another, or use the arrows), the other
cards with counts and -/+ buttons, a cost curve of the non-Magi cards and live
validation (``RULES.deck_problems`` plus the builder's own hints).

Add a card by clicking its tile or dragging it onto the deck; remove one with "-" or by
dragging it out. Right-click a card (or rest the mouse on it) for its full text.
Decks are saved through :mod:`scenes.magination.decks`: an incomplete deck saves as a draft, only
valid decks are offered for play. Entry point for the shell: :func:`open_deck_builder`.

The tiles are drawn here (a compact list renderer). Region colours, emblems and the
zoomed face come from the table's ``scenes.magination.card_art`` when it is there; a
small fallback of this module's own draws them otherwise.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Callable

import pygame

from app import collection_store as store
from app.scene import Scene
from app.ui import art, palette, text
from app.ui.cards import HoverHold, ZoomView, draw_card_frame
from app.ui.drag import DragController, Draggable
from app.ui.widgets import Button, Tooltip, draw_panel
from engines.magination import CARDS, MAGI, RULES
from scenes import common
from scenes.magination.decks import DECKS
from scenes.message import confirm

W, H = common.W, common.H

REGIONS = ("Arderial", "Cald", "Naroom", "Orothe", "Underneath", "Universal")
try:
    from scenes.magination import card_art as _card_art
except ImportError:          # the table's card art is optional here
    _card_art = None

REGION_STYLE = {   # colour, emblem (the emblem and the name are shown with the colour)
    "Arderial": ((214, 188, 84), "sun"),
    "Cald": ((208, 80, 56), "flame"),
    "Naroom": ((76, 160, 84), "leaf"),
    "Orothe": ((60, 116, 206), "drop"),
    "Underneath": ((150, 100, 180), "crystal"),
    "Universal": ((150, 150, 160), "balance"),
}
if _card_art is not None and hasattr(_card_art, "REGIONS"):
    for _r in REGION_STYLE:
        _st = _card_art.REGIONS.get(_r)
        if _st:
            REGION_STYLE[_r] = (tuple(_st["fill"]), _st["emblem"])


def emblem(name: str, size: int, colour) -> pygame.Surface:
    if _card_art is not None and hasattr(_card_art, "emblem"):
        return _card_art.emblem(name, size, tuple(colour)[:3])
    return art.emblem(name, size, colour)
TYPES = ("Magi", "Creature", "Relic", "Spell")
COSTS = (("0-1", 0, 1), ("2", 2, 2), ("3", 3, 3), ("4", 4, 4), ("5+", 5, 999))
MAX_COPIES = 3
MIN_CARDS = 40
NOT_PLAYABLE = "Not playable yet: its power is not implemented"

# layout ------------------------------------------------------------------------------
TOP_Y = 12
NAME_FIELD = pygame.Rect(236, TOP_Y + 2, 290, 42)
POOL = pygame.Rect(16, 70, 738, 638)
GRID = pygame.Rect(28, 212, 700, 488)
SCROLLBAR = pygame.Rect(GRID.right + 8, GRID.y, 8, GRID.h)
TILE_W, TILE_H, TILE_GAP = 228, 46, 8
COLS = 3
DECK = pygame.Rect(766, 70, 498, 638)
DX = DECK.x + 12
DW = DECK.w - 24
MAGI_Y = DECK.y + 34
MAGI_ROW_H, MAGI_GAP = 38, 4
LIST = pygame.Rect(DX, DECK.y + 190, DW, 280)
ROW_W, ROW_H, ROW_GAP = (DW - 8) // 2, 26, 2
CURVE = pygame.Rect(DX, DECK.bottom - 158, 196, 148)
CHECKS = pygame.Rect(CURVE.right + 12, CURVE.y, DECK.right - 12 - CURVE.right - 12, 148)


def region_of(card) -> str:
    r = card.regions[0] if card.regions else "Universal"
    return r if r in REGION_STYLE else "Universal"


def region_colour(card) -> tuple:
    return REGION_STYLE[region_of(card)][0]


def not_playable_reason(card) -> str | None:
    if card.implemented:
        return None
    if card.powers or not card.effects:
        return NOT_PLAYABLE
    return "Not playable yet: its effect is not implemented"


def _sort_key(card):
    # the cards the app can play first, then the greyed ones; each by region, type, cost
    return (not card.implemented, REGIONS.index(region_of(card)), TYPES.index(card.type),
            card.base_cost, card.name.lower())


POOL_CARDS = sorted(CARDS, key=_sort_key)


# text helpers --------------------------------------------------------------------------
@lru_cache(maxsize=2048)
def fit(label: str, size: int, width: int, colour=palette.TEXT,
        weight: str = text.REGULAR) -> pygame.Surface:
    """``label`` rendered no wider than ``width``: a smaller size first, then an ellipsis."""
    for s in (size, size - 1, size - 2):
        if text.font(s, weight).size(label)[0] <= width:
            return text.render(label, s, colour, weight)
    s = size - 2
    cut = label
    while cut and text.font(s, weight).size(cut + "…")[0] > width:
        cut = cut[:-1]
    return text.render(cut.rstrip() + "…", s, colour, weight)


def _grey(c, k: float = 0.75) -> tuple:
    g = sum(c[:3]) // 3
    return tuple(int(v + (g - v) * k) for v in c[:3])


# card pictures ---------------------------------------------------------------------------
@lru_cache(maxsize=512)
def tile_surface(name: str, size=(TILE_W, TILE_H)) -> pygame.Surface:
    """A pool tile: region strip with emblem, name, type line and cost badge."""
    card = RULES.card(name)
    w, h = size
    playable = card.implemented
    col = region_colour(card) if playable else _grey(region_colour(card))
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    r = surf.get_rect()
    body = art.shade(col, -0.72) if playable else (40, 42, 48)
    pygame.draw.rect(surf, body, r, border_radius=8)
    strip = pygame.Rect(0, 0, 34, h)
    pygame.draw.rect(surf, art.shade(col, -0.15), strip, border_top_left_radius=8,
                     border_bottom_left_radius=8)
    icon = emblem(REGION_STYLE[region_of(card)][1], 24,
                      art.shade(col, 0.55) if playable else (150, 150, 156))
    surf.blit(icon, icon.get_rect(center=strip.center))
    name_col = palette.TEXT if playable else (140, 140, 148)
    surf.blit(fit(card.name, 15, w - 42 - 38, name_col, text.BOLD), (42, 5))
    if card.type == MAGI:
        sub = f"Magi · {card.cost} energy, +{card.energize}"
    else:
        sub = f"{region_of(card)} {card.type}"
    if not playable:
        sub = f"{card.type} · not playable yet"
    surf.blit(fit(sub, 12, w - 42 - 38, palette.TEXT_DIM if playable else (120, 120, 128)),
              (42, 26))
    # cost badge (Magi: a ring with the starting energy)
    c = (w - 20, h // 2)
    cost = str(card.cost)
    if card.type == MAGI:
        pygame.draw.circle(surf, art.shade(col, -0.4), c, 14)
        pygame.draw.circle(surf, art.shade(col, 0.3), c, 14, 2)
    else:
        pygame.draw.circle(surf, art.shade(col, 0.15) if playable else (96, 96, 104), c, 14)
        pygame.draw.circle(surf, palette.CARD_EDGE, c, 14, 1)
    label = fit(cost, 14 if len(cost) <= 2 else 11, 27, palette.TEXT if card.type == MAGI else palette.TEXT_DARK,
                text.BOLD)
    surf.blit(label, label.get_rect(center=c))
    pygame.draw.rect(surf, art.shade(col, 0.1) if playable else (70, 72, 80), r, width=2,
                     border_radius=8)
    return surf


@lru_cache(maxsize=32)
def face_surface(name: str, size=(250, 350)) -> pygame.Surface:
    """A large face for the zoom (the table's card art when available), with a
    "Not playable yet" band on the cards the app cannot play."""
    card = RULES.card(name)
    if _card_art is not None and hasattr(_card_art, "draw_face"):
        try:
            surf = _card_art.draw_face(card, size).copy()
        except Exception:       # never let a drawing problem break the builder
            surf = _own_face(card, size)
        else:
            if not card.implemented:
                w, h = size
                band = pygame.Surface((w - 8, 30), pygame.SRCALPHA)
                band.fill((20, 20, 24, 225))
                band.blit(fit("Not playable yet", 16, w - 20, palette.BAD, text.BOLD), (10, 6))
                surf.blit(band, (4, h // 2 - 15))
        return surf
    return _own_face(card, size)


def _own_face(card, size) -> pygame.Surface:
    w, h = size
    col = region_colour(card)
    surf = draw_card_frame(size, fill=art.shade(col, -0.74), inner=art.shade(col, 0.1),
                           radius=14).copy()
    title = fit(card.name, 22, w - 80, palette.TEXT, text.BOLD)
    surf.blit(title, (18, 18))
    c = (w - 32, 32)
    pygame.draw.circle(surf, art.shade(col, 0.25), c, 19)
    pygame.draw.circle(surf, palette.CARD_EDGE, c, 19, 2)
    cost = fit(str(card.cost), 18, 34, palette.TEXT_DARK, text.BOLD)
    surf.blit(cost, cost.get_rect(center=c))
    window = pygame.Rect(18, 58, w - 36, int(h * 0.48))
    pygame.draw.rect(surf, art.shade(col, -0.5), window, border_radius=10)
    shape = {"Magi": "magi"}.get(card.type, REGION_STYLE[region_of(card)][1])
    pic = emblem(shape, int(window.h * 0.8), art.shade(col, 0.35))
    surf.blit(pic, pic.get_rect(center=window.center))
    pygame.draw.rect(surf, art.shade(col, 0.3), window, width=2, border_radius=10)
    line = f"{region_of(card)} {card.type}"
    surf.blit(fit(line, 16, w - 36, palette.ACCENT, text.BOLD), (18, window.bottom + 10))
    y = window.bottom + 36
    if card.type == MAGI:
        info = f"Energy {card.cost}   Energize +{card.energize}"
        surf.blit(fit(info, 15, w - 36, palette.TEXT), (18, y))
        y += 24
    names = [p.name for p in card.powers] + [e.name for e in card.effects]
    if names:
        surf.blit(text.render_wrapped(", ".join(names), 14, w - 36, palette.TEXT_DIM), (18, y))
    if not card.implemented:
        band = pygame.Surface((w - 8, 30), pygame.SRCALPHA)
        band.fill((20, 20, 24, 220))
        band.blit(fit("Not playable yet", 16, w - 20, palette.BAD, text.BOLD), (10, 6))
        surf.blit(band, (4, h - 44))
    return surf


def card_text(card) -> str:
    """The full text of a card for the zoom panel."""
    parts = [f"{region_of(card)} {card.type}" + (f" · rarity {card.rarity}" if card.rarity else "")]
    if card.type == MAGI:
        parts.append(f"Starting energy {card.cost}, energize {card.energize}.")
        if card.starting:
            parts.append("Starting cards: " + ", ".join(card.starting) + ".")
    else:
        parts.append(f"Cost {card.cost}.")
    for p in card.powers:
        parts.append(f"POWER {p.name} ({p.cost}): {p.text}")
    for e in card.effects:
        parts.append(f"EFFECT {e.name}: {e.text}")
    if card.text:
        parts.append(card.text)
    reason = not_playable_reason(card)
    if reason:
        parts.append(reason + ".")
    return "\n".join(parts)


# small controls ------------------------------------------------------------------------------
class TextField:
    """A one-line text box: click to type (TEXTINPUT), Backspace deletes, Enter/Esc/Tab
    or a click elsewhere ends typing."""

    def __init__(self, rect, value: str = "", placeholder: str = "", max_len: int = 32,
                 on_change: Callable[[str], None] | None = None, label: str = "") -> None:
        self.rect = pygame.Rect(rect)
        self.value = value
        self.placeholder = placeholder
        self.max_len = max_len
        self.on_change = on_change
        self.label = label
        self.focused = False
        self.visible = True
        self.enabled = True

    def focus(self, on: bool = True) -> None:
        if on == self.focused:
            return
        self.focused = on
        try:
            if on:
                pygame.key.start_text_input()
            else:
                pygame.key.stop_text_input()
        except pygame.error:
            pass

    def activate(self) -> None:
        self.focus(True)

    def set(self, value: str) -> None:
        value = value[:self.max_len]
        if value != self.value:
            self.value = value
            if self.on_change:
                self.on_change(value)

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            inside = self.rect.collidepoint(event.pos)
            self.focus(inside)
            return inside
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            self.set(self.value + "".join(ch for ch in event.text if ch.isprintable()))
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE:
                if event.mod & pygame.KMOD_CTRL:
                    self.set(self.value.rstrip().rpartition(" ")[0])
                else:
                    self.set(self.value[:-1])
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE,
                               pygame.K_TAB):
                self.focus(False)
            return True      # typing: no shortcuts
        return False

    def draw(self, surface, time: float = 0.0) -> None:
        r = self.rect
        pygame.draw.rect(surface, (20, 22, 30), r, border_radius=8)
        pygame.draw.rect(surface, palette.ACCENT if self.focused else palette.PANEL_BORDER, r,
                         width=2, border_radius=8)
        x = r.x + 10
        if self.label:
            lab = text.render(self.label, 13, palette.TEXT_DIM)
            surface.blit(lab, (x, r.centery - lab.get_height() // 2))
            x += lab.get_width() + 8
        inner = r.right - 10 - x
        if self.value:
            img = text.render(self.value, 17, palette.TEXT)
            area = pygame.Rect(max(0, img.get_width() - inner), 0, inner, img.get_height())
            surface.blit(img, (x, r.centery - img.get_height() // 2), area)
            end = x + min(img.get_width(), inner)
        else:
            img = text.render(self.placeholder, 16, (110, 112, 124))
            surface.blit(img, (x, r.centery - img.get_height() // 2),
                         pygame.Rect(0, 0, inner, img.get_height()))
            end = x
        if self.focused and int(time * 2) % 2 == 0:
            pygame.draw.line(surface, palette.ACCENT, (end + 2, r.y + 9), (end + 2, r.bottom - 9), 2)


class Chip:
    """A filter chip: on/off, with an optional colour swatch and emblem."""

    def __init__(self, rect, label: str, value, colour=None, emblem: str | None = None,
                 tooltip: str | None = None) -> None:
        self.rect = pygame.Rect(rect)
        self.label = label
        self.value = value
        self.colour = colour
        self.emblem = emblem
        self.tooltip = tooltip
        self.on = False

    def draw(self, surface, hot: bool) -> None:
        r = self.rect
        col = self.colour or palette.PANEL_LIGHT
        if self.on:
            fill, border = (art.shade(col, -0.25) if self.colour else palette.ACCENT_DARK), palette.ACCENT
        else:
            fill, border = (art.shade(col, -0.68) if self.colour else (30, 34, 46)), \
                (palette.ACCENT if hot else (art.shade(col, -0.2) if self.colour else palette.PANEL_BORDER))
        pygame.draw.rect(surface, fill, r, border_radius=17)
        pygame.draw.rect(surface, border, r, width=2, border_radius=17)
        x = r.x + 10
        if self.emblem:
            icon = emblem(self.emblem, 20, art.shade(col, 0.5))
            surface.blit(icon, (x - 2, r.centery - 10))
            x += 22
        lab = fit(self.label, 14, r.right - 6 - x, palette.TEXT, text.BOLD)
        cx = (x + r.right - 6) // 2 if self.emblem else r.centerx
        surface.blit(lab, lab.get_rect(center=(cx, r.centery)))


# the scene ---------------------------------------------------------------------------------
class DeckBuilderScene(Scene):
    def __init__(self, app, deck=None) -> None:
        super().__init__(app)
        self.mouse = (-1, -1)
        self.time = 0.0
        self.magi: list[str] = []
        self.counts: dict[str, int] = {}
        self.saved_name: str | None = None     # the file being edited (None: not saved)
        self.dirty = False
        self.status: tuple[str, tuple, float] | None = None
        self.message: str | None = None        # the last refusal or notice (tests read it)
        self.scroll = 0
        self.deck_scroll = 0
        self.pinned: tuple[str, tuple] | None = None   # right-click zoom (name, anchor)
        self.hold = HoverHold(0.6)
        self.zoom_view = ZoomView(panel_width=320)
        self.tooltip = Tooltip(340)
        self._zones: list[tuple[pygame.Rect, Callable[[], None], str]] = []
        self._pressed_zone: pygame.Rect | None = None
        self._dragging_bar = False
        # top bar
        self.name_field = TextField(NAME_FIELD, "", "Untitled deck", store.MAX_NAME,
                                    self._renamed, label="Name")
        bx = W - 16
        self.buttons: list[Button] = []
        for label, cb, bw in (("Back", self.back, 96), ("Delete", self.delete, 96),
                              ("Save", self.save, 88), ("Load", self.open_load, 88),
                              ("New", self.new, 80)):
            bx -= bw
            self.buttons.append(Button((bx, TOP_Y + 2, bw, 42), label, cb, size=18))
            bx -= 8
        self.back_button, self.delete_button, self.save_button, self.load_button, \
            self.new_button = self.buttons
        # filters
        self.region_chips = []
        x = POOL.x + 12
        widths = [text.font(14, text.BOLD).size(reg)[0] + 46 for reg in REGIONS]
        spare = (POOL.w - 24 - 5 * 6 - sum(widths)) // len(REGIONS)
        for reg, cw in zip(REGIONS, widths):
            colour, emb = REGION_STYLE[reg]
            self.region_chips.append(Chip((x, POOL.y + 12, cw + spare, 34), reg, reg,
                                          colour, emb))
            x += cw + spare + 6
        x = POOL.x + 12
        y = POOL.y + 54
        self.type_chips = []
        for t, tw in zip(TYPES, (64, 92, 64, 64)):
            self.type_chips.append(Chip((x, y, tw, 34), t, t))
            x += tw + 6
        x += 14
        self.cost_chips = []
        for label, lo, hi in COSTS:
            cw = 52 if "-" in label else 48 if "+" in label else 40
            self.cost_chips.append(Chip((x, y, cw, 34), label, (lo, hi),
                                        tooltip="Cost to play (Magi have no cost: a cost "
                                                "filter hides them)"))
            x += cw + 6
        self.playable_chip = Chip((x + 8, y, POOL.right - 12 - (x + 8), 34), "Playable only",
                                  "playable", tooltip="Hide the cards the app cannot play yet")
        self.search = TextField((POOL.x + 12, POOL.y + 96, 300, 34), "", "Search by name",
                                30, lambda v: self._refilter(), label="Find")
        self.clear_chip = Chip((POOL.x + 324, POOL.y + 96, 124, 34), "Clear filters", "clear")
        self.chips = self.region_chips + self.type_chips + self.cost_chips + [self.playable_chip]
        self.drag = DragController(self._on_drop, self._legal_targets, self._can_pick,
                                   self._on_click)
        self.pool: list = list(POOL_CARDS)
        self._layout_dirty = True
        self.tiles: list[tuple[pygame.Rect, object]] = []
        self.deck_rows: list[tuple[pygame.Rect, str]] = []
        self.magi_rows: list[pygame.Rect] = [
            pygame.Rect(DX, MAGI_Y + i * (MAGI_ROW_H + MAGI_GAP), DW, MAGI_ROW_H)
            for i in range(3)]
        if isinstance(deck, str):
            deck = DECKS.load(deck)
        if deck:
            self.load(deck)
        self._refilter()

    # -- deck contents ----------------------------------------------------------------------
    @property
    def cards(self) -> list[str]:
        out = []
        for name in self.sorted_names():
            out.extend([name] * self.counts[name])
        return out

    @property
    def deck(self) -> dict:
        return {"name": self.name_field.value.strip(), "magi": list(self.magi),
                "cards": self.cards}

    def card_count(self) -> int:
        return sum(self.counts.values())

    def sorted_names(self) -> list[str]:
        return sorted(self.counts, key=lambda n: (TYPES.index(RULES.card(n).type),
                                                  RULES.card(n).base_cost, n.lower()))

    def copies(self, card) -> int:
        """Copies in the deck counted under the card's identity (alternates together)."""
        ident = card.identity
        return sum(k for n, k in self.counts.items() if RULES.card(n).identity == ident)

    def why_not_add(self, name: str) -> str | None:
        card = RULES.card(name)
        reason = not_playable_reason(card)
        if reason:
            return reason
        if card.type == MAGI:
            if any(RULES.card(m).identity == card.identity for m in self.magi):
                return f"{card.name} is already in the Magi stack: the three Magi must differ."
            if len(self.magi) >= 3:
                return "The Magi stack is full (3 Magi): remove one first."
            return None
        if self.copies(card) >= MAX_COPIES:
            return f"At most {MAX_COPIES} copies of {card.identity} in a deck."
        return None

    def add(self, name: str) -> str | None:
        """Add one copy (a Magi joins the stack). Returns the refusal, or None."""
        reason = self.why_not_add(name)
        if reason:
            self.notice(reason, bad=True)
            return reason
        card = RULES.card(name)
        if card.type == MAGI:
            self.magi.append(card.name)
        else:
            self.counts[card.name] = self.counts.get(card.name, 0) + 1
        self._changed()
        return None

    def remove(self, name: str) -> None:
        if name in self.magi:
            self.magi.remove(name)
        elif self.counts.get(name):
            self.counts[name] -= 1
            if not self.counts[name]:
                del self.counts[name]
        else:
            return
        self._changed()

    def move_magi(self, i: int, j: int) -> None:
        if 0 <= i < len(self.magi) and 0 <= j < len(self.magi) and i != j:
            self.magi.insert(j, self.magi.pop(i))
            self._changed()

    def _changed(self) -> None:
        self.dirty = True
        self._layout_dirty = True
        self.message = None

    def load(self, deck: dict, copy: bool | None = None) -> None:
        """Show ``deck`` (a dict from app.decks). Starters are copied: a new name, unsaved."""
        copy = bool(deck.get("builtin")) if copy is None else copy
        self.magi = []
        self.counts = {}
        for n in deck.get("magi", []):
            try:
                self.magi.append(RULES.card(n).name)
            except KeyError:
                pass
        for n in deck.get("cards", []):
            try:
                c = RULES.card(n)
            except KeyError:
                continue
            self.counts[c.name] = self.counts.get(c.name, 0) + 1
        name = deck.get("name", "")
        if copy:
            name = f"{name.replace(' starter', '')} copy"
            self.saved_name, self.dirty = None, True
        else:
            self.saved_name, self.dirty = name, False
        self.name_field.value = name[:store.MAX_NAME]
        self.deck_scroll = 0
        self._layout_dirty = True

    def _renamed(self, value: str) -> None:
        self.dirty = True

    # -- validation ---------------------------------------------------------------------------
    def problems(self) -> list[str]:
        """Why the deck may not be played: the builder's hints, then the rules' reasons."""
        out = []
        if len(self.magi) < 3:
            k = 3 - len(self.magi)
            out.append(f"Choose {k} more Magi for the stack." if k < 3
                       else "Choose 3 Magi for the stack.")
        n = self.card_count()
        if n < MIN_CARDS:
            k = MIN_CARDS - n
            out.append(f"Add {k} more card{'s' if k != 1 else ''} (at least {MIN_CARDS} "
                       "besides the Magi).")
        for msg in RULES.deck_problems({"magi": self.magi, "cards": self.cards}):
            if len(self.magi) < 3 and msg.startswith("A Magi stack needs"):
                continue
            if n < MIN_CARDS and msg.startswith("A deck needs at least"):
                continue
            if msg not in out:
                out.append(msg)
        return out

    def warnings(self) -> list[str]:
        """Legal but worth knowing: Relics no Magi of the stack can play."""
        if len(self.magi) < 3:
            return []
        regions = {r for m in self.magi for r in RULES.card(m).regions}
        out = []
        for name in self.sorted_names():
            c = RULES.card(name)
            if c.type == "Relic" and "Universal" not in c.regions and not regions & set(c.regions):
                out.append(f"{c.name}: only {'/'.join(c.regions)} Magi can play this Relic, "
                           "and the stack has none.")
        return out

    @property
    def valid(self) -> bool:
        return not self.problems()

    # -- actions ------------------------------------------------------------------------------
    def notice(self, message: str, bad: bool = False, near=None) -> None:
        self.message = message
        self.status = (message, palette.BAD if bad else palette.GOOD, 3.5)
        if bad:
            self.drag.show_message(message, near if near is not None else self.mouse)

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
            entry = DECKS.save({"name": name, "magi": self.magi, "cards": self.cards})
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
        self.magi, self.counts = [], {}
        self.name_field.value = ""
        self.saved_name, self.dirty = None, False
        self.deck_scroll = 0
        self._layout_dirty = True
        self.notice("A new, empty deck.")

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

    # -- filters -----------------------------------------------------------------------------
    def _refilter(self) -> None:
        regions = {c.value for c in self.region_chips if c.on}
        types = {c.value for c in self.type_chips if c.on}
        costs = [c.value for c in self.cost_chips if c.on]
        words = self.search.value.lower().split()
        out = []
        for card in POOL_CARDS:
            if regions and region_of(card) not in regions:
                continue
            if types and card.type not in types:
                continue
            if costs and (card.type == MAGI or not any(lo <= card.base_cost <= hi
                                                       for lo, hi in costs)):
                continue
            if self.playable_chip.on and not card.implemented:
                continue
            if words and not all(w in card.name.lower() for w in words):
                continue
            out.append(card)
        self.pool = out
        self.scroll = min(self.scroll, self._max_scroll())
        self._layout_dirty = True

    def toggle_chip(self, chip: Chip) -> None:
        if chip is self.clear_chip:
            for c in self.chips:
                c.on = False
            self.search.set("")
        else:
            chip.on = not chip.on
        self._refilter()

    def _max_scroll(self) -> int:
        rows = (len(self.pool) + COLS - 1) // COLS
        return max(0, rows * (TILE_H + TILE_GAP) - TILE_GAP - GRID.h)

    def _deck_max_scroll(self) -> int:
        rows = (len(self.counts) + 1) // 2
        return max(0, rows * (ROW_H + ROW_GAP) - LIST.h)

    # -- layout ------------------------------------------------------------------------------
    def _layout(self) -> None:
        self._layout_dirty = False
        self._probs = self.problems()          # for drawing; recomputed on every change
        self._warns = self.warnings()
        self.scroll = max(0, min(self.scroll, self._max_scroll()))
        self.deck_scroll = max(0, min(self.deck_scroll, self._deck_max_scroll()))
        self.tiles = []
        drags: list[Draggable] = []
        for i, card in enumerate(self.pool):
            row, col = divmod(i, COLS)
            r = pygame.Rect(GRID.x + col * (TILE_W + TILE_GAP),
                            GRID.y + row * (TILE_H + TILE_GAP) - self.scroll, TILE_W, TILE_H)
            if r.bottom <= GRID.y or r.top >= GRID.bottom:
                continue
            self.tiles.append((r, card))
            drags.append(Draggable(("pool", card.name), r.clip(GRID),
                                   tile_surface(card.name), ("pool", card.name)))
        self.deck_rows = []
        self._zones = []
        for i, name in enumerate(self.sorted_names()):
            row, col = divmod(i, 2)
            r = pygame.Rect(LIST.x + col * (ROW_W + 8),
                            LIST.y + row * (ROW_H + ROW_GAP) - self.deck_scroll, ROW_W, ROW_H)
            if r.bottom <= LIST.y or r.top >= LIST.bottom:
                continue
            self.deck_rows.append((r, name))
            minus = pygame.Rect(r.right - 48, r.y + 3, 20, 20)
            plus = pygame.Rect(r.right - 24, r.y + 3, 20, 20)
            if r.clip(LIST).h >= ROW_H - 4:
                self._zones.append((minus, lambda n=name: self.remove(n), "-"))
                self._zones.append((plus, lambda n=name: self.add(n), "+"))
            body = r.clip(LIST)
            body.w = minus.x - 4 - body.x
            drags.append(Draggable(("card", name), body, self._row_sprite(name),
                                   ("card", name)))
        for i, r in enumerate(self.magi_rows):
            if i >= len(self.magi):
                continue
            up = pygame.Rect(r.right - 96, r.y + 5, 28, 28)
            down = pygame.Rect(r.right - 64, r.y + 5, 28, 28)
            out = pygame.Rect(r.right - 32, r.y + 5, 28, 28)
            if i > 0:
                self._zones.append((up, lambda i=i: self.move_magi(i, i - 1), "▲"))
            if i < len(self.magi) - 1:
                self._zones.append((down, lambda i=i: self.move_magi(i, i + 1), "▼"))
            self._zones.append((out, lambda n=self.magi[i]: self.remove(n), "✕"))
            body = pygame.Rect(r.x, r.y, up.x - 4 - r.x, r.h)
            drags.append(Draggable(("magi", i), body, self._magi_sprite(i), ("magi", i)))
        self.drag.set_draggables(drags)
        targets = {"deck": DECK, "pool": pygame.Rect(0, POOL.y, DECK.x, H - POOL.y)}
        for i, r in enumerate(self.magi_rows):
            targets[f"magi{i}"] = r
        self.drag.set_targets(targets)

    def _row_sprite(self, name: str) -> pygame.Surface:
        surf = pygame.Surface((ROW_W - 52, ROW_H), pygame.SRCALPHA)
        self._draw_row_body(surf, pygame.Rect(0, 0, ROW_W - 52, ROW_H), name, sprite=True)
        return surf

    def _magi_sprite(self, i: int) -> pygame.Surface:
        surf = pygame.Surface((DW - 100, MAGI_ROW_H), pygame.SRCALPHA)
        self._draw_magi_body(surf, pygame.Rect(0, 0, DW - 100, MAGI_ROW_H), i)
        return surf

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
        if GRID.collidepoint(pos):
            for r, card in self.tiles:
                if r.collidepoint(pos):
                    return card.name, r.center
        if LIST.collidepoint(pos):
            for r, name in self.deck_rows:
                if r.collidepoint(pos):
                    return name, r.center
        for i, r in enumerate(self.magi_rows):
            if i < len(self.magi) and r.collidepoint(pos):
                return self.magi[i], r.center
        return None

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
            step = -event.y * (TILE_H + TILE_GAP)
            if POOL.collidepoint(self.mouse):
                self.scroll = max(0, min(self._max_scroll(), self.scroll + step))
            elif LIST.collidepoint(self.mouse):
                self.deck_scroll = max(0, min(self._deck_max_scroll(),
                                              self.deck_scroll - event.y * (ROW_H + ROW_GAP) * 2))
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
        if et == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for chip in self.chips + [self.clear_chip]:
                if chip.rect.collidepoint(event.pos):
                    self.toggle_chip(chip)
                    return True
            for rect, _, _ in self._zones:
                if rect.collidepoint(event.pos):
                    self._pressed_zone = rect
                    return True
            if SCROLLBAR.inflate(10, 0).collidepoint(event.pos) and self._max_scroll():
                self._dragging_bar = True
                self._scroll_to(event.pos[1])
                return True
        if et == pygame.MOUSEMOTION and self._dragging_bar:
            self._scroll_to(event.pos[1])
            return True
        if et == pygame.MOUSEBUTTONUP and event.button == 1:
            if self._dragging_bar:
                self._dragging_bar = False
                return True
            if self._pressed_zone is not None:
                pressed, self._pressed_zone = self._pressed_zone, None
                for rect, cb, _ in list(self._zones):
                    if rect == pressed and rect.collidepoint(event.pos):
                        cb()
                        self._layout()
                        break
                return True
        if self._layout_dirty:
            self._layout()
        return self.drag.handle(event)

    def _scroll_to(self, y: int) -> None:
        t = (y - GRID.y) / max(1, GRID.h)
        self.scroll = int(max(0, min(1, t)) * self._max_scroll())
        self._layout_dirty = True

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
        self._draw_pool(surface)
        self._draw_deck(surface)
        self.drag.draw_targets(surface)
        self.drag.draw_overlay(surface)
        self._draw_hover(surface)

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

    def _draw_pool(self, surface) -> None:
        draw_panel(surface, POOL, alpha=215)
        for chip in self.chips + [self.clear_chip]:
            chip.draw(surface, chip.rect.collidepoint(self.mouse))
        self.search.draw(surface, self.time)
        info = f"{len(self.pool)} of {len(POOL_CARDS)} cards"
        text.blit_text(surface, info, (POOL.right - 14, POOL.y + 104), 15, palette.TEXT_DIM,
                       anchor="midright")
        text.blit_text(surface, "Click or drag to add · right-click to read",
                       (POOL.right - 14, POOL.y + 124), 12, (128, 130, 142),
                       anchor="midright")
        old = surface.get_clip()
        surface.set_clip(GRID)
        hidden = self.drag.hidden_keys
        for r, card in self.tiles:
            if ("pool", card.name) in hidden:
                pygame.draw.rect(surface, (60, 64, 80), r, width=1, border_radius=8)
                continue
            surface.blit(tile_surface(card.name), r)
            n = (1 if card.name in self.magi else 0) if card.type == MAGI else self.copies(card)
            if n:   # in the deck: a gold edge and the count on the region strip
                full = card.type == MAGI or n >= MAX_COPIES
                pygame.draw.rect(surface, palette.ACCENT, r, width=2, border_radius=8)
                label = "✓" if card.type == MAGI else f"×{n}"
                img = text.render(label, 12, palette.TEXT_DARK, text.BOLD)
                pill = pygame.Rect(0, 0, max(22, img.get_width() + 8), 16)
                pill.midbottom = (r.x + 17, r.bottom - 2)
                pygame.draw.rect(surface, (210, 210, 210) if full else palette.ACCENT, pill,
                                 border_radius=8)
                surface.blit(img, img.get_rect(center=pill.center))
            if r.collidepoint(self.mouse) and not self.drag.busy and card.implemented:
                pygame.draw.rect(surface, palette.LEGAL_GLOW, r, width=2, border_radius=8)
        if not self.pool:
            text.blit_text(surface, "No card matches these filters.", GRID.center, 18,
                           palette.TEXT_DIM, anchor="center")
        surface.set_clip(old)
        # scrollbar
        if self._max_scroll():
            pygame.draw.rect(surface, (24, 26, 34), SCROLLBAR, border_radius=4)
            content = self._max_scroll() + GRID.h
            th = max(30, int(GRID.h * GRID.h / content))
            ty = GRID.y + int((GRID.h - th) * self.scroll / self._max_scroll())
            pygame.draw.rect(surface, palette.PANEL_BORDER, (SCROLLBAR.x, ty, SCROLLBAR.w, th),
                             border_radius=4)
        if self.status:
            msg, col, left = self.status
            img = fit(msg, 15, POOL.w - 60, palette.TEXT)
            box = pygame.Rect(0, 0, img.get_width() + 28, 32)
            box.midbottom = (POOL.centerx, POOL.bottom - 10)
            draw_panel(surface, box, fill=(20, 22, 30), border=col, radius=10, alpha=240)
            surface.blit(img, img.get_rect(center=box.center))

    def _draw_deck(self, surface) -> None:
        draw_panel(surface, DECK, alpha=215)
        text.blit_text(surface, f"MAGI STACK  {len(self.magi)}/3", (DX, DECK.y + 10), 15,
                       palette.ACCENT, text.BOLD)
        text.blit_text(surface, "play order: drag a row or use the arrows",
                       (DECK.right - 12, DECK.y + 12), 12, palette.TEXT_DIM, anchor="topright")
        hidden = self.drag.hidden_keys
        for i, r in enumerate(self.magi_rows):
            if i >= len(self.magi):
                pygame.draw.rect(surface, (28, 30, 40), r, border_radius=8)
                pygame.draw.rect(surface, (78, 84, 104), r, width=1, border_radius=8)
                text.blit_text(surface, f"{i + 1}.  Empty: click or drag a Magi here",
                               (r.x + 12, r.centery), 14, (120, 122, 136), anchor="midleft")
                continue
            if ("magi", i) in hidden:
                pygame.draw.rect(surface, (60, 64, 80), r, width=1, border_radius=8)
                continue
            self._draw_magi_body(surface, pygame.Rect(r.x, r.y, r.w - 100, r.h), i)
        n = self.card_count()
        y = LIST.y - 26
        col = palette.ACCENT if n >= MIN_CARDS else palette.BAD
        text.blit_text(surface, f"DECK  {n} card{'s' if n != 1 else ''}", (DX, y), 15, col,
                       text.BOLD)
        text.blit_text(surface, f"at least {MIN_CARDS}, at most {MAX_COPIES} of a card",
                       (DECK.right - 12, y + 2), 12, palette.TEXT_DIM, anchor="topright")
        old = surface.get_clip()
        surface.set_clip(LIST)
        for r, name in self.deck_rows:
            if ("card", name) in hidden:
                pygame.draw.rect(surface, (60, 64, 80), r, width=1, border_radius=6)
                continue
            self._draw_row_body(surface, r, name)
        if not self.counts:
            text.blit_text(surface, "No cards yet: click cards on the left to add them.",
                           (LIST.centerx, LIST.y + 40), 14, palette.TEXT_DIM, anchor="center")
        surface.set_clip(old)
        if self._deck_max_scroll():
            bar = pygame.Rect(LIST.right + 3, LIST.y, 5, LIST.h)
            pygame.draw.rect(surface, (24, 26, 34), bar, border_radius=3)
            th = max(20, int(LIST.h * LIST.h / (LIST.h + self._deck_max_scroll())))
            ty = LIST.y + int((LIST.h - th) * self.deck_scroll / self._deck_max_scroll())
            pygame.draw.rect(surface, palette.PANEL_BORDER, (bar.x, ty, bar.w, th), border_radius=3)
        for rect, _, glyph in self._zones:
            hot = rect.collidepoint(self.mouse)
            pygame.draw.rect(surface, (74, 84, 112) if hot else palette.PANEL_LIGHT, rect,
                             border_radius=5)
            pygame.draw.rect(surface, palette.ACCENT if hot else palette.PANEL_BORDER, rect,
                             width=1, border_radius=5)
            g = text.render(glyph, 14 if rect.w < 24 else 15, palette.TEXT, text.BOLD)
            surface.blit(g, g.get_rect(center=rect.center))
        pygame.draw.line(surface, palette.PANEL_BORDER, (DX, CURVE.y - 8),
                         (DECK.right - 12, CURVE.y - 8), 1)
        self._draw_curve(surface)
        self._draw_checks(surface)

    def _draw_magi_body(self, surface, r: pygame.Rect, i: int) -> None:
        card = RULES.card(self.magi[i])
        col = region_colour(card)
        pygame.draw.rect(surface, art.shade(col, -0.7), r, border_radius=8)
        pygame.draw.rect(surface, art.shade(col, -0.1), r, width=2, border_radius=8)
        text.blit_text(surface, "≡", (r.x + 10, r.centery), 16, palette.TEXT_DIM,
                       anchor="midleft")
        text.blit_text(surface, f"{i + 1}", (r.x + 28, r.centery), 16, palette.ACCENT,
                       text.BOLD, anchor="midleft")
        icon = emblem(REGION_STYLE[region_of(card)][1], 24, art.shade(col, 0.45))
        surface.blit(icon, (r.x + 44, r.centery - 12))
        surface.blit(fit(card.name, 16, 150, palette.TEXT, text.BOLD), (r.x + 76, r.y + 3))
        sub = f"{region_of(card)} · energy {card.cost} · +{card.energize} a turn"
        surface.blit(fit(sub, 12, r.w - 84, palette.TEXT_DIM), (r.x + 76, r.y + 21))

    def _draw_row_body(self, surface, r: pygame.Rect, name: str, sprite: bool = False) -> None:
        card = RULES.card(name)
        col = region_colour(card)
        pygame.draw.rect(surface, art.shade(col, -0.72), r, border_radius=6)
        pygame.draw.rect(surface, col, (r.x, r.y, 6, r.h), border_top_left_radius=6,
                         border_bottom_left_radius=6)
        c = (r.x + 19, r.centery)
        pygame.draw.circle(surface, art.shade(col, 0.15), c, 10)
        cost = fit("X" if card.x_cost else str(card.cost), 12, 18, palette.TEXT_DARK, text.BOLD)
        surface.blit(cost, cost.get_rect(center=c))
        count = self.counts.get(name, 0)
        right = r.right - 6 if sprite else r.right - 52
        cnt = text.render(f"×{count}", 14, palette.ACCENT, text.BOLD)
        surface.blit(cnt, cnt.get_rect(midright=(right, r.centery)))
        nm = fit(card.name, 13, right - cnt.get_width() - 6 - (r.x + 34), palette.TEXT)
        surface.blit(nm, nm.get_rect(midleft=(r.x + 34, r.centery)))
        if not card.implemented:
            pygame.draw.rect(surface, palette.BAD, r, width=1, border_radius=6)

    def _draw_curve(self, surface) -> None:
        r = CURVE
        text.blit_text(surface, "Cost curve", (r.x, r.y), 13, palette.TEXT, text.BOLD)
        buckets = [0] * 7
        for name, k in self.counts.items():
            buckets[min(6, RULES.card(name).base_cost)] += k
        top = max(buckets) or 1
        base = r.bottom - 18
        h_max = base - (r.y + 36)
        bw, gap = 22, (r.w - 7 * 22) // 6
        for i, k in enumerate(buckets):
            x = r.x + i * (bw + gap)
            bh = int(h_max * k / top)
            if bh:
                pygame.draw.rect(surface, palette.ACCENT_DARK, (x, base - bh, bw, bh),
                                 border_top_left_radius=3, border_top_right_radius=3)
                pygame.draw.rect(surface, palette.ACCENT, (x, base - bh, bw, bh), width=1,
                                 border_top_left_radius=3, border_top_right_radius=3)
            if k:
                text.blit_text(surface, str(k), (x + bw // 2, base - bh - 2), 12, palette.TEXT,
                               anchor="midbottom")
            text.blit_text(surface, "6+" if i == 6 else str(i), (x + bw // 2, base + 2), 12,
                           palette.TEXT_DIM, anchor="midtop")
        pygame.draw.line(surface, palette.PANEL_BORDER, (r.x, base), (r.right, base), 1)

    def _check_lines(self) -> list[tuple[str, tuple]]:
        lines = [(p, palette.BAD) for p in self._probs]
        lines += [("Note: " + w, palette.ACCENT) for w in self._warns]
        return lines

    def _draw_checks(self, surface) -> None:
        r = CHECKS
        probs = self._probs
        if probs:
            head, col = f"Not ready: {len(probs)} problem{'s' if len(probs) != 1 else ''}", palette.BAD
        else:
            head, col = "✓ Ready to play", palette.GOOD
        text.blit_text(surface, head, (r.x, r.y), 14, col, text.BOLD)
        y = r.y + 22
        lines = self._check_lines()
        if not lines:
            surface.blit(text.render_wrapped("Three Magi, enough cards, no card over the "
                                             "limit.", 13, r.w, palette.TEXT_DIM), (r.x, y))
            return
        lh = text.font(13).get_linesize() + 2
        for i, (msg, c) in enumerate(lines):
            wrapped = text.wrap_lines("• " + msg, 13, r.w)
            room = (r.bottom - y) // lh
            last = i == len(lines) - 1
            if len(wrapped) > room - (0 if last else 1):
                more = len(lines) - i
                text.blit_text(surface, f"… {more} more (hover to read all)", (r.x, y), 13,
                               palette.TEXT_DIM)
                return
            for ln in wrapped:
                surface.blit(text.render(ln, 13, c), (r.x, y))
                y += lh

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
        for chip in self.chips:
            if chip.tooltip and chip.rect.collidepoint(self.mouse):
                self.tooltip.draw(surface, chip.tooltip, self.mouse, 14)
                return
        if CHECKS.collidepoint(self.mouse) and self._check_lines():
            body = "\n".join("• " + m for m, _ in self._check_lines())
            Tooltip(440).draw(surface, body, (self.mouse[0] - 460, self.mouse[1] - 200), 14)


# loading ---------------------------------------------------------------------------------------
class LoadDeckOverlay(Scene):
    """The saved decks and the two starters (copied when chosen); bad files reported."""
    overlay = True
    modal = True
    ROW_H = 54

    def __init__(self, app, on_choose: Callable[[dict], None]) -> None:
        super().__init__(app)
        self.on_choose = on_choose
        self.report: list[str] = []
        self.decks = DECKS.entries(self.report)
        self.rect = pygame.Rect(0, 0, 680, 580)
        self.rect.center = (W // 2, H // 2)
        self.cancel = Button((self.rect.right - 28 - 160, self.rect.bottom - 24 - 48, 160, 48),
                             "Cancel", self.close, size=20)
        report_h = 0
        if self.report:
            report_h = text.render_wrapped("\n".join(self.report), 14, self.rect.w - 56,
                                           palette.BAD).get_height() + 8
        self.report_h = min(report_h, 120)
        self.list_rect = pygame.Rect(self.rect.x + 28, self.rect.y + 76 + self.report_h,
                                     self.rect.w - 56,
                                     self.cancel.rect.y - 14 - (self.rect.y + 76 + self.report_h))
        self.scroll = 0
        self.mouse = (-1, -1)
        self._pressed: int | None = None

    def rows(self) -> list[tuple[pygame.Rect, dict]]:
        out = []
        for i, d in enumerate(self.decks):
            r = pygame.Rect(self.list_rect.x, self.list_rect.y + i * (self.ROW_H + 6) - self.scroll,
                            self.list_rect.w - 10, self.ROW_H)
            out.append((r, d))
        return out

    def close(self) -> None:
        if self.app.stack.top is self:
            self.app.stack.pop()

    def choose(self, deck: dict) -> None:
        self.close()
        self.on_choose(deck)

    def handle(self, event) -> bool:
        if hasattr(event, "pos"):
            self.mouse = tuple(event.pos)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return True
        if self.cancel.handle(event):
            return True
        if event.type == pygame.MOUSEWHEEL:
            total = len(self.decks) * (self.ROW_H + 6)
            self.scroll = max(0, min(max(0, total - self.list_rect.h),
                                     self.scroll - event.y * (self.ROW_H + 6)))
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if not self.rect.collidepoint(event.pos):
                self.close()
                return True
            for i, (r, _) in enumerate(self.rows()):
                if r.collidepoint(event.pos) and self.list_rect.collidepoint(event.pos):
                    self._pressed = i
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._pressed is not None:
            i, self._pressed = self._pressed, None
            r, d = self.rows()[i]
            if r.collidepoint(event.pos):
                self.choose(d)
        return True

    def draw(self, surface) -> None:
        surface.blit(common.dimmer(160), (0, 0))
        draw_panel(surface, self.rect, fill=palette.PANEL, border=palette.ACCENT, radius=16,
                   alpha=250)
        text.blit_text(surface, "Load a deck", (self.rect.x + 28, self.rect.y + 22), 28,
                       palette.ACCENT, text.BOLD)
        text.blit_text(surface, "Starter decks are copied: save the copy under a new name",
                       (self.rect.right - 28, self.rect.y + 34), 13, palette.TEXT_DIM,
                       anchor="topright")
        if self.report:
            body = text.render_wrapped("\n".join(self.report), 14, self.rect.w - 56, palette.BAD)
            surface.blit(body, (self.rect.x + 28, self.rect.y + 70),
                         pygame.Rect(0, 0, body.get_width(), self.report_h))
        old = surface.get_clip()
        surface.set_clip(self.list_rect)
        for r, d in self.rows():
            if r.bottom < self.list_rect.y or r.top > self.list_rect.bottom:
                continue
            hot = r.collidepoint(self.mouse)
            pygame.draw.rect(surface, (74, 84, 112) if hot else palette.PANEL_LIGHT, r,
                             border_radius=10)
            pygame.draw.rect(surface, palette.ACCENT if hot else palette.PANEL_BORDER, r,
                             width=2, border_radius=10)
            surface.blit(fit(d["name"], 18, r.w - 230, palette.TEXT, text.BOLD), (r.x + 14, r.y + 6))
            magi = ", ".join(d["magi"]) or "no Magi"
            sub = f"{magi} · {len(d['cards'])} cards"
            surface.blit(fit(sub, 13, r.w - 230, palette.TEXT_DIM), (r.x + 14, r.y + 31))
            if d.get("builtin"):
                tag, col = "Starter: copy", palette.ACCENT
            elif d["valid"]:
                tag, col = "✓ Ready to play", palette.GOOD
            else:
                k = len(d["problems"])
                tag, col = f"Draft: {k} problem{'s' if k != 1 else ''}", palette.BAD
            text.blit_text(surface, tag, (r.right - 14, r.centery), 15, col, text.BOLD,
                           anchor="midright")
        surface.set_clip(old)
        if len(self.decks) == 2:
            text.blit_text(surface, "No saved decks yet.", (self.list_rect.x + 4,
                           self.list_rect.y + 2 * (self.ROW_H + 6) + 10), 15, palette.TEXT_DIM)
        self.cancel.draw(surface)


def open_deck_builder(app, deck=None) -> DeckBuilderScene:
    """Push the deck builder (optionally on ``deck``: a dict from app.decks or a saved
    deck's name) and return it."""
    return app.stack.push(DeckBuilderScene(app, deck))
