"""The deck builder's pictures: region colours and emblems (the table's card art,
scenes.magination.card_art), the pool tiles, the zoomed faces and the full card text."""
from __future__ import annotations

import pygame

from app.ui import art, canvas, draw, palette, text
from app.ui.text import fit
from app.ui.surface_cache import cached
from engines.magination import MAGI, RULES
from engines.magination.deck_model import not_playable_reason
from scenes.kit.builder.draw import strip_box
from scenes.magination import card_art
from scenes.magination.builder_layout import TILE_H, TILE_W

REGIONS = ("Arderial", "Cald", "Naroom", "Orothe", "Underneath", "Universal")
# region -> (colour, emblem), the table's (card_art.REGIONS): the emblem and the name are
# shown with the colour
REGION_STYLE: dict[str, tuple[tuple, str]] = {
    r: (tuple(card_art.REGIONS[r]["fill"]), str(card_art.REGIONS[r]["emblem"]))
    for r in REGIONS}


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
    surf = canvas.new((w, h), pygame.SRCALPHA)
    r = surf.get_rect()
    strip = strip_box(surf, r, art.shade(col, -0.72) if playable else (40, 42, 48),
                      art.shade(col, -0.15), 34, 8)
    icon = card_art.emblem(REGION_STYLE[region_of(card)][1], 24,
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
        draw.circle(surf, art.shade(col, -0.4), c, 14)
        draw.circle(surf, art.shade(col, 0.3), c, 14, 2)
    else:
        draw.circle(surf, art.shade(col, 0.15) if playable else (96, 96, 104), c, 14)
        draw.circle(surf, palette.CARD_EDGE, c, 14, 1)
    label = fit(cost, 14 if len(cost) <= 2 else 11, 27, palette.TEXT if card.type == MAGI else palette.TEXT_DARK,
                text.BOLD)
    surf.blit(label, label.get_rect(center=c))
    draw.rect(surf, art.shade(col, 0.1) if playable else (70, 72, 80), r, width=2,
                     border_radius=8)
    return surf


@cached
def face_surface(name: str, size=(250, 350)) -> pygame.Surface:
    """A large face for the zoom: the table's card face, with a "Not playable yet" band on
    the cards the app cannot play."""
    card = RULES.card(name)
    surf = card_art.draw_face(card, size).copy()
    if not card.implemented:
        w, h = size
        band = canvas.new((w - 8, 30), pygame.SRCALPHA)
        band.fill((20, 20, 24, 225))
        band.blit(fit("Not playable yet", 16, w - 20, palette.BAD, text.BOLD), (10, 6))
        surf.blit(band, (4, h // 2 - 15))
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
