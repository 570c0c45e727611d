"""Choice pop-ups drawn inside the table scene (modal while open): the colour for Select,
the player for Shot, and the three steps of the Original card. Each is built from the
engine's Decision (its prompt, options, labels and targets); each option is a big button
showing what it does; ``rects`` names them for tutorials ("colour:red", "shoot:2",
"original:again")."""
from __future__ import annotations

import pygame

from app.ui import palette, text
from app.ui.widgets import draw_panel
from engines.core.decision import Decision
from scenes.magi.card_art import emblem

# What each of the Original card's choices does (the button's small print).
ORIGINAL_HELP = {
    "select": "You choose the colour the next player must play.",
    "free": "The next player may play any colour.",
    "again": "You take another whole turn after this one.",
    "reverse": "The direction of play turns round.",
    "shot": "You choose who moves next.",
    "through": "No further effect (it only matters in the magic phase).",
    "draw0": "No DRAWCOUNT marker.",
    "draw1": "Adds a DRAWCOUNT marker of 1.",
    "draw2": "Adds a DRAWCOUNT marker of 2.",
    "draw3": "Adds a DRAWCOUNT marker of 3.",
}


class Option:
    def __init__(self, name: str, action: tuple, rect: pygame.Rect, title: str, sub: str,
                 colour=None, symbol: str | None = None) -> None:
        self.name, self.action, self.rect = name, action, rect
        self.title, self.sub, self.colour, self.symbol = title, sub, colour, symbol
        self.hover = False


class ChoicePanel:
    """The pop-up for a ``choose`` decision. ``kind`` ("colour", "shoot", "original") is
    the decision's ``hints["choice"]``; only the options of that kind are buttons (a
    "Magi!" call or a catch stays on the table's own controls)."""

    def __init__(self, decision: Decision, hand_sizes: list[int], centre, on_choose) -> None:
        kind = decision.hints.get("choice", "")
        self.kind = kind
        self.title = decision.prompt
        self.on_choose = on_choose
        self.options: list[Option] = []
        self.pressed: Option | None = None
        choices = [(a, decision.label(a)) for a in decision.options if a[0] == kind]
        cx, cy = centre
        if kind == "colour":
            self.rect = pygame.Rect(0, 0, 600, 236)
            self.rect.center = (cx, cy)
            x = self.rect.x + 24
            for a, label in choices:
                suit = palette.SUITS[a[1]]
                r = pygame.Rect(x, self.rect.y + 62, 130, 148)
                self.options.append(Option(f"colour:{a[1]}", a, r, label,
                                           suit["symbol"], suit["fill"], suit["symbol"]))
                x += 140
        elif kind == "shoot":
            cols = min(4, len(choices))
            rows = (len(choices) + cols - 1) // cols
            self.rect = pygame.Rect(0, 0, max(420, cols * 150 + 40), 84 + rows * 80)
            self.rect.center = (cx, cy)
            for i, (a, label) in enumerate(choices):
                seat = decision.target_of(a)
                r = pygame.Rect(self.rect.x + 20 + (i % cols) * 150,
                                self.rect.y + 62 + (i // cols) * 80, 140, 68)
                n = hand_sizes[seat]
                self.options.append(Option(f"shoot:{seat}", a, r, label,
                                           f"{n} card" + ("" if n == 1 else "s"),
                                           palette.SEAT_COLOURS[seat % 8]))
        else:
            w = 150
            self.rect = pygame.Rect(0, 0, max(520, len(choices) * (w + 10) + 30), 226)
            self.rect.center = (cx, cy)
            x0 = self.rect.centerx - (len(choices) * (w + 10) - 10) // 2
            for i, (a, label) in enumerate(choices):
                r = pygame.Rect(x0 + i * (w + 10), self.rect.y + 62, w, 140)
                self.options.append(Option(f"original:{a[1]}", a, r, label,
                                           ORIGINAL_HELP.get(a[1], "")))

    @property
    def rects(self) -> dict:
        return {o.name: o.rect for o in self.options}

    def handle(self, event) -> bool:
        """Modal: every mouse event is used."""
        if event.type == pygame.MOUSEMOTION:
            for o in self.options:
                o.hover = o.rect.collidepoint(event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressed = next((o for o in self.options if o.rect.collidepoint(event.pos)), None)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            hit = next((o for o in self.options if o.rect.collidepoint(event.pos)), None)
            if hit is not None and (self.pressed is None or self.pressed is hit):
                self.pressed = None
                self.on_choose(hit.action)
            self.pressed = None
            return True
        if event.type == pygame.KEYDOWN and pygame.K_1 <= event.key <= pygame.K_9:
            i = event.key - pygame.K_1
            if i < len(self.options):
                self.on_choose(self.options[i].action)
                return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL)

    def draw(self, surface) -> None:
        shade = _shade(surface.get_size())
        surface.blit(shade, (0, 0))
        draw_panel(surface, self.rect, fill=(28, 32, 44), border=palette.ACCENT, radius=16,
                   alpha=248)
        title = text.render(self.title, 19, palette.ACCENT, text.BOLD)
        surface.blit(title, title.get_rect(midtop=(self.rect.centerx, self.rect.y + 20)))
        for i, o in enumerate(self.options):
            self._draw_option(surface, o, i)

    def _draw_option(self, surface, o: Option, index: int) -> None:
        r = o.rect
        hover = o.hover
        if self.kind == "colour":
            fill = o.colour
            pygame.draw.rect(surface, fill, r, border_radius=14)
            pygame.draw.rect(surface, palette.TEXT if hover else palette.CARD_EDGE, r,
                             width=4 if hover else 2, border_radius=14)
            dark = palette.SUITS[o.action[1]]["dark"]
            em = emblem(o.symbol, 64, (250, 246, 236))
            surface.blit(em, em.get_rect(center=(r.centerx, r.y + 56)))
            label = text.render(o.title, 24, palette.TEXT_DARK if o.action[1] == "yellow"
                                else palette.TEXT, text.BOLD)
            surface.blit(label, label.get_rect(center=(r.centerx, r.bottom - 34)))
            key = text.render(str(index + 1), 13, dark, text.BOLD)
            surface.blit(key, (r.x + 8, r.y + 6))
            return
        fill = (70, 80, 108) if hover else palette.PANEL_LIGHT
        pygame.draw.rect(surface, fill, r, border_radius=12)
        pygame.draw.rect(surface, palette.ACCENT if hover else palette.PANEL_BORDER, r,
                         width=3 if hover else 2, border_radius=12)
        if o.colour is not None:
            pygame.draw.rect(surface, o.colour, (r.x + 8, r.y + 10, 6, r.h - 20), border_radius=3)
        title = text.render(o.title, 19, palette.TEXT, text.BOLD)
        if self.kind == "shoot":
            surface.blit(title, (r.x + 22, r.y + 12))
            sub = text.render(o.sub, 15, palette.TEXT_DIM)
            surface.blit(sub, (r.x + 22, r.y + 40))
        else:
            surface.blit(title, title.get_rect(midtop=(r.centerx, r.y + 14)))
            body = text.render_wrapped(o.sub, 14, r.w - 20, palette.TEXT_DIM)
            surface.blit(body, (r.x + 10, r.y + 48))
        key = text.render(str(index + 1), 12, palette.TEXT_DIM, text.BOLD)
        surface.blit(key, key.get_rect(topright=(r.right - 8, r.y + 6)))


_SHADES: dict = {}


def _shade(size) -> pygame.Surface:
    s = _SHADES.get(size)
    if s is None:
        s = pygame.Surface(size, pygame.SRCALPHA)
        s.fill((0, 0, 0, 110))
        _SHADES[size] = s
    return s
