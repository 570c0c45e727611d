"""The deck builder's pictures: region colours and emblems (the table's card art when it is
there, a fallback of the toolkit's otherwise), the pool tiles, the zoomed faces and the
full card text."""
from __future__ import annotations


import pygame

from app.ui import art, palette, text
from app.ui.cards import draw_card_frame
from app.ui.text import fit
from app.ui.surface_cache import cached
from engines.magination import MAGI, RULES
from engines.magination.deck_model import not_playable_reason
from scenes.kit.builder.draw import strip_box
from scenes.magination.builder_layout import TILE_H, TILE_W

REGIONS = ("Arderial", "Cald", "Naroom", "Orothe", "Underneath", "Universal")
try:
    from scenes.magination import card_art as _card_art
except ImportError:          # the table's card art is optional here
    _card_art = None

REGION_STYLE = {   # colour, emblem (the emblem and the name are shown with the colour)
    "Arderial": ((214, 188, 84), "sun"),
    "Cald": ((208, 80, 56), "flame"),
    "Naroom": ((76, 160, 84), "leaf"),
    "Orothe": ((60, 116, 206), "drop"),
    "Underneath": ((150, 100, 180), "crystal"),
    "Universal": ((150, 150, 160), "balance"),
}
if _card_art is not None and hasattr(_card_art, "REGIONS"):
    for _r in REGION_STYLE:
        _st = _card_art.REGIONS.get(_r)
        if _st:
            REGION_STYLE[_r] = (tuple(_st["fill"]), _st["emblem"])


def emblem(name: str, size: int, colour) -> pygame.Surface:
    """A region emblem or type icon (the table's art when it is there)."""
    if _card_art is not None and hasattr(_card_art, "emblem"):
        return _card_art.emblem(name, size, tuple(colour)[:3])
    return art.emblem(name, size, colour)


def region_of(card) -> str:
    """The region a card is filed under (its first; Universal when it has none)."""
    r = card.regions[0] if card.regions else "Universal"
    return r if r in REGION_STYLE else "Universal"


def region_colour(card) -> tuple:
    return REGION_STYLE[region_of(card)][0]



def _grey(c, k: float = 0.75) -> tuple:
    g = sum(c[:3]) // 3
    return tuple(int(v + (g - v) * k) for v in c[:3])


# card pictures ---------------------------------------------------------------------------
@cached
def tile_surface(name: str, size=(TILE_W, TILE_H)) -> pygame.Surface:
    """A pool tile: region strip with emblem, name, type line and cost badge."""
    card = RULES.card(name)
    w, h = size
    playable = card.implemented
    col = region_colour(card) if playable else _grey(region_colour(card))
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    r = surf.get_rect()
    strip = strip_box(surf, r, art.shade(col, -0.72) if playable else (40, 42, 48),
                      art.shade(col, -0.15), 34, 8)
    icon = emblem(REGION_STYLE[region_of(card)][1], 24,
                      art.shade(col, 0.55) if playable else (150, 150, 156))
    surf.blit(icon, icon.get_rect(center=strip.center))
    name_col = palette.TEXT if playable else (140, 140, 148)
    surf.blit(fit(card.name, 15, w - 42 - 38, name_col, text.BOLD), (42, 5))
    if card.type == MAGI:
        sub = f"Magi · {card.cost} energy, +{card.energize}"
    else:
        sub = f"{region_of(card)} {card.type}"
    if not playable:
        sub = f"{card.type} · not playable yet"
    surf.blit(fit(sub, 12, w - 42 - 38, palette.TEXT_DIM if playable else (120, 120, 128)),
              (42, 26))
    # cost badge (Magi: a ring with the starting energy)
    c = (w - 20, h // 2)
    cost = str(card.cost)
    if card.type == MAGI:
        pygame.draw.circle(surf, art.shade(col, -0.4), c, 14)
        pygame.draw.circle(surf, art.shade(col, 0.3), c, 14, 2)
    else:
        pygame.draw.circle(surf, art.shade(col, 0.15) if playable else (96, 96, 104), c, 14)
        pygame.draw.circle(surf, palette.CARD_EDGE, c, 14, 1)
    label = fit(cost, 14 if len(cost) <= 2 else 11, 27, palette.TEXT if card.type == MAGI else palette.TEXT_DARK,
                text.BOLD)
    surf.blit(label, label.get_rect(center=c))
    pygame.draw.rect(surf, art.shade(col, 0.1) if playable else (70, 72, 80), r, width=2,
                     border_radius=8)
    return surf


@cached
def face_surface(name: str, size=(250, 350)) -> pygame.Surface:
    """A large face for the zoom (the table's card art when available), with a
    "Not playable yet" band on the cards the app cannot play."""
    card = RULES.card(name)
    if _card_art is not None and hasattr(_card_art, "draw_face"):
        try:
            surf = _card_art.draw_face(card, size).copy()
        except Exception:       # never let a drawing problem break the builder
            surf = _own_face(card, size)
        else:
            if not card.implemented:
                w, h = size
                band = pygame.Surface((w - 8, 30), pygame.SRCALPHA)
                band.fill((20, 20, 24, 225))
                band.blit(fit("Not playable yet", 16, w - 20, palette.BAD, text.BOLD), (10, 6))
                surf.blit(band, (4, h // 2 - 15))
        return surf
    return _own_face(card, size)


def _own_face(card, size) -> pygame.Surface:
    w, h = size
    col = region_colour(card)
    surf = draw_card_frame(size, fill=art.shade(col, -0.74), inner=art.shade(col, 0.1),
                           radius=14).copy()
    title = fit(card.name, 22, w - 80, palette.TEXT, text.BOLD)
    surf.blit(title, (18, 18))
    c = (w - 32, 32)
    pygame.draw.circle(surf, art.shade(col, 0.25), c, 19)
    pygame.draw.circle(surf, palette.CARD_EDGE, c, 19, 2)
    cost = fit(str(card.cost), 18, 34, palette.TEXT_DARK, text.BOLD)
    surf.blit(cost, cost.get_rect(center=c))
    window = pygame.Rect(18, 58, w - 36, int(h * 0.48))
    pygame.draw.rect(surf, art.shade(col, -0.5), window, border_radius=10)
    shape = {"Magi": "magi"}.get(card.type, REGION_STYLE[region_of(card)][1])
    pic = emblem(shape, int(window.h * 0.8), art.shade(col, 0.35))
    surf.blit(pic, pic.get_rect(center=window.center))
    pygame.draw.rect(surf, art.shade(col, 0.3), window, width=2, border_radius=10)
    line = f"{region_of(card)} {card.type}"
    surf.blit(fit(line, 16, w - 36, palette.ACCENT, text.BOLD), (18, window.bottom + 10))
    y = window.bottom + 36
    if card.type == MAGI:
        info = f"Energy {card.cost}   Energize +{card.energize}"
        surf.blit(fit(info, 15, w - 36, palette.TEXT), (18, y))
        y += 24
    names = [p.name for p in card.powers] + [e.name for e in card.effects]
    if names:
        surf.blit(text.render_wrapped(", ".join(names), 14, w - 36, palette.TEXT_DIM), (18, y))
    if not card.implemented:
        band = pygame.Surface((w - 8, 30), pygame.SRCALPHA)
        band.fill((20, 20, 24, 220))
        band.blit(fit("Not playable yet", 16, w - 20, palette.BAD, text.BOLD), (10, 6))
        surf.blit(band, (4, h - 44))
    return surf


def card_text(card) -> str:
    """The full text of a card for the zoom panel."""
    parts = [f"{region_of(card)} {card.type}" + (f" · rarity {card.rarity}" if card.rarity else "")]
    if card.type == MAGI:
        parts.append(f"Starting energy {card.cost}, energize {card.energize}.")
        if card.starting:
            parts.append("Starting cards: " + ", ".join(card.starting) + ".")
    else:
        parts.append(f"Cost {card.cost}.")
    for p in card.powers:
        parts.append(f"POWER {p.name} ({p.cost}): {p.text}")
    for e in card.effects:
        parts.append(f"EFFECT {e.name}: {e.text}")
    if card.text:
        parts.append(card.text)
    reason = not_playable_reason(card)
    if reason:
        parts.append(reason + ".")
    return "\n".join(parts)
