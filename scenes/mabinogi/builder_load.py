"""The Mabinogi deck builder's "Load a deck" overlay: the prebuilt decks (copied when
chosen) and the saved ones, each with its hero, resources and state. Files that could not
be read were moved aside by the store: a line on top says so, and a message over the
overlay says which and where, once."""
from __future__ import annotations

from typing import Callable

import pygame

from app.scene import Scene
from app.ui import palette, text
from app.ui.text import fit
from app.ui.widgets import Button, draw_panel
from engines.mabinogi.content import CARD_INDEX, CARDS
from scenes import common
from scenes.mabinogi.builder_cards import portrait, symbol
from scenes.mabinogi.builder_deck import hero_name
from scenes.mabinogi.builder_layout import H, W
from scenes.mabinogi.collection import STORE
from scenes.message import show_message


def deck_kinds(cards) -> list[int]:
    """The resources of the known cards of a list (unknown names ignored)."""
    return sorted({CARDS[CARD_INDEX[c]].res for c in cards if c in CARD_INDEX})


class LoadDeckOverlay(Scene):
    """The prebuilt decks (copied when chosen) and the saved ones; bad files reported."""
    overlay = True
    modal = True
    ROW_H = 56

    def __init__(self, app, on_choose: Callable[[dict], None]) -> None:
        super().__init__(app)
        self.on_choose = on_choose
        self.report: list[str] = []
        self.decks = STORE.entries(self.report)
        self.n_builtin = sum(1 for d in self.decks if d.get("builtin"))
        self.rect = pygame.Rect(0, 0, 720, 600)
        self.rect.center = (W // 2, H // 2)
        self.cancel = Button((self.rect.right - 28 - 160, self.rect.bottom - 24 - 48, 160, 48),
                             "Cancel", self.close, size=20)
        self.report_h = 30 if self.report else 0
        top = self.rect.y + 76 + self.report_h
        self.list_rect = pygame.Rect(self.rect.x + 28, top, self.rect.w - 56,
                                     self.cancel.rect.y - 14 - top)
        self.scroll = 0
        self.mouse = (-1, -1)
        self._pressed: int | None = None

    def summary(self) -> str:
        n = len(self.report)
        return (f"{n} deck file{'s' if n != 1 else ''} could not be read and "
                f"{'were' if n != 1 else 'was'} moved aside.") if n else ""

    def enter(self) -> None:
        if self.report:
            show_message(self.app, self.summary(), "\n\n".join(self.report))

    def rows(self) -> list[tuple[pygame.Rect, dict]]:
        out = []
        for i, d in enumerate(self.decks):
            r = pygame.Rect(self.list_rect.x,
                            self.list_rect.y + i * (self.ROW_H + 6) - self.scroll,
                            self.list_rect.w - 10, self.ROW_H)
            out.append((r, d))
        return out

    def close(self) -> None:
        if self.app.stack.top is self:
            self.app.stack.pop()

    def choose(self, deck: dict) -> None:
        self.close()
        self.on_choose(deck)

    def handle(self, event) -> bool:
        if hasattr(event, "pos"):
            self.mouse = tuple(event.pos)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return True
        if self.cancel.handle(event):
            return True
        if event.type == pygame.MOUSEWHEEL:
            total = len(self.decks) * (self.ROW_H + 6)
            self.scroll = max(0, min(max(0, total - self.list_rect.h),
                                     self.scroll - event.y * (self.ROW_H + 6)))
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if not self.rect.collidepoint(event.pos):
                self.close()
                return True
            for i, (r, _) in enumerate(self.rows()):
                if r.collidepoint(event.pos) and self.list_rect.contains(r):
                    self._pressed = i
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and \
                self._pressed is not None:
            i, self._pressed = self._pressed, None
            r, d = self.rows()[i]
            if r.collidepoint(event.pos):
                self.choose(d)
        return True

    def draw(self, surface) -> None:
        surface.blit(common.dimmer(160), (0, 0))
        draw_panel(surface, self.rect, fill=palette.PANEL, border=palette.ACCENT, radius=16,
                   alpha=250)
        text.blit_text(surface, "Load a deck", (self.rect.x + 28, self.rect.y + 22), 28,
                       palette.ACCENT, text.BOLD)
        text.blit_text(surface, "Prebuilt decks are copied: save the copy under a new name",
                       (self.rect.right - 28, self.rect.y + 34), 13, palette.TEXT_DIM,
                       anchor="topright")
        if self.report:
            surface.blit(fit(self.summary(), 15, self.rect.w - 56, palette.BAD),
                         (self.rect.x + 28, self.rect.y + 72))
        below = False
        for r, d in self.rows():          # whole rows only: the wheel scrolls by rows
            if self.list_rect.contains(r):
                self._draw_row(surface, r, d)
            below = below or r.bottom > self.list_rect.bottom
        if below or self.scroll:
            hint = "▼ More decks: scroll with the wheel" if below else "▲ Scroll up for the rest"
            text.blit_text(surface, hint, (self.list_rect.x + 4, self.cancel.rect.centery), 14,
                           palette.TEXT_DIM, anchor="midleft")
        if len(self.decks) == self.n_builtin:
            y = self.list_rect.y + self.n_builtin * (self.ROW_H + 6) + 10
            if y < self.list_rect.bottom - 20:
                text.blit_text(surface, "No saved decks yet.", (self.list_rect.x + 4, y), 15,
                               palette.TEXT_DIM)
        self.cancel.draw(surface)

    def _draw_row(self, surface, r: pygame.Rect, d: dict) -> None:
        hot = r.collidepoint(self.mouse)
        pygame.draw.rect(surface, (74, 84, 112) if hot else palette.PANEL_LIGHT, r,
                         border_radius=10)
        pygame.draw.rect(surface, palette.ACCENT if hot else palette.PANEL_BORDER, r,
                         width=2, border_radius=10)
        surface.blit(portrait(str(d.get("hero")), 44), (r.x + 7, r.y + 6))
        if d.get("builtin"):
            tag, col = "Prebuilt: copy", palette.ACCENT
        elif d["valid"]:
            tag, col = "✓ Ready to play", palette.GOOD
        else:
            k = len(d["problems"])
            tag, col = f"Draft: {k} problem{'s' if k != 1 else ''}", palette.BAD
        tag_img = text.render(tag, 15, col, text.BOLD)
        surface.blit(tag_img, tag_img.get_rect(midright=(r.right - 14, r.centery)))
        kinds = deck_kinds(d["cards"])
        icons_w = 26 * len(kinds)
        x = r.x + 62
        room = tag_img.get_rect(midright=(r.right - 14, r.centery)).x - 16 - icons_w - x
        surface.blit(fit(d["name"], 18, room, palette.TEXT, text.BOLD), (x, r.y + 6))
        sub = f"{hero_name(str(d.get('hero')))} · {len(d['cards'])} cards"
        surface.blit(fit(sub, 13, room, palette.TEXT_DIM), (x, r.y + 32))
        ix = x + room + 12
        for k in kinds:
            surface.blit(symbol(k, 22), (ix, r.centery - 11))
            ix += 26
