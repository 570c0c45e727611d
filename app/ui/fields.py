"""Input widgets: a one-line text field and an on/off filter chip.

:class:`TextField` behaves as any text box: click to type (SDL text input), a caret that
the arrows, Home and End move (with Shift they select), Ctrl+A selects all, Backspace
and Delete remove the selection or the character beside the caret (Ctrl+Backspace: the
word before it); Enter, Esc, Tab or a click elsewhere end typing. While it has the focus
it takes every key, so the screen's shortcuts do not fire while typing.
"""
from __future__ import annotations

from typing import Callable

import pygame

from app.ui import art, draw, palette, text

SIZE = 17                 # the typed text's size
PLACEHOLDER_SIZE = 16
SELECTION = (70, 88, 128)

EmblemArt = Callable[[str, int, tuple], pygame.Surface]


class TextField:
    """A one-line text box. ``value`` is the text (assigning it puts the caret at the end
    and does not call ``on_change``; :meth:`set` does)."""

    def __init__(self, rect, value: str = "", placeholder: str = "", max_len: int = 32,
                 on_change: Callable[[str], None] | None = None, label: str = "",
                 scale: float = 1.0) -> None:
        self.rect = pygame.Rect(rect)
        self.scale = scale       # the scene's (app.ui.display); 1 in a legacy scene
        self.placeholder = placeholder
        self.max_len = max_len
        self.on_change = on_change
        self.label = label
        self.focused = False
        self.visible = True
        self.enabled = True
        self._value = value[:max_len]
        self.caret = len(self._value)          # an index into value: 0 .. len(value)
        self.anchor: int | None = None         # the selection's other end, if any
        self._scroll = 0                       # pixels of text hidden left of the box

    # -- the text ---------------------------------------------------------------------
    @property
    def value(self) -> str:
        return self._value

    @value.setter
    def value(self, value: str) -> None:
        self._value = value[:self.max_len]
        self.caret = len(self._value)
        self.anchor = None

    def set(self, value: str) -> None:
        """Replace the text (caret at the end) and tell ``on_change`` if it changed."""
        old = self._value
        self.value = value
        if self._value != old and self.on_change:
            self.on_change(self._value)

    @property
    def selection(self) -> tuple[int, int] | None:
        """(start, end) of the selected text, or None."""
        if self.anchor is None or self.anchor == self.caret:
            return None
        return min(self.anchor, self.caret), max(self.anchor, self.caret)

    @property
    def selected_text(self) -> str:
        sel = self.selection
        return self._value[sel[0]:sel[1]] if sel else ""

    def select_all(self) -> None:
        self.anchor, self.caret = 0, len(self._value)

    def _edit(self, start: int, end: int, insert: str = "") -> None:
        """Replace value[start:end] by ``insert`` (cut to max_len), caret after it."""
        insert = insert[:max(0, self.max_len - (len(self._value) - (end - start)))]
        old = self._value
        self._value = old[:start] + insert + old[end:]
        self.caret, self.anchor = start + len(insert), None
        if self._value != old and self.on_change:
            self.on_change(self._value)

    def insert(self, chars: str) -> None:
        """Type ``chars`` at the caret (over the selection)."""
        start, end = self.selection or (self.caret, self.caret)
        self._edit(start, end, chars)

    def backspace(self, word: bool = False) -> None:
        sel = self.selection
        if sel:
            self._edit(*sel)
        elif word:
            before = self._value[:self.caret].rstrip()
            self._edit(len(before.rpartition(" ")[0]), self.caret)
        elif self.caret > 0:
            self._edit(self.caret - 1, self.caret)

    def delete(self) -> None:
        sel = self.selection
        if sel:
            self._edit(*sel)
        elif self.caret < len(self._value):
            self._edit(self.caret, self.caret + 1)

    def move(self, to: int, select: bool = False) -> None:
        """Put the caret at ``to``; ``select`` extends the selection instead of ending it."""
        if select:
            if self.anchor is None:
                self.anchor = self.caret
        else:
            self.anchor = None
        self.caret = max(0, min(len(self._value), to))

    # -- focus and input --------------------------------------------------------------
    def focus(self, on: bool = True) -> None:
        if on == self.focused:
            return
        self.focused = on
        if not on:
            self.anchor = None
        try:
            if on:
                pygame.key.start_text_input()
            else:
                pygame.key.stop_text_input()
        except pygame.error:
            pass

    def activate(self) -> None:
        self.focus(True)

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            inside = self.rect.collidepoint(event.pos)
            self.focus(inside)
            if inside:
                self.move(self.index_at(event.pos[0]))
            return inside
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            chars = "".join(ch for ch in event.text if ch.isprintable())
            if chars:
                self.insert(chars)
            return True
        if event.type == pygame.KEYDOWN:
            self._key(event.key, getattr(event, "mod", 0))
            return True      # typing: no shortcuts
        return False

    def _key(self, key: int, mod: int) -> None:
        ctrl, shift = bool(mod & pygame.KMOD_CTRL), bool(mod & pygame.KMOD_SHIFT)
        sel = self.selection
        if key == pygame.K_BACKSPACE:
            self.backspace(word=ctrl)
        elif key == pygame.K_DELETE:
            self.delete()
        elif key == pygame.K_a and ctrl:
            self.select_all()
        elif key == pygame.K_HOME:
            self.move(0, shift)
        elif key == pygame.K_END:
            self.move(len(self._value), shift)
        elif key == pygame.K_LEFT:
            self.move(sel[0] if sel and not shift else self.caret - 1, shift)
        elif key == pygame.K_RIGHT:
            self.move(sel[1] if sel and not shift else self.caret + 1, shift)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE, pygame.K_TAB):
            self.focus(False)

    # -- geometry ---------------------------------------------------------------------
    def _px(self, n: int) -> int:
        return round(n * self.scale) if self.scale != 1.0 else n

    def _pt(self, size: int) -> int:
        return text.real_size(size, self.scale)

    def _text_x(self) -> int:
        x = self.rect.x + self._px(10)
        if self.label:
            x += text.render(self.label, self._pt(13), palette.TEXT_DIM).get_width() + self._px(8)
        return x

    def _width(self, s: str) -> int:
        return text.font(self._pt(SIZE)).size(s)[0]

    def _inner(self) -> int:
        return self.rect.right - self._px(10) - self._text_x()

    def _scrolled(self) -> int:
        """Pixels hidden on the left so that the caret shows (the end when it is there)."""
        inner = self._inner()
        full = self._width(self._value)
        if full <= inner:
            self._scroll = 0
        else:
            at = self._width(self._value[:self.caret])
            self._scroll = max(at - inner, min(self._scroll, at, full - inner))
        return self._scroll

    def index_at(self, x: int) -> int:
        """The caret index nearest to the screen position ``x``."""
        dx = x - self._text_x() + self._scrolled()
        best, best_d = 0, abs(dx)
        for i in range(1, len(self._value) + 1):
            d = abs(self._width(self._value[:i]) - dx)
            if d < best_d:
                best, best_d = i, d
        return best

    # -- drawing ----------------------------------------------------------------------
    def draw(self, surface, time: float = 0.0) -> None:
        r, px = self.rect, self._px
        draw.rect(surface, (20, 22, 30), r, border_radius=px(8))
        draw.rect(surface, palette.ACCENT if self.focused else palette.PANEL_BORDER, r,
                         width=max(1, px(2)), border_radius=px(8))
        x = r.x + px(10)
        if self.label:
            lab = text.render(self.label, self._pt(13), palette.TEXT_DIM)
            surface.blit(lab, (x, r.centery - lab.get_height() // 2))
            x += lab.get_width() + px(8)
        inner = r.right - px(10) - x
        if self._value:
            img = text.render(self._value, self._pt(SIZE), palette.TEXT)
            scroll = self._scrolled()
            sel = self.selection if self.focused else None
            if sel:
                a = x + self._width(self._value[:sel[0]]) - scroll
                b = x + self._width(self._value[:sel[1]]) - scroll
                band = pygame.Rect(a, r.y + px(8), b - a, r.h - px(16)).clip((x, r.y, inner, r.h))
                draw.rect(surface, SELECTION, band)
            # only the width clips: a text's real pixels may pass its design height
            area = pygame.Rect(scroll, 0, inner, r.h)
            surface.blit(img, (x, r.centery - img.get_height() // 2), area)
            caret = x + self._width(self._value[:self.caret]) - scroll
        else:
            img = text.render(self.placeholder, self._pt(PLACEHOLDER_SIZE), (110, 112, 124))
            surface.blit(img, (x, r.centery - img.get_height() // 2),
                         pygame.Rect(0, 0, inner, r.h))
            caret = x
        if self.focused and int(time * 2) % 2 == 0:
            draw.line(surface, palette.ACCENT, (caret + px(2), r.y + px(9)),
                             (caret + px(2), r.bottom - px(9)), max(1, px(2)))


class Chip:
    """A filter chip: on/off, with an optional colour swatch and emblem (drawn by
    ``emblem_art(name, size, colour)``: the toolkit's emblems unless a game has its own)."""

    def __init__(self, rect, label: str, value, colour=None, emblem: str | None = None,
                 tooltip: str | None = None, emblem_art: EmblemArt | None = None) -> None:
        self.rect = pygame.Rect(rect)
        self.label = label
        self.value = value
        self.colour = colour
        self.emblem = emblem
        self.emblem_art: EmblemArt = emblem_art or art.emblem
        self.tooltip = tooltip
        self.on = False

    def draw(self, surface, hot: bool) -> None:
        r = self.rect
        col = self.colour or palette.PANEL_LIGHT
        if self.on:
            fill = art.shade(col, -0.25) if self.colour else palette.ACCENT_DARK
            border = palette.ACCENT
        else:
            fill = art.shade(col, -0.68) if self.colour else (30, 34, 46)
            border = (palette.ACCENT if hot else
                      art.shade(col, -0.2) if self.colour else palette.PANEL_BORDER)
        draw.rect(surface, fill, r, border_radius=17)
        draw.rect(surface, border, r, width=2, border_radius=17)
        x = r.x + 10
        if self.emblem:
            icon = self.emblem_art(self.emblem, 20, art.shade(col, 0.5))
            surface.blit(icon, (x - 2, r.centery - 10))
            x += 22
        lab = text.fit(self.label, 14, r.right - 6 - x, palette.TEXT, text.BOLD)
        cx = (x + r.right - 6) // 2 if self.emblem else r.centerx
        surface.blit(lab, lab.get_rect(center=(cx, r.centery)))
