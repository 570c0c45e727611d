"""What builders draw the same way: a part's heading and the rule under it, the last
notice in a box at the foot of the pool, a label in a pill, a cost badge, the mark of a
tile already in the collection, a card's text in a box, and which of a list of rects a
point is over."""
from __future__ import annotations

import pygame

from app.ui import art, canvas, draw, palette, text
from app.ui.widgets import draw_panel


def heading(surface, title: str, left: int, right: int, y: int, colour=palette.ACCENT,
            note: str = "", note_colour=palette.TEXT_DIM, size: int = 15,
            note_size: int = 12) -> pygame.Rect:
    """A part's heading: ``title`` in bold from ``left`` at ``y``, and ``note`` ending at
    ``right`` 2 px lower. Returns the title's rect."""
    head = text.blit_text(surface, title, (left, y), size, colour, text.BOLD)
    if note:
        text.blit_text(surface, note, (right, y + 2), note_size, note_colour, anchor="topright")
    return head


def strip_box(surface, r: pygame.Rect, body, strip, strip_w: int, radius: int) -> pygame.Rect:
    """A row's or a tile's box: ``body`` with rounded corners and a ``strip_w`` px band of
    ``strip`` down its left side (the card's colour). Returns the band."""
    draw.rect(surface, body, r, border_radius=radius)
    band = pygame.Rect(r.x, r.y, strip_w, r.h)
    draw.rect(surface, strip, band, border_top_left_radius=radius,
                     border_bottom_left_radius=radius)
    return band


def empty_slot(surface, r: pygame.Rect, radius: int, edge, label: str, x: int,
               size: int) -> None:
    """A place in the entry still to fill: a dark box, its ``edge``, and ``label`` ("Empty:
    click or drag a spell here") from ``x`` at ``size``."""
    draw.rect(surface, (28, 30, 40), r, border_radius=radius)
    draw.rect(surface, edge, r, width=1, border_radius=radius)
    text.blit_text(surface, label, (x, r.centery), size, (120, 122, 136), anchor="midleft")


def sprite_of(size, paint, *args, **kwargs) -> pygame.Surface:
    """What ``paint(surface, rect, *args, **kwargs)`` draws in a box of ``size``, on a
    transparent surface of its own (the picture of a row that is dragged)."""
    surf = canvas.new(size, pygame.SRCALPHA)
    paint(surf, surf.get_rect(), *args, **kwargs)
    return surf


def rule(surface, left: int, right: int, y: int) -> None:
    """The thin line between two parts of a column."""
    draw.line(surface, palette.PANEL_BORDER, (left, y), (right, y), 1)


def in_air(surface, r: pygame.Rect, drag_key, hidden: set, radius: int) -> bool:
    """Whether the tile or row at ``r`` is being dragged (``drag_key`` in ``hidden``): then
    only its outline is drawn, a hole where it was."""
    if drag_key not in hidden:
        return False
    draw.rect(surface, (60, 64, 80), r, width=1, border_radius=radius)
    return True


def item_at(items, pos):
    """The first ``(rect, ...)`` in ``items`` whose rect holds ``pos`` (None: none)."""
    return next((item for item in items if item[0].collidepoint(pos)), None)


def key_at(items, pos):
    """The key of the first ``(rect, key, ...)`` in ``items`` whose rect holds ``pos``."""
    hit = item_at(items, pos)
    return None if hit is None else hit[1]


def pill(surface, label: str, size: int, fill, h: int, pad: int, min_w: int = 0,
         edge=None, **anchor) -> pygame.Rect:
    """``label`` in dark bold letters on a round-ended ``fill`` pill ``h`` high and ``pad``
    wider than the label (at least ``min_w``), ``edge`` its outline (None: none); placed
    by the one keyword ``anchor`` (a pygame.Rect position: ``midtop=(x, y)``)."""
    img = text.render(label, size, palette.TEXT_DARK, text.BOLD)
    box = pygame.Rect(0, 0, max(min_w, img.get_width() + pad), h)
    for where, at in anchor.items():
        setattr(box, where, at)
    draw.rect(surface, fill, box, border_radius=h // 2)
    if edge is not None:
        draw.rect(surface, edge, box, width=1, border_radius=h // 2)
    surface.blit(img, img.get_rect(center=box.center))
    return box


def cost_badge(surface, centre, cost: int, colour, r: int, unit: str = "pts") -> None:
    """A tile's cost: ``cost`` over its ``unit`` in a disc of ``colour`` (dark) rimmed in
    the accent, ``r`` px round ``centre``."""
    draw.circle(surface, art.shade(colour, -0.55), centre, r)
    draw.circle(surface, palette.ACCENT, centre, r, 2)
    n = text.fit(str(cost), 16, 2 * r - 6, palette.TEXT, text.BOLD)
    surface.blit(n, n.get_rect(center=(centre[0], centre[1] - 4)))
    text.blit_text(surface, unit, (centre[0], centre[1] + 9), 10, palette.TEXT_DIM,
                   anchor="center")


def in_collection(surface, tile: pygame.Rect, radius: int, label: str, size: int, h: int,
                  pad: int, colour=palette.ACCENT, **pill_args) -> pygame.Rect:
    """A pool tile already in the collection: a ``colour`` edge round it and ``label``
    ("×2", "✓") in a pill of that colour (:func:`pill`'s other arguments)."""
    draw.rect(surface, colour, tile, width=2, border_radius=radius)
    return pill(surface, label, size, colour, h, pad, **pill_args)


def text_box(surface, body: str, box: pygame.Rect, size: int, colour) -> None:
    """``body`` wrapped into ``box``, each line centred; the last line that fits ends with
    an ellipsis when more follows."""
    if not body or box.h <= 0:
        return
    lh = text.font(size).get_linesize()
    room = max(0, box.h // lh)
    lines = list(text.wrap_lines(body, size, box.w))
    if len(lines) > room:
        lines = lines[:room]
        if lines:
            lines[-1] = text.ellipsize(lines[-1], size, box.w)
    for i, ln in enumerate(lines):
        img = text.render(ln, size, colour)
        surface.blit(img, img.get_rect(midtop=(box.centerx, box.y + i * lh)))


def notice_at_foot(surface, status, pool: pygame.Rect, wrap: bool = False) -> pygame.Rect | None:
    """``status`` (message, colour, seconds left) in a box centred at the foot of
    ``pool``: one fitted line, or (``wrap``) up to three wrapped lines. Returns the box."""
    if not status:
        return None
    msg, col, _ = status
    if not wrap:
        img = text.fit(msg, 15, pool.w - 60, palette.TEXT)
        box = pygame.Rect(0, 0, img.get_width() + 28, 32)
        box.midbottom = (pool.centerx, pool.bottom - 10)
        draw_panel(surface, box, fill=(20, 22, 30), border=col, radius=10, alpha=240)
        surface.blit(img, img.get_rect(center=box.center))
        return box
    lines = text.wrap_lines(msg, 15, pool.w - 80)[:3]
    lh = text.font(15).get_linesize()
    used = max(text.font(15).size(ln)[0] for ln in lines)
    box = pygame.Rect(0, 0, used + 28, lh * len(lines) + 14)
    box.midbottom = (pool.centerx, pool.bottom - 8)
    draw_panel(surface, box, fill=(20, 22, 30), border=col, radius=10, alpha=245)
    for i, ln in enumerate(lines):
        img = text.render(ln, 15, palette.TEXT)
        surface.blit(img, img.get_rect(midtop=(box.centerx, box.y + 7 + i * lh)))
    return box
