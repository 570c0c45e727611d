"""A game's tile in the setup's list (scenes.game_setup): its title, its player count
(or "Coming soon") and its blurb, drawn at the window's scale."""
from __future__ import annotations

import pygame

from app.ui import canvas, draw, palette, text
from app.ui.widgets import draw_panel


def draw_game_tile(info, size, m, selected: bool, compact: bool) -> pygame.Surface:
    """The tile of plug-in ``info`` at ``size`` real pixels, laid out by the metrics
    ``m``; ``compact``: a lower tile, its blurb cut to the lines that fit."""
    px = m.px
    tw, th = size
    surf = canvas.new((tw, th), pygame.SRCALPHA)
    draw_panel(surf, surf.get_rect(), fill=(60, 66, 92) if selected else palette.PANEL,
               border=palette.ACCENT if selected else palette.PANEL_BORDER, radius=px(12),
               alpha=245, line=max(1, px(2)))
    colour = palette.TEXT if info.built else palette.TEXT_DIM
    if info.built:
        badge = f"{info.players_label.split(' ')[0]} players"
        r = text.blit_text(surf, badge, (tw - px(16), px(14)), m.pt(16), palette.TEXT_DIM,
                           anchor="topright")
    else:
        b = text.render("Coming soon", m.pt(16), palette.TEXT_DARK, text.BOLD)
        r = b.get_rect(topright=(tw - px(16), px(12))).inflate(px(14), px(6))
        draw.rect(surf, palette.ACCENT_DARK, r, border_radius=px(8))
        surf.blit(b, b.get_rect(center=r.center))
    room = r.x - px(18 + 12)
    big = m.pt(22)
    shown, size = text.fit_text(info.title, big, room, text.BOLD, smallest=m.pt(16),
                                ellipsis=compact)       # a narrow tile shortens
    text.blit_text(surf, shown, (px(18), px(10) + (big - size) // 2), size,
                   palette.ACCENT if selected and info.built else colour, text.BOLD)
    blurb = text.render_wrapped(info.blurb, m.pt(16), tw - px(36),
                                palette.TEXT if info.built else palette.TEXT_DIM,
                                line_gap=px(4))
    if not compact:
        surf.blit(blurb, (px(18), px(44)), pygame.Rect(0, 0, tw - px(36), th - px(50)))
    else:                     # a lower tile: the blurb's lines that fit, the last "…"
        size, width = m.pt(16), tw - px(36)
        lines = text.wrap_lines(info.blurb, size, width)
        step = text.font(size).get_linesize() + px(4)
        room_lines = max(0, (th - px(48)) // step)
        for i, line in enumerate(lines[:room_lines]):
            if i == room_lines - 1 and len(lines) > room_lines:
                line = text.ellipsize(line, size, width)
            text.blit_text(surf, line, (px(18), px(44) + i * step), size,
                           palette.TEXT if info.built else palette.TEXT_DIM)
    return surf
