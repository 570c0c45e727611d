"""The rules summary of one game: a contents column on the left and a scrollable text
on the right (mouse wheel, arrow/page keys, or drag the scroll bar). Every block of text
is rendered once; each frame blits only the blocks in view."""
from __future__ import annotations

import pygame

from app.scene import Scene
from app.ui import canvas, draw, palette, text
from app.ui.display import metrics_of
from app.ui.surface_cache import cached
from app.ui.widgets import draw_panel
from scenes import common
from scenes.rules_text import rules_text

VIEW_X, VIEW_Y = 330, 124       # design units: the text viewport's corner; it takes
VIEW_RIGHT, VIEW_BOTTOM = 80, 24  # the window but these margins (the scroll bar's at right)
TOC_W = 260
NEED = (960, 520)
BODY = 18
LINE_STEP = 48
HOUSE_FILL = (70, 52, 30)
FADE = 22


class RulesScreen(Scene):
    native = True

    def __init__(self, app, game_key: str) -> None:
        super().__init__(app)
        self.game_key = game_key
        info = app.plugins.get(game_key)
        self.title = f"{info.title if info else game_key}: rules"
        self.source = rules_text(info)
        self.scroll = 0.0
        self._drag_from: tuple[int, float] | None = None
        self.content_h = 0
        self._place()

    def _place(self) -> None:
        """The viewport, contents and scroll bar for the window as it is; the text laid
        out again at its width (the reading place kept, as a share of the text)."""
        old_share = self.scroll / self.content_h if self.content_h else 0.0
        self.m = m = metrics_of(self).bounded(*NEED)
        px = m.px
        self.back = common.back_button(self.close, m=m)
        self.view = VIEW = pygame.Rect(px(VIEW_X), px(VIEW_Y), m.w - px(VIEW_X + VIEW_RIGHT),
                                       m.h - px(VIEW_Y + VIEW_BOTTOM))
        self.track = pygame.Rect(VIEW.right + px(16), VIEW.y, px(12), VIEW.h)
        self.toc = TOC = pygame.Rect(px(common.MARGIN), VIEW.y, px(TOC_W), VIEW.h)
        self.line_step = px(LINE_STEP)
        self.fade = px(FADE)
        self.blocks: list[tuple[int, pygame.Surface]] = []
        self.sections: list[tuple[str, int]] = []
        self._layout(self.source)
        self.scroll_to(old_share * self.content_h)
        self.toc_rects = [pygame.Rect(TOC.x + px(12), TOC.y + px(16 + i * 38), TOC.w - px(24),
                                      px(34)) for i in range(len(self.sections))]

    def on_resize(self) -> None:
        self._place()

    # layout ---------------------------------------------------------------------------
    def _layout(self, source: str) -> None:
        m = self.m
        px, pt = m.px, m.pt
        width = self.view.w - px(24)
        body = pt(BODY)
        gap = px(4)
        y = 0
        first = True
        for raw in source.splitlines():
            line = raw.rstrip()
            if not line:
                continue
            if line.startswith("# "):
                if not first:
                    y += px(22)
                title = line[2:]
                surf = canvas.new((width, px(44)), pygame.SRCALPHA)
                surf.blit(text.fit(title, pt(28), width, palette.ACCENT, text.BOLD), (0, 0))
                draw.line(surf, palette.ACCENT_DARK, (0, px(40)), (width, px(40)),
                                 max(1, px(2)))
                self.sections.append((title, y))
            elif line.startswith("## "):
                y += px(4)
                surf = text.render_wrapped(line[3:], pt(21), width, palette.TEXT, text.BOLD,
                                           line_gap=gap)
            elif line.startswith("- "):
                para = text.render_wrapped(line[2:], body, width - px(30), palette.TEXT,
                                           line_gap=gap)
                surf = canvas.new((width, para.get_height()), pygame.SRCALPHA)
                draw.circle(surf, palette.ACCENT, (px(10), px(12)), px(4))
                surf.blit(para, (px(30), 0))
            elif line.startswith("= "):
                term, _, desc = line[2:].partition("|")
                term_w = px(170)
                term_s = text.render_wrapped(term.strip(), body, term_w - px(12), palette.ACCENT,
                                             text.BOLD, line_gap=gap)
                desc_s = text.render_wrapped(desc.strip(), body, width - term_w, palette.TEXT,
                                             line_gap=gap)
                surf = canvas.new((width, max(term_s.get_height(), desc_s.get_height())),
                                      pygame.SRCALPHA)
                surf.blit(term_s, (0, 0))
                surf.blit(desc_s, (term_w, 0))
            elif line.startswith("! "):
                para = text.render_wrapped(line[2:], body, width - px(40), palette.TEXT,
                                           line_gap=gap)
                label = text.render("HOUSE RULE", pt(16), palette.ACCENT, text.BOLD)
                h = para.get_height() + label.get_height() + px(26)
                surf = canvas.new((width, h), pygame.SRCALPHA)
                draw.rect(surf, (*HOUSE_FILL, 230), surf.get_rect(),
                                 border_radius=px(10))
                draw.rect(surf, palette.ACCENT_DARK, surf.get_rect(),
                                 width=max(1, px(2)), border_radius=px(10))
                surf.blit(label, (px(20), px(10)))
                surf.blit(para, (px(20), px(16) + label.get_height()))
            else:
                surf = text.render_wrapped(line, body, width, palette.TEXT, line_gap=gap)
            self.blocks.append((y, surf))
            y += surf.get_height() + px(10)
            first = False
        self.content_h = y + px(40)

    # scrolling ------------------------------------------------------------------------
    @property
    def max_scroll(self) -> float:
        return max(0.0, self.content_h - self.view.h)

    def scroll_to(self, value: float) -> None:
        self.scroll = min(self.max_scroll, max(0.0, float(value)))

    def thumb(self) -> pygame.Rect:
        TRACK, VIEW = self.track, self.view
        if self.max_scroll <= 0:
            return TRACK.copy()
        h = max(self.m.px(48), int(TRACK.h * VIEW.h / self.content_h))
        y = TRACK.y + int((TRACK.h - h) * self.scroll / self.max_scroll)
        return pygame.Rect(TRACK.x, y, TRACK.w, h)

    def current_section(self) -> int:
        current = 0
        at_end = self.max_scroll > 0 and self.scroll >= self.max_scroll - 1
        for i, (_, y) in enumerate(self.sections):
            if y <= self.scroll + self.m.px(12) or (at_end and y < self.scroll + self.view.h // 2):
                current = i
        return current

    def _edge(self, top: bool) -> pygame.Surface:
        return _edge(top, tuple(self.view), self.fade, self.m.size)

    def close(self) -> None:
        if self.app.stack.top is self:
            self.app.stack.pop()


    # frame ----------------------------------------------------------------------------
    def handle(self, event) -> bool:
        if self.back.handle(event):
            return True
        if event.type == pygame.KEYDOWN:
            k = event.key
            page = self.view.h - self.m.px(60)
            step = {pygame.K_UP: -self.line_step, pygame.K_DOWN: self.line_step,
                    pygame.K_PAGEUP: -page, pygame.K_PAGEDOWN: page,
                    pygame.K_SPACE: page}.get(k)
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
            self.scroll_to(self.scroll - event.y * self.m.px(60))
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            thumb = self.thumb()
            grab = self.m.px(12)
            if thumb.inflate(grab, 0).collidepoint(event.pos):
                self._drag_from = (event.pos[1], self.scroll)
                return True
            if self.track.inflate(grab, 0).collidepoint(event.pos):
                page = self.view.h - self.m.px(60)
                self.scroll_to(self.scroll + (page if event.pos[1] > thumb.centery else -page))
                return True
            for i, rect in enumerate(self.toc_rects):
                if rect.collidepoint(event.pos):
                    self.scroll_to(self.sections[i][1])
                    return True
        elif event.type == pygame.MOUSEMOTION and self._drag_from is not None:
            y0, s0 = self._drag_from
            free = self.track.h - self.thumb().h
            if free > 0:
                self.scroll_to(s0 + (event.pos[1] - y0) * self.max_scroll / free)
            return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._drag_from:
            self._drag_from = None
            return True
        return False

    def draw(self, surface) -> None:
        m, VIEW, TOC, TRACK = self.m, self.view, self.toc, self.track
        px = m.px
        surface.blit(common.backdrop("plain", m.size), (0, 0))
        common.draw_header(surface, self.title, "A summary in our own words", m)
        self.back.draw(surface)
        # contents
        draw_panel(surface, TOC, fill=palette.PANEL, border=palette.PANEL_BORDER,
                   radius=px(12), alpha=200, line=max(1, px(2)))
        current = self.current_section()
        for i, rect in enumerate(self.toc_rects):
            if rect.bottom > TOC.bottom - px(8):
                break
            title = self.sections[i][0]
            if i == current:
                draw.rect(surface, palette.PANEL_LIGHT, rect, border_radius=px(8))
                draw.rect(surface, palette.ACCENT,
                                 (rect.x, rect.y + px(6), px(4), rect.h - px(12)))
            colour = palette.ACCENT if i == current else palette.TEXT
            img = text.fit(title, m.pt(18), rect.w - px(20), colour)
            surface.blit(img, img.get_rect(midleft=(rect.x + px(14), rect.centery)))
        # text
        old_clip = surface.get_clip()
        surface.set_clip(VIEW)
        top = int(self.scroll)
        for y, surf in self.blocks:
            if y + surf.get_height() < top:
                continue
            if y > top + VIEW.h:
                break
            surface.blit(surf, (VIEW.x + px(12), VIEW.y + y - top))
        surface.set_clip(old_clip)
        if top > 0:
            surface.blit(self._edge(True), VIEW.topleft)
        if top < self.max_scroll:
            surface.blit(self._edge(False), (VIEW.x, VIEW.bottom - self.fade))
        # scroll bar
        if self.max_scroll > 0:
            draw.rect(surface, (24, 28, 38), TRACK, border_radius=px(6))
            colour = palette.ACCENT if self._drag_from else palette.PANEL_BORDER
            draw.rect(surface, colour, self.thumb(), border_radius=px(6))


@cached
def _edge(top: bool, view: tuple, h: int, size: tuple) -> pygame.Surface:
    """A strip of the backdrop that fades the text in/out at the viewport's edges."""
    VIEW = pygame.Rect(view)
    area = pygame.Rect(VIEW.x, VIEW.y if top else VIEW.bottom - h, VIEW.w, h)
    surf = common.backdrop("plain", size).subsurface(area).convert_alpha()
    mask = canvas.new(area.size, pygame.SRCALPHA)
    for y in range(h):
        t = 1 - y / (h - 1) if top else y / (h - 1)
        draw.line(mask, (255, 255, 255, int(255 * t)), (0, y), (area.w, y))
    surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return surf
