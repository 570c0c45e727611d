"""The army tab: on the left the army cards (those of the Planeswalker's colour as large
tiles that may be added; the others small and grey - clicking one says why it cannot
join), on the right the army as it stands on the battlefield (the table's standees at
their heights over a level ruler), the point total against the build, the army's rows
with their -/+ buttons (the kit's :class:`~scenes.kit.builder.rows.Rows`) and the live
checks."""
from __future__ import annotations

from typing import Callable

import pygame

from app.ui import art, draw, palette, text
from app.ui.drag import Draggable
from app.ui.fields import TextField
from app.ui.widgets import Button
from engines.arena.army_model import ArmyModel
from engines.arena.army_summary import battlefield_worth
from engines.arena.content import ARMY, ARMY_INDEX, BUILD
from scenes.arena.builder_art import (big_tile, card_kind, emblem, fill_of, label_of,
                                      small_tile, standee)
from scenes.arena.builder_layout import (BIG_GAP, BIG_Y, CHECKS, FIELD, METER, PANEL, POOL,
                                         SMALL_COLS, SMALL_GAP, Layout)
from scenes.kit.builder.draw import heading, in_collection, item_at, key_at, strip_box
from scenes.kit.builder.grid import cell
from scenes.kit.builder.pool import TilePool
from scenes.kit.builder.rows import Rows
from scenes.kit.builder.summary import SummaryColumn

SQUADS = [c for c in ARMY if not c.is_planeswalker]
LEVEL_PX = 13           # the battlefield view: pixels a level
GROUND_Y = FIELD.bottom - 22


class ArmyPool(TilePool):
    """The left side of the army tab. Tiles: (rect, key, own colour?)."""
    AREA = POOL

    def __init__(self, layout: Layout) -> None:
        super().__init__()
        self.L = layout
        self.AREA = layout.POOL

    def place(self, model: ArmyModel) -> list[tuple]:
        L = self.L
        own = [c.key for c in SQUADS if c.colour == model.colour][:2]
        others = [c.key for c in SQUADS if c.colour != model.colour][:2 * SMALL_COLS]
        return [(pygame.Rect(L.PX, BIG_Y + i * (L.BIG_H + BIG_GAP), L.PW, L.BIG_H), k, True)
                for i, k in enumerate(own)] + \
            [(cell(L.PX, L.SMALL_Y, i, SMALL_COLS, (L.SMALL_W, L.SMALL_H), (8, SMALL_GAP)), k,
              False) for i, k in enumerate(others)]

    def picture(self, tile: tuple) -> pygame.Surface:
        r, key, own = tile
        return big_tile(key, r.size) if own else small_tile(key, r.size)

    def rim(self, tile: tuple) -> tuple:
        return palette.LEGAL_GLOW if tile[2] else palette.PANEL_BORDER

    def mark(self, surface, tile: tuple, model: ArmyModel) -> None:
        r, key, own = tile
        n = model.squad_counts().get(key, 0)
        if n and own:
            label = "✓ in army" if ARMY[ARMY_INDEX[key]].unique else f"in army ×{n}"
            in_collection(surface, r, 12, label, 12, 18, 14, bottomright=(r.right - 66, r.y + 24))

    def draw_head(self, surface, model: ArmyModel, mouse) -> None:
        walker = model.walker
        PX, POOL = self.L.PX, self.L.POOL
        surface.blit(emblem(walker.colour, 18), (PX, POOL.y + 9))
        heading(surface, f"{label_of(walker.colour).upper()} ARMY CARDS", PX + 24,
                POOL.right - 14, POOL.y + 10,
                note="Click or drag onto your army · rest the mouse to read")
        heading(surface, "OTHER COLOURS", PX, POOL.right - 14, self.L.OTHER_HEAD_Y, palette.TEXT_DIM,
                f"cannot serve {walker.name}: each leads its own colour", (128, 130, 142),
                size=14)


class ArmyPanel(SummaryColumn):
    """The right side of the army tab: the battlefield view, points against the build
    total, rows and checks. The row buttons call ``add(key)`` and ``remove(key)``; the
    Build button ``next_build()`` (the next build total); a total typed in the field
    beside it goes to ``next_build`` too when Enter is pressed (the scene reads it)."""
    AREA, METER, CHECKS, BUDGET = PANEL, METER, CHECKS, ("Points", "build", BUILD)

    def __init__(self, add: Callable[[str], object], remove: Callable[[str], object],
                 layout: Layout, next_build: Callable[[], None] = lambda: None) -> None:
        super().__init__()
        panel, checks = layout.PANEL, layout.CHECKS
        self.build_button = Button((panel.right - 12 - 124, checks.y - 50, 124, 36),
                                   f"Build: {BUILD}", next_build, size=16)
        self.build_field = TextField((panel.right - 12 - 124 - 6 - 72, checks.y - 50, 72, 36),
                                     "", "other", 4)
        self.buttons = [self.build_button]
        self.L = layout
        self.AREA, self.METER, self.CHECKS = layout.PANEL, layout.METER, layout.CHECKS
        self.row_list = Rows("row", layout.ROWS, 36, 4, add, remove)
        self.figures: list[tuple[pygame.Rect, str]] = []
        self.pictures: list[pygame.Surface] = []

    def layout(self, model: ArmyModel, problems: list[str]) -> list[Draggable]:
        self.BUDGET = ("Points", "build", model.build)
        self.build_button.label = f"Build: {model.build:,}"
        self._place_figures(model)
        return super().layout(model, problems)

    def counts(self, model: ArmyModel) -> list[tuple[str, int]]:
        return model.squad_rows()

    def more(self, key: str) -> bool:
        return not ARMY[ARMY_INDEX[key]].unique

    def head(self, model: ArmyModel) -> tuple[str, ...]:
        return (model.planeswalker,)

    def parts(self, model: ArmyModel) -> list[tuple[int, tuple]]:
        light, dark = (art.shade(fill_of(model.colour), k) for k in (0.25, -0.25))
        return [(model.walker.cost, light)] + [(ARMY[ARMY_INDEX[k]].cost, dark)
                                               for k in model.squads]

    def ok_text(self, model: ArmyModel) -> str:
        return (f"One Planeswalker, army cards of its colour, no unique card twice, within "
                f"the {model.build:,}-point build.")

    def _place_figures(self, model: ArmyModel) -> None:
        """Where each figure stands in the battlefield view (card by card, left to right,
        its squad number on it; squeezed when many)."""
        keys = [(model.planeswalker, 1)]
        for key in model.squads:
            keys += [(key, i + 1) for i in range(ARMY[ARMY_INDEX[key]].figures)]
        left, room, gap = self.L.FIELD.x + 44, self.L.FIELD.w - 56, 6
        sprites = [standee(k, LEVEL_PX, n) for k, n in keys]
        total = sum(s.get_width() for s, _ in sprites) + gap * (len(keys) - 1)
        scale = min(1.0, room / max(1, total))
        x: float = left + max(0, (room - total) // 2)
        self.figures, self.pictures = [], [img for img, _ in sprites]
        for (key, _), (img, (bx, by)) in zip(keys, sprites):
            r = img.get_rect(topleft=(round(x + img.get_width() * scale / 2 - bx),
                                      round(GROUND_Y - by)))
            self.figures.append((r, key))
            x += (img.get_width() + gap) * scale

    def card_at(self, pos) -> str | None:
        return super().card_at(pos) or key_at(reversed(self.figures), pos)

    def draw_row(self, surface, r: pygame.Rect, key: str, place: int) -> None:
        card, model = ARMY[ARMY_INDEX[key]], self.model
        fill = fill_of(card.colour)
        n = 1 if card.is_planeswalker or model is None else model.squad_counts().get(key, 0)
        strip_box(surface, r, art.shade(fill, -0.74), fill, 6, 8)
        surface.blit(emblem(card.colour, 16), (r.x + 12, r.centery - 8))
        right = r.right - 8 if card.is_planeswalker else r.right - 70
        pts = text.render(f"{card.cost * n} pts", 14, palette.ACCENT, text.BOLD)
        surface.blit(pts, pts.get_rect(midright=(right, r.y + 11)))
        detail = f"{card.cost} × {n}" if n > 1 else ("leads" if card.is_planeswalker else "")
        if detail:
            text.blit_text(surface, detail, (right, r.y + 27), 11, palette.TEXT_DIM,
                           anchor="midright")
        room = right - max(pts.get_width(), 50) - 8 - (r.x + 34)
        name = card.name + (f"  ×{n}" if n > 1 else "")
        surface.blit(text.fit(name, 15, room, palette.TEXT, text.BOLD), (r.x + 34, r.y + 2))
        figs = card.figures * n
        sub = f"{label_of(card.colour)} · {card_kind(card)} · {figs} figure{'s' * (figs != 1)}"
        surface.blit(text.fit(sub, 12, room, palette.TEXT_DIM), (r.x + 34, r.y + 19))

    def draw_head(self, surface, model: ArmyModel, mouse) -> None:
        n = model.figures()
        RX, PANEL = self.L.RX, self.L.PANEL
        heading(surface, "YOUR ARMY ON THE BATTLEFIELD", RX, PANEL.right - 12, PANEL.y + 10,
                note=f"{n} figure{'s' if n != 1 else ''}", note_size=13)
        self._draw_field(surface, mouse)

    def draw_foot(self, surface, model: ArmyModel) -> None:
        RX, RW, ROWS, CHECKS = self.L.RX, self.L.RW, self.L.ROWS, self.L.CHECKS
        if len(self.rows) == 1:
            text.blit_text(surface, "No army cards yet: click one on the left.",
                           (RX + 12, ROWS.y + 48), 14, palette.TEXT_DIM)
        worth = battlefield_worth(model.planeswalker, model.squads)
        surface.blit(text.render_wrapped(
            f"Standing at the end, these figures score {worth} points.", 12, RW - 212,
            palette.TEXT_DIM), (RX, CHECKS.y - 48))
        self.build_button.draw(surface)
        self.build_field.draw(surface)

    def _draw_field(self, surface, mouse) -> None:
        """Ground, a level ruler and the standees (the one under the mouse: its top marked
        on the ruler)."""
        f = self.L.FIELD
        draw.rect(surface, (22, 26, 30), f, border_radius=10)
        ground = pygame.Rect(f.x + 4, f.bottom - 30, f.w - 8, 26)
        draw.rect(surface, (46, 70, 52), ground, border_bottom_left_radius=8,
                         border_bottom_right_radius=8)
        for hx in range(ground.x + 18, ground.right - 10, 36):   # hex rims on the ground
            draw.ellipse(surface, (64, 94, 70), (hx - 17, ground.y + 4, 34, 16), 1)
        for lv in range(1, 8):
            y = GROUND_Y - lv * LEVEL_PX
            draw.line(surface, (44, 50, 60), (f.x + 30, y), (f.right - 6, y), 1)
            text.blit_text(surface, str(lv), (f.x + 22, y), 11, palette.TEXT_DIM,
                           anchor="midright")
        surface.blit(text.render("levels", 10, palette.TEXT_DIM), (f.x + 6, f.y + 4))
        legend = text.fit("letters: its army card · gold edge: unique · as tall as on the "
                          "battlefield", 11, f.w - 60, palette.TEXT_DIM)
        surface.blit(legend, legend.get_rect(topright=(f.right - 8, f.y + 5)))
        for (r, _), img in zip(self.figures, self.pictures):
            surface.blit(img, r)
        hit = item_at(reversed(self.figures), mouse)
        if hit:
            top = GROUND_Y - ARMY[ARMY_INDEX[hit[1]]].height * LEVEL_PX
            draw.line(surface, palette.ACCENT, (f.x + 28, top), (hit[0].centerx, top), 1)
        draw.rect(surface, (70, 76, 96), f, width=1, border_radius=10)
