"""The spell-deck tab: on the left the spells of a colour (the Planeswalker's by default;
the colour chips show the others, faded - they cannot join), on the right the spell deck:
twelve slots, the cost against the budget, the spells by type and the live checks."""
from __future__ import annotations

from functools import partial
from typing import Callable

import pygame

from app.ui import art, palette, text
from app.ui.drag import Draggable
from app.ui.widgets import Button, draw_panel
from engines.arena.army_model import ArmyModel
from engines.arena.content import COLOURS, DECK_BUDGET, DECK_SIZE, SPELL_INDEX, SPELLS
from scenes.arena.builder_army import Zone, budget, draw_checks, draw_zones
from scenes.arena.builder_art import (COLOUR_STYLE, SPELL_TYPE, colour_emblem, emblem_art,
                                      fill_of, label_of, spell_tile)
from scenes.kit.builder.grid import cell, share
from scenes.kit.builder.pool import chip_row
from scenes.kit.builder.draw import (empty_slot, in_air, in_collection, key_at, pill, rule,
                                     sprite_of, strip_box)
from scenes.arena.builder_layout import (CHECKS, CHIPS_Y, DECK_LIST, DECK_METER, PANEL, POOL,
                                         PW, PX, RW, RX, SLOT_H, SPELL_COLS, SPELL_GAP,
                                         SPELL_H, SPELL_W, SPELL_Y)


class SpellPool:
    """The left side of the spell tab: one colour's twelve spells."""

    def __init__(self, on_change: Callable[[], None]) -> None:
        self.on_change = on_change
        self.shown = ""                      # the colour shown ("" until laid out)
        cw = share(POOL.right - 12 - (PX + 92), 5, 6)
        self.chips, _ = chip_row(PX + 92, CHIPS_Y, 32, [
            (cw, COLOUR_STYLE[c][4], c, {"colour": COLOUR_STYLE[c][0],
                                         "emblem": COLOUR_STYLE[c][3], "emblem_art": emblem_art})
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
        self.tiles, drags = [], []
        spells = [s for s in SPELLS if s.colour == self.shown]
        for i, sp in enumerate(spells[:12]):
            r = cell(PX, SPELL_Y, i, SPELL_COLS, (SPELL_W, SPELL_H), (8, SPELL_GAP))
            self.tiles.append((r, sp.key))
            drags.append(Draggable(("spell", sp.key), r, spell_tile(sp.key, r.size, faded),
                                   ("spell", sp.key)))
        return drags

    def card_at(self, pos) -> str | None:
        return key_at(self.tiles, pos)

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for chip in self.chips:
                if chip.rect.collidepoint(event.pos):
                    self.show(chip.value)
                    return True
        return False

    def chip_tooltip(self, pos, model: ArmyModel) -> str | None:
        for chip in self.chips:
            if chip.rect.collidepoint(pos):
                if chip.value == model.colour:
                    return f"{chip.label}: {model.walker.name}'s colour - these may be played"
                return (f"{chip.label} spells: to look at only ({model.walker.name} plays "
                        f"{model.colour} spells)")
        return None

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
            n = counts.get(key, 0)
            if n:
                in_collection(surface, r, 10, f"×{n}", 12, 17, 12,
                              topright=(r.right - 48, r.y + 4))
            if r.collidepoint(mouse) and not busy:
                pygame.draw.rect(surface, palette.PANEL_BORDER if faded else palette.LEGAL_GLOW,
                                 r, width=2, border_radius=10)
        foot = SPELL_Y + 6 * (SPELL_H + SPELL_GAP) - 2
        if faded:
            note = (f"{label_of(self.shown)} spells cannot join {model.walker.name}'s deck: "
                    f"shown to read only")
            col = palette.BAD
        else:
            note = "Click or drag a spell into the deck · a spell may be taken more than once"
            col = palette.TEXT_DIM
        surface.blit(text.fit(note, 13, PW, col), (PX, foot))


class DeckPanel:
    """The right side of the spell tab. The row buttons call ``add(key)`` and
    ``remove(key)``; "Default deck" calls ``reset()``."""

    def __init__(self, add: Callable[[str], object], remove: Callable[[str], object],
                 reset: Callable[[], None]) -> None:
        self.add, self.remove = add, remove
        self.rows: list[tuple[pygame.Rect, str]] = []
        self.empty: list[pygame.Rect] = []
        self.zones: list[Zone] = []
        self.problems: list[str] = []
        self.reset_button = Button((PANEL.right - 12 - 150, CHECKS.y - 50, 150, 36),
                                   "Default deck", reset, size=16)

    def layout(self, model: ArmyModel, problems: list[str]) -> list[Draggable]:
        self.problems = problems
        self.rows, self.empty, self.zones, drags = [], [], [], []
        y = DECK_LIST.y
        for key, n in model.spell_rows():
            for _ in range(n):
                if y + SLOT_H > DECK_LIST.bottom + 2:
                    break
                r = pygame.Rect(RX, y, RW, SLOT_H - 2)
                self.rows.append((r, key))
                y += SLOT_H
        for i, (r, key) in enumerate(self.rows):
            out = pygame.Rect(r.right - 28, r.y + 1, 26, r.h - 2)
            self.zones.append((out, partial(self.remove, key), "✕"))
            body = pygame.Rect(r.x, r.y, out.x - 4 - r.x, r.h)
            drags.append(Draggable(("slot", i), body,
                                   sprite_of((body.w, SLOT_H - 2), self.draw_slot, key, 0),
                                   ("slot", key)))
        while y + SLOT_H <= DECK_LIST.bottom + 2 and len(self.rows) + len(self.empty) < DECK_SIZE:
            self.empty.append(pygame.Rect(RX, y, RW, SLOT_H - 2))
            y += SLOT_H
        return drags

    def card_at(self, pos) -> str | None:
        return key_at(self.rows, pos)

    def draw_slot(self, surface, r: pygame.Rect, key: str, i: int) -> None:
        sp = SPELLS[SPELL_INDEX[key]]
        fill = fill_of(sp.colour)
        strip_box(surface, r, art.shade(fill, -0.74), fill, 5, 6)
        if i:
            text.blit_text(surface, str(i), (r.x + 26, r.centery), 12, palette.TEXT_DIM,
                           anchor="midright")
        icon, kind = SPELL_TYPE[sp.type]
        surface.blit(art.emblem(icon, 16, (220, 216, 204)), (r.x + 32, r.centery - 8))
        cost = text.render(str(sp.cost), 14, palette.ACCENT, text.BOLD)
        right = r.right - 36 if i else r.right - 6
        surface.blit(cost, cost.get_rect(midright=(right, r.centery)))
        kind_img = text.fit(kind, 12, 110, palette.TEXT_DIM)
        kx = right - 40 - kind_img.get_width()
        surface.blit(kind_img, kind_img.get_rect(midleft=(kx, r.centery)))
        nm = text.fit(sp.name, 14, kx - 8 - (r.x + 54), palette.TEXT, text.BOLD)
        surface.blit(nm, nm.get_rect(midleft=(r.x + 54, r.centery)))

    def draw(self, surface, model: ArmyModel, mouse, hidden: set) -> None:
        draw_panel(surface, PANEL, alpha=215)
        n = len(model.spells)
        col = palette.ACCENT if n == DECK_SIZE else palette.BAD
        text.blit_text(surface, f"SPELL DECK  {n} / {DECK_SIZE} cards", (RX, PANEL.y + 10),
                       15, col, text.BOLD)
        em = colour_emblem(model.colour, 16)
        label = f"{label_of(model.colour)} spells for {model.walker.name}"
        lab = text.fit(label, 13, 230, palette.TEXT_DIM)
        surface.blit(lab, lab.get_rect(topright=(PANEL.right - 12, PANEL.y + 12)))
        surface.blit(em, (PANEL.right - 12 - lab.get_width() - 20, PANEL.y + 11))
        shade = art.shade(fill_of(model.colour), -0.15)
        budget(surface, DECK_METER, "Cost", "budget",
               [(SPELLS[SPELL_INDEX[k]].cost, shade) for k, _ in model.spell_rows()
                for _ in range(model.spell_counts()[k])], DECK_BUDGET)
        for i, (r, key) in enumerate(self.rows):
            if in_air(surface, r, ("slot", i), hidden, 6):
                continue
            self.draw_slot(surface, r, key, i + 1)
        for j, r in enumerate(self.empty):
            empty_slot(surface, r, 6, (70, 76, 96), "Empty: click or drag a spell here",
                       r.x + 54, 13)
            text.blit_text(surface, f"{len(self.rows) + j + 1}", (r.x + 26, r.centery), 12,
                           (110, 112, 126), anchor="midright")
        hidden_rows = len(model.spells) - len(self.rows)
        if hidden_rows > 0:
            text.blit_text(surface, f"… and {hidden_rows} more", (RX + 54, DECK_LIST.bottom + 6),
                           13, palette.BAD)
        draw_zones(surface, self.zones, mouse)
        kinds = {"sorcery": 0, "aura": 0, "hidden": 0}
        for k in model.spells:
            kinds[SPELLS[SPELL_INDEX[k]].type] += 1
        words = (("sorcery", "sorceries"), ("aura", "auras"), ("hidden enchant", "hidden enchants"))
        parts = [f"{kinds[t]} {one if kinds[t] == 1 else many}"
                 for t, (one, many) in zip(kinds, words)]
        surface.blit(text.fit(" · ".join(parts), 13, RW - 170, palette.TEXT_DIM),
                     (RX, self.reset_button.rect.centery - 8))
        self.reset_button.draw(surface)
        rule(surface, RX, PANEL.right - 12, CHECKS.y - 8)
        draw_checks(surface, CHECKS, self.problems,
                    f"Twelve spells of {model.walker.name}'s colour, costing "
                    f"{DECK_BUDGET} or less.")
