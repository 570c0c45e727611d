"""The deck builder's pictures, drawn in code: the five resources (a colour AND a symbol
AND a name each), card faces at a hero level (the pool shows level 1, the zoom levels
1/2/3), the small deck-list badges and the heroes' portraits.

Everything is cached by its arguments (the same call returns the same surface)."""
from __future__ import annotations

import math
import random
from app.ui.surface_cache import cached

import pygame

from app.ui import art, palette, text
from app.ui.cards import draw_card_frame
from app.ui.text import fit
from engines.mabinogi.card_text import card_text
from engines.mabinogi.content import CARD_INDEX, CARDS, RESOURCES, SPELL, hero
from scenes.kit.builder.draw import strip_box, text_box

# resource -> (colour, symbol): the symbol and the name are always shown with the colour
RES_STYLE = {
    "Gold": ((222, 164, 52), "coin"),
    "Mana": ((92, 120, 226), "crystal"),
    "Light": ((236, 226, 176), "sun"),
    "Nature": ((84, 168, 84), "leaf"),
    "Dark": ((150, 92, 186), "moon"),
}
AIM_WORDS = {          # what a spell's player chooses (the face's footer)
    None: "No target",
    "enemy_creature": "Enemy creature",
    "ally_creature": "Your creature",
    "enemy": "Enemy or hero",
    "ally_or_hero": "Yours or your hero",
}


def card_of(name: str):
    return CARDS[CARD_INDEX[name]]


def res_name(card) -> str:
    return RESOURCES[card.res]


def res_colour(res) -> tuple:
    return RES_STYLE[res if isinstance(res, str) else RESOURCES[res]][0]


# symbols -------------------------------------------------------------------------------
def _moon(size: int, colour) -> pygame.Surface:
    big = size * 4
    surf = pygame.Surface((big, big), pygame.SRCALPHA)
    c = (big // 2, big // 2)
    r = int(big * 0.40)
    dark = art.shade(colour, -0.55)
    pygame.draw.circle(surf, dark, c, r + max(2, big // 28))
    pygame.draw.circle(surf, colour, c, r)
    cut = (c[0] + int(r * 0.55), c[1] - int(r * 0.30))
    pygame.draw.circle(surf, (0, 0, 0, 0), cut, int(r * 0.86))
    # a small star beside the crescent
    sx, sy, sr = c[0] + int(r * 0.50), c[1] + int(r * 0.28), big * 0.09
    pts = []
    for k in range(8):
        a = k * math.pi / 4 - math.pi / 2
        rr = sr if k % 2 == 0 else sr * 0.38
        pts.append((sx + rr * math.cos(a), sy + rr * math.sin(a)))
    pygame.draw.polygon(surf, art.shade(colour, 0.4), pts)
    return pygame.transform.smoothscale(surf, (size, size))


@cached
def symbol(res, size: int, colour=None) -> pygame.Surface:
    """The symbol of resource ``res`` (a name or an index) at ``size`` px."""
    name = res if isinstance(res, str) else RESOURCES[res]
    col, shape = RES_STYLE[name]
    col = tuple(colour) if colour is not None else art.shade(col, 0.25)
    if shape == "moon":
        return _moon(size, col)
    return art.emblem(shape, size, col)


@cached
def _heart(size: int, colour) -> pygame.Surface:
    big = size * 4
    surf = pygame.Surface((big, big), pygame.SRCALPHA)
    r = big * 0.24
    pygame.draw.circle(surf, colour, (int(big * 0.30), int(big * 0.36)), int(r))
    pygame.draw.circle(surf, colour, (int(big * 0.70), int(big * 0.36)), int(r))
    pygame.draw.polygon(surf, colour, [(big * 0.08, big * 0.44), (big * 0.92, big * 0.44),
                                       (big * 0.5, big * 0.92)])
    return pygame.transform.smoothscale(surf, (size, size))


@cached
def tombstone(size: int) -> pygame.Surface:
    """The grave-activation mark: a small headstone with a cross."""
    big = size * 4
    surf = pygame.Surface((big, big), pygame.SRCALPHA)
    body = pygame.Rect(int(big * 0.18), int(big * 0.10), int(big * 0.64), int(big * 0.82))
    pygame.draw.rect(surf, (40, 40, 46), body.inflate(big // 10, big // 10),
                     border_top_left_radius=big // 2, border_top_right_radius=big // 2)
    pygame.draw.rect(surf, (176, 176, 186), body, border_top_left_radius=big // 2,
                     border_top_right_radius=big // 2)
    w = max(2, big // 12)
    pygame.draw.line(surf, (60, 60, 70), (big // 2, int(big * 0.30)), (big // 2, int(big * 0.70)), w)
    pygame.draw.line(surf, (60, 60, 70), (int(big * 0.36), int(big * 0.44)),
                     (int(big * 0.64), int(big * 0.44)), w)
    return pygame.transform.smoothscale(surf, (size, size))


def stat_icon(kind: str, size: int) -> pygame.Surface:
    if kind == "hp":
        return _heart(size, (214, 70, 70))
    if kind == "def":
        return art.emblem("shield", size, (150, 176, 206))
    return art.emblem("sword", size, (226, 200, 150))


# card faces ----------------------------------------------------------------------------
def _px(v: float, s: float) -> int:
    return max(6, int(round(v * s)))


@cached
def _art_window(res: int, kind: str, name: str, size) -> pygame.Surface:
    """The picture: the resource's symbol over a glow, motes seeded by the card's name."""
    w, h = size
    col = res_colour(res)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    base = art.shade(col, -0.55)
    pygame.draw.rect(surf, base, surf.get_rect(), border_radius=max(3, w // 16))
    glow = pygame.Surface((w, h), pygame.SRCALPHA)
    for k in range(6, 0, -1):
        rad = int(min(w, h) * 0.10 * k)
        pygame.draw.circle(glow, (*art.shade(col, 0.2), 22), (w // 2, h // 2), rad)
    surf.blit(glow, (0, 0))
    rng = random.Random(name)
    for _ in range(14):
        x, y = rng.uniform(0.05, 0.95) * w, rng.uniform(0.08, 0.92) * h
        pygame.draw.circle(surf, (*art.shade(col, 0.5), rng.randint(40, 110)), (int(x), int(y)),
                           max(1, int(rng.uniform(0.008, 0.022) * w)))
    if kind == SPELL:      # spells: a ring of light behind the symbol
        pygame.draw.circle(surf, (*art.shade(col, 0.6), 90), (w // 2, h // 2),
                           int(min(w, h) * 0.40), max(1, w // 60))
    icon = symbol(res, int(min(w, h) * 0.62))
    surf.blit(icon, icon.get_rect(center=(w // 2, h // 2)))
    pygame.draw.rect(surf, art.shade(col, -0.1), surf.get_rect(), width=max(1, w // 90),
                     border_radius=max(3, w // 16))
    return surf


@cached
def face(name: str, level: int = 1, size=(118, 160)) -> pygame.Surface:
    """Card ``name`` at hero level ``level``: cost (with the resource's symbol), name,
    kind and resource, the level's text, and ATK / DEF / HP for a summoning card (the
    values that rose since level 1 drawn brighter)."""
    card = card_of(name)
    w, h = size
    s = w / 118
    col = res_colour(card.res)
    surf = pygame.Surface(size, pygame.SRCALPHA)
    surf.blit(draw_card_frame(size, fill=art.shade(col, -0.76), edge=palette.CARD_EDGE,
                              inner=art.shade(col, -0.25), radius=_px(10, s)), (0, 0))
    pad = _px(7, s)
    win = pygame.Rect(pad, pad, w - 2 * pad, int(h * 0.31))
    surf.blit(_art_window(card.res, card.kind, card.name, win.size), win)
    # cost gem (top left) and the resource symbol (top right)
    rad = _px(13, s)
    c = (win.x + rad - _px(2, s), win.y + rad - _px(2, s))
    pygame.draw.circle(surf, palette.CARD_EDGE, c, rad + max(1, int(2 * s)))
    pygame.draw.circle(surf, art.shade(col, 0.2), c, rad)
    cost = card.cost[level - 1]
    ink = (20, 90, 40) if level > 1 and cost != card.cost[0] else palette.TEXT_DARK
    img = fit(str(cost), _px(15, s), 2 * rad - 4, ink, text.BOLD)
    surf.blit(img, img.get_rect(center=c))
    badge = symbol(card.res, _px(20, s))
    bc = (win.right - _px(12, s), win.y + _px(12, s))
    pygame.draw.circle(surf, art.shade(col, -0.7), bc, _px(12, s))
    surf.blit(badge, badge.get_rect(center=bc))
    # level tag and grave mark on the picture's foot
    tag = text.render(f"Lv {level}", _px(9, s), palette.TEXT, text.BOLD)
    tr = tag.get_rect(bottomright=(win.right - _px(4, s), win.bottom - _px(3, s)))
    pygame.draw.rect(surf, (14, 14, 20), tr.inflate(_px(6, s), _px(2, s)),
                     border_radius=_px(4, s))
    surf.blit(tag, tr)
    if card.grave:
        mark = tombstone(_px(16, s))
        surf.blit(mark, mark.get_rect(bottomleft=(win.x + _px(4, s), win.bottom - _px(3, s))))
    # name and kind
    y = win.bottom + _px(3, s)
    band = pygame.Rect(pad, y, w - 2 * pad, _px(18, s))
    pygame.draw.rect(surf, art.shade(col, -0.5), band, border_radius=_px(4, s))
    nm = fit(card.name, _px(12, s), band.w - _px(6, s), palette.TEXT, text.BOLD,
             smallest=_px(9, s))
    surf.blit(nm, nm.get_rect(center=band.center))
    y = band.bottom + _px(2, s)
    kind = f"{res_name(card)} {'spell' if card.kind == SPELL else 'summon'}"
    if card.grave:
        kind += " · grave"
    kd = fit(kind, _px(9, s), band.w, art.shade(col, 0.45))
    surf.blit(kd, kd.get_rect(midtop=(w // 2, y)))
    y += kd.get_height() + _px(1, s)
    # the footer: stats (summons) or the aim (spells)
    foot_h = _px(20, s)
    foot = pygame.Rect(pad, h - pad - foot_h, w - 2 * pad, foot_h)
    box = pygame.Rect(pad + _px(2, s), y, w - 2 * pad - _px(4, s), foot.y - _px(2, s) - y)
    body = card_text(card, level)
    if body:
        text_box(surf, body, box, _px(9, s), (214, 210, 200))
    else:                       # a plain creature: it fights with its numbers
        img = text.render("No effect", _px(9, s), art.shade(col, 0.1))
        surf.blit(img, img.get_rect(midtop=(box.centerx, box.y)))
    pygame.draw.rect(surf, (14, 14, 20), foot, border_radius=_px(5, s))
    if card.kind == SPELL:
        aim = "From the grave" if not card.usable else AIM_WORDS.get(card.aim, "No target")
        im = fit(aim, _px(9, s), foot.w - _px(6, s), palette.TEXT_DIM)
        surf.blit(im, im.get_rect(center=foot.center))
    else:
        stats = [("atk", card.atk)] + ([("def", card.df)] if any(card.df) else []) + \
            [("hp", card.hp)]
        slot = foot.w // len(stats)
        for i, (kind_, vals) in enumerate(stats):
            v = vals[level - 1]
            colr = (150, 240, 150) if level > 1 and v != vals[0] else palette.TEXT
            icon = stat_icon(kind_, _px(14, s))
            num = text.render(str(v), _px(12, s), colr, text.BOLD)
            cx = foot.x + slot * i + slot // 2
            total = icon.get_width() + _px(2, s) + num.get_width()
            x0 = cx - total // 2
            surf.blit(icon, icon.get_rect(midleft=(x0, foot.centery)))
            surf.blit(num, num.get_rect(midleft=(x0 + icon.get_width() + _px(2, s),
                                                 foot.centery)))
    return surf


# deck rows -----------------------------------------------------------------------------
@cached
def row_surface(name: str, count: int, size) -> pygame.Surface:
    """A deck-list row: the resource's colour strip and symbol, the name, the level-1
    cost and kind, and the count."""
    card = card_of(name)
    w, h = size
    col = res_colour(card.res)
    surf = pygame.Surface(size, pygame.SRCALPHA)
    strip = strip_box(surf, surf.get_rect(), art.shade(col, -0.72), art.shade(col, -0.25), 26, 6)
    icon = symbol(card.res, 18)
    surf.blit(icon, icon.get_rect(center=strip.center))
    x = strip.right + 6
    nm = fit(card.name, 13, w - x - 4, palette.TEXT, text.BOLD, smallest=11)
    surf.blit(nm, (x, 3))
    cnt = text.render(f"×{count}", 13, palette.ACCENT, text.BOLD)
    surf.blit(cnt, cnt.get_rect(bottomright=(w - 6, h - 2)))
    kind = "spell" if card.kind == SPELL else "summon"
    sub = fit(f"Cost {card.cost[0]} · {kind}", 11, w - x - cnt.get_width() - 12,
              art.shade(col, 0.45))
    surf.blit(sub, sub.get_rect(bottomleft=(x, h - 3)))
    return surf


# heroes --------------------------------------------------------------------------------
def _rgb(hex_colour: str) -> tuple:
    h = hex_colour.lstrip("#")
    try:
        return tuple(int(h[i:i + 2], 16) for i in (0, 2, 4))
    except ValueError:
        return (128, 128, 140)


@cached
def portrait(key: str, size: int) -> pygame.Surface:
    """A hero's bust in a round frame, in the colours of the hero's palette."""
    try:
        h = hero(key)
        main, accent, skin = (_rgb(c) for c in h.palette)
    except (KeyError, ValueError):
        main, accent, skin = (90, 90, 100), (160, 160, 170), (200, 190, 180)
    big = size * 3
    surf = pygame.Surface((big, big), pygame.SRCALPHA)
    c = big // 2
    bg = art.shade(main, -0.55) if sum(main) > 200 else art.shade(main, 0.25)
    pygame.draw.circle(surf, bg, (c, c), c - 2)
    # hood or hair behind the head, shoulders, head, face
    pygame.draw.ellipse(surf, art.shade(main, -0.15),
                        (int(big * 0.14), int(big * 0.66), int(big * 0.72), int(big * 0.52)))
    pygame.draw.ellipse(surf, accent, (int(big * 0.40), int(big * 0.70), int(big * 0.20),
                                       int(big * 0.10)))
    pygame.draw.circle(surf, art.shade(main, -0.05), (c, int(big * 0.42)), int(big * 0.25))
    pygame.draw.rect(surf, art.shade(skin, -0.12), (int(big * 0.44), int(big * 0.56),
                                                    int(big * 0.12), int(big * 0.14)))
    pygame.draw.circle(surf, skin, (c, int(big * 0.44)), int(big * 0.17))
    pygame.draw.arc(surf, art.shade(main, -0.1), (int(big * 0.30), int(big * 0.20),
                                                  int(big * 0.40), int(big * 0.36)),
                    math.pi * 0.15, math.pi * 0.85, max(2, big // 14))
    eye = max(2, big // 40)
    for dx in (-0.065, 0.065):
        pygame.draw.circle(surf, (40, 30, 30), (int(c + dx * big), int(big * 0.45)), eye)
    pygame.draw.circle(surf, accent, (c, int(big * 0.245)), max(3, big // 22))
    # the frame: the surface is a circle, masked
    mask = pygame.Surface((big, big), pygame.SRCALPHA)
    pygame.draw.circle(mask, (255, 255, 255, 255), (c, c), c - 2)
    surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    pygame.draw.circle(surf, accent, (c, c), c - 2, max(3, big // 26))
    return pygame.transform.smoothscale(surf, (size, size))
