"""Figures as standees, and the dice's faces, drawn in code.

A standee is a card standing on a round base: as tall as the figure's height (levels,
at the view's scale), filled with its army card's colour, with the card's letters (a
Planeswalker's initial, a squad's two letters) and, for a squad figure, its number. The
base's rim is the controlling seat's colour and carries a mark (a dot for your figures,
a cross for the opponent's), so who owns what never rests on colour alone.
"""
from __future__ import annotations

import math

import pygame

from app.ui import canvas, draw, palette, text
from app.ui.surface_cache import SHARED, cached
from engines.arena import ARMY
from engines.arena.board import LEVEL_H
from scenes.arena.view import RISE, TILT

# Magic's five colours: fill, dark edge, the text colour on it, the word
COLOURS = {
    "white": ((236, 230, 208), (100, 94, 84), (40, 36, 30), "White"),
    "blue": ((70, 122, 212), (28, 52, 110), (245, 245, 255), "Blue"),
    "black": ((70, 62, 84), (24, 20, 30), (236, 226, 246), "Black"),
    "red": ((208, 74, 56), (110, 30, 22), (255, 244, 232), "Red"),
    "green": ((74, 156, 86), (28, 82, 40), (240, 255, 240), "Green"),
}
SEATS = ((232, 184, 72), (150, 200, 255))
# 3-5 seats: a colour and a symbol each (the symbol says it without the colour)
SEAT_COLOURS = tuple(palette.SEAT_COLOURS[:5])    # as the log colours each seat's lines
SEAT_MARKS = ("circle", "diamond", "triangle", "square", "star")
TEAM_COLOURS = ((232, 184, 72), (120, 180, 255))
TEAM_MARKS = ("shield", "crystal")     # app.ui.art's pictures, one per team
EMBLEMS = {"white": "sun", "blue": "drop", "black": "hourglass", "red": "flame",
           "green": "leaf"}       # app.ui.art's pictures, one per colour     # seat 0 gold, seat 1 pale blue (rims)


def letters(card_id: int) -> str:
    """The figure's emblem: a Planeswalker's initial, a squad's two initials."""
    card = ARMY[card_id]
    words = [w for w in card.name.replace("-", " ").split() if w[0].isalpha()]
    if card.is_planeswalker:
        return card.name[0]
    return (words[0][0] + words[-1][0]).upper() if len(words) > 1 else card.name[:2]


def colour_of(card_id: int) -> tuple:
    return COLOURS.get(ARMY[card_id].colour, COLOURS["white"])


_STANDEE = "scenes.arena.figures.standee"   # its sprites live in the shared cache
_BASES: dict = {}       # standee key -> the base point in the sprite kept there


def silhouette(card, w: float, h: float) -> list:
    """The body's outline (without the head), from its top-left: a cloaked
    Planeswalker, a beast on a double-space base, a soldier (as the army builder draws
    them)."""
    if card.is_planeswalker:
        return [(w * 0.30, h * 0.22), (w * 0.70, h * 0.22), (w * 0.84, h * 0.36),
                (w * 0.98, h), (w * 0.02, h), (w * 0.16, h * 0.36)]
    if card.size == 2:
        return [(w * 0.70, h * 0.20), (w * 0.86, h * 0.30), (w * 0.92, h * 0.58),
                (w * 0.86, h), (w * 0.10, h), (w * 0.04, h * 0.62), (w * 0.12, h * 0.42),
                (w * 0.56, h * 0.40)]
    return [(w * 0.26, h * 0.26), (w * 0.74, h * 0.26), (w * 0.86, h * 0.42),
            (w * 0.80, h), (w * 0.20, h), (w * 0.14, h * 0.42)]


def draw_mark(surface, mark: str, centre, r: float, colour, width: int = 0) -> None:
    """A seat's symbol: "dot" (yours in the Duel), "cross" (the opponent's), or one of
    ``SEAT_MARKS`` (3-5 seats), filled (``width`` 0) or outlined."""
    x, y = centre
    if mark == "cross":
        w = max(2, width or 2)
        draw.line(surface, colour, (x - r, y - r), (x + r, y + r), w)
        draw.line(surface, colour, (x - r, y + r), (x + r, y - r), w)
        return
    if mark in ("dot", "circle"):
        draw.circle(surface, colour, (round(x), round(y)), max(1, round(r)), width)
        return
    if mark == "square":
        k = r * 0.85
        pts = [(x - k, y - k), (x + k, y - k), (x + k, y + k), (x - k, y + k)]
    elif mark == "diamond":
        pts = [(x, y - r * 1.15), (x + r, y), (x, y + r * 1.15), (x - r, y)]
    elif mark == "triangle":
        pts = [(x, y - r * 1.1), (x + r * 1.05, y + r * 0.8), (x - r * 1.05, y + r * 0.8)]
    else:                                # star
        pts = []
        for i in range(10):
            a = math.radians(-90 + 36 * i)
            k = r * (1.2 if i % 2 == 0 else 0.5)
            pts.append((x + k * math.cos(a), y + k * math.sin(a)))
    draw.polygon(surface, colour, pts, width)


@cached
def mark_surface(mark: str, size: int, colour, ring=None) -> pygame.Surface:
    """A seat's symbol on a dark disc (``ring``: its colour round it), ``size`` across."""
    got = canvas.new((size, size), pygame.SRCALPHA)
    c = size / 2
    draw.circle(got, (24, 26, 34), (c, c), c)
    draw.circle(got, ring or colour, (c, c), c, max(1, size // 9))
    draw_mark(got, mark, (c, c), size * 0.26, colour)
    return got


def standee(card_id: int, seat: int, number: int, s: float, mine: bool,
            look: tuple | None = None) -> tuple:
    """(sprite, base point in the sprite) of a figure at zoom ``s`` (cached): a body
    as tall as the figure, in its card's colour with its letters (and its number in a
    squad), a gold edge when the card is unique, wings when it flies; a base rimmed in
    the seat's colour with your dot or the opponent's cross (``look``: (rim colour, mark)
    of a seat at a table of 3-5, its symbol instead)."""
    key = (_STANDEE, card_id, seat, number, int(s), mine, look)
    sprite, base = SHARED.get(key), _BASES.get(key)
    if sprite is None or base is None:
        sprite, base = _draw_standee(card_id, seat, number, s, mine, look)
        SHARED.put(key, sprite, owner=_STANDEE)
        if len(_BASES) > 400:
            _BASES.clear()
        _BASES[key] = base
    return sprite, base


def _draw_standee(card_id: int, seat: int, number: int, s: float, mine: bool,
                  look: tuple | None) -> tuple:
    card = ARMY[card_id]
    double = card.size == 2
    base_w = s * 0.62
    base_h = base_w * TILT
    body_w = s * (0.8 if double else 0.52)
    body_h = card.height * LEVEL_H * s * RISE
    w = int(max(base_w, body_w * 1.3) + 6)
    h = int(body_h + base_h / 2 + 8)
    k = 2                                    # drawn twice as large, then smoothed
    big = canvas.new((w * k, h * k), pygame.SRCALPHA)
    bx, by = w / 2, h - base_h / 2 - 3
    fill, dark, ink, _ = colour_of(card_id)
    rim = SEATS[seat % 2] if look is None else look[0]
    edge = (232, 184, 72) if card.unique else dark
    # the base
    base = pygame.Rect(0, 0, base_w * k, base_h * k)
    base.center = (round(bx * k), round(by * k))
    draw.ellipse(big, (0, 0, 0, 90), base.move(2 * k, 2 * k))
    draw.ellipse(big, (40, 40, 46), base)
    draw.ellipse(big, rim, base, max(2, int(s / 18)) * k)
    # the body
    flying = "flying" in card.does
    lift = body_h * 0.22 if flying else 0.0
    bh = (body_h - lift) * k
    bw = body_w * k
    ox = bx * k - bw / 2
    top = (by - body_h) * k
    pts = [(ox + x, top + y) for x, y in silhouette(card, bw, bh)]
    if flying:                               # on a clear post, wings spread
        draw.line(big, (200, 220, 235), (bx * k, top + bh), (bx * k, by * k), 2 * k)
        wing = [(ox + bw * 0.5, top + bh * 0.34), (ox - bw * 0.3, top + bh * 0.1),
                (ox + bw * 0.1, top + bh * 0.62)]
        for wg in (wing, [(2 * ox + bw - x, y) for x, y in wing]):
            draw.polygon(big, _mix(fill, (255, 255, 255), 0.2), wg)
            draw.polygon(big, edge, wg, k)
    draw.polygon(big, fill, pts)
    draw.polygon(big, edge, pts, (3 if card.unique else 2) * k)
    head_r = min(bw * (0.25 if not double else 0.15), bh * 0.13)
    hx = ox + bw * (0.5 if not double else 0.78)
    hy = top + (head_r if double else max(head_r, bh * 0.26 - head_r * 0.7))
    draw.circle(big, fill, (hx, hy), head_r)
    draw.circle(big, edge, (hx, hy), head_r, (3 if card.unique else 2) * k)
    surf = canvas.smoothscale(big, (w, h))
    # the letters and the number
    size = max(9, int(body_w * (0.4 if double else 0.44)))
    lab = text.render(letters(card_id), size, ink, text.BOLD)
    ly = int(by - (body_h - lift) * 0.42 - lift)
    surf.blit(lab, lab.get_rect(center=(round(bx), ly)))
    if card.figures > 1:
        num = text.render(str(number), max(8, int(size * 0.8)), ink, text.BOLD)
        surf.blit(num, num.get_rect(center=(round(bx), ly + size)))
    # the owner's mark on the base's front
    mx, my = round(bx), round(by + base_h * 0.28)
    mr = max(2, int(s / 22))
    if look is not None:
        draw_mark(surf, look[1], (mx, my), mr + 2, (24, 26, 34))
        draw_mark(surf, look[1], (mx, my), mr + 1, rim)
    elif mine:
        draw.circle(surf, rim, (mx, my), mr + 1)
    else:
        draw.line(surf, rim, (mx - mr, my - mr), (mx + mr, my + mr), 2)
        draw.line(surf, rim, (mx - mr, my + mr), (mx + mr, my - mr), 2)
    return surf, (bx, by)


def draw_double_base(surface, a, b, s: float, seat: int, rim=None) -> None:
    """The joined base of a double-space figure: a plate from its front space ``a`` to its
    back space ``b`` (screen points), in the seat's colour (``rim``: at a table of 3-5)."""
    rim = rim or SEATS[seat % 2]
    w, h = s * 0.62, s * 0.62 * TILT
    dx, dy = b[0] - a[0], b[1] - a[1]
    n = max(1e-6, (dx * dx + dy * dy) ** 0.5)
    px, py = -dy / n * h / 2, dx / n * h / 2
    px *= w / h
    quad = [(a[0] + px, a[1] + py * h / w), (b[0] + px, b[1] + py * h / w),
            (b[0] - px, b[1] - py * h / w), (a[0] - px, a[1] - py * h / w)]
    for c in (a, b):
        r = pygame.Rect(0, 0, w, h)
        r.center = (round(c[0]), round(c[1]))
        draw.ellipse(surface, (40, 40, 46), r)
        draw.ellipse(surface, rim, r, max(2, int(s / 18)))
    draw.polygon(surface, (40, 40, 46), quad)
    r = pygame.Rect(0, 0, w * 0.5, h * 0.5)
    r.center = (round(b[0]), round(b[1]))
    draw.ellipse(surface, rim, r, 2)          # the back space: an inner ring


def _mix(a, b, k: float) -> tuple:
    return tuple(int(a[i] + (b[i] - a[i]) * k) for i in range(3))


@cached
def damage_marker(n: int, size: int = 16) -> pygame.Surface:
    """A red damage marker with its number."""
    img = canvas.new((size, size), pygame.SRCALPHA)
    c = (size // 2, size // 2)
    draw.circle(img, (150, 20, 20), c, size // 2)
    draw.circle(img, (232, 70, 60), c, size // 2 - 2)
    lab = text.render(str(n), max(8, size - 5), (255, 255, 255), text.BOLD)
    img.blit(lab, lab.get_rect(center=c))
    return img


# dice ---------------------------------------------------------------------------------------
HIT_COLOUR = (190, 40, 36)
SHIELD_COLOUR = (40, 90, 180)


@cached
def combat_face(value: int, size: int) -> pygame.Surface:
    """A combat die's face: 1-3 crossed weapons (a hit), 4-5 a shield, 6 blank."""
    img = canvas.new((size, size), pygame.SRCALPHA)
    r = img.get_rect()
    draw.rect(img, (246, 242, 230), r, border_radius=size // 6)
    draw.rect(img, (60, 56, 50), r, 2, border_radius=size // 6)
    c = size / 2
    k = size * 0.3
    if value <= 3:
        for sgn in (1, -1):
            a = (c - k * sgn, c - k)
            b = (c + k * sgn, c + k)
            draw.line(img, HIT_COLOUR, a, b, max(3, size // 9))
            # the hilts
            hx, hy = (c + k * 0.55 * sgn, c + k * 0.55)
            draw.line(img, (90, 60, 30), (hx - size * 0.08, hy + size * 0.08 * sgn),
                             (hx + size * 0.08, hy - size * 0.08 * sgn), max(2, size // 14))
    elif value <= 5:
        pts = [(c - k, c - k), (c + k, c - k), (c + k, c), (c, c + k * 1.2), (c - k, c)]
        draw.polygon(img, SHIELD_COLOUR, pts)
        draw.polygon(img, (20, 40, 90), pts, 2)
    return img


@cached
def d20_face(value: int, size: int) -> pygame.Surface:
    img = canvas.new((size, size), pygame.SRCALPHA)
    c = size / 2
    pts = [(c + c * 0.96 * math.cos(math.radians(90 + 60 * i)),
            c + c * 0.96 * math.sin(math.radians(90 + 60 * i))) for i in range(6)]
    draw.polygon(img, (60, 46, 120), pts)
    draw.polygon(img, palette.ACCENT, pts, 2)
    lab = text.render(str(value), int(size * 0.42), palette.TEXT, text.BOLD)
    img.blit(lab, lab.get_rect(center=(c, c)))
    return img
