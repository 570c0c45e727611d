"""The round scoreboard: hand points per player, totals, "Next round". An overlay over the
table; the AI-only demo continues by itself after a few seconds.

Native: laid out from the Display at the window's real pixels (text at its real size),
over a point of the table's design (``centre``: the table's middle in its room, see
scenes.magi.layout), kept whole in the window. A subclass that draws in the table's
canvas pixels (the tutorial's call-out) says ``native = False`` and gets the design
layout (in the table's room when it ``fills_room`` too)."""
from __future__ import annotations

import pygame

from app.scene import Scene
from app.ui import draw, palette, text
from app.ui.display import metrics_of
from app.ui.widgets import Button, draw_panel
from scenes.kit.overlay_place import table_fills_room, on_canvas, place
from scenes.kit.room import room_rect

AUTO_SECONDS = 2.5
CENTRE = (510, 330)          # over the 1280x720 table's canvas (beside the log)
PANEL_W = 520
ROW = 34


class RoundScoreboard(Scene):
    native = True
    overlay = True
    modal = False        # Esc and the table's Menu button reach the table (its pause menu)

    def __init__(self, app, names: list[str], hand_points: list[int], totals: list[int],
                 round_no: int, winner: int | None, target: int, auto: bool = False,
                 on_close=None, centre=CENTRE) -> None:
        super().__init__(app)
        self.centre = (int(centre[0]), int(centre[1]))   # a point of the table's design
        self.names, self.points, self.totals = names, hand_points, totals
        self.round_no, self.winner, self.target = round_no, winner, target
        self.auto = auto
        self.on_close = on_close
        self.time = 0.0
        self.closed = False
        self._layout()

    def _layout(self) -> None:
        n = len(self.names)
        height = 150 + n * ROW + 60
        self.m = m = metrics_of(self).bounded(PANEL_W + 40, height + 40)
        px = m.px
        window = m.rect() if self.native else room_rect(self)
        self.rect = place(pygame.Rect(0, 0, px(PANEL_W), px(height)),
                          on_canvas(self, self.centre), window, px(8))
        self.button = Button((0, 0, px(180), px(44)), "Next round", self.close, size=20,
                             key=pygame.K_RETURN, scale=m.scale)
        self.button.rect.midbottom = (self.rect.centerx, self.rect.bottom - px(18))

    def on_resize(self) -> None:
        self._layout()

    def close(self) -> None:
        if self.closed:
            return
        self.closed = True
        if self.app.stack.top is self:
            self.app.stack.pop()
        if self.on_close:
            self.on_close()

    def handle(self, event) -> bool:
        if self.passes(event):
            return False               # the table below opens its pause menu
        if self.button.handle(event):
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN):
            self.close()
        return True

    def passes(self, event) -> bool:
        """Esc, and a click on the table's Menu button, are the table's (the pause
        menu): the scoreboard never traps the player (issue 23)."""
        return _for_the_table(event) or self._on_menu(event)

    def _on_menu(self, event) -> bool:
        if event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) \
                or self.rect.collidepoint(event.pos):
            return False
        scenes = self.app.stack.scenes
        below = scenes[scenes.index(self) - 1] if self in scenes[1:] else None
        menu = getattr(below, "menu_button", None)
        display = getattr(self.app, "display", None)      # the board is native, the table
        pos = event.pos if display is None or not self.native \
            else display.to_canvas(event.pos, room=table_fills_room(self.app))   # legacy
        return menu is not None and menu.visible and menu.rect.collidepoint(pos)

    def update(self, dt: float) -> None:
        self.time += dt
        if self.auto and self.time >= AUTO_SECONDS:
            self.close()

    def draw(self, surface) -> None:
        px, pt = self.m.px, self.m.pt
        draw_panel(surface, self.rect, fill=(26, 30, 42), border=palette.ACCENT,
                   radius=px(16), alpha=246, line=max(1, px(2)))
        r = self.rect
        title = text.render(f"Round {self.round_no} is over", pt(26), palette.ACCENT,
                            text.BOLD)
        surface.blit(title, title.get_rect(midtop=(r.centerx, r.y + px(18))))
        small, size = pt(14), pt(17)
        if self.winner is not None:
            room = r.w - px(40)
            name = self.names[self.winner]
            sub = text.render(f"{name} went out. Cards left in hand count as minus points; "
                              f"first to {self.target} loses.", small, palette.TEXT_DIM)
            if sub.get_width() > room:
                short = text.shorten(name, small,
                                     room - text.font(small).size(" went out.")[0],
                                     text.REGULAR)
                sub = text.render(f"{short} went out.", small, palette.TEXT_DIM)
            surface.blit(sub, sub.get_rect(midtop=(r.centerx, r.y + px(56))))
        y = r.y + px(90)
        cols = (r.x + px(40), r.x + px(300), r.x + px(420))
        for x, head in zip(cols, ("Player", "This round", "Total")):
            surface.blit(text.render(head, pt(15), palette.TEXT_DIM, text.BOLD), (x, y))
        y += px(28)
        low = min(self.totals)
        for i, name in enumerate(self.names):
            row = pygame.Rect(r.x + px(24), y - px(4), r.w - px(48), px(30))
            if i == self.winner:
                draw.rect(surface, (52, 70, 56), row, border_radius=px(8))
            draw.rect(surface, palette.SEAT_COLOURS[i % 8],
                             (row.x + px(6), row.y + px(6), px(6), px(18)),
                             border_radius=px(3))
            surface.blit(text.fit(name, size, cols[1] - cols[0] - px(12), palette.TEXT,
                                  text.BOLD, keep_size=True), (cols[0], y))
            pts = self.points[i]
            surface.blit(text.render(f"+{pts}" if pts else "0", size,
                                     palette.BAD if pts else palette.GOOD),
                         (cols[1] + px(30), y))
            col = palette.ACCENT if self.totals[i] == low else palette.TEXT
            surface.blit(text.render(str(self.totals[i]), size, col, text.BOLD),
                         (cols[2] + px(12), y))
            y += px(ROW)
        self.button.draw(surface)
        if self.auto:
            left = max(0, AUTO_SECONDS - self.time)
            hint = text.render(f"next round in {left:.0f} s", pt(13), palette.TEXT_DIM)
            surface.blit(hint, hint.get_rect(midtop=(r.centerx,
                                                     self.button.rect.top - px(22))))


def _for_the_table(event) -> bool:
    return event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE
