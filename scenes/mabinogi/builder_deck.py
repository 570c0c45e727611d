"""The Mabinogi deck builder's deck column: the hero (portrait, name, HP; arrows to choose
another), the resources the deck uses as badges (colour, symbol and name, three slots),
the cards with counts and -/+ buttons, the cost curve at level 1 and the live checks
(the engine's deck problems, in its sentences, and its warnings)."""
from __future__ import annotations

from typing import Callable

import pygame

from app.ui import art, palette, text
from app.ui.drag import Draggable
from app.ui.text import fit
from engines.mabinogi.content import HEROES, RESOURCES, hero
from engines.mabinogi.deck_model import MAX_CARDS, MAX_COPIES, MAX_KINDS, DeckModel
from scenes.kit.builder.draw import heading, rule
from scenes.kit.builder.grid import cell, share
from scenes.kit.builder.column import (ListColumn, Zone, checks_head, cost_curve,
                                       draw_checks, draw_zones)
from scenes.mabinogi.builder_cards import card_of, portrait, res_colour, row_surface, symbol
from scenes.mabinogi.builder_layout import (CHECKS, CURVE, DECK, DX, HERO, LIST, RES_ROW,
                                            ROW_GAP, ROW_H, ROW_W)

BUTTONS_W = 50                                          # the -/+ pair at a row's right


def hero_name(key: str) -> str:
    try:
        return hero(key).name
    except KeyError:
        return f"Unknown hero ({str(key)[:20]})"


class DeckColumn(ListColumn):
    """The right panel, drawn from ``model``. The -/+ and hero arrows call ``add(name)``,
    ``remove(name)`` and ``cycle_hero(step)`` (the scene's actions)."""
    LIST, ROW_W, ROW_H, ROW_GAP, END_GAP, MINUS = LIST, ROW_W, ROW_H, ROW_GAP, ROW_GAP, "−"

    def __init__(self, model: DeckModel, add: Callable[[str], object],
                 remove: Callable[[str], None], cycle_hero: Callable[[int], None],
                 pick_hero: Callable[[], None] | None = None) -> None:
        super().__init__(model, add, remove)
        self.cycle_hero = cycle_hero
        self.pick_hero = pick_hero
        self.badges: list[tuple[pygame.Rect, str]] = []
        self.problems: list[tuple[str, str]] = []      # (sentence, hint)
        self.warnings: list[str] = []
        self.flash: dict[str, float] = {}      # "res" / "size" / a card: seconds left
        self.glow: dict[str, float] = {}       # a card just added: seconds left
        prev = pygame.Rect(HERO.right - 70, HERO.centery - 15, 32, 30)
        nxt = pygame.Rect(HERO.right - 34, HERO.centery - 15, 32, 30)
        self.hero_zones: list[Zone] = [(prev, lambda: self.cycle_hero(-1), "◀"),
                                       (nxt, lambda: self.cycle_hero(1), "▶")]
        self.hero_body = pygame.Rect(HERO.x, HERO.y, prev.x - 6 - HERO.x, HERO.h)
        self._hero_pressed = False

    def names(self) -> list[str]:
        """The deck's cards, once each, by resource, cost and name."""
        return list(dict.fromkeys(self.model.cards()))

    # -- layout and input -------------------------------------------------------------
    def layout(self, problems: list[tuple[str, str]], warnings: list[str]) -> list[Draggable]:
        """Place the rows and their buttons; returns the rows as draggables."""
        self.problems, self.warnings = problems, warnings
        self.zones = list(self.hero_zones)
        drags = self.layout_rows()
        self.badges = []
        used = [RESOURCES[k] for k in self.model.kinds()]
        slots = max(MAX_KINDS, len(used))
        size = (share(RES_ROW.w, slots, 8), RES_ROW.h)
        for i in range(slots):
            r = cell(RES_ROW.x, RES_ROW.y, i, slots, size, (8, 0))
            self.badges.append((r, used[i] if i < len(used) else ""))
        return drags

    def row_buttons(self, r: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect, int]:
        return (pygame.Rect(r.right - 47, r.centery - 11, 22, 22),
                pygame.Rect(r.right - 23, r.centery - 11, 22, 22), 3)

    def row_sprite(self, name: str) -> pygame.Surface:
        return row_surface(name, self.model.counts.get(name, 0), (ROW_W - BUTTONS_W, ROW_H))

    def handle(self, event) -> bool:
        """The small buttons, pressed and released over the same button; the hero box."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and \
                not any(z[0].collidepoint(event.pos) for z in self.zones) and \
                self.pick_hero and self.hero_body.collidepoint(event.pos):
            self._hero_pressed = True
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._hero_pressed:
            self._hero_pressed = False
            if self.pick_hero and self.hero_body.collidepoint(event.pos):
                self.pick_hero()
            return True
        return self.press(event)

    def card_at(self, pos) -> tuple[str, tuple] | None:
        if LIST.collidepoint(pos):
            for r, name in self.rows:
                if r.collidepoint(pos) and pos[0] < r.right - BUTTONS_W:
                    return name, r.center
        return None

    def tooltip_at(self, pos) -> str | None:
        """What the hero box and the resource badges mean, on hover."""
        if HERO.collidepoint(pos) and not any(z[0].collidepoint(pos) for z in self.hero_zones):
            try:
                h = hero(self.model.hero)
            except KeyError:
                return "This hero is unknown: choose one with the arrows."
            return (f"{h.name}: {h.text} {h.hp} HP at level 1. Click to see every hero, "
                    "or use the arrows.")
        if RES_ROW.collidepoint(pos):
            return (f"A deck uses at most {MAX_KINDS} of the five resources. Each turn's "
                    "resource phase gives one of each kind your deck uses.")
        return None

    def flash_for(self, reason: str, name: str) -> None:
        """Light up the part of the column a refusal is about, for a moment."""
        key = "res" if "resources" in reason else "size" if "full" in reason else name
        self.flash[key] = 1.2

    def update(self, dt: float) -> None:
        self.flash = {k: t - dt for k, t in self.flash.items() if t - dt > 0}
        self.glow = {k: t - dt for k, t in self.glow.items() if t - dt > 0}

    def _flash(self, surface, key: str, rect: pygame.Rect, radius: int) -> None:
        t = self.flash.get(key, 0.0)
        if t > 0 and int(t * 5) % 2 == 0:
            pygame.draw.rect(surface, palette.BAD, rect.inflate(6, 6), width=3,
                             border_radius=radius)

    def check_lines(self) -> list[tuple[str, tuple]]:
        lines = []
        for sentence, hint in self.problems:
            lines.append((sentence, palette.BAD))
            if hint and hint != sentence:
                lines.append(("→ " + hint, (236, 170, 160)))
        lines += [("Note: " + w, palette.ACCENT) for w in self.warnings]
        return lines

    # -- drawing ----------------------------------------------------------------------
    def draw(self, surface, mouse, hidden: set) -> None:
        """The column (its frame is the scene's background); ``hidden`` are the drag keys
        in the air."""
        self.draw_hero(surface, mouse)
        self.draw_resources(surface)
        self.draw_list(surface, hidden)
        draw_zones(surface, self.zones, mouse, sizes=(14, 14))
        y = CURVE.y - 11
        rule(surface, DX, DECK.right - 12, y)
        self.draw_curve(surface)
        self.draw_checks(surface)

    def draw_hero(self, surface, mouse) -> None:
        keys = [h.key for h in HEROES]
        heading(surface, "HERO", DX, DECK.right - 12, DECK.y + 10,
                note=f"{keys.index(self.model.hero) + 1} of {len(keys)}: click to choose"
                if self.model.hero in keys else "")
        r = HERO
        hot = self.hero_body.collidepoint(mouse)
        pygame.draw.rect(surface, (40, 44, 60) if hot else (28, 30, 42), r, border_radius=10)
        pygame.draw.rect(surface, palette.ACCENT if hot else (78, 84, 104), r, width=1,
                         border_radius=10)
        surface.blit(portrait(self.model.hero, 54), (r.x + 5, r.y + 4))
        x = r.x + 68
        room = self.hero_zones[0][0].x - 8 - x
        surface.blit(fit(hero_name(self.model.hero), 17, room, palette.TEXT, text.BOLD),
                     (x, r.y + 8))
        try:
            h = hero(self.model.hero)
            sub = f"{h.hp} HP · {h.text}"
        except KeyError:
            sub = "Choose a hero with the arrows"
        surface.blit(fit(sub, 12, room, palette.TEXT_DIM), (x, r.y + 36))

    def draw_resources(self, surface) -> None:
        used = self.model.kinds()
        col = palette.BAD if len(used) > MAX_KINDS else palette.ACCENT
        heading(surface, f"RESOURCES  {len(used)}/{MAX_KINDS}", DX, DECK.right - 12,
                RES_ROW.y - 22, col, "one of each kind every turn")
        counts = self.model.kind_counts()
        self._flash(surface, "res", RES_ROW, 18)
        for r, res in self.badges:
            if not res:
                _dashed(surface, r)
                text.blit_text(surface, "free slot", r.center, 13, (120, 122, 136),
                               anchor="center")
                continue
            c = res_colour(res)
            pygame.draw.rect(surface, art.shade(c, -0.62), r, border_radius=16)
            pygame.draw.rect(surface, art.shade(c, 0.1), r, width=2, border_radius=16)
            icon = symbol(res, 22)
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
        y = LIST.y - 26
        head = heading(surface, f"DECK  {n}/{MAX_CARDS}", DX, DECK.right - 12, y, col,
                       f"at most {MAX_COPIES} of a card")
        # twelve pips: one per card, filled as the deck grows
        px = head.right + 12
        for i in range(MAX_CARDS):
            c = (px + i * 13 + 5, y + 9)
            if i < n:
                pygame.draw.circle(surface, palette.ACCENT, c, 5)
            else:
                pygame.draw.circle(surface, (90, 94, 110), c, 5, 1)
        self._flash(surface, "size", pygame.Rect(px - 4, y - 2, MAX_CARDS * 13 + 6, 22), 8)
        self.draw_rows(surface, hidden)

    def draw_row(self, surface, r: pygame.Rect, name: str) -> None:
        self._flash(surface, name, r, 8)
        surface.blit(self.row_sprite(name), r.topleft)
        if self.glow.get(name, 0) > 0:      # just added: a gold edge for a moment
            pygame.draw.rect(surface, palette.LEGAL_GLOW, r.inflate(2, 2), width=2,
                             border_radius=7)

    def draw_empty(self, surface) -> None:
        img = text.render_wrapped("No cards yet: click a card on the left, or drag it "
                                  "here, to add it.", 14, LIST.w - 60, palette.TEXT_DIM)
        surface.blit(img, img.get_rect(center=LIST.center))

    def draw_curve(self, surface) -> None:
        cost_curve(surface, CURVE, "Cost at level 1", self.model.counts,
                   lambda name: card_of(name).cost[0], 6, 4, 56, 20)
        types = self.model.type_counts()
        text.blit_text(surface, f"{types['summon']} summon · {types['spell']} spell",
                       (CURVE.x, CURVE.y + 18), 12, palette.TEXT_DIM)

    def draw_checks(self, surface) -> None:
        draw_checks(surface, CHECKS, checks_head(len(self.problems), "Not playable"),
                    self.check_lines(),
                    f"A hero, {MAX_CARDS} cards, at most {MAX_KINDS} resources, no card over "
                    f"{MAX_COPIES} copies.")


def _dashed(surface, r: pygame.Rect) -> None:
    pygame.draw.rect(surface, (28, 30, 40), r, border_radius=16)
    col = (84, 88, 108)
    for x in range(r.x + 14, r.right - 14, 10):
        pygame.draw.line(surface, col, (x, r.y), (min(x + 5, r.right - 14), r.y))
        pygame.draw.line(surface, col, (x, r.bottom - 1), (min(x + 5, r.right - 14), r.bottom - 1))
    pygame.draw.arc(surface, col, (r.x, r.y, 32, r.h), 1.57, 4.71)
    pygame.draw.arc(surface, col, (r.right - 32, r.y, 32, r.h), -1.57, 1.57)

