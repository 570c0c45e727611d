"""Choice panels of the Magi-Nation table: the power menu of a card, yes/no questions,
an X slider, distributing with +/- per target, and a scrollable list picker (deck
searches, discard picks, ordering simultaneous effects, who goes first).

Every panel calls ``on_choose(action_or_actions)`` with engine actions; it never applies
them itself. ``rects`` names the clickable parts (tests and tutorials)."""
from __future__ import annotations

import pygame

from app.ui import palette, text
from app.ui.widgets import Button, draw_panel

PANEL_FILL = (26, 30, 42)


class Panel:
    width = 360

    def __init__(self, title: str, pos, on_choose, on_cancel=None) -> None:
        self.title = title
        self.on_choose = on_choose
        self.on_cancel = on_cancel
        self.buttons: list[Button] = []
        self.rects: dict[str, pygame.Rect] = {}
        self.rect = pygame.Rect(0, 0, self.width, 100)
        self.anchor = pos

    def _place(self, height: int) -> None:
        self.rect = pygame.Rect(0, 0, self.width, height)
        self.rect.midbottom = self.anchor
        self.rect.clamp_ip(pygame.Rect(8, 8, 992, 704))

    def move_beside(self, card: pygame.Rect) -> None:
        """Put the panel to the right of (or else left of) ``card``, vertically centred."""
        new = self.rect.copy()
        new.midleft = (card.right + 14, card.centery)
        if new.right > 1000:
            new.midright = (card.left - 14, card.centery)
        new.clamp_ip(pygame.Rect(8, 8, 992, 704))
        dx, dy = new.x - self.rect.x, new.y - self.rect.y
        self.rect = new
        for b in self.buttons:
            b.rect.move_ip(dx, dy)
        for k in self.rects:
            if all(self.rects[k] is not b.rect for b in self.buttons):
                self.rects[k] = self.rects[k].move(dx, dy)
        for row in getattr(self, "rows", []):
            if isinstance(row[5], pygame.Rect):
                row[5] = row[5].move(dx, dy)

    def handle(self, event) -> bool:
        for b in self.buttons:
            if b.handle(event):
                return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.on_cancel:
            self.on_cancel()
            return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            if self.rect.collidepoint(event.pos):
                return True
        return False

    def draw_frame(self, surface) -> int:
        draw_panel(surface, self.rect, fill=PANEL_FILL, border=palette.ACCENT, radius=12,
                   alpha=245)
        head = text.render_wrapped(self.title, 16, self.rect.w - 28, palette.ACCENT, text.BOLD)
        surface.blit(head, (self.rect.x + 14, self.rect.y + 10))
        return self.rect.y + 14 + head.get_height()

    def draw(self, surface) -> None:
        self.draw_frame(surface)
        for b in self.buttons:
            b.draw(surface)


class PowerMenu(Panel):
    """The powers of one card: name, cost, text; unusable ones greyed with the reason."""
    width = 380

    def __init__(self, title, pos, entries, on_choose, on_cancel) -> None:
        """entries: (action, name, cost, text, reason or None)."""
        super().__init__(title, pos, on_choose, on_cancel)
        self.entries = entries
        inner = self.width - 28
        y = 40
        self.rows = []
        for action, name, cost, body, reason in entries:
            img = text.render_wrapped(body, 13, inner - 12, palette.TEXT)
            why = text.render_wrapped(reason, 13, inner - 12, palette.BAD) if reason else None
            h = 30 + img.get_height() + (why.get_height() if why else 0) + 6
            self.rows.append([action, name, cost, img, why, y, h])
            y += h + 6
        cancel_y = y + 4
        self._place(cancel_y + 44)
        for row in self.rows:
            action, name, cost, img, why, ry, h = row
            r = pygame.Rect(self.rect.x + 12, self.rect.y + ry, self.width - 24, h)
            row[5] = r
            label = f"{name} — cost {cost}"
            b = Button((r.x + 6, r.y + 4, r.w - 12, 24), label,
                       (lambda a=action: self.on_choose(a)), enabled=reason_ok(why), size=14)
            self.buttons.append(b)
            self.rects[f"power:{action[2]}"] = b.rect
        cb = Button((self.rect.centerx - 60, self.rect.y + cancel_y, 120, 32), "Cancel",
                    on_cancel, size=15)
        self.buttons.append(cb)
        self.rects["cancel"] = cb.rect

    def draw(self, surface) -> None:
        self.draw_frame(surface)
        for action, name, cost, img, why, r, h in self.rows:
            pygame.draw.rect(surface, (36, 42, 58), r, border_radius=8)
            surface.blit(img, (r.x + 12, r.y + 32))
            if why:
                surface.blit(why, (r.x + 12, r.y + 32 + img.get_height()))
        for b in self.buttons:
            b.draw(surface)


def reason_ok(why) -> bool:
    return why is None


class ButtonsPanel(Panel):
    """A question with a row of answers (yes/no, who goes first, ...)."""

    def __init__(self, title, pos, answers, on_choose, body: str = "") -> None:
        super().__init__(title, pos, on_choose)
        self.body = text.render_wrapped(body, 14, self.width - 28, palette.TEXT) if body else None
        head_h = text.render_wrapped(title, 16, self.width - 28).get_height()
        y = 16 + head_h + (self.body.get_height() + 8 if self.body else 0)
        self._place(y + 52)
        n = len(answers)
        bw = min(150, (self.width - 24 - 10 * (n - 1)) // max(1, n))
        x = self.rect.centerx - (n * bw + (n - 1) * 10) // 2
        for i, (label, action) in enumerate(answers):
            b = Button((x + i * (bw + 10), self.rect.y + y + 4, bw, 36), label,
                       (lambda a=action: self.on_choose(a)), size=16)
            self.buttons.append(b)
            self.rects[label.lower()] = b.rect
        self.head_h = head_h

    def draw(self, surface) -> None:
        y = self.draw_frame(surface)
        if self.body:
            surface.blit(self.body, (self.rect.x + 14, y + 2))
        for b in self.buttons:
            b.draw(surface)


class NumberPanel(Panel):
    """Choose X with a slider (and -/+), then Confirm."""

    def __init__(self, title, pos, values, on_choose, body: str = "") -> None:
        super().__init__(title, pos, on_choose)
        self.values = sorted(values)
        self.index = len(self.values) - 1
        self.body = body
        self._place(150)
        r = self.rect
        self.track = pygame.Rect(r.x + 60, r.y + 62, r.w - 120, 8)
        self.dragging = False
        minus = Button((r.x + 14, r.y + 50, 36, 32), "-", lambda: self._step(-1), size=20)
        plus = Button((r.right - 50, r.y + 50, 36, 32), "+", lambda: self._step(1), size=20)
        ok = Button((r.centerx - 70, r.bottom - 46, 140, 36), "Confirm",
                    lambda: self.on_choose(("number", self.value)), size=17,
                    key=pygame.K_RETURN)
        self.buttons = [minus, plus, ok]
        self.rects.update({"minus": minus.rect, "plus": plus.rect, "confirm": ok.rect,
                           "slider": self.track})

    @property
    def value(self) -> int:
        return self.values[self.index]

    def _step(self, d) -> None:
        self.index = max(0, min(len(self.values) - 1, self.index + d))

    def _set_from_x(self, x) -> None:
        t = (x - self.track.x) / max(1, self.track.w)
        self.index = max(0, min(len(self.values) - 1, round(t * (len(self.values) - 1))))

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and self.track.inflate(12, 24).collidepoint(event.pos):
            self.dragging = True
            self._set_from_x(event.pos[0])
            return True
        if event.type == pygame.MOUSEMOTION and self.dragging:
            self._set_from_x(event.pos[0])
            return True
        if event.type == pygame.MOUSEBUTTONUP and self.dragging:
            self.dragging = False
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self._step(1 if event.key == pygame.K_RIGHT else -1)
            return True
        return super().handle(event)

    def draw(self, surface) -> None:
        self.draw_frame(surface)
        t = self.track
        pygame.draw.rect(surface, (60, 66, 84), t, border_radius=4)
        k = self.index / max(1, len(self.values) - 1)
        fill = pygame.Rect(t.x, t.y, round(t.w * k), t.h)
        pygame.draw.rect(surface, palette.ACCENT, fill, border_radius=4)
        knob = (t.x + round(t.w * k), t.centery)
        pygame.draw.circle(surface, palette.ACCENT, knob, 11)
        pygame.draw.circle(surface, palette.CARD_EDGE, knob, 11, 2)
        val = text.render(f"X = {self.value}", 18, palette.TEXT, text.BOLD)
        surface.blit(val, val.get_rect(midtop=(self.rect.centerx, t.bottom + 10)))
        for b in self.buttons:
            b.draw(surface)


class DistributePanel(Panel):
    """Share out ``total`` points among cards with +/- per target, then Confirm."""
    width = 400

    def __init__(self, title, pos, targets, total, on_choose) -> None:
        """targets: (iid, name, cap)."""
        super().__init__(title, pos, on_choose)
        self.targets = targets
        self.total = total
        self.given = {iid: 0 for iid, _, _ in targets}
        rows = len(targets)
        self._place(70 + rows * 34 + 56)
        r = self.rect
        self.row_rects = {}
        for i, (iid, name, cap) in enumerate(targets):
            y = r.y + 44 + i * 34
            self.row_rects[iid] = pygame.Rect(r.x + 12, y, r.w - 24, 30)
            m = Button((r.right - 112, y, 32, 28), "-", (lambda c=iid: self._add(c, -1)), size=18)
            p = Button((r.right - 46, y, 32, 28), "+", (lambda c=iid: self._add(c, 1)), size=18)
            self.buttons += [m, p]
            self.rects[f"minus:{iid}"] = m.rect
            self.rects[f"plus:{iid}"] = p.rect
        self.ok = Button((r.centerx - 70, r.bottom - 46, 140, 36), "Confirm", self._confirm,
                         size=17)
        self.buttons.append(self.ok)
        self.rects["confirm"] = self.ok.rect

    @property
    def left(self) -> int:
        return self.total - sum(self.given.values())

    def _add(self, iid, d) -> None:
        cap = next(c for i, _, c in self.targets if i == iid)
        n = self.given[iid] + d
        if 0 <= n <= cap and (d < 0 or self.left > 0):
            self.given[iid] = n

    def _confirm(self) -> None:
        if self.left > 0 and any(self.given[i] < c for i, _, c in self.targets):
            return
        acts = []
        for iid, _, _ in self.targets:
            acts += [("target", iid)] * self.given[iid]
        self.on_choose(acts)

    def draw(self, surface) -> None:
        self.draw_frame(surface)
        self.ok.enabled = self.left == 0 or all(self.given[i] >= c for i, _, c in self.targets)
        for iid, name, cap in self.targets:
            rr = self.row_rects[iid]
            pygame.draw.rect(surface, (36, 42, 58), rr, border_radius=6)
            surface.blit(text.render(f"{name} (has {cap})", 14, palette.TEXT),
                         (rr.x + 8, rr.y + 6))
            v = text.render(str(self.given[iid]), 16, palette.ACCENT, text.BOLD)
            surface.blit(v, v.get_rect(center=(self.rect.right - 63, rr.centery)))
        left = text.render(f"{self.left} left to share", 14, palette.TEXT_DIM)
        surface.blit(left, (self.rect.x + 14, self.rect.bottom - 40))
        for b in self.buttons:
            b.draw(surface)


class ListPicker(Panel):
    """A scrollable list of choices (card names with a line of detail); click one.
    ``extra``: buttons under the list (e.g. "Take none")."""
    width = 380
    ROW = 34
    VISIBLE = 7

    def __init__(self, title, pos, items, on_choose, extra=(), on_hover=None) -> None:
        """items: (action, label, detail)."""
        super().__init__(title, pos, on_choose)
        self.items = items
        self.scroll = 0
        self.on_hover = on_hover
        self.hover = None
        n = min(self.VISIBLE, len(items))
        self.list_h = n * self.ROW
        self._place(48 + self.list_h + (52 if extra else 12))
        r = self.rect
        self.list_rect = pygame.Rect(r.x + 10, r.y + 40, r.w - 20, self.list_h)
        for i, (label, action) in enumerate(extra):
            b = Button((r.centerx - 80 + i * 170 - (len(extra) - 1) * 85, r.bottom - 44, 160, 34),
                       label, (lambda a=action: self.on_choose(a)), size=15)
            self.buttons.append(b)
            self.rects[label.lower()] = b.rect

    def row_rect(self, i) -> pygame.Rect | None:
        k = i - self.scroll
        if not 0 <= k < self.VISIBLE:
            return None
        return pygame.Rect(self.list_rect.x, self.list_rect.y + k * self.ROW,
                           self.list_rect.w, self.ROW - 3)

    def item_rect(self, action) -> pygame.Rect | None:
        for i, it in enumerate(self.items):
            if it[0] == action:
                return self.row_rect(i)
        return None

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            mx, my = pygame.mouse.get_pos()
            self.scroll = max(0, min(len(self.items) - self.VISIBLE, self.scroll - event.y))
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hover = None
            for i in range(len(self.items)):
                rr = self.row_rect(i)
                if rr and rr.collidepoint(event.pos):
                    self.hover = i
            if self.on_hover:
                self.on_hover(self.items[self.hover][0] if self.hover is not None else None,
                              event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for i, it in enumerate(self.items):
                rr = self.row_rect(i)
                if rr and rr.collidepoint(event.pos):
                    self.on_choose(it[0])
                    return True
        return super().handle(event)

    def draw(self, surface) -> None:
        self.draw_frame(surface)
        for i, (action, label, detail) in enumerate(self.items):
            rr = self.row_rect(i)
            if rr is None:
                continue
            fill = (70, 78, 104) if i == self.hover else (38, 44, 60)
            pygame.draw.rect(surface, fill, rr, border_radius=6)
            surface.blit(text.render(label, 15, palette.TEXT, text.BOLD), (rr.x + 10, rr.y + 7))
            if detail:
                d = text.render(detail, 12, palette.TEXT_DIM)
                surface.blit(d, d.get_rect(midright=(rr.right - 10, rr.centery)))
        if len(self.items) > self.VISIBLE:
            hint = text.render(f"scroll for more ({len(self.items)})", 12, palette.TEXT_DIM)
            surface.blit(hint, hint.get_rect(topright=(self.rect.right - 14, self.rect.y + 14)))
        for b in self.buttons:
            b.draw(surface)
