"""The rules summary of one game: a contents column on the left and a scrollable text
on the right (mouse wheel, arrow/page keys, or drag the scroll bar). Every block of text
is rendered once; each frame blits only the blocks in view."""
from __future__ import annotations

import pygame

from app.scene import Scene
from app.ui import palette, text
from app.ui.surface_cache import cached
from app.ui.widgets import draw_panel
from scenes import common
from scenes.rules_text import rules_text

VIEW = pygame.Rect(330, 124, 870, 572)          # the text viewport
TRACK = pygame.Rect(VIEW.right + 16, VIEW.y, 12, VIEW.h)
TOC = pygame.Rect(common.MARGIN, VIEW.y, 260, VIEW.h)
BODY = 18
LINE_STEP = 48
HOUSE_FILL = (70, 52, 30)
FADE = 22


class RulesScreen(Scene):
    def __init__(self, app, game_key: str) -> None:
        super().__init__(app)
        self.game_key = game_key
        info = app.plugins.get(game_key)
        self.title = f"{info.title if info else game_key}: rules"
        self.back = common.back_button(self.close)
        self.blocks: list[tuple[int, pygame.Surface]] = []
        self.sections: list[tuple[str, int]] = []
        self._layout(rules_text(info))
        self.scroll = 0.0
        self._drag_from: tuple[int, float] | None = None
        self.toc_rects = [pygame.Rect(TOC.x + 12, TOC.y + 16 + i * 38, TOC.w - 24, 34)
                          for i in range(len(self.sections))]

    # layout ---------------------------------------------------------------------------
    def _layout(self, source: str) -> None:
        width = VIEW.w - 24
        y = 0
        first = True
        for raw in source.splitlines():
            line = raw.rstrip()
            if not line:
                continue
            if line.startswith("# "):
                if not first:
                    y += 22
                title = line[2:]
                surf = pygame.Surface((width, 44), pygame.SRCALPHA)
                text.blit_text(surf, title, (0, 0), 28, palette.ACCENT, text.BOLD)
                pygame.draw.line(surf, palette.ACCENT_DARK, (0, 40), (width, 40), 2)
                self.sections.append((title, y))
            elif line.startswith("## "):
                y += 4
                surf = text.render(line[3:], 21, palette.TEXT, text.BOLD)
            elif line.startswith("- "):
                body = text.render_wrapped(line[2:], BODY, width - 30, palette.TEXT)
                surf = pygame.Surface((width, body.get_height()), pygame.SRCALPHA)
                pygame.draw.circle(surf, palette.ACCENT, (10, 12), 4)
                surf.blit(body, (30, 0))
            elif line.startswith("= "):
                term, _, desc = line[2:].partition("|")
                term_w = 170
                term_s = text.render_wrapped(term.strip(), BODY, term_w - 12, palette.ACCENT,
                                             text.BOLD)
                desc_s = text.render_wrapped(desc.strip(), BODY, width - term_w, palette.TEXT)
                surf = pygame.Surface((width, max(term_s.get_height(), desc_s.get_height())),
                                      pygame.SRCALPHA)
                surf.blit(term_s, (0, 0))
                surf.blit(desc_s, (term_w, 0))
            elif line.startswith("! "):
                body = text.render_wrapped(line[2:], BODY, width - 40, palette.TEXT)
                label = text.render("HOUSE RULE", 16, palette.ACCENT, text.BOLD)
                h = body.get_height() + label.get_height() + 26
                surf = pygame.Surface((width, h), pygame.SRCALPHA)
                pygame.draw.rect(surf, (*HOUSE_FILL, 230), surf.get_rect(), border_radius=10)
                pygame.draw.rect(surf, palette.ACCENT_DARK, surf.get_rect(), width=2,
                                 border_radius=10)
                surf.blit(label, (20, 10))
                surf.blit(body, (20, 16 + label.get_height()))
            else:
                surf = text.render_wrapped(line, BODY, width, palette.TEXT)
            self.blocks.append((y, surf))
            y += surf.get_height() + 10
            first = False
        self.content_h = y + 40

    # scrolling ------------------------------------------------------------------------
    @property
    def max_scroll(self) -> float:
        return max(0.0, self.content_h - VIEW.h)

    def scroll_to(self, value: float) -> None:
        self.scroll = min(self.max_scroll, max(0.0, float(value)))

    def thumb(self) -> pygame.Rect:
        if self.max_scroll <= 0:
            return TRACK.copy()
        h = max(48, int(TRACK.h * VIEW.h / self.content_h))
        y = TRACK.y + int((TRACK.h - h) * self.scroll / self.max_scroll)
        return pygame.Rect(TRACK.x, y, TRACK.w, h)

    def current_section(self) -> int:
        current = 0
        at_end = self.max_scroll > 0 and self.scroll >= self.max_scroll - 1
        for i, (_, y) in enumerate(self.sections):
            if y <= self.scroll + 12 or (at_end and y < self.scroll + VIEW.h // 2):
                current = i
        return current

    @staticmethod
    @cached
    def _edge(top: bool) -> pygame.Surface:
        """A strip of the backdrop that fades the text in/out at the viewport edges."""
        h = FADE
        area = pygame.Rect(VIEW.x, VIEW.y if top else VIEW.bottom - h, VIEW.w, h)
        surf = common.backdrop("plain").subsurface(area).convert_alpha()
        mask = pygame.Surface(area.size, pygame.SRCALPHA)
        for y in range(h):
            t = 1 - y / (h - 1) if top else y / (h - 1)
            pygame.draw.line(mask, (255, 255, 255, int(255 * t)), (0, y), (area.w, y))
        surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        return surf

    def close(self) -> None:
        if self.app.stack.top is self:
            self.app.stack.pop()

    # frame ----------------------------------------------------------------------------
    def handle(self, event) -> bool:
        if self.back.handle(event):
            return True
        if event.type == pygame.KEYDOWN:
            k = event.key
            step = {pygame.K_UP: -LINE_STEP, pygame.K_DOWN: LINE_STEP,
                    pygame.K_PAGEUP: -(VIEW.h - 60), pygame.K_PAGEDOWN: VIEW.h - 60,
                    pygame.K_SPACE: VIEW.h - 60}.get(k)
            if step is not None:
                self.scroll_to(self.scroll + step)
                return True
            if k == pygame.K_HOME:
                self.scroll_to(0)
                return True
            if k == pygame.K_END:
                self.scroll_to(self.max_scroll)
                return True
            if k in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.close()
                return True
            return False
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_to(self.scroll - event.y * 60)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            thumb = self.thumb()
            if thumb.inflate(12, 0).collidepoint(event.pos):
                self._drag_from = (event.pos[1], self.scroll)
                return True
            if TRACK.inflate(12, 0).collidepoint(event.pos):
                page = VIEW.h - 60
                self.scroll_to(self.scroll + (page if event.pos[1] > thumb.centery else -page))
                return True
            for i, rect in enumerate(self.toc_rects):
                if rect.collidepoint(event.pos):
                    self.scroll_to(self.sections[i][1])
                    return True
        elif event.type == pygame.MOUSEMOTION and self._drag_from is not None:
            y0, s0 = self._drag_from
            free = TRACK.h - self.thumb().h
            if free > 0:
                self.scroll_to(s0 + (event.pos[1] - y0) * self.max_scroll / free)
            return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._drag_from:
            self._drag_from = None
            return True
        return False

    def draw(self, surface) -> None:
        surface.blit(common.backdrop("plain"), (0, 0))
        common.draw_header(surface, self.title, "A summary in our own words")
        self.back.draw(surface)
        # contents
        draw_panel(surface, TOC, fill=palette.PANEL, border=palette.PANEL_BORDER, radius=12,
                   alpha=200)
        current = self.current_section()
        for i, rect in enumerate(self.toc_rects):
            if rect.bottom > TOC.bottom - 8:
                break
            title = self.sections[i][0]
            if i == current:
                pygame.draw.rect(surface, palette.PANEL_LIGHT, rect, border_radius=8)
                pygame.draw.rect(surface, palette.ACCENT, (rect.x, rect.y + 6, 4, rect.h - 12))
            colour = palette.ACCENT if i == current else palette.TEXT
            text.blit_text(surface, title, (rect.x + 14, rect.centery), 18, colour,
                           anchor="midleft")
        # text
        old_clip = surface.get_clip()
        surface.set_clip(VIEW)
        top = int(self.scroll)
        for y, surf in self.blocks:
            if y + surf.get_height() < top:
                continue
            if y > top + VIEW.h:
                break
            surface.blit(surf, (VIEW.x + 12, VIEW.y + y - top))
        surface.set_clip(old_clip)
        if top > 0:
            surface.blit(self._edge(True), VIEW.topleft)
        if top < self.max_scroll:
            surface.blit(self._edge(False), (VIEW.x, VIEW.bottom - FADE))
        # scroll bar
        if self.max_scroll > 0:
            pygame.draw.rect(surface, (24, 28, 38), TRACK, border_radius=6)
            colour = palette.ACCENT if self._drag_from else palette.PANEL_BORDER
            pygame.draw.rect(surface, colour, self.thumb(), border_radius=6)
