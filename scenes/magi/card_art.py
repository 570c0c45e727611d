"""Procedural Magi card faces and backs (drawn once per size, cached by the caller).

Guild cards: a frame in the card's colour, the colour symbol in the corners, the guild
picture large, the minus points top-left. Items: an ornate gold frame, the picture, an
ability band ("Draw 2", "Reverse"), the through symbol bottom-right. Magi: grey, a magi
figure, the name and abilities. Every colour shows its symbol and its label too.
"""
from __future__ import annotations

import pygame

from app.ui import canvas, draw, palette, text
from app.ui.surface_cache import SHARED

BASE_W, BASE_H = 88, 124

ABILITY_SHORT = {"select": "Select", "free": "Free", "again": "Again", "reverse": "Reverse",
                 "shot": "Shot", "through": "Through", "reset": "Reset",
                 "original": "Original"}

ABILITY_HELP = {
    "select": "Select: you choose the colour the next player must play.",
    "free": "Free: the next player may play any colour.",
    "again": "Again: you take a whole new turn, all four phases, right after this one.",
    "reverse": "Reverse: the direction of play turns round.",
    "shot": "Shot: you choose which player moves next (not yourself); the direction stays.",
    "reset": "Reset: every DRAWCOUNT marker on the table is removed; nobody draws them.",
    "original": ("Original: choose one ability from each group - Select or Free; Again, "
                 "Reverse, Shot or Through; Draw 0, 1, 2 or 3."),
    "through": ("Through symbol: this card may be played in the magic phase, at the start "
                "of your turn, to dodge the DRAWCOUNT draw."),
}


def ability_label(ab: tuple) -> str:
    if ab[0] == "draw":
        return f"Draw {ab[1]}"
    return ABILITY_SHORT.get(ab[0], ab[0].capitalize())


def ability_help(ab: tuple) -> str:
    if ab[0] == "draw":
        n = ab[1]
        return (f"Draw {n}: a DRAWCOUNT marker of {n} goes on the table; the next player "
                f"who cannot dodge it with a through card draws the whole sum.")
    return ABILITY_HELP.get(ab[0], ab[0])


# emblems ------------------------------------------------------------------------------

def emblem(name: str, size: int, colour) -> pygame.Surface:
    """app.ui.art's emblem when available, else a plain fallback glyph (cached)."""
    key = ("magi.emblem", name, size, tuple(colour))
    surf = SHARED.get(key)
    if surf is None:
        try:
            from app.ui import art
            surf = art.emblem(name, size, colour)
        except Exception:  # noqa: BLE001 - the toolkit may not know the name yet
            surf = _fallback_emblem(name, size, colour)
        SHARED.put(key, surf)
    return surf


def _fallback_emblem(name, size, colour):
    surf = canvas.new((size, size), pygame.SRCALPHA)
    r = size // 2
    draw.circle(surf, colour, (r, r), r - 2, width=max(2, size // 10))
    label = text.render(name[:2].upper(), max(8, size // 3), colour, text.BOLD)
    surf.blit(label, label.get_rect(center=(r, r)))
    return surf


def _lighter(c, t=0.55):
    return tuple(int(v + (255 - v) * t) for v in c)


def _darker(c, t=0.4):
    return tuple(int(v * (1 - t)) for v in c)


def _fit_text(s: str, size: int, colour, width: int, weight=text.BOLD) -> pygame.Surface:
    """Cached text, stepping the size down (to 7 points) until it fits ``width``."""
    return text.fit(s, size, width, colour, weight, smallest=min(size, 7), ellipsis=False)


def _points_badge(surf, value: int, pos, s: float, fill, fg) -> None:
    rad = max(7, round(11 * s))
    draw.circle(surf, fill, pos, rad)
    draw.circle(surf, palette.CARD_EDGE, pos, rad, width=max(1, round(1.5 * s)))
    img = text.render(str(value), max(8, round(13 * s)), fg, text.BOLD)
    surf.blit(img, img.get_rect(center=(pos[0], pos[1] + 1)))


def _through_badge(surf, pos, s: float) -> None:
    rad = max(7, round(11 * s))
    draw.circle(surf, (34, 30, 46), pos, rad)
    draw.circle(surf, palette.ACCENT, pos, rad, width=max(1, round(1.5 * s)))
    em = emblem("through", max(8, round(16 * s)), palette.ACCENT)
    surf.blit(em, em.get_rect(center=pos))


# faces --------------------------------------------------------------------------------

def draw_face(card, size) -> pygame.Surface:
    """A card face of ``size`` (w, h) for a ``engines.magi.Card``."""
    w, h = size
    s = w / BASE_W
    surf = canvas.new((w, h), pygame.SRCALPHA)
    rad = max(4, round(8 * s))
    if card.kind == "magi":
        _magi_face(surf, card, s, rad)
    elif card.kind == "item":
        _item_face(surf, card, s, rad)
    else:
        _guild_face(surf, card, s, rad)
    draw.rect(surf, palette.CARD_EDGE, surf.get_rect(), width=max(1, round(1.5 * s)),
                     border_radius=rad)
    return surf


def _corner_symbols(surf, suit, s, inset):
    w, h = surf.get_size()
    sym = emblem(suit["symbol"], max(10, round(17 * s)), suit["dark"])
    surf.blit(sym, sym.get_rect(center=(w - inset, inset)))
    surf.blit(sym, sym.get_rect(center=(inset, h - inset)))


def _guild_face(surf, card, s, rad):
    w, h = surf.get_size()
    suit = palette.SUITS[card.colour]
    r = surf.get_rect()
    draw.rect(surf, suit["fill"], r, border_radius=rad)
    inner = r.inflate(-round(12 * s), -round(12 * s))
    draw.rect(surf, _lighter(suit["fill"], 0.78), inner, border_radius=max(3, rad - 3))
    draw.rect(surf, suit["dark"], inner, width=max(1, round(1.2 * s)),
                     border_radius=max(3, rad - 3))
    # picture
    em = emblem(card.picture, round(50 * s), suit["dark"])
    surf.blit(em, em.get_rect(center=(w // 2, round(h * 0.47))))
    inset = round(17 * s)
    _points_badge(surf, card.points, (inset, inset), s, (250, 246, 232), palette.TEXT_DARK)
    _corner_symbols(surf, suit, s, inset)
    label = _fit_text(f"{suit['label']} {card.picture.capitalize()}", max(8, round(11 * s)),
                      suit["dark"], inner.width - round(24 * s))
    surf.blit(label, label.get_rect(midbottom=(w // 2 + round(6 * s), inner.bottom - round(3 * s))))


def _item_face(surf, card, s, rad):
    w, h = surf.get_size()
    suit = palette.SUITS[card.colour]
    r = surf.get_rect()
    gold = palette.ACCENT
    draw.rect(surf, _darker(suit["fill"], 0.15), r, border_radius=rad)
    # ornate double frame with gold corner diamonds
    outer = r.inflate(-round(7 * s), -round(7 * s))
    draw.rect(surf, gold, outer, width=max(1, round(2 * s)), border_radius=max(3, rad - 2))
    inner = r.inflate(-round(14 * s), -round(14 * s))
    draw.rect(surf, _lighter(suit["fill"], 0.62), inner, border_radius=max(3, rad - 4))
    draw.rect(surf, palette.ACCENT_DARK, inner, width=max(1, round(1 * s)),
                     border_radius=max(3, rad - 4))
    d = max(3, round(5 * s))
    for cx, cy in (outer.topleft, outer.topright, outer.bottomleft, outer.bottomright):
        cx += d if cx == outer.left else -d
        cy += d if cy == outer.top else -d
        draw.polygon(surf, gold, [(cx, cy - d), (cx + d, cy), (cx, cy + d), (cx - d, cy)])
    em = emblem(card.picture, round(44 * s), suit["dark"])
    surf.blit(em, em.get_rect(center=(w // 2, round(h * 0.42))))
    inset = round(18 * s)
    _points_badge(surf, card.points, (inset, inset), s, gold, palette.TEXT_DARK)
    sym = emblem(suit["symbol"], max(10, round(16 * s)), suit["dark"])
    surf.blit(sym, sym.get_rect(center=(w - inset, inset)))
    # ability band
    band = pygame.Rect(inner.x, round(h * 0.66), inner.width, round(22 * s))
    draw.rect(surf, (36, 30, 40), band)
    draw.line(surf, gold, band.topleft, band.topright, max(1, round(s)))
    draw.line(surf, gold, band.bottomleft, (band.right - 1, band.bottom), max(1, round(s)))
    words = " · ".join(ability_label(a) for a in card.abilities if a[0] != "through")
    img = _fit_text(words, max(8, round(12 * s)), (250, 238, 200), band.width - 6)
    surf.blit(img, img.get_rect(center=band.center))
    label = _fit_text(f"{suit['label']} {card.picture.capitalize()}", max(7, round(9 * s)),
                      suit["dark"], inner.width - round(30 * s), text.REGULAR)
    surf.blit(label, (inner.x + round(5 * s), inner.bottom - label.get_height() - round(3 * s)))
    if card.through:
        _through_badge(surf, (w - inset, h - inset), s)
    else:
        surf.blit(sym, sym.get_rect(center=(w - inset, h - inset)))


def _magi_face(surf, card, s, rad):
    w, h = surf.get_size()
    r = surf.get_rect()
    grey = palette.MAGI_GREY
    draw.rect(surf, _darker(grey, 0.25), r, border_radius=rad)
    inner = r.inflate(-round(10 * s), -round(10 * s))
    draw.rect(surf, _lighter(grey, 0.35), inner, border_radius=max(3, rad - 3))
    draw.rect(surf, (70, 70, 84), inner, width=max(1, round(1.2 * s)),
                     border_radius=max(3, rad - 3))
    is_original = any(a[0] == "original" for a in card.abilities)
    fig_col = (92, 60, 120) if is_original else (54, 56, 76)
    em = emblem("magi", round(44 * s), fig_col)
    surf.blit(em, em.get_rect(center=(w // 2, round(h * 0.40))))
    inset = round(16 * s)
    _points_badge(surf, card.points, (inset, inset), s, (236, 236, 244), palette.TEXT_DARK)
    # name (first name on the card; the zoom shows the full name)
    first = card.name.split(" ")[0]
    name = _fit_text(first, max(8, round(11 * s)), (30, 30, 40), inner.width - round(34 * s))
    surf.blit(name, name.get_rect(midleft=(inset + round(14 * s), inset)))
    # abilities, one per line, in a dark band
    labels = [ability_label(a) for a in card.abilities if a[0] != "through"]
    lh = round(13 * s)
    band = pygame.Rect(inner.x + round(3 * s), round(h * 0.62), inner.width - round(6 * s),
                       lh * len(labels) + round(6 * s))
    band.bottom = min(band.bottom, inner.bottom - round(4 * s))
    draw.rect(surf, (40, 40, 52), band, border_radius=max(2, round(4 * s)))
    for i, lab in enumerate(labels):
        img = _fit_text(lab, max(7, round(11 * s)), (236, 232, 220),
                        band.width - round(26 * s) if card.through else band.width - 6)
        surf.blit(img, (band.x + round(5 * s), band.y + round(3 * s) + i * lh))
    if card.through:
        _through_badge(surf, (w - inset, h - inset), s)


def draw_back(size) -> pygame.Surface:
    """The Magi card back (app.ui.cards' back when present)."""
    try:
        from app.ui.cards import draw_card_back
        return draw_card_back(size)
    except Exception:  # noqa: BLE001
        pass
    w, h = size
    s = w / BASE_W
    surf = canvas.new((w, h), pygame.SRCALPHA)
    r = surf.get_rect()
    rad = max(3, round(8 * s))
    draw.rect(surf, (44, 38, 86), r, border_radius=rad)
    inner = r.inflate(-max(4, round(10 * s)), -max(4, round(10 * s)))
    draw.rect(surf, (70, 58, 130), inner, border_radius=max(2, rad - 3))
    draw.rect(surf, palette.ACCENT, inner, width=max(1, round(1.5 * s)),
                     border_radius=max(2, rad - 3))
    if w >= 30:
        em = emblem("magi", round(min(w, h) * 0.5), palette.ACCENT)
        surf.blit(em, em.get_rect(center=r.center))
    draw.rect(surf, palette.CARD_EDGE, r, width=1, border_radius=rad)
    return surf


def card_text(card) -> str:
    """The zoom text: everything the card does, in words."""
    lines = [card.name]
    if card.kind == "guild":
        lines.append(f"Guild card · {palette.SUITS[card.colour]['label']} "
                     f"({palette.SUITS[card.colour]['symbol']}) · picture: {card.picture}")
        lines.append("No special ability. Play it on a card of the same colour or picture.")
    elif card.kind == "item":
        lines.append(f"Magical item · {palette.SUITS[card.colour]['label']} "
                     f"({palette.SUITS[card.colour]['symbol']}) · picture: {card.picture}")
    else:
        lines.append("Magi card (grey): may be played on any card, any time "
                     "except the magic phase unless it shows the through symbol.")
    for ab in card.abilities:
        if ab[0] != "through":
            lines.append(ability_help(ab))
    if card.through:
        lines.append(ABILITY_HELP["through"])
    lines.append(f"{card.points} minus points if still in your hand when the round ends.")
    return "\n".join(lines)


def pile_detail(card_id: int) -> str:
    """A card's abilities (or its colour) in a few words, for the pile browser's rows."""
    from engines.magi import RULES
    card = RULES.card(card_id)
    return ", ".join(ability_label(ab) for ab in card.abilities) or \
        (card.colour.capitalize() if card.colour else "")
