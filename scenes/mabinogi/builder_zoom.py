"""The deck builder's zoom: one card at hero levels 1, 2 and 3 side by side (cost,
attack, defence, HP and effect numbers of each level), with its whole text (every level's
numbers), its kind and how many copies the deck holds. Drawn on the half of the screen
away from the card it shows."""
from __future__ import annotations

import pygame

from app.ui import palette, sprites, text
from app.ui.surface_cache import cached
from app.ui.widgets import draw_panel
from engines.mabinogi.card_text import card_text, stat_line
from engines.mabinogi.content import SPELL
from engines.mabinogi.deck_model import MAX_COPIES
from scenes.mabinogi.builder_cards import card_of, face, res_name
from scenes.mabinogi.builder_layout import H, W, ZOOM_FACE

PAD, GAP = 16, 12
WIDTH = 3 * ZOOM_FACE[0] + 2 * GAP + 2 * PAD
TEXT_W = WIDTH - 2 * PAD


def _about(name: str) -> str:
    card = card_of(name)
    kind = "Spell" if card.kind == SPELL else "Summoning card"
    parts = [f"{kind} · {res_name(card)}"]
    if card.grave:
        parts.append("works from the grave")
    parts.append("reference card" if card.design == "reference" else "original design")
    return " · ".join(parts)


@cached
def _stats(name: str) -> pygame.Surface:
    return text.render_wrapped(stat_line(card_of(name)) + " (levels 1/2/3)", 14, TEXT_W,
                               palette.ACCENT)


@cached
def _text(name: str) -> pygame.Surface:
    body = card_text(card_of(name)) or "No effect: it fights with its attack and HP."
    return text.render_wrapped(body, 15, TEXT_W, palette.TEXT)


def _body(name: str) -> tuple[pygame.Surface, pygame.Surface]:
    """The card's numbers at the three levels, and its whole text."""
    return _stats(name), _text(name)


def zoom_rect(name: str, anchor) -> pygame.Rect:
    stats, body = _body(name)
    h = PAD + 22 + ZOOM_FACE[1] + 10 + 20 + stats.get_height() + 4 + body.get_height() + PAD
    r = pygame.Rect(0, 0, WIDTH, h)
    r.x = W - 12 - WIDTH if anchor[0] < W // 2 else 12
    r.centery = anchor[1]
    r.clamp_ip(pygame.Rect(0, 62, W, H - 62).inflate(-12, -12))
    return r


def draw_zoom(surface, name: str, anchor, in_deck: int = 0) -> pygame.Rect:
    """Card ``name`` at levels 1/2/3 beside ``anchor``; returns the area drawn."""
    r = zoom_rect(name, anchor)
    surface.blit(zoom_surface(name, in_deck), (r.x - SHADOW, r.y - SHADOW))
    return r


SHADOW = 10


@cached
def zoom_surface(name: str, in_deck: int) -> pygame.Surface:
    """The whole zoom, composed once (its shadow included: ``SHADOW`` px each side)."""
    r = pygame.Rect((SHADOW, SHADOW), zoom_rect(name, (0, H // 2)).size)
    out = pygame.Surface((r.w + 2 * SHADOW, r.h + 2 * SHADOW), pygame.SRCALPHA)
    pygame.draw.rect(out, (0, 0, 0, 90), (SHADOW - 4, SHADOW + 2, r.w + 8, r.h + 8),
                     border_radius=20)
    draw_panel(out, r, fill=(22, 25, 34), border=palette.ACCENT_DARK, radius=14, alpha=246)
    x, y = r.x + PAD, r.y + PAD
    for level in (1, 2, 3):
        fx = x + (level - 1) * (ZOOM_FACE[0] + GAP)
        text.blit_text(out, f"Level {level}", (fx + ZOOM_FACE[0] // 2, y), 15,
                       palette.ACCENT if level == 1 else palette.TEXT, text.BOLD,
                       anchor="midtop")
        img = face(name, level, ZOOM_FACE)
        out.blit(sprites.shadow(img, 90, 8), (fx - 8 + 4, y + 22 - 8 + 6))
        out.blit(img, (fx, y + 22))
    y += 22 + ZOOM_FACE[1] + 10
    about = _about(name)
    copies = f"In your deck: {in_deck} of {MAX_COPIES}" if in_deck else \
        f"Not in your deck (at most {MAX_COPIES} copies)"
    left = text.fit(about, 14, TEXT_W // 2 + 60, palette.TEXT_DIM, text.BOLD)
    out.blit(left, (x, y))
    right = text.fit(copies, 14, TEXT_W - left.get_width() - 16, palette.TEXT_DIM)
    out.blit(right, right.get_rect(topright=(r.right - PAD, y)))
    y += 20
    stats, body = _body(name)
    out.blit(stats, (x, y))
    y += stats.get_height() + 4
    out.blit(body, (x, y))
    return out
