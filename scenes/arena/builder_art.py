"""The army builder's tiles, drawn with the table's art (scenes.arena.figures): its
standees (the figure as tall as on the battlefield, its card's letters, the gold edge of
a unique card, yours by the gold rim and dot) and its five colours with their emblems
and words. A tile of an army card of the Planeswalker's colour is large; another
colour's is small and grey (it cannot join); a spell has its own tile."""
from __future__ import annotations

import pygame

from app.ui import art, canvas, draw, palette, text
from app.ui.surface_cache import cached
from engines.arena.board import LEVEL_H
from engines.arena.content import ARMY, ARMY_INDEX, SPELL_INDEX, SPELLS
from scenes.arena import figures as FG
from scenes.arena.view import RISE
from scenes.arena.panels import STATS
from scenes.kit.builder.draw import cost_badge, strip_box
from scenes.kit.builder.grid import cell, share

SPELL_TYPE = {   # type -> (emblem, label)
    "sorcery": ("sceptre", "Sorcery"),
    "aura": ("amulet", "Aura"),
    "hidden": ("coat", "Hidden enchant"),
}


def fill_of(colour: str) -> tuple:
    return FG.COLOURS[colour][0]


def label_of(colour: str) -> str:
    return FG.COLOURS[colour][3]


def emblem(colour: str, size: int, tint=None) -> pygame.Surface:
    """The colour's emblem, as on the table's army cards, light enough on a dark box."""
    return art.emblem(FG.EMBLEMS[colour], size, tint or art.shade(fill_of(colour), 0.3))


def standee(key: str, level_px: float, number: int = 1) -> tuple[pygame.Surface, tuple]:
    """(sprite, base point) of the table's standee of army card ``key``, yours,
    ``level_px`` pixels a level (squad figure ``number``)."""
    return FG.standee(ARMY_INDEX[key], 0, number, level_px / (LEVEL_H * RISE), True)


@cached
def grey_standee(key: str, level_px: float) -> pygame.Surface:
    return canvas.grayscale(standee(key, level_px)[0])


def card_kind(card) -> str:
    """'Common squad of 3' / 'Unique hero' / 'Planeswalker (Human)'."""
    if card.is_planeswalker:
        return f"Planeswalker ({card.creature})"
    kind = f"squad of {card.figures}" if card.type == "squad" else "hero"
    return f"{'Unique' if card.unique else 'Common'} {kind}"


@cached
def big_tile(key: str, size: tuple) -> pygame.Surface:
    """An army card of the Planeswalker's colour: its standee, name, colour and kind,
    its stats in boxes, its abilities and its cost."""
    card = ARMY[ARMY_INDEX[key]]
    (w, h), fill = size, fill_of(card.colour)
    surf = canvas.new(size, pygame.SRCALPHA)
    draw.rect(surf, art.shade(fill, -0.78), surf.get_rect(), border_radius=12)
    area = pygame.Rect(6, 6, 96, h - 12)
    draw.rect(surf, (20, 22, 28), area, border_radius=9)
    fig = standee(key, min(15, (area.h - 24) / card.height))[0]
    surf.blit(fig, fig.get_rect(midbottom=(area.centerx, area.bottom - 4)))
    x, room = area.right + 12, w - area.right - 76
    surf.blit(text.fit(card.name, 19, room, palette.TEXT, text.BOLD), (x, 6))
    surf.blit(emblem(card.colour, 15), (x, 33))
    line = (f"{label_of(card.colour)} · {card_kind(card)} · {card.creature} · "
            f"{'double-space ' if card.size == 2 else ''}{card.base} base · "
            f"{card.ppf} points a figure")
    surf.blit(text.fit(line, 13, room - 20, palette.TEXT_DIM), (x + 20, 32))
    bw = min(58, share(min(room, 360), 6, 5))
    for i, (attr, label) in enumerate(STATS):          # the table's words
        r = cell(x, 52, i, 6, (bw, 30), (5, 0))
        draw.rect(surf, (22, 24, 32), r, border_radius=6)
        draw.rect(surf, (84, 90, 110), r, width=1, border_radius=6)
        for word, pt, col, y in ((label.upper(), 9, palette.TEXT_DIM, r.y + 2),
                                 (str(getattr(card, attr)), 14, palette.TEXT, r.bottom - 17)):
            img = text.fit(word, pt, bw - 4, col, text.BOLD)
            surf.blit(img, img.get_rect(midtop=(r.centerx, y)))
    sx = x + min(room, 360) + 10
    if w - 64 - sx > 60:
        names = " · ".join(a["name"] for a in card.abilities)
        surf.blit(text.render_wrapped(names, 12, w - 64 - sx, (200, 196, 184)), (sx, 54))
    if card.abilities:
        first = card.abilities[0]
        surf.blit(text.fit(f"{first['name']}: {first['text']}", 12, room, (190, 186, 176)),
                  (x, 88))
    cost_badge(surf, (w - 32, h // 2), card.cost, fill, 22)
    draw.rect(surf, art.shade(fill, 0.05), surf.get_rect(), width=2, border_radius=12)
    return surf


@cached
def small_tile(key: str, size: tuple) -> pygame.Surface:
    """An army card of another colour (it cannot join this army): grey, small."""
    card = ARMY[ARMY_INDEX[key]]
    (w, h), grey = size, (176, 176, 184)
    surf = canvas.new(size, pygame.SRCALPHA)
    draw.rect(surf, (36, 38, 46), surf.get_rect(), border_radius=10)
    fig = grey_standee(key, 9)
    surf.blit(fig, fig.get_rect(midbottom=(28, h - 4)))
    x, room = 56, w - 62
    lines = text.wrap_lines(card.name, 13, room, text.BOLD)[:2]
    for i, ln in enumerate(lines):
        surf.blit(text.fit(ln, 13, room, grey, text.BOLD), (x, 4 + i * 16))
    y = 8 + 16 * len(lines)
    surf.blit(emblem(card.colour, 13), (x, y + 1))
    surf.blit(text.fit(label_of(card.colour), 12, room - 16, grey, text.BOLD), (x + 16, y))
    surf.blit(text.fit(f"{card.cost} pts · height {card.height}", 12, room, (130, 130, 140)),
              (x, y + 18))
    draw.rect(surf, art.shade(fill_of(card.colour), -0.35), surf.get_rect(), width=2,
                     border_radius=10)
    return surf


@cached
def spell_tile(key: str, size: tuple, faded: bool = False) -> pygame.Surface:
    """A spell: its colour's strip with the emblem and its type's, its name, type and
    the first words of its text, its cost (faded: another colour's, to read only)."""
    sp = SPELLS[SPELL_INDEX[key]]
    (w, h), fill = size, fill_of(sp.colour)
    dim = (160, 160, 166) if faded else None
    surf = canvas.new(size, pygame.SRCALPHA)
    strip_box(surf, surf.get_rect(), (38, 40, 46) if faded else art.shade(fill, -0.78),
              (70, 70, 78) if faded else art.shade(fill, -0.2), 34, 10)
    em = emblem(sp.colour, 22, dim)
    surf.blit(em, em.get_rect(center=(17, h // 2 - 10)))
    ic = art.emblem(SPELL_TYPE[sp.type][0], 18, dim or (236, 232, 220))
    surf.blit(ic, ic.get_rect(center=(17, h // 2 + 14)))
    kind = SPELL_TYPE[sp.type][1] + (f" · on a {sp.enchant}" if sp.type != "sorcery" else "")
    for y, words, pt, col, bold in (
            (5, sp.name, 16, (150, 150, 158) if faded else palette.TEXT, text.BOLD),
            (26, f"{label_of(sp.colour)} {kind}", 12, (124, 124, 132) if faded
             else palette.TEXT_DIM, text.REGULAR),
            (43, sp.text, 12, (120, 120, 128) if faded else (190, 186, 176), text.REGULAR)):
        surf.blit(text.fit(words, pt, w - 94, col, bold), (44, y))
    cost_badge(surf, (w - 25, h // 2), sp.cost, (90, 90, 96) if faded else fill, 18)
    draw.rect(surf, (70, 72, 80) if faded else art.shade(fill, 0.05), surf.get_rect(),
                     width=2, border_radius=10)
    return surf
