"""The choice pop-ups of every table: one family, one look (the base, the buttons and
the tiles are in scenes.kit.popup_base; read its docstring first). Here: a number on a
slider, a total shared out with -/+ per target, a scrollable list with hover, the power
menu of a card, and ``popup_for(decision, ...)``, the right one for a Decision."""
from __future__ import annotations

from typing import Callable

import pygame

from app.ui import commands, display, draw, palette, text
from scenes.kit.popup_base import (PAD, ButtonsPopup, IconDrawer, Option, Popup,
                                   TilesPopup, as_options, key_number)

__all__ = ["Popup", "Option", "ButtonsPopup", "TilesPopup", "NumberPopup", "DistributePopup",
           "ListPopup", "PowerMenu", "popup_for", "as_options", "key_number"]

ROW_FILL = (38, 44, 60)
ROW_HOVER = (70, 78, 104)
ROW_PANEL = (36, 42, 58)


class NumberPopup(Popup):
    """Choose a number with a slider (and -/+, Left/Right, or its digit), then Confirm.
    ``values``: (number, action) pairs; ``value_format`` words the number shown
    ("X = {value}")."""

    def __init__(self, title: str, values, on_choose, *, value_format: str = "{value}",
                 **kw) -> None:
        super().__init__(title, on_choose, **kw)
        self.values = sorted(values, key=lambda v: v[0])
        self.index = len(self.values) - 1
        self.value_format = value_format
        self.dragging = False
        w, y = self.rect.w, self.top
        self.track = self.part((60, y + 12, w - 120, 8), "slider")
        self.add_button((14, y, 36, 32), "-", lambda: self._step(-1), "minus", size=20)
        self.add_button((w - 50, y, 36, 32), "+", lambda: self._step(1), "plus", size=20)
        self.value_y = y + 44
        self.add_button((w // 2 - 70, y + 74, 140, 36), "Confirm", self.confirm, "confirm",
                        size=17)
        self.place(y + 74 + 36 + PAD)

    @property
    def value(self) -> int:
        return self.values[self.index][0]

    def _step(self, d: int) -> None:
        self.index = max(0, min(len(self.values) - 1, self.index + d))

    def _set_from_x(self, x) -> None:
        t = (x - self.track.x) / max(1, self.track.w)
        self.index = max(0, min(len(self.values) - 1, round(t * (len(self.values) - 1))))

    def confirm(self) -> bool:
        self.choose(self.values[self.index][1])
        return True

    def number_key(self, index: int) -> bool:
        for k, (v, _) in enumerate(self.values):
            if v == index + 1:
                self.index = k
                return True
        return False

    def handle_content(self, event) -> bool:
        et = event.type
        if et == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and self.track.inflate(12, 24).collidepoint(event.pos):
            self.dragging = True
            self._set_from_x(event.pos[0])
            return True
        if et == pygame.MOUSEMOTION and self.dragging:
            self._set_from_x(event.pos[0])
            return True
        if et == pygame.MOUSEBUTTONUP and self.dragging:
            self.dragging = False
            return True
        step = commands.command_of(event, ("less", "more"))
        if step is not None:
            self._step(1 if step == "more" else -1)
            return True
        return False

    def draw_content(self, surface) -> None:
        t = self.track
        draw.rect(surface, (60, 66, 84), t, border_radius=4)
        k = self.index / max(1, len(self.values) - 1)
        draw.rect(surface, palette.ACCENT, (t.x, t.y, round(t.w * k), t.h),
                         border_radius=4)
        knob = (t.x + round(t.w * k), t.centery)
        draw.circle(surface, palette.ACCENT, knob, 11)
        draw.circle(surface, palette.CARD_EDGE, knob, 11, 2)
        val = text.fit(self.value_format.format(value=self.value), 18, self.inner_w,
                       palette.TEXT, text.BOLD)
        surface.blit(val, val.get_rect(midtop=(self.rect.centerx, self.rect.y + self.value_y)))


class DistributePopup(Popup):
    """Share out ``total`` among targets with -/+ per row, then Confirm (once all is
    shared, or every target is full). ``targets``: (action, label, cap[, key]); the
    answer is the list of actions, one per part given. Number key n gives one more to
    the n-th target."""

    width = 400
    ROW = 34

    def __init__(self, title: str, targets, total: int, on_choose, **kw) -> None:
        super().__init__(title, on_choose, **kw)
        self.targets = [(t[0], t[1], t[2], t[3] if len(t) > 3 else k)
                        for k, t in enumerate(targets)]
        self.total = total
        self.given = {key: 0 for _, _, _, key in self.targets}
        w, y = self.rect.w, self.top
        self.row_rects: dict = {}
        for i, (action, label, cap, key) in enumerate(self.targets):
            ry = y + i * self.ROW
            self.row_rects[key] = self.part((12, ry, w - 24, self.ROW - 4))
            self.add_button((w - 112, ry + 1, 32, 28), "-", (lambda k=key: self._add(k, -1)),
                            f"minus:{key}", size=18)
            self.add_button((w - 46, ry + 1, 32, 28), "+", (lambda k=key: self._add(k, 1)),
                            f"plus:{key}", size=18)
        y += len(self.targets) * self.ROW + 4
        self.left_y = y
        y += 24
        self.ok = self.add_button((w // 2 - 70, y, 140, 36), "Confirm", self.confirm,
                                  "confirm", size=17)
        self.place(y + 36 + PAD)

    @property
    def left(self) -> int:
        return self.total - sum(self.given.values())

    def _cap(self, key) -> int:
        return next(c for _, _, c, k in self.targets if k == key)

    def _add(self, key, d: int) -> None:
        n = self.given[key] + d
        if 0 <= n <= self._cap(key) and (d < 0 or self.left > 0):
            self.given[key] = n

    def _ready(self) -> bool:
        return self.left == 0 or all(self.given[k] >= c for _, _, c, k in self.targets)

    def confirm(self) -> bool:
        if not self._ready():
            return False
        acts = []
        for action, _, _, key in self.targets:
            acts += [action] * self.given[key]
        self.choose(acts)
        return True

    def number_key(self, index: int) -> bool:
        if index < len(self.targets):
            self._add(self.targets[index][3], 1)
            return True
        return False

    def draw_content(self, surface) -> None:
        self.ok.enabled = self._ready()
        for action, label, cap, key in self.targets:
            rr = self.row_rects[key]
            draw.rect(surface, ROW_PANEL, rr, border_radius=6)
            img = text.fit(label, 14, rr.w - 130, palette.TEXT)
            surface.blit(img, img.get_rect(midleft=(rr.x + 8, rr.centery)))
            v = text.render(str(self.given[key]), 16, palette.ACCENT, text.BOLD)
            surface.blit(v, v.get_rect(center=(self.rect.right - 63, rr.centery)))
        left = text.render(f"{self.left} left to share", 14, palette.TEXT_DIM)
        surface.blit(left, left.get_rect(midtop=(self.rect.centerx,
                                                 self.rect.y + self.left_y)))


class ListPopup(Popup):
    """A scrollable list of choices (a label and a line of detail each): click one, or
    press its number. ``extra``: (label, action) buttons under the list ("Take none");
    ``on_hover(action or None, pos)`` follows the mouse over the rows (a card's zoom)."""

    width = 380
    ROW = 34
    VISIBLE = 7

    def __init__(self, title: str, items, on_choose, *, extra=(), on_hover=None,
                 **kw) -> None:
        super().__init__(title, on_choose, **kw)
        self.items = list(items)
        self.scroll = 0
        self.on_hover = on_hover
        self.hover: int | None = None
        w, y = self.rect.w, self.top
        n = min(self.VISIBLE, len(self.items))
        self.list_rect = self.part((10, y, w - 20, n * self.ROW))
        y += n * self.ROW
        if len(self.items) > self.VISIBLE:
            self.hint_y = y
            y += 18
        if extra:
            y += 6
            k = len(extra)
            for i, (label, action) in enumerate(extra):
                x = w // 2 - (k * 160 + (k - 1) * 10) // 2 + i * 170
                self.add_button((x, y, 160, 34), label, (lambda a=action: self.choose(a)),
                                size=15)
            y += 34
        self.place(y + 12)

    def row_rect(self, i: int) -> pygame.Rect | None:
        k = i - self.scroll
        if not 0 <= k < self.VISIBLE or i >= len(self.items):
            return None
        return pygame.Rect(self.list_rect.x, self.list_rect.y + k * self.ROW,
                           self.list_rect.w, self.ROW - 3)

    def item_rect(self, action) -> pygame.Rect | None:
        for i, it in enumerate(self.items):
            if it[0] == action:
                return self.row_rect(i)
        return None

    def number_key(self, index: int) -> bool:
        i = self.scroll + index
        if index < self.VISIBLE and i < len(self.items):
            self.choose(self.items[i][0])
            return True
        return False

    def _row_at(self, pos) -> int | None:
        for i in range(self.scroll, min(len(self.items), self.scroll + self.VISIBLE)):
            rr = self.row_rect(i)
            if rr is not None and rr.collidepoint(pos):
                return i
        return None

    def handle_content(self, event) -> bool:
        et = event.type
        if et == pygame.MOUSEWHEEL:
            if not self.rect.collidepoint(display.mouse_pos()) and not self.modal:
                return False
            self.scroll = max(0, min(len(self.items) - self.VISIBLE, self.scroll - event.y))
            return True
        if et == pygame.MOUSEMOTION:
            self.hover = self._row_at(event.pos)
            if self.on_hover:
                self.on_hover(self.items[self.hover][0] if self.hover is not None else None,
                              event.pos)
            return False
        if et == pygame.MOUSEBUTTONUP and event.button == 1:
            i = self._row_at(event.pos)
            if i is not None:
                self.choose(self.items[i][0])
                return True
        return False

    def draw_content(self, surface) -> None:
        for i in range(self.scroll, min(len(self.items), self.scroll + self.VISIBLE)):
            rr = self.row_rect(i)
            if rr is None:
                continue
            _, label, detail = self.items[i]
            draw.rect(surface, ROW_HOVER if i == self.hover else ROW_FILL, rr,
                             border_radius=6)
            room = rr.w - 36
            if detail:
                d = text.fit(detail, 12, rr.w // 2, palette.TEXT_DIM)
                surface.blit(d, d.get_rect(midright=(rr.right - 10, rr.centery)))
                room -= d.get_width() + 12
            if i - self.scroll < 9:
                key = text.render(str(i - self.scroll + 1), 12, palette.TEXT_DIM, text.BOLD)
                surface.blit(key, key.get_rect(center=(rr.x + 13, rr.centery)))
            img = text.fit(label, 15, room, palette.TEXT, text.BOLD)
            surface.blit(img, img.get_rect(midleft=(rr.x + 26, rr.centery)))
        if len(self.items) > self.VISIBLE:
            hint = text.render(f"scroll for more ({len(self.items)} in all)", 12,
                               palette.TEXT_DIM)
            surface.blit(hint, hint.get_rect(topright=(self.rect.right - 14,
                                                       self.rect.y + self.hint_y + 2)))


class PowerMenu(Popup):
    """The powers (abilities) of one card: each a button with its heading ("Vitalize —
    cost 2") over its text; unusable ones greyed with the reason (marked ✗). ``entries``:
    (action, heading, text, reason or None, name in ``rects``). Cancel closes it, as do
    Esc and a click beside it."""

    width = 380
    closes_outside = True

    def __init__(self, title: str, entries, on_choose, on_cancel: Callable[[], None],
                 **kw) -> None:
        super().__init__(title, on_choose, on_cancel=on_cancel, **kw)
        inner = self.rect.w - 28
        y = self.top
        self.rows = []
        for action, heading, body, reason, name in entries:
            img = text.render_wrapped(body, 13, inner - 12, palette.TEXT)
            why = (text.render_wrapped(f"✗ {reason}", 13, inner - 12, palette.BAD)
                   if reason else None)            # the mark says it without the colour
            h = 30 + img.get_height() + (why.get_height() if why else 0) + 6
            r = self.part((12, y, self.rect.w - 24, h))
            b = self.add_button((18, y + 4, self.rect.w - 36, 24), heading,
                                (lambda a=action: self.choose(a)), name, size=14)
            b.enabled = reason is None
            o = Option(action, heading, name, enabled=reason is None)
            o.rect = b.rect
            self.options.append(o)
            self.rows.append((r, img, why))
            y += h + 6
        self.add_button((self.rect.w // 2 - 60, y + 4, 120, 32), "Cancel", self.cancel,
                        "cancel", size=15)
        self.place(y + 4 + 32 + PAD)

    def draw_content(self, surface) -> None:
        for r, img, why in self.rows:
            draw.rect(surface, ROW_PANEL, r, border_radius=8)
            surface.blit(img, (r.x + 12, r.y + 32))
            if why:
                surface.blit(why, (r.x + 12, r.y + 32 + img.get_height()))


def popup_for(decision, on_choose, *, on_cancel=None, title: str | None = None,
              body: str | None = None, label: Callable | None = None,
              detail: Callable | None = None, icon: IconDrawer | None = None,
              icon_key: Callable | None = None, as_list: bool = False,
              done_label: str | None = None, limits=None,
              number_format: str = "{value}", **place) -> Popup | None:
    """The pop-up for ``decision`` (None for the free turn): buttons for choose, yes/no
    and confirm; a slider for a number; -/+ rows for a distribution; a list for a pick,
    an order (or any choice when ``as_list``). ``label(action)`` and ``detail(action)``
    word an option (default: the decision's labels), ``icon``/``icon_key(action)`` put an
    icon on a button, ``limits`` caps each target of a distribution (default: the
    decision's ``hints["limits"]``); ``place`` holds anchor, centre, bounds."""
    if decision is None or not decision.is_choice:
        return None
    d = decision
    word = label or d.label
    head = title or d.hints.get("title") or d.prompt
    kind = d.kind
    if as_list or kind in ("pick", "order"):
        items = [(a, word(a), detail(a) if detail else "") for a in d.options if a != d.done]
        extra = []
        if d.done is not None and d.done in d.options:
            extra = [(done_label or (d.label(d.done) if d.labels else "Done"), d.done)]
        return ListPopup(d.prompt if title is None else title, items, on_choose, extra=extra,
                         on_cancel=on_cancel, **place)
    if kind == "number":
        values = [(_number(d, a), a) for a in d.options]
        return NumberPopup(head, values, on_choose, body=body or d.hints.get("body", ""),
                           value_format=number_format, on_cancel=on_cancel, **place)
    if kind == "distribute":
        caps = limits if limits is not None else d.hints.get("limits")
        targets = [(a, word(a), caps[i] if caps is not None else (d.total or 0),
                    d.targets[i] if d.targets else i) for i, a in enumerate(d.options)]
        return DistributePopup(head, targets, d.total or 0, on_choose, on_cancel=on_cancel,
                               **place)
    key = icon_key or d.target_of
    answers = [Option(a, word(a), icon=key(a) if icon is not None else None)
               for a in d.options]
    return ButtonsPopup(d.prompt if title is None else title, answers, on_choose, icon=icon,
                        body=body if body is not None else d.hints.get("body", ""),
                        on_cancel=on_cancel, **place)


def _number(d, action) -> int:
    t = d.target_of(action)
    if isinstance(t, int):
        return t
    ints = [x for x in action if type(x) is int]
    return ints[-1] if ints else d.options.index(action)
