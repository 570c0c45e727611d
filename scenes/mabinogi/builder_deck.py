"""The Mabinogi deck builder's deck column: the hero (the kit's leader box: portrait, name,
HP; arrows to step, a click to choose), the resources the deck uses as badges (colour,
symbol and name, three slots), the cards with counts and -/+ buttons, the cost curve at
level 1 and the live checks (the engine's deck problems, in its sentences, and its
warnings)."""
from __future__ import annotations

from functools import partial
from typing import Callable

import pygame

from app.ui import art, canvas, draw, palette, text
from app.ui.drag import Draggable
from app.ui.surface_cache import cached
from app.ui.text import fit
from engines.mabinogi.content import HEROES, RESOURCES, SPELL, card
from engines.mabinogi.deck_model import MAX_CARDS, MAX_KINDS, DeckModel
from scenes.kit.builder.column import ListColumn, checks_head, cost_curve, draw_checks, draw_zones
from scenes.kit.builder.draw import empty_slot, heading, rule, strip_box
from scenes.kit.builder.flights import Blinks
from scenes.kit.builder.grid import cell, share
from scenes.kit.builder.leader_box import Leader, LeaderBox
from scenes.mabinogi import art as A
from scenes.mabinogi.builder_layout import LIST, ROW_GAP, ROW_H, ROW_W, Layout

BUTTONS_W = 50                                          # the -/+ pair at a row's right
HERO_LEADERS = tuple(Leader(
    h.key, h.name, f"{h.hp} HP", h.text,
    f"{h.name}: {h.text} {h.hp} HP at level 1. Click to see every hero, or use the arrows.",
    partial(A.portrait, i)) for i, h in enumerate(HEROES))


def hero_leader(key: str) -> Leader:
    """A hero by its key; a key no hero has (a hand-edited file) says so."""
    return next((h for h in HERO_LEADERS if h.key == key), Leader(
        key, f"Unknown hero ({str(key)[:20]})", "", "Choose a hero with the arrows",
        "This hero is unknown: choose one with the arrows.",
        lambda size: A.card_back((size, size))))


class DeckColumn(ListColumn):
    """The right panel, drawn from ``model``. The -/+ call ``add(name)`` and
    ``remove(name)``, the hero's arrows and picker ``choose_hero(key)``, the hero box
    ``pick_hero()`` (the scene's actions)."""
    LIST, ROW_W, ROW_H, ROW_GAP, END_GAP, MINUS = LIST, ROW_W, ROW_H, ROW_GAP, ROW_GAP, "−"

    def __init__(self, model: DeckModel, add: Callable[[str], object],
                 remove: Callable[[str], None], choose_hero: Callable[[str], None],
                 pick_hero: Callable[[], None], layout: Layout) -> None:
        super().__init__(model, add, remove)
        self.L = layout
        self.LIST, self.ROW_W = layout.LIST, layout.ROW_W
        words = ("Choose the hero", "The hero plays the deck and levels up with it",
                 "✓ This deck's hero")                 # the picker's title, hint and tag
        self.hero = LeaderBox(layout.HERO, HERO_LEADERS, lambda: self.model.hero, choose_hero,
                              pick_hero, hero_leader, words)
        self.badges: list[tuple[pygame.Rect, str]] = []
        self.problems: list[tuple[str, str]] = []      # (sentence, hint)
        self.warnings: list[str] = []
        self.flash = Blinks()            # "res" / "size" / a card, after a refusal
        self.glow = Blinks()             # a card just added

    def names(self) -> list[str]:
        """The deck's cards, once each, by resource, cost and name."""
        return list(dict.fromkeys(self.model.cards()))

    # -- layout and input -------------------------------------------------------------
    def layout(self, problems: list[tuple[str, str]], warnings: list[str]) -> list[Draggable]:
        """Place the rows and their buttons; returns the rows as draggables."""
        self.problems, self.warnings = problems, warnings
        self.zones = list(self.hero.zones)
        drags = self.layout_rows()
        used = [RESOURCES[k] for k in self.model.kinds()]
        slots = max(MAX_KINDS, len(used))
        res_row = self.L.RES_ROW
        size = (share(res_row.w, slots, 8), res_row.h)
        self.badges = [(cell(res_row.x, res_row.y, i, slots, size, (8, 0)),
                        used[i] if i < len(used) else "") for i in range(slots)]
        return drags

    def row_buttons(self, r: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect, int]:
        return (pygame.Rect(r.right - 47, r.centery - 11, 22, 22),
                pygame.Rect(r.right - 23, r.centery - 11, 22, 22), 3)

    def row_sprite(self, name: str) -> pygame.Surface:
        return row_surface(name, self.model.counts.get(name, 0),
                           (self.ROW_W - BUTTONS_W, ROW_H))

    def handle(self, event) -> bool:
        """The small buttons, pressed and released over the same button; the hero box."""
        return self.press(event) or self.hero.handle(event)

    def card_at(self, pos) -> tuple[str, tuple] | None:
        hit = super().card_at(pos)
        return hit if hit and pos[0] < self.row_of(hit[0]).right - BUTTONS_W else None

    def row_of(self, name: str) -> pygame.Rect:
        return next((r for r, n in self.rows if n == name), self.LIST)

    def tooltip_at(self, pos) -> str | None:
        """What the hero box and the resource badges mean, on hover."""
        if self.L.RES_ROW.collidepoint(pos):
            return (f"A deck uses at most {MAX_KINDS} of the five resources. Each turn's "
                    "resource phase gives one of each kind your deck uses.")
        return self.hero.tooltip_at(pos)

    def flash_for(self, reason: str, name: str) -> None:
        """Light up the part of the column a refusal is about, for a moment."""
        self.flash.start("res" if "resources" in reason else "size" if "full" in reason
                         else name, 1.2)

    def update(self, dt: float) -> None:
        self.flash.update(dt)
        self.glow.update(dt)

    def check_lines(self) -> list[tuple[str, tuple]]:
        lines = []
        for sentence, hint in self.problems:
            lines.append((sentence, palette.BAD))
            if hint and hint != sentence:
                lines.append(("→ " + hint, (236, 170, 160)))
        return lines + [("Note: " + w, palette.ACCENT) for w in self.warnings]

    # -- drawing ----------------------------------------------------------------------
    def draw(self, surface, mouse, hidden: set) -> None:
        """The column (its frame is the scene's background); ``hidden`` are the drag keys
        in the air."""
        DECK, DX, CURVE, CHECKS = self.L.DECK, self.L.DX, self.L.CURVE, self.L.CHECKS
        self.hero.draw(surface, mouse, "HERO", DECK.right - 12)
        self.draw_resources(surface)
        self.draw_list(surface, hidden)
        draw_zones(surface, self.zones, mouse, sizes=(14, 14))
        rule(surface, DX, DECK.right - 12, CURVE.y - 11)
        cost_curve(surface, CURVE, "Cost at level 1", self.model.counts,
                   lambda name: card(name).cost[0], 6, 4, 56, 20)
        types = self.model.type_counts()
        text.blit_text(surface, f"{types['summon']} summon · {types['spell']} spell",
                       (CURVE.x, CURVE.y + 18), 12, palette.TEXT_DIM)
        draw_checks(surface, CHECKS, checks_head(len(self.problems), "Not playable"),
                    self.check_lines(),
                    f"A hero, {MAX_CARDS} cards, at most {MAX_KINDS} resources"
                    + (f", no card over {self.model.max_copies} copies (a house rule)."
                       if self.model.max_copies else "."))

    def draw_resources(self, surface) -> None:
        used = self.model.kinds()
        col = palette.BAD if len(used) > MAX_KINDS else palette.ACCENT
        RES_ROW, DX, DECK = self.L.RES_ROW, self.L.DX, self.L.DECK
        heading(surface, f"RESOURCES  {len(used)}/{MAX_KINDS}", DX, DECK.right - 12,
                RES_ROW.y - 22, col, "one of each kind every turn")
        counts = self.model.kind_counts()
        self.flash.outline(surface, "res", RES_ROW, 18)
        for r, res in self.badges:
            if not res:
                empty_slot(surface, r, 16, (84, 88, 108), "free slot", r.x + 16, 13)
                continue
            c = A.RES[RESOURCES.index(res)][1]
            draw.rect(surface, art.shade(c, -0.62), r, border_radius=16)
            draw.rect(surface, art.shade(c, 0.1), r, width=2, border_radius=16)
            icon = A.res_symbol(RESOURCES.index(res), 22)
            surface.blit(icon, icon.get_rect(midleft=(r.x + 8, r.centery)))
            k = text.render(f"×{counts.get(res, 0)}", 14, palette.TEXT, text.BOLD)
            surface.blit(k, k.get_rect(midright=(r.right - 10, r.centery)))
            room = r.w - 40 - k.get_width() - 14
            if room >= 40:           # five badges (a deck over the limit): symbols only
                label = fit(res, 14, room, palette.TEXT, text.BOLD)
                surface.blit(label, label.get_rect(midleft=(r.x + 36, r.centery)))

    def draw_list(self, surface, hidden: set) -> None:
        n = self.model.size()
        col = palette.BAD if n > MAX_CARDS else palette.ACCENT
        y = self.LIST.y - 26
        head = heading(surface, f"DECK  {n}/{MAX_CARDS}", self.L.DX, self.L.DECK.right - 12, y, col,
                       f"at most {self.model.max_copies} of a card (house rule)"
                       if self.model.max_copies else "any number of a card")
        # twelve pips: one per card, filled as the deck grows
        px = head.right + 12
        for i in range(MAX_CARDS):
            draw.circle(surface, palette.ACCENT if i < n else (90, 94, 110),
                               (px + i * 13 + 5, y + 9), 5, 0 if i < n else 1)
        self.flash.outline(surface, "size", pygame.Rect(px - 4, y - 2, MAX_CARDS * 13 + 6, 22), 8)
        self.draw_rows(surface, hidden)

    def draw_row(self, surface, r: pygame.Rect, name: str) -> None:
        self.flash.outline(surface, name, r, 8)
        surface.blit(self.row_sprite(name), r.topleft)
        self.glow.outline(surface, name, r, 7, palette.LEGAL_GLOW, 2, 2, steady=True)

    def draw_empty(self, surface) -> None:
        img = text.render_wrapped("No cards yet: click a card on the left, or drag it "
                                  "here, to add it.", 14, self.LIST.w - 60, palette.TEXT_DIM)
        surface.blit(img, img.get_rect(center=self.LIST.center))


@cached
def row_surface(name: str, count: int, size) -> pygame.Surface:
    """A deck-list row: the resource's colour strip and symbol, the name, the level-1
    cost and kind, and the count."""
    c = card(name)
    col = A.RES[c.res][1]
    w, h = size
    surf = canvas.new(size, pygame.SRCALPHA)
    strip = strip_box(surf, surf.get_rect(), art.shade(col, -0.72), art.shade(col, -0.25), 26, 6)
    icon = A.res_symbol(c.res, 18)
    surf.blit(icon, icon.get_rect(center=strip.center))
    x = strip.right + 6
    surf.blit(fit(c.name, 13, w - x - 4, palette.TEXT, text.BOLD, smallest=11), (x, 3))
    cnt = text.render(f"×{count}", 13, palette.ACCENT, text.BOLD)
    surf.blit(cnt, cnt.get_rect(bottomright=(w - 6, h - 2)))
    kind = "spell" if c.kind == SPELL else "summon"
    sub = fit(f"Cost {c.cost[0]} · {kind}", 11, w - x - cnt.get_width() - 12,
              art.shade(col, 0.45))
    surf.blit(sub, sub.get_rect(bottomleft=(x, h - 3)))
    return surf
