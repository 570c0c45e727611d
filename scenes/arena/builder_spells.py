"""The spell-deck tab: on the left the spells of a colour (the Planeswalker's by default;
the colour chips show the others, faded - they cannot join), on the right the spell deck:
twelve slots (the kit's :class:`~scenes.kit.builder.rows.Rows`), the cost against the
budget, the spells by type and the live checks."""
from __future__ import annotations

from typing import Callable

import pygame

from app.ui import art, palette, text
from app.ui.widgets import Button
from engines.arena.army_model import ArmyModel
from engines.arena.content import COLOURS, DECK_BUDGET, DECK_SIZE, SPELL_INDEX, SPELLS
from scenes.arena import figures as FG
from scenes.arena.builder_art import SPELL_TYPE, emblem, fill_of, label_of, spell_tile
from scenes.arena.builder_layout import (CHECKS, CHIPS_Y, DECK_METER, PANEL, POOL,
                                         SPELL_COLS, SPELL_GAP, SPELL_Y, Layout)
from scenes.kit.builder.draw import in_collection, pill, strip_box
from scenes.kit.builder.grid import cell, share
from scenes.kit.builder.pool import ChipChoice, TilePool
from scenes.kit.builder.rows import Rows
from scenes.kit.builder.summary import SummaryColumn, tally

KINDS = {"sorcery": ("sorcery", "sorceries"), "aura": ("aura", "auras"),
         "hidden": ("hidden enchant", "hidden enchants")}


class SpellPool(ChipChoice, TilePool):
    """The left side of the spell tab: one colour's twelve spells, the colour's chip on."""
    AREA, KIND = POOL, "spell"

    def __init__(self, on_change: Callable[[], None], layout: Layout) -> None:
        TilePool.__init__(self)
        self.L = layout
        self.AREA, PX = layout.POOL, layout.PX
        cw = share(layout.POOL.right - 12 - (PX + 92), 5, 6)
        ChipChoice.__init__(self, PX + 92, CHIPS_Y, 32, [
            (cw, label_of(c), c, {"colour": fill_of(c), "emblem": FG.EMBLEMS[c]})
            for c in COLOURS], on_change)
        self.faded = False

    def place(self, model: ArmyModel) -> list[tuple]:
        if not self.shown:
            self.show(model.colour)
        self.faded = self.shown != model.colour
        spells = [s.key for s in SPELLS if s.colour == self.shown][:12]
        size = (self.L.SPELL_W, self.L.SPELL_H)
        return [(cell(self.L.PX, SPELL_Y, i, SPELL_COLS, size, (8, SPELL_GAP)), k)
                for i, k in enumerate(spells)]

    def picture(self, tile: tuple) -> pygame.Surface:
        return spell_tile(tile[1], tile[0].size, self.faded)

    def rim(self, tile: tuple) -> tuple:
        return palette.PANEL_BORDER if self.faded else palette.LEGAL_GLOW

    def mark(self, surface, tile: tuple, model: ArmyModel) -> None:
        r, key = tile
        n = model.spell_counts().get(key)
        if n:
            in_collection(surface, r, 10, f"×{n}", 12, 17, 12, topright=(r.right - 48, r.y + 4))

    def chip_tooltip(self, pos, model: ArmyModel) -> str | None:
        chip = self.at(pos)
        if chip is None:
            return None
        if chip.value == model.colour:
            return f"{chip.label}: {model.walker.name}'s colour - these may be played"
        return (f"{chip.label} spells: to look at only ({model.walker.name} plays "
                f"{model.colour} spells)")

    def draw_head(self, surface, model: ArmyModel, mouse) -> None:
        text.blit_text(surface, "SPELLS", (self.L.PX, CHIPS_Y + 7), 15, palette.ACCENT, text.BOLD)
        self.draw_chips(surface, mouse)
        chip = next(c for c in self.chips if c.value == model.colour)
        pill(surface, "yours", 10, palette.ACCENT, 14, 8,      # the Planeswalker's colour
             midtop=(chip.rect.centerx, chip.rect.bottom + 1))

    def draw_foot(self, surface, model: ArmyModel) -> None:
        if self.faded:
            note, col = (f"{label_of(self.shown)} spells cannot join {model.walker.name}'s "
                         "deck: shown to read only"), palette.BAD
        else:
            note = "Click or drag a spell into the deck · a spell may be taken more than once"
            col = palette.TEXT_DIM
        L = self.L
        surface.blit(text.fit(note, 13, L.PW, col),
                     (L.PX, SPELL_Y + 6 * (L.SPELL_H + SPELL_GAP) - 2))


class DeckPanel(SummaryColumn):
    """The right side of the spell tab. The slots' buttons call ``remove(key)``;
    "Default deck" calls ``reset()``."""
    AREA, METER, CHECKS = PANEL, DECK_METER, CHECKS
    BUDGET, EMPTY = ("Cost", "budget", DECK_BUDGET), "Empty: click or drag a spell here"

    def __init__(self, add: Callable[[str], object], remove: Callable[[str], object],
                 reset: Callable[[], None], layout: Layout) -> None:
        super().__init__()
        self.L = layout
        self.AREA, self.METER, self.CHECKS = layout.PANEL, layout.DECK_METER, layout.CHECKS
        self.row_list = Rows("slot", layout.DECK_LIST, 24, 2, add, remove, slots=DECK_SIZE,
                             button=(26, 22))
        panel, checks = layout.PANEL, layout.CHECKS
        self.reset_button = Button((panel.right - 12 - 150, checks.y - 50, 150, 36),
                                   "Default deck", reset, size=16)
        self.buttons = [self.reset_button]

    def counts(self, model: ArmyModel) -> list[tuple[str, int]]:
        return model.spell_rows()

    def parts(self, model: ArmyModel) -> list[tuple[int, tuple]]:
        shade = art.shade(fill_of(model.colour), -0.15)
        return [(SPELLS[SPELL_INDEX[k]].cost, shade) for k, n in model.spell_rows()
                for _ in range(n)]

    def ok_text(self, model: ArmyModel) -> str:
        return f"Twelve spells of {model.walker.name}'s colour, costing {DECK_BUDGET} or less."

    def draw_row(self, surface, r: pygame.Rect, key: str, place: int) -> None:
        """A spell in the deck: its place (0: the picture of a dragged slot), its type's
        emblem, its name, type and cost."""
        sp = SPELLS[SPELL_INDEX[key]]
        strip_box(surface, r, art.shade(fill_of(sp.colour), -0.74), fill_of(sp.colour), 5, 6)
        if place:
            text.blit_text(surface, str(place), (r.x + 26, r.centery), 12, palette.TEXT_DIM,
                           anchor="midright")
        icon, kind = SPELL_TYPE[sp.type]
        surface.blit(art.emblem(icon, 16, (220, 216, 204)), (r.x + 32, r.centery - 8))
        right = r.right - 38 if place else r.right - 6
        text.blit_text(surface, str(sp.cost), (right, r.centery), 14, palette.ACCENT,
                       text.BOLD, anchor="midright")
        kind_img = text.fit(kind, 12, 110, palette.TEXT_DIM)
        kx = right - 40 - kind_img.get_width()
        surface.blit(kind_img, kind_img.get_rect(midleft=(kx, r.centery)))
        nm = text.fit(sp.name, 14, kx - 8 - (r.x + 54), palette.TEXT, text.BOLD)
        surface.blit(nm, nm.get_rect(midleft=(r.x + 54, r.centery)))

    def draw_head(self, surface, model: ArmyModel, mouse) -> None:
        n = len(model.spells)
        RX, PANEL = self.L.RX, self.L.PANEL
        text.blit_text(surface, f"SPELL DECK  {n} / {DECK_SIZE} cards", (RX, PANEL.y + 10),
                       15, palette.ACCENT if n == DECK_SIZE else palette.BAD, text.BOLD)
        lab = text.fit(f"{label_of(model.colour)} spells for {model.walker.name}", 13, 230,
                       palette.TEXT_DIM)
        surface.blit(lab, lab.get_rect(topright=(PANEL.right - 12, PANEL.y + 12)))
        surface.blit(emblem(model.colour, 16), (PANEL.right - 12 - lab.get_width() - 20,
                                                PANEL.y + 11))

    def draw_foot(self, surface, model: ArmyModel) -> None:
        kinds = tally([SPELLS[SPELL_INDEX[k]].type for k in model.spells], KINDS)
        surface.blit(text.fit(kinds, 13, self.L.RW - 170, palette.TEXT_DIM),
                     (self.L.RX, self.reset_button.rect.centery - 8))
        self.reset_button.draw(surface)
