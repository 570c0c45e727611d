"""The round scoreboard: hand points per player, totals, "Next round". An overlay over the
table; the AI-only demo continues by itself after a few seconds."""
from __future__ import annotations

import pygame

from app.scene import Scene
from app.ui import palette, text
from app.ui.widgets import Button, draw_panel

AUTO_SECONDS = 2.5


class RoundScoreboard(Scene):
    overlay = True
    modal = False        # Esc and the table's Menu button reach the table (its pause menu)

    def __init__(self, app, names: list[str], hand_points: list[int], totals: list[int],
                 round_no: int, winner: int | None, target: int, auto: bool = False,
                 on_close=None) -> None:
        super().__init__(app)
        self.names, self.points, self.totals = names, hand_points, totals
        self.round_no, self.winner, self.target = round_no, winner, target
        self.auto = auto
        self.on_close = on_close
        self.time = 0.0
        n = len(names)
        self.rect = pygame.Rect(0, 0, 520, 150 + n * 34 + 60)
        self.rect.center = (510, 330)
        self.button = Button((0, 0, 180, 44), "Next round", self.close, size=20,
                             key=pygame.K_RETURN)
        self.button.rect.midbottom = (self.rect.centerx, self.rect.bottom - 18)
        self.closed = False

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
        return menu is not None and menu.visible and menu.rect.collidepoint(event.pos)

    def update(self, dt: float) -> None:
        self.time += dt
        if self.auto and self.time >= AUTO_SECONDS:
            self.close()

    def draw(self, surface) -> None:
        draw_panel(surface, self.rect, fill=(26, 30, 42), border=palette.ACCENT, radius=16,
                   alpha=246)
        r = self.rect
        title = text.render(f"Round {self.round_no} is over", 26, palette.ACCENT, text.BOLD)
        surface.blit(title, title.get_rect(midtop=(r.centerx, r.y + 18)))
        if self.winner is not None:
            room = r.w - 40
            name = self.names[self.winner]
            sub = text.render(f"{name} went out. Cards left in hand count as minus points; "
                              f"first to {self.target} loses.", 14, palette.TEXT_DIM)
            if sub.get_width() > room:
                short = text.shorten(name, 14, room - text.font(14).size(" went out.")[0],
                                text.REGULAR)
                sub = text.render(f"{short} went out.", 14, palette.TEXT_DIM)
            surface.blit(sub, sub.get_rect(midtop=(r.centerx, r.y + 56)))
        y = r.y + 90
        cols = (r.x + 40, r.x + 300, r.x + 420)
        for x, head in zip(cols, ("Player", "This round", "Total")):
            surface.blit(text.render(head, 15, palette.TEXT_DIM, text.BOLD), (x, y))
        y += 28
        low = min(self.totals)
        for i, name in enumerate(self.names):
            row = pygame.Rect(r.x + 24, y - 4, r.w - 48, 30)
            if i == self.winner:
                pygame.draw.rect(surface, (52, 70, 56), row, border_radius=8)
            pygame.draw.rect(surface, palette.SEAT_COLOURS[i % 8], (row.x + 6, row.y + 6, 6, 18),
                             border_radius=3)
            surface.blit(text.fit(name, 17, cols[1] - cols[0] - 12, palette.TEXT,
                                  text.BOLD, keep_size=True), (cols[0], y))
            pts = self.points[i]
            surface.blit(text.render(f"+{pts}" if pts else "0", 17,
                                     palette.BAD if pts else palette.GOOD), (cols[1] + 30, y))
            col = palette.ACCENT if self.totals[i] == low else palette.TEXT
            surface.blit(text.render(str(self.totals[i]), 17, col, text.BOLD), (cols[2] + 12, y))
            y += 34
        self.button.draw(surface)
        if self.auto:
            left = max(0, AUTO_SECONDS - self.time)
            hint = text.render(f"next round in {left:.0f} s", 13, palette.TEXT_DIM)
            surface.blit(hint, hint.get_rect(midtop=(r.centerx, self.button.rect.top - 22)))


def _for_the_table(event) -> bool:
    return event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE
