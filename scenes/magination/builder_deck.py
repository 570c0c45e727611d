"""The deck builder's deck column: the Magi stack in play order (drag a row onto another,
or use the arrows), the other cards with counts and -/+ buttons, the cost curve of the
non-Magi cards and the live checks (the engine's deck problems and warnings)."""
from __future__ import annotations

from typing import Callable

import pygame

from app.ui import art, palette, text
from app.ui.drag import Draggable
from app.ui.text import fit
from app.ui.widgets import draw_panel
from engines.magination import RULES
from engines.magination.deck_model import MAGI_IN_STACK, MAX_COPIES, MIN_CARDS, DeckModel
from scenes.magination.builder_art import REGION_STYLE, emblem, region_colour, region_of
from scenes.magination.builder_layout import (CHECKS, CURVE, DECK, DW, DX, LIST, MAGI_GAP,
                                              MAGI_ROW_H, MAGI_Y, ROW_GAP, ROW_H, ROW_W)

Zone = tuple[pygame.Rect, Callable[[], None], str]     # a small button: rect, action, glyph


class DeckColumn:
    """The right panel, drawn from ``model``. The -/+, arrow and ✕ buttons call
    ``add(name)``, ``remove(name)`` and ``move_magi(i, j)`` (the scene's actions)."""

    def __init__(self, model: DeckModel, add: Callable[[str], object],
                 remove: Callable[[str], None], move_magi: Callable[[int, int], None]) -> None:
        self.model = model
        self.add, self.remove, self.move_magi = add, remove, move_magi
        self.scroll = 0
        self.magi_rows: list[pygame.Rect] = [
            pygame.Rect(DX, MAGI_Y + i * (MAGI_ROW_H + MAGI_GAP), DW, MAGI_ROW_H)
            for i in range(MAGI_IN_STACK)]
        self.rows: list[tuple[pygame.Rect, str]] = []
        self.zones: list[Zone] = []
        self.problems: list[str] = []
        self.warnings: list[str] = []
        self._pressed: pygame.Rect | None = None

    # -- scrolling --------------------------------------------------------------------
    def max_scroll(self) -> int:
        rows = (len(self.model.counts) + 1) // 2
        return max(0, rows * (ROW_H + ROW_GAP) - LIST.h)

    def wheel(self, dy: int) -> None:
        self.scroll = max(0, min(self.max_scroll(), self.scroll - dy * (ROW_H + ROW_GAP) * 2))

    # -- layout and input -------------------------------------------------------------
    def layout(self, problems: list[str], warnings: list[str]) -> list[Draggable]:
        """Place the rows and their buttons; returns the rows as draggables."""
        self.problems, self.warnings = problems, warnings
        self.scroll = max(0, min(self.scroll, self.max_scroll()))
        magi = self.model.magi
        drags = []
        self.rows = []
        self.zones = []
        for i, name in enumerate(self.model.sorted_names()):
            row, col = divmod(i, 2)
            r = pygame.Rect(LIST.x + col * (ROW_W + 8),
                            LIST.y + row * (ROW_H + ROW_GAP) - self.scroll, ROW_W, ROW_H)
            if r.bottom <= LIST.y or r.top >= LIST.bottom:
                continue
            self.rows.append((r, name))
            minus = pygame.Rect(r.right - 48, r.y + 3, 20, 20)
            plus = pygame.Rect(r.right - 24, r.y + 3, 20, 20)
            if r.clip(LIST).h >= ROW_H - 4:
                self.zones.append((minus, lambda n=name: self.remove(n), "-"))
                self.zones.append((plus, lambda n=name: self.add(n), "+"))
            body = r.clip(LIST)
            body.w = minus.x - 4 - body.x
            drags.append(Draggable(("card", name), body, self.row_sprite(name),
                                   ("card", name)))
        for i, r in enumerate(self.magi_rows):
            if i >= len(magi):
                continue
            up = pygame.Rect(r.right - 96, r.y + 5, 28, 28)
            down = pygame.Rect(r.right - 64, r.y + 5, 28, 28)
            out = pygame.Rect(r.right - 32, r.y + 5, 28, 28)
            if i > 0:
                self.zones.append((up, lambda i=i: self.move_magi(i, i - 1), "▲"))
            if i < len(magi) - 1:
                self.zones.append((down, lambda i=i: self.move_magi(i, i + 1), "▼"))
            self.zones.append((out, lambda n=magi[i]: self.remove(n), "✕"))
            body = pygame.Rect(r.x, r.y, up.x - 4 - r.x, r.h)
            drags.append(Draggable(("magi", i), body, self.magi_sprite(i), ("magi", i)))
        return drags

    def magi_targets(self) -> dict:
        """Drop targets to reorder the stack: each Magi row."""
        return {f"magi{i}": r for i, r in enumerate(self.magi_rows)}

    def row_sprite(self, name: str) -> pygame.Surface:
        surf = pygame.Surface((ROW_W - 52, ROW_H), pygame.SRCALPHA)
        self.draw_row_body(surf, pygame.Rect(0, 0, ROW_W - 52, ROW_H), name, sprite=True)
        return surf

    def magi_sprite(self, i: int) -> pygame.Surface:
        surf = pygame.Surface((DW - 100, MAGI_ROW_H), pygame.SRCALPHA)
        self.draw_magi_body(surf, pygame.Rect(0, 0, DW - 100, MAGI_ROW_H), i)
        return surf

    def card_at(self, pos) -> tuple[str, tuple] | None:
        if LIST.collidepoint(pos):
            for r, name in self.rows:
                if r.collidepoint(pos):
                    return name, r.center
        for i, r in enumerate(self.magi_rows):
            if i < len(self.model.magi) and r.collidepoint(pos):
                return self.model.magi[i], r.center
        return None

    def handle(self, event) -> bool:
        """The small buttons: pressed, then run when released over the same button."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, _, _ in self.zones:
                if rect.collidepoint(event.pos):
                    self._pressed = rect
                    return True
        if (event.type == pygame.MOUSEBUTTONUP and event.button == 1
                and self._pressed is not None):
            pressed, self._pressed = self._pressed, None
            for rect, cb, _ in list(self.zones):
                if rect == pressed and rect.collidepoint(event.pos):
                    cb()
                    break
            return True
        return False

    def check_lines(self) -> list[tuple[str, tuple]]:
        lines = [(p, palette.BAD) for p in self.problems]
        lines += [("Note: " + w, palette.ACCENT) for w in self.warnings]
        return lines

    # -- drawing ----------------------------------------------------------------------
    def draw(self, surface, mouse, hidden: set) -> None:
        """The column; ``hidden`` are the drag keys in the air."""
        magi = self.model.magi
        draw_panel(surface, DECK, alpha=215)
        text.blit_text(surface, f"MAGI STACK  {len(magi)}/{MAGI_IN_STACK}", (DX, DECK.y + 10),
                       15, palette.ACCENT, text.BOLD)
        text.blit_text(surface, "play order: drag a row or use the arrows",
                       (DECK.right - 12, DECK.y + 12), 12, palette.TEXT_DIM, anchor="topright")
        for i, r in enumerate(self.magi_rows):
            if i >= len(magi):
                pygame.draw.rect(surface, (28, 30, 40), r, border_radius=8)
                pygame.draw.rect(surface, (78, 84, 104), r, width=1, border_radius=8)
                text.blit_text(surface, f"{i + 1}.  Empty: click or drag a Magi here",
                               (r.x + 12, r.centery), 14, (120, 122, 136), anchor="midleft")
                continue
            if ("magi", i) in hidden:
                pygame.draw.rect(surface, (60, 64, 80), r, width=1, border_radius=8)
                continue
            self.draw_magi_body(surface, pygame.Rect(r.x, r.y, r.w - 100, r.h), i)
        n = self.model.card_count()
        y = LIST.y - 26
        col = palette.ACCENT if n >= MIN_CARDS else palette.BAD
        text.blit_text(surface, f"DECK  {n} card{'s' if n != 1 else ''}", (DX, y), 15, col,
                       text.BOLD)
        text.blit_text(surface, f"at least {MIN_CARDS}, at most {MAX_COPIES} of a card",
                       (DECK.right - 12, y + 2), 12, palette.TEXT_DIM, anchor="topright")
        old = surface.get_clip()
        surface.set_clip(LIST)
        for r, name in self.rows:
            if ("card", name) in hidden:
                pygame.draw.rect(surface, (60, 64, 80), r, width=1, border_radius=6)
                continue
            self.draw_row_body(surface, r, name)
        if not self.model.counts:
            text.blit_text(surface, "No cards yet: click cards on the left to add them.",
                           (LIST.centerx, LIST.y + 40), 14, palette.TEXT_DIM, anchor="center")
        surface.set_clip(old)
        if self.max_scroll():
            bar = pygame.Rect(LIST.right + 3, LIST.y, 5, LIST.h)
            pygame.draw.rect(surface, (24, 26, 34), bar, border_radius=3)
            th = max(20, int(LIST.h * LIST.h / (LIST.h + self.max_scroll())))
            ty = LIST.y + int((LIST.h - th) * self.scroll / self.max_scroll())
            pygame.draw.rect(surface, palette.PANEL_BORDER, (bar.x, ty, bar.w, th), border_radius=3)
        for rect, _, glyph in self.zones:
            hot = rect.collidepoint(mouse)
            pygame.draw.rect(surface, (74, 84, 112) if hot else palette.PANEL_LIGHT, rect,
                             border_radius=5)
            pygame.draw.rect(surface, palette.ACCENT if hot else palette.PANEL_BORDER, rect,
                             width=1, border_radius=5)
            g = text.render(glyph, 14 if rect.w < 24 else 15, palette.TEXT, text.BOLD)
            surface.blit(g, g.get_rect(center=rect.center))
        pygame.draw.line(surface, palette.PANEL_BORDER, (DX, CURVE.y - 8),
                         (DECK.right - 12, CURVE.y - 8), 1)
        self.draw_curve(surface)
        self.draw_checks(surface)

    def draw_magi_body(self, surface, r: pygame.Rect, i: int) -> None:
        card = RULES.card(self.model.magi[i])
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

    def draw_row_body(self, surface, r: pygame.Rect, name: str, sprite: bool = False) -> None:
        card = RULES.card(name)
        col = region_colour(card)
        pygame.draw.rect(surface, art.shade(col, -0.72), r, border_radius=6)
        pygame.draw.rect(surface, col, (r.x, r.y, 6, r.h), border_top_left_radius=6,
                         border_bottom_left_radius=6)
        c = (r.x + 19, r.centery)
        pygame.draw.circle(surface, art.shade(col, 0.15), c, 10)
        cost = fit("X" if card.x_cost else str(card.cost), 12, 18, palette.TEXT_DARK, text.BOLD)
        surface.blit(cost, cost.get_rect(center=c))
        count = self.model.counts.get(name, 0)
        right = r.right - 6 if sprite else r.right - 52
        cnt = text.render(f"×{count}", 14, palette.ACCENT, text.BOLD)
        surface.blit(cnt, cnt.get_rect(midright=(right, r.centery)))
        nm = fit(card.name, 13, right - cnt.get_width() - 6 - (r.x + 34), palette.TEXT)
        surface.blit(nm, nm.get_rect(midleft=(r.x + 34, r.centery)))
        if not card.implemented:
            pygame.draw.rect(surface, palette.BAD, r, width=1, border_radius=6)

    def draw_curve(self, surface) -> None:
        r = CURVE
        text.blit_text(surface, "Cost curve", (r.x, r.y), 13, palette.TEXT, text.BOLD)
        buckets = [0] * 7
        for name, k in self.model.counts.items():
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

    def draw_checks(self, surface) -> None:
        r = CHECKS
        probs = self.problems
        if probs:
            head = f"Not ready: {len(probs)} problem{'s' if len(probs) != 1 else ''}"
            col = palette.BAD
        else:
            head, col = "✓ Ready to play", palette.GOOD
        text.blit_text(surface, head, (r.x, r.y), 14, col, text.BOLD)
        y = r.y + 22
        lines = self.check_lines()
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
