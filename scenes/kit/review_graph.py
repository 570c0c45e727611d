"""The review's win-chance graph (scenes.kit.review): each seat's own estimate at its
decisions over the game (seat colours, a legend with the names), the 50% line, and the
marked mistakes as red drops on the reviewed seat's line, numbered as the list below
the graph numbers them. Drawn once per size at the window's real pixels."""
from __future__ import annotations

import pygame

from app.ui import canvas, draw, palette, text

GRID = (50, 56, 72)
MISTAKE = palette.BAD


def plot_rect(size, px) -> pygame.Rect:
    """The plot area inside a graph of ``size`` (room for the labels and the legend)."""
    w, h = size
    return pygame.Rect(px(48), px(30), w - px(64), h - px(56))


def x_of(plot: pygame.Rect, index: int, actions: int) -> int:
    return plot.x + round(index / max(1, actions) * plot.w)


def y_of(plot: pygame.Rect, chance: float) -> int:
    return plot.bottom - round(max(0.0, min(1.0, chance)) * plot.h)


def graph(size, px, pt, review, names, you: int | None) -> pygame.Surface:
    """The graph of ``review`` (engines.core.review.Review) at ``size`` real pixels."""
    surf = canvas.new(size, pygame.SRCALPHA)
    plot = plot_rect(size, px)
    small = pt(12)
    draw.rect(surf, (20, 24, 34, 255), plot, border_radius=px(6))
    for v in (0.0, 0.25, 0.5, 0.75, 1.0):
        y = y_of(plot, v)
        draw.line(surf, (80, 88, 110) if v == 0.5 else GRID, (plot.x, y),
                  (plot.right, y), px(2) if v == 0.5 else px(1))
        lab = text.render(f"{round(v * 100)}%", small, palette.TEXT_DIM)
        surf.blit(lab, lab.get_rect(midright=(plot.x - px(6), y)))
    actions = max(1, review.actions)
    cap = text.render("the game, move by move", small, palette.TEXT_DIM)
    surf.blit(cap, cap.get_rect(topright=(plot.right, plot.bottom + px(6))))
    # legend: one line sample and name per seat with estimates, the reviewed seat first
    seats = sorted(review.series, key=lambda s: (s != review.seat, s))
    lx = plot.x
    for s in seats:
        col = palette.SEAT_COLOURS[s % 8]
        name = "You" if s == you else str(names[s]) if s < len(names) else f"Seat {s + 1}"
        draw.line(surf, col, (lx, px(12)), (lx + px(22), px(12)), px(4))
        lab = text.fit(name, pt(14), px(200), palette.TEXT, text.BOLD)
        surf.blit(lab, lab.get_rect(midleft=(lx + px(28), px(12))))
        lx += px(28) + lab.get_width() + px(24)
    if review.mistakes:
        lab = text.render("mistake", pt(13), MISTAKE, text.BOLD)
        r = surf.blit(lab, lab.get_rect(midright=(plot.right, px(12))))
        draw.circle(surf, MISTAKE, (r.x - px(10), px(12)), px(6))
    for s in seats:
        pts = [(x_of(plot, i, actions), y_of(plot, c)) for i, c in review.series[s]]
        col = palette.SEAT_COLOURS[s % 8]
        wide = s == review.seat
        if len(pts) > 1:
            draw.lines(surf, col, False, pts, px(3) if wide else px(2))
        for q in pts:
            draw.circle(surf, col, q, px(3) if wide else px(2))
    placed: list = []
    for k, e in enumerate(review.mistakes):
        x = x_of(plot, e.index, actions)
        top, low = y_of(plot, e.before), y_of(plot, e.after)
        draw.line(surf, MISTAKE, (x, top), (x, low), px(3))
        at = _free_spot(placed, x, low, px(17), plot)
        if at != (x, low):
            draw.line(surf, MISTAKE, (x, low), at, px(2))
        placed.append(at)
        draw.circle(surf, MISTAKE, at, px(8))
        num = text.render(str(k + 1), pt(12), palette.TEXT_DARK, text.BOLD)
        surf.blit(num, num.get_rect(center=at))
    return surf


def _free_spot(placed: list, x: int, y: int, gap: int, plot: pygame.Rect) -> tuple:
    """Where a mistake's number goes: at its drop, or moved down (up near the bottom)
    until it is ``gap`` away from the numbers already placed (two mistakes a move
    apart stay readable)."""
    step = gap if y + gap * len(placed) <= plot.bottom else -gap
    for _ in range(len(placed) + 1):
        if all(abs(x - px) >= gap or abs(y - py) >= gap for px, py in placed):
            break
        y += step
    return x, y
