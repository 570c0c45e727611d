"""The spell-deck tab: on the left the spells of a colour (the Planeswalker's by default;
the colour chips show the others, faded - they cannot join), on the right the spell deck:
twelve slots (the kit's :class:`~scenes.kit.builder.rows.Rows`), the cost against the
budget, the spells by type and the live checks."""
from __future__ import annotations

from typing import Callable

import pygame

from app.ui import art, palette, text
from app.ui.drag import Draggable
from app.ui.widgets import Button, draw_panel
from engines.arena.army_model import ArmyModel
from engines.arena.content import COLOURS, DECK_BUDGET, DECK_SIZE, SPELL_INDEX, SPELLS
from scenes.arena import figures as FG
from scenes.arena.builder_army import draw_checks
from scenes.arena.builder_art import SPELL_TYPE, emblem, fill_of, label_of, spell_tile
from scenes.arena.builder_layout import (CHECKS, CHIPS_Y, DECK_LIST, DECK_METER, PANEL, POOL,
                                         PW, PX, RW, RX, SPELL_COLS, SPELL_GAP, SPELL_H,
                                         SPELL_W, SPELL_Y)
from scenes.kit.builder.draw import in_air, in_collection, key_at, pill, rule, strip_box
from scenes.kit.builder.grid import cell, share
from scenes.kit.builder.pool import chip_row
from scenes.kit.builder.rows import Rows
from scenes.kit.builder.summary import budget, tally

KINDS = {"sorcery": ("sorcery", "sorceries"), "aura": ("aura", "auras"),
         "hidden": ("hidden enchant", "hidden enchants")}


class SpellPool:
    """The left side of the spell tab: one colour's twelve spells."""

    def __init__(self, on_change: Callable[[], None]) -> None:
        self.on_change = on_change
        self.shown = ""                      # the colour shown ("" until laid out)
        cw = share(POOL.right - 12 - (PX + 92), 5, 6)
        self.chips, _ = chip_row(PX + 92, CHIPS_Y, 32, [
            (cw, label_of(c), c, {"colour": fill_of(c), "emblem": FG.EMBLEMS[c]})
            for c in COLOURS])
        self.tiles: list[tuple[pygame.Rect, str]] = []

    def show(self, colour: str) -> None:
        self.shown = colour
        for chip in self.chips:
            chip.on = chip.value == colour
        self.on_change()

    def layout(self, model: ArmyModel) -> list[Draggable]:
        if not self.shown:
            self.show(model.colour)
        faded = self.shown != model.colour
        spells = [s.key for s in SPELLS if s.colour == self.shown][:12]
        self.tiles = [(cell(PX, SPELL_Y, i, SPELL_COLS, (SPELL_W, SPELL_H), (8, SPELL_GAP)), k)
                      for i, k in enumerate(spells)]
        return [Draggable(("spell", k), r, spell_tile(k, r.size, faded), ("spell", k))
                for r, k in self.tiles]

    def card_at(self, pos) -> str | None:
        return key_at(self.tiles, pos)

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            chip = key_at([(c.rect, c) for c in self.chips], event.pos)
            if chip:
                self.show(chip.value)
                return True
        return False

    def chip_tooltip(self, pos, model: ArmyModel) -> str | None:
        chip = key_at([(c.rect, c) for c in self.chips], pos)
        if chip is None:
            return None
        if chip.value == model.colour:
            return f"{chip.label}: {model.walker.name}'s colour - these may be played"
        return (f"{chip.label} spells: to look at only ({model.walker.name} plays "
                f"{model.colour} spells)")

    def draw(self, surface, model: ArmyModel, mouse, hidden: set, busy: bool) -> None:
        draw_panel(surface, POOL, alpha=215)
        text.blit_text(surface, "SPELLS", (PX, CHIPS_Y + 7), 15, palette.ACCENT, text.BOLD)
        for chip in self.chips:
            chip.draw(surface, chip.rect.collidepoint(mouse))
            if chip.value == model.colour:       # the Planeswalker's colour: marked
                pill(surface, "yours", 10, palette.ACCENT, 14, 8,
                     midtop=(chip.rect.centerx, chip.rect.bottom + 1))
        faded = self.shown != model.colour
        counts = model.spell_counts()
        for r, key in self.tiles:
            if in_air(surface, r, ("spell", key), hidden, 10):
                continue
            surface.blit(spell_tile(key, r.size, faded), r)
            if counts.get(key):
                in_collection(surface, r, 10, f"×{counts[key]}", 12, 17, 12,
                              topright=(r.right - 48, r.y + 4))
            if r.collidepoint(mouse) and not busy:
                pygame.draw.rect(surface, palette.PANEL_BORDER if faded else palette.LEGAL_GLOW,
                                 r, width=2, border_radius=10)
        if faded:
            note, col = (f"{label_of(self.shown)} spells cannot join {model.walker.name}'s "
                         "deck: shown to read only"), palette.BAD
        else:
            note = "Click or drag a spell into the deck · a spell may be taken more than once"
            col = palette.TEXT_DIM
        surface.blit(text.fit(note, 13, PW, col), (PX, SPELL_Y + 6 * (SPELL_H + SPELL_GAP) - 2))


class DeckPanel:
    """The right side of the spell tab. The slots' buttons call ``remove(key)``;
    "Default deck" calls ``reset()``."""

    def __init__(self, add: Callable[[str], object], remove: Callable[[str], object],
                 reset: Callable[[], None]) -> None:
        self.list = Rows("slot", DECK_LIST, 24, 2, add, remove, slots=DECK_SIZE,
                         button=(26, 22))
        self.problems: list[str] = []
        self.reset_button = Button((PANEL.right - 12 - 150, CHECKS.y - 50, 150, 36),
                                   "Default deck", reset, size=16)

    @property
    def rows(self) -> list[tuple[pygame.Rect, str]]:
        return self.list.rows

    @property
    def empty(self) -> list[pygame.Rect]:
        return self.list.empty

    @property
    def zones(self):
        return self.list.zones

    def layout(self, model: ArmyModel, problems: list[str]) -> list[Draggable]:
        self.problems = problems
        return self.list.layout(model.spell_rows(), lambda k: True, self.draw_slot)

    def card_at(self, pos) -> str | None:
        return self.list.card_at(pos)

    def draw_slot(self, surface, r: pygame.Rect, key: str, place: int) -> None:
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

    def draw(self, surface, model: ArmyModel, mouse, hidden: set) -> None:
        draw_panel(surface, PANEL, alpha=215)
        n = len(model.spells)
        text.blit_text(surface, f"SPELL DECK  {n} / {DECK_SIZE} cards", (RX, PANEL.y + 10),
                       15, palette.ACCENT if n == DECK_SIZE else palette.BAD, text.BOLD)
        lab = text.fit(f"{label_of(model.colour)} spells for {model.walker.name}", 13, 230,
                       palette.TEXT_DIM)
        surface.blit(lab, lab.get_rect(topright=(PANEL.right - 12, PANEL.y + 12)))
        surface.blit(emblem(model.colour, 16), (PANEL.right - 12 - lab.get_width() - 20,
                                                PANEL.y + 11))
        shade = art.shade(fill_of(model.colour), -0.15)
        budget(surface, DECK_METER, "Cost", "budget",
               [(SPELLS[SPELL_INDEX[k]].cost, shade) for k, n in model.spell_rows()
                for _ in range(n)], DECK_BUDGET)
        self.list.draw(surface, mouse, hidden, self.draw_slot,
                       "Empty: click or drag a spell here")
        kinds = tally([SPELLS[SPELL_INDEX[k]].type for k in model.spells], KINDS)
        surface.blit(text.fit(kinds, 13, RW - 170, palette.TEXT_DIM),
                     (RX, self.reset_button.rect.centery - 8))
        self.reset_button.draw(surface)
        rule(surface, RX, PANEL.right - 12, CHECKS.y - 8)
        draw_checks(surface, CHECKS, self.problems,
                    f"Twelve spells of {model.walker.name}'s colour, costing "
                    f"{DECK_BUDGET} or less.")
