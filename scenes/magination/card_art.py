"""Magi-Nation Duel card faces, drawn in code and cached.

Every region has a colour AND an emblem (so nothing depends on telling colours apart):
Arderial (sky, a wing), Cald (ember, a flame), Naroom (forest, a leaf), Orothe (sea, a
drop), Underneath (violet, a crystal), Universal (stone, a star). A face: a frame in the
region colour(s) (dual-region cards are split), the region emblem, a cost gem, an art
panel, the type with its icon and the card's own text (powers with costs, effects).
"""
from __future__ import annotations

import math

import pygame

from app.ui import art, canvas, draw, palette, text
from app.ui.cards import draw_card_back, draw_card_frame
from app.ui.surface_cache import cached

REGIONS = {
    "Arderial": {"fill": (132, 186, 226), "dark": (40, 86, 128), "emblem": "wing"},
    "Cald": {"fill": (222, 96, 54), "dark": (120, 36, 18), "emblem": "flame"},
    "Naroom": {"fill": (92, 168, 76), "dark": (30, 86, 34), "emblem": "leaf"},
    "Orothe": {"fill": (56, 112, 196), "dark": (20, 46, 110), "emblem": "drop"},
    "Underneath": {"fill": (150, 104, 180), "dark": (70, 40, 96), "emblem": "crystal"},
    "Universal": {"fill": (176, 166, 140), "dark": (92, 84, 66), "emblem": "star"},
    "Core": {"fill": (120, 120, 130), "dark": (50, 50, 60), "emblem": "sun"},
}
NAME_FLOOR = 8         # the smallest a name on a compact row's tile is written
TYPE_ICONS = {"Magi": "magi", "Creature": "paw", "Relic": "amulet", "Spell": "spark"}
ORB = (255, 214, 96)


def region(name: str) -> dict:
    return REGIONS.get(name, REGIONS["Universal"])


# emblems -------------------------------------------------------------------------------
@cached
def emblem(name: str, size: int, colour=palette.TEXT) -> pygame.Surface:
    """A region emblem or type icon, ``size`` square (cached)."""
    colour = tuple(colour)[:3]
    if name not in ("wing", "paw", "spark", "star"):
        return art.emblem(name, size, colour)
    ss = 4
    S = size * ss
    big = canvas.new((S, S), pygame.SRCALPHA)
    dark = art.shade(colour, -0.6)
    if name == "wing":
        for k in range(4):                      # four feathers fanning out
            a0 = math.radians(200 + k * 22)
            cx, cy = S * 0.72, S * 0.78
            L = S * (0.72 - k * 0.08)
            tip = (cx + L * math.cos(a0), cy + L * math.sin(a0))
            w = S * 0.09
            nx, ny = -math.sin(a0) * w, math.cos(a0) * w
            pts = [(cx, cy), (cx + (tip[0] - cx) * 0.5 + nx, cy + (tip[1] - cy) * 0.5 + ny),
                   tip, (cx + (tip[0] - cx) * 0.5 - nx, cy + (tip[1] - cy) * 0.5 - ny)]
            draw.polygon(big, colour, pts)
            draw.polygon(big, dark, pts, max(2, ss))
    elif name == "paw":
        draw.ellipse(big, colour, (S * 0.25, S * 0.45, S * 0.5, S * 0.42))
        for cx, cy in ((0.2, 0.35), (0.4, 0.18), (0.6, 0.18), (0.8, 0.35)):
            draw.circle(big, colour, (S * cx, S * cy), S * 0.11)
    elif name in ("spark", "star"):
        pts = []
        n = 4 if name == "spark" else 5
        for i in range(2 * n):
            a = math.pi * i / n
            r = S * 0.48 if i % 2 == 0 else S * (0.14 if name == "spark" else 0.2)
            pts.append((S / 2 + r * math.sin(a), S / 2 - r * math.cos(a)))
        draw.polygon(big, colour, pts)
        draw.polygon(big, dark, pts, max(2, ss))
    return canvas.smoothscale(big, (size, size))


def region_emblem(name: str, size: int, colour=None) -> pygame.Surface:
    r = region(name)
    return emblem(r["emblem"], size, colour or r["fill"])


# faces ---------------------------------------------------------------------------------
def _paper(c):
    return art.shade(c, 0.72)


def _fit(label: str, size: int, width: int, colour, weight=text.BOLD) -> pygame.Surface:
    """Smaller down to 7 points, then shortened after a whole word with an ellipsis."""
    return text.fit(label, size, max(4, width), tuple(colour), weight,
                    smallest=min(size, 7))


def name_box(w: int) -> tuple:
    """(the name's room in pixels, its font size) on a face ``w`` wide."""
    k = w / 100.0
    pad = max(3, round(4 * k))
    bar_h = max(12, round(17 * k))
    em = max(8, bar_h - 4)
    gem_r = max(7, round(11 * k))
    return (w - 2 * pad) - em - 2 * gem_r - 6, max(8, round(12 * k))


def small_lines(c, fs: int, width: int, rows: int) -> list:
    """The lines of a small face's text box: power names with costs and effect names
    (two lines each at most), as many as ``rows`` allow; a line that had to stop early
    ends with an ellipsis after a whole word."""
    lines = [f"{p.name} ({p.cost})" for p in c.powers] + [e.name for e in c.effects]
    if c.type == "Magi":
        lines.insert(0, f"Energize +{c.energize}")
    if not lines and c.text:
        lines = [c.text]
    out: list = []
    for ln in lines:
        parts = list(text.wrap_lines(ln, fs, width, text.BOLD))
        if len(parts) > 2:                       # more than two lines: the rest is "…"
            parts = parts[:1] + [text.shorten(" ".join(parts[1:]), fs, width, text.BOLD)]
        for part in parts:
            if len(out) >= rows:
                if out:
                    out[-1] = text.ellipsize(out[-1], fs, width, text.BOLD)
                return out
            out.append(part if text.font(fs, text.BOLD).size(part)[0] <= width
                       else text.shorten(part, fs, width, text.BOLD))
    return out


def cost_label(c) -> str:
    return str(c.cost)


def rules_text(c) -> str:
    """The card's own published text: powers with costs, effects, spell/relic text."""
    parts = []
    if c.text:
        parts.append(c.text)
    for p in c.powers:
        parts.append(f"{p.name} ({p.cost}): {p.text}" if p.cost != 0 else f"{p.name}: {p.text}")
    for e in c.effects:
        parts.append(f"{e.name}: {e.text}")
    return "\n".join(parts)


def draw_face(c, size) -> pygame.Surface:
    """The face of card ``c`` (engine Card) at ``size`` (w, h)."""
    w, h = int(size[0]), int(size[1])
    regs = [r for r in c.regions] or ["Universal"]
    r0, r1 = region(regs[0]), region(regs[-1])
    radius = max(5, w // 12)
    surf = draw_card_frame((w, h), fill=_paper(r0["fill"]), edge=palette.CARD_EDGE,
                           inner=None, radius=radius).copy()
    if len(regs) > 1:                       # dual region: the right half in the second colour
        half = canvas.new((w, h), pygame.SRCALPHA)
        draw.rect(half, (*_paper(r1["fill"]), 255), (0, 0, w, h), border_radius=radius)
        half.fill((0, 0, 0, 0), (0, 0, w // 2, h))
        draw.rect(half, (0, 0, 0, 0), (0, 0, w, h), width=2, border_radius=radius)
        surf.blit(half, (0, 0))
    k = w / 100.0                            # scale unit
    pad = max(3, round(4 * k))
    # border in region colours
    draw.rect(surf, r0["fill"], (2, 2, w - 4, h - 4), width=max(2, round(3 * k)),
                     border_radius=radius)
    if len(regs) > 1:
        clip = surf.get_clip()
        surf.set_clip((w // 2, 0, w - w // 2, h))
        draw.rect(surf, r1["fill"], (2, 2, w - 4, h - 4), width=max(2, round(3 * k)),
                         border_radius=radius)
        surf.set_clip(clip)
    # title bar
    bar_h = max(12, round(17 * k))
    bar = pygame.Rect(pad, pad, w - 2 * pad, bar_h)
    draw.rect(surf, r0["dark"], bar, border_radius=max(3, bar_h // 3))
    em = max(8, bar_h - 4)
    surf.blit(region_emblem(regs[0], em, art.shade(r0["fill"], 0.3)), (bar.x + 2, bar.y + 2))
    gem_r = max(7, round(11 * k))
    name_w, name_size = name_box(w)
    name = _fit(c.name, name_size, name_w, palette.TEXT)
    surf.blit(name, name.get_rect(midleft=(bar.x + em + 5, bar.centery)))
    # cost gem (top right)
    gc = (bar.right - gem_r + 2, bar.centery + 1)
    draw.circle(surf, palette.CARD_EDGE, gc, gem_r + 1)
    draw.circle(surf, (250, 226, 140), gc, gem_r)
    draw.circle(surf, (180, 130, 40), gc, gem_r, max(1, round(1.5 * k)))
    cl = _fit(cost_label(c), max(8, round(13 * k)), gem_r * 2 - 2, palette.TEXT_DARK)
    surf.blit(cl, cl.get_rect(center=gc))
    # art panel: a gradient in the region colours with the emblem large and the type icon
    art_h = round(h * (0.34 if w >= 150 else 0.40))
    art_r = pygame.Rect(pad, bar.bottom + pad, w - 2 * pad, art_h)
    panel = canvas.new(art_r.size, pygame.SRCALPHA)
    for y in range(art_r.h):
        t = y / max(1, art_r.h - 1)
        col = tuple(int(a + (b - a) * t) for a, b in zip(art.shade(r0["fill"], 0.15), r1["dark"]))
        draw.line(panel, col, (0, y), (art_r.w, y))
    big = min(art_r.w, art_r.h) - 6
    e = region_emblem(regs[0], big, art.shade(r0["fill"], 0.45))
    e = e.copy()
    e.set_alpha(150)
    panel.blit(e, e.get_rect(center=(art_r.w // 2, art_r.h // 2)))
    if len(regs) > 1:
        e2 = region_emblem(regs[-1], big // 2, art.shade(r1["fill"], 0.45))
        panel.blit(e2, (art_r.w - big // 2 - 2, art_r.h - big // 2 - 2))
    ic = max(10, round(18 * k))
    panel.blit(emblem(TYPE_ICONS.get(c.type, "star"), ic, (250, 246, 230)), (3, art_r.h - ic - 3))
    mask = canvas.new(art_r.size, pygame.SRCALPHA)
    draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=max(3, radius // 2))
    panel.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(panel, art_r)
    draw.rect(surf, palette.CARD_EDGE, art_r, 1, border_radius=max(3, radius // 2))
    # type line
    ty = art_r.bottom + max(1, round(2 * k))
    tsize = max(7, round(10 * k))
    ticon = max(8, round(12 * k))
    surf.blit(emblem(TYPE_ICONS.get(c.type, "star"), ticon, r0["dark"]), (pad + 1, ty))
    label = c.type + " · " + "/".join(regs)
    tl = _fit(label, tsize, w - 2 * pad - ticon - 4, r0["dark"], text.BOLD)
    surf.blit(tl, tl.get_rect(midleft=(pad + ticon + 4, ty + ticon // 2)))
    y = ty + ticon + max(2, round(3 * k))
    # text box
    box = pygame.Rect(pad, y, w - 2 * pad, h - y - pad)
    draw.rect(surf, (250, 246, 234), box, border_radius=max(3, radius // 2))
    draw.rect(surf, art.shade(r0["fill"], -0.2), box, 1, border_radius=max(3, radius // 2))
    if w >= 150:
        body = rules_text(c)
        if c.type == "Magi":
            body = f"Energize {c.energize}. Starting energy {c.cost}.\n" + body
        fs = max(8, round(10 * k))
        while fs > 7:
            img = text.render_wrapped(body, fs, box.w - 8, palette.TEXT_DARK, line_gap=1)
            if img.get_height() <= box.h - 6:
                break
            fs -= 1
        surf.blit(img, (box.x + 4, box.y + 3), area=pygame.Rect(0, 0, box.w - 8, box.h - 5))
    else:
        # small faces: power names with costs (the zoom view has the full text)
        fs = max(7, round(10 * k))
        rows = max(0, (box.h - 2) // (fs + 3))
        yy = box.y + 2
        for part in small_lines(c, fs, box.w - 6, rows):
            surf.blit(text.render(part, fs, palette.TEXT_DARK, text.BOLD), (box.x + 3, yy))
            yy += fs + 3
    return surf


def draw_tile(c, size) -> pygame.Surface:
    """The face of card ``c`` as a landscape tile ``size`` (w > h) for an opponent's
    compact row: a title bar across the top with the region emblem, the whole name
    (smaller down to NAME_FLOOR, then whole words with an ellipsis) and the cost gem;
    below it, when the tile is tall enough, a small art panel and the power names. A
    low tile (a relic's strip) is the title bar alone."""
    w, h = int(size[0]), int(size[1])
    regs = [r for r in c.regions] or ["Universal"]
    r0, r1 = region(regs[0]), region(regs[-1])
    u = min(1.4, h / 82)
    radius = max(4, round(7 * u))
    surf = draw_card_frame((w, h), fill=_paper(r0["fill"]), edge=palette.CARD_EDGE,
                           inner=None, radius=radius).copy()
    draw.rect(surf, r0["fill"], (1, 1, w - 2, h - 2), width=2, border_radius=radius)
    if len(regs) > 1:                       # dual region: the right half's border
        clip = surf.get_clip()
        surf.set_clip((w // 2, 0, w - w // 2, h))
        draw.rect(surf, r1["fill"], (1, 1, w - 2, h - 2), width=2, border_radius=radius)
        surf.set_clip(clip)
    pad = 3
    bar_h = min(h - 2 * pad, max(14, round(17 * u)))
    bar = pygame.Rect(pad, pad, w - 2 * pad, bar_h)
    draw.rect(surf, r0["dark"], bar, border_radius=max(3, bar_h // 3))
    em = max(8, bar_h - 4)
    surf.blit(region_emblem(regs[0], em, art.shade(r0["fill"], 0.3)),
              (bar.x + 2, bar.centery - em // 2))
    gem_r = max(6, (bar_h - 2) // 2)
    gc = (bar.right - gem_r - 1, bar.centery)
    draw.circle(surf, palette.CARD_EDGE, gc, gem_r + 1)
    draw.circle(surf, (250, 226, 140), gc, gem_r)
    cl = _fit(cost_label(c), max(8, round(11 * u)), gem_r * 2 - 1, palette.TEXT_DARK)
    surf.blit(cl, cl.get_rect(center=gc))
    room = gc[0] - gem_r - 4 - (bar.x + em + 5)
    name = text.fit(c.name, max(NAME_FLOOR, round(11 * u)), room, palette.TEXT, text.BOLD,
                    smallest=NAME_FLOOR)
    surf.blit(name, name.get_rect(midleft=(bar.x + em + 5, bar.centery)))
    body = pygame.Rect(pad, bar.bottom + 2, w - 2 * pad, h - bar.bottom - 2 - pad)
    if body.h < 16:
        return surf
    # the art: the region's emblem over its gradient, the type icon in its corner
    art_r = pygame.Rect(body.x, body.y, min(body.h, round(body.w * 0.36)), body.h)
    panel = canvas.new(art_r.size, pygame.SRCALPHA)
    for y in range(art_r.h):
        t = y / max(1, art_r.h - 1)
        col = tuple(int(a + (b - a) * t) for a, b in zip(art.shade(r0["fill"], 0.15), r1["dark"]))
        draw.line(panel, col, (0, y), (art_r.w, y))
    big = max(6, min(art_r.w, art_r.h) - 6)
    e = region_emblem(regs[0], big, art.shade(r0["fill"], 0.45)).copy()
    e.set_alpha(150)
    panel.blit(e, e.get_rect(center=(art_r.w // 2, art_r.h // 2)))
    ic = max(9, round(13 * u))
    panel.blit(emblem(TYPE_ICONS.get(c.type, "star"), ic, (250, 246, 230)), (2, art_r.h - ic - 2))
    surf.blit(panel, art_r)
    draw.rect(surf, palette.CARD_EDGE, art_r, 1, border_radius=3)
    # the text box: the type, then the powers' and effects' names
    box = pygame.Rect(art_r.right + 3, body.y, body.right - art_r.right - 3, body.h)
    draw.rect(surf, (250, 246, 234), box, border_radius=3)
    draw.rect(surf, art.shade(r0["fill"], -0.2), box, 1, border_radius=3)
    fs = max(7, round(9 * u))
    rows = max(0, (box.h - 3) // (fs + 3))
    lines = [_fit(c.type, fs, box.w - 6, r0["dark"])]
    lines += [text.render(part, fs, palette.TEXT_DARK, text.BOLD)
              for part in small_lines(c, fs, box.w - 6, max(0, rows - 1))]
    yy = box.y + 2
    for img in lines[:rows]:
        surf.blit(img, (box.x + 3, yy))
        yy += fs + 3
    return surf


def draw_back(size) -> pygame.Surface:
    return draw_card_back(size, (120, 70, 40))


def card_text(c) -> str:
    """The zoom panel's body: type, region, cost, energize, starting cards, powers and
    effects in full."""
    lines = [f"{c.type} — {' / '.join(c.regions)}"]
    if c.type == "Magi":
        lines.append(f"Starting energy {c.cost} · Energize {c.energize}")
        if c.starting:
            lines.append("Starting cards: " + ", ".join(c.starting))
    else:
        lines.append(f"Cost {c.cost}" + (f" · Energize {c.energize}" if c.energize else ""))
    if c.text:
        lines.append("")
        lines.append(c.text)
    if c.powers:
        lines.append("")
        lines.append("Powers:")
        for p in c.powers:
            lines.append(f"• {p.name} (cost {p.cost}): {p.text}")
    if c.effects:
        lines.append("")
        lines.append("Effects:")
        for e in c.effects:
            lines.append(f"• {e.name}: {e.text}")
    if not c.implemented:
        lines.append("")
        lines.append("(not available in this app yet)")
    return "\n".join(lines)


@cached
def orb_surface(radius: int = 6, colour=ORB) -> pygame.Surface:
    """A small glowing energy token."""
    R = radius * 2
    surf = canvas.new((R * 2, R * 2), pygame.SRCALPHA)
    for r in range(R, radius, -1):
        a = int(90 * (1 - (r - radius) / (R - radius)) ** 2)
        draw.circle(surf, (*colour, a), (R, R), r)
    draw.circle(surf, art.shade(colour, -0.35), (R, R), radius)
    draw.circle(surf, colour, (R, R), radius - 1)
    draw.circle(surf, art.shade(colour, 0.6), (R - radius // 3, R - radius // 3),
                       max(1, radius // 3))
    return surf


@cached
def die_face(value: int, size: int = 44) -> pygame.Surface:
    surf = canvas.new((size, size), pygame.SRCALPHA)
    draw.rect(surf, (246, 242, 230), surf.get_rect(), border_radius=size // 6)
    draw.rect(surf, (60, 50, 40), surf.get_rect(), 2, border_radius=size // 6)
    pips = {1: [(0.5, 0.5)], 2: [(0.27, 0.27), (0.73, 0.73)],
            3: [(0.27, 0.27), (0.5, 0.5), (0.73, 0.73)],
            4: [(0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)],
            5: [(0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)],
            6: [(0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75),
                (0.73, 0.75)]}[value]
    for x, y in pips:
        draw.circle(surf, (170, 30, 30) if value == 1 else (30, 30, 36),
                           (round(x * size), round(y * size)), max(3, size // 10))
    return surf
