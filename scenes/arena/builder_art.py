"""The army builder's pictures, drawn in code with the shared palette: the five colours
(each with its emblem and its name - never the colour alone), the standees (a figure as it
stands on the battlefield: the army card's colour, its letter, its base, its height in
levels), the pool tiles of army cards and spells.

Shareable with the table: :func:`standee` (a figure at any scale, ``level_px`` pixels a
level) and :data:`COLOUR_STYLE` / :func:`colour_emblem`.
"""
from __future__ import annotations


import pygame

from app.ui import art, palette, text
from app.ui.surface_cache import cached
from engines.arena.content import ARMY, ARMY_INDEX, SPELL_INDEX, SPELLS
from scenes.kit.builder.draw import strip_box
from scenes.arena.figures import silhouette
from scenes.kit.builder.grid import cell, share

# colour -> (fill, rim, ink on the fill, emblem, label)
COLOUR_STYLE = {
    "white": ((232, 222, 192), (226, 196, 120), (46, 40, 30), "sun", "White"),
    "blue": ((58, 112, 206), (150, 190, 250), palette.TEXT, "drop", "Blue"),
    "black": ((92, 78, 110), (182, 166, 206), palette.TEXT, "skull", "Black"),
    "red": ((206, 64, 56), (250, 160, 130), palette.TEXT, "flame", "Red"),
    "green": ((70, 160, 84), (170, 230, 160), palette.TEXT, "leaf", "Green"),
}
SPELL_TYPE = {   # type -> (emblem, label)
    "sorcery": ("sceptre", "Sorcery"),
    "aura": ("amulet", "Aura"),
    "hidden": ("hourglass", "Hidden enchant"),
}


def fill_of(colour: str) -> tuple:
    return COLOUR_STYLE[colour][0]


def label_of(colour: str) -> str:
    return COLOUR_STYLE[colour][4]


@cached
def _skull(size: int, colour: tuple) -> pygame.Surface:
    ss = 4
    s = size * ss
    big = pygame.Surface((s, s), pygame.SRCALPHA)
    col = tuple(colour)[:3]
    pygame.draw.ellipse(big, col, (int(s * 0.14), int(s * 0.06), int(s * 0.72), int(s * 0.62)))
    pygame.draw.rect(big, col, (int(s * 0.3), int(s * 0.5), int(s * 0.4), int(s * 0.36)),
                     border_radius=int(s * 0.06))
    hole = (0, 0, 0, 0)
    for cx in (0.36, 0.64):
        pygame.draw.circle(big, hole, (int(s * cx), int(s * 0.42)), int(s * 0.11))
    pygame.draw.polygon(big, hole, [(s * 0.5, s * 0.54), (s * 0.45, s * 0.64),
                                    (s * 0.55, s * 0.64)])
    for x in (0.4, 0.5, 0.6):
        pygame.draw.line(big, hole, (s * x, s * 0.74), (s * x, s * 0.88), max(1, s // 28))
    return pygame.transform.smoothscale(big, (size, size))


def colour_emblem(colour: str, size: int, tint=None) -> pygame.Surface:
    """The colour's emblem (sun, drop, skull, flame, leaf) ``size`` pixels square."""
    tint = tuple(tint or COLOUR_STYLE[colour][1])[:3]
    name = COLOUR_STYLE[colour][3]
    if name == "skull":
        return _skull(int(size), tint)
    return art.emblem(name, size, tint)


def emblem_art(name: str, size: int, colour) -> pygame.Surface:
    """For the toolkit's Chip: the colour emblems by their emblem name."""
    if name == "skull":
        return _skull(int(size), tuple(colour)[:3])
    return art.emblem(name, size, colour)


def letter_of(card) -> str:
    return card.name[0].upper()


@cached
def standee(key: str, level_px: int, faded: bool = False) -> pygame.Surface:
    """A figure of army card ``key`` as it stands on the battlefield: its height is
    ``card.height * level_px`` pixels above the base (a hex is about 4.2 levels across,
    as on the table). The base is a dark disc rimmed in the colour (large bases wider,
    double-space ones an oval over two hexes); the body carries the card's letter, its
    colour's emblem on the base's front; unique cards have a gold edge."""
    card = ARMY[ARMY_INDEX[key]]
    fill: tuple
    rim: tuple
    fill, rim, ink, _, _ = COLOUR_STYLE[card.colour]
    if faded:
        g = sum(fill) // 3
        fill = tuple((v + g * 2) // 3 for v in fill)
        rim = (150, 150, 156)
    hex_w = level_px * 4.2
    base_w = hex_w * (0.62 if card.base == "small" else 0.82)
    if card.size == 2:
        base_w = hex_w * 1.3
    base_h = max(6, int(base_w * 0.36))
    body_h = card.height * level_px
    w = int(base_w) + 4
    h = int(body_h + base_h * 0.5) + 4
    ss = 2
    big = pygame.Surface((w * ss, h * ss), pygame.SRCALPHA)
    top = 2 * ss
    bw = (base_w * (0.74 if card.size == 2 else 0.72)) * ss
    bh = body_h * ss
    ox = (w * ss - bw) / 2
    edge = palette.ACCENT if card.unique else art.shade(fill, -0.45)
    # flying figures stand on a clear post: the body floats above the base
    lift = bh * 0.22 if "flying" in card.does else 0
    if lift:
        pygame.draw.line(big, (200, 220, 235), (w * ss / 2, top + bh * 0.9),
                         (w * ss / 2, top + bh), max(2, ss * 2))
    body = [(ox + x, top + y * (1 - 0.22 * bool(lift))) for x, y in silhouette(card, bw, bh)]
    if lift:
        wing = [(ox + bw * 0.5, top + bh * 0.34), (ox - bw * 0.28, top + bh * 0.12),
                (ox + bw * 0.1, top + bh * 0.62)]
        wing2 = [(2 * ox + bw - x, y) for x, y in wing]
        for wg in (wing, wing2):
            pygame.draw.polygon(big, art.shade(fill, 0.2), wg)
            pygame.draw.polygon(big, edge, wg, ss)
    # the base
    base = pygame.Rect(0, 0, int(base_w * ss), int(base_h * ss))
    base.midbottom = (w * ss // 2, h * ss - ss)
    pygame.draw.ellipse(big, (22, 22, 28), base)
    pygame.draw.ellipse(big, rim, base, max(2, ss * 2))
    # body and head
    pygame.draw.polygon(big, fill, body)
    pygame.draw.polygon(big, edge, body, max(2, ss * (3 if card.unique else 2)))
    shoulder = bh * (0.22 if card.is_planeswalker else 0.26) * (1 - 0.22 * bool(lift))
    head_r = min(bw * (0.27 if card.size == 1 else 0.16), bh * 0.14)
    hx = ox + bw * (0.5 if card.size == 1 else 0.78)
    hy = top + max(head_r, shoulder - head_r * 0.7)
    if card.size == 2:
        hy = top + head_r
    pygame.draw.circle(big, fill, (hx, hy), head_r)
    pygame.draw.circle(big, edge, (hx, hy), head_r, max(2, ss * (3 if card.unique else 2)))
    surf = pygame.transform.smoothscale(big, (w, h))
    # the letter on the chest, the emblem on the base
    lsize = max(10, int(min(bw / ss * 0.62, body_h * 0.34)))
    letter = text.render(letter_of(card), lsize, ink, text.BOLD)
    cy = int((top / ss) + body_h * (0.66 if not lift else 0.5))
    surf.blit(letter, letter.get_rect(center=(w // 2, cy)))
    if base_h >= 9:
        em = colour_emblem(card.colour, max(6, int(base_h * 0.62)),
                           rim if not faded else (170, 170, 176))
        surf.blit(em, em.get_rect(center=(w // 2, h - 1 - base_h // 2)))
    return surf


def standee_foot(key: str, level_px: int) -> int:
    """Pixels from the bottom of :func:`standee`'s picture up to the figure's feet (level
    0 of its height)."""
    card = ARMY[ARMY_INDEX[key]]
    return standee(key, level_px).get_height() - 2 - card.height * level_px


def cost_badge(surface, centre, cost: int, colour, r: int = 19, unit: str = "pts") -> None:
    pygame.draw.circle(surface, art.shade(colour, -0.55), centre, r)
    pygame.draw.circle(surface, palette.ACCENT, centre, r, 2)
    n = text.fit(str(cost), 16, 2 * r - 6, palette.TEXT, text.BOLD)
    surface.blit(n, n.get_rect(center=(centre[0], centre[1] - 4)))
    u = text.render(unit, 10, palette.TEXT_DIM)
    surface.blit(u, u.get_rect(center=(centre[0], centre[1] + 9)))


def card_kind(card) -> str:
    """'Common squad of 3 Phoenixes' / 'Unique hero' / 'Planeswalker'."""
    if card.is_planeswalker:
        return f"Planeswalker ({card.creature})"
    if card.type == "squad":
        return f"{'Unique' if card.unique else 'Common'} squad of {card.figures}"
    return f"{'Unique' if card.unique else 'Common'} hero"


def stat_line(card) -> str:
    return (f"Life {card.life} · Move {card.move} · Range {card.range} · "
            f"Power {card.power} · Toughness {card.toughness}")


def _stat_boxes(surf, x: int, y: int, card, room: int) -> None:
    """Small labelled boxes: LIFE, MOVE, RANGE, POWER, TOUGH., HEIGHT."""
    items = (("LIFE", card.life), ("MOVE", card.move), ("RANGE", card.range),
             ("POWER", card.power), ("TOUGH.", card.toughness), ("HEIGHT", card.height))
    bw = min(58, share(room, 6, 5))
    for i, (label, value) in enumerate(items):
        r = cell(x, y, i, 6, (bw, 30), (5, 0))
        pygame.draw.rect(surf, (22, 24, 32), r, border_radius=6)
        pygame.draw.rect(surf, (84, 90, 110), r, width=1, border_radius=6)
        lab = text.fit(label, 9, bw - 4, palette.TEXT_DIM, text.BOLD)
        surf.blit(lab, lab.get_rect(midtop=(r.centerx, r.y + 2)))
        v = text.fit(str(value), 14, bw - 4, palette.TEXT, text.BOLD)
        surf.blit(v, v.get_rect(midbottom=(r.centerx, r.bottom - 1)))


@cached
def big_tile(key: str, size: tuple) -> pygame.Surface:
    """A pool tile of an army card of the Planeswalker's colour: its standee, name, colour
    and kind, stat boxes (height among them), abilities and cost."""
    card = ARMY[ARMY_INDEX[key]]
    w, h = size
    fill = fill_of(card.colour)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    r = surf.get_rect()
    pygame.draw.rect(surf, art.shade(fill, -0.78), r, border_radius=12)
    area = pygame.Rect(6, 6, 96, h - 12)
    pygame.draw.rect(surf, (20, 22, 28), area, border_radius=9)
    fig = standee(key, 15)
    surf.blit(fig, fig.get_rect(midbottom=(area.centerx, area.bottom - 4)))
    x = area.right + 12
    room = w - x - 64
    surf.blit(text.fit(card.name, 19, room, palette.TEXT, text.BOLD), (x, 6))
    em = colour_emblem(card.colour, 15)
    surf.blit(em, (x, 33))
    line = (f"{label_of(card.colour)} · {card_kind(card)} · {card.creature} · "
            f"{'double-space ' if card.size == 2 else ''}{card.base} base · "
            f"{card.ppf} points a figure")
    surf.blit(text.fit(line, 13, room - 20, palette.TEXT_DIM), (x + 20, 32))
    _stat_boxes(surf, x, 52, card, min(room, 360))
    ab = " · ".join(a["name"] for a in card.abilities)
    sx = x + min(room, 360) + 10
    if w - 64 - sx > 60:
        surf.blit(text.render_wrapped(ab, 12, w - 64 - sx, (200, 196, 184)), (sx, 54))
    first = card.abilities[0] if card.abilities else None
    if first:
        surf.blit(text.fit(f"{first['name']}: {first['text']}", 12, room, (190, 186, 176)),
                  (x, 88))
    cost_badge(surf, (w - 32, h // 2), card.cost, fill, r=22)
    pygame.draw.rect(surf, art.shade(fill, 0.05), r, width=2, border_radius=12)
    return surf


@cached
def small_tile(key: str, size: tuple) -> pygame.Surface:
    """A faded tile of an army card of another colour (it cannot join this army)."""
    card = ARMY[ARMY_INDEX[key]]
    w, h = size
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    r = surf.get_rect()
    pygame.draw.rect(surf, (36, 38, 46), r, border_radius=10)
    fig = standee(key, 9, True)
    surf.blit(fig, fig.get_rect(midbottom=(28, h - 6)))
    x = 56
    room = w - x - 6
    lines = text.wrap_lines(card.name, 13, room, text.BOLD)[:2]
    for i, ln in enumerate(lines):
        surf.blit(text.fit(ln, 13, room, (176, 176, 184), text.BOLD), (x, 4 + i * 16))
    y = 8 + 16 * len(lines)
    em = colour_emblem(card.colour, 13)
    surf.blit(em, (x, y + 1))
    surf.blit(text.fit(label_of(card.colour), 12, room - 16, (176, 176, 184), text.BOLD),
              (x + 16, y))
    surf.blit(text.fit(f"{card.cost} pts · height {card.height}", 12, room, (130, 130, 140)),
              (x, y + 18))
    pygame.draw.rect(surf, art.shade(fill_of(card.colour), -0.35), r, width=2,
                     border_radius=10)
    return surf


@cached
def spell_tile(key: str, size: tuple, faded: bool = False) -> pygame.Surface:
    """A pool tile of a spell: colour strip with emblem, name, type, first words of its
    text, cost."""
    sp = SPELLS[SPELL_INDEX[key]]
    w, h = size
    fill = fill_of(sp.colour)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    r = surf.get_rect()
    strip_box(surf, r, art.shade(fill, -0.78) if not faded else (38, 40, 46),
              art.shade(fill, -0.2) if not faded else (70, 70, 78), 34, 10)
    em = colour_emblem(sp.colour, 22, None if not faded else (160, 160, 166))
    surf.blit(em, em.get_rect(center=(17, h // 2 - 10)))
    icon, _ = SPELL_TYPE[sp.type]
    ic = art.emblem(icon, 18, (236, 232, 220) if not faded else (160, 160, 166))
    surf.blit(ic, ic.get_rect(center=(17, h // 2 + 14)))
    x = 44
    room = w - x - 50
    name_col = palette.TEXT if not faded else (150, 150, 158)
    surf.blit(text.fit(sp.name, 16, room, name_col, text.BOLD), (x, 5))
    dim = palette.TEXT_DIM if not faded else (124, 124, 132)
    kind = SPELL_TYPE[sp.type][1]
    if sp.type != "sorcery":
        kind += f" · on a {sp.enchant}"
    surf.blit(text.fit(f"{label_of(sp.colour)} {kind}", 12, room, dim), (x, 26))
    surf.blit(text.fit(sp.text, 12, room, (190, 186, 176) if not faded else (120, 120, 128)),
              (x, 43))
    cost_badge(surf, (w - 25, h // 2), sp.cost, fill if not faded else (90, 90, 96), r=18)
    pygame.draw.rect(surf, art.shade(fill, 0.05) if not faded else (70, 72, 80), r, width=2,
                     border_radius=10)
    return surf
