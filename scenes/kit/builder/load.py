"""A builder's "Load" overlay, for any game's collection (decks, armies): the built-in
entries (copied when chosen), then the saved ones, each with its state (ready to play, or a
draft and its problem count). Only whole rows are drawn (the wheel scrolls by rows), with
a line saying when more lie below or above. Files that could not be read were moved
aside: a line on top says so, and a message over the overlay says which and where, once.
A game's subclass says what its entries are and may draw a row's content its own way
(``draw_entry``: Mabinogi shows the hero's portrait and the deck's resources)."""
from __future__ import annotations

from typing import Any, Callable

import pygame

from app.scene import Scene
from app.ui import palette, text
from app.ui.text import fit
from app.ui.widgets import Button, draw_panel
from scenes import common
from scenes.kit.builder.grid import cell
from scenes.message import show_message


class ChooserOverlay(Scene):
    """Rows to choose one from (``rows()``: (rect, item)): a row pressed and released
    under the mouse is chosen; Esc, ``cancel`` (a Button the subclass makes) or a click
    outside ``rect`` closes it."""
    overlay = True
    modal = True
    rect: pygame.Rect
    cancel: Button

    def __init__(self, app, on_choose: Callable[[Any], None]) -> None:
        super().__init__(app)
        self.on_choose = on_choose
        self.mouse: tuple = (-1, -1)
        self._pressed: int | None = None

    def rows(self) -> list[tuple[pygame.Rect, Any]]:
        raise NotImplementedError

    def pickable(self, r: pygame.Rect) -> bool:
        return True

    def wheel(self, dy: int) -> None:
        pass

    def close(self) -> None:
        if self.app.stack.top is self:
            self.app.stack.pop()

    def choose(self, item) -> None:
        self.close()
        self.on_choose(item)

    def draw_frame(self, surface, title: str, hint: str, pad: int, top: int,
                   size: int) -> None:
        """The dimmed screen, the panel, ``title`` (``size``) ``pad`` px in and ``top`` px
        down, and ``hint`` at the right, 12 px lower."""
        surface.blit(common.dimmer(160), (0, 0))
        draw_panel(surface, self.rect, fill=palette.PANEL, border=palette.ACCENT, radius=16,
                   alpha=250)
        text.blit_text(surface, title, (self.rect.x + pad, self.rect.y + top), size,
                       palette.ACCENT, text.BOLD)
        text.blit_text(surface, hint, (self.rect.right - pad, self.rect.y + top + 12), 13,
                       palette.TEXT_DIM, anchor="topright")

    @staticmethod
    def draw_row_frame(surface, r: pygame.Rect, hot: bool, lit: bool) -> None:
        """A row's box: lighter under the mouse (``hot``), a gold edge when ``lit``."""
        pygame.draw.rect(surface, (74, 84, 112) if hot else palette.PANEL_LIGHT, r,
                         border_radius=10)
        pygame.draw.rect(surface, palette.ACCENT if lit else palette.PANEL_BORDER, r,
                         width=2, border_radius=10)

    def handle(self, event) -> bool:
        if hasattr(event, "pos"):
            self.mouse = tuple(event.pos)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return True
        if self.cancel.handle(event):
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.wheel(event.y)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if not self.rect.collidepoint(event.pos):
                self.close()
                return True
            for i, (r, _) in enumerate(self.rows()):
                if r.collidepoint(event.pos) and self.pickable(r):
                    self._pressed = i
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and \
                self._pressed is not None:
            i, self._pressed = self._pressed, None
            r, item = self.rows()[i]
            if r.collidepoint(event.pos):
                self.choose(item)
        return True


class LoadEntryOverlay(ChooserOverlay):
    """A collection's entries, built-in ones first (copied when chosen); bad files
    reported. The store, ``builtin_word`` and ``entry_line`` are the game's spec's (or a
    subclass's, which may also draw a row its own way)."""
    store: Any = None                 # an app.collection_store.Store
    builtin_word = "Built-in"         # "Starter": "Starter decks are copied..."
    more_below = "▼ More: scroll with the wheel"
    more_above = "▲ Scroll up for the rest"
    ROW_H = 54
    SIZE = (680, 580)

    @property
    def noun(self) -> str:
        return self.store.noun

    @property
    def title(self) -> str:
        return f"Load {'an' if self.noun[:1] in 'aeiou' else 'a'} {self.noun}"

    @property
    def hint(self) -> str:
        return (f"{self.builtin_word} {self.store.plural} are copied: save the copy under a "
                "new name")

    @property
    def builtin_tag(self) -> str:
        return f"{self.builtin_word}: copy"

    def __init__(self, app, on_choose: Callable[[dict], None], spec=None) -> None:
        super().__init__(app, on_choose)
        if spec is not None:                  # a BuilderSpec
            self.store, self.builtin_word = spec.store, spec.builtin_word
            if spec.entry_line is not None:
                self.entry_line = spec.entry_line   # type: ignore[method-assign]
        self.report: list[str] = []
        self.entries = self.store.entries(self.report)
        self.rect = pygame.Rect((0, 0), self.SIZE)
        self.rect.center = (common.W // 2, common.H // 2)
        self.cancel = Button((self.rect.right - 28 - 160, self.rect.bottom - 24 - 48, 160, 48),
                             "Cancel", self.close, size=20)
        self.report_h = 30 if self.report else 0
        self.list_rect = pygame.Rect(self.rect.x + 28, self.rect.y + 76 + self.report_h,
                                     self.rect.w - 56,
                                     self.cancel.rect.y - 14 - (self.rect.y + 76 + self.report_h))
        self.scroll = 0

    def summary(self) -> str:
        n = len(self.report)
        return (f"{n} {self.noun} file{'s' if n != 1 else ''} could not be read and "
                f"{'were' if n != 1 else 'was'} moved aside.") if n else ""

    def enter(self) -> None:
        if self.report:
            show_message(self.app, self.summary(), "\n\n".join(self.report))

    def rows(self) -> list[tuple[pygame.Rect, dict]]:
        lst = self.list_rect
        return [(cell(lst.x, lst.y, i, 1, (lst.w - 10, self.ROW_H), (0, 6), self.scroll), d)
                for i, d in enumerate(self.entries)]

    def entry_line(self, entry: dict) -> str:
        """The line under an entry's name (what it holds)."""
        return ""

    def pickable(self, r: pygame.Rect) -> bool:
        return self.list_rect.contains(r)

    def wheel(self, dy: int) -> None:
        total = len(self.entries) * (self.ROW_H + 6)
        self.scroll = max(0, min(max(0, total - self.list_rect.h),
                                 self.scroll - dy * (self.ROW_H + 6)))

    def draw(self, surface) -> None:
        self.draw_frame(surface, self.title, self.hint, 28, 22, 28)
        if self.report:
            surface.blit(fit(self.summary(), 15, self.rect.w - 56, palette.BAD),
                         (self.rect.x + 28, self.rect.y + 72))
        below = False
        for r, d in self.rows():          # whole rows only: the wheel scrolls by rows
            if self.list_rect.contains(r):
                self._draw_row(surface, r, d)
            below = below or r.bottom > self.list_rect.bottom
        if below or self.scroll:
            text.blit_text(surface, self.more_below if below else self.more_above,
                           (self.list_rect.x + 4, self.cancel.rect.centery), 14,
                           palette.TEXT_DIM, anchor="midleft")
        builtin = sum(1 for d in self.entries if d.get("builtin"))
        if len(self.entries) == builtin:
            y = self.list_rect.y + builtin * (self.ROW_H + 6) + 10 - self.scroll
            if self.list_rect.y <= y < self.list_rect.bottom - 20:
                text.blit_text(surface, f"No saved {self.store.plural} yet.",
                               (self.list_rect.x + 4, y), 15, palette.TEXT_DIM)
        self.cancel.draw(surface)

    def _draw_row(self, surface, r: pygame.Rect, d: dict) -> None:
        hot = r.collidepoint(self.mouse)
        self.draw_row_frame(surface, r, hot, hot)
        if d.get("builtin"):
            tag, col = self.builtin_tag, palette.ACCENT
        elif d["valid"]:
            tag, col = "✓ Ready to play", palette.GOOD
        else:
            k = len(d["problems"])
            tag, col = f"Draft: {k} problem{'s' if k != 1 else ''}", palette.BAD
        tag_img = text.render(tag, 15, col, text.BOLD)
        tag_rect = tag_img.get_rect(midright=(r.right - 14, r.centery))
        surface.blit(tag_img, tag_rect)
        self.draw_entry(surface, r, d, tag_rect.x - 16)

    def draw_entry(self, surface, r: pygame.Rect, d: dict, right: int) -> None:
        """A row's content left of its state tag (``right``: where the room ends): the
        name and ``entry_line``."""
        room = right - (r.x + 14)
        surface.blit(fit(d["name"], 18, room, palette.TEXT, text.BOLD), (r.x + 14, r.y + 6))
        surface.blit(fit(self.entry_line(d), 13, room, palette.TEXT_DIM), (r.x + 14, r.y + 31))
