"""The army tab: on the left the army cards (those of the Planeswalker's colour as large
tiles that may be added; the others small and faded - clicking one says why it cannot
join), on the right the army as it stands on the battlefield (standees at their heights
over a level ruler), the point total against the build, the list of army cards with
-/+ buttons and the live checks."""
from __future__ import annotations

from functools import partial
from typing import Callable

import pygame

from app.ui import art, palette, text
from app.ui.drag import Draggable
from app.ui.widgets import draw_panel
from engines.arena.army_model import ArmyModel
from engines.arena.army_summary import battlefield_worth
from engines.arena.content import ARMY, ARMY_INDEX, BUILD
from scenes.arena.builder_art import (big_tile, card_kind, colour_emblem, fill_of, label_of,
                                      small_tile, standee, standee_foot)
from scenes.arena.builder_layout import (BIG_GAP, BIG_H, BIG_Y, CHECKS, FIELD, METER,
                                         OTHER_HEAD_Y, PANEL, POOL, PW, PX, ROW_GAP, ROW_H,
                                         ROWS_Y, RW, RX, SMALL_COLS, SMALL_GAP, SMALL_H,
                                         SMALL_W, SMALL_Y)
from scenes.kit.builder.column import Zone, checks_head
from scenes.kit.builder.column import draw_checks as kit_checks
from scenes.kit.builder.column import draw_zones as kit_zones
from scenes.kit.builder.draw import (heading, in_air, in_collection, item_at, key_at, rule,
                                     sprite_of, strip_box)
from scenes.kit.builder.grid import cell

SQUADS = [c for c in ARMY if not c.is_planeswalker]
LEVEL_PX = 13           # the battlefield view: pixels a level
GROUND_Y = FIELD.bottom - 22


def draw_zones(surface, zones: list[Zone], mouse) -> None:
    """The small -/+/✕ buttons."""
    kit_zones(surface, zones, mouse, radius=6, sizes=(15, 15))


def draw_checks(surface, rect: pygame.Rect, problems: list[str], ok_text: str) -> None:
    """The live validation: a ✓ line, or the engine's sentences (as many as fit)."""
    kit_checks(surface, rect, checks_head(len(problems), "✗ Not ready"),
               [(p, (240, 170, 160)) for p in problems], ok_text, size=15, gap=24,
               more="hover here to read all")


def meter(surface, rect: pygame.Rect, parts: list[tuple[int, tuple]], limit: int) -> None:
    """A bar of ``limit`` points holding ``parts`` (points, colour); over the limit the
    end turns red with hatching."""
    pygame.draw.rect(surface, (22, 24, 32), rect, border_radius=6)
    total = sum(p for p, _ in parts)
    scale = rect.w / max(limit, total)
    x = rect.x
    for pts, col in parts:
        w = max(1, round(pts * scale))
        pygame.draw.rect(surface, col, (x, rect.y + 2, w - 1, rect.h - 4), border_radius=3)
        x += w
    if total > limit:
        lx = rect.x + round(limit * scale)
        over = pygame.Rect(lx, rect.y, rect.right - lx, rect.h)
        pygame.draw.rect(surface, palette.BAD, over, width=2, border_radius=4)
        for hx in range(over.x, over.right, 6):
            pygame.draw.line(surface, palette.BAD, (hx, over.bottom - 2),
                             (min(hx + 6, over.right), over.y + 2), 1)
        pygame.draw.line(surface, palette.TEXT, (lx, rect.y - 3), (lx, rect.bottom + 3), 2)
    pygame.draw.rect(surface, palette.PANEL_BORDER, rect, width=1, border_radius=6)


def budget(surface, rect: pygame.Rect, word: str, limit_word: str,
           parts: list[tuple[int, tuple]], limit: int) -> None:
    """"<word> <total> / <limit>" over the :func:`meter` of ``parts``, and what is left (or
    how far over the <limit_word> it is)."""
    cost = sum(p for p, _ in parts)
    left = limit - cost
    heading(surface, f"{word} {cost} / {limit}", rect.x, rect.right, rect.y - 22,
            palette.BAD if left < 0 else palette.TEXT,
            f"{left} left" if left >= 0 else f"{-left} over the {limit_word}",
            palette.TEXT_DIM if left >= 0 else palette.BAD, note_size=13)
    meter(surface, rect, parts, limit)


class ArmyPool:
    """The left side of the army tab. Tiles: (rect, key, own colour?)."""

    def __init__(self) -> None:
        self.tiles: list[tuple[pygame.Rect, str, bool]] = []
        self.colour = ""

    def layout(self, model: ArmyModel) -> list[Draggable]:
        self.colour = model.colour
        own = [c for c in SQUADS if c.colour == model.colour]
        others = [c for c in SQUADS if c.colour != model.colour]
        self.tiles = []
        drags = []
        for i, c in enumerate(own[:2]):
            r = pygame.Rect(PX, BIG_Y + i * (BIG_H + BIG_GAP), PW, BIG_H)
            self.tiles.append((r, c.key, True))
            drags.append(Draggable(("pool", c.key), r, big_tile(c.key, r.size),
                                   ("pool", c.key)))
        for i, c in enumerate(others[:2 * SMALL_COLS]):
            r = cell(PX, SMALL_Y, i, SMALL_COLS, (SMALL_W, SMALL_H), (8, SMALL_GAP))
            self.tiles.append((r, c.key, False))
            drags.append(Draggable(("pool", c.key), r, small_tile(c.key, r.size),
                                   ("pool", c.key)))
        return drags

    def card_at(self, pos) -> str | None:
        return key_at(self.tiles, pos)

    def draw(self, surface, model: ArmyModel, mouse, hidden: set, busy: bool) -> None:
        draw_panel(surface, POOL, alpha=215)
        walker = model.walker
        em = colour_emblem(walker.colour, 18)
        surface.blit(em, (PX, POOL.y + 9))
        heading(surface, f"{label_of(walker.colour).upper()} ARMY CARDS", PX + 24,
                POOL.right - 14, POOL.y + 10,
                note="Click or drag onto your army · rest the mouse to read")
        heading(surface, "OTHER COLOURS", PX, POOL.right - 14, OTHER_HEAD_Y, palette.TEXT_DIM,
                f"cannot serve {walker.name}: each leads its own colour", (128, 130, 142),
                size=14)
        counts = model.squad_counts()
        for r, key, own in self.tiles:
            if in_air(surface, r, ("pool", key), hidden, 10):
                continue
            surface.blit(big_tile(key, r.size) if own else small_tile(key, r.size), r)
            n = counts.get(key, 0)
            if n and own:
                label = "✓ in army" if ARMY[ARMY_INDEX[key]].unique else f"in army ×{n}"
                in_collection(surface, r, 12, label, 12, 18, 14,
                              bottomright=(r.right - 66, r.y + 24))
            if r.collidepoint(mouse) and not busy:
                pygame.draw.rect(surface, palette.LEGAL_GLOW if own else palette.PANEL_BORDER,
                                 r, width=2, border_radius=12 if own else 10)


class ArmyPanel:
    """The right side of the army tab: the battlefield view, points, rows and checks.
    The row buttons call ``add(key)`` and ``remove(key)``."""

    def __init__(self, add: Callable[[str], object], remove: Callable[[str], object]) -> None:
        self.add, self.remove = add, remove
        self.rows: list[tuple[pygame.Rect, str]] = []
        self.zones: list[Zone] = []
        self.figures: list[tuple[pygame.Rect, str]] = []
        self.problems: list[str] = []

    def layout(self, model: ArmyModel, problems: list[str]) -> list[Draggable]:
        self.problems = problems
        self.rows, self.zones, drags = [], [], []
        y = ROWS_Y
        self.rows.append((pygame.Rect(RX, y, RW, ROW_H), model.planeswalker))
        y += ROW_H + ROW_GAP
        for key, n in model.squad_rows():
            r = pygame.Rect(RX, y, RW, ROW_H)
            if r.bottom > CHECKS.y - 6:
                break
            self.rows.append((r, key))
            card = ARMY[ARMY_INDEX[key]]
            minus = pygame.Rect(r.right - 62, r.y + 6, 26, 24)
            plus = pygame.Rect(r.right - 32, r.y + 6, 26, 24)
            self.zones.append((minus, partial(self.remove, key), "−" if n > 1 else "✕"))
            if not card.unique:
                self.zones.append((plus, partial(self.add, key), "+"))
            body = pygame.Rect(r.x, r.y, minus.x - 4 - r.x, r.h)
            drags.append(Draggable(("row", key), body,
                                   sprite_of((body.w, ROW_H), self.draw_row, model, key),
                                   ("row", key)))
            y += ROW_H + ROW_GAP
        self._place_figures(model)
        return drags

    def _place_figures(self, model: ArmyModel) -> None:
        """Where each figure stands in the battlefield view (card by card, left to right;
        squeezed when many)."""
        keys = [model.planeswalker]
        for key in model.squads:
            keys += [key] * ARMY[ARMY_INDEX[key]].figures
        area = FIELD.inflate(-56, 0)
        area.x = FIELD.x + 44
        widths = [standee(k, LEVEL_PX).get_width() for k in keys]
        gap = 6
        total = sum(widths) + gap * (len(keys) - 1)
        scale = min(1.0, area.w / max(1, total))
        x: float = area.x + max(0, (area.w - total) // 2)
        self.figures = []
        for k, w in zip(keys, widths):
            img = standee(k, LEVEL_PX)
            foot = standee_foot(k, LEVEL_PX)
            r = img.get_rect(midbottom=(int(x + w * scale / 2), GROUND_Y + foot))
            self.figures.append((r, k))
            x += (w + gap) * scale

    def card_at(self, pos) -> str | None:
        return key_at(self.rows, pos) or key_at(reversed(self.figures), pos)

    def draw_row(self, surface, r: pygame.Rect, model: ArmyModel, key: str) -> None:
        card = ARMY[ARMY_INDEX[key]]
        fill = fill_of(card.colour)
        n = 1 if card.is_planeswalker else model.squad_counts().get(key, 0)
        strip_box(surface, r, art.shade(fill, -0.74), fill, 6, 8)
        em = colour_emblem(card.colour, 16)
        surface.blit(em, (r.x + 12, r.centery - 8))
        right = r.right - 8 if card.is_planeswalker else r.right - 70
        total = card.cost * n
        pts = text.render(f"{total} pts", 14, palette.ACCENT, text.BOLD)
        surface.blit(pts, pts.get_rect(midright=(right, r.y + 11)))
        detail = f"{card.cost} × {n}" if n > 1 else ("leads" if card.is_planeswalker else "")
        if detail:
            d = text.render(detail, 11, palette.TEXT_DIM)
            surface.blit(d, d.get_rect(midright=(right, r.y + 27)))
        room = right - max(pts.get_width(), 50) - 8 - (r.x + 34)
        name = f"{card.name}" + (f"  ×{n}" if n > 1 else "")
        surface.blit(text.fit(name, 15, room, palette.TEXT, text.BOLD), (r.x + 34, r.y + 2))
        figs = card.figures * n
        sub = f"{label_of(card.colour)} · {card_kind(card)} · {figs} figure{'s' if figs != 1 else ''}"
        surface.blit(text.fit(sub, 12, room, palette.TEXT_DIM), (r.x + 34, r.y + 19))

    def draw(self, surface, model: ArmyModel, mouse, hidden: set) -> None:
        draw_panel(surface, PANEL, alpha=215)
        n = model.figures()
        heading(surface, "YOUR ARMY ON THE BATTLEFIELD", RX, PANEL.right - 12, PANEL.y + 10,
                note=f"{n} figure{'s' if n != 1 else ''}", note_size=13)
        self._draw_field(surface, mouse)
        parts = [(model.walker.cost, art.shade(fill_of(model.colour), 0.25))]
        for k in model.squads:
            parts.append((ARMY[ARMY_INDEX[k]].cost, art.shade(fill_of(model.colour), -0.25)))
        budget(surface, METER, "Points", "build", parts, BUILD)
        for r, key in self.rows:
            if in_air(surface, r, ("row", key), hidden, 8):
                continue
            self.draw_row(surface, r, model, key)
        if len(self.rows) == 1:
            text.blit_text(surface, "No army cards yet: click one on the left.",
                           (RX + 12, ROWS_Y + ROW_H + 12), 14, palette.TEXT_DIM)
        draw_zones(surface, self.zones, mouse)
        worth = battlefield_worth(model.planeswalker, model.squads)
        surface.blit(text.render_wrapped(
            f"Standing at the end, these figures score {worth} points on the battlefield "
            "(the Duel's count after the last turn).", 12, RW, palette.TEXT_DIM),
            (RX, CHECKS.y - 44))
        rule(surface, RX, PANEL.right - 12, CHECKS.y - 8)
        draw_checks(surface, CHECKS, self.problems,
                    f"One Planeswalker, army cards of its colour, no unique card twice, "
                    f"within the {BUILD}-point build.")

    def _draw_field(self, surface, mouse) -> None:
        """Ground, a level ruler and the standees."""
        f = FIELD
        pygame.draw.rect(surface, (22, 26, 30), f, border_radius=10)
        ground = pygame.Rect(f.x + 4, f.bottom - 30, f.w - 8, 26)
        pygame.draw.rect(surface, (46, 70, 52), ground, border_bottom_left_radius=8,
                         border_bottom_right_radius=8)
        for hx in range(ground.x + 18, ground.right - 10, 36):   # hex rims on the ground
            pygame.draw.ellipse(surface, (64, 94, 70), (hx - 17, ground.y + 4, 34, 16), 1)
        for lv in range(1, 8):
            y = GROUND_Y - lv * LEVEL_PX
            if y < f.y + 6:
                break
            pygame.draw.line(surface, (44, 50, 60), (f.x + 30, y), (f.right - 6, y), 1)
            text.blit_text(surface, str(lv), (f.x + 22, y), 11, palette.TEXT_DIM,
                           anchor="midright")
        lab = text.render("levels", 10, palette.TEXT_DIM)
        surface.blit(lab, (f.x + 6, f.y + 4))
        legend = text.fit("letter: its army card · gold rim: unique · as tall as on the "
                          "battlefield", 11, f.w - 60, palette.TEXT_DIM)
        surface.blit(legend, legend.get_rect(topright=(f.right - 8, f.y + 5)))
        for r, key in self.figures:
            surface.blit(standee(key, LEVEL_PX), r)
        hit = item_at(reversed(self.figures), mouse)
        if hit:
            top = GROUND_Y - ARMY[ARMY_INDEX[hit[1]]].height * LEVEL_PX
            pygame.draw.line(surface, palette.ACCENT, (f.x + 28, top), (hit[0].centerx, top), 1)
        pygame.draw.rect(surface, (70, 76, 96), f, width=1, border_radius=10)
