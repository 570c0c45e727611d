"""The deck builder's deck column: the Magi stack in play order (drag a row onto another,
or use the arrows), the other cards with counts and -/+ buttons, the cost curve of the
non-Magi cards and the live checks (the engine's deck problems and warnings)."""
from __future__ import annotations

from functools import partial
from typing import Callable

import pygame

from app.ui import art, draw, palette, text
from app.ui.drag import Draggable
from app.ui.text import fit
from app.ui.widgets import draw_panel
from engines.magination import RULES
from engines.magination.deck_model import MAGI_IN_STACK, MAX_COPIES, MIN_CARDS, DeckModel
from scenes.kit.builder.draw import empty_slot, heading, in_air, rule, sprite_of, strip_box
from scenes.kit.builder.grid import cell
from scenes.kit.builder.column import (ListColumn, checks_head, cost_curve, draw_checks,
                                       draw_zones)
from scenes.magination import card_art
from scenes.magination.builder_art import REGION_STYLE, region_colour, region_of
from scenes.magination.builder_layout import (LIST, MAGI_GAP, MAGI_ROW_H, MAGI_Y, ROW_GAP,
                                              ROW_H, ROW_W, Layout)


class DeckColumn(ListColumn):
    """The right panel, drawn from ``model``. The -/+, arrow and ✕ buttons call
    ``add(name)``, ``remove(name)`` and ``move_magi(i, j)`` (the scene's actions)."""
    LIST, ROW_W, ROW_H, ROW_GAP, WHEEL_ROWS = LIST, ROW_W, ROW_H, ROW_GAP, 2

    def __init__(self, model: DeckModel, add: Callable[[str], object],
                 remove: Callable[[str], None], move_magi: Callable[[int, int], None],
                 layout: Layout) -> None:
        super().__init__(model, add, remove)
        self.move_magi = move_magi
        self.L = layout
        self.LIST, self.ROW_W = layout.LIST, layout.ROW_W
        dx, dw = layout.DX, layout.DW
        self.magi_rows: list[pygame.Rect] = [
            cell(dx, MAGI_Y, i, 1, (dw, MAGI_ROW_H), (0, MAGI_GAP)) for i in range(MAGI_IN_STACK)]
        self.problems: list[str] = []
        self.warnings: list[str] = []

    def names(self) -> list[str]:
        return self.model.sorted_names()

    def row_buttons(self, r: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect, int]:
        return (pygame.Rect(r.right - 48, r.y + 3, 20, 20),
                pygame.Rect(r.right - 24, r.y + 3, 20, 20), 4)

    # -- layout and input -------------------------------------------------------------
    def layout(self, problems: list[str], warnings: list[str]) -> list[Draggable]:
        """Place the rows and their buttons; returns the rows as draggables."""
        self.problems, self.warnings = problems, warnings
        magi = self.model.magi
        self.zones: list[tuple[pygame.Rect, Callable[[], object], str]] = []
        drags = self.layout_rows()
        for i, r in enumerate(self.magi_rows):
            if i >= len(magi):
                continue
            up = pygame.Rect(r.right - 96, r.y + 5, 28, 28)
            down = pygame.Rect(r.right - 64, r.y + 5, 28, 28)
            out = pygame.Rect(r.right - 32, r.y + 5, 28, 28)
            if i > 0:
                self.zones.append((up, partial(self.move_magi, i, i - 1), "▲"))
            if i < len(magi) - 1:
                self.zones.append((down, partial(self.move_magi, i, i + 1), "▼"))
            self.zones.append((out, partial(self.remove, magi[i]), "✕"))
            body = pygame.Rect(r.x, r.y, up.x - 4 - r.x, r.h)
            drags.append(Draggable(("magi", i), body, self.magi_sprite(i), ("magi", i)))
        return drags

    def magi_targets(self) -> dict:
        """Drop targets to reorder the stack: each Magi row."""
        return {f"magi{i}": r for i, r in enumerate(self.magi_rows)}

    def row_sprite(self, name: str) -> pygame.Surface:
        return sprite_of((self.ROW_W - 52, ROW_H), self.draw_row, name, sprite=True)

    def magi_sprite(self, i: int) -> pygame.Surface:
        return sprite_of((self.L.DW - 100, MAGI_ROW_H), self.draw_magi_body, i)

    def card_at(self, pos) -> tuple[str, tuple] | None:
        hit = super().card_at(pos)
        if hit:
            return hit
        for i, r in enumerate(self.magi_rows):
            if i < len(self.model.magi) and r.collidepoint(pos):
                return self.model.magi[i], r.center
        return None

    def check_lines(self) -> list[tuple[str, tuple]]:
        lines = [(p, palette.BAD) for p in self.problems]
        lines += [("Note: " + w, palette.ACCENT) for w in self.warnings]
        return lines

    # -- drawing ----------------------------------------------------------------------
    def draw(self, surface, mouse, hidden: set) -> None:
        """The column; ``hidden`` are the drag keys in the air."""
        magi = self.model.magi
        DECK, DX, LIST, CURVE = self.L.DECK, self.L.DX, self.LIST, self.L.CURVE
        draw_panel(surface, DECK, alpha=215)
        heading(surface, f"MAGI STACK  {len(magi)}/{MAGI_IN_STACK}", DX, DECK.right - 12,
                DECK.y + 10, note="play order: drag a row or use the arrows")
        for i, r in enumerate(self.magi_rows):
            if i >= len(magi):
                empty_slot(surface, r, 8, (78, 84, 104),
                           f"{i + 1}.  Empty: click or drag a Magi here", r.x + 12, 14)
                continue
            if in_air(surface, r, ("magi", i), hidden, 8):
                continue
            self.draw_magi_body(surface, pygame.Rect(r.x, r.y, r.w - 100, r.h), i)
        n = self.model.card_count()
        y = LIST.y - 26
        col = palette.ACCENT if n >= MIN_CARDS else palette.BAD
        heading(surface, f"DECK  {n} card{'s' if n != 1 else ''}", DX, DECK.right - 12, y, col,
                f"at least {MIN_CARDS}, at most {MAX_COPIES} of a card")
        self.draw_rows(surface, hidden)
        draw_zones(surface, self.zones, mouse)
        rule(surface, DX, DECK.right - 12, CURVE.y - 8)
        self.draw_curve(surface)
        self.draw_checks(surface)

    def draw_magi_body(self, surface, r: pygame.Rect, i: int) -> None:
        card = RULES.card(self.model.magi[i])
        col = region_colour(card)
        draw.rect(surface, art.shade(col, -0.7), r, border_radius=8)
        draw.rect(surface, art.shade(col, -0.1), r, width=2, border_radius=8)
        text.blit_text(surface, "≡", (r.x + 10, r.centery), 16, palette.TEXT_DIM,
                       anchor="midleft")
        text.blit_text(surface, f"{i + 1}", (r.x + 28, r.centery), 16, palette.ACCENT,
                       text.BOLD, anchor="midleft")
        icon = card_art.emblem(REGION_STYLE[region_of(card)][1], 24, art.shade(col, 0.45))
        surface.blit(icon, (r.x + 44, r.centery - 12))
        surface.blit(fit(card.name, 16, 150, palette.TEXT, text.BOLD), (r.x + 76, r.y + 3))
        sub = f"{region_of(card)} · energy {card.cost} · +{card.energize} a turn"
        surface.blit(fit(sub, 12, r.w - 84, palette.TEXT_DIM), (r.x + 76, r.y + 21))

    def draw_empty(self, surface) -> None:
        text.blit_text(surface, "No cards yet: click cards on the left to add them.",
                       (self.LIST.centerx, self.LIST.y + 40), 14, palette.TEXT_DIM, anchor="center")

    def draw_row(self, surface, r: pygame.Rect, name: str, sprite: bool = False) -> None:
        """A card's row: cost, name and count (its drag picture, ``sprite``, has no
        room kept for the -/+ buttons)."""
        card = RULES.card(name)
        col = region_colour(card)
        strip_box(surface, r, art.shade(col, -0.72), col, 6, 6)
        c = (r.x + 19, r.centery)
        draw.circle(surface, art.shade(col, 0.15), c, 10)
        cost = fit("X" if card.x_cost else str(card.cost), 12, 18, palette.TEXT_DARK, text.BOLD)
        surface.blit(cost, cost.get_rect(center=c))
        count = self.model.counts.get(name, 0)
        right = r.right - 6 if sprite else r.right - 52
        cnt = text.render(f"×{count}", 14, palette.ACCENT, text.BOLD)
        surface.blit(cnt, cnt.get_rect(midright=(right, r.centery)))
        nm = fit(card.name, 13, right - cnt.get_width() - 6 - (r.x + 34), palette.TEXT)
        surface.blit(nm, nm.get_rect(midleft=(r.x + 34, r.centery)))
        if not card.implemented:
            draw.rect(surface, palette.BAD, r, width=1, border_radius=6)

    def draw_curve(self, surface) -> None:
        cost_curve(surface, self.L.CURVE, "Cost curve", self.model.counts,
                   lambda name: RULES.card(name).base_cost, 7, 1, 36, 22)

    def draw_checks(self, surface) -> None:
        draw_checks(surface, self.L.CHECKS, checks_head(len(self.problems), "Not ready"),
                    self.check_lines(),
                    "Three Magi, enough cards, no card over the limit.", spacing=2)
