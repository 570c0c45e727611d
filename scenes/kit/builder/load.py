"""A builder's "Load" overlay, for any game's collection (decks, armies): the built-in
entries (copied when chosen), then the saved ones, each with its state (ready to play, or a
draft and its problem count). Only whole rows are drawn (the wheel scrolls by rows), with
a line saying when more lie below or above. Files that could not be read were moved
aside: a line on top says so, and a message over the overlay says which and where, once.
A game's subclass says what its entries are and may draw a row's content its own way
(``draw_entry``: Mabinogi shows the hero's portrait and the deck's resources).

The Load overlay is native (over a legacy builder): laid out from the Display at the
window's real pixels, its lengths in design units through ``self.m`` (a row's content
too); the chooser's frame and rows take the scene's metrics, so a legacy chooser (the
leader picker) draws as it always did."""
from __future__ import annotations

from typing import Any, Callable

import pygame

from app.scene import Scene
from app.ui import draw, palette, text
from app.ui.display import Metrics, metrics_of
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
    m: Metrics

    def __init__(self, app, on_choose: Callable[[Any], None]) -> None:
        super().__init__(app)
        self.m = metrics_of(self)
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
        down, and ``hint`` at the right, 12 px lower (design units, at the scene's scale)."""
        px, pt = self.m.px, self.m.pt
        surface.blit(common.dimmer(160, surface.get_size()), (0, 0))
        draw_panel(surface, self.rect, fill=palette.PANEL, border=palette.ACCENT,
                   radius=px(16), alpha=250, line=max(1, px(2)))
        text.blit_text(surface, title, (self.rect.x + px(pad), self.rect.y + px(top)),
                       pt(size), palette.ACCENT, text.BOLD)
        text.blit_text(surface, hint, (self.rect.right - px(pad), self.rect.y + px(top + 12)),
                       pt(13), palette.TEXT_DIM, anchor="topright")

    def draw_row_frame(self, surface, r: pygame.Rect, hot: bool, lit: bool) -> None:
        """A row's box: lighter under the mouse (``hot``), a gold edge when ``lit``."""
        px = self.m.px
        draw.rect(surface, (74, 84, 112) if hot else palette.PANEL_LIGHT, r,
                         border_radius=px(10))
        draw.rect(surface, palette.ACCENT if lit else palette.PANEL_BORDER, r,
                         width=px(2), border_radius=px(10))

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
    subclass's, which may also draw a row its own way, in design units through
    ``self.m``)."""
    native = True
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
        self.scroll = 0
        self._layout()

    def _layout(self) -> None:
        self.m = m = metrics_of(self).bounded(self.SIZE[0] + 40, self.SIZE[1] + 40)
        px = m.px
        self.rect = pygame.Rect((0, 0), (px(self.SIZE[0]), px(self.SIZE[1])))
        self.rect.center = (m.w // 2, m.h // 2)
        self.cancel = Button((self.rect.right - px(28 + 160), self.rect.bottom - px(24 + 48),
                              px(160), px(48)), "Cancel", self.close, size=20, scale=m.scale)
        self.report_h = px(30) if self.report else 0
        top = self.rect.y + px(76) + self.report_h
        self.list_rect = pygame.Rect(self.rect.x + px(28), top, self.rect.w - px(56),
                                     self.cancel.rect.y - px(14) - top)

    @property
    def row_h(self) -> int:
        return self.m.px(self.ROW_H)

    @property
    def pitch(self) -> int:
        """A row and the gap under it, in pixels (the wheel scrolls by it)."""
        return self.row_h + self.m.px(6)

    def on_resize(self) -> None:
        rows = self.scroll // max(1, self.pitch)
        self._layout()
        self.scroll = 0
        self.wheel(-rows)

    def summary(self) -> str:
        n = len(self.report)
        return (f"{n} {self.noun} file{'s' if n != 1 else ''} could not be read and "
                f"{'were' if n != 1 else 'was'} moved aside.") if n else ""

    def enter(self) -> None:
        if self.report:
            show_message(self.app, self.summary(), "\n\n".join(self.report))

    def rows(self) -> list[tuple[pygame.Rect, dict]]:
        lst = self.list_rect
        return [(cell(lst.x, lst.y, i, 1, (lst.w - self.m.px(10), self.row_h),
                      (0, self.m.px(6)), self.scroll), d)
                for i, d in enumerate(self.entries)]

    def entry_line(self, entry: dict) -> str:
        """The line under an entry's name (what it holds)."""
        return ""

    def pickable(self, r: pygame.Rect) -> bool:
        return self.list_rect.contains(r)

    def wheel(self, dy: int) -> None:
        total = len(self.entries) * self.pitch
        self.scroll = max(0, min(max(0, total - self.list_rect.h),
                                 self.scroll - dy * self.pitch))

    def draw(self, surface) -> None:
        px, pt = self.m.px, self.m.pt
        self.draw_frame(surface, self.title, self.hint, 28, 22, 28)
        if self.report:
            surface.blit(fit(self.summary(), pt(15), self.rect.w - px(56), palette.BAD),
                         (self.rect.x + px(28), self.rect.y + px(72)))
        below = False
        for r, d in self.rows():          # whole rows only: the wheel scrolls by rows
            if self.list_rect.contains(r):
                self._draw_row(surface, r, d)
            below = below or r.bottom > self.list_rect.bottom
        if below or self.scroll:
            text.blit_text(surface, self.more_below if below else self.more_above,
                           (self.list_rect.x + px(4), self.cancel.rect.centery), pt(14),
                           palette.TEXT_DIM, anchor="midleft")
        builtin = sum(1 for d in self.entries if d.get("builtin"))
        if len(self.entries) == builtin:
            y = self.list_rect.y + builtin * self.pitch + px(10) - self.scroll
            if self.list_rect.y <= y < self.list_rect.bottom - px(20):
                text.blit_text(surface, f"No saved {self.store.plural} yet.",
                               (self.list_rect.x + px(4), y), pt(15), palette.TEXT_DIM)
        self.cancel.draw(surface)

    def _draw_row(self, surface, r: pygame.Rect, d: dict) -> None:
        px = self.m.px
        hot = r.collidepoint(self.mouse)
        self.draw_row_frame(surface, r, hot, hot)
        if d.get("builtin"):
            tag, col = self.builtin_tag, palette.ACCENT
        elif d["valid"]:
            tag, col = "✓ Ready to play", palette.GOOD
        else:
            k = len(d["problems"])
            tag, col = f"Draft: {k} problem{'s' if k != 1 else ''}", palette.BAD
        tag_img = text.render(tag, self.m.pt(15), col, text.BOLD)
        tag_rect = tag_img.get_rect(midright=(r.right - px(14), r.centery))
        surface.blit(tag_img, tag_rect)
        self.draw_entry(surface, r, d, tag_rect.x - px(16))

    def draw_entry(self, surface, r: pygame.Rect, d: dict, right: int) -> None:
        """A row's content left of its state tag (``right``: where the room ends): the
        name and ``entry_line``."""
        px, pt = self.m.px, self.m.pt
        room = right - (r.x + px(14))
        surface.blit(fit(d["name"], pt(18), room, palette.TEXT, text.BOLD),
                     (r.x + px(14), r.y + px(6)))
        surface.blit(fit(self.entry_line(d), pt(13), room, palette.TEXT_DIM),
                     (r.x + px(14), r.y + px(31)))
