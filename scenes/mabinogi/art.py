"""Mabinogi Duel's pictures, drawn in code and cached: the five resources (a colour, a
symbol AND a letter each), card faces with a frame per resource, card backs, the heroes'
portraits (from their palettes), flames, hearts, swords, shields and the little die of a
defence roll."""
from __future__ import annotations

import math
import random
from app.ui.surface_cache import cached

import pygame

from app.ui import art, canvas, draw, palette, text
from app.ui.cards import draw_card_back
from engines.mabinogi import CARDS, HEROES

# resource: (name, fill, dark, emblem, letter)
RES = (
    ("Gold", (226, 178, 54), (120, 84, 18), "coin", "G"),
    ("Mana", (86, 124, 232), (30, 48, 128), "crystal", "M"),
    ("Light", (240, 226, 160), (150, 124, 50), "sun", "L"),
    ("Nature", (86, 170, 80), (30, 86, 36), "leaf", "N"),
    ("Dark", (138, 84, 170), (58, 28, 80), "moon", "D"),
)
BACK_COLOUR = (92, 50, 40)
HEART = (220, 70, 80)
SWORD = (236, 200, 120)
SHIELD_C = (120, 170, 230)


def _hex(c: str) -> tuple:
    c = c.lstrip("#")
    return tuple(int(c[i:i + 2], 16) for i in (0, 2, 4))


def _ready(surf: pygame.Surface) -> pygame.Surface:
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surf.convert_alpha()
    return surf


# resources ------------------------------------------------------------------------------
@cached
def moon(size: int, colour: tuple) -> pygame.Surface:
    ss = 4
    S = size * ss
    big = canvas.new((S, S), pygame.SRCALPHA)
    c = (S * 0.5, S * 0.5)
    dark = art.shade(colour, -0.55)
    draw.circle(big, dark, c, S * 0.44)
    draw.circle(big, colour, c, S * 0.40)
    draw.circle(big, (0, 0, 0, 0), (c[0] + S * 0.18, c[1] - S * 0.12), S * 0.34)
    for (x, y, r) in ((0.74, 0.70, 0.05), (0.80, 0.46, 0.03)):
        draw.circle(big, art.shade(colour, 0.5), (S * x, S * y), S * r)
    return canvas.smoothscale(big, (size, size))


def res_symbol(r: int, size: int, colour=None) -> pygame.Surface:
    """The symbol of resource ``r`` (coin, crystal, sun, leaf, moon)."""
    col = tuple(colour or RES[r][1])
    if RES[r][3] == "moon":
        return moon(int(size), col)
    return art.emblem(RES[r][3], size, col)


@cached
def res_chip(r: int, count: int, size: int = 30, dim: bool = False) -> pygame.Surface:
    """A resource counter: a round token in the resource's colour with its symbol, its
    letter and the count beside it."""
    name, fill, dark, _, letter = RES[r]
    if dim:
        fill, dark = art.shade(fill, -0.5), art.shade(dark, -0.4)
    num = text.render(str(count), max(12, size * 2 // 3), palette.TEXT if not dim
                      else palette.TEXT_DIM, text.BOLD)
    w = size + 4 + num.get_width() + 2
    surf = canvas.new((w, size), pygame.SRCALPHA)
    c = (size // 2, size // 2)
    draw.circle(surf, dark, c, size // 2)
    draw.circle(surf, fill, c, size // 2 - 2)
    sym = res_symbol(r, int(size * 0.62), art.shade(dark, -0.2))
    surf.blit(sym, sym.get_rect(center=(c[0], c[1] - 1)))
    lab = text.render(letter, max(8, size // 3), palette.CARD_EDGE, text.BOLD)
    draw.circle(surf, palette.CARD_PAPER, (size - 6, size - 6), max(5, size // 5))
    surf.blit(lab, lab.get_rect(center=(size - 6, size - 6)))
    surf.blit(num, num.get_rect(midleft=(size + 4, size // 2)))
    return surf


# small icons ----------------------------------------------------------------------------
@cached
def heart(size: int, colour=HEART) -> pygame.Surface:
    ss = 4
    S = size * ss
    big = canvas.new((S, S), pygame.SRCALPHA)
    r = S * 0.26
    draw.circle(big, colour, (S * 0.3, S * 0.36), r)
    draw.circle(big, colour, (S * 0.7, S * 0.36), r)
    draw.polygon(big, colour, [(S * 0.06, S * 0.44), (S * 0.94, S * 0.44),
                                      (S * 0.5, S * 0.92)])
    return canvas.smoothscale(big, (size, size))


@cached
def sword(size: int) -> pygame.Surface:
    return art.emblem("sword", size, SWORD)


@cached
def shield(size: int) -> pygame.Surface:
    return art.emblem("shield", size, SHIELD_C)


@cached
def flame(size: int, lit: bool = True) -> pygame.Surface:
    return art.emblem("flame", size, (255, 140, 40) if lit else (70, 66, 70))


@cached
def grave_icon(size: int, colour=(190, 186, 200)) -> pygame.Surface:
    """A headstone (a grave-activation card's mark, the grave's label)."""
    ss = 4
    S = size * ss
    big = canvas.new((S, S), pygame.SRCALPHA)
    body = pygame.Rect(S * 0.22, S * 0.14, S * 0.56, S * 0.74)
    draw.rect(big, colour, body, border_top_left_radius=int(S * 0.28),
                     border_top_right_radius=int(S * 0.28))
    draw.rect(big, colour, (S * 0.1, S * 0.84, S * 0.8, S * 0.1))
    dark = art.shade(colour, -0.6)
    draw.line(big, dark, (S * 0.5, S * 0.3), (S * 0.5, S * 0.66), max(2, S // 12))
    draw.line(big, dark, (S * 0.36, S * 0.42), (S * 0.64, S * 0.42), max(2, S // 12))
    return canvas.smoothscale(big, (size, size))


@cached
def die_face(value: int, size: int, label: str = "") -> pygame.Surface:
    """A small ivory die showing ``value`` (a defence roll), ``label`` under the number."""
    surf = canvas.new((size, size), pygame.SRCALPHA)
    r = surf.get_rect()
    draw.rect(surf, (250, 244, 226), r, border_radius=size // 5)
    draw.rect(surf, (60, 90, 150), r, width=max(2, size // 14), border_radius=size // 5)
    num = text.render(str(value), int(size * 0.55), (30, 50, 100), text.BOLD)
    surf.blit(num, num.get_rect(center=(r.centerx, r.centery - (4 if label else 0))))
    if label:
        lab = text.render(label, max(8, size // 5), (80, 90, 120), text.BOLD)
        surf.blit(lab, lab.get_rect(midbottom=(r.centerx, r.bottom - 2)))
    return surf


# card faces -----------------------------------------------------------------------------
def _art(surf: pygame.Surface, rect: pygame.Rect, d: int) -> None:
    """The card's picture: a seeded landscape in its resource's colours, its symbol
    large, and a silhouette (a creature's eyes and horns, a spell's rune circle)."""
    c = CARDS[d]
    if rect.w < 4 or rect.h < 4:
        return
    _, fill, dark, _, _ = RES[c.res]
    rnd = random.Random(d * 7919 + 13)
    sky_top = art.shade(fill, -0.2 + rnd.uniform(-0.1, 0.1))
    sky_bot = art.shade(fill, 0.35)
    pic = canvas.new(rect.size, pygame.SRCALPHA)
    h = rect.h
    for y in range(h):
        t = y / max(1, h - 1)
        col = tuple(int(a + (b - a) * t) for a, b in zip(sky_top, sky_bot))
        draw.line(pic, col, (0, y), (rect.w, y))
    # hills
    for k in range(2):
        base = h * (0.62 + 0.16 * k)
        pts: list[tuple[float, float]] = [(0, h)]
        for i in range(9):
            x = rect.w * i / 8
            pts.append((x, base - rnd.uniform(0, h * 0.16)))
        pts.append((rect.w, h))
        draw.polygon(pic, art.shade(dark, 0.15 * k - 0.1), pts)
    sym = res_symbol(c.res, int(min(rect.w, rect.h) * 0.62), art.shade(fill, 0.55))
    sym.set_alpha(120)
    pic.blit(sym, sym.get_rect(center=(rect.w * (0.3 + rnd.uniform(0, 0.4)), h * 0.4)))
    cx, cy = rect.w / 2, h * 0.62
    s = min(rect.w, rect.h)
    if c.kind == "summon":
        _creature(pic, c.name, cx, cy, s, art.shade(dark, -0.45), rnd)
    else:
        ring = art.shade(fill, 0.7)
        draw.circle(pic, ring, (cx, cy - s * 0.1), s * 0.26, max(1, int(s * 0.03)))
        _spell_sign(pic, c.fx[0].do or c.fx[0].on if c.fx else "", cx, cy - s * 0.1, s,
                    ring, d)
    mask = canvas.new(rect.size, pygame.SRCALPHA)
    draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=max(2, s // 14))
    pic.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(pic, rect.topleft)


_BEASTS = ("Hyena", "Rhino", "Arctotherium", "Boar", "Wolf", "Rat")
_FLYERS = ("Angel", "Archangel", "Phoenix", "Spirit")
_BIG = ("Golem", "Treant")
_SMALL = ("Imp", "Pup")


def _creature(pic, name: str, cx: float, cy: float, s: float, body, rnd) -> None:
    """A creature's silhouette by what its name says: a four-legged beast, a winged
    one, a hulking golem or tree, a small imp, or a figure with a weapon."""
    eye = (255, 236, 150)
    if any(k in name for k in _BEASTS):
        draw.ellipse(pic, body, (cx - s * 0.3, cy - s * 0.12, s * 0.52, s * 0.26))
        for dx in (-0.24, -0.12, 0.06, 0.16):
            draw.rect(pic, body, (cx + s * dx, cy + s * 0.06, s * 0.06, s * 0.2))
        draw.circle(pic, body, (cx + s * 0.26, cy - s * 0.12), s * 0.12)
        draw.polygon(pic, body, [(cx + s * 0.3, cy - s * 0.16), (cx + s * 0.48, cy - s * 0.06),
                                        (cx + s * 0.3, cy - s * 0.02)])
        draw.polygon(pic, body, [(cx + s * 0.2, cy - s * 0.2), (cx + s * 0.22, cy - s * 0.34),
                                        (cx + s * 0.28, cy - s * 0.2)])
        draw.circle(pic, eye, (cx + s * 0.3, cy - s * 0.14), max(1, s * 0.025))
        if "Rhino" in name or "Boar" in name:
            draw.polygon(pic, art.shade(body, 0.5), [(cx + s * 0.4, cy - s * 0.1),
                                                            (cx + s * 0.5, cy - s * 0.26),
                                                            (cx + s * 0.44, cy - s * 0.08)])
        return
    if any(k in name for k in _FLYERS):
        for side in (-1, 1):
            wing = [(cx, cy - s * 0.1), (cx + side * s * 0.45, cy - s * 0.36),
                    (cx + side * s * 0.38, cy - s * 0.05), (cx + side * s * 0.3, cy + s * 0.08)]
            draw.polygon(pic, art.shade(body, 0.25), wing)
        draw.ellipse(pic, body, (cx - s * 0.1, cy - s * 0.16, s * 0.2, s * 0.36))
        draw.circle(pic, body, (cx, cy - s * 0.24), s * 0.09)
        draw.circle(pic, eye, (cx, cy - s * 0.24), max(1, s * 0.03))
        return
    if any(k in name for k in _BIG):
        draw.rect(pic, body, (cx - s * 0.24, cy - s * 0.22, s * 0.48, s * 0.4),
                         border_radius=int(s * 0.05))
        draw.rect(pic, body, (cx - s * 0.12, cy - s * 0.38, s * 0.24, s * 0.18))
        for side in (-1, 1):
            draw.rect(pic, body, (cx + side * s * 0.3 - s * 0.06, cy - s * 0.2, s * 0.12,
                                         s * 0.36), border_radius=int(s * 0.03))
        for side in (-1, 1):
            draw.circle(pic, eye, (cx + side * s * 0.05, cy - s * 0.3), max(1, s * 0.025))
        return
    if any(k in name for k in _SMALL):
        draw.ellipse(pic, body, (cx - s * 0.16, cy - s * 0.1, s * 0.32, s * 0.3))
        draw.circle(pic, body, (cx, cy - s * 0.14), s * 0.12)
        for side in (-1, 1):
            draw.polygon(pic, body, [(cx + side * s * 0.06, cy - s * 0.22),
                                            (cx + side * s * 0.2, cy - s * 0.36),
                                            (cx + side * s * 0.12, cy - s * 0.18)])
            draw.circle(pic, eye, (cx + side * s * 0.045, cy - s * 0.15), max(1, s * 0.025))
        return
    # a figure: hood or helm, shoulders, a weapon or a staff
    draw.polygon(pic, body, [(cx - s * 0.22, cy + s * 0.3), (cx - s * 0.16, cy - s * 0.08),
                                    (cx + s * 0.16, cy - s * 0.08), (cx + s * 0.22, cy + s * 0.3)])
    draw.circle(pic, body, (cx, cy - s * 0.18), s * 0.11)
    tool = art.shade(body, 0.45)
    x = cx + s * 0.26 * (1 if rnd.random() < 0.5 else -1)
    draw.line(pic, tool, (x, cy + s * 0.3), (x, cy - s * 0.36), max(2, int(s * 0.03)))
    if "Mage" in name or "Cleric" in name or "Priest" in name or "Necro" in name or \
            "Scholar" in name:
        draw.circle(pic, eye, (x, cy - s * 0.38), max(2, s * 0.04))
    else:
        draw.polygon(pic, tool, [(x - s * 0.05, cy - s * 0.3), (x, cy - s * 0.44),
                                        (x + s * 0.05, cy - s * 0.3)])
    for side in (-1, 1):
        draw.circle(pic, eye, (cx + side * s * 0.04, cy - s * 0.19), max(1, s * 0.022))


def _spell_sign(pic, what: str, cx: float, cy: float, s: float, col, d: int) -> None:
    """What a spell does, drawn in its rune circle: a bolt (damage), a cross (healing),
    an arrow up or down (buff, debuff), a snowflake (paralysis), a broken circle
    (counter), a coin (gain), an eye (control), a star rune (the rest)."""
    r = s * 0.2
    w = max(2, int(s * 0.035))
    if what in ("damage", "lose_hp"):
        pts = [(cx + r * 0.2, cy - r), (cx - r * 0.45, cy + r * 0.1), (cx + r * 0.05, cy + r * 0.1),
               (cx - r * 0.25, cy + r), (cx + r * 0.5, cy - r * 0.15), (cx, cy - r * 0.15)]
        draw.polygon(pic, col, pts)
    elif what == "heal":
        draw.rect(pic, col, (cx - r * 0.22, cy - r * 0.8, r * 0.44, r * 1.6))
        draw.rect(pic, col, (cx - r * 0.8, cy - r * 0.22, r * 1.6, r * 0.44))
    elif what in ("buff", "debuff"):
        k = -1 if what == "buff" else 1
        draw.polygon(pic, col, [(cx, cy + k * r), (cx - r * 0.7, cy), (cx - r * 0.25, cy),
                                       (cx - r * 0.25, cy - k * r * 0.9), (cx + r * 0.25, cy - k * r * 0.9),
                                       (cx + r * 0.25, cy), (cx + r * 0.7, cy)])
    elif what == "paralyse":
        for i in range(3):
            a = math.pi * i / 3
            dx, dy = r * math.cos(a), r * math.sin(a)
            draw.line(pic, col, (cx - dx, cy - dy), (cx + dx, cy + dy), w)
    elif what == "counter":
        draw.circle(pic, col, (cx, cy), r * 0.8, w)
        draw.line(pic, col, (cx - r * 0.6, cy + r * 0.6), (cx + r * 0.6, cy - r * 0.6), w)
    elif what in ("gain", "discard_random", "reclaim"):
        draw.circle(pic, col, (cx, cy), r * 0.7)
        draw.circle(pic, art.shade(col, -0.3), (cx, cy), r * 0.45, max(1, w // 2))
    elif what in ("control", "bounce"):
        draw.ellipse(pic, col, (cx - r, cy - r * 0.5, 2 * r, r), w)
        draw.circle(pic, col, (cx, cy), r * 0.3)
    else:
        n = 5 + d % 3
        pts = [(cx + r * 1.2 * math.cos(math.tau * i * 2 / n - math.pi / 2),
                cy + r * 1.2 * math.sin(math.tau * i * 2 / n - math.pi / 2)) for i in range(n)]
        draw.polygon(pic, col, pts, max(1, w // 2))


def card_geometry(size) -> dict:
    """Where the parts of a card of ``size`` lie (the table draws the numbers there)."""
    w, h = size
    m = max(3, w // 20)
    name_h = max(13, h // 9)
    stat_h = max(16, h // 7)
    return {
        "name": pygame.Rect(m, m, w - 2 * m, name_h),
        "art": pygame.Rect(m + 1, m + name_h + 2, w - 2 * m - 2, h - 2 * m - name_h - stat_h - 6),
        "stats": pygame.Rect(m, h - m - stat_h, w - 2 * m, stat_h),
        "cost": max(16, w // 4),
        "m": m,
    }


def draw_face(key, size) -> pygame.Surface:
    """The still part of a card's face: ``key`` is the card (content index). Frame in the
    resource's colours, name (a headstone before a grave card's name), picture, and the
    type mark. Numbers (cost, level, attack, HP) are drawn over it by the table."""
    d = key
    c = CARDS[d]
    w, h = size
    _, fill, dark, _, letter = RES[c.res]
    g = card_geometry(size)
    surf = canvas.new(size, pygame.SRCALPHA)
    r = surf.get_rect()
    rad = max(4, w // 12)
    draw.rect(surf, palette.CARD_EDGE, r, border_radius=rad)
    draw.rect(surf, dark, r.inflate(-2, -2), border_radius=rad)
    draw.rect(surf, fill, r.inflate(-2 * g["m"] + 2, -2 * g["m"] + 2),
                     border_radius=max(2, rad - 2))
    inner = r.inflate(-2 * g["m"] - 2, -2 * g["m"] - 2)
    draw.rect(surf, art.shade(fill, -0.35), inner, border_radius=max(2, rad - 3))
    nb = g["name"]
    draw.rect(surf, art.shade(dark, -0.3), nb, border_radius=max(2, rad - 3))
    x0 = nb.x + 3
    room = nb.w - 6
    size_n = max(9, nb.h - 4)
    if c.grave:
        gi = grave_icon(size_n)
        surf.blit(gi, gi.get_rect(midleft=(x0, nb.centery)))
        x0 += size_n + 1
        room -= size_n + 1
    fs = size_n                  # the largest size the whole name fits at (9 at least)
    while fs > 9 and text.font(fs, text.BOLD).size(c.name)[0] > room:
        fs -= 1
    name = text.fit(c.name, fs, room, palette.TEXT, text.BOLD)
    surf.blit(name, name.get_rect(midleft=(x0, nb.centery)))
    _art(surf, g["art"], d)
    sb = g["stats"]
    draw.rect(surf, art.shade(dark, -0.35), sb, border_radius=max(2, rad - 3))
    if c.kind != "summon":
        lab = text.fit("Counter" if c.is_counter else "Spell", max(8, sb.h - 6),
                       sb.w - 8, palette.TEXT_DIM, text.BOLD)
        surf.blit(lab, lab.get_rect(center=sb.center))
    # the resource letter at the art's bottom right (colour is never alone)
    tag = max(10, w // 7)
    ar = g["art"]
    draw.circle(surf, palette.CARD_PAPER, (ar.right - tag // 2 - 2, ar.bottom - tag // 2 - 2),
                       tag // 2)
    lt = text.render(letter, max(7, tag - 5), palette.CARD_EDGE, text.BOLD)
    surf.blit(lt, lt.get_rect(center=(ar.right - tag // 2 - 2, ar.bottom - tag // 2 - 2)))
    return surf


@cached
def cost_badge(r: int, cost: int, size: int, upkeep: bool) -> pygame.Surface:
    """The cost in a disc of the resource's colour (its symbol faint behind the number);
    orange-rimmed when the grave upkeep is in it."""
    _, fill, dark, _, _ = RES[r]
    surf = canvas.new((size, size), pygame.SRCALPHA)
    c = (size // 2, size // 2)
    draw.circle(surf, (255, 150, 60) if upkeep else palette.CARD_EDGE, c, size // 2)
    draw.circle(surf, dark, c, size // 2 - 2)
    draw.circle(surf, fill, c, size // 2 - 3)
    sym = res_symbol(r, int(size * 0.8), art.shade(fill, 0.4))
    surf.blit(sym, sym.get_rect(center=c))
    num = outlined(str(cost), max(9, int(size * 0.62)), palette.TEXT)
    surf.blit(num, num.get_rect(center=(c[0], c[1] + 1)))
    return surf


@cached
def outlined(label: str, size: int, colour=palette.TEXT) -> pygame.Surface:
    img = text.render(label, size, colour, text.BOLD)
    out = text.render(label, size, palette.CARD_EDGE, text.BOLD)
    s = canvas.new((img.get_width() + 2, img.get_height() + 2), pygame.SRCALPHA)
    for dx, dy in ((0, 1), (2, 1), (1, 0), (1, 2), (0, 0), (2, 2), (0, 2), (2, 0)):
        s.blit(out, (dx, dy))
    s.blit(img, (1, 1))
    return s


@cached
def level_pips(level: int, size: int) -> pygame.Surface:
    """The card's level: "Lv" and 1-3 stars."""
    w = size * 3 + 2
    surf = canvas.new((w, size), pygame.SRCALPHA)
    for i in range(3):
        c = (i * (size + 1) + size // 2, size // 2)
        col = palette.ACCENT if i < level else (60, 56, 50)
        pts = []
        for k in range(10):
            a = math.pi * k / 5 - math.pi / 2
            rr = size / 2 if k % 2 == 0 else size / 4.5
            pts.append((c[0] + rr * math.cos(a), c[1] + rr * math.sin(a)))
        draw.polygon(surf, col, pts)
        draw.polygon(surf, palette.CARD_EDGE, pts, 1)
    return surf


def card_back(size) -> pygame.Surface:
    return draw_card_back(size, BACK_COLOUR)


# heroes ---------------------------------------------------------------------------------
@cached
def portrait(h: int, size: int) -> pygame.Surface:
    """Hero ``h``'s portrait from its palette (main, accent, skin): a bust in a hood or
    crown, drawn supersampled."""
    hero = HEROES[h]
    main, accent, skin = (_hex(c) for c in hero.palette[:3])
    ss = 3
    S = size * ss
    big = canvas.new((S, S), pygame.SRCALPHA)
    rnd = random.Random(h * 31 + 5)
    bg_top, bg_bot = art.shade(main, -0.6), art.shade(accent, -0.45)
    for y in range(S):
        t = y / S
        draw.line(big, tuple(int(a + (b - a) * t) for a, b in zip(bg_top, bg_bot)),
                         (0, y), (S, y))
    # glow behind the head
    for i in range(10, 0, -1):
        draw.circle(big, (*art.shade(accent, 0.3), int(10 + 9 * (10 - i))),
                           (S * 0.5, S * 0.42), S * 0.05 * i)
    cx = S * 0.5
    # shoulders / robe
    robe = [(S * 0.08, S), (S * 0.16, S * 0.78), (S * 0.34, S * 0.68), (S * 0.66, S * 0.68),
            (S * 0.84, S * 0.78), (S * 0.92, S)]
    draw.polygon(big, main, robe)
    draw.polygon(big, art.shade(main, -0.4), robe, max(2, S // 60))
    draw.polygon(big, accent, [(cx - S * 0.08, S * 0.68), (cx + S * 0.08, S * 0.68),
                                      (cx, S * 0.86)])
    draw.circle(big, accent, (cx, S * 0.88), S * 0.04)
    # neck and head
    draw.rect(big, art.shade(skin, -0.15), (cx - S * 0.07, S * 0.52, S * 0.14, S * 0.18))
    draw.ellipse(big, skin, (cx - S * 0.16, S * 0.24, S * 0.32, S * 0.38))
    # hair or hood
    kind = h % 3
    hair = art.shade(main, -0.3) if kind != 1 else art.shade(accent, -0.35)
    if kind == 0:          # hood
        hood = [(cx - S * 0.26, S * 0.7), (cx - S * 0.24, S * 0.3), (cx, S * 0.12),
                (cx + S * 0.24, S * 0.3), (cx + S * 0.26, S * 0.7), (cx + S * 0.17, S * 0.66),
                (cx + S * 0.17, S * 0.36), (cx, S * 0.22), (cx - S * 0.17, S * 0.36),
                (cx - S * 0.17, S * 0.66)]
        draw.polygon(big, hair, hood)
    elif kind == 1:        # long hair and a circlet
        draw.ellipse(big, hair, (cx - S * 0.2, S * 0.18, S * 0.4, S * 0.22))
        draw.rect(big, hair, (cx - S * 0.2, S * 0.28, S * 0.07, S * 0.34))
        draw.rect(big, hair, (cx + S * 0.13, S * 0.28, S * 0.07, S * 0.34))
        draw.arc(big, accent, (cx - S * 0.16, S * 0.22, S * 0.32, S * 0.14), 0.2,
                        math.pi - 0.2, max(2, S // 40))
    else:                  # short hair and a crown of points
        draw.ellipse(big, hair, (cx - S * 0.17, S * 0.2, S * 0.34, S * 0.16))
        pts = [(cx - S * 0.15, S * 0.24)]
        for i in range(5):
            pts += [(cx - S * 0.15 + S * 0.075 * i + S * 0.0375, S * 0.13),
                    (cx - S * 0.15 + S * 0.075 * (i + 1), S * 0.22)]
        pts += [(cx + S * 0.15, S * 0.26), (cx - S * 0.15, S * 0.26)]
        draw.polygon(big, accent, pts)
    # eyes
    for side in (-1, 1):
        draw.ellipse(big, (40, 30, 30), (cx + side * S * 0.07 - S * 0.025, S * 0.4,
                                                S * 0.05, S * 0.035))
    draw.arc(big, art.shade(skin, -0.45), (cx - S * 0.05, S * 0.47, S * 0.1, S * 0.06),
                    math.pi + 0.4, 2 * math.pi - 0.4, max(1, S // 80))
    # sparkles of the accent
    for _ in range(6):
        draw.circle(big, (*art.shade(accent, 0.5), 160),
                           (rnd.uniform(0.05, 0.95) * S, rnd.uniform(0.05, 0.5) * S),
                           S * rnd.uniform(0.006, 0.014))
    mask = canvas.new((S, S), pygame.SRCALPHA)
    draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=S // 8)
    big.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    draw.rect(big, accent, big.get_rect(), width=max(3, S // 36), border_radius=S // 8)
    return _ready(canvas.smoothscale(big, (size, size)))
