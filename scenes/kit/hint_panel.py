"""What the Hint (scenes.kit.hint) draws, in the table's design units: its button in the
log's header, the panel under the header (a spinner while the Hard AI thinks; then the
move, why, and the best options' win chances), and on the table the places the game
names for the move (lit, pulsing, a line from each to the next: a card to its target, a
figure along its path)."""
from __future__ import annotations

import math
from typing import Any

import pygame

from app.ui import draw, palette, text
from app.ui.widgets import draw_panel
from engines.core.advice import percent

BUTTON_W, BUTTON_H = 66, 24
RIGHT_GAP = 60              # from the header's right edge: room for "hide ▴"
TITLE = 15
LINE = 13
PAD = 10
LIT = (255, 214, 90)


class HintPanel:
    def __init__(self, hint: Any) -> None:
        self.hint = hint

    def header(self) -> pygame.Rect:
        return pygame.Rect(self.hint.table.log.toggle_rect)

    def place(self) -> None:
        """The button in the log's header, right of its middle (a click on the rest of
        the header still hides the log) and left of its "hide" toggle."""
        h = self.header()
        r = self.hint.button.rect
        r.x = h.centerx + 6
        r.size = (max(48, min(BUTTON_W, h.right - RIGHT_GAP - r.x)), BUTTON_H)
        r.centery = h.centery

    def panel_rect(self, height: int) -> pygame.Rect:
        h = self.header()
        return pygame.Rect(h.x, h.bottom + 4, h.w, height)

    # drawing --------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        hint = self.hint
        if not hint.button.visible:
            return                          # an AI-only demo, a tutorial: no hints
        t = hint.table
        self.place()
        hint.button.draw(surface)
        if hint.thinking:
            self._thinking(surface, t.time)
        elif hint.showing:
            self._lit(surface, t.time)
            self._answer(surface)

    def _thinking(self, surface, now: float) -> None:
        r = self.panel_rect(58)
        draw_panel(surface, r, fill=(30, 34, 46), border=palette.ACCENT, radius=10,
                   alpha=245)
        c = (r.x + PAD + 14, r.centery)
        a = now * 5.0
        for i in range(8):                                  # a turning ring of dots
            ang = a + i * math.pi / 4
            shade = 90 + 20 * i
            draw.circle(surface, (shade, shade, min(255, shade + 30)),
                        (round(c[0] + 10 * math.cos(ang)), round(c[1] + 10 * math.sin(ang))),
                        2 if i < 6 else 3)
        x = r.x + PAD + 34
        w = r.right - PAD - x
        surface.blit(text.fit("The Hard AI is thinking…", LINE, w, palette.TEXT, text.BOLD),
                     (x, r.y + 10))
        surface.blit(text.fit("Esc cancels", 12, w, palette.TEXT_DIM), (x, r.y + 32))

    def _answer(self, surface) -> None:
        hint = self.hint
        width = self.header().w - 2 * PAD
        sentence = text.wrap_lines(hint.sentence, LINE, width, text.BOLD)[:4]
        step = text.font(LINE).get_linesize() + 2
        # each option: its chance, then its move in at most two lines (the one the Hard
        # AI would play in gold: a close call may rank another a hair higher)
        options = [(percent(c), text.wrap_lines(line, LINE - 1, width - 50)[:2], best)
                   for line, c, best in hint.lines]
        rows = sum(len(lines) for _, lines, _ in options)
        height = PAD + 20 + len(sentence) * step + 6 + rows * (step - 1) + 26
        r = self.panel_rect(height)
        draw_panel(surface, r, fill=(30, 34, 46), border=palette.ACCENT, radius=10,
                   alpha=248)
        x, y = r.x + PAD, r.y + PAD
        surface.blit(text.fit("Hint: the Hard AI would", TITLE, width, palette.ACCENT,
                              text.BOLD), (x, y))
        y += 22
        for line in sentence:
            surface.blit(text.render(line, LINE, palette.TEXT, text.BOLD), (x, y))
            y += step
        y += 6
        for pct_text, lines, best in options:
            pct = text.render(pct_text, LINE, LIT, text.BOLD)
            surface.blit(pct, pct.get_rect(topright=(x + 42, y)))
            colour = LIT if best else palette.TEXT
            for k, line in enumerate(lines):
                last = k == len(lines) - 1
                surface.blit(text.fit(line, LINE - 1, width - 50, colour) if last else
                             text.render(line, LINE - 1, colour), (x + 50, y))
                y += step - 1
        foot = "Esc hides it · any move clears it"
        surface.blit(text.fit(foot, 12, width, palette.TEXT_DIM), (x, r.bottom - 20))

    def _lit(self, surface, now: float) -> None:
        """The game's places for the move, lit as its legal moves are, with a line from
        each to the next."""
        hint = self.hint
        rects = [r for r in (hint.place_rect(n) for n in hint.places) if r is not None]
        pulse = 0.5 + 0.5 * math.sin(now * 4.0)
        width = 3 + round(2 * pulse)
        for r in rects:
            draw.rect(surface, LIT, pygame.Rect(r).inflate(8, 8), width, border_radius=8)
        for a, b in zip(rects, rects[1:]):
            draw.line(surface, LIT, a.center, b.center, 3)
            draw.circle(surface, LIT, b.center, 6)
