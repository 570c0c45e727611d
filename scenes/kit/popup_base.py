"""The base of the tables' pop-ups and its button and tile variants (the family's face
is scenes.kit.popups, which adds the panels and ``popup_for``).

:class:`Popup` is the base: a framed box whose title wraps inside it (a short body may
follow), then the variant's content, then its buttons; the box is sized from what it
holds, so no text runs out of it or under the buttons. Number keys 1-9 pick the n-th
option (``app.ui.commands.choice_number``), Enter the default answer, and a pop-up
with an ``on_cancel`` is closed by the "cancel" command (Esc: TableScene routes it) or,
when ``closes_outside``, by a click beside it. A *modal* pop-up takes every mouse event
(the table waits for the answer); the others let clicks on the table through.

A pop-up never applies anything: it calls ``on_choose(action)`` (a list of actions for
a distribution) with engine actions. ``rects`` names its clickable parts for tests and
tutorials ("yes", "confirm", "power:0", "colour:red"...).

Variants:

    ButtonsPopup     a question with a row (or grid) of answers: choose, yes/no, confirm;
                     an ``icon(surface, rect, key)`` drawer puts a small icon on each
    TilesPopup       big option tiles (a colour, a player, a rule) with small print and
                     an emblem drawn by the game's ``icon`` drawer
    NumberPopup      a number on a slider (and -/+), then Confirm      (popups.py)
    DistributePopup  share out a total with -/+ per target              (popups.py)
    ListPopup        a scrollable list with hover (cards, effects)     (popups.py)
    PowerMenu        the powers of a card, unusable ones greyed         (popups.py)

``popup_for(decision, on_choose, ...)`` builds the right variant from an
engines.core.decision.Decision when a game has no special needs.
"""
from __future__ import annotations

from typing import Callable

import pygame

from app.ui import canvas, commands, draw, palette, text
from app.ui.surface_cache import cached
from app.ui.widgets import Button, draw_panel

PANEL_FILL = (26, 30, 42)
PAD = 14                                   # inner margin of the box
GAP = 10                                   # between buttons and tiles
BOUNDS = pygame.Rect(8, 8, 992, 704)       # where a pop-up is kept by default

IconDrawer = Callable[[pygame.Surface, pygame.Rect, object], None]


class Option:
    """One answer of a pop-up: the engine ``action`` it stands for, its ``label``,
    small print (``sub``), a ``colour`` (a bar, or the whole tile when ``filled``), an
    ``icon`` key for the game's icon drawer, the text colour ``fg`` and the ``name`` in
    ``rects`` (default: the label in lower case)."""

    def __init__(self, action, label: str, name: str | None = None, sub: str = "",
                 colour=None, icon=None, fg=None, filled: bool = False,
                 enabled: bool = True) -> None:
        self.action, self.label, self.sub = action, label, sub
        self.name = name if name is not None else label.lower()
        self.colour, self.icon, self.fg, self.filled = colour, icon, fg, filled
        self.enabled = enabled
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.hover = False

    def __repr__(self) -> str:
        return f"Option({self.action!r}, {self.label!r})"


def as_options(answers) -> list[Option]:
    """Options from Options or (label, action[, icon]) pairs."""
    out = []
    for a in answers:
        if isinstance(a, Option):
            out.append(a)
        else:
            out.append(Option(a[1], a[0], icon=a[2] if len(a) > 2 else None))
    return out


@cached
def centred_text(message: str, size: int, width: int, colour=palette.TEXT,
                 weight: str = text.REGULAR) -> pygame.Surface:
    """``message`` wrapped to ``width`` pixels, each line centred (cached)."""
    lines = text.wrap_lines(message, size, width, weight)
    height = text.font(size, weight).get_linesize() + 2
    surf = canvas.new((width, max(1, len(lines) * height)), pygame.SRCALPHA)
    for i, line in enumerate(lines):
        if line:
            img = text.render(line, size, colour, weight)
            if img.get_width() > width:       # one word longer than the line
                img = text.fit(line, size, width, colour, weight)
            surf.blit(img, img.get_rect(midtop=(width // 2, i * height)))
    return surf


class Popup:
    """The base of every pop-up (see the module's docstring). A variant lays out its
    parts below ``self.top`` (relative to the box's top-left corner), registers their
    rects with ``part()`` and calls ``place(height)`` once it knows its height."""

    width = 360                  # the box's width at least
    max_width = 560              # a longer title wraps rather than widen the box more
    title_size = 16
    body_size = 14
    modal = False                # take every mouse event (the table waits)
    shade = False                # darken the table behind (modal pop-ups)
    closes_outside = False       # a click beside it cancels (if it can be cancelled)

    def __init__(self, title: str, on_choose, *, body: str = "", on_cancel=None,
                 anchor=None, centre=None, bounds=BOUNDS, width: int | None = None,
                 tag: str = "") -> None:
        self.title = title
        self.body = body
        self.on_choose = on_choose
        self.on_cancel = on_cancel
        self.tag = tag                     # what the table calls this choice, if anything
        self.anchor = anchor               # midbottom point (default: centre)
        self.centre = centre
        self.bounds = pygame.Rect(bounds) if bounds is not None else None
        self.buttons: list[Button] = []
        self.options: list[Option] = []
        self.rects: dict[str, pygame.Rect] = {}
        self._parts: list[pygame.Rect] = []
        w = width or self.width
        title_w = text.font(self.title_size, text.BOLD).size(title)[0] + 2 * PAD
        if title_w > w:
            w = min(max(w, self.max_width), title_w)
        self.rect = pygame.Rect(0, 0, w, 0)
        self._head = centred_text(title, self.title_size, self.inner_w, palette.ACCENT,
                                  text.BOLD)
        self._body = (centred_text(body, self.body_size, self.inner_w, palette.TEXT)
                      if body else None)

    # layout -------------------------------------------------------------------------------
    @property
    def inner_w(self) -> int:
        return self.rect.w - 2 * PAD

    @property
    def top(self) -> int:
        """Where the content starts, below the title and the body."""
        y = 12 + self._head.get_height()
        if self._body is not None:
            y += 4 + self._body.get_height()
        return y + 10

    def widen(self, width: int) -> None:
        """Make the box at least ``width`` wide (before any part is laid out)."""
        if width > self.rect.w:
            self.rect.w = width
            self._head = centred_text(self.title, self.title_size, self.inner_w,
                                      palette.ACCENT, text.BOLD)
            if self.body:
                self._body = centred_text(self.body, self.body_size, self.inner_w,
                                          palette.TEXT)

    def part(self, rect, name: str | None = None) -> pygame.Rect:
        """Register a rect of the content (box coordinates until ``place``)."""
        r = pygame.Rect(rect)
        self._parts.append(r)
        if name is not None:
            self.rects[name] = r
        return r

    def add_button(self, rect, label: str, on_click, name: str | None = None,
                   size: int = 15, inset: int = 0, inset_right: int = 0) -> Button:
        b = Button(rect, label, on_click, size=size, inset=inset, inset_right=inset_right)
        self.buttons.append(b)
        self._parts.append(b.rect)
        self.rects[name if name is not None else label.lower()] = b.rect
        return b

    def place(self, height: int) -> None:
        """Size the box to ``height`` and put it at its anchor (midbottom) or centre,
        inside the bounds; every registered part moves with it."""
        self.rect.h = height
        box = self.rect.copy()
        if self.anchor is not None:
            box.midbottom = self.anchor
        elif self.centre is not None:
            box.center = self.centre
        if self.bounds is not None:
            box.clamp_ip(self.bounds)
        self.rect = pygame.Rect(0, 0, box.w, height)
        self._move(box.x, box.y)

    def _move(self, dx: int, dy: int) -> None:
        self.rect.move_ip(dx, dy)
        for r in self._parts:
            r.move_ip(dx, dy)

    def move_beside(self, card: pygame.Rect) -> None:
        """Put the box to the right of (or else left of) ``card``, vertically centred."""
        new = self.rect.copy()
        new.midleft = (card.right + 14, card.centery)
        right = self.bounds.right if self.bounds is not None else 10 ** 6
        if new.right > right:
            new.midright = (card.left - 14, card.centery)
        if self.bounds is not None:
            new.clamp_ip(self.bounds)
        self._move(new.x - self.rect.x, new.y - self.rect.y)

    # answers ------------------------------------------------------------------------------
    @property
    def cancellable(self) -> bool:
        return self.on_cancel is not None

    def cancel(self) -> None:
        if self.on_cancel is not None:
            self.on_cancel()

    def choose(self, action) -> None:
        self.on_choose(action)

    def keyed(self) -> list[Option]:
        """The options the number keys 1-9 pick, in order."""
        return [o for o in self.options if o.enabled]

    def confirm(self) -> bool:
        """Enter: the default answer (none unless a variant has one)."""
        return False

    def number_key(self, index: int) -> bool:
        opts = self.keyed()
        if index < len(opts):
            self.choose(opts[index].action)
            return True
        return False

    # input --------------------------------------------------------------------------------
    def handle(self, event) -> bool:
        n = commands.choice_number(event)
        if n is not None:
            return self.number_key(n)
        if commands.is_command(event, "confirm") and self.confirm():
            return True
        if commands.is_command(event, "cancel") and self.cancellable:
            self.cancel()
            return True
        for b in self.buttons:
            if b.handle(event):
                return True
        if self.handle_content(event):
            return True
        et = event.type
        if et == pygame.MOUSEMOTION:
            for o in self.options:
                o.hover = o.rect.collidepoint(event.pos)
            return False
        if et in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            inside = self.rect.collidepoint(event.pos)
            if (not inside and et == pygame.MOUSEBUTTONUP and event.button == 1
                    and self.closes_outside and self.cancellable):
                self.cancel()
                return True
            return inside or self.modal
        if et == pygame.MOUSEWHEEL:
            return self.modal
        return False

    def handle_content(self, event) -> bool:
        """The variant's own parts (after the buttons)."""
        return False

    # drawing ------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        if self.shade:
            surface.blit(_shade(surface.get_size()), (0, 0))
        draw_panel(surface, self.rect, fill=PANEL_FILL, border=palette.ACCENT, radius=12,
                   alpha=248)
        y = self.rect.y + 12
        surface.blit(self._head, (self.rect.x + PAD, y))
        if self._body is not None:
            y += self._head.get_height() + 4
            surface.blit(self._body, (self.rect.x + PAD, y))
        self.draw_content(surface)
        for b in self.buttons:
            b.draw(surface)
        self.draw_over(surface)

    def draw_content(self, surface) -> None:
        """The variant's parts (under the buttons)."""

    def draw_over(self, surface) -> None:
        """Drawn over the buttons (icons, key numbers)."""


KEY_W = 14              # room kept for a key number at the right of a button


def key_number(surface, index: int, rect: pygame.Rect, colour=palette.TEXT_DIM) -> None:
    """The small number key of an option, in its top-right corner."""
    if index < 9:
        img = text.render(str(index + 1), 12, colour, text.BOLD)
        surface.blit(img, img.get_rect(topright=(rect.right - 7, rect.y + 4)))


class ButtonsPopup(Popup):
    """A question with its answers as buttons, up to ``per_row`` in a row (more rows
    when needed). ``icon(surface, rect, key)`` draws an option's ``icon`` at the left of
    its button (a gem, a suit...)."""

    BUTTON_W, BUTTON_H, BUTTON_SIZE = 150, 40, 15
    ICON_W = 26
    max_width = 720

    def __init__(self, title: str, answers, on_choose, *, icon: IconDrawer | None = None,
                 per_row: int = 4, modal: bool = False, closes_outside: bool = False,
                 **kw) -> None:
        super().__init__(title, on_choose, **kw)
        self.modal, self.closes_outside = modal, closes_outside
        self.icon = icon
        self.options = as_options(answers)
        n = max(1, len(self.options))
        inset = self.ICON_W if icon is not None and any(
            o.icon is not None for o in self.options) else 0
        right = KEY_W if n > 1 else 0
        font = text.font(self.BUTTON_SIZE, text.BOLD)
        bw = max([self.BUTTON_W] + [font.size(o.label)[0] + 20 + inset + right
                                    for o in self.options])
        limit = max(self.max_width, self.width) - 2 * PAD
        per = min(per_row, n)
        while per > 1 and per * bw + (per - 1) * GAP > limit:
            per -= 1
        bw = min(bw, limit)
        self.widen(per * bw + (per - 1) * GAP + 2 * PAD)
        rows = (n + per - 1) // per
        y = self.top
        for k, o in enumerate(self.options):
            r, c = divmod(k, per)
            in_row = min(per, n - r * per)
            x0 = (self.rect.w - (in_row * bw + (in_row - 1) * GAP)) // 2
            rect = (x0 + c * (bw + GAP), y + r * (self.BUTTON_H + 8), bw, self.BUTTON_H)
            b = self.add_button(rect, o.label, (lambda a=o.action: self.choose(a)), o.name,
                                size=self.BUTTON_SIZE, inset=inset if o.icon is not None else 0,
                                inset_right=right)
            b.enabled = o.enabled
            o.rect = b.rect
        self.place(y + rows * (self.BUTTON_H + 8) - 8 + PAD + 4)

    def draw_over(self, surface) -> None:
        many = len(self.options) > 1
        for i, o in enumerate(self.keyed()):
            if self.icon is not None and o.icon is not None:
                r = o.rect
                self.icon(surface, pygame.Rect(r.x + 6, r.centery - 11, 22, 22), o.icon)
            if many:
                key_number(surface, i, o.rect)


class TilesPopup(Popup):
    """Big option tiles, ``per_row`` in a row: a tile shows its label and small print,
    a colour bar (or is filled with its colour), and the game's emblem through
    ``icon(surface, rect, key)``. Modal: the table waits for the answer."""

    title_size = 19
    modal = True
    shade = True

    def __init__(self, title: str, tiles, on_choose, *, tile_size=(150, 140),
                 per_row: int = 4, icon: IconDrawer | None = None, min_width: int = 420,
                 **kw) -> None:
        kw.setdefault("bounds", None)
        super().__init__(title, on_choose, width=min_width, **kw)
        self.icon = icon
        self.options = as_options(tiles)
        self.pressed: Option | None = None
        tw, th = tile_size
        for o in self.options:             # room for the longest small print
            if o.sub and not (icon is not None and o.icon is not None):
                th = max(th, self._sub_top(o) + self._sub(o, tw).get_height() + 10)
        n = max(1, len(self.options))
        per = min(per_row, n)
        self.widen(per * tw + (per - 1) * GAP + 2 * (PAD + 6))
        rows = (n + per - 1) // per
        y = self.top + 4
        for k, o in enumerate(self.options):
            r, c = divmod(k, per)
            in_row = min(per, n - r * per)
            x0 = (self.rect.w - (in_row * tw + (in_row - 1) * GAP)) // 2
            o.rect = self.part((x0 + c * (tw + GAP), y + r * (th + GAP), tw, th), o.name)
        self.place(y + rows * (th + GAP) - GAP + PAD + 10)

    def _bar(self, o: Option) -> bool:
        return o.colour is not None and not o.filled

    def _sub_top(self, o: Option) -> int:
        return 40 if self._bar(o) else 48

    def _sub(self, o: Option, width: int = 0) -> pygame.Surface:
        w = width or o.rect.w
        if self._bar(o):
            return text.render_wrapped(o.sub, 15, max(40, w - 30), palette.TEXT_DIM)
        return text.render_wrapped(o.sub, 14, max(40, w - 20), palette.TEXT_DIM)

    def handle_content(self, event) -> bool:
        et = event.type
        if et == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressed = next((o for o in self.options if o.rect.collidepoint(event.pos)),
                                None)
            return True
        if et == pygame.MOUSEBUTTONUP and event.button == 1:
            hit = next((o for o in self.options if o.rect.collidepoint(event.pos)), None)
            pressed, self.pressed = self.pressed, None
            if hit is not None and hit.enabled and (pressed is None or pressed is hit):
                self.choose(hit.action)
            return True
        return False

    def draw_content(self, surface) -> None:
        for i, o in enumerate(self.options):
            self._draw_tile(surface, o, i)

    def _draw_tile(self, surface, o: Option, index: int) -> None:
        r, hover = o.rect, o.hover
        fg = o.fg or palette.TEXT
        if o.filled and o.colour is not None:
            draw.rect(surface, o.colour, r, border_radius=14)
            draw.rect(surface, palette.TEXT if hover else palette.CARD_EDGE, r,
                             width=4 if hover else 2, border_radius=14)
            key_colour = tuple(int(c * 0.45) for c in o.colour[:3])
        else:
            draw.rect(surface, (70, 80, 108) if hover else palette.PANEL_LIGHT, r,
                             border_radius=12)
            draw.rect(surface, palette.ACCENT if hover else palette.PANEL_BORDER, r,
                             width=3 if hover else 2, border_radius=12)
            key_colour = palette.TEXT_DIM
            if o.colour is not None:
                draw.rect(surface, o.colour, (r.x + 8, r.y + 10, 6, r.h - 20),
                                 border_radius=3)
        if self.icon is not None and o.icon is not None:
            self.icon(surface, pygame.Rect(r.x, r.y + 12, r.w, r.h - 70), o.icon)
            label = text.fit(o.label, 24, r.w - 16, fg, text.BOLD)
            surface.blit(label, label.get_rect(center=(r.centerx, r.bottom - 34)))
        elif self._bar(o):
            label = text.fit(o.label, 19, r.w - 40, fg, text.BOLD)
            surface.blit(label, (r.x + 22, r.y + 12))
            if o.sub:
                surface.blit(self._sub(o), (r.x + 22, r.y + self._sub_top(o)))
        else:
            label = text.fit(o.label, 19, r.w - 28, fg, text.BOLD)
            surface.blit(label, label.get_rect(midtop=(r.centerx, r.y + 14)))
            if o.sub:
                surface.blit(self._sub(o), (r.x + 10, r.y + self._sub_top(o)))
        key_number(surface, index, r, key_colour)


@cached
def _shade(size) -> pygame.Surface:
    s = canvas.new(size, pygame.SRCALPHA)
    s.fill((0, 0, 0, 110))
    return s
